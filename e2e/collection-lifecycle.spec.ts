import crypto from "node:crypto";
import fs from "node:fs";
import { GetObjectCommand } from "@aws-sdk/client-s3";
import { expect, test, type Page } from "./test";
import { fill, strings } from "./content";
import { jsBudgetFor } from "../scripts/lib/budgets";
import { todayInSaoPaulo } from "../src/domain/fields";
import { loadedScripts } from "../scripts/lib/page-scripts";
import { fillColeta } from "./form-filling";
import { detailValue } from "./page-checks";
import {
  adminS3,
  callApi,
  createCustomer,
  idTokenFor,
  operatorAccount,
  outboxMessages,
  requestCollection,
  signIn,
  uniqueEmail,
} from "./local-backend";
import { rioAddress } from "../src/domain/__tests__/fixtures";

/**
 * The collection lifecycle end to end on the production build against the local backend: a signed-in customer
 * requests a collection through the form, the operator moves it through ColetaAPI (agendada → coletada →
 * certificada), the customer sees each status, each step's e-mail lands in the outbox, the customer downloads the
 * certificate (the stored bytes, the recorded hash), verifies it on the public page and rates the collection once.
 */
const conta = strings("pt", "conta");
const pt = strings("pt", "formularios");
const verify = strings("pt", "verificar-certificado");

const password = "Circulare-2026x";

/** PesquisaAPI for the survey's routes, ColetaAPI for the rest. */
const api = (method: "GET" | "POST", route: string, token: string | null, body?: unknown) =>
  callApi(route.startsWith("pesquisa") ? "PesquisaAPI" : "ColetaAPI", method, route, token, body);

/** The detail page's status badge, after a reload (what the customer sees coming back to the page). */
async function statusShown(page: Page, protocol: string): Promise<string> {
  await page.goto(`/area-cliente/pedidos/${protocol}/`);
  return (await detailValue(page, pt.pedidos.status).innerText()).trim();
}

test("a request goes recebida → agendada → coletada → certificada; the customer sees it, downloads and verifies the certificate, rates once", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const alice = uniqueEmail("lifecycle");
  const bruno = uniqueEmail("intruder");
  await createCustomer(alice, password, "Alice Moura");
  await createCustomer(bruno, password, "Bruno Lima");

  // The customer, signed in, requests a collection through the form.
  await page.goto("/login/");
  await signIn(page, conta, alice, password);
  await expect(page).toHaveURL(/\/area-cliente\/$/);
  await page.goto("/solicite-sua-coleta/");
  await fillColeta(page, pt);
  await page.getByRole("button", { name: pt.coleta.submit }).click();
  await expect(page.getByRole("heading", { name: pt.coleta.doneTitle })).toBeVisible();
  await expect(page.getByText(pt.coleta.doneLinked)).toBeVisible();
  const protocol = (await page.getByTestId("protocol").innerText()).trim();
  expect(protocol).toMatch(/^COL-\d{4}-\d{6}$/);
  expect(await statusShown(page, protocol)).toBe(pt.pedidos.statuses.recebida);

  // The sender's confirmation, in their language, with the protocol; and the operations team's alert, once each.
  const received = async (who: "customer" | "operations") => {
    await expect
      .poll(() => outboxMessages(protocol).filter((message) => message.file.endsWith(`--${who}--recebida.json`)).length)
      .toBe(1);
    return outboxMessages(protocol).find((message) => message.file.endsWith(`--${who}--recebida.json`))!;
  };
  const confirmation = await received("customer");
  // To the request's contact, as typed in the form (e2e/form-filling.ts), not the account's address.
  expect(confirmation.to).toBe("marina@autocenter.com.br");
  expect(confirmation.language).toBe("pt");
  expect(confirmation.subject).toContain(protocol);
  expect(confirmation.text).toContain(protocol);
  const alert = await received("operations");
  expect(alert.to).not.toBe(confirmation.to);
  expect(alert.text).toContain(protocol);

  // Not collected yet: the survey page says so and shows no form.
  await page.goto(`/area-cliente/pesquisa/${protocol}/`);
  await expect(page.getByText(pt.pesquisa.notCollected)).toBeVisible();
  await expect(page.getByRole("button", { name: pt.pesquisa.submit })).toHaveCount(0);

  const operator = operatorAccount();
  const operatorToken = await idTokenFor(operator.email, operator.password);
  const move = async (body: Record<string, unknown>) => {
    const answer = await api("POST", `operacao/coleta/${protocol}/transicao`, operatorToken, {
      idempotencyKey: crypto.randomUUID(),
      ...body,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  };
  const notified = (status: string) =>
    expect
      .poll(() => outboxMessages(protocol).filter((message) => message.file.endsWith(`-${status}.json`)).length)
      .toBe(1);

  // agendada: the badge, the date and window.
  const date = todayInSaoPaulo();
  await move({ to: "agendada", date, window: { from: "08:00", to: "12:00" }, note: "Portão 2" });
  expect(await statusShown(page, protocol)).toBe(pt.pedidos.statuses.agendada);
  const scheduled = detailValue(page, pt.pedidos.scheduled);
  await expect(scheduled).toContainText("08:00");
  await expect(scheduled).toContainText("12:00");
  await expect(page.getByText("Portão 2")).toBeVisible();
  await notified("agendada");

  // coletada: the litres actually collected.
  await move({ to: "coletada", collectedOn: todayInSaoPaulo(), collectedLitres: 380, driverName: "Carlos Mendes" });
  expect(await statusShown(page, protocol)).toBe(pt.pedidos.statuses.coletada);
  await expect(detailValue(page, pt.pedidos.fields.collected)).toHaveText(
    fill(pt.pedidos.fields.litres, { liters: "380" }),
  );
  // Operator identities and the driver never reach the customer's page.
  await expect(page.locator("main")).not.toContainText(operator.email);
  await notified("coletada");

  // certificada: the download button, the PDF is the stored object and its hash the record's.
  await move({ to: "certificada" });
  expect(await statusShown(page, protocol)).toBe(pt.pedidos.statuses.certificada);
  await notified("certificada");
  const record = (await api("GET", `operacao/coleta/${protocol}`, operatorToken)).body as {
    certificate: { key: string; sha256: string; code: string };
  };
  const mine = (await api("GET", `coleta/${protocol}`, await idTokenFor(alice, password))).body as {
    certificate: { sha256: string; code: string };
  };
  expect(mine.certificate.sha256).toBe(record.certificate.sha256);
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: pt.pedidos.certificate.download }).click();
  const download = await downloading;
  const downloaded = fs.readFileSync(await download.path());
  const { s3, bucket } = adminS3();
  const stored = Buffer.from(
    await (
      await s3.send(new GetObjectCommand({ Bucket: bucket, Key: record.certificate.key }))
    ).Body!.transformToByteArray(),
  );
  expect(downloaded.subarray(0, 5).toString()).toBe("%PDF-");
  expect(downloaded.equals(stored)).toBe(true);
  expect(crypto.createHash("sha256").update(downloaded).digest("hex")).toBe(record.certificate.sha256);

  // The public page verifies the code from the URL (as printed in the PDF): the generator's name and its CNPJ
  // masked, so an auditor can match the paper; nothing personal, no address, never the whole CNPJ.
  expect(downloaded.toString("latin1")).toContain(`/verificar-certificado/?codigo=${record.certificate.code}`);
  await page.goto(`/verificar-certificado/?codigo=${record.certificate.code}`);
  const valid = page.getByTestId("certificate-valid");
  await expect(valid).toContainText(fill(verify.form.valid, { code: record.certificate.code }));
  await expect(valid).toContainText(protocol);
  await expect(valid).toContainText("380");
  const shown = (term: string) => valid.locator("dt", { hasText: term }).locator("xpath=following-sibling::dd[1]");
  await expect(shown(verify.form.company)).toHaveText("Auto Center Paulista");
  await expect(shown(verify.form.cnpj)).toHaveText("11.222.***/****-81");
  await expect(valid).not.toContainText("11.222.333/0001-81");
  await expect(valid).not.toContainText("Avenida Paulista");
  // The API itself answers only the masked form.
  const verified = JSON.stringify((await api("GET", `certificado/${record.certificate.code}`, null)).body);
  expect(verified).toContain('"cnpj":"11.222.***/****-81"');
  expect(verified).not.toMatch(/11\.?222\.?333|\/?0001-/);
  // A code typed by hand, lower case without dashes, that does not exist: not found.
  await page.getByLabel(verify.form.code, { exact: true }).fill("zzzz zzzz zzzz");
  await page.getByRole("button", { name: verify.form.submit }).click();
  await expect(page.getByRole("alert")).toHaveText(fill(verify.form.notFound, { code: "ZZZZ-ZZZZ-ZZZZ" }));

  // The survey, once: the form, the thanks; coming back, the page says it was answered, and the API refuses another.
  await page.goto(`/area-cliente/pesquisa/${protocol}/`);
  await page.getByLabel("9", { exact: true }).check();
  await page.getByRole("button", { name: pt.pesquisa.submit }).click();
  await expect(page.getByText(pt.pesquisa.thanks)).toBeVisible();
  await page.reload();
  await expect(page.getByText(pt.pesquisa.already)).toBeVisible();
  await expect(page.getByRole("button", { name: pt.pesquisa.submit })).toHaveCount(0);
  const again = await api("POST", "pesquisa", await idTokenFor(alice, password), {
    idempotencyKey: crypto.randomUUID(),
    protocol,
    score: 3,
    comment: "",
    language: "pt",
  });
  expect(again.status).toBe(409);

  // Another customer cannot get the certificate (404), and no customer can call an operator route (403).
  const brunoToken = await idTokenFor(bruno, password);
  expect((await api("GET", `coleta/${protocol}/certificado`, brunoToken)).status).toBe(404);
  expect((await api("GET", "operacao/coleta", brunoToken)).status).toBe(403);
  const aliceToken = await idTokenFor(alice, password);
  expect((await api("GET", `operacao/coleta/${protocol}`, aliceToken)).status).toBe(403);
  expect(
    (
      await api("POST", `operacao/coleta/${protocol}/transicao`, aliceToken, {
        to: "cancelada",
        idempotencyKey: crypto.randomUUID(),
        reason: "x",
      })
    ).status,
  ).toBe(403);
});

test(`/verificar-certificado/ loads at most ${jsBudgetFor("/verificar-certificado/")} KB of JavaScript, and the verification is there`, async ({
  page,
}) => {
  const { kb } = await loadedScripts(page, "/verificar-certificado/");
  test.info().annotations.push({ type: "JS gzip", description: `/verificar-certificado/: ${kb} KB` });
  expect(kb).toBeLessThanOrEqual(jsBudgetFor("/verificar-certificado/"));
  await page.goto("/en/verificar-certificado/?codigo=0000-0000-0000");
  const en = strings("en", "verificar-certificado");
  await expect(page.getByRole("alert")).toHaveText(fill(en.form.notFound, { code: "0000-0000-0000" }));
});

test("a request sent without signing in appears in the account with its contact e-mail after sign-in", async ({
  page,
}) => {
  const email = uniqueEmail("anonymous");
  const protocol = await requestCollection({
    company: { name: "Oficina Moura Ltda" },
    contact: { name: "Alice Moura", email: email.toUpperCase(), phone: "(21) 98765-4321" },
    address: rioAddress,
    estimatedLiters: 300,
  });
  await createCustomer(email, password, "Alice Moura");
  await page.goto("/login/?next=%2Farea-cliente%2Fpedidos%2F");
  await signIn(page, conta, email, password);
  await expect(page).toHaveURL(/\/area-cliente\/pedidos\/$/);
  // The link runs beside the navigation (fire-and-forget): a reload shows it once it is done.
  const link = page.getByRole("link", { name: fill(pt.pedidos.details, { protocol }) });
  await expect(async () => {
    await page.reload();
    await expect(link).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
});
