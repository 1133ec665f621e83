import crypto from "node:crypto";
import fs from "node:fs";
import { expect, test, type Page } from "./test";
import { fill, strings } from "./content";
import { computeCnpjCheckDigits, formatCnpj } from "../src/domain/brazil";
import { formatDay } from "../src/domain/dates";
import { todayInSaoPaulo } from "../src/domain/fields";
import type { ColetaOverrides } from "../src/domain/__tests__/fixtures";
import {
  createCustomer,
  idTokenFor,
  operatorAccount,
  outboxMessages,
  requestCollection,
  signIn,
  signInTo,
  uniqueEmail,
} from "./local-backend";
import { detailValue, noSidewaysScroll } from "./page-checks";

/**
 * The operator's record (issue 26) on the production build against the local backend, as a truck crew and a customer
 * use it: every field the customer gave with a tappable phone and a map link, the warning of the same CNPJ's other
 * open requests, scheduling prefilled from the preferred day, cancelling behind a confirmation, and the collection's
 * day and litres, which the customer's page and the certificate then show. At 360 px, nothing scrolls sideways.
 */
const conta = strings("pt", "conta");
const op = strings("pt", "operacao");
const forms = strings("pt", "formularios");
const password = "Senha-Forte-2026!";

test.use({ viewport: { width: 360, height: 800 } });

/** A CNPJ no other request of the run has (the fixture's is shared by every spec). */
function freshCnpj(): string {
  const base = String(crypto.randomInt(10 ** 11, 10 ** 12));
  return formatCnpj(`${base}${computeCnpjCheckDigits(base)}`);
}

/** The detail's value of a term (`<dt>` exactly `term`). */
const row = (page: Page, term: string) => detailValue(page, term, { exact: true });

/** The duplicate warning links exactly these requests (in any order). */
async function expectLinks(page: Page, protocols: string[]): Promise<void> {
  const links = page.locator("[data-duplicates]").getByRole("link");
  await expect(links).toHaveCount(protocols.length);
  expect((await links.allInnerTexts()).sort()).toEqual([...protocols].sort());
}

const steps = (page: Page) => page.getByRole("list", { name: op.history.title }).locator("li");

test("the operator sees every field, a tappable phone and a map link, and each of three identical requests warns of the other two", async ({
  page,
}) => {
  const preferred = todayInSaoPaulo(new Date(Date.now() + 6 * 86_400_000));
  const same: ColetaOverrides = {
    company: { name: `Posto Repetido ${crypto.randomUUID().slice(0, 6)}`, cnpj: freshCnpj() },
    contact: { name: "Marta Reis", email: uniqueEmail("dup"), phone: "(21) 98765-4321" },
    generatorType: "posto",
    container: "bombona",
    preferredDate: preferred,
  };
  // Three identical requests within a second, as a customer pressing "send" three times in a new tab each.
  const [first, second, third] = await Promise.all([
    requestCollection(same),
    requestCollection(same),
    requestCollection(same),
  ]);

  await signInTo(page, operatorAccount(), `/area-cliente/operacao/${first}/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fill(op.detail.title, { protocol: first }));

  // Every field the customer gave, in words, and nothing left "undefined" (no notes were given: no row).
  await expect(row(page, op.detail.generatorType)).toHaveText(forms.coleta.generatorTypes.posto);
  await expect(row(page, op.detail.container)).toHaveText(forms.coleta.containers.bombona);
  await expect(row(page, op.detail.contact)).toHaveText("Marta Reis");
  await expect(row(page, op.detail.preferredDate)).toHaveText(formatDay(preferred, "pt", "medium"));
  await expect(row(page, op.detail.notes)).toHaveCount(0);
  await expect(page.locator("main")).not.toContainText("undefined");
  // The phone as Brazilians write it, a tel: link in E.164; the e-mail a mailto: link.
  const phone = row(page, op.detail.phone).getByRole("link");
  await expect(phone).toHaveText("(21) 98765-4321");
  await expect(phone).toHaveAttribute("href", "tel:+5521987654321");
  await expect(row(page, op.detail.email).getByRole("link")).toHaveAttribute("href", /^mailto:dup-/);
  // The address with OpenStreetMap's search for it, in a new tab; no map script on the page.
  const map = row(page, op.detail.address).getByRole("link", { name: op.detail.map });
  const href = (await map.getAttribute("href")) ?? "";
  expect(href.startsWith("https://www.openstreetmap.org/search?query=")).toBe(true);
  const query = new URL(href).searchParams.get("query") ?? "";
  const street = await row(page, op.detail.address).innerText();
  expect(query).toContain(street.split(",")[0]);
  expect(query).toContain("Brasil");
  await expect(map).toHaveAttribute("target", "_blank");
  await expect(map).toHaveAttribute("rel", /noopener/);
  expect(
    await page.evaluate(() => [...document.scripts].some((script) => /openstreetmap|leaflet/i.test(script.src))),
  ).toBe(false);

  // The warning names the other two, each a link; the others' pages name the first.
  const warning = page.locator("[data-duplicates]");
  await expect(warning.getByRole("heading")).toHaveText(fill(op.duplicates.title_other, { count: 2 }));
  await expect(warning).toContainText(fill(op.duplicates.text, { cnpj: same.company!.cnpj! }));
  await expectLinks(page, [second, third]);
  await warning.getByRole("link", { name: second }).click();
  await expect(page).toHaveURL(new RegExp(`/area-cliente/operacao/${second}/$`));
  await expectLinks(page, [first, third]);
  await page.goto(`/area-cliente/operacao/${third}/`);
  await expectLinks(page, [first, second]);

  // Scheduling starts on the customer's preferred day.
  const schedule = page.getByRole("region", { name: op.actions.agendada.title });
  await expect(schedule.getByLabel(op.actions.agendada.date)).toHaveValue(preferred);
  await noSidewaysScroll(page);
});

test("cancelling is a destructive action that asks first: Escape keeps the request, confirming cancels it with the reason", async ({
  page,
}) => {
  const cnpj = freshCnpj();
  const protocol = await requestCollection({ company: { name: "Oficina Cancelável", cnpj } });
  const other = await requestCollection({ company: { name: "Oficina Cancelável", cnpj } });
  await signInTo(page, operatorAccount(), `/area-cliente/operacao/${protocol}/`);
  const cancel = page.getByRole("region", { name: op.actions.cancelada.title });
  const submit = cancel.getByRole("button", { name: op.actions.cancelada.submit });
  // The danger colour, not the brand's.
  expect(await submit.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe("rgb(180, 35, 24)");

  await cancel.getByLabel(op.actions.cancelada.reason).fill("Cliente pediu duas vezes");
  await submit.click();
  const dialog = page.getByRole("dialog", { name: fill(op.actions.cancelada.confirm.title, { protocol }) });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(fill(op.actions.cancelada.confirm.reason, { reason: "Cliente pediu duas vezes" }));
  // "Keep" has the focus: Escape (or Enter on it) changes nothing.
  await expect(dialog.getByRole("button", { name: op.actions.cancelada.confirm.keep })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(steps(page)).toHaveCount(1);
  await expect(page.locator("dl")).toContainText(op.statuses.recebida);

  // Asked again, and confirmed from the keyboard.
  await submit.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: op.actions.cancelada.confirm.confirm })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(steps(page)).toHaveCount(2);
  await expect(steps(page).nth(1)).toContainText(op.statuses.cancelada);
  await expect(steps(page).nth(1)).toContainText("Cliente pediu duas vezes");
  await expect(page.locator("[data-transition]")).toHaveCount(0);
  // Cancelled, it is no longer open: the other request of the CNPJ warns of nothing now.
  await page.goto(`/area-cliente/operacao/${other}/`);
  await expect(page.locator("dl")).toBeVisible();
  await expect(page.locator("[data-duplicates]")).toHaveCount(0);
});

test("at coletada the operator enters the day and litres; the customer's pages show the litres collected and the certificate prints that day", async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("collected");
  await createCustomer(email, password, "Rita Alves");
  const protocol = await requestCollection(
    { company: { name: "Retífica Litros", cnpj: freshCnpj() }, estimatedLiters: 500 },
    await idTokenFor(email, password),
  );
  await signInTo(page, operatorAccount(), `/area-cliente/operacao/${protocol}/`);

  // Scheduled, with the crew's instructions: they reach the customer's e-mail.
  const schedule = page.getByRole("region", { name: op.actions.agendada.title });
  await schedule.getByLabel(op.actions.agendada.date).fill(todayInSaoPaulo());
  await schedule.getByLabel(op.actions.agendada.note).fill("Motorista Carlos, placa ABC1D23, portão 2");
  await schedule.getByRole("button", { name: op.actions.agendada.submit }).click();
  await expect(steps(page)).toHaveCount(2);
  await expect
    .poll(() => outboxMessages(protocol).find((message) => message.file.endsWith("--agendada.json"))?.text ?? "")
    .toContain("Instruções da nossa equipe para a coleta: Motorista Carlos, placa ABC1D23, portão 2");

  const collect = page.getByRole("region", { name: op.actions.coletada.title });
  const day = collect.getByLabel(op.actions.coletada.collectedOn);
  const today = todayInSaoPaulo();
  // It starts on today, and the picker offers nothing before the request nor after today.
  await expect(day).toHaveValue(today);
  await expect(day).toHaveAttribute("max", today);
  await expect(day).toHaveAttribute("min", today);
  // A day before the request: the server refuses it on the field, in words.
  await day.fill(todayInSaoPaulo(new Date(Date.now() - 2 * 86_400_000)));
  const litres = collect.getByLabel(op.actions.coletada.litres);
  // "412.5" is not how Portuguese writes it.
  await litres.fill("412.5");
  await collect.getByRole("button", { name: op.actions.coletada.submit }).click();
  await expect(collect.getByText(strings("pt", "validacao").errors.invalid_number)).toBeVisible();
  await litres.fill("412,5");
  await collect.getByRole("button", { name: op.actions.coletada.submit }).click();
  await expect(collect.getByText(strings("pt", "validacao").errors.date_before_request)).toBeVisible();
  await expect(steps(page)).toHaveCount(2);

  await day.fill(today);
  await collect.getByLabel(op.actions.coletada.mtrNumber).fill("240001234");
  await collect.getByLabel(op.actions.coletada.vehiclePlate).fill("abc-1d23");
  await collect.getByLabel(op.actions.coletada.driverName).fill("Carlos Mendes");
  await collect.getByRole("button", { name: op.actions.coletada.submit }).click();
  await expect(steps(page)).toHaveCount(3);
  await expect(row(page, op.detail.collectedLitres)).toHaveText(fill(op.list.liters, { liters: "412,5" }));
  await expect(row(page, op.detail.collectedOn)).toHaveText(formatDay(today, "pt", "medium"));
  await expect(row(page, op.detail.vehiclePlate)).toHaveText("ABC1D23");
  await expect(row(page, op.detail.mtrNumber)).toHaveText("240001234");

  // Certified: the PDF prints the day entered and the litres collected.
  await page
    .getByRole("region", { name: op.actions.certificada.title })
    .getByRole("button", { name: op.actions.certificada.submit })
    .click();
  await expect(steps(page)).toHaveCount(4);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: op.certificate.download }).click();
  const pdf = fs.readFileSync((await (await download).path()) ?? "").toString("latin1");
  const [year, month, date] = today.split("-");
  // The certificate's rows: the label, then its value beside it (amplify/functions/coleta-api/certificate-layout.ts).
  const shown = [...pdf.matchAll(/\((.*?)\) Tj/g)].map((match) => match[1]);
  expect(shown[shown.indexOf("Data da coleta") + 1]).toBe(`${date}/${month}/${year}`);
  expect(shown).toContain("412,5 litros");

  // The customer: the list and the request's page show the litres collected, named so, not the estimate.
  const customer = await browser.newPage({ viewport: { width: 360, height: 800 } });
  await customer.goto("/login/?next=%2Farea-cliente%2Fpedidos%2F");
  await signIn(customer, conta, email, password);
  await expect(customer).toHaveURL(/\/area-cliente\/pedidos\/$/);
  const volume = customer
    .locator("tr")
    .filter({ has: customer.getByRole("link", { name: fill(forms.pedidos.details, { protocol }) }) })
    .locator("[data-volume]");
  await expect(volume).toHaveText(fill(forms.pedidos.litresCollected, { liters: "412,5" }));
  await customer.goto(`/area-cliente/pedidos/${protocol}/`);
  await expect(row(customer, forms.pedidos.fields.collected)).toHaveText(
    fill(forms.pedidos.fields.litres, { liters: "412,5" }),
  );
  await expect(row(customer, forms.pedidos.fields.estimated)).toHaveText(
    fill(forms.pedidos.fields.litres, { liters: "500" }),
  );
  await expect(row(customer, forms.pedidos.fields.collectedOn)).toHaveText(formatDay(today, "pt", "medium"));
  await expect(customer.locator("main")).not.toContainText("undefined");
  await noSidewaysScroll(customer);
  await customer.close();
});
