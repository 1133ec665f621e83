import { expect, test, type Page } from "./test";
import { strings } from "./content";
import { outboxMessages } from "./local-backend";
import { postalStandIn } from "./postal-stand-in";

/**
 * Issue 26, the collection form without friction: the CEP fills the address from the postal lookup (its stand-in,
 * e2e/postal-stand-in.ts) and the form still sends when the lookup is down; only what a first contact needs is
 * required; every "request a collection" button lands on the form itself; the confirmation comes into view below
 * the sticky header and takes the focus.
 */
const pt = strings("pt", "formularios");
const en = strings("en", "formularios");
const common = strings("pt", "common");

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Only the fields the first contact requires (src/domain/coleta.ts), as a visitor would enter them. */
async function fillFirstContact(page: Page, t: typeof pt, cep: string) {
  await field(page, t.coleta.companyName).fill("Oficina Barão");
  await field(page, t.coleta.cnpj).fill("11222333000181");
  await field(page, t.coleta.contactName).fill("Rafael Lima");
  await field(page, t.coleta.email).fill(`rafael.${Date.now()}@oficinabarao.com.br`);
  await field(page, t.coleta.phone).fill("19987654321");
  await field(page, t.coleta.cep).fill(cep);
  await field(page, t.coleta.estimatedLiters).fill("300");
  await page.getByRole("checkbox").check();
}

test("the CEP fills street, district, city and state from the postal lookup, and never what the visitor wrote", async ({
  page,
}) => {
  await page.goto("/solicite-sua-coleta/");
  const stand = postalStandIn(page);
  await field(page, pt.coleta.cep).pressSequentially("01310100");
  await expect(field(page, pt.coleta.street)).toHaveValue("Avenida Paulista");
  await expect(field(page, pt.coleta.district)).toHaveValue("Bela Vista");
  await expect(field(page, pt.coleta.city)).toHaveValue("São Paulo");
  await expect(field(page, pt.coleta.state)).toHaveValue("SP");
  await expect(page.getByTestId("cep-lookup")).toHaveText(pt.coleta.cepLookup.found);
  expect(stand.requests).toEqual(["01310100"]); // once, for the whole CEP, not for each digit

  // Another CEP replaces what the lookup filled, but the street the visitor corrects stays theirs.
  await field(page, pt.coleta.street).fill("Avenida Paulista, bloco B");
  await field(page, pt.coleta.cep).fill("13015001");
  await expect(field(page, pt.coleta.city)).toHaveValue("Campinas");
  await expect(field(page, pt.coleta.district)).toHaveValue("Centro");
  await expect(field(page, pt.coleta.street)).toHaveValue("Avenida Paulista, bloco B");

  // A CEP the service does not know: the lookup's values go, the fields stay editable, a note says why.
  await field(page, pt.coleta.cep).fill("69999999");
  await expect(page.getByTestId("cep-lookup")).toHaveText(pt.coleta.cepLookup.notFound);
  await expect(field(page, pt.coleta.city)).toHaveValue("");
  await expect(field(page, pt.coleta.district)).toHaveValue("");
  await expect(field(page, pt.coleta.city)).toBeEditable();
});

test("with the postal lookup down the fields stay empty and editable, a note says so, and the request is sent", async ({
  page,
}) => {
  await page.goto("/solicite-sua-coleta/");
  postalStandIn(page).mode = "down";
  await fillFirstContact(page, pt, "13015001");
  await expect(page.getByTestId("cep-lookup")).toHaveText(pt.coleta.cepLookup.failed);
  for (const label of [pt.coleta.street, pt.coleta.district, pt.coleta.city]) {
    await expect(field(page, label)).toHaveValue("");
    await expect(field(page, label)).toBeEditable();
  }
  // Only city and state are needed of the address: the base that serves it is chosen from them.
  await field(page, pt.coleta.city).fill("Campinas");
  await field(page, pt.coleta.state).selectOption("SP");
  await page.getByRole("button", { name: pt.coleta.submit }).click();
  await expect(page.getByTestId("protocol")).toHaveText(/^COL-\d{4}-\d{6}$/);
  const protocol = (await page.getByTestId("protocol").textContent()) ?? "";
  // The staff's alert says what was not given instead of printing "undefined".
  await expect
    .poll(() =>
      outboxMessages(protocol)
        .map((message) => message.text)
        .join("\n"),
    )
    .toContain("Campinas/SP");
  expect(
    outboxMessages(protocol)
      .map((message) => message.text)
      .join("\n"),
  ).not.toMatch(/undefined/);
});

test("a lookup that never answers gives up after its timeout and leaves the address to the visitor", async ({
  page,
}) => {
  await page.goto("/en/solicite-sua-coleta/");
  postalStandIn(page).mode = "hang";
  await field(page, en.coleta.cep).fill("13015-001");
  await expect(page.getByTestId("cep-lookup")).toHaveText(en.coleta.cepLookup.loading);
  await expect(page.getByTestId("cep-lookup")).toHaveText(en.coleta.cepLookup.failed, { timeout: 8000 });
  await expect(field(page, en.coleta.city)).toHaveValue("");
});

test("the first contact requires only company, contact, CEP, city, state, volume and consent", async ({ page }) => {
  await page.goto("/solicite-sua-coleta/");
  await page.getByRole("button", { name: pt.coleta.submit }).click();
  const required = await page
    .locator("#coleta-form ~ form [aria-invalid=true]")
    .evaluateAll((elements) => elements.map((element) => element.getAttribute("name")));
  expect(required.sort()).toEqual(
    [
      "address.cep",
      "address.city",
      "address.state",
      "company.cnpj",
      "company.name",
      "consent",
      "contact.email",
      "contact.name",
      "contact.phone",
      "estimatedLiters",
    ].sort(),
  );
});

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]) {
  test(`at ${width} px the header's "request a collection" lands on the form, its first field on screen`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto("/nossa-essencia/");
    if (width < 1024) {
      await page.getByRole("button", { name: common.header.openMenu }).click();
      await page.locator("[data-menu-cta]").click();
    } else {
      await page.locator("header [data-header-cta]").click();
    }
    await expect(page).toHaveURL(/\/solicite-sua-coleta\/#coleta-form$/);
    const first = field(page, pt.coleta.companyName);
    await expect(first).toBeInViewport({ ratio: 1 });
    await expectBelowHeader(page, first);
    // A visitor arriving from another site's link gets the same.
    await page.goto("/solicite-sua-coleta/#coleta-form");
    await expect(first).toBeInViewport({ ratio: 1 });
    await expectBelowHeader(page, first);
  });
}

/** The element's top is below the sticky header's bottom (not hidden behind it). */
async function expectBelowHeader(page: Page, locator: ReturnType<Page["locator"]>) {
  await expect
    .poll(async () => {
      const header = await page.locator("header").first().boundingBox();
      const box = await locator.boundingBox();
      return header && box ? box.y - (header.y + header.height) : -1;
    })
    .toBeGreaterThanOrEqual(0);
}

test("after sending, the confirmation with its number is below the header, on screen and focused", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/solicite-sua-coleta/");
  await fillFirstContact(page, pt, "01310100");
  await expect(field(page, pt.coleta.city)).toHaveValue("São Paulo");
  await page.getByRole("button", { name: pt.coleta.submit }).click();
  const card = page.getByTestId("done-card");
  await expect(card).toBeFocused();
  await expect(card.getByTestId("protocol")).toHaveText(/^COL-\d{4}-\d{6}$/);
  await expect(card.getByRole("heading", { name: pt.coleta.doneTitle })).toBeInViewport({ ratio: 1 });
  await expect(card.getByTestId("protocol")).toBeInViewport({ ratio: 1 });
  await expectBelowHeader(page, card.getByRole("heading", { name: pt.coleta.doneTitle }));
});
