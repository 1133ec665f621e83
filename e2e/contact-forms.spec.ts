import { expect, test, type Page } from "./test";
import { fill, strings, type Locale } from "./content";

/**
 * The three contact forms in English and Spanish, against the local backend's real ContatoAPI: each one
 * ends with its reference, and an error only the server finds (the request is changed on its way, after the
 * browser's check) is shown on its field, in the page's language; a body of the wrong shape, refused by the
 * gateway's model before the function, gets the form's own refusal in the page's language.
 */

const forms = [
  ["/fale-com-a-gente/", "geral"],
  ["/fale-com-ri/", "ri"],
  ["/seja-um-fornecedor/", "fornecedor"],
] as const;

type Topic = (typeof forms)[number][1];

async function fillContact(page: Page, t: Locale<"formularios">, topic: Topic, cnpj = "11222333000181") {
  await page.getByLabel(t.contato.name, { exact: true }).fill("Ana Pereira");
  await page.getByLabel(t.contato.email, { exact: true }).fill("ana.pereira@example.com");
  await page.getByLabel(t.contato.phone, { exact: true }).fill("11987654321");
  if (topic !== "geral")
    await page.locator("main").getByLabel(t.contato.company, { exact: true }).fill("Pereira Logística");
  if (topic === "fornecedor") {
    await page.getByLabel(t.contato.cnpj, { exact: true }).fill(cnpj);
    await page.getByLabel(t.contato.supplyCategory, { exact: true }).selectOption("transporte");
  }
  await page
    .getByLabel(t.contato.message, { exact: true })
    .fill("We would like to talk about a partnership in the South region.");
  await page.getByRole("checkbox").check();
}

const isContatoPost = (url: URL | string, method: string) =>
  method === "POST" && new URL(url).pathname.endsWith("/contato");

for (const language of ["en", "es"] as const) {
  const t = strings(language, "formularios");

  for (const [path, topic] of forms) {
    test(`${language}: /${language}${path} submits and shows its reference`, async ({ page }) => {
      await page.goto(`/${language}${path}`);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      // The supplier form also takes an alphanumeric CNPJ, typed in lower case, through its mask.
      await fillContact(page, t, topic, "12abc34501de35");
      if (topic === "fornecedor")
        await expect(page.getByLabel(t.contato.cnpj, { exact: true })).toHaveValue("12.ABC.345/01DE-35");
      const response = page.waitForResponse((r) => isContatoPost(r.url(), r.request().method()));
      await page.getByRole("button", { name: t.contato.submit }).click();
      const answer = await response;
      expect(answer.status()).toBe(201);
      const sent = answer.request().postDataJSON() as { language: string; topic: string; cnpj?: string; phone: string };
      expect(sent).toMatchObject({ language, topic, phone: "+5511987654321" });
      if (topic === "fornecedor") expect(sent.cnpj).toBe("12ABC34501DE35");
      await expect(page.getByRole("heading", { name: t.contato.doneTitle })).toBeVisible();
      await expect(page.getByTestId("reference")).toHaveText(/^CTT-\d{4}-\d{6}$/);
    });
  }
}

/** Changes the JSON body of the next POST to ContatoAPI; the browser has already checked the original. */
async function alterContatoBody(page: Page, change: (body: Record<string, unknown>) => void) {
  await page.route(
    (url) => url.pathname.endsWith("/contato"),
    async (route) => {
      const request = route.request();
      if (request.method() !== "POST") return route.continue();
      const body = request.postDataJSON() as Record<string, unknown>;
      change(body);
      await route.continue({ postData: JSON.stringify(body) });
    },
  );
}

test("en: a phone with an area code that does not exist, refused by the server, is flagged on the phone field in English", async ({
  page,
}) => {
  const t = strings("en", "formularios");
  const v = strings("en", "validacao");
  await page.goto("/en/fale-com-a-gente/");
  await fillContact(page, t, "geral");
  await alterContatoBody(page, (body) => {
    body.phone = "+5520987654321"; // DDD 20 does not exist
  });
  const response = page.waitForResponse((r) => isContatoPost(r.url(), r.request().method()));
  await page.getByRole("button", { name: t.contato.submit }).click();
  const answer = await response;
  expect(answer.status()).toBe(400);
  expect(await answer.json()).toMatchObject({ errors: [{ field: "phone", code: "invalid_ddd" }] });
  const phone = page.getByLabel(t.contato.phone, { exact: true });
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(phone).toHaveAccessibleDescription(fill(v.errors.invalid_ddd, { ddd: "20" }));
  await expect(page.getByTestId("reference")).toHaveCount(0);
});

test("es: a CNPJ refused by the server is flagged on the CNPJ field in Spanish", async ({ page }) => {
  const t = strings("es", "formularios");
  const v = strings("es", "validacao");
  await page.goto("/es/seja-um-fornecedor/");
  await fillContact(page, t, "fornecedor");
  await alterContatoBody(page, (body) => {
    body.cnpj = "12ABC34501DE36"; // second check digit off by one
  });
  const response = page.waitForResponse((r) => isContatoPost(r.url(), r.request().method()));
  await page.getByRole("button", { name: t.contato.submit }).click();
  const answer = await response;
  expect(answer.status()).toBe(400);
  expect(await answer.json()).toMatchObject({
    errors: [{ field: "cnpj", code: "invalid_cnpj", message: v.errors.invalid_cnpj }],
  });
  const cnpj = page.getByLabel(t.contato.cnpj, { exact: true });
  await expect(cnpj).toHaveAttribute("aria-invalid", "true");
  await expect(cnpj).toHaveAccessibleDescription(v.errors.invalid_cnpj);
  // The other fields stay as they were: only the field the server named is marked.
  await expect(page.getByLabel(t.contato.phone, { exact: true })).not.toHaveAttribute("aria-invalid", "true");
});

test("es: a body whose shape the gateway refuses (a field added on its way) gets its 400, and the form says so in Spanish", async ({
  page,
}) => {
  const t = strings("es", "formularios");
  await page.goto("/es/fale-com-a-gente/");
  await fillContact(page, t, "geral");
  await alterContatoBody(page, (body) => {
    body.unexpected = true; // no such field: the route's model refuses it before the function runs
  });
  const response = page.waitForResponse((r) => isContatoPost(r.url(), r.request().method()));
  await page.getByRole("button", { name: t.contato.submit }).click();
  const answer = await response;
  expect(answer.status()).toBe(400);
  expect(await answer.json()).toEqual({ errors: [{ field: "", code: "invalid_body", message: expect.any(String) }] });
  await expect(page.getByText(t.common.rejected)).toBeVisible();
  await expect(page.getByTestId("reference")).toHaveCount(0);
});
