import { expect, holdScripts, test } from "./test";
import { axe } from "./axe";
import { strings } from "./content";

import { fillColeta } from "./form-filling";

/** The public forms on the production build, against the local backend's real APIs. */
const pt = strings("pt", "formularios");
const en = strings("en", "formularios");
const validacaoPt = strings("pt", "validacao");

test("pt: a collection request ends with its protocol; masks format CNPJ and CEP", async ({ page }) => {
  await page.goto("/solicite-sua-coleta/");
  await fillColeta(page, pt);
  await expect(page.getByLabel(pt.coleta.cnpj, { exact: true })).toHaveValue("11.222.333/0001-81");
  await expect(page.getByLabel(pt.coleta.cep, { exact: true })).toHaveValue("01310-100");
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("/coleta")) posts.push(request.url());
  });
  await page.getByRole("button", { name: pt.coleta.submit }).click();
  await expect(page.getByRole("heading", { name: pt.coleta.doneTitle })).toBeVisible();
  await expect(page.getByTestId("protocol")).toHaveText(/^COL-\d{4}-\d{6}$/);
  expect(posts).toHaveLength(1);
  expect(await page.evaluate(() => localStorage.getItem("circulare:coleta-draft"))).toBeNull();
});

test("pt: an invalid CNPJ shows its message and sends nothing", async ({ page }) => {
  await page.goto("/solicite-sua-coleta/");
  await fillColeta(page, pt, "11222333000182");
  let posted = false;
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("/coleta")) posted = true;
  });
  await page.getByRole("button", { name: pt.coleta.submit }).click();
  await expect(page.getByText(validacaoPt.errors.invalid_cnpj)).toBeVisible();
  await expect(page.getByLabel(pt.coleta.cnpj, { exact: true })).toHaveAttribute("aria-invalid", "true");
  expect(posted).toBe(false);
  const results = await axe(page).analyze();
  expect(results.violations).toEqual([]);
});

test("en: a collection request in English ends with its protocol", async ({ page }) => {
  await page.goto("/en/solicite-sua-coleta/");
  await fillColeta(page, en);
  await page.getByRole("button", { name: en.coleta.submit }).click();
  await expect(page.getByRole("heading", { name: en.coleta.doneTitle })).toBeVisible();
  await expect(page.getByTestId("protocol")).toHaveText(/^COL-\d{4}-\d{6}$/);
});

test("offline: the draft stays, and goes out once when the connection returns", async ({ page, context }) => {
  await page.goto("/solicite-sua-coleta/");
  await fillColeta(page, pt);
  const posts: number[] = [];
  page.on("response", (response) => {
    if (response.request().method() === "POST" && response.url().includes("/coleta")) posts.push(response.status());
  });
  await context.setOffline(true);
  await page.getByRole("button", { name: pt.coleta.submit }).click();
  await expect(page.getByText(pt.common.offline)).toBeVisible();
  const draft = JSON.parse((await page.evaluate(() => localStorage.getItem("circulare:coleta-draft"))) ?? "null") as {
    pending: boolean;
    values: { company: { name: string } };
  };
  expect(draft.pending).toBe(true);
  expect(draft.values.company.name).toBe("Auto Center Paulista");
  await context.setOffline(false);
  await expect(page.getByTestId("protocol")).toHaveText(/^COL-\d{4}-\d{6}$/, { timeout: 15_000 });
  expect(posts).toEqual([201]);
  expect(await page.evaluate(() => localStorage.getItem("circulare:coleta-draft"))).toBeNull();
});

test("the draft survives a reload before sending", async ({ page }) => {
  await page.goto("/solicite-sua-coleta/");
  await page.getByLabel(pt.coleta.companyName, { exact: true }).fill("Posto Rota Sul");
  await expect
    .poll(
      async () =>
        JSON.parse((await page.evaluate(() => localStorage.getItem("circulare:coleta-draft"))) ?? "null")?.values
          ?.company?.name,
    )
    .toBe("Posto Rota Sul");
  await page.reload();
  await expect(page.getByLabel(pt.coleta.companyName, { exact: true })).toHaveValue("Posto Rota Sul");
});

test("text typed before the page hydrates stays in the field and goes into the draft", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/solicite-sua-coleta/", { waitUntil: "domcontentloaded" });
  await page.getByLabel(pt.coleta.companyName, { exact: true }).fill("Posto Antes da Hidratação");
  await release();
  await expect(page.getByLabel(pt.coleta.companyName, { exact: true })).toHaveValue("Posto Antes da Hidratação");
  await expect
    .poll(
      async () =>
        JSON.parse((await page.evaluate(() => localStorage.getItem("circulare:coleta-draft"))) ?? "null")?.values
          ?.company?.name,
    )
    .toBe("Posto Antes da Hidratação");
});

for (const [path, topic] of [
  ["/fale-com-a-gente/", "geral"],
  ["/fale-com-ri/", "ri"],
  ["/seja-um-fornecedor/", "fornecedor"],
] as const) {
  test(`${path}: the contact form submits and confirms with a reference`, async ({ page }) => {
    await page.goto(path);
    await page.getByLabel(pt.contato.name, { exact: true }).fill("Paulo Lima");
    await page.getByLabel(pt.contato.email, { exact: true }).fill("paulo@empresa.com.br");
    if (topic !== "geral")
      await page.locator("main").getByLabel(pt.contato.company, { exact: true }).fill("Fornece Embalagens");
    if (topic === "fornecedor") {
      await page.getByLabel(pt.contato.cnpj, { exact: true }).fill("11222333000181");
      await page.getByLabel(pt.contato.supplyCategory, { exact: true }).selectOption("embalagens");
    }
    await page
      .getByLabel(pt.contato.message, { exact: true })
      .fill("Gostaria de conversar sobre uma parceria na região.");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: pt.contato.submit }).click();
    await expect(page.getByRole("heading", { name: pt.contato.doneTitle })).toBeVisible();
    await expect(page.getByTestId("reference")).toHaveText(/^CTT-\d{4}-\d{6}$/);
  });
}
