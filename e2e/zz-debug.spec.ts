import { test } from "./test";
test("debug", async ({ page }) => {
  page.on("console", (m) => console.log("PAGE", m.text()));
  await page.goto("/solicite-sua-coleta/");
  await page.locator('form[aria-labelledby="coleta-form"] button[type=submit]').click();
  await page.waitForTimeout(500);
  const cnpj = page.locator('input[name="company.cnpj"]');
  await cnpj.evaluate((el) => console.log("before", el.getAttribute("aria-invalid")));
  await cnpj.pressSequentially("11222333000181");
  await page.locator('input[name="address.cep"]').pressSequentially("01310100");
  await page.locator('input[name="contact.phone"]').pressSequentially("11987654321");
  await page.locator('input[name="company.name"]').pressSequentially("Auto");
  await page.waitForTimeout(500);
  console.log(await page.evaluate(() => localStorage.getItem("circulare:coleta-draft")));
  await page.waitForTimeout(500);
  for (const name of ["company.cnpj", "company.name", "contact.phone", "address.cep"]) {
    const el = page.locator(`input[name="${name}"]`);
    const d = await el.evaluate((e) => [e.getAttribute("aria-invalid"), (e as HTMLInputElement).value, document.getElementById(e.getAttribute("aria-describedby") ?? "x")?.textContent]);
    console.log(name, JSON.stringify(d));
  }
});
