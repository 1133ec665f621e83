import crypto from "node:crypto";
import fs from "node:fs";
import { expect, test, type Page } from "./test";
import { fill, strings } from "./content";
import { jsBudgetKb } from "../scripts/lib/budgets";
import { loadedScripts } from "../scripts/lib/page-scripts";
import {
  apiBase,
  callApi,
  createCustomer,
  idTokenFor,
  operatorAccount,
  outboxMessages,
  requestCollection,
  signInTo,
  staffAccount,
  uniqueEmail,
  type Account,
} from "./local-backend";
import { noAxeViolations, noSidewaysScroll } from "./page-checks";
import { loseFirstAnswer } from "./lost-answer";
import { startOwnBackend, type OwnBackend } from "./own-backend";
import { breakOutbox } from "../amplify/functions/__tests__/broken-outbox";
import { todayInSaoPaulo } from "../src/domain/fields";

/**
 * The staff's back-office (/area-cliente/mensagens/, /pesquisas/, /equipe/, /avisos-falhos/) on the production build
 * against the local backend: a contact message goes from the public form to the team's inbox, is assigned, noted and
 * answered (the reply e-mailed to the sender under the message's reference); a customer and another team are kept out;
 * the survey results and the team administration work; e-mails that could not be delivered are listed for the
 * administrators and resent, once (on a backend of the test's own: e2e/own-backend.ts); en and es speak their
 * language; the JS budget holds. 360 px wide.
 */
const conta = strings("pt", "conta");
const bo = strings("pt", "backoffice");
const forms = strings("pt", "formularios");

test.use({ viewport: { width: 360, height: 800 } });

/** A contact message sent straight to ContatoAPI (the shared backend's, or `base`), as the public form would; its reference. */
async function sendContact(
  topic: "geral" | "ri" | "fornecedor",
  message: string,
  email = uniqueEmail("sender"),
  base = apiBase("ContatoAPI"),
): Promise<string> {
  const response = await fetch(`${base}contato`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      idempotencyKey: crypto.randomUUID(),
      topic,
      name: "Rita Andrade",
      email,
      ...(topic === "geral" ? {} : { company: "Andrade Transportes" }),
      ...(topic === "fornecedor" ? { cnpj: "11222333000181", supplyCategory: "transporte" } : {}),
      message,
      language: "pt",
      consent: true,
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}

/** EquipeAPI called as the site calls it, with `account`'s ID token. */
const equipeAs = async (account: Account, method: "GET" | "POST" | "PUT", route: string, body?: unknown) =>
  callApi("EquipeAPI", method, route, await idTokenFor(account.email, account.password), body);

const thread = (page: Page) => page.getByRole("list", { name: bo.thread.title }).locator("li");

test("a visitor's message reaches the contact team's inbox; assigned, noted and answered, the reply goes to the sender under its reference", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const tag = `parceria-${crypto.randomUUID().slice(0, 8)}`;
  const sender = uniqueEmail("visitante");
  await page.goto("/fale-com-a-gente/");
  await page.getByLabel(forms.contato.name, { exact: true }).fill("Joana Prado");
  await page.getByLabel(forms.contato.email, { exact: true }).fill(sender);
  await page.getByLabel(forms.contato.phone, { exact: true }).fill("11987654321");
  await page
    .getByLabel(forms.contato.message, { exact: true })
    .fill(`Gostaria de conversar sobre uma parceria (${tag}) na região Sul.`);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: forms.contato.submit }).click();
  await expect(page.getByRole("heading", { name: forms.contato.doneTitle })).toBeVisible();
  const reference = (await page.getByTestId("reference").innerText()).trim();
  expect(reference).toMatch(/^CTT-\d{4}-\d{6}$/);

  // The sender's confirmation and the team's alert, which links to the message in the inbox.
  const contato = staffAccount("contato");
  await expect
    .poll(
      () =>
        outboxMessages(reference)
          .map((message) => message.file.replace(/^.*--/, ""))
          .sort(),
      { timeout: 15_000 },
    )
    .toEqual(["alert.json", "confirmation.json"]);
  const alert = outboxMessages(reference).find((message) => message.file.endsWith("--alert.json"));
  expect(alert?.text).toContain(`/area-cliente/mensagens/${reference}/`);

  await signInTo(page, contato, "/area-cliente/mensagens/");
  await expect(
    page.getByRole("navigation", { name: conta.area.navLabel }).getByRole("link", { name: bo.nav.messages }),
  ).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: conta.area.navLabel }).getByRole("link", { name: bo.nav.team }),
  ).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(bo.inbox.title);
  const search = page.getByRole("search", { name: bo.filters.label });
  await search.getByLabel(bo.filters.q).fill(tag);
  await search.getByRole("button", { name: bo.filters.apply }).click();
  const cards = page.getByRole("list", { name: bo.inbox.label }).locator("li");
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(bo.statuses.nova);
  // "Answered" does not have it (yet).
  await search.getByLabel(bo.filters.status).selectOption("respondida");
  await search.getByRole("button", { name: bo.filters.apply }).click();
  await expect(page.getByText(bo.inbox.empty)).toBeVisible();
  await search.getByLabel(bo.filters.status).selectOption("");
  await search.getByRole("button", { name: bo.filters.apply }).click();
  await expect(cards).toHaveCount(1);
  await noSidewaysScroll(page);
  // The export of the filtered list: a CSV with this message and no other.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: bo.export.inbox }).click();
  const csv = fs.readFileSync((await (await download).path()) as string, "utf8");
  expect(csv).toContain(reference);
  expect(csv.trim().split(/\r?\n/)).toHaveLength(2);
  await page.getByRole("link", { name: fill(bo.inbox.open, { reference, name: "Joana Prado" }) }).click();
  await expect(page).toHaveURL(new RegExp(`/area-cliente/mensagens/${reference}/$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fill(bo.message.title, { reference }));
  await expect(page.getByText(tag)).toBeVisible();
  await expect(page.getByText(bo.thread.empty)).toBeVisible();

  const assign = page.getByRole("region", { name: bo.actions.assign.title });
  await assign.getByLabel(bo.actions.assign.email).fill(contato.email);
  await assign.getByRole("button", { name: bo.actions.assign.submit }).click();
  await expect(thread(page)).toHaveCount(1);
  await expect(thread(page).first()).toContainText(fill(bo.thread.assigned, { who: contato.email }));

  const note = page.getByRole("region", { name: bo.actions.note.title });
  await note.getByLabel(bo.actions.note.text).fill("Cliente grande no Paraná; ligar antes de responder.");
  await note.getByRole("button", { name: bo.actions.note.submit }).click();
  await expect(thread(page)).toHaveCount(2);
  await expect(thread(page).nth(1)).toContainText("ligar antes de responder");
  await expect(note.getByLabel(bo.actions.note.text)).toHaveValue("");

  const replyText = `Olá, Joana! Obrigado pelo contato. Podemos conversar na quinta-feira às 10h? (${tag})`;
  const reply = page.getByRole("region", { name: bo.actions.reply.title });
  await reply.getByLabel(bo.actions.reply.text).fill(replyText);
  await reply.getByRole("button", { name: bo.actions.reply.submit }).click();
  // The reply and the status step it brings (nova → respondida).
  await expect(page.locator('li[data-kind="resposta"]')).toHaveCount(1);
  await expect(page.locator('li[data-kind="resposta"]')).toContainText(replyText);
  await expect(page.locator('li[data-kind="status"]')).toContainText(
    fill(bo.thread.status, { from: bo.statuses.nova, to: bo.statuses.respondida }),
  );
  await expect(page.locator("dl")).toContainText(bo.statuses.respondida);
  await noSidewaysScroll(page);

  // The reply reaches the sender, once, under the same reference; the thread then says it was sent.
  await expect
    .poll(() => outboxMessages(reference).filter((message) => message.file.includes("--resposta--")).length, {
      timeout: 15_000,
    })
    .toBe(1);
  const sent = outboxMessages(reference).find((message) => message.file.includes("--resposta--"));
  expect(sent?.to).toBe(sender);
  expect(sent?.subject).toContain(reference);
  expect(sent?.text).toContain(replyText);
  await expect
    .poll(
      async () => {
        await page.getByRole("button", { name: bo.thread.refresh }).click();
        return page
          .locator('li[data-kind="resposta"] [data-delivery]')
          .getAttribute("data-delivery", { timeout: 5_000 });
      },
      { timeout: 15_000 },
    )
    .toBe("sent");
  await expect(page.locator('li[data-kind="resposta"]')).toContainText(bo.delivery.sent);

  // The list shows it answered and assigned.
  await page.goto("/area-cliente/mensagens/");
  await search.getByLabel(bo.filters.q).fill(reference);
  await search.getByLabel(bo.filters.assignee).selectOption("me");
  await search.getByRole("button", { name: bo.filters.apply }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(bo.statuses.respondida);
  await expect(cards.first()).toContainText(fill(bo.inbox.assignedTo, { who: contato.email }));
});

test("a status change and a note are in the thread after a reload; the same idempotency key again writes nothing", async ({
  page,
}) => {
  const reference = await sendContact(
    "geral",
    `Quero saber sobre coleta em Campinas ${crypto.randomUUID().slice(0, 8)}.`,
  );
  await signInTo(page, staffAccount("contato"), `/area-cliente/mensagens/${reference}/`);
  // The server records it; the answer never reaches the page, which sends it again with the same key.
  const keys = await loseFirstAnswer(page, `**/mensagens/${reference}/status*`);
  const status = page.getByRole("region", { name: bo.actions.status.title });
  await status.getByLabel(bo.actions.status.label).selectOption("em-andamento");
  await status.getByRole("button", { name: bo.actions.status.submit }).click();
  await expect(thread(page)).toHaveCount(1);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  await page.unrouteAll();
  await page.reload();
  await expect(thread(page)).toHaveCount(1);
  await expect(thread(page).first()).toContainText(
    fill(bo.thread.status, { from: bo.statuses.nova, to: bo.statuses["em-andamento"] }),
  );
  // Assigned, then left unassigned again.
  const assign = page.getByRole("region", { name: bo.actions.assign.title });
  await expect(assign.getByRole("button", { name: bo.actions.assign.remove })).toHaveCount(0);
  await assign.getByLabel(bo.actions.assign.email).fill(staffAccount("administradores").email);
  await assign.getByRole("button", { name: bo.actions.assign.submit }).click();
  await expect(thread(page)).toHaveCount(2);
  await assign.getByRole("button", { name: bo.actions.assign.remove }).click();
  await expect(thread(page)).toHaveCount(3);
  await expect(thread(page).nth(2)).toContainText(bo.thread.unassigned);
  await expect(page.locator("dl")).toContainText(bo.inbox.unassigned);
  await noAxeViolations(page);
});

test('a message that cannot be read says so; "Try again" reads it, and a reference that does not exist is not found', async ({
  page,
}) => {
  const reference = await sendContact("geral", `Leitura falhou ${crypto.randomUUID().slice(0, 8)}`);
  let failures = 0;
  await page.route(`**/EquipeAPI/mensagens/${reference}?*`, async (route) => {
    if (failures++ === 0) await route.fulfill({ status: 503, body: "" });
    else await route.continue();
  });
  await signInTo(page, staffAccount("contato"), `/area-cliente/mensagens/${reference}/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fill(bo.message.title, { reference }));
  const failed = page.getByRole("alert").filter({ hasText: bo.message.failed });
  await expect(failed).toBeVisible();
  await expect(page.getByRole("link", { name: bo.message.back })).toBeVisible();
  await noSidewaysScroll(page);
  await failed.getByRole("button", { name: bo.common.retry }).click();
  await expect(page.locator("dl")).toContainText(bo.topics.geral);
  await expect(page.getByRole("heading", { name: bo.thread.title })).toBeVisible();
  expect(failures).toBe(2);

  await page.goto("/area-cliente/mensagens/CTT-2000-999999/");
  await expect(page.getByRole("alert")).toHaveText(bo.message.missing);
  await expect(page.locator("dl")).toHaveCount(0);
});

test("a customer who opens the inbox sees it is not allowed, has no menu entry, and the API refuses them", async ({
  page,
}) => {
  const email = uniqueEmail("not-staff");
  const password = "Circulare-2026x";
  await createCustomer(email, password, "Paulo Cliente");
  await signInTo(page, { email, password }, "/area-cliente/mensagens/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(bo.forbidden.title);
  await expect(page.locator("[data-backoffice-forbidden]")).toHaveText(bo.forbidden.text);
  const nav = page.getByRole("navigation", { name: conta.area.navLabel });
  await expect(nav.getByRole("link", { name: conta.area.nav.requests })).toBeVisible();
  for (const entry of [bo.nav.messages, bo.nav.surveys, bo.nav.team, bo.nav.deadLetters])
    await expect(nav.getByRole("link", { name: entry })).toHaveCount(0);
  await expect(page.getByRole("list", { name: bo.inbox.label })).toHaveCount(0);
  for (const url of [
    "/area-cliente/pesquisas/",
    "/area-cliente/equipe/",
    "/area-cliente/mensagens/CTT-2026-000001/",
    "/area-cliente/avisos-falhos/",
  ]) {
    await page.goto(url);
    await expect(page.locator("[data-backoffice-forbidden]")).toHaveText(bo.forbidden.text);
  }

  const refused = await equipeAs({ email, password }, "GET", "mensagens");
  expect(refused.status).toBe(403);
  expect((refused.body as { errors: { code: string }[] }).errors[0].code).toBe("forbidden");
});

test("the investor relations team does not see a general message: not in its inbox, and its page is not allowed", async ({
  page,
}) => {
  const tag = `geral-${crypto.randomUUID().slice(0, 8)}`;
  const reference = await sendContact("geral", `Mensagem para o comercial ${tag}.`);
  const ri = staffAccount("ri");
  const riReference = await sendContact("ri", `Pedido de relatório ${tag}.`);
  await signInTo(page, ri, "/area-cliente/mensagens/");
  const search = page.getByRole("search", { name: bo.filters.label });
  await search.getByLabel(bo.filters.q).fill(tag);
  await search.getByRole("button", { name: bo.filters.apply }).click();
  const cards = page.getByRole("list", { name: bo.inbox.label }).locator("li");
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toHaveAttribute("data-reference", riReference);
  await noAxeViolations(page);
  // One team, one topic: no topic filter to choose from.
  await expect(search.getByLabel(bo.filters.topic)).toHaveCount(0);
  await page.goto(`/area-cliente/mensagens/${reference}/`);
  await expect(page.locator("[data-backoffice-forbidden]")).toHaveText(bo.forbidden.text);
  await expect(page.getByText(tag)).toHaveCount(0);
  expect((await equipeAs(ri, "GET", `mensagens/${reference}`)).status).toBe(403);
});

test("the survey results show the month's NPS, its distribution in percentages with a decimal comma, and the comment", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const email = uniqueEmail("nps");
  const password = "Circulare-2026x";
  await createCustomer(email, password, "Nina Souza");
  const customerToken = await idTokenFor(email, password);
  const protocol = await requestCollection(
    {
      company: { name: "Oficina NPS" },
      contact: { name: "Nina Souza", email },
      address: { number: "900" },
      estimatedLiters: 300,
    },
    customerToken,
  );
  const operator = operatorAccount();
  const operatorToken = await idTokenFor(operator.email, operator.password);
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date());
  for (const body of [
    { to: "agendada", date: today, window: { from: "08:00", to: "12:00" } },
    { to: "coletada", collectedOn: todayInSaoPaulo(), collectedLitres: 310, driverName: "Carlos Mendes" },
  ]) {
    const moved = await fetch(`${apiBase("ColetaAPI")}operacao/coleta/${protocol}/transicao`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: operatorToken },
      body: JSON.stringify({ idempotencyKey: crypto.randomUUID(), ...body }),
    });
    expect(moved.status).toBe(200);
  }
  const comment = `Equipe pontual e cuidadosa ${crypto.randomUUID().slice(0, 8)}`;
  const answered = await fetch(`${apiBase("PesquisaAPI")}pesquisa`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: customerToken },
    body: JSON.stringify({ idempotencyKey: crypto.randomUUID(), protocol, score: 9, comment, language: "pt" }),
  });
  expect(answered.status).toBe(201);

  await signInTo(page, operator, "/area-cliente/pesquisas/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(bo.surveys.title);
  const month = today.slice(0, 7);
  const row = page.locator(`tr[data-month="${month}"]`);
  await expect(row).toBeVisible();
  const answers = Number((await row.locator("td").first().innerText()).replace(/\D/g, ""));
  expect(answers).toBeGreaterThanOrEqual(1);
  await expect(row.locator("td[data-nps]")).toHaveText(/^([+−-]?\d+|0)$/);
  // Percentages in Portuguese: one decimal after a comma.
  await expect(row.locator("td").nth(2)).toHaveText(/\(\d{1,3},\d\s?%\)/);
  const label = new Intl.DateTimeFormat("pt", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-15T12:00:00Z`),
  );
  await expect(row.locator("th")).toHaveText(label);
  await expect(page.getByRole("list", { name: bo.surveys.comments })).toContainText(comment);
  await noSidewaysScroll(page);
  // In Spanish a decimal comma too; in English a point. Month names in the language.
  for (const [language, percent] of [
    ["es", /\(\d{1,3},\d\s?%\)/],
    ["en", /\(\d{1,3}\.\d%\)/],
  ] as const) {
    await page.goto(`/${language}/area-cliente/pesquisas/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(strings(language, "backoffice").surveys.title);
    await expect(row.locator("td").nth(2)).toHaveText(percent);
    await expect(row.locator("th")).toHaveText(
      new Intl.DateTimeFormat(language, { month: "long", year: "numeric", timeZone: "UTC" }).format(
        new Date(`${month}-15T12:00:00Z`),
      ),
    );
  }
  await page.goto("/area-cliente/pesquisas/");
  await expect(row).toBeVisible();
  await noAxeViolations(page);
  // The export downloads a CSV with the answer.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: bo.export.surveys }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^pesquisas-.*\.csv$/);
  expect(fs.readFileSync((await file.path()) as string, "utf8")).toContain(comment);
});

test("an administrator invites a staff member and sets their groups", async ({ page }) => {
  const admin = staffAccount("administradores");
  const invited = uniqueEmail("nova-equipe");
  await signInTo(page, admin, "/area-cliente/equipe/");
  const nav = page.getByRole("navigation", { name: conta.area.navLabel });
  for (const entry of [bo.nav.messages, bo.nav.surveys, bo.nav.team, bo.nav.deadLetters])
    await expect(nav.getByRole("link", { name: entry })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(bo.team.title);
  const invite = page.getByRole("region", { name: bo.team.invite.title });
  await invite.getByLabel(bo.team.invite.email).fill(invited);
  await invite.getByLabel(bo.team.invite.name).fill("Lia Martins");
  await invite.getByRole("checkbox", { name: bo.groups.ri }).check();
  await invite.getByRole("button", { name: bo.team.invite.submit }).click();
  await expect(invite.getByText(fill(bo.team.invite.sent, { email: invited }))).toBeVisible();
  const member = page.locator(`li[data-member="${invited}"]`);
  await expect(member).toContainText(bo.team.invited);
  await expect(member.getByRole("checkbox", { name: bo.groups.ri })).toBeChecked();

  await member.getByRole("checkbox", { name: bo.groups.fornecedores }).check();
  await member.getByRole("checkbox", { name: bo.groups.ri }).uncheck();
  await member.getByRole("button", { name: bo.team.save }).click();
  await expect
    .poll(async () => {
      const list = await equipeAs(admin, "GET", "equipe");
      return (list.body as { items: { email: string; groups: string[] }[] }).items.find(
        (item) => item.email === invited,
      )?.groups;
    })
    .toEqual(["fornecedores"]);
  await page.reload();
  await expect(
    page.locator(`li[data-member="${invited}"]`).getByRole("checkbox", { name: bo.groups.fornecedores }),
  ).toBeChecked();
  await expect(
    page.locator(`li[data-member="${invited}"]`).getByRole("checkbox", { name: bo.groups.ri }),
  ).not.toBeChecked();
  await noAxeViolations(page);
  await noSidewaysScroll(page);
});

test("en and es: the inbox and a message speak the visitor's language", async ({ page }) => {
  const reference = await sendContact("fornecedor", `Oferta de transporte ${crypto.randomUUID().slice(0, 8)}.`);
  const suppliers = staffAccount("fornecedores");
  await signInTo(page, suppliers, "/en/area-cliente/mensagens/", "en");
  for (const language of ["en", "es"] as const) {
    const t = strings(language, "backoffice");
    await page.goto(`/${language}/area-cliente/mensagens/`);
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.inbox.title);
    await expect(page.getByRole("search", { name: t.filters.label })).toBeVisible();
    await expect(
      page
        .getByRole("navigation", { name: strings(language, "conta").area.navLabel })
        .getByRole("link", { name: t.nav.messages }),
    ).toBeVisible();
    await page.goto(`/${language}/area-cliente/mensagens/${reference}/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(fill(t.message.title, { reference }));
    await expect(page.locator("dl")).toContainText(t.statuses.nova);
    await expect(page.locator("dl")).toContainText(t.topics.fornecedor);
    await expect(page.getByRole("region", { name: t.actions.reply.title })).toBeVisible();
    await expect(page.getByText(t.thread.empty)).toBeVisible();
  }
});

test(`the inbox and message pages load at most ${jsBudgetKb.customerArea} KB of JavaScript (gzip), like the rest of the customer area`, async ({
  page,
}) => {
  const reference = await sendContact("geral", `Orçamento de coleta ${crypto.randomUUID().slice(0, 8)}.`);
  await signInTo(page, staffAccount("contato"), "/area-cliente/mensagens/");
  for (const [url, ready] of [
    ["/area-cliente/mensagens/", () => page.getByRole("search", { name: bo.filters.label })],
    [`/area-cliente/mensagens/${reference}/`, () => page.getByRole("region", { name: bo.actions.reply.title })],
  ] as const) {
    const { kb } = await loadedScripts(page, url);
    await expect(ready()).toBeVisible();
    test.info().annotations.push({ type: "JS gzip", description: `${url} (staff): ${kb} KB` });
    expect(kb, url).toBeLessThanOrEqual(jsBudgetKb.customerArea);
  }
});

// The undelivered e-mails (/area-cliente/avisos-falhos/, administrators only).

/** Tests on a backend of their own (one per worker, e2e/own-backend.ts): its outbox can be broken without touching the others'. */
const withOwnBackend = test.extend<object, { ownBackend: OwnBackend }>({
  ownBackend: [
    // Playwright reads a fixture's dependencies from its first parameter: an empty pattern, none.
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the pattern itself, empty or not
    async ({}, use) => {
      const backend = await startOwnBackend();
      await use(backend);
      await backend.stop();
    },
    { scope: "worker", timeout: 90_000 },
  ],
});

/** The files of the outbox for one message id (`contato#CTT-…#alert` → `<time>-contato--CTT-…--alert.json`). */
function deliveries(outboxDir: string, id: string): string[] {
  if (!fs.existsSync(outboxDir) || !fs.statSync(outboxDir).isDirectory()) return [];
  return fs.readdirSync(outboxDir).filter((file) => file.endsWith(`-${id.replace(/#/g, "--")}.json`));
}

/**
 * A contact message whose two e-mails (the sender's confirmation, the team's alert) fail until they are dead letters:
 * the backend's outbox made unwritable (amplify/functions/__tests__/broken-outbox.ts), its dispatcher run with the clock
 * 11 minutes further each time (past every backoff: the 12 attempts take about 37 minutes in real time), the outbox
 * writable again at the end. The message ids and the sender's address.
 */
async function contactWithDeadLetters(
  backend: OwnBackend,
): Promise<{ reference: string; sender: string; confirmation: string; alert: string }> {
  const sender = uniqueEmail("nao-entregue");
  const repair = breakOutbox(backend.outboxDir);
  try {
    const reference = await sendContact(
      "geral",
      `Vocês atendem Uberlândia? ${crypto.randomUUID().slice(0, 8)}`,
      sender,
      backend.outputs.custom.API.ContatoAPI.endpoint,
    );
    const [confirmation, alert] = [`contato#${reference}#confirmation`, `contato#${reference}#alert`];
    const dead = new Set<string>();
    for (let round = 1; round <= 20 && dead.size < 2; round += 1) {
      const report = await backend.flush(new Date(Date.now() + round * 11 * 60_000));
      expect(report.sent).toEqual([]);
      for (const id of report.dead) if (id === confirmation || id === alert) dead.add(id);
    }
    expect([...dead].sort()).toEqual([alert, confirmation].sort());
    return { reference, sender, confirmation, alert };
  } finally {
    repair();
  }
}

const deadLetterRow = (page: Page, id: string) => page.locator(`li[data-dead-letter="${id}"]`);
/** The value beside a term of a dead letter's facts (`<dt>term</dt><dd>value</dd>`). */
const fact = (row: ReturnType<typeof deadLetterRow>, term: string) =>
  row
    .locator("dt", { hasText: new RegExp(`^${term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) })
    .locator("xpath=following-sibling::dd");
/** A short date and time as each language writes it (src/domain/dates.ts formatInstant): day first in pt and es, a 12-hour clock in en. */
const shortInstant = {
  pt: /^\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}$/,
  en: /^\d{1,2}\/\d{1,2}\/\d{2},?\s\d{1,2}:\d{2}\s?[AP]M$/,
  es: /^\d{1,2}\/\d{1,2}\/\d{2},?\s\d{1,2}:\d{2}$/,
} as const;

withOwnBackend(
  "an administrator sees the e-mails that could not be delivered and resends them: a lost answer retried with the same key, each delivered exactly once",
  async ({ page, ownBackend }) => {
    test.setTimeout(120_000);
    const { reference, sender, confirmation, alert } = await contactWithDeadLetters(ownBackend);
    expect(deliveries(ownBackend.outboxDir, confirmation)).toEqual([]);
    const admin = ownBackend.staff.find((account) => account.group === "administradores");
    if (!admin) throw new Error("the own backend has no administrator");
    await ownBackend.use(page);
    await signInTo(page, admin, "/area-cliente/avisos-falhos/");
    const nav = page.getByRole("navigation", { name: conta.area.navLabel });
    await expect(nav.getByRole("link", { name: bo.nav.deadLetters })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(bo.deadLetters.title);

    // Each dead letter: its kind, recipient, subject, language, when it failed, attempts and the last error; never its text.
    const list = page.getByRole("list", { name: bo.deadLetters.label });
    const row = deadLetterRow(page, confirmation);
    await expect(row).toBeVisible();
    await expect(list).not.toContainText("Uberlândia");
    await expect(row.locator("p").first()).toContainText(bo.deadLetters.kinds["contato-confirmation"]);
    await expect(row).toContainText(bo.deadLetters.states.dead);
    await expect(fact(row, bo.deadLetters.to)).toHaveText(sender);
    await expect(fact(row, bo.deadLetters.subject)).toContainText(reference);
    await expect(fact(row, bo.deadLetters.language)).toHaveText(bo.languages.pt);
    await expect(fact(row, bo.deadLetters.attempts)).toHaveText("12");
    await expect(fact(row, bo.deadLetters.failedAt)).toHaveText(shortInstant.pt);
    await expect(fact(row, bo.deadLetters.lastError)).toHaveText(/\S/);
    await expect(fact(row, bo.deadLetters.lastError)).not.toHaveText(bo.deadLetters.noError);
    await expect(deadLetterRow(page, alert).locator("p").first()).toContainText(bo.deadLetters.kinds["contato-alert"]);
    await noSidewaysScroll(page);

    // en and es: the same letters in the visitor's language, dates written their way.
    for (const language of ["en", "es"] as const) {
      const t = strings(language, "backoffice");
      await page.goto(`/${language}/area-cliente/avisos-falhos/`);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.deadLetters.title);
      await expect(
        page
          .getByRole("navigation", { name: strings(language, "conta").area.navLabel })
          .getByRole("link", { name: t.nav.deadLetters }),
      ).toBeVisible();
      await expect(row.locator("p").first()).toContainText(t.deadLetters.kinds["contato-confirmation"]);
      await expect(fact(row, t.deadLetters.language)).toHaveText(t.languages.pt);
      await expect(fact(row, t.deadLetters.failedAt)).toHaveText(shortInstant[language]);
      await expect(row.getByRole("button", { name: t.deadLetters.resend })).toBeVisible();
    }
    await page.goto("/area-cliente/avisos-falhos/");

    // The first resend reaches the server but its answer is lost: the page sends it again with the same key.
    const resendOfConfirmation = (url: URL) =>
      url.pathname.endsWith("/reenviar") && decodeURIComponent(url.pathname).includes(confirmation);
    const keys = await loseFirstAnswer(page, resendOfConfirmation);
    await row.getByRole("button", { name: bo.deadLetters.resend }).click();
    const resent = row.locator('[data-outcome="done"]');
    await expect(resent).toHaveText(bo.deadLetters.resent);
    await expect(resent).toBeFocused();
    await expect(row).toHaveAttribute("data-state", "resent");
    await expect(row.getByRole("button")).toHaveCount(0);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    await page.unroute(resendOfConfirmation);

    // Delivered once; the other letter, not resent, is not.
    await expect.poll(() => deliveries(ownBackend.outboxDir, confirmation).length, { timeout: 15_000 }).toBe(1);
    await ownBackend.flush(new Date());
    expect(deliveries(ownBackend.outboxDir, confirmation)).toHaveLength(1);
    expect(deliveries(ownBackend.outboxDir, alert)).toEqual([]);
    const file = JSON.parse(
      fs.readFileSync(`${ownBackend.outboxDir}/${deliveries(ownBackend.outboxDir, confirmation)[0]}`, "utf8"),
    ) as { to: string; subject: string };
    expect(file.to).toBe(sender);
    expect(file.subject).toContain(reference);

    // The keyboard resends the other one.
    const alertRow = deadLetterRow(page, alert);
    await alertRow.getByRole("button", { name: bo.deadLetters.resend }).focus();
    await page.keyboard.press("Enter");
    await expect(alertRow.locator('[data-outcome="done"]')).toBeFocused();
    await expect.poll(() => deliveries(ownBackend.outboxDir, alert).length, { timeout: 15_000 }).toBe(1);
    await noAxeViolations(page);
    await noSidewaysScroll(page);

    // Neither is a dead letter any more.
    await page.reload();
    await expect(
      page.getByRole("list", { name: bo.deadLetters.label }).or(page.getByText(bo.deadLetters.empty)),
    ).toBeVisible();
    await expect(deadLetterRow(page, confirmation)).toHaveCount(0);
    await expect(deadLetterRow(page, alert)).toHaveCount(0);
    expect(deliveries(ownBackend.outboxDir, confirmation)).toHaveLength(1);
  },
);

test("staff who are not administrators get no menu entry for the undelivered e-mails, the page says it is not for them, and the API refuses them", async ({
  page,
}) => {
  const contato = staffAccount("contato");
  await signInTo(page, contato, "/area-cliente/avisos-falhos/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(bo.forbidden.title);
  await expect(page.locator("[data-backoffice-forbidden]")).toHaveText(bo.forbidden.text);
  const nav = page.getByRole("navigation", { name: conta.area.navLabel });
  await expect(nav.getByRole("link", { name: bo.nav.messages })).toBeVisible();
  await expect(nav.getByRole("link", { name: bo.nav.deadLetters })).toHaveCount(0);
  await expect(page.getByRole("list", { name: bo.deadLetters.label })).toHaveCount(0);
  await noAxeViolations(page);
  await noSidewaysScroll(page);
  for (const account of [contato, operatorAccount(), staffAccount("ri")]) {
    for (const [method, route, body] of [
      ["GET", "avisos-falhos", undefined],
      [
        "POST",
        `avisos-falhos/${encodeURIComponent("contato#CTT-2026-000001#alert")}/reenviar`,
        { idempotencyKey: crypto.randomUUID() },
      ],
    ] as const) {
      const refused = await equipeAs(account, method, route, body);
      expect(refused.status, `${account.email} ${method} ${route}`).toBe(403);
      expect((refused.body as { errors: { code: string }[] }).errors[0].code).toBe("forbidden");
    }
  }
});

test(`the undelivered e-mails page: nothing stuck is said so in pt, en and es; a failed load offers a retry; at most ${jsBudgetKb.customerArea} KB of JavaScript`, async ({
  page,
}) => {
  const admin = staffAccount("administradores");
  await signInTo(page, admin, "/area-cliente/");
  const { kb } = await loadedScripts(page, "/area-cliente/avisos-falhos/");
  // The shared backend's e-mails are delivered (a dead letter takes 12 failures over about 37 minutes).
  await expect(page.getByText(bo.deadLetters.empty)).toBeVisible();
  test
    .info()
    .annotations.push({ type: "JS gzip", description: `/area-cliente/avisos-falhos/ (administrator): ${kb} KB` });
  expect(kb).toBeLessThanOrEqual(jsBudgetKb.customerArea);
  await noAxeViolations(page);
  for (const language of ["en", "es"] as const) {
    const t = strings(language, "backoffice");
    await page.goto(`/${language}/area-cliente/avisos-falhos/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.deadLetters.title);
    await expect(page.getByText(t.deadLetters.empty)).toBeVisible();
  }

  // The list cannot be read once: the page says so and "Try again" reads it.
  let failures = 0;
  await page.route("**/EquipeAPI/avisos-falhos?*", async (route) => {
    if (failures++ === 0) await route.fulfill({ status: 503, body: "" });
    else await route.continue();
  });
  await page.goto("/area-cliente/avisos-falhos/");
  const failed = page.getByRole("alert").filter({ hasText: bo.deadLetters.failed });
  await expect(failed).toBeVisible();
  await failed.getByRole("button", { name: bo.common.retry }).click();
  await expect(page.getByText(bo.deadLetters.empty)).toBeVisible();
  expect(failures).toBe(2);
});
