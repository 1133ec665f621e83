import fs from "node:fs";
import path from "node:path";
import { expect, test } from "./test";
import { strings } from "./content";
import { outboxMessages, signIn, staffAccount } from "./local-backend";

/**
 * Gente's open positions (content/vagas) on the production build with the local backend: the list in each language;
 * a visitor applies with a PDF and gets the reference (and its e-mail), and a member of the people team finds the
 * application in the inbox and downloads the very same file; a file of another type is refused in the page's language
 * and what was typed stays.
 */
type Position = { slug: string; open: boolean; title: Record<"pt" | "en" | "es", string> };
const positions = (
  JSON.parse(fs.readFileSync(path.join(process.cwd(), "content/vagas/vagas.json"), "utf8")) as { positions: Position[] }
).positions.filter((position) => position.open);
const pdf = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n% Marina Castro, curriculo\n%%EOF\n");

for (const language of ["pt", "en", "es"] as const) {
  test(`${language}: /gente/ lists the open positions, each linking to its page`, async ({ page }) => {
    const prefix = language === "pt" ? "" : `/${language}`;
    await page.goto(`${prefix}/gente/`);
    const list = page.getByTestId("open-positions");
    for (const position of positions) {
      const link = list.getByRole("link", { name: position.title[language], exact: true });
      await expect(link).toHaveAttribute("href", `${prefix}/gente/vagas/${position.slug}/`);
    }
    await expect(list.getByRole("listitem")).toHaveCount(positions.length);
  });
}

test("en: a visitor applies with a PDF; the people team sees it in its inbox and downloads the same file", async ({
  page,
}) => {
  const t = strings("en", "formularios").candidatura;
  const position = positions[0];
  await page.goto(`/en/gente/vagas/${position.slug}/`);
  await expect(page.getByRole("heading", { level: 1, name: position.title.en })).toBeVisible();
  await page.getByLabel(t.name, { exact: true }).fill("Marina Castro");
  await page.getByLabel(t.email, { exact: true }).fill("marina.castro@example.com");
  await page.getByLabel(t.linkedin, { exact: true }).fill("https://www.linkedin.com/in/marina-castro");
  await page.getByLabel(t.message, { exact: true }).fill("I have four years of experience in refinery operations.");
  await page
    .getByLabel(t.cv, { exact: true })
    .setInputFiles({ name: "marina.pdf", mimeType: "application/pdf", buffer: pdf });
  await expect(page.getByText(t.uploaded.replace("{{name}}", "marina.pdf"))).toBeVisible();
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: t.submit }).click();
  await expect(page.getByRole("heading", { name: t.doneTitle })).toBeVisible();
  const reference = (await page.getByTestId("reference").textContent()) ?? "";
  expect(reference).toMatch(/^CTT-\d{4}-\d{6}$/);
  await expect
    .poll(() => outboxMessages(reference).map((message) => [message.to, message.subject]))
    .toContainEqual(["marina.castro@example.com", `We have received your application ${reference}`]);

  const bo = strings("pt", "backoffice");
  const next = `/area-cliente/mensagens/${reference}/`;
  await page.goto(`/login/?next=${encodeURIComponent(next)}`);
  const account = staffAccount("gente");
  await signIn(page, strings("pt", "conta"), account.email, account.password);
  await expect(page.getByRole("heading", { name: bo.message.title.replace("{{reference}}", reference) })).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: bo.message.cvDownload.replace("{{name}}", "marina.pdf") }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`curriculo-${reference}.pdf`);
  expect(fs.readFileSync(await file.path())).toEqual(pdf);
});

test("pt: a file that is not PDF or DOCX is refused with a translated message, keeping what was typed", async ({
  page,
}) => {
  const t = strings("pt", "formularios").candidatura;
  const errors = strings("pt", "validacao").errors;
  await page.goto(`/gente/vagas/${positions[1].slug}/`);
  await page.getByLabel(t.name, { exact: true }).fill("João Ribeiro");
  await page.getByLabel(t.message, { exact: true }).fill("Tenho curso técnico em química e experiência em turnos.");
  const uploads: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "GET") uploads.push(request.url());
  });
  await page
    .getByLabel(t.cv, { exact: true })
    .setInputFiles({ name: "foto.png", mimeType: "image/png", buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]) });
  await expect(page.getByText(errors.file_type)).toBeVisible();
  await expect(page.getByLabel(t.name, { exact: true })).toHaveValue("João Ribeiro");
  await expect(page.getByLabel(t.message, { exact: true })).toHaveValue(
    "Tenho curso técnico em química e experiência em turnos.",
  );
  expect(uploads.filter((url) => url.includes("/contato"))).toEqual([]);
});
