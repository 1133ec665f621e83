import { axe } from "./axe";
import { expect, test, type Page } from "./test";
import { fill, strings } from "./content";
import { fillColeta } from "./form-filling";
import { codeFor, createCustomer, signIn, uniqueEmail } from "./local-backend";

/**
 * Requests sent without an account, on the production build against the local backend: the visitor sends one
 * through the form, then creates an account with the same e-mail, confirms it with the code the backend "e-mailed"
 * (nothing else marks the address verified) and finds the request in the area, linked at sign-in. When linking
 * fails, the area says so in the customer's language instead of silently showing fewer requests.
 */
const conta = { pt: strings("pt", "conta"), en: strings("en", "conta") };
const forms = strings("pt", "formularios");

const password = "Circulare-2026x";

/** Every notice the area can show about linking, in both languages the tests use. */
const linkNotices = (page: Page) =>
  page.getByText(
    new RegExp(
      [conta.pt, conta.en]
        .flatMap((t) => [t.linkRequests.unverified, t.linkRequests.failed])
        .map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
        .join("|"),
    ),
  );

test("a request sent without an account appears in the account created and confirmed with the same e-mail", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("sem-conta");
  const t = conta.pt;

  // Without an account: the collection form, with the visitor's e-mail.
  await page.goto("/solicite-sua-coleta/");
  await fillColeta(page, forms);
  await page.getByLabel(forms.coleta.email, { exact: true }).fill(email);
  await page.getByRole("button", { name: forms.coleta.submit }).click();
  await expect(page.getByRole("heading", { name: forms.coleta.doneTitle })).toBeVisible();
  const protocol = (await page.getByTestId("protocol").innerText()).trim();
  expect(protocol).toMatch(/^COL-\d{4}-\d{6}$/);

  // An account with the same e-mail, confirmed with the code the backend printed.
  await page.goto("/area-cliente/criar-conta/");
  await page.getByLabel(t.fields.name).fill("Marina Costa");
  await page.getByLabel(t.fields.email, { exact: true }).fill(email);
  await page.getByLabel(t.fields.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: t.signUp.submit }).click();
  await expect(page).toHaveURL(/\/area-cliente\/confirmar-conta\/\?email=/);
  await page.getByLabel(t.fields.code).fill(await codeFor(email));
  await page.getByRole("button", { name: t.confirm.submit }).click();
  await expect(page).toHaveURL(/\/login\/\?confirmed=1&email=/);

  // Signing in links the request: it is in the list and its page opens.
  await signIn(page, t, email, password);
  await expect(page).toHaveURL(/\/area-cliente\/$/);
  await page.getByRole("link", { name: t.area.nav.requests }).click();
  await expect(page).toHaveURL(/\/area-cliente\/pedidos\/$/);
  const link = page.getByRole("link", { name: fill(forms.pedidos.details, { protocol }) });
  await expect(link).toBeVisible();
  await expect(linkNotices(page)).toHaveCount(0);
  await link.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fill(forms.pedidos.detailTitle, { protocol }));
});

test("pt: an account whose e-mail is not verified is told why its requests sent without an account are missing", async ({
  page,
}) => {
  const email = uniqueEmail("nao-verificada");
  await createCustomer(email, password, "Caio Nunes");
  // The backend's answer for an unverified address (amplify/local/__tests__/email-verification.test.ts gets it
  // from the real route); here only the page's handling of it is under test.
  await page.route("**/coleta/vincular", (route) =>
    route.fulfill({ status: 403, contentType: "application/json", body: JSON.stringify({ error: "forbidden" }) }),
  );
  await page.goto("/login/?next=%2Farea-cliente%2Fpedidos%2F");
  await signIn(page, conta.pt, email, password);
  await expect(page).toHaveURL(/\/area-cliente\/pedidos\/$/);
  await expect(page.getByRole("alert")).toHaveText(conta.pt.linkRequests.unverified);
  // The notice and its button pass the WCAG 2.1 A/AA rules, as e2e/accessibility.spec.ts runs them.
  const scan = await axe(page).analyze();
  expect(scan.violations).toEqual([]);
  await page.getByRole("button", { name: conta.pt.linkRequests.dismiss }).click();
  await expect(linkNotices(page)).toHaveCount(0);
  // Shown once: the next page of the area does not repeat it.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(linkNotices(page)).toHaveCount(0);
});

test("en: when the backend does not answer the link, the area says it will be tried again at the next sign-in", async ({
  page,
}) => {
  const email = uniqueEmail("sem-resposta");
  await createCustomer(email, password, "Alex Morgan");
  await page.route("**/coleta/vincular", (route) => route.abort("connectionrefused"));
  await page.goto("/en/login/");
  await signIn(page, conta.en, email, password);
  await expect(page).toHaveURL(/\/en\/area-cliente\/$/);
  await expect(page.getByRole("alert")).toHaveText(conta.en.linkRequests.failed);
});
