// @vitest-environment jsdom
import React from "react";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { navigate } from "gatsby";
import { getCurrentUser, signIn } from "aws-amplify/auth";
import { renderIn } from "../../../__tests__/render-in";
import common from "../../../../locales/pt/common.json";
import conta from "../../../../locales/pt/conta.json";
import contaEn from "../../../../locales/en/conta.json";
import contaEs from "../../../../locales/es/conta.json";
import { callApi, type ApiResult } from "../../backend/api-client";
import { idToken } from "../area/id-token";
import { LinkNotice } from "../area/link-notice";
import { SignIn } from "../auth/sign-in";
import { linkRequests } from "../link-requests";
import { recordLinkOutcome, takeLinkProblem } from "../link-problem";

vi.mock("aws-amplify/auth", () => ({ signIn: vi.fn(), confirmSignIn: vi.fn(), getCurrentUser: vi.fn() }));
vi.mock("../amplify-setup", () => ({
  ensureAmplify: vi.fn(async () => ({ authFlowType: "USER_PASSWORD_AUTH", apis: {} })),
}));
vi.mock("../area/id-token", () => ({ idToken: vi.fn() }));
vi.mock("../../backend/api-client", () => ({ callApi: vi.fn() }));

const answer = (result: ApiResult<unknown>) => vi.mocked(callApi).mockResolvedValue(result);

function inPortuguese(children: React.ReactNode, routePath = "/area-cliente/") {
  return renderIn({ routePath, ns: "area-cliente", resources: { common, conta } }, children);
}

beforeEach(() => {
  window.sessionStorage.clear();
  vi.mocked(callApi).mockReset();
  vi.mocked(idToken).mockReset().mockResolvedValue("id-token");
  vi.mocked(navigate).mockClear();
});

describe("linking the requests sent without an account", () => {
  it("calls POST /coleta/vincular with the customer's ID token; linked (even nothing) is no problem", async () => {
    answer({ kind: "ok", status: 200, body: { linked: [] } });
    expect(await linkRequests()).toBeNull();
    expect(callApi).toHaveBeenCalledWith("ColetaAPI", "/coleta/vincular", { method: "POST", token: "id-token" });
  });

  it("a 403 means the account's e-mail is not verified; any other failure is a failure", async () => {
    answer({ kind: "rejected", status: 403, body: { error: "forbidden" } });
    expect(await linkRequests()).toBe("unverified");
    answer({ kind: "rejected", status: 401, body: null });
    expect(await linkRequests()).toBe("failed");
    answer({ kind: "unavailable" });
    expect(await linkRequests()).toBe("failed");
    vi.mocked(idToken).mockResolvedValue(null);
    expect(await linkRequests()).toBe("failed");
    vi.mocked(idToken).mockRejectedValue(new Error("no session"));
    expect(await linkRequests()).toBe("failed");
  });

  it("has the notice's strings in the three languages", () => {
    for (const strings of [conta, contaEn, contaEs]) {
      expect(Object.keys(strings.linkRequests).sort()).toEqual(["dismiss", "failed", "unverified"]);
      for (const text of Object.values(strings.linkRequests)) expect(text.trim()).not.toBe("");
    }
    expect(contaEn.linkRequests.unverified).not.toBe(conta.linkRequests.unverified);
    expect(contaEs.linkRequests.unverified).not.toBe(conta.linkRequests.unverified);
  });
});

describe("the area's notice", () => {
  it("shows a problem recorded before the area opened, once, until dismissed", async () => {
    recordLinkOutcome("unverified");
    const first = inPortuguese(<LinkNotice />);
    expect(await screen.findByRole("alert")).toHaveTextContent(conta.linkRequests.unverified);
    fireEvent.click(screen.getByRole("button", { name: conta.linkRequests.dismiss }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    first.unmount();
    inPortuguese(<LinkNotice />);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows a problem that arrives while the area is already on screen; a success shows nothing", async () => {
    inPortuguese(<LinkNotice />);
    act(() => recordLinkOutcome(null));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    act(() => recordLinkOutcome("failed"));
    expect(await screen.findByRole("alert")).toHaveTextContent(conta.linkRequests.failed);
    expect(takeLinkProblem()).toBeNull(); // shown, so not shown again
  });
});

describe("sign-in", () => {
  beforeEach(() => {
    vi.mocked(getCurrentUser).mockRejectedValue(
      Object.assign(new Error("no user"), { name: "UserUnAuthenticatedException" }),
    );
    vi.mocked(signIn).mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: "DONE" } });
  });

  async function signInAndOpenArea() {
    inPortuguese(<SignIn search="?next=%2Farea-cliente%2Fpedidos%2F" />, "/login/");
    fireEvent.change(screen.getByLabelText(conta.fields.email), { target: { value: "ana@empresa.com.br" } });
    fireEvent.change(screen.getByLabelText(conta.fields.password), { target: { value: "Circulare-2026x" } });
    fireEvent.click(screen.getByRole("button", { name: conta.signIn.submit }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/area-cliente/pedidos/", { replace: true }));
    expect(callApi).toHaveBeenCalledWith("ColetaAPI", "/coleta/vincular", { method: "POST", token: "id-token" });
  }

  it("when linking is refused, still opens the area, which says why the requests are missing", async () => {
    answer({ kind: "rejected", status: 403, body: { error: "forbidden" } });
    await signInAndOpenArea();
    inPortuguese(<LinkNotice />);
    expect(await screen.findByRole("alert")).toHaveTextContent(conta.linkRequests.unverified);
  });

  it("when the backend does not answer, the area says the requests will be linked later", async () => {
    answer({ kind: "unavailable" });
    await signInAndOpenArea();
    inPortuguese(<LinkNotice />);
    expect(await screen.findByRole("alert")).toHaveTextContent(conta.linkRequests.failed);
  });

  it("when linking works, the area shows no notice, not even an older one", async () => {
    window.sessionStorage.setItem("circulare:link-problem", "failed");
    answer({ kind: "ok", status: 200, body: { linked: ["CIR-2026-000001"] } });
    await signInAndOpenArea();
    inPortuguese(<LinkNotice />);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
