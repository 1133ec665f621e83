import { expect, test, type Page } from "./test";
import { strings } from "./content";

/**
 * Issue 26: a field's error goes as soon as its value is valid, however the value arrives: typed, pasted (a real
 * paste from the clipboard, Control+V) or autofilled (Chromium's autofill sets the value with the native setter
 * and fires `input` and `change`, no keystrokes). Masked fields (CNPJ, CEP, phone) included: their mask used to
 * make the form throw the fresh check away, so a corrected phone kept "Informe um telefone…" and a pasted CNPJ
 * kept "Preencha este campo".
 */
const pt = strings("pt", "formularios");
const { errors } = strings("pt", "validacao");

type Case = { label: string; typed: string; shown: string };

/** The collection form's fields under test: the three masked ones and a plain one, as a person would enter them. */
const coletaFields: Case[] = [
  { label: pt.coleta.cnpj, typed: "11222333000181", shown: "11.222.333/0001-81" },
  { label: pt.coleta.cep, typed: "01310100", shown: "01310-100" },
  { label: pt.coleta.phone, typed: "11987654321", shown: "(11) 98765-4321" },
  { label: pt.coleta.companyName, typed: "Auto Center Paulista", shown: "Auto Center Paulista" },
];

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** The field is marked wrong and its message is announced with it (aria-describedby). */
async function expectError(page: Page, label: string, message: string) {
  await expect(field(page, label)).toHaveAttribute("aria-invalid", "true");
  await expect(field(page, label)).toHaveAccessibleDescription(containing(message));
}

/** The description holds `message` (a field's hint comes before it: the CEP's says it fills the address). */
const containing = (message: string) => new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));

async function expectNoError(page: Page, label: string, message: string) {
  await expect(field(page, label)).not.toHaveAttribute("aria-invalid");
  await expect(field(page, label)).not.toHaveAccessibleDescription(containing(message));
}

/** What Chromium's autofill does to a field: the native value setter, then `input` and `change`. */
async function autofill(page: Page, label: string, value: string) {
  await field(page, label).evaluate((element, text) => {
    const input = element as HTMLInputElement;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, text);
    input.dispatchEvent(new Event("input", { bubbles: true }));
    input.dispatchEvent(new Event("change", { bubbles: true }));
  }, value);
}

/** A real paste: the text goes to the system clipboard, then Control+V in the focused field. */
async function paste(page: Page, label: string, value: string) {
  await page.evaluate((text) => navigator.clipboard.writeText(text), value);
  await field(page, label).focus();
  await page.keyboard.press("Control+V");
}

async function submitEmptyColeta(page: Page) {
  await page.goto("/solicite-sua-coleta/");
  await page.getByRole("button", { name: pt.coleta.submit }).click();
  for (const { label } of coletaFields) await expectError(page, label, errors.required);
}

test.describe("collection form: an error shown after a submit clears when the value becomes valid", () => {
  test("typing", async ({ page }) => {
    await submitEmptyColeta(page);
    for (const { label, typed, shown } of coletaFields) {
      await field(page, label).pressSequentially(typed);
      await expect(field(page, label)).toHaveValue(shown);
      await expectNoError(page, label, errors.required);
    }
  });

  test("typing: a corrected phone loses 'Informe um telefone com DDD'", async ({ page }) => {
    await page.goto("/solicite-sua-coleta/");
    await field(page, pt.coleta.phone).pressSequentially("119876");
    await page.getByRole("button", { name: pt.coleta.submit }).click();
    await expectError(page, pt.coleta.phone, errors.invalid_phone);
    await field(page, pt.coleta.phone).press("End");
    await field(page, pt.coleta.phone).pressSequentially("54321");
    await expect(field(page, pt.coleta.phone)).toHaveValue("(11) 98765-4321");
    await expectNoError(page, pt.coleta.phone, errors.invalid_phone);
  });

  test("pasting", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await submitEmptyColeta(page);
    for (const { label, typed, shown } of coletaFields) {
      await paste(page, label, typed);
      await expect(field(page, label)).toHaveValue(shown);
      await expectNoError(page, label, errors.required);
    }
  });

  test("autofill", async ({ page }) => {
    await submitEmptyColeta(page);
    for (const { label, typed, shown } of coletaFields) {
      await autofill(page, label, typed);
      await expect(field(page, label)).toHaveValue(shown);
      await expectNoError(page, label, errors.required);
    }
  });
});

test("contact form: the phone's error clears on typing, pasting and autofill", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/fale-com-a-gente/");
  const phone = pt.contato.phone;
  await field(page, phone).fill("1198");
  await page.getByRole("button", { name: pt.contato.submit }).click();
  await expectError(page, phone, errors.invalid_phone);
  const ways: [string, () => Promise<void>][] = [
    ["typing", () => field(page, phone).pressSequentially("11987654321")],
    ["pasting", () => paste(page, phone, "11987654321")],
    ["autofill", () => autofill(page, phone, "11987654321")],
  ];
  for (const [way, enter] of ways) {
    await field(page, phone).fill("");
    await field(page, phone).pressSequentially("1198");
    await expectError(page, phone, errors.invalid_phone);
    await field(page, phone).fill("");
    await enter();
    await expect(field(page, phone), way).toHaveValue("(11) 98765-4321");
    await expectNoError(page, phone, errors.invalid_phone);
  }
});
