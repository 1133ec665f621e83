import fs from "node:fs";
import path from "node:path";
import { expect, test } from "./test";
import { jsBudgetFor as budgetFor, jsBudgetKb } from "../scripts/lib/budgets";
import { gzipSize, loadedScripts, toKb as kb } from "../scripts/lib/page-scripts";
import { createCustomer, signIn, uniqueEmail } from "./local-backend";
import { strings } from "./content";

/**
 * JavaScript budgets (scripts/lib/budgets.ts), gzip of every script a page loads, inline ones included. Measured
 * twice: from every built page's HTML (each script it names), and in the browser for the pages that load
 * more after start-up (forms, sign-in, the signed-in customer area).
 */
const publicDir = path.resolve("public");

function builtPages(dir = publicDir, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!["_gatsby", "page-data", "admin", "pagefind", "static"].includes(entry.name)) builtPages(full, found);
    } else if (entry.name === "index.html") found.push(full);
  }
  return found;
}

test("every built page's scripts stay within its budget", () => {
  const cache = new Map<string, number>();
  const pages = builtPages();
  expect(pages.length).toBeGreaterThan(250);
  const over: string[] = [];
  let homeKb = 0;
  for (const file of pages) {
    const html = fs.readFileSync(file, "utf8");
    const urlPath = `/${path.relative(publicDir, path.dirname(file)).split(path.sep).join("/")}/`.replace(
      /^\/\/$/,
      "/",
    );
    let bytes = 0;
    for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      const src = /\bsrc="([^"]+)"/.exec(match[1])?.[1];
      if (/type="application\/(ld\+)?json"/.test(match[1])) continue;
      if (src) {
        if (!cache.has(src)) cache.set(src, gzipSize(fs.readFileSync(path.join(publicDir, src))));
        bytes += cache.get(src)!;
      } else {
        bytes += gzipSize(match[2]);
      }
    }
    if (urlPath === "/") homeKb = kb(bytes);
    if (kb(bytes) > budgetFor(urlPath)) over.push(`${urlPath}: ${kb(bytes)} KB > ${budgetFor(urlPath)} KB`);
  }
  expect(homeKb).toBeGreaterThan(40); // the measurement sees the real scripts
  expect(over).toEqual([]);
});

for (const url of [
  "/",
  "/en/",
  "/es/",
  "/nossa-essencia/",
  "/blog/o-que-e-oluc/",
  "/solicite-sua-coleta/",
  "/en/fale-com-a-gente/",
  "/lei-lgpd/",
  "/en/lei-lgpd/confirmar/",
  "/login/",
  "/es/area-cliente/criar-conta/",
]) {
  test(`${url} loads at most ${budgetFor(url)} KB of JavaScript in the browser`, async ({ page }) => {
    const { kb: loaded } = await loadedScripts(page, url);
    test.info().annotations.push({ type: "JS gzip", description: `${url}: ${loaded} KB` });
    expect(loaded).toBeGreaterThan(40);
    expect(loaded).toBeLessThanOrEqual(budgetFor(url));
  });
}

test(`the signed-in customer area loads at most ${jsBudgetKb.customerArea} KB of JavaScript`, async ({ page }) => {
  const conta = strings("pt", "conta");
  const email = uniqueEmail("budget");
  await createCustomer(email, "Circulare-2026x", "Budget Test");
  await page.goto("/login/");
  await signIn(page, conta, email, "Circulare-2026x");
  await expect(page.getByRole("button", { name: conta.area.signOut, exact: true })).toBeVisible();
  for (const url of ["/area-cliente/", "/area-cliente/documentos/", "/area-cliente/perfil/"]) {
    const { kb: loaded } = await loadedScripts(page, url);
    test.info().annotations.push({ type: "JS gzip", description: `${url} (signed in): ${loaded} KB` });
    await expect(page.getByRole("button", { name: conta.area.signOut, exact: true })).toBeVisible();
    expect(loaded, url).toBeGreaterThan(jsBudgetKb.publicPage / 2);
    expect(loaded, url).toBeLessThanOrEqual(jsBudgetKb.customerArea);
  }
});
