import type { Page } from "@playwright/test";
import type { Locale } from "./content";

/** Fills the collection request as a visitor would (labels in the page's language). */
export async function fillColeta(page: Page, t: Locale<"formularios">, cnpj = "11222333000181") {
  await page.getByLabel(t.coleta.companyName, { exact: true }).fill("Auto Center Paulista");
  await page.getByLabel(t.coleta.cnpj, { exact: true }).fill(cnpj);
  await page.getByLabel(t.coleta.contactName, { exact: true }).fill("Marina Costa");
  await page.getByLabel(t.coleta.email, { exact: true }).fill("marina@autocenter.com.br");
  await page.getByLabel(t.coleta.phone, { exact: true }).fill("11987654321");
  await page.getByLabel(t.coleta.cep, { exact: true }).fill("01310100");
  await page.getByLabel(t.coleta.street, { exact: true }).fill("Avenida Paulista");
  await page.getByLabel(t.coleta.number, { exact: true }).fill("1000");
  await page.getByLabel(t.coleta.district, { exact: true }).fill("Bela Vista");
  await page.getByLabel(t.coleta.city, { exact: true }).fill("São Paulo");
  await page.getByLabel(t.coleta.state, { exact: true }).selectOption("SP");
  await page.getByLabel(t.coleta.generatorType, { exact: true }).selectOption("oficina");
  await page.getByLabel(t.coleta.estimatedLiters, { exact: true }).fill("400");
  await page.getByLabel(t.coleta.container, { exact: true }).selectOption("tambor");
  await page.getByRole("checkbox").check();
}
