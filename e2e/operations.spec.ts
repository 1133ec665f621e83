import crypto from "node:crypto";
import { expect, test, type Page } from "./test";
import { fill, strings } from "./content";
import { todayInSaoPaulo } from "../src/domain/fields";
import { jsBudgetKb } from "../scripts/lib/budgets";
import { loadedScripts } from "../scripts/lib/page-scripts";
import {
  apiBase,
  createCustomer,
  idTokenFor,
  operatorAccount,
  requestCollection as sendRequest,
  signIn,
  signInTo,
  uniqueEmail,
} from "./local-backend";
import { detailValue, noSidewaysScroll } from "./page-checks";
import { loseFirstAnswer } from "./lost-answer";

/**
 * The operations area (/area-cliente/operacao/) on the production build against the local backend: the operator
 * finds a request, moves it through the lifecycle with the page's forms, meets a stale transition as a conflict;
 * a customer gets the "not allowed" state (and the API's 403). At 360 px, nothing scrolls sideways.
 */
const conta = strings("pt", "conta");
const op = strings("pt", "operacao");

test.use({ viewport: { width: 360, height: 800 } });

/** A collection request of `company` sent anonymously, as the public form does; its protocol. */
const requestCollection = (company: string): Promise<string> =>
  sendRequest({
    company: { name: company },
    contact: { name: "Marta Reis", email: uniqueEmail("ops-contact") },
    address: { number: "900" },
    estimatedLiters: 800,
  });

/** The history's steps, oldest first, by their target status. */
const steps = (page: Page) => page.getByRole("list", { name: op.history.title }).locator("li");

test("an operator finds a request, schedules, collects and certifies it; the history shows each step", async ({
  page,
}) => {
  const company = `Auto Peças Teste ${crypto.randomUUID().slice(0, 8)}`;
  const protocol = await requestCollection(company);
  await signInTo(page, operatorAccount(), "/area-cliente/operacao/");
  await expect(
    page.getByRole("navigation", { name: conta.area.navLabel }).getByRole("link", { name: conta.area.nav.operations }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(op.list.title);

  // Filter: the protocol as text and the status "recebida" find it; "agendada" does not.
  const search = page.getByRole("search", { name: op.filters.label });
  await search.getByLabel(op.filters.q).fill(protocol);
  await search.getByLabel(op.filters.status).selectOption("recebida");
  await search.getByRole("button", { name: op.filters.apply }).click();
  const cards = page.getByRole("list", { name: op.list.label }).locator("li");
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(company);
  await expect(cards.first()).toContainText(op.statuses.recebida);
  await noSidewaysScroll(page);
  await search.getByLabel(op.filters.status).selectOption("agendada");
  await search.getByRole("button", { name: op.filters.apply }).click();
  await expect(page.getByText(op.list.empty)).toBeVisible();
  // The company's name (another casing) finds it too.
  await search.getByLabel(op.filters.status).selectOption("");
  await search.getByLabel(op.filters.q).fill(company.toUpperCase());
  await search.getByRole("button", { name: op.filters.apply }).click();
  await expect(cards).toHaveCount(1);
  await page.getByRole("link", { name: fill(op.list.open, { protocol }) }).click();
  await expect(page).toHaveURL(new RegExp(`/area-cliente/operacao/${protocol}/$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fill(op.detail.title, { protocol }));
  await expect(steps(page)).toHaveCount(1);
  // Only the transitions recebida allows.
  await expect(page.locator("[data-transition]")).toHaveCount(2);
  await expect(page.getByRole("heading", { name: op.actions.agendada.title })).toBeVisible();
  await expect(page.getByRole("heading", { name: op.actions.cancelada.title })).toBeVisible();
  await noSidewaysScroll(page);

  // Schedule for today (São Paulo), 08:00–12:00.
  const schedule = page.getByRole("region", { name: op.actions.agendada.title });
  await schedule.getByLabel(op.actions.agendada.date).fill(todayInSaoPaulo());
  await schedule.getByLabel(op.actions.agendada.from, { exact: true }).fill("08:00");
  await schedule.getByLabel(op.actions.agendada.to, { exact: true }).fill("12:00");
  await schedule.getByLabel(op.actions.agendada.note).fill("Portão 2");
  await schedule.getByRole("button", { name: op.actions.agendada.submit }).click();
  await expect(steps(page)).toHaveCount(2);
  await expect(steps(page).nth(1)).toContainText(op.statuses.agendada);
  await expect(steps(page).nth(1)).toContainText(operatorAccount().email);
  await expect(steps(page).nth(1)).toContainText("Portão 2");

  // Collected: 950 litres (the estimate was 800), by a driver.
  const collect = page.getByRole("region", { name: op.actions.coletada.title });
  await collect.getByLabel(op.actions.coletada.litres).fill("950");
  await collect.getByLabel(op.actions.coletada.driverName).fill("Carlos Mendes");
  await collect.getByRole("button", { name: op.actions.coletada.submit }).click();
  await expect(steps(page)).toHaveCount(3);
  await expect(steps(page).nth(2)).toContainText(op.statuses.coletada);
  await expect(page.locator("dl")).toContainText("950 L");
  await expect(page.locator("dl")).toContainText("Carlos Mendes");

  // Certified: the certificate downloads as <protocol>.pdf.
  await page
    .getByRole("region", { name: op.actions.certificada.title })
    .getByRole("button", { name: op.actions.certificada.submit })
    .click();
  await expect(steps(page)).toHaveCount(4);
  await expect(steps(page).nth(3)).toContainText(op.statuses.certificada);
  await expect(page.locator("[data-transition]")).toHaveCount(0);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: op.certificate.download }).click();
  expect((await download).suggestedFilename()).toBe(`${protocol}.pdf`);
  await noSidewaysScroll(page);
});

test("a transition on a request someone else changed meanwhile shows the conflict, and reload shows where it stands", async ({
  page,
}) => {
  const protocol = await requestCollection(`Mecânica Conflito ${crypto.randomUUID().slice(0, 8)}`);
  const operator = operatorAccount();
  await signInTo(page, operator, `/area-cliente/operacao/${protocol}/`);
  const cancel = page.getByRole("region", { name: op.actions.cancelada.title });
  await expect(cancel).toBeVisible();

  // Another operator cancels it through the API while this page still shows "recebida".
  const response = await fetch(`${apiBase("ColetaAPI")}operacao/coleta/${protocol}/transicao`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: await idTokenFor(operator.email, operator.password) },
    body: JSON.stringify({ to: "cancelada", idempotencyKey: crypto.randomUUID(), reason: "Cliente desistiu" }),
  });
  expect(response.status).toBe(200);

  const schedule = page.getByRole("region", { name: op.actions.agendada.title });
  await schedule.getByLabel(op.actions.agendada.date).fill(todayInSaoPaulo());
  await schedule.getByRole("button", { name: op.actions.agendada.submit }).click();
  await expect(schedule.getByRole("alert")).toContainText(op.actions.conflict);
  await schedule.getByRole("button", { name: op.actions.reload }).click();
  await expect(steps(page)).toHaveCount(2);
  await expect(steps(page).nth(1)).toContainText(op.statuses.cancelada);
  await expect(steps(page).nth(1)).toContainText("Cliente desistiu");
  await expect(page.locator("[data-transition]")).toHaveCount(0);
});

test("a customer who opens the operations area sees it is not allowed, has no menu entry, and the API refuses them", async ({
  page,
}) => {
  const email = uniqueEmail("not-operator");
  const password = "Circulare-2026x";
  await createCustomer(email, password, "Paula Cliente");
  await page.goto("/login/?next=%2Farea-cliente%2Foperacao%2F");
  await signIn(page, conta, email, password);
  await expect(page).toHaveURL(/\/area-cliente\/operacao\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(op.forbidden.title);
  await expect(page.locator("[data-operations-forbidden]")).toHaveText(op.forbidden.text);
  await expect(
    page.getByRole("navigation", { name: conta.area.navLabel }).getByRole("link", { name: conta.area.nav.operations }),
  ).toHaveCount(0);
  await expect(page.getByRole("list", { name: op.list.label })).toHaveCount(0);

  const refused = await fetch(`${apiBase("ColetaAPI")}operacao/coleta`, {
    headers: { Authorization: await idTokenFor(email, password) },
  });
  expect(refused.status).toBe(403);
  expect(((await refused.json()) as { errors: { code: string }[] }).errors[0].code).toBe("forbidden");
});

test(`the operations pages load at most ${jsBudgetKb.customerArea} KB of JavaScript (gzip), like the rest of the customer area`, async ({
  page,
}) => {
  const protocol = await requestCollection(`Budget Operações ${crypto.randomUUID().slice(0, 8)}`);
  await signInTo(page, operatorAccount(), "/area-cliente/operacao/");
  for (const [url, ready] of [
    ["/area-cliente/operacao/", () => page.getByRole("search", { name: op.filters.label })],
    [`/area-cliente/operacao/${protocol}/`, () => page.getByRole("region", { name: op.actions.agendada.title })],
  ] as const) {
    const { kb } = await loadedScripts(page, url);
    await expect(ready()).toBeVisible();
    test.info().annotations.push({ type: "JS gzip", description: `${url} (operator): ${kb} KB` });
    expect(kb, url).toBeLessThanOrEqual(jsBudgetKb.customerArea);
  }
});

test("a transition whose answer was lost is sent again with the same idempotency key and recorded once", async ({
  page,
}) => {
  const protocol = await requestCollection(`Retífica Resposta Perdida ${crypto.randomUUID().slice(0, 8)}`);
  await signInTo(page, operatorAccount(), `/area-cliente/operacao/${protocol}/`);
  // The server gets it and records the step; the answer never reaches the page.
  const keys = await loseFirstAnswer(page, `**/operacao/coleta/${protocol}/transicao*`);
  const schedule = page.getByRole("region", { name: op.actions.agendada.title });
  await schedule.getByLabel(op.actions.agendada.date).fill(todayInSaoPaulo());
  await schedule.getByRole("button", { name: op.actions.agendada.submit }).click();
  await expect(steps(page)).toHaveCount(2);
  expect(keys.length).toBe(2);
  expect(keys[1]).toBe(keys[0]);
  // Loaded anew from the server: one "agendada" step, not two.
  await page.unrouteAll();
  await page.reload();
  await expect(steps(page)).toHaveCount(2);
  await expect(page.locator('[data-to="agendada"]')).toHaveCount(1);
});

test("en and es: the operations pages speak the visitor's language, dates and numbers included", async ({ page }) => {
  const protocol = await requestCollection(`Lubrificantes Idiomas ${crypto.randomUUID().slice(0, 8)}`);
  const operator = operatorAccount();
  const record = await fetch(`${apiBase("ColetaAPI")}operacao/coleta/${protocol}`, {
    headers: { Authorization: await idTokenFor(operator.email, operator.password) },
  });
  const { createdAt } = (await record.json()) as { createdAt: string };
  await page.goto(`/en/login/?next=${encodeURIComponent(`/en/area-cliente/operacao/${protocol}/`)}`);
  await signIn(page, strings("en", "conta"), operator.email, operator.password);
  await expect(page).toHaveURL(new RegExp(`/en/area-cliente/operacao/${protocol}/$`));
  for (const language of ["en", "es"] as const) {
    const t = strings(language, "operacao");
    await page.goto(`/${language}/area-cliente/operacao/${protocol}/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(fill(t.detail.title, { protocol }));
    await expect(page.getByRole("region", { name: t.actions.agendada.title })).toBeVisible();
    const created = await detailValue(page, t.detail.createdAt).innerText();
    const expected = new Intl.DateTimeFormat(language, {
      dateStyle: "short",
      timeStyle: "short",
      timeZone: "America/Sao_Paulo",
    }).format(new Date(createdAt));
    const spaces = (text: string) => text.replace(/\s/g, " ");
    expect(spaces(created)).toBe(spaces(expected));
    await expect(page.locator("dl")).toContainText(fill(t.list.liters, { liters: "800" }));
    await expect(page.getByRole("list", { name: t.history.title }).locator("li").first()).toContainText(
      t.statuses.recebida,
    );
  }
});

test("'load more' brings the next page of the same filters with the cursor, until there is no more", async ({
  page,
}) => {
  const tag = `Paginação ${crypto.randomUUID().slice(0, 8)}`;
  const protocols: string[] = [];
  for (let index = 0; index < 27; index++) protocols.push(await requestCollection(`${tag} ${index}`));
  await signInTo(page, operatorAccount(), "/area-cliente/operacao/");
  const search = page.getByRole("search", { name: op.filters.label });
  await search.getByLabel(op.filters.q).fill(tag);
  await search.getByRole("button", { name: op.filters.apply }).click();
  const cards = page.getByRole("list", { name: op.list.label }).locator("li");
  await expect(cards).toHaveCount(25);
  await page.getByRole("button", { name: op.list.more }).click();
  await expect(cards).toHaveCount(27);
  await expect(page.getByRole("button", { name: op.list.more })).toHaveCount(0);
  // Newest first, each request once.
  const shown = await cards.evaluateAll((items) => items.map((item) => item.getAttribute("data-protocol")));
  expect(shown).toEqual([...protocols].reverse());
});
