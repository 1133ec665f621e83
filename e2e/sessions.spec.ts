import { generate } from "otplib";
import { expect, newPage, test, type Page } from "./test";
import { fill, strings } from "./content";
import { createCustomer, renewSession, signIn as signInAs, turnOnAuthenticator, uniqueEmail } from "./local-backend";

/**
 * Sessions and devices on the production build against the local backend (cognito-local with device tracking and
 * GlobalSignOut, patches/cognito-local+5.3.0.patch): signing out of every device from one browser ends another
 * browser's session, and a customer with an authenticator app who remembers a device is not asked for its code
 * there until they forget it. Every code comes from the authenticator's key the page shows.
 */
const pt = strings("pt", "conta");
const password = "Circulare-2026x";

const signIn = (page: Page, email: string) => signInAs(page, pt, email, password);
const block = (page: Page, title: string) => page.getByRole("region", { name: title });
const sessions = (page: Page) => block(page, pt.sessions.title);

/** Opens the profile's sessions and devices block (closed until asked for; its code loads then). */
async function openSessions(page: Page) {
  await sessions(page).getByRole("button", { name: pt.sessions.open }).click();
  await expect(sessions(page).getByRole("heading", { name: pt.sessions.title })).toBeFocused();
}

async function openProfile(page: Page) {
  await page.goto("/area-cliente/perfil/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pt.profile.title);
  await openSessions(page);
}

/** The refresh token Amplify keeps for the session in this browser's storage (what the platform renews with). */
async function refreshTokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(
    () => Object.entries(localStorage).find(([key]) => key.endsWith(".refreshToken"))?.[1],
  );
  if (!token) throw new Error("no refresh token in this browser");
  return token;
}

test("signing out of every device ends the other browser's session too", async ({ page, browser }) => {
  const email = uniqueEmail("global-signout");
  await createCustomer(email, password, "Lúcia Prado");

  const other = await newPage(browser);
  await other.goto("/login/");
  await signIn(other, email);
  await expect(other).toHaveURL(/\/area-cliente\/$/);
  const otherRefresh = await refreshTokenOf(other);
  expect(await renewSession(otherRefresh)).toBe("renewed");

  await page.goto("/login/?next=%2Farea-cliente%2Fperfil%2F");
  await signIn(page, email);
  await expect(page).toHaveURL(/\/area-cliente\/perfil\/$/);

  // Asked first; "Cancel" has the focus and gives it back to the button.
  await openSessions(page);
  const section = sessions(page);
  const everywhere = section.getByRole("button", { name: pt.sessions.everywhere });
  await everywhere.click();
  await expect(section.getByText(pt.sessions.confirmText)).toBeVisible();
  await expect(section.getByRole("button", { name: pt.common.cancel })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(section.getByText(pt.sessions.confirmText)).toBeHidden();
  await expect(everywhere).toBeFocused();

  await everywhere.click();
  await section.getByRole("button", { name: pt.sessions.confirm }).click();
  await expect(page).toHaveURL(/\/login\/\?signedOutEverywhere=1$/);
  await expect(page.getByRole("status")).toHaveText(pt.signIn.signedOutEverywhere);

  // The other browser: its session can no longer be renewed, and its next load of the area asks to sign in.
  expect(await renewSession(otherRefresh)).toBe("refused");
  await other.goto("/area-cliente/perfil/");
  await expect(other).toHaveURL(/\/login\/\?sessionEnded=1&next=%2Farea-cliente%2Fperfil%2F$/);
  await expect(other.getByRole("status")).toHaveText(pt.signIn.sessionEnded);

  // A new sign-in works there.
  await signIn(other, email);
  await expect(other).toHaveURL(/\/area-cliente\/perfil\/$/);
  await expect(block(other, pt.sessions.title)).toBeVisible();
  await other.context().close();
});

test("a remembered device is not asked for the authenticator code; after forgetting it, it is", async ({ page }) => {
  const email = uniqueEmail("remember");
  await createCustomer(email, password, "Tiago Neves");
  await page.goto("/login/?next=%2Farea-cliente%2Fperfil%2F");
  await signIn(page, email);
  await expect(page).toHaveURL(/\/area-cliente\/perfil\/$/);

  // The authenticator app, set up from the key the page shows.
  const secret = await turnOnAuthenticator(page);

  const signOut = async () => {
    await page.getByRole("button", { name: pt.area.signOut, exact: true }).click();
    await expect(page).toHaveURL(/\/login\/\?signedOut=1$/);
  };
  const answerCode = async () => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pt.signIn.challengeTitle);
    await page.getByLabel(pt.signIn.totpCode, { exact: true }).fill(await generate({ secret }));
    await page.getByRole("button", { name: pt.signIn.confirm }).click();
    await expect(page).toHaveURL(/\/area-cliente\/$/);
  };

  // Tracked but not remembered: the code is asked.
  await signOut();
  await signIn(page, email);
  await answerCode();

  // This browser in the list, marked, not remembered; remembered at the customer's request.
  await openProfile(page);
  const section = sessions(page);
  const devices = section.getByRole("list", { name: pt.sessions.devicesTitle }).getByRole("listitem");
  await expect(devices).toHaveCount(1);
  await expect(devices.first()).toContainText(pt.sessions.thisDevice);
  // Named from what this browser says it is (the suite's Chromium, on Linux or with a Windows user agent).
  const system = (await page.evaluate(() => navigator.userAgent)).includes("Windows") ? "Windows" : "Linux";
  const name = fill(pt.sessions.deviceName, { browser: "Chrome", system });
  await expect(devices.first()).toContainText(name);
  await expect(devices.first()).toContainText(pt.sessions.notRemembered);
  const today = new Intl.DateTimeFormat("pt-BR", { dateStyle: "short" }).format(new Date());
  await expect(devices.first()).toContainText(today);

  // At 360 px the list, its buttons and the sign-out question fit without sideways scroll.
  await page.setViewportSize({ width: 360, height: 740 });
  await section.getByRole("button", { name: pt.sessions.everywhere }).click();
  await expect(section.getByText(pt.sessions.confirmText)).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
  await section.getByRole("button", { name: pt.common.cancel }).click();
  await page.setViewportSize({ width: 1280, height: 800 });
  await section.getByRole("button", { name: pt.sessions.remember }).click();
  await expect(section.getByRole("status")).toHaveText(pt.sessions.rememberedNotice);
  await expect(devices.first()).toContainText(pt.sessions.isRemembered);

  // Remembered: the password alone signs in on it.
  await signOut();
  await signIn(page, email);
  await expect(page).toHaveURL(/\/area-cliente\/$/);

  // Forgotten: the code is asked again.
  await openProfile(page);
  await sessions(page)
    .getByRole("button", { name: fill(pt.sessions.forgetNamed, { name }) })
    .click();
  await expect(sessions(page).getByRole("status")).toHaveText(pt.sessions.forgotThis);
  await expect(sessions(page).getByText(pt.sessions.none)).toBeVisible();
  await signOut();
  await signIn(page, email);
  await answerCode();
});
