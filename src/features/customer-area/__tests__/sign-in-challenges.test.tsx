// @vitest-environment jsdom
import React from "react";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { navigate } from "gatsby";
import { confirmSignIn, getCurrentUser, signIn } from "aws-amplify/auth";
import { renderIn } from "../../../__tests__/render-in";
import common from "../../../../locales/es/common.json";
import conta from "../../../../locales/es/conta.json";
import { SignIn } from "../auth/sign-in";

vi.mock("aws-amplify/auth", () => ({ signIn: vi.fn(), confirmSignIn: vi.fn(), getCurrentUser: vi.fn() }));
vi.mock("../amplify-setup", () => ({
  ensureAmplify: vi.fn(async () => ({ authFlowType: "USER_SRP_AUTH", apis: {} })),
}));

const inSpanish = () =>
  renderIn(
    { language: "es", routePath: "/login/", ns: "login", resources: { common, conta } },
    <SignIn search="?next=%2Fes%2Farea-cliente%2Fperfil%2F" />,
  );

async function submitCredentials() {
  fireEvent.change(screen.getByLabelText(conta.fields.email), { target: { value: "ana@empresa.com.br" } });
  fireEvent.change(screen.getByLabelText(conta.fields.password), { target: { value: "Circulare-2026x" } });
  fireEvent.click(screen.getByRole("button", { name: conta.signIn.submit }));
}

describe("sign-in challenges (Cognito's next steps)", () => {
  beforeEach(() => {
    vi.mocked(getCurrentUser).mockRejectedValue(
      Object.assign(new Error("no user"), { name: "UserUnAuthenticatedException" }),
    );
    vi.mocked(navigate).mockClear();
    vi.mocked(confirmSignIn).mockReset();
  });

  it.each([
    ["CONFIRM_SIGN_IN_WITH_TOTP_CODE", conta.signIn.totpCode, "123456"],
    ["CONFIRM_SIGN_IN_WITH_SMS_CODE", conta.signIn.smsCode, "654321"],
    ["CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE", conta.signIn.customChallenge, "resposta"],
    ["CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED", conta.signIn.newPassword, "Nueva-clave-2026"],
  ])("%s: asks for the answer, sends it, then goes where the visitor was going", async (step, label, answer) => {
    vi.mocked(signIn).mockResolvedValue({ isSignedIn: false, nextStep: { signInStep: step } } as Awaited<
      ReturnType<typeof signIn>
    >);
    vi.mocked(confirmSignIn).mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: "DONE" } });
    inSpanish();
    await submitCredentials();
    expect(vi.mocked(signIn)).toHaveBeenLastCalledWith({
      username: "ana@empresa.com.br",
      password: "Circulare-2026x",
      options: { authFlowType: "USER_SRP_AUTH" },
    });
    const field = await screen.findByLabelText(label);
    fireEvent.click(screen.getByRole("button", { name: conta.signIn.confirm }));
    expect(await screen.findByRole("alert")).toBeInTheDocument(); // empty answer refused before any request
    expect(confirmSignIn).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: answer } });
    fireEvent.click(screen.getByRole("button", { name: conta.signIn.confirm }));
    await waitFor(() => expect(confirmSignIn).toHaveBeenCalledWith({ challengeResponse: answer }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/es/area-cliente/perfil/", { replace: true }));
  });

  it("a wrong authenticator code shows the translated message and keeps the step", async () => {
    vi.mocked(signIn).mockResolvedValue({
      isSignedIn: false,
      nextStep: { signInStep: "CONFIRM_SIGN_IN_WITH_TOTP_CODE" },
    } as Awaited<ReturnType<typeof signIn>>);
    vi.mocked(confirmSignIn).mockRejectedValue(
      Object.assign(new Error("Invalid code"), { name: "CodeMismatchException" }),
    );
    inSpanish();
    await submitCredentials();
    fireEvent.change(await screen.findByLabelText(conta.signIn.totpCode), { target: { value: "000000" } });
    fireEvent.click(screen.getByRole("button", { name: conta.signIn.confirm }));
    expect(await screen.findByRole("alert")).toHaveTextContent(conta.errors.wrongCode);
    expect(screen.getByLabelText(conta.signIn.totpCode)).toBeInTheDocument();
  });

  it("an account with two MFA methods chooses one first", async () => {
    vi.mocked(signIn).mockResolvedValue({
      isSignedIn: false,
      nextStep: { signInStep: "CONTINUE_SIGN_IN_WITH_MFA_SELECTION", allowedMFATypes: ["SMS", "TOTP"] },
    } as Awaited<ReturnType<typeof signIn>>);
    vi.mocked(confirmSignIn).mockResolvedValue({
      isSignedIn: false,
      nextStep: { signInStep: "CONFIRM_SIGN_IN_WITH_TOTP_CODE" },
    } as Awaited<ReturnType<typeof confirmSignIn>>);
    inSpanish();
    await submitCredentials();
    fireEvent.click(await screen.findByRole("button", { name: conta.signIn.mfa.TOTP }));
    await waitFor(() => expect(confirmSignIn).toHaveBeenCalledWith({ challengeResponse: "TOTP" }));
    expect(await screen.findByLabelText(conta.signIn.totpCode)).toBeInTheDocument();
  });

  it("an unconfirmed account is sent to the confirmation page with its email", async () => {
    vi.mocked(signIn).mockResolvedValue({ isSignedIn: false, nextStep: { signInStep: "CONFIRM_SIGN_UP" } } as Awaited<
      ReturnType<typeof signIn>
    >);
    inSpanish();
    await submitCredentials();
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith("/es/area-cliente/confirmar-conta/?email=ana%40empresa.com.br"),
    );
  });
});
