import { generate } from "otplib";
import { expect, test, type Page } from "./test";
import { fill, strings } from "./content";
import { codeFor, createCustomer, signIn as signInAs, uniqueEmail } from "./local-backend";

/**
 * Account journeys on the production build against the local backend (cognito-local): password reset, the
 * profile's password, email and authenticator app, and a new confirmation code after sign-up. Every code comes
 * from the backend (the ones cognito-local "emails", or the authenticator's, computed from the key the page
 * shows), never from the page's internals.
 */
const pt = strings("pt", "conta");

const password = "Circulare-2026x";
const newPassword = "Outra-Senha-77y";
/** A six-digit code that is not `code`. */
const otherThan = (code: string) => (code === "000000" ? "111111" : "000000");

const signIn = (page: Page, email: string, secret: string) => signInAs(page, pt, email, secret);
const dashboardHeading = (page: Page) => page.getByRole("heading", { level: 1 });
/** One block of the profile page (each is a region named by its heading). */
const block = (page: Page, title: string) => page.getByRole("region", { name: title });

async function signOut(page: Page) {
  await page.getByRole("button", { name: pt.area.signOut, exact: true }).click();
  await expect(page).toHaveURL(/\/login\/\?signedOut=1$/);
}

/** Signs in at /login/ and lands on the profile page. */
async function openProfile(page: Page, email: string, secret = password) {
  await page.goto("/login/?next=%2Farea-cliente%2Fperfil%2F");
  await signIn(page, email, secret);
  await expect(page).toHaveURL(/\/area-cliente\/perfil\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pt.profile.title);
}

test("password reset: the emailed code sets a new password, and the old one no longer signs in", async ({ page }) => {
  const email = uniqueEmail("reset");
  await createCustomer(email, password, "Paula Reis");

  await page.goto("/login/");
  await page.getByRole("link", { name: pt.signIn.forgot }).click();
  await expect(page).toHaveURL(/\/area-cliente\/esqueci-a-senha\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pt.forgot.title);
  await page.getByLabel(pt.fields.email, { exact: true }).fill(email);
  await page.getByRole("button", { name: pt.forgot.send }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pt.forgot.resetTitle);
  await expect(page.getByText(fill(pt.forgot.resetLead, { email }))).toBeVisible();

  // Another code on request: the page says so, and only the newest one counts from then on.
  const firstCode = await codeFor(email);
  await page.getByRole("button", { name: pt.confirm.resend }).click();
  await expect(page.getByRole("status")).toHaveText(fill(pt.confirm.resent, { email }));
  const code = await codeFor(email, firstCode);

  // A wrong code is refused; the one the backend sent sets the new password.
  await page.getByLabel(pt.fields.code).fill(otherThan(code));
  await page.getByLabel(pt.fields.newPassword, { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: pt.forgot.save }).click();
  await expect(page.getByRole("alert")).toHaveText(pt.errors.wrongCode);
  await page.getByLabel(pt.fields.code).fill(code);
  await page.getByRole("button", { name: pt.forgot.save }).click();
  await expect(page).toHaveURL(/\/login\/\?reset=1&email=/);
  await expect(page.getByRole("status")).toHaveText(pt.signIn.reset);

  await signIn(page, email, password);
  await expect(page.getByRole("alert")).toHaveText(pt.errors.wrongPassword);
  await signIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/area-cliente\/$/);
  await expect(dashboardHeading(page)).toHaveText(fill(pt.dashboard.title, { name: "Paula Reis" }));
});

test("profile: a changed password is the one that signs in after signing out", async ({ page }) => {
  const email = uniqueEmail("password");
  await createCustomer(email, password, "Caio Nunes");
  await openProfile(page, email);

  const section = block(page, pt.profile.passwordTitle);
  await section.getByLabel(pt.fields.currentPassword, { exact: true }).fill(password);
  await section.getByLabel(pt.fields.newPassword, { exact: true }).fill("fraca");
  await section.getByRole("button", { name: pt.profile.passwordSave }).click();
  await expect(section.getByRole("alert")).toHaveText(pt.errors.weakPassword);
  await section.getByLabel(pt.fields.newPassword, { exact: true }).fill(newPassword);
  await section.getByRole("button", { name: pt.profile.passwordSave }).click();
  await expect(section.getByRole("status")).toHaveText(pt.profile.passwordChanged);
  await expect(section.getByLabel(pt.fields.currentPassword, { exact: true })).toHaveValue("");

  await signOut(page);
  await signIn(page, email, password);
  await expect(page.getByRole("alert")).toHaveText(pt.errors.wrongPassword);
  await signIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/area-cliente\/$/);
  await expect(dashboardHeading(page)).toHaveText(fill(pt.dashboard.title, { name: "Caio Nunes" }));
});

test("profile: a new email takes effect with the code sent to it, and then it is the one that signs in", async ({
  page,
}) => {
  const email = uniqueEmail("old-email");
  const newEmail = uniqueEmail("new-email");
  await createCustomer(email, password, "Lia Prado");
  await openProfile(page, email);

  const section = block(page, pt.profile.emailTitle);
  await expect(section.getByText(fill(pt.profile.emailCurrent, { email }))).toBeVisible();
  await section.getByLabel(pt.fields.newEmail, { exact: true }).fill(email);
  await section.getByRole("button", { name: pt.profile.emailSend }).click();
  await expect(section.getByRole("alert")).toHaveText(pt.errors.sameEmail);
  await section.getByLabel(pt.fields.newEmail, { exact: true }).fill(newEmail);
  await section.getByRole("button", { name: pt.profile.emailSend }).click();
  await expect(section.getByRole("status")).toHaveText(fill(pt.profile.emailCodeSent, { email: newEmail }));

  // The code goes to the new address; a wrong one is refused.
  const code = await codeFor(newEmail);
  await section.getByLabel(pt.fields.code).fill(otherThan(code));
  await section.getByRole("button", { name: pt.profile.emailConfirm }).click();
  await expect(section.getByRole("alert")).toHaveText(pt.errors.wrongCode);
  await section.getByLabel(pt.fields.code).fill(code);
  await section.getByRole("button", { name: pt.profile.emailConfirm }).click();
  await expect(section.getByRole("status")).toHaveText(pt.profile.emailChanged);
  await expect(section.getByText(fill(pt.profile.emailCurrent, { email: newEmail }))).toBeVisible();

  await signOut(page);
  await signIn(page, email, password);
  await expect(page.getByRole("alert")).toHaveText(pt.errors.wrongPassword);
  await signIn(page, newEmail, password);
  await expect(page).toHaveURL(/\/area-cliente\/$/);
  await expect(page.getByText(newEmail, { exact: true })).toBeVisible();
});

test("profile: an authenticator app set up from the page's key; sign-in then asks for its code", async ({ page }) => {
  const email = uniqueEmail("totp");
  await createCustomer(email, password, "Davi Souza");
  await openProfile(page, email);

  // The key for the app: shown as text next to the QR code (what a customer types when they cannot scan).
  const section = block(page, pt.profile.totpTitle);
  await expect(section.getByText(pt.profile.totpLead)).toBeVisible();
  await section.getByRole("button", { name: pt.profile.totpStart }).click();
  await expect(section.getByRole("img", { name: pt.profile.totpQr })).toBeVisible();
  const secret = (
    (await section.locator("p", { hasText: pt.profile.totpManual }).locator("code").textContent()) ?? ""
  ).trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}=*$/); // base32, as authenticator apps expect

  // A code of the wrong shape and a wrong code are refused; the app's current code turns it on.
  const field = section.getByLabel(pt.fields.totpCode, { exact: true });
  await field.fill("12345");
  await section.getByRole("button", { name: pt.profile.totpVerify }).click();
  await expect(section.getByRole("alert")).toHaveText(pt.errors.totpFormat);
  await field.fill(otherThan(await generate({ secret })));
  await section.getByRole("button", { name: pt.profile.totpVerify }).click();
  await expect(section.getByRole("alert")).toHaveText(pt.errors.wrongCode);
  await field.fill(await generate({ secret }));
  await section.getByRole("button", { name: pt.profile.totpVerify }).click();
  await expect(section.getByRole("status")).toHaveText(pt.profile.totpOn);
  await expect(section.getByText(pt.profile.totpEnabled)).toBeVisible();

  // Signing in now takes the password and then the app's code.
  await signOut(page);
  await signIn(page, email, password);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pt.signIn.challengeTitle);
  const challenge = page.getByLabel(pt.signIn.totpCode, { exact: true });
  await challenge.fill(otherThan(await generate({ secret })));
  await page.getByRole("button", { name: pt.signIn.confirm }).click();
  await expect(page.getByRole("alert")).toHaveText(pt.errors.wrongCode);
  await challenge.fill(await generate({ secret }));
  await page.getByRole("button", { name: pt.signIn.confirm }).click();
  await expect(page).toHaveURL(/\/area-cliente\/$/);
  await expect(page.getByText(pt.dashboard.mfa.on)).toBeVisible();

  // Turned off again, the password alone signs in.
  await page.goto("/area-cliente/perfil/");
  await block(page, pt.profile.totpTitle).getByRole("button", { name: pt.profile.totpDisable }).click();
  await expect(block(page, pt.profile.totpTitle).getByRole("status")).toHaveText(pt.profile.totpOff);
  await signOut(page);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/area-cliente\/$/);
  await expect(page.getByText(pt.dashboard.mfa.off)).toBeVisible();
});

test("sign-up: a new confirmation code is sent on request, the page says so, and the new code confirms", async ({
  page,
}) => {
  // cognito-local 5.3.0 has no ResendConfirmationCode; patches/cognito-local+5.3.0.patch adds it (as AWS: a
  // new code to the user's e-mail, refused once the user is confirmed).
  const email = uniqueEmail("resend");
  await page.goto("/area-cliente/criar-conta/");
  await page.getByLabel(pt.fields.name).fill("Bruna Teles");
  await page.getByLabel(pt.fields.email, { exact: true }).fill(email);
  await page.getByLabel(pt.fields.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: pt.signUp.submit }).click();
  await expect(page).toHaveURL(/\/area-cliente\/confirmar-conta\/\?email=/);
  const first = await codeFor(email);

  await page.getByRole("button", { name: pt.confirm.resend }).click();
  await expect(page.getByRole("status")).toHaveText(fill(pt.confirm.resent, { email }));
  const second = await codeFor(email, first);
  await page.getByLabel(pt.fields.code).fill(second);
  await page.getByRole("button", { name: pt.confirm.submit }).click();
  await expect(page).toHaveURL(/\/login\/\?confirmed=1&email=/);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/area-cliente\/$/);
});
