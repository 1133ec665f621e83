import crypto from "node:crypto";
import fs from "node:fs";
import { expect, holdScripts, test, type Page } from "./test";
import { axe } from "./axe";
import { fill, strings, type Locale } from "./content";
import { todayInSaoPaulo } from "../src/domain/fields";
import { ListMultipartUploadsCommand, ListPartsCommand } from "@aws-sdk/client-s3";
import {
  adminS3,
  apiBase,
  codeFor,
  createCustomer,
  idTokenFor,
  operatorAccount,
  signIn as signInAs,
  uniqueEmail,
} from "./local-backend";

/** The customer area on the production build against the local backend (cognito-local, s3rver, dynalite). */
const pt = strings("pt", "conta");
const en = strings("en", "conta");

const password = "Circulare-2026x";
/** The WCAG 2.1 A/AA rules, as e2e/accessibility.spec.ts runs them. */
const scan = (page: Page) => axe(page).analyze();

const signIn = (page: Page, t: Locale<"conta">, email: string, secret = password) => signInAs(page, t, email, secret);

/** Records every value the upload progress bar shows, to check it reached 100 %. */
async function watchProgress(page: Page) {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    new MutationObserver(() => {
      const bar = document.querySelector("progress");
      if (bar) seen.push(Number(bar.getAttribute("value")));
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["value"] });
  });
}
const progressSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);

async function upload(page: Page, t: Locale<"conta">, name: string, buffer: Buffer) {
  await page.getByLabel(t.documents.choose).setInputFiles({ name, mimeType: "application/octet-stream", buffer });
  await page.getByRole("button", { name: t.documents.upload, exact: true }).click();
  await expect(page.getByText(fill(t.documents.uploaded, { name }))).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("cell", { name, exact: true })).toBeVisible();
}

async function downloadBytes(page: Page, t: Locale<"conta">, name: string): Promise<Buffer> {
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: fill(t.documents.downloadNamed, { name }) }).click();
  return fs.readFileSync(await (await download).path());
}

test("pt: sign up, confirm, sign in, profile, documents (single and multipart, cancel, delete), sign out", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("pt");

  // A protected URL sends a signed-out visitor to /login/, remembering where they were going.
  await page.goto("/area-cliente/documentos/");
  await expect(page).toHaveURL(/\/login\/\?next=%2Farea-cliente%2Fdocumentos%2F$/);

  // Sign up.
  await page.goto("/area-cliente/criar-conta/");
  await page.getByLabel(pt.fields.name).fill("Marina Costa");
  await page.getByLabel(pt.fields.email, { exact: true }).fill(email);
  await page.getByLabel(pt.fields.phoneOptional).fill("(11) 98765-4321");
  await page.getByLabel(pt.fields.password, { exact: true }).fill("curta");
  await page.getByRole("button", { name: pt.signUp.submit }).click();
  await expect(page.getByText(pt.errors.weakPassword)).toBeVisible();
  await page.getByLabel(pt.fields.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: pt.signUp.submit }).click();
  await expect(page).toHaveURL(/\/area-cliente\/confirmar-conta\/\?email=/);

  // A wrong code is refused in Portuguese; the code cognito-local printed confirms the account.
  const code = await codeFor(email);
  await page.getByLabel(pt.fields.code).fill(code === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: pt.confirm.submit }).click();
  await expect(page.getByRole("alert")).toHaveText(pt.errors.wrongCode);
  await page.getByLabel(pt.fields.code).fill(code);
  await page.getByRole("button", { name: pt.confirm.submit }).click();
  await expect(page).toHaveURL(/\/login\/\?confirmed=1&email=/);
  await expect(page.getByRole("status")).toHaveText(pt.signIn.confirmed);

  // A wrong password gets the translated message; the right one opens the dashboard.
  await signIn(page, pt, email, "Senha-errada-99");
  await expect(page.getByRole("alert")).toHaveText(pt.errors.wrongPassword);
  await signIn(page, pt, email);
  await expect(page).toHaveURL(/\/area-cliente\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fill(pt.dashboard.title, { name: "Marina Costa" }));

  // Profile: name and phone.
  await page.getByRole("link", { name: pt.area.nav.profile }).click();
  await expect(page).toHaveURL(/\/area-cliente\/perfil\/$/);
  await expect(page.getByLabel(pt.fields.phoneOptional)).toHaveValue("(11) 98765-4321");
  await page.getByLabel(pt.fields.name).fill("Marina Costa Lima");
  await page.getByLabel(pt.fields.phoneOptional).fill("(21) 3456-7890");
  await page.getByRole("button", { name: pt.profile.save }).click();
  await expect(page.getByText(pt.profile.saved)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(pt.fields.name)).toHaveValue("Marina Costa Lima");
  await expect(page.getByLabel(pt.fields.phoneOptional)).toHaveValue("(21) 3456-7890");
  expect((await scan(page)).violations).toEqual([]);

  // Documents: 1 KiB in one request, 12 MiB in parts; progress reaches 100 %; both download byte-identical.
  await page.getByRole("link", { name: pt.area.nav.documents }).click();
  await expect(page.getByText(pt.documents.empty)).toBeVisible();
  const small = crypto.randomBytes(1024);
  const large = crypto.randomBytes(12 * 1024 * 1024);
  await watchProgress(page);
  await upload(page, pt, "pequeno.bin", small);
  expect(Math.max(...(await progressSeen(page)))).toBe(100);
  const partRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("partNumber=")) partRequests.push(request.url());
  });
  await watchProgress(page);
  await upload(page, pt, "grande.bin", large);
  const seen = await progressSeen(page);
  expect(Math.max(...seen)).toBe(100);
  expect(Math.min(...seen)).toBeLessThan(100); // the bar was shown while the parts were on their way
  expect(partRequests.length).toBe(3); // 5 + 5 + 2 MiB
  expect((await downloadBytes(page, pt, "pequeno.bin")).equals(small)).toBe(true);
  expect((await downloadBytes(page, pt, "grande.bin")).equals(large)).toBe(true);
  expect((await scan(page)).violations).toEqual([]);

  // Cancel mid-way: parts are held back so the cancel lands while the upload runs.
  await page.route(/partNumber=/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue().catch(() => undefined);
  });
  await page
    .getByLabel(pt.documents.choose)
    .setInputFiles({ name: "cancelado.bin", mimeType: "application/octet-stream", buffer: large });
  // Cancel once a part is on its way: the upload exists then (a cancel while it is being created sends no abort).
  const partSent = page.waitForRequest(/partNumber=/);
  await page.getByRole("button", { name: pt.documents.upload, exact: true }).click();
  await partSent;
  const abortSent = page.waitForRequest(
    (request) => request.method() === "DELETE" && request.url().includes("uploadId="),
  );
  await page.getByRole("button", { name: pt.documents.cancel }).click();
  await expect(page.getByText(pt.documents.cancelled)).toBeVisible();
  // AbortMultipartUpload was sent for this upload and accepted; the emulator keeps no upload and no part of it.
  const abort = await abortSent;
  expect(new URL(abort.url()).pathname).toMatch(/\/private\/us-east-1%3A[\w-]+\/cancelado\.bin$/);
  expect((await abort.response())?.status()).toBe(204);
  const uploadId = new URL(abort.url()).searchParams.get("uploadId") ?? "";
  const key = decodeURIComponent(new URL(abort.url()).pathname.split("/").slice(2).join("/"));
  const { s3, bucket } = adminS3();
  const { Uploads = [] } = await s3.send(
    new ListMultipartUploadsCommand({ Bucket: bucket, Prefix: key.slice(0, key.lastIndexOf("/") + 1) }),
  );
  expect(Uploads.map((upload) => upload.UploadId)).toEqual([]);
  await expect(s3.send(new ListPartsCommand({ Bucket: bucket, Key: key, UploadId: uploadId }))).rejects.toMatchObject({
    name: "NoSuchUpload",
  });
  await page.unroute(/partNumber=/);
  await page.reload();
  await expect(page.getByRole("cell", { name: "grande.bin", exact: true })).toBeVisible();
  await expect(page.getByRole("cell", { name: "cancelado.bin", exact: true })).toHaveCount(0);

  // Delete after confirmation.
  await page.getByRole("button", { name: fill(pt.documents.deleteNamed, { name: "pequeno.bin" }) }).click();
  await page.getByRole("button", { name: pt.documents.confirmYes }).click();
  await expect(page.getByText(fill(pt.documents.deleted, { name: "pequeno.bin" }))).toBeVisible();
  await expect(page.getByRole("cell", { name: "pequeno.bin", exact: true })).toHaveCount(0);
  await expect(page.getByRole("cell", { name: "grande.bin", exact: true })).toBeVisible();

  // Sign out; the area is closed again.
  await page.getByRole("button", { name: pt.area.signOut, exact: true }).click();
  await expect(page).toHaveURL(/\/login\/\?signedOut=1$/);
  await page.goto("/area-cliente/perfil/");
  await expect(page).toHaveURL(/\/login\/\?next=%2Farea-cliente%2Fperfil%2F$/);
});

test("en: sign in returns to the page asked for; documents in English", async ({ page }) => {
  const email = uniqueEmail("en");
  await createCustomer(email, password, "Alex Morgan");
  await page.goto("/en/area-cliente/documentos/");
  await expect(page).toHaveURL(/\/en\/login\/\?next=%2Fen%2Farea-cliente%2Fdocumentos%2F$/);
  await signIn(page, en, email, "Wrong-password-1");
  await expect(page.getByRole("alert")).toHaveText(en.errors.wrongPassword);
  await signIn(page, en, email);
  await expect(page).toHaveURL(/\/en\/area-cliente\/documentos\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.documents.title);
  await expect(page.getByText(en.documents.empty)).toBeVisible();
  const file = crypto.randomBytes(2048);
  await upload(page, en, "report.pdf", file);
  expect((await downloadBytes(page, en, "report.pdf")).equals(file)).toBe(true);
  await expect(page.locator("html")).toHaveAttribute("lang", /^en/);
  expect((await scan(page)).violations).toEqual([]);
});

test("sign-in and account pages pass axe and keep their labels", async ({ page }) => {
  for (const path of [
    "/login/",
    "/area-cliente/criar-conta/",
    "/area-cliente/confirmar-conta/",
    "/es/area-cliente/esqueci-a-senha/",
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect((await scan(page)).violations, path).toEqual([]);
  }
});

test("an email typed before the sign-in page hydrates survives the password typed after it", async ({ page }) => {
  const email = uniqueEmail("early");
  await createCustomer(email, password, "Early Typist");
  const release = await holdScripts(page);
  await page.goto("/login/?next=%2Farea-cliente%2Fpedidos%2F", { waitUntil: "domcontentloaded" });
  await page.getByLabel(pt.fields.email, { exact: true }).fill(email);
  await release();
  // A render after hydration (this keystroke's) used to write the empty state back over the typed email.
  await page.getByLabel(pt.fields.password, { exact: true }).fill(password);
  await expect(page.getByLabel(pt.fields.email, { exact: true })).toHaveValue(email);
  await page.getByRole("button", { name: pt.signIn.submit }).click();
  await expect(page).toHaveURL(/\/area-cliente\/pedidos\/$/);
});

test("a signed-in customer's request is listed in the area, and its survey is answered once", async ({ page }) => {
  const forms = strings("pt", "formularios");
  const email = uniqueEmail("survey");
  await createCustomer(email, password, "Rita Alves");
  await page.goto("/login/?next=%2Farea-cliente%2Fpedidos%2F");
  await signIn(page, pt, email);
  await expect(page).toHaveURL(/\/area-cliente\/pedidos\/$/);
  await expect(page.getByText(forms.pedidos.empty)).toBeVisible();

  // The form knows the customer: contact prefilled from the account's ID token (cognito-local's carries the
  // email; Cognito's also the name and phone).
  await page.goto("/solicite-sua-coleta/");
  await expect(page.getByLabel(forms.coleta.email, { exact: true })).toHaveValue(email);
  await expect(page.getByText(forms.coleta.prefilled)).toBeVisible();
  await page.getByLabel(forms.coleta.contactName, { exact: true }).fill("Rita Alves");
  await page.getByLabel(forms.coleta.companyName, { exact: true }).fill("Transportes Rita");
  await page.getByLabel(forms.coleta.cnpj, { exact: true }).fill("11222333000181");
  await page.getByLabel(forms.coleta.phone, { exact: true }).fill("21987654321");
  await page.getByLabel(forms.coleta.cep, { exact: true }).fill("20040002");
  await page.getByLabel(forms.coleta.street, { exact: true }).fill("Rua da Assembleia");
  await page.getByLabel(forms.coleta.number, { exact: true }).fill("10");
  await page.getByLabel(forms.coleta.district, { exact: true }).fill("Centro");
  await page.getByLabel(forms.coleta.city, { exact: true }).fill("Rio de Janeiro");
  await page.getByLabel(forms.coleta.state, { exact: true }).selectOption("RJ");
  await page.getByLabel(forms.coleta.generatorType, { exact: true }).selectOption("transportadora");
  await page.getByLabel(forms.coleta.estimatedLiters, { exact: true }).fill("1200");
  await page.getByLabel(forms.coleta.container, { exact: true }).selectOption("tanque");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: forms.coleta.submit }).click();
  await expect(page.getByTestId("protocol")).toHaveText(/^COL-\d{4}-\d{6}$/);
  const protocol = (await page.getByTestId("protocol").textContent()) ?? "";

  // The survey is offered once the request is collected: the operator schedules it and marks it collected.
  await page.goto("/area-cliente/pedidos/");
  await expect(page.getByRole("link", { name: fill(forms.pedidos.details, { protocol }) })).toBeVisible();
  await expect(page.getByRole("link", { name: forms.pedidos.survey })).toHaveCount(0);
  const operator = operatorAccount();
  const operatorToken = await idTokenFor(operator.email, operator.password);
  const today = todayInSaoPaulo();
  for (const step of [
    { to: "agendada", date: today, window: { from: "08:00", to: "12:00" } },
    { to: "coletada", collectedOn: todayInSaoPaulo(), collectedLitres: 1100, driverName: "Carlos Mendes" },
  ]) {
    const response = await fetch(`${apiBase("ColetaAPI")}operacao/coleta/${protocol}/transicao`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: operatorToken },
      body: JSON.stringify({ idempotencyKey: crypto.randomUUID(), ...step }),
    });
    expect(response.status).toBe(200);
  }
  await page.reload();
  await page.getByRole("link", { name: forms.pedidos.survey }).click();
  await expect(page).toHaveURL(new RegExp(`/area-cliente/pesquisa/${protocol}/$`));
  await page.getByRole("button", { name: forms.pesquisa.submit }).click();
  await expect(page.getByText(forms.pesquisa.chooseScore)).toBeVisible();
  await page.locator('input[type="radio"][value="9"]').check({ force: true });
  await page.getByLabel(forms.pesquisa.comment, { exact: true }).fill("Coleta no horário combinado.");
  await page.getByRole("button", { name: forms.pesquisa.submit }).click();
  await expect(page.getByText(forms.pesquisa.thanks)).toBeVisible();

  // Once per protocol: the list says it is rated, and the survey page refuses a second answer.
  await page.goto("/area-cliente/pedidos/");
  await expect(page.getByRole("cell", { name: forms.pedidos.surveyDone })).toBeVisible();
  await page.goto(`/area-cliente/pesquisa/${protocol}/`);
  await expect(page.getByText(forms.pesquisa.already)).toBeVisible();
  await expect(page.getByRole("button", { name: forms.pesquisa.submit })).toHaveCount(0);
});
