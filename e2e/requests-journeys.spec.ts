import { expect, test, type Page } from "./test";
import { fill, strings } from "./content";
import { createCustomer, idTokenFor, requestCollection, signIn, uniqueEmail } from "./local-backend";
import { rioAddress } from "../src/domain/__tests__/fixtures";
import { noSidewaysScroll } from "./page-checks";

/**
 * A customer's collection requests in the area, on the production build against the local backend: the detail
 * page of one's own request, and another customer's protocol answered as not found, with nothing of it shown.
 */
const conta = { pt: strings("pt", "conta"), en: strings("en", "conta") };
const forms = { pt: strings("pt", "formularios"), en: strings("en", "formularios") };

const password = "Circulare-2026x";

/** The term/value pairs of the detail page's description list. */
async function details(page: Page): Promise<Record<string, string>> {
  const rows = page.locator("dl > div");
  await expect(rows.first()).toBeVisible();
  const entries: [string, string][] = [];
  for (const row of await rows.all()) {
    entries.push([(await row.locator("dt").innerText()).trim(), (await row.locator("dd").innerText()).trim()]);
  }
  return Object.fromEntries(entries);
}

test("a customer's request opens in detail; another customer gets not found for its protocol, and none of its data", async ({
  page,
}) => {
  const alice = uniqueEmail("owner");
  const bruno = uniqueEmail("other");
  await createCustomer(alice, password, "Alice Moura");
  await createCustomer(bruno, password, "Bruno Lima");
  const protocol = await requestCollection(
    {
      company: { name: "Oficina Moura Ltda" },
      contact: { name: "Alice Moura", email: alice, phone: "(21) 98765-4321" },
      address: { ...rioAddress, complement: "sala 5" },
      generatorType: "oficina",
      estimatedLiters: 1200,
      container: "tambor",
      notes: "Portão lateral, tocar a campainha.",
    },
    await idTokenFor(alice, password),
  );
  expect(protocol).toMatch(/^COL-\d{4}-\d{6}$/);

  // Alice: from her list to the request's page, every field as she sent it.
  const pt = forms.pt;
  await page.goto("/login/?next=%2Farea-cliente%2Fpedidos%2F");
  await signIn(page, conta.pt, alice, password);
  await expect(page).toHaveURL(/\/area-cliente\/pedidos\/$/);
  await page.getByRole("link", { name: fill(pt.pedidos.details, { protocol }) }).click();
  await expect(page).toHaveURL(new RegExp(`/area-cliente/pedidos/${protocol}/$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fill(pt.pedidos.detailTitle, { protocol }));
  expect(await details(page)).toMatchObject({
    [pt.pedidos.status]: pt.pedidos.statuses.recebida,
    // The page's own labels ("Contato", not the form's "Nome"), the volume named as an estimate until collected.
    [pt.pedidos.fields.company]: "Oficina Moura Ltda",
    [pt.pedidos.fields.cnpj]: "11.222.333/0001-81",
    [pt.pedidos.fields.contact]: `Alice Moura · ${alice} · (21) 98765-4321`,
    [pt.pedidos.fields.address]: "Rua da Assembleia, 10, sala 5 · Centro · Rio de Janeiro/RJ · 20040-002",
    [pt.pedidos.fields.generatorType]: pt.coleta.generatorTypes.oficina,
    [pt.pedidos.fields.estimated]: fill(pt.pedidos.fields.litres, { liters: "1.200" }),
    [pt.pedidos.fields.container]: pt.coleta.containers.tambor,
    [pt.pedidos.fields.notes]: "Portão lateral, tocar a campainha.",
  });
  await expect(page.getByRole("alert")).toHaveCount(0);
  await page.getByRole("link", { name: pt.pedidos.back }).click();
  await expect(page).toHaveURL(/\/area-cliente\/pedidos\/$/);
  await page.getByRole("button", { name: conta.pt.area.signOut, exact: true }).click();
  await expect(page).toHaveURL(/\/login\/\?signedOut=1$/);

  // Bruno follows a link to Alice's request, in English: the API answers 404 with nothing of hers, and the page
  // says, in English, that the request is not in his account.
  const en = forms.en;
  const answer = page.waitForResponse(
    (response) => response.url().includes(`/coleta/${protocol}`) && response.request().method() === "GET",
  );
  await page.goto(`/en/login/?next=${encodeURIComponent(`/en/area-cliente/pedidos/${protocol}/`)}`);
  await signIn(page, conta.en, bruno, password);
  await expect(page).toHaveURL(new RegExp(`/en/area-cliente/pedidos/${protocol}/$`));
  const response = await answer;
  expect(response.status()).toBe(404);
  const body = await response.text();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fill(en.pedidos.detailTitle, { protocol }));
  await expect(page.getByRole("alert")).toHaveText(en.pedidos.notFound);
  await expect(page.locator("dl")).toHaveCount(0);
  const shown = await page.locator("main").innerText();
  for (const secret of [
    "Oficina Moura",
    "11.222.333",
    "11222333000181",
    alice,
    "Alice",
    "Assembleia",
    "20040",
    "98765",
    "campainha",
  ]) {
    expect(body, `API body leaks ${secret}`).not.toContain(secret);
    expect(shown, `page leaks ${secret}`).not.toContain(secret);
  }

  // Nor is it in his list.
  await page.getByRole("link", { name: en.pedidos.back }).click();
  await expect(page).toHaveURL(/\/en\/area-cliente\/pedidos\/$/);
  await expect(page.getByText(en.pedidos.empty)).toBeVisible();
  await expect(page.getByText(protocol)).toHaveCount(0);
});

test('the request list, the dashboard and the survey say so when the requests cannot be read, and "Try again" reads them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const email = uniqueEmail("retry");
  await createCustomer(email, password, "Carla Dias");
  const protocol = await requestCollection({}, await idTokenFor(email, password));
  // The next read of the customer's requests (the list, or one of them) answers 503, as a gateway briefly down would.
  let failNext = false;
  await page.route(/\/ColetaAPI\/coleta(\/COL-[^/?]+)?$/, async (route) => {
    if (route.request().method() === "GET" && failNext) {
      failNext = false;
      await route.fulfill({ status: 503, body: "" });
    } else await route.continue();
  });
  await page.goto("/login/");
  await signIn(page, conta.pt, email, password);
  await expect(page).toHaveURL(/\/area-cliente\/$/);
  await expect(page.getByTestId("dashboard-open")).toBeVisible();

  const cases = [
    {
      url: "/area-cliente/pedidos/",
      failed: forms.pt.pedidos.loadFailed,
      ready: page.getByRole("link", { name: fill(forms.pt.pedidos.details, { protocol }) }),
    },
    { url: "/area-cliente/", failed: conta.pt.dashboard.loadFailed, ready: page.getByTestId("dashboard-open") },
    {
      url: `/area-cliente/pesquisa/${protocol}/`,
      failed: forms.pt.pesquisa.loadFailed,
      ready: page.getByText(forms.pt.pesquisa.notCollected),
    },
  ];
  for (const { url, failed, ready } of cases) {
    failNext = true;
    await page.goto(url);
    const alert = page.getByRole("alert").filter({ hasText: failed });
    await expect(alert, url).toBeVisible();
    await expect(ready, url).toHaveCount(0);
    await noSidewaysScroll(page);
    await alert.getByRole("button", { name: conta.pt.common.retry }).click();
    await expect(ready, url).toBeVisible();
    await expect(alert, url).toHaveCount(0);
  }
});
