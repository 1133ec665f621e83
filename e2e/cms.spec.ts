import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./test";
import { startDecapServer } from "./decap-server";
import { posts } from "./blog-content";

/**
 * /admin/ on the production build against a real decap-server (file-system mode) that serves a temporary
 * copy of content/, so saving in the test never touches the repository.
 */
let server: ChildProcess | undefined;
let port = 0;
let repo = "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), "circulare-cms-"));
  fs.cpSync("content", path.join(repo, "content"), { recursive: true });
  ({ port, process: server } = await startDecapServer(repo));
});

test.afterAll(() => {
  server?.kill();
  if (repo) fs.rmSync(repo, { recursive: true, force: true });
});

test("/admin/ loads Decap CMS against the local decap-server and lists the posts", async ({ page }) => {
  await page.goto(`/admin/?decap-server=${port}`);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByRole("heading", { name: "Artigos" })).toBeVisible({ timeout: 20_000 });
  for (const post of posts("pt").slice(0, 3)) {
    await expect(page.getByText(post.title, { exact: false }).first()).toBeVisible();
  }
  await page.getByRole("link", { name: "Editorias" }).click();
  await expect(page.getByText("Fala, especialista")).toBeVisible();
});

test("an edit saved in /admin/ lands in the content files", async ({ page }) => {
  await page.goto(`/admin/?decap-server=${port}#/collections/editorias/entries/siga-bem`);
  await page.getByRole("button", { name: "Entrar" }).click();
  const field = page.locator("textarea").first();
  await expect(field).toHaveValue(/Segurança e boas práticas/, { timeout: 20_000 });
  await field.fill("Segurança, boas práticas e direção: um texto novo salvo pelo teste.");
  await page.getByRole("button", { name: "Publicar" }).click();
  await page.getByText("Publicar agora").click();
  // decap-server writes the file in place (truncate, then write): a read in between finds it empty or cut, and
  // is read again rather than failing the test (CI-H: "Unexpected end of JSON input").
  const description = () => {
    try {
      return (
        JSON.parse(fs.readFileSync(path.join(repo, "content/editorias/siga-bem.pt.json"), "utf8")) as {
          description?: string;
        }
      ).description;
    } catch {
      return undefined;
    }
  };
  await expect
    .poll(description, { timeout: 15_000 })
    .toBe("Segurança, boas práticas e direção: um texto novo salvo pelo teste.");
});
