import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { Locator } from "@playwright/test";
import { expect, test } from "./test";
import { freePort } from "../amplify/local/ports";
import { buildSite, copySite, type TempSite } from "../scripts/lib/temp-site";
import { renderPdf } from "../amplify/functions/coleta-api/pdf/file";
import { applyBuildBChanges, sharedBuildB } from "./two-builds";
import { strings } from "./content";
import { pageContentSchema } from "../src/content/page-content-schema";

/**
 * The editor's whole loop, as in production (publish, then the host rebuilds): /admin/ (the CMS of the build
 * under test) saves through a real decap-server into a temporary copy of the project, the copy is built with
 * `npm run build`, and its public/ is served by scripts/serve.ts. The rebuilt pages must show an English body
 * edited in the Markdown editor, a new Portuguese post with the cover uploaded in the media library, a page's
 * hero title and image changed in "Páginas", the phone changed in the site settings and a new investor document
 * with a PDF per language.
 * Nothing of the working tree (content/, public/, .cache/) is touched. `npm run test:cms` (minutes: a build).
 */
const editedSlug = "bacia-de-contencao";
const addedSentence = "Edited in the CMS by the rebuild test: check the bund after every heavy rain.";
const newTitle = "Um artigo novo escrito pelo teste do CMS";
const newSlug = "um-artigo-novo-escrito-pelo-teste-do-cms";
const newBody = "Primeiro paragrafo do artigo novo, escrito no editor do CMS e publicado pela reconstrucao.";
const coverAlt = "Um retangulo magenta liso";
const coverName = "capa-teste-cms.jpg";
/** The cover's one colour, looked for in the rebuilt page's image. */
const magenta = { r: 200, g: 30, b: 160 };
const heroTitle = "G2 com título trocado pelo teste do CMS";
const heroImageName = "heroi-teste-cms.jpg";
const heroAlt = "Um retângulo verde liso trocado pelo teste";
const green = { r: 30, g: 170, b: 70 };
const newPhone = "+55 11 5555-0199";
const certificateLead =
  "Confira aqui, pelo código impresso, se um certificado de coleta é autêntico (texto do teste do CMS).";
const documentTitles = {
  pt: "Comunicado de teste do CMS",
  en: "CMS test notice",
  es: "Comunicado de prueba del CMS",
} as const;
const documentSlug = "comunicado-de-teste-do-cms";

// The test's time is for the build; a control missing from the CMS fails in seconds, not at the test's end.
test.use({ actionTimeout: 20_000, navigationTimeout: 30_000 });

let site: TempSite | undefined;
const children: ChildProcess[] = [];

const answers = async (url: string, init?: RequestInit) => {
  try {
    return (await fetch(url, init)).status;
  } catch {
    return 0;
  }
};

/** The picture shown is the uploaded one: the centre pixel of the image as the browser decoded it has its colour. */
async function expectCentreColour(image: Locator, colour: { r: number; g: number; b: number }) {
  const centre = await image.evaluate((element: HTMLImageElement) => {
    const canvas = document.createElement("canvas");
    canvas.width = element.naturalWidth;
    canvas.height = element.naturalHeight;
    const context = canvas.getContext("2d")!;
    context.drawImage(element, 0, 0);
    const [r, g, b] = context.getImageData(Math.floor(canvas.width / 2), Math.floor(canvas.height / 2), 1, 1).data;
    return { r, g, b };
  });
  for (const channel of ["r", "g", "b"] as const) expect(Math.abs(centre[channel] - colour[channel])).toBeLessThan(12);
}

let built = false;
test.afterAll(() => {
  for (const child of children) child.kill();
  // The copy's build is the service worker update test's build B (e2e/two-builds.ts): one build for both. Run again
  // (--repeat-each), the newest build replaces the one an earlier run left.
  if (site && built) {
    fs.rmSync(sharedBuildB, { recursive: true, force: true });
    fs.renameSync(path.join(site.dir, "public"), sharedBuildB);
  }
  site?.remove();
});

test("posts, a page's hero, the company settings and a new document edited in /admin/ appear on the rebuilt site", async ({
  page,
}) => {
  test.setTimeout(12 * 60_000);
  site = copySite("circulare-cms-rebuild-");
  const dir = site.dir;
  // Also the service worker update test's build B (a changed home title and page code; nothing checked here).
  applyBuildBChanges(dir);

  const decapPort = await freePort();
  children.push(
    spawn(process.execPath, [path.resolve("node_modules/decap-server/dist/index.js")], {
      env: {
        ...process.env,
        PORT: String(decapPort),
        BIND_HOST: "localhost",
        MODE: "fs",
        GIT_REPO_DIRECTORY: dir,
        LOG_LEVEL: "error",
      },
      stdio: "ignore",
    }),
  );
  const info = {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ action: "info" }),
  };
  await expect.poll(() => answers(`http://localhost:${decapPort}/api/v1`, info), { timeout: 15_000 }).toBe(200);

  await test.step("edit the English body of a post in the Markdown editor", async () => {
    await page.goto(`/admin/?decap-server=${decapPort}#/collections/posts/entries/${editedSlug}`);
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(page.getByRole("button", { name: "Escrevendo em EN" })).toBeVisible({ timeout: 20_000 });
    // Two panes side by side, pt then en; each has one Markdown (Slate) editor.
    const english = page.locator("[data-slate-editor]").nth(1);
    await expect(english).toContainText("A containment bund is the last barrier");
    await english.locator("p").last().click();
    await page.keyboard.press("Control+End");
    await page.keyboard.type(` ${addedSentence}`);
    await page.getByRole("button", { name: "Publicar" }).click();
    await page.getByText("Publicar agora").click();
    await expect
      .poll(() => fs.readFileSync(path.join(dir, `content/posts/${editedSlug}.en.md`), "utf8"), { timeout: 15_000 })
      .toContain(addedSentence);
  });

  await test.step("create a Portuguese post with an uploaded cover", async () => {
    const jpeg = await sharp({ create: { width: 1280, height: 720, channels: 3, background: magenta } })
      .jpeg({ quality: 90 })
      .toBuffer();
    await page.goto(`/admin/?decap-server=${decapPort}#/collections/posts/new`);
    await expect(page.getByRole("button", { name: "Escrevendo em PT" })).toBeVisible({ timeout: 20_000 });
    // Only the Portuguese pane: the post exists in pt alone.
    await page.getByRole("button", { name: "Mudar i18n" }).click();
    await expect(page.getByRole("button", { name: "Escrevendo em EN" })).toBeHidden();
    await page.getByRole("textbox", { name: "Título" }).fill(newTitle);
    await page.getByRole("button", { name: "Set date to now" }).click();
    await page.getByRole("combobox", { name: "Editoria" }).fill("Siga");
    await page.getByRole("option", { name: "Siga bem" }).click();
    await page.getByRole("combobox", { name: "Autor" }).fill("Marcos");
    await page.getByRole("option", { name: "Marcos Tavares" }).click();
    await page.getByRole("button", { name: "Escolha uma imagem" }).click();
    const library = page.getByRole("dialog");
    await library.locator("input[type=file]").setInputFiles({ name: coverName, mimeType: "image/jpeg", buffer: jpeg });
    // The upload comes back selected.
    await expect(library.getByText(coverName)).toBeVisible();
    await library.getByRole("button", { name: "Escolher selecionado" }).click();
    await expect(library).toBeHidden();
    await page.getByRole("textbox", { name: /Descrição da capa/ }).fill(coverAlt);
    await page
      .getByRole("textbox", { name: /Resumo/ })
      .fill(
        "Um resumo escrito pelo teste de ponta a ponta do CMS, longo o bastante para parecer o resumo de um artigo do blog.",
      );
    await page.locator("[data-slate-editor]").first().click();
    await page.keyboard.type(newBody);
    await page.getByRole("button", { name: "Publicar" }).click();
    await page.getByText("Publicar agora").click();
    await expect
      .poll(() => fs.existsSync(path.join(dir, `content/posts/${newSlug}.pt.md`)), { timeout: 15_000 })
      .toBe(true);
    await expect
      .poll(() => fs.existsSync(path.join(dir, `content/posts/covers/${coverName}`)), { timeout: 15_000 })
      .toBe(true);
    // The CMS also writes en and es files holding only the shared fields: not translated, so no page.
    expect(fs.readFileSync(path.join(dir, `content/posts/${newSlug}.en.md`), "utf8")).not.toMatch(/^title:/m);
  });

  await test.step("change a page's hero title and image in Páginas – português", async () => {
    const jpeg = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: green } })
      .jpeg({ quality: 90 })
      .toBuffer();
    // A fresh load of the CMS: after another entry's editor, a hash change alone left this form empty.
    await page.goto("about:blank");
    await page.goto(`/admin/?decap-server=${decapPort}#/collections/paginas-pt/entries/g2`);
    const title = page.getByRole("textbox", { name: "Título (H1)" });
    await expect(title).toHaveValue(/G2/, { timeout: 20_000 });
    await title.fill(heroTitle);
    await page.getByRole("button", { name: "Escolha uma imagem diferente" }).first().click();
    const library = page.getByRole("dialog");
    await library
      .locator("input[type=file]")
      .setInputFiles({ name: heroImageName, mimeType: "image/jpeg", buffer: jpeg });
    await expect(library.getByText(heroImageName)).toBeVisible();
    await library.getByRole("button", { name: "Escolher selecionado" }).click();
    await expect(library).toBeHidden();
    await page
      .getByRole("textbox", { name: /Descrição da imagem/ })
      .first()
      .fill(heroAlt);
    await page.getByRole("button", { name: "Publicar" }).click();
    await page.getByText("Publicar agora").click();
    const file = path.join(dir, "locales/pt/g2.json");
    await expect.poll(() => fs.readFileSync(file, "utf8"), { timeout: 15_000 }).toContain(heroTitle);
    // Everything else in the file is as it was: the sections, and keys the CMS has no field for.
    const before = pageContentSchema.parse(strings("pt", "g2"));
    const expected = {
      ...before,
      hero: { ...before.hero, title: heroTitle, image: { src: `paginas/${heroImageName}`, alt: heroAlt } },
    };
    expect(JSON.parse(fs.readFileSync(file, "utf8"))).toEqual(expected);
    expect(fs.existsSync(path.join(dir, `content/uploads/paginas/${heroImageName}`))).toBe(true);
  });

  await test.step("a page with texts the CMS has no field for (a form's labels) keeps them when saved", async () => {
    await page.goto("about:blank");
    await page.goto(`/admin/?decap-server=${decapPort}#/collections/paginas-pt/entries/verificar-certificado`);
    const lead = page.getByRole("textbox", { name: "Texto de abertura" });
    await expect(lead).not.toHaveValue("", { timeout: 20_000 });
    await lead.fill(certificateLead);
    await page.getByRole("button", { name: "Publicar" }).click();
    await page.getByText("Publicar agora").click();
    const file = path.join(dir, "locales/pt/verificar-certificado.json");
    await expect.poll(() => fs.readFileSync(file, "utf8"), { timeout: 15_000 }).toContain(certificateLead);
    const before = strings("pt", "verificar-certificado");
    expect(before.form).toBeTruthy();
    expect(JSON.parse(fs.readFileSync(file, "utf8"))).toEqual({
      ...before,
      hero: { ...before.hero, lead: certificateLead },
    });
  });

  await test.step("change the phone in the site settings", async () => {
    // A fresh load of the CMS: after another entry's editor, a hash change alone left this form empty.
    await page.goto("about:blank");
    await page.goto(`/admin/?decap-server=${decapPort}#/collections/settings/entries/site`);
    const phone = page.getByRole("textbox", { name: /^Telefone/ });
    await expect(phone).toHaveValue(/5555-0100/, { timeout: 20_000 });
    await phone.fill(newPhone);
    await page.getByRole("button", { name: "Publicar" }).click();
    await page.getByText("Publicar agora").click();
    await expect
      .poll(() => fs.readFileSync(path.join(dir, "content/settings/site.json"), "utf8"), { timeout: 15_000 })
      .toContain(newPhone);
  });

  await test.step("add an investor document with a PDF in each language", async () => {
    // A fresh load of the CMS: after another entry's editor, a hash change alone left this form empty.
    await page.goto("about:blank");
    await page.goto(`/admin/?decap-server=${decapPort}#/collections/documents/new`);
    await expect(page.getByRole("button", { name: "Escrevendo em PT" })).toBeVisible({ timeout: 20_000 });
    // The new post above was written in Portuguese alone ("Mudar i18n"), and Decap remembers that: both panes again.
    if ((await page.getByRole("button", { name: "Escrevendo em EN" }).count()) === 0)
      await page.getByRole("button", { name: "Mudar i18n" }).click();
    await expect(page.getByRole("button", { name: "Escrevendo em EN" })).toBeVisible();
    const upload = async (index: number, language: "pt" | "en" | "es") => {
      await page.getByRole("button", { name: "Escolha um arquivo" }).nth(index).click();
      const library = page.getByRole("dialog");
      const name = `${documentSlug}.${language}.pdf`;
      const pdf = renderPdf(documentTitles[language], ["Documento de teste", language], {
        issuedAt: "2026-11-20T12:00:00.000Z",
        subject: language,
      });
      await library.locator("input[type=file]").setInputFiles({ name, mimeType: "application/pdf", buffer: pdf });
      await expect(library.getByText(name)).toBeVisible();
      await library.getByRole("button", { name: "Escolher selecionado" }).click();
      await expect(library).toBeHidden();
    };
    const fill = async (index: number, language: "pt" | "en" | "es") => {
      await page.getByRole("textbox", { name: "Título" }).nth(index).fill(documentTitles[language]);
      await upload(index, language);
      await page
        .getByRole("textbox", { name: /Resumo/ })
        .nth(index)
        .fill(`${documentTitles[language]}: um resumo de teste.`);
    };
    await fill(0, "pt");
    await page.getByRole("button", { name: "Set date to now" }).first().click();
    await page
      .getByRole("combobox", { name: /Categoria/ })
      .first()
      .fill("Debêntures");
    await page.getByRole("option", { name: "Debêntures verdes (bonds)" }).click();
    await fill(1, "en");
    await page.getByRole("button", { name: "Escrevendo em EN" }).click();
    await page.getByRole("menuitem", { name: "es", exact: true }).click();
    await expect(page.getByRole("button", { name: "Escrevendo em ES" })).toBeVisible();
    await fill(1, "es");
    await page.getByRole("button", { name: "Publicar" }).click();
    await page.getByText("Publicar agora").click();
    for (const language of ["pt", "en", "es"] as const) {
      await expect
        .poll(() => fs.existsSync(path.join(dir, `content/investor-documents/${documentSlug}.${language}.json`)), {
          timeout: 15_000,
        })
        .toBe(true);
      // The CMS saves the entry and its media in separate requests: the PDF may land after the entry.
      await expect
        .poll(() => fs.existsSync(path.join(dir, `content/investor-documents/files/${documentSlug}.${language}.pdf`)), {
          timeout: 15_000,
        })
        .toBe(true);
    }
  });

  await test.step("rebuild the copy", async () => {
    const seconds = await buildSite(dir, { timeoutMs: 9 * 60_000 });
    built = true;
    test.info().annotations.push({ type: "build", description: `${seconds.toFixed(1)} s` });
  });

  const sitePort = await freePort();
  children.push(
    spawn(path.resolve("node_modules/.bin/tsx"), ["scripts/serve.ts"], {
      cwd: dir,
      env: { ...process.env, PORT: String(sitePort), HOST: "localhost" },
      stdio: "ignore",
    }),
  );
  const origin = `http://localhost:${sitePort}`;
  await expect.poll(() => answers(`${origin}/`), { timeout: 20_000 }).toBe(200);

  await test.step("the English post shows the edited body", async () => {
    await page.goto(`${origin}/en/blog/${editedSlug}/`);
    await expect(page.locator("article").first()).toContainText(addedSentence);
  });

  await test.step("the new post is on the blog with its cover", async () => {
    await page.goto(`${origin}/blog/`);
    await expect(page.getByRole("link", { name: newTitle }).first()).toBeVisible();
    await page.goto(`${origin}/blog/${newSlug}/`);
    await expect(page.getByRole("heading", { level: 1, name: newTitle })).toBeVisible();
    await expect(page.locator("article").first()).toContainText(newBody);
    expect((await page.request.get(`${origin}/en/blog/${newSlug}/`)).status()).toBe(404);
    const cover = page.getByRole("img", { name: coverAlt });
    await cover.scrollIntoViewIfNeeded();
    await expect
      .poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), {
        timeout: 10_000,
      })
      .toBeGreaterThan(0);
    const source = await cover.evaluate((image: HTMLImageElement) => image.currentSrc);
    expect(new URL(source).origin).toBe(origin);
    const response = await page.request.get(source);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^image\//);
    // The picture is the uploaded one: its centre has the cover's colour.
    await expectCentreColour(cover, magenta);
  });

  await test.step("the page shows its new hero title and image", async () => {
    await page.goto(`${origin}/g2/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heroTitle);
    const image = page.locator("main").getByRole("img", { name: heroAlt });
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth), {
        timeout: 10_000,
      })
      .toBeGreaterThan(0);
    await expectCentreColour(image, green);
    // The other languages keep their own titles.
    await page.goto(`${origin}/en/g2/`);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(heroTitle);
    // The certificate page has its new lead and still its form, whose labels the CMS never showed.
    await page.goto(`${origin}/verificar-certificado/`);
    await expect(page.locator("main")).toContainText(certificateLead);
    await expect(page.locator("main form")).toBeVisible();
  });

  await test.step("the footer and the contact page show the new phone", async () => {
    const digits = newPhone.replace(/\D/g, "");
    for (const pathname of ["/", "/es/fale-com-a-gente/"]) {
      await page.goto(`${origin}${pathname}`);
      await expect(page.locator("footer").locator(`a[href="tel:+${digits}"]`)).toContainText(newPhone);
    }
    await expect(page.locator("main")).toContainText(newPhone);
    await expect(page.locator("main").locator(`a[href="tel:+${digits}"]`)).toBeVisible();
  });

  await test.step("the bonds page lists the new document in each language, with its PDF", async () => {
    for (const language of ["pt", "en", "es"] as const) {
      await page.goto(`${origin}${language === "pt" ? "" : `/${language}`}/informacoes-bonds/`);
      const item = page.locator(`[data-document="${documentSlug}"]`);
      await expect(item).toContainText(documentTitles[language]);
      await expect(item.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
      const href = await item.getByRole("link").getAttribute("href");
      const response = await page.request.get(`${origin}${href}`);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/application\/pdf/);
      expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
    }
  });
});
