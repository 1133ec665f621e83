import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "./test";
import { fill, strings, type Locale } from "./content";
import { codeFor, createCustomer, idTokenFor, requestCollection, signIn, uniqueEmail } from "./local-backend";
import { rioAddress } from "../src/domain/__tests__/fixtures";
import { formatDay } from "../src/domain/dates";
import { claimsOf } from "../amplify/local/__tests__/accounts";
import { detailValue, layoutShift, watchLayoutShifts } from "./page-checks";

/**
 * What a new customer tripped over in the customer area (issue 13), on the production build against the local
 * backend: the header's sign-in entry (or first name) on every page, the e-mail carried between the account
 * pages, sign-up errors that clear as fields become valid, phones and dates written for the language, no
 * sideways scrolling at 360 px, and the company and CNPJ in the profile, prefilled into the collection form.
 */

const languages = ["pt", "en", "es"] as const;
const common = Object.fromEntries(languages.map((language) => [language, strings(language, "common")])) as Record<
  (typeof languages)[number],
  Locale<"common">
>;
const pt = strings("pt", "conta");
const forms = strings("pt", "formularios");
const validation = strings("pt", "validacao");

const password = "Circulare-2026x";
const prefixOf = { pt: "", en: "/en", es: "/es" } as const;

/** The claims of a customer's ID token as Cognito issues it now. */
async function claimsNow(email: string): Promise<Record<string, unknown>> {
  return claimsOf(await idTokenFor(email, password));
}

async function signedIn(page: Page, email: string, next = "") {
  await page.goto(next ? `/login/?next=${encodeURIComponent(next)}` : "/login/");
  await signIn(page, pt, email, password);
  await expect(page).toHaveURL(new RegExp(`${(next || "/area-cliente/").replace(/\//g, "\\/")}$`));
}

/** The markers of Amplify's code (as e2e/bundles.spec.ts checks them). */
const hasAmplify = (code: string) =>
  ["UserUnAuthenticatedException", "Amplify has not been configured"].some((marker) => code.includes(marker));

test("header: a visitor sees the sign-in entry in the page's language, in the server's HTML already", async ({
  page,
  request,
}) => {
  for (const language of languages) {
    const prefix = prefixOf[language];
    const label = common[language].header.signIn;
    const html = await (await request.get(`${prefix}/nossa-essencia/`)).text();
    const anchor = /<a [^>]*data-account-entry="visitor"[^>]*>/.exec(html)?.[0] ?? "";
    expect(anchor).toContain(`href="${prefix}/login/"`);
    expect(html).toContain(`>${label}</span>`);
    await page.goto(`${prefix}/nossa-essencia/`);
    const entry = page.getByRole("banner").getByRole("link", { name: label, exact: true });
    await expect(entry).toBeVisible();
    await expect(entry).toHaveAttribute("href", `${prefix}/login/`);
  }
});

test("header: a signed-in customer sees their first name on public pages (no Amplify, nothing moves), in the mobile menu too; signed out, 'Entrar' again", async ({
  page,
}) => {
  const email = uniqueEmail("header");
  await createCustomer(email, password, "Maximiliana Alves Prado");
  await watchLayoutShifts(page);

  // Where "Entrar" is for a visitor, in each language: the name must take exactly that box.
  const visitorBoxes: Record<string, { x: number; y: number; width: number; height: number } | null> = {};
  for (const language of languages) {
    await page.goto(`${prefixOf[language]}/`);
    const visitorEntry = page
      .getByRole("banner")
      .getByRole("link", { name: common[language].header.signIn, exact: true });
    await expect(visitorEntry).toBeVisible();
    visitorBoxes[language] = await visitorEntry.boundingBox();
  }

  await signedIn(page, email);
  const scripts = new Set<string>();
  page.on("response", (response) => {
    if (response.request().resourceType() === "script" && new URL(response.url()).hostname === "localhost")
      scripts.add(new URL(response.url()).pathname);
  });

  for (const language of languages) {
    const prefix = prefixOf[language];
    await page.goto(`${prefix}/`);
    const entry = page
      .getByRole("banner")
      .getByRole("link", { name: fill(common[language].header.account, { name: "Maximiliana" }) });
    await expect(entry).toHaveText("Maximiliana");
    await expect(entry).toHaveAttribute("href", `${prefix}/area-cliente/`);
    // The name took the place of "Entrar" in a box of the same size: no layout shift at all.
    expect(await entry.boundingBox(), language).toEqual(visitorBoxes[language]);
    expect(await layoutShift(page)).toBe(0);
  }
  await page.waitForLoadState("networkidle");
  expect(scripts.size).toBeGreaterThan(3);
  for (const file of scripts) expect(hasAmplify(fs.readFileSync(path.join("public", file), "utf8")), file).toBe(false);

  // A phone: below 480 px the bar has the flags, and the customer's entry is the menu's (with the name); from
  // 480 px the header keeps an icon link.
  await page.setViewportSize({ width: 480, height: 740 });
  await page.goto("/nossa-essencia/");
  await expect(
    page
      .getByRole("banner")
      .getByRole("link", { name: fill(common.pt.header.account, { name: "Maximiliana" }) })
      .first(),
  ).toBeVisible();
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.locator("header [data-account-entry]").first()).toBeHidden();
  await page.getByRole("button", { name: common.pt.header.openMenu }).click();
  const menuEntry = page
    .getByRole("dialog")
    .getByRole("link", { name: fill(common.pt.header.account, { name: "Maximiliana" }) });
  await expect(menuEntry).toHaveText("Maximiliana");
  await menuEntry.click();
  await expect(page).toHaveURL(/\/area-cliente\/$/);

  // Signing out shows "Entrar" on the next page (in the bar, which has it from 480 px).
  await page.getByRole("button", { name: pt.area.signOut, exact: true }).click();
  await expect(page).toHaveURL(/\/login\/\?signedOut=1$/);
  await page.setViewportSize({ width: 480, height: 740 });
  await expect(
    page.getByRole("banner").getByRole("link", { name: common.pt.header.signIn, exact: true }),
  ).toBeVisible();
});

test("the e-mail travels from sign-in to sign-up, confirmation, sign-in, password reset and back to sign-in", async ({
  page,
}) => {
  const email = uniqueEmail("carry");
  const newPassword = "Outra-Senha-2026y";
  const emailField = () => page.getByLabel(pt.fields.email, { exact: true });

  // Opened with ?email= (a full page load), the field shows it once the page has hydrated.
  await page.goto(`/login/?email=${encodeURIComponent(email)}`);
  await expect(emailField()).toHaveValue(email);
  await expect(page.getByLabel(pt.fields.password, { exact: true })).toBeFocused();

  await page.getByRole("link", { name: pt.signIn.create }).click();
  await expect(page).toHaveURL(/\/area-cliente\/criar-conta\/\?email=/);
  await expect(emailField()).toHaveValue(email);
  await page.getByLabel(pt.fields.name).fill("Celso Ramos");
  await page.getByLabel(pt.fields.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: pt.signUp.submit }).click();

  await expect(page).toHaveURL(/\/area-cliente\/confirmar-conta\/\?email=/);
  await expect(emailField()).toHaveValue(email);
  await page.getByLabel(pt.fields.code).fill(await codeFor(email));
  await page.getByRole("button", { name: pt.confirm.submit }).click();

  await expect(page).toHaveURL(/\/login\/\?confirmed=1&email=/);
  await expect(emailField()).toHaveValue(email);
  await expect(page.getByLabel(pt.fields.password, { exact: true })).toBeFocused();

  await page.getByRole("link", { name: pt.signIn.forgot }).click();
  await expect(page).toHaveURL(/\/area-cliente\/esqueci-a-senha\/\?email=/);
  await expect(emailField()).toHaveValue(email);
  await page.getByRole("button", { name: pt.forgot.send }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pt.forgot.resetTitle);
  await page.getByLabel(pt.fields.code).fill(await codeFor(email));
  await page.getByLabel(pt.fields.newPassword, { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: pt.forgot.save }).click();

  await expect(page).toHaveURL(/\/login\/\?reset=1&email=/);
  await expect(emailField()).toHaveValue(email);
  await page.getByLabel(pt.fields.password, { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: pt.signIn.submit }).click();
  await expect(page).toHaveURL(/\/area-cliente\/$/);
});

test("sign-up: each field's error goes as soon as the field is valid, before the next submit", async ({ page }) => {
  await page.goto("/area-cliente/criar-conta/");
  await page.getByRole("button", { name: pt.signUp.submit }).click();
  const form = page.locator("form");
  await expect(form.getByText(pt.errors.nameRequired)).toBeVisible();
  await expect(form.getByText(pt.errors.emptyEmail)).toBeVisible();
  await expect(form.getByText(pt.errors.emptyPassword)).toBeVisible();

  await page.getByLabel(pt.fields.name).fill("Lia Campos");
  await expect(form.getByText(pt.errors.nameRequired)).toHaveCount(0);
  await expect(form.getByText(pt.errors.emptyEmail)).toBeVisible();

  // Still wrong in another way: the message says what is wrong now; right, it goes.
  await page.getByLabel(pt.fields.email, { exact: true }).fill("lia@");
  await expect(form.getByText(pt.errors.invalidEmail)).toBeVisible();
  await expect(form.getByText(pt.errors.emptyEmail)).toHaveCount(0);
  await page.getByLabel(pt.fields.email, { exact: true }).fill("lia@example.com");
  await expect(form.getByText(pt.errors.invalidEmail)).toHaveCount(0);
  await expect(page.getByLabel(pt.fields.email, { exact: true })).not.toHaveAttribute("aria-invalid", "true");

  await page.getByLabel(pt.fields.password, { exact: true }).fill("curta");
  await expect(form.getByText(pt.errors.weakPassword)).toBeVisible();
  await page.getByLabel(pt.fields.password, { exact: true }).fill(password);
  await expect(form.getByText(pt.errors.weakPassword)).toHaveCount(0);
  await expect(form.getByText(pt.errors.emptyPassword)).toHaveCount(0);
});

test("phones and dates are written the Brazilian way in pt; nothing scrolls sideways at 360 px; the requests table becomes cards", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("narrow");
  await createCustomer(email, password, "Otávio Nascimento Ferreira");
  const preferred = new Date(Date.now() + 10 * 86_400_000);
  const iso = preferred.toISOString().slice(0, 10);
  const protocol = await requestCollection(
    {
      company: { name: "Transportadora Nascimento & Filhos Comércio de Lubrificantes Ltda" },
      contact: { name: "Otávio Nascimento Ferreira", email, phone: "(21) 98765-4321" },
      address: rioAddress,
      generatorType: "transportadora",
      estimatedLiters: 125000,
      container: "tanque",
      preferredDate: iso,
    },
    await idTokenFor(email, password),
  );

  await signedIn(page, email, "/area-cliente/perfil/");
  // The phone is kept in E.164 and shown as Brazilians write it.
  await page.getByLabel(pt.fields.phoneOptional).fill("11987654321");
  await page.getByRole("button", { name: pt.profile.save }).click();
  await expect(page.getByText(pt.profile.saved)).toBeVisible();
  expect((await claimsNow(email)).phone_number).toBe("+5511987654321");
  await page.reload();
  await expect(page.getByLabel(pt.fields.phoneOptional)).toHaveValue("(11) 98765-4321");

  await page.goto(`/area-cliente/pedidos/${protocol}/`);
  const row = (term: string) => detailValue(page, term, { exact: true });
  const contact = row(forms.pedidos.fields.contact);
  await expect(contact).toHaveText(`Otávio Nascimento Ferreira · ${email} · (21) 98765-4321`);
  // Every date of the page in one format, the language's (dates.ts, medium): "9 de dez. de 2026".
  const date = row(forms.pedidos.fields.preferredDate);
  await expect(date).toHaveText(formatDay(iso, "pt", "medium"));

  // 360 × 740, every page of the area.
  await page.setViewportSize({ width: 360, height: 740 });
  const fileName = "relatorio-de-coleta-transportadora-nascimento-novembro-2026-versao-final-assinada.pdf";
  await page.goto("/area-cliente/documentos/");
  await page
    .getByLabel(pt.documents.choose)
    .setInputFiles({ name: fileName, mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4 test") });
  await page.getByRole("button", { name: pt.documents.upload, exact: true }).click();
  await expect(page.getByText(fill(pt.documents.uploaded, { name: fileName }))).toBeVisible({ timeout: 30_000 });

  const pages: [string, () => Promise<void>][] = [
    ["/area-cliente/", () => expect(page.getByRole("heading", { level: 1 })).toBeVisible()],
    [
      "/area-cliente/pedidos/",
      () => expect(page.getByRole("link", { name: fill(forms.pedidos.details, { protocol }) })).toBeVisible(),
    ],
    [`/area-cliente/pedidos/${protocol}/`, () => expect(contact).toBeVisible()],
    ["/area-cliente/perfil/", () => expect(page.getByLabel(pt.fields.phoneOptional)).toBeVisible()],
    ["/area-cliente/documentos/", () => expect(page.locator("td").filter({ hasText: fileName })).toBeVisible()],
    [`/area-cliente/pesquisa/${protocol}/`, () => expect(page.getByRole("heading", { level: 1 })).toBeVisible()],
  ];
  for (const [url, loaded] of pages) {
    await page.goto(url);
    await loaded();
    await expect(page.locator("[role=status]").filter({ hasText: pt.errors.generic })).toHaveCount(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, url).toBeLessThanOrEqual(360);
  }

  // The list as cards: one box per request, its column names beside the values.
  await page.goto("/area-cliente/pedidos/");
  const card = page.locator("tbody tr").first();
  await expect(card).toBeVisible();
  expect(await card.evaluate((row) => getComputedStyle(row).display)).toBe("block");
  const dateCell = card.locator("td").nth(1);
  expect(await dateCell.evaluate((cell) => getComputedStyle(cell, "::before").content)).toBe(`"${forms.pedidos.date}"`);
  // The creation date in the language's order, not ISO.
  await expect(dateCell).toHaveText(/^\d{2}\/\d{2}\/\d{4}/);
  const box = await card.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
});

test("profile: company and CNPJ checked like the collection form, kept in the account, prefilled into the collection form", async ({
  page,
}) => {
  const email = uniqueEmail("company");
  await createCustomer(email, password, "Helena Duarte");
  await signedIn(page, email, "/area-cliente/perfil/");
  const company = page.locator("main").getByLabel(pt.fields.company, { exact: true });
  const cnpj = page.getByLabel(pt.fields.cnpj, { exact: true });
  const save = page.getByRole("button", { name: pt.profile.companySave });
  const invalid = page.getByText(validation.errors.invalid_cnpj);

  await company.fill("Oficina Duarte Ltda");
  await cnpj.fill("11222333000182"); // wrong check digit
  await expect(cnpj).toHaveValue("11.222.333/0001-82");
  await save.click();
  await expect(invalid).toBeVisible();
  await expect(cnpj).toHaveAttribute("aria-invalid", "true");
  await cnpj.fill("11222333000181");
  await expect(invalid).toHaveCount(0);
  await save.click();
  await expect(page.getByText(pt.profile.companySaved)).toBeVisible();

  expect(await claimsNow(email)).toMatchObject({
    "custom:company": "Oficina Duarte Ltda",
    "custom:cnpj": "11222333000181",
  });
  await page.reload();
  await expect(company).toHaveValue("Oficina Duarte Ltda");
  await expect(cnpj).toHaveValue("11.222.333/0001-81");

  // The collection form (no earlier request: these come from the profile, through the ID token).
  await page.goto("/solicite-sua-coleta/");
  await expect(page.getByLabel(forms.coleta.companyName, { exact: true })).toHaveValue("Oficina Duarte Ltda");
  await expect(page.getByLabel(forms.coleta.cnpj, { exact: true })).toHaveValue("11.222.333/0001-81");
  await expect(page.getByText(forms.coleta.prefilled)).toBeVisible();

  // An alphanumeric CNPJ is accepted as the collection form accepts it.
  await page.goto("/area-cliente/perfil/");
  await cnpj.fill("12abc34501de35");
  await expect(cnpj).toHaveValue("12.ABC.345/01DE-35");
  await save.click();
  await expect(page.getByText(pt.profile.companySaved)).toBeVisible();
  expect((await claimsNow(email))["custom:cnpj"]).toBe("12ABC34501DE35");
});
