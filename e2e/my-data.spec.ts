import fs from "node:fs";
import path from "node:path";
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { generate } from "otplib";
import { expect, test, type Page } from "./test";
import { strings } from "./content";
import { axe } from "./axe";
import {
  adminS3,
  apiBase,
  createCustomer,
  everyTableRow,
  idTokenFor,
  operatorAccount,
  requestCollection,
  signIn,
  turnOnAuthenticator,
} from "./local-backend";
import { claimsOf } from "../amplify/local/__tests__/accounts";
import { dataSubject } from "../src/domain/__tests__/fixtures";
import { todayInSaoPaulo } from "../src/domain/fields";
import { e2eBackendDir } from "../playwright.config";

/**
 * "Meus dados" (issue 29) on the production build against the local backend: a customer with a collected request and
 * a survey answer downloads the export the server generates and finds both in it; closes the account with their
 * password (a wrong one refused first); cannot sign in again; and a scan of every table through DynamoDB's API and of
 * their S3 prefix finds none of their e-mail, name, phone or CNPJ but what the retention table keeps (the collected
 * request's company and CNPJ, the closing's confirmation e-mail). A customer with an authenticator app (TOTP) is asked
 * for its code too, as at sign-in: a wrong one deletes nothing, the right one closes the account.
 */
const conta = strings("pt", "conta");
const validacao = strings("pt", "validacao");

const password = "Circulare-2026x";

async function call(route: string, token: string, body: unknown) {
  const response = await fetch(`${route}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: token },
    body: JSON.stringify({ idempotencyKey: crypto.randomUUID(), ...(body as object) }),
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
}

/** The two files one click on the export saves (JSON and CSV), by name. */
async function exportFiles(page: Page, button: string): Promise<Record<string, string>> {
  const downloads: Promise<import("@playwright/test").Download>[] = [];
  const both = new Promise<void>((resolve) => {
    page.on("download", (download) => {
      downloads.push(Promise.resolve(download));
      if (downloads.length === 2) resolve();
    });
  });
  await page.getByRole("button", { name: button }).click();
  await both;
  const files: Record<string, string> = {};
  for (const download of await Promise.all(downloads)) {
    files[download.suggestedFilename()] = fs.readFileSync((await download.path()) ?? "", "utf8");
  }
  return files;
}

/** A closed account cannot sign in: the page refuses it (Cognito answers an unknown user as a wrong password, and
 * cognito-local may name it: either message), no session, and Cognito's API gives no token. */
async function expectSignInRefused(page: Page, email: string, password: string) {
  await page.goto("/login/");
  await signIn(page, conta, email, password);
  const refused = [conta.errors.wrongPassword, conta.errors.unknownUser].map((text) =>
    text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
  );
  await expect(page.getByRole("alert").filter({ hasText: new RegExp(refused.join("|")) })).toBeVisible();
  await expect(page).toHaveURL(/\/login\//);
  await expect(idTokenFor(email, password)).rejects.toThrow();
}

test("a customer downloads their data, closes the account, and nothing personal is left but what the law keeps", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const subject = dataSubject("meusdados");
  await createCustomer(subject.email, password, subject.name);
  const token = await idTokenFor(subject.email, password);
  const sub = String(claimsOf(token).sub);
  const protocol = await requestCollection(
    {
      company: { name: subject.company, cnpj: subject.cnpj },
      contact: { name: subject.name, email: subject.email, phone: subject.phone },
    },
    token,
  );
  // The operator schedules and records the collection; the customer rates it (the calls their pages make).
  const operator = operatorAccount();
  const operatorToken = await idTokenFor(operator.email, operator.password);
  const transition = `${apiBase("ColetaAPI")}operacao/coleta/${protocol}/transicao`;
  await call(transition, operatorToken, {
    to: "agendada",
    date: todayInSaoPaulo(),
    window: { from: "08:00", to: "12:00" },
  });
  await call(transition, operatorToken, {
    to: "coletada",
    collectedOn: todayInSaoPaulo(),
    collectedLitres: 900,
    driverName: "Carlos Mendes",
  });
  await call(`${apiBase("PesquisaAPI")}pesquisa`, token, {
    protocol,
    score: 9,
    comment: `Atendeu ${subject.name} no horário.`,
    language: "pt",
  });

  // From the area's menu to "Meus dados".
  await page.goto("/login/?next=%2Farea-cliente%2F");
  await signIn(page, conta, subject.email, password);
  await expect(page).toHaveURL(/\/area-cliente\/$/);
  await page.getByRole("link", { name: conta.area.nav.myData }).first().click();
  await expect(page).toHaveURL(/\/area-cliente\/meus-dados\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(conta.myData.title);
  await expect(page.getByText(conta.myData.edit.fixed)).toBeVisible();
  await expect(page.getByTestId("retention-table").locator("[data-kind]")).toHaveCount(9);
  expect((await axe(page).analyze()).violations).toEqual([]);
  // From 360 px, no sideways scroll.
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The export: the server's JSON and the requests' CSV, both saved by one click.
  const files = await exportFiles(page, conta.myData.export.button);
  const day = Object.keys(files)
    .find((name) => name.endsWith(".json"))
    ?.match(/\d{4}-\d{2}-\d{2}/)?.[0];
  const exported = JSON.parse(files[`circulare-meus-dados-${day}.json`] ?? "{}") as {
    account: { attributes: Record<string, string> };
    requests: { protocol: string; contact: { email: string }; history: { to: string }[] }[];
    surveys: { protocol: string; score: number; comment: string }[];
  };
  expect(exported.account.attributes.email).toBe(subject.email);
  expect(exported.requests).toEqual([
    expect.objectContaining({ protocol, contact: expect.objectContaining({ email: subject.email }) }),
  ]);
  expect(exported.requests[0]?.history.map((step) => step.to)).toEqual(["recebida", "agendada", "coletada"]);
  expect(exported.surveys).toEqual([expect.objectContaining({ protocol, score: 9 })]);
  expect(files[`circulare-pedidos-${day}.csv`]).toContain(protocol);
  // With the byte-order mark, so a spreadsheet reads the accents as UTF-8.
  expect(files[`circulare-pedidos-${day}.csv`]?.startsWith("\uFEFF")).toBe(true);
  await expect(page.getByText(conta.myData.export.done)).toBeVisible();

  // Closing: a wrong password is refused, in Portuguese, and nothing happens; the right one closes the account.
  const passwordField = page.getByLabel(conta.myData.close.password, { exact: true });
  await passwordField.fill("Outra-Senha-2026x");
  await page.getByRole("button", { name: conta.myData.close.button }).click();
  await expect(page.getByText(validacao.errors.wrong_password)).toBeVisible();
  await passwordField.fill(password);
  await page.getByRole("button", { name: conta.myData.close.button }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(conta.myData.closed.title);

  // The confirmation went out, once, through the dispatcher's outbox.
  const outbox = path.join(e2eBackendDir, "outbox");
  await expect
    .poll(() => fs.readdirSync(outbox).filter((file) => file.includes(`conta--${sub}--encerrada`)).length)
    .toBe(1);

  // Signing in again fails.
  await expectSignInRefused(page, subject.email, password);

  // Every table, through DynamoDB's API: none of their data but the collected request's company and CNPJ (its row
  // and its creation's idempotency claim) and the confirmation e-mail's address and name.
  for (const { table, row } of await everyTableRow()) {
    const text = JSON.stringify(row);
    const keptRequest = table === "coleta" && (row.protocol === protocol || row.target === protocol);
    const confirmation = table === "mensagem" && row.topic === "conta.encerrada" && row.ref === sub;
    const allowed = keptRequest ? [subject.company, subject.cnpj] : confirmation ? [subject.email, subject.name] : [];
    for (const trace of subject.traces.filter((value) => !allowed.includes(value))) {
      expect(text, `${table}: ${text}`).not.toContain(trace);
    }
  }
  const { s3, bucket } = adminS3();
  const listed = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: `private/us-east-1:${sub}/` }));
  expect(listed.Contents ?? []).toEqual([]);
});

test("a customer with an authenticator app closes the account giving its code; a wrong code deletes nothing", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const subject = dataSubject("meusdadostotp");
  await createCustomer(subject.email, password, subject.name);
  const sub = String(claimsOf(await idTokenFor(subject.email, password)).sub);
  await page.goto("/login/?next=%2Farea-cliente%2Fperfil%2F");
  await signIn(page, conta, subject.email, password);
  await expect(page).toHaveURL(/\/area-cliente\/perfil\/$/);

  // The authenticator app, turned on in the profile from the key the page shows.
  const secret = await turnOnAuthenticator(page);

  await page.goto("/area-cliente/meus-dados/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(conta.myData.title);
  const passwordField = page.getByLabel(conta.myData.close.password, { exact: true });
  const closeButton = page.getByRole("button", { name: conta.myData.close.button });
  await passwordField.fill(password);
  await closeButton.click();
  // The password was right: the server asks for the code, the field appears (focused), the password stays.
  await expect(page.getByRole("status").filter({ hasText: validacao.errors.totp_required })).toBeVisible();
  const codeField = page.getByLabel(conta.myData.close.code, { exact: true });
  await expect(codeField).toBeFocused();
  await expect(passwordField).toHaveValue(password);

  // A wrong code: refused in Portuguese, nothing deleted (the account still signs in to the API with its code).
  const current = await generate({ secret });
  const wrong = current === "000000" ? "111111" : "000000";
  await codeField.fill(wrong);
  await closeButton.click();
  await expect(page.getByRole("alert")).toHaveText(validacao.errors.wrong_totp);
  await expect(codeField).toHaveValue(wrong);
  await expect(passwordField).toHaveValue(password);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(conta.myData.title);
  expect((await everyTableRow()).some(({ table, row }) => table === "coleta" && row.protocol === `CLOSE#${sub}`)).toBe(
    false,
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    await page.evaluate(() => window.innerWidth),
  );

  // The right code: closed.
  await codeField.fill(await generate({ secret }));
  await closeButton.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(conta.myData.closed.title);

  // Signing in again fails: the user is gone.
  await expectSignInRefused(page, subject.email, password);
});
