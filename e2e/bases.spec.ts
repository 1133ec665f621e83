import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { expect, newPage, test, type Page } from "./test";
import { fill, strings } from "./content";
import { basesFileSchema } from "../src/domain/bases";
import { e2eBackendDir } from "../playwright.config";
import * as backend from "./local-backend";

/**
 * Operating bases on the production build against the local backend: requests from three states land at the bases
 * that serve them (content/bases/bases.json: a municipality listed by a base, else the state's base), their alerts
 * go to those bases' operations e-mails through the local dispatcher, each base's operator finds them on the list
 * their bases open on (and not the others'), the customer sees the base on their request's page; an operator moves
 * one to another base with a reason, which the history shows and the other base's operator then finds.
 */
const op = strings("pt", "operacao");
const common = strings("pt", "common");
const forms = strings("pt", "formularios");
const baseLabel = (name: string) => fill(common.operatingBase, { name });

const bases = basesFileSchema.parse(
  JSON.parse(fs.readFileSync(path.join(process.cwd(), "content/bases/bases.json"), "utf8")),
).bases;
const base = (id: string) => {
  const found = bases.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`content/bases/bases.json has no base "${id}"`);
  return found;
};

/** The local operators of some bases only (amplify/local/provision.ts: ensureBaseOperators), by e-mail. */
function baseOperator(email: string): { email: string; password: string } {
  const kept = JSON.parse(fs.readFileSync(path.join(e2eBackendDir ?? "", "base-operators.json"), "utf8")) as Record<
    string,
    { email: string; password: string } | undefined
  >;
  const account = kept[email];
  if (!account) throw new Error(`base-operators.json has no ${email}`);
  return account;
}
const southeast = "operador.sudeste@circulare.local"; // Guarulhos and Anápolis
const south = "operador.sul@circulare.local"; // Curitiba, Joinville and Canoas

const password = "Circulare-2026x";

/** The staff alert of a new request, once the dispatcher has delivered it. */
async function alertOf(protocol: string) {
  const alerts = () =>
    backend.outboxMessages(protocol).filter((message) => message.file.endsWith("--operations--recebida.json"));
  await expect.poll(() => alerts().length).toBe(1);
  return alerts()[0];
}

/** The list as it opens for the signed-in operator, narrowed to this test's companies by the text search only. */
async function listedProtocols(page: Page, company: string): Promise<string[]> {
  const search = page.getByRole("search", { name: op.filters.label });
  await search.getByLabel(op.filters.q).fill(company);
  await search.getByRole("button", { name: op.filters.apply }).click();
  const cards = page.getByRole("list", { name: op.list.label }).locator("li");
  await expect(cards.first().or(page.getByText(op.list.empty))).toBeVisible();
  return (await cards.evaluateAll((items) => items.map((item) => item.getAttribute("data-protocol") ?? ""))).sort();
}

test("requests from three states land at their bases, alert those bases and reach their operators; one is moved with a reason", async ({
  browser,
}) => {
  const company = `Oficina Bases ${crypto.randomUUID().slice(0, 8)}`;
  const customer = backend.uniqueEmail("bases-customer");
  await backend.createCustomer(customer, password, "Rita Lopes");
  // São Paulo (SP): the state's base, Guarulhos; signed in, so the customer's page shows it.
  const sp = await backend.requestCollection(
    { company: { name: company }, address: { city: "São Paulo", state: "SP" } },
    await backend.idTokenFor(customer, password),
  );
  // Uberlândia (MG): Anápolis lists the municipality, before Contagem, the base of Minas Gerais.
  const mg = await backend.requestCollection({
    company: { name: company },
    address: { city: "Uberlândia", state: "MG" },
  });
  // Porto Alegre (RS): Canoas.
  const rs = await backend.requestCollection({
    company: { name: company },
    address: { city: "Porto Alegre", state: "RS" },
  });

  // Each alert goes to its base's operations address, and names the base.
  for (const [protocol, id] of [
    [sp, "guarulhos"],
    [mg, "anapolis"],
    [rs, "canoas"],
  ] as const) {
    const alert = await alertOf(protocol);
    expect(alert.to).toBe(base(id).operationsEmail);
    expect(alert.text).toContain(baseLabel(base(id).name));
  }

  // The customer sees the base on their request's page.
  const customerPage = await newPage(browser);
  await backend.signInTo(customerPage, { email: customer, password }, `/area-cliente/pedidos/${sp}/`);
  await expect(
    customerPage.locator("dl > div").filter({ has: customerPage.locator("dt", { hasText: forms.pedidos.base }) }),
  ).toContainText(baseLabel(base("guarulhos").name));
  await customerPage.close();

  // Guarulhos and Anápolis's operator: their list opens on their bases, so SP and MG, not RS.
  const southeastPage = await newPage(browser);
  await backend.signInTo(southeastPage, baseOperator(southeast), "/area-cliente/operacao/");
  await expect(southeastPage.getByLabel(op.filters.base)).toHaveValue("guarulhos,anapolis");
  expect(await listedProtocols(southeastPage, company)).toEqual([sp, mg].sort());
  // The South's operator: RS only.
  const southPage = await newPage(browser);
  await backend.signInTo(southPage, baseOperator(south), "/area-cliente/operacao/");
  await expect(southPage.getByLabel(op.filters.base)).toHaveValue("curitiba,joinville,canoas");
  expect(await listedProtocols(southPage, company)).toEqual([rs]);

  // Anápolis moves the MG request to Canoas, with a reason; the history says so.
  await southeastPage.getByRole("link", { name: fill(op.list.open, { protocol: mg }) }).click();
  await expect(southeastPage).toHaveURL(new RegExp(`/area-cliente/operacao/${mg}/$`));
  const details = southeastPage
    .locator("dl > div")
    .filter({ has: southeastPage.locator("dt", { hasText: op.detail.base }) });
  await expect(details).toContainText(baseLabel(base("anapolis").name));
  const form = southeastPage.getByRole("region", { name: op.actions.base.title });
  // Without a reason the page refuses it before sending.
  await form.getByLabel(op.actions.base.baseId).selectOption("canoas");
  await form.getByRole("button", { name: op.actions.base.submit }).click();
  await expect(form.getByLabel(op.actions.base.reason)).toHaveAttribute("aria-invalid", "true");
  const reason = "Rota de Uberlândia atendida pelo Sul nesta semana.";
  await form.getByLabel(op.actions.base.reason).fill(reason);
  await form.getByRole("button", { name: op.actions.base.submit }).click();
  await expect(details).toContainText(baseLabel(base("canoas").name));
  const moved = southeastPage.getByRole("list", { name: op.history.title }).locator("li[data-base-move]");
  await expect(moved).toHaveCount(1);
  await expect(moved).toContainText(
    fill(op.history.moved, { from: baseLabel(base("anapolis").name), to: baseLabel(base("canoas").name) }),
  );
  await expect(moved).toContainText(fill(op.history.reason, { reason }));
  await expect(moved).toContainText(southeast);

  // Now the South's list has it, and the Southeast's no longer does.
  expect(await listedProtocols(southPage, company)).toEqual([rs, mg].sort());
  await southeastPage.goto("/area-cliente/operacao/");
  expect(await listedProtocols(southeastPage, company)).toEqual([sp]);
});

test("the move is checked on the server: an unknown base is 400, the same base 409, a replay answers as the first time, a customer 403", async () => {
  const company = `Oficina Mudança ${crypto.randomUUID().slice(0, 8)}`;
  const protocol = await backend.requestCollection({
    company: { name: company },
    address: { city: "Curitiba", state: "PR" },
  });
  const operator = baseOperator(south);
  const token = await backend.idTokenFor(operator.email, operator.password);
  const move = (body: Record<string, unknown>, as = token) =>
    fetch(`${backend.apiBase("ColetaAPI")}operacao/coleta/${protocol}/base`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: as },
      body: JSON.stringify(body),
    });
  const key = crypto.randomUUID();
  expect((await move({ idempotencyKey: key, baseId: "atlantida", reason: "Teste" })).status).toBe(400);
  expect((await move({ idempotencyKey: key, baseId: "joinville" })).status).toBe(400);
  expect((await move({ idempotencyKey: key, baseId: "curitiba", reason: "Já está aqui" })).status).toBe(409);
  const first = await move({ idempotencyKey: key, baseId: "joinville", reason: "Mais perto da rota" });
  expect(first.status).toBe(200);
  const again = await move({ idempotencyKey: key, baseId: "joinville", reason: "Mais perto da rota" });
  expect(again.status).toBe(200);
  const record = ((await again.json()) as { record: { baseId: string; history: { base?: unknown }[] } }).record;
  expect(record.baseId).toBe("joinville");
  expect(record.history.filter((entry) => entry.base)).toHaveLength(1);
  expect((await move({ idempotencyKey: key, baseId: "canoas", reason: "Outra" })).status).toBe(422);

  const customer = backend.uniqueEmail("bases-403");
  await backend.createCustomer(customer, password, "Cliente Curioso");
  const customerToken = await backend.idTokenFor(customer, password);
  expect(
    (await move({ idempotencyKey: crypto.randomUUID(), baseId: "canoas", reason: "Quero" }, customerToken)).status,
  ).toBe(403);
  const bases = await fetch(`${backend.apiBase("ColetaAPI")}operacao/bases`, {
    headers: { Authorization: customerToken },
  });
  expect(bases.status).toBe(403);
});

test("an administrator gives an invited operator their bases on the team page", async ({ page }) => {
  const bo = strings("pt", "backoffice");
  const invited = backend.uniqueEmail("operador-base");
  await backend.signInTo(page, backend.staffAccount("administradores"), "/area-cliente/equipe/");
  const invite = page.getByRole("region", { name: bo.team.invite.title });
  await invite.getByLabel(bo.team.invite.email).fill(invited);
  await invite.getByRole("checkbox", { name: bo.groups.operadores }).check();
  await invite.getByRole("button", { name: bo.team.invite.submit }).click();
  await expect(invite.getByText(fill(bo.team.invite.sent, { email: invited }))).toBeVisible();

  const basesOf = () =>
    page.locator(`li[data-member="${invited}"]`).getByRole("form", { name: fill(bo.team.basesOf, { who: invited }) });
  const choice = (id: string) => basesOf().getByRole("checkbox", { name: `${base(id).name} (${base(id).uf})` });
  await expect(choice("guarulhos")).not.toBeChecked();
  await choice("canoas").check();
  await choice("guarulhos").check();
  await basesOf().getByRole("button", { name: bo.team.saveBases }).click();
  await expect(choice("canoas")).toBeChecked();
  await page.reload();
  await expect(choice("guarulhos")).toBeChecked();
  await expect(choice("canoas")).toBeChecked();
  await expect(choice("anapolis")).not.toBeChecked();

  // The API keeps them in the order of content/bases, and refuses a base that does not exist.
  const token = await backend.idTokenFor(
    backend.staffAccount("administradores").email,
    backend.staffAccount("administradores").password,
  );
  const team = (await (
    await fetch(`${backend.apiBase("EquipeAPI")}equipe`, { headers: { Authorization: token } })
  ).json()) as {
    items: { email: string; username: string; bases: string[] }[];
  };
  const member = team.items.find((item) => item.email === invited);
  expect(member?.bases).toEqual(["guarulhos", "canoas"]);
  const refused = await fetch(
    `${backend.apiBase("EquipeAPI")}equipe/${encodeURIComponent(member?.username ?? "")}/bases`,
    {
      method: "PUT",
      headers: { "Content-Type": "application/json", Authorization: token },
      body: JSON.stringify({ bases: ["atlantida"] }),
    },
  );
  expect(refused.status).toBe(400);
});
