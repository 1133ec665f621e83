// @vitest-environment node
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { readLocale } from "../../src/__tests__/locales";
import type { Language } from "../../src/config/languages";

/** The page illustrations drawn by scripts/make-page-images.mts, and the hero image each standard page shows. */
const uploads = path.join(process.cwd(), "content", "uploads");
const folder = path.join(uploads, "paginas");
const languages = ["pt", "en", "es"] as const;

interface Picture {
  file: string;
  subject: string;
  alt: Record<(typeof languages)[number], string>;
}
const manifest = JSON.parse(fs.readFileSync(path.join(folder, "imagens.json"), "utf8")) as Picture[];

const namespaces = [
  "assessoria-ambiental",
  "coleta-de-oleo-lubrificante-usado",
  "coleta-e-destinacao-de-residuos",
  "fale-com-a-gente",
  "fale-com-ri",
  "fornecedores",
  "g2",
  "gente",
  "gestao-de-residuos",
  "gestao-total-de-residuos",
  "grau-alimenticio",
  "home",
  "informacoes-bonds",
  "informacoes-financeiras",
  "lei-lgpd",
  "lw-volt",
  "lwoma",
  "multilingual",
  "nossa-essencia",
  "nossas-solucoes",
  "oleos-de-alta-performance",
  "projeto-h",
  "scrap-produtivo-e-descaracterizacao",
  "seja-um-fornecedor",
  "show-case",
  "solicite-sua-coleta",
  "sustentabilidade",
  "transbordo-de-residuos",
  "verificar-certificado",
  "politica-de-privacidade",
];
const heroImage = (language: Language, ns: string) => {
  const content = readLocale(language, ns) as { hero: { image?: { src?: unknown; alt?: unknown } } };
  return content.hero.image;
};

describe("page illustrations", () => {
  it("the manifest names each picture once, with a subject and an alt text in pt, en and es", () => {
    expect(manifest.length).toBeGreaterThan(0);
    expect(new Set(manifest.map((picture) => picture.file)).size).toBe(manifest.length);
    for (const picture of manifest) {
      expect(picture.file, picture.file).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*\.jpg$/);
      expect(picture.subject.trim(), picture.file).not.toBe("");
      for (const language of languages)
        expect(picture.alt[language]?.trim(), `${picture.file} ${language}`).toBeTruthy();
    }
  });

  it("every JPEG in the folder is in the manifest", () => {
    const files = fs.readdirSync(folder).filter((file) => file.endsWith(".jpg"));
    expect(files.sort()).toEqual(manifest.map((picture) => picture.file).sort());
  });

  it.each(manifest.map((picture) => picture.file))("%s is a 1600×1200 JPEG under 250 KB", async (file) => {
    const full = path.join(folder, file);
    expect(fs.existsSync(full), `${file} exists`).toBe(true);
    const { format, width, height } = await sharp(full).metadata();
    expect({ format, width, height }).toEqual({ format: "jpeg", width: 1600, height: 1200 });
    expect(fs.statSync(full).size).toBeLessThan(250 * 1024);
  });

  it("keeps spare pictures that no hero uses, for image-and-text sections", () => {
    const heroes = new Set(namespaces.map((ns) => String(heroImage("pt", ns)?.src)));
    expect(manifest.filter((picture) => !heroes.has(`paginas/${picture.file}`)).length).toBeGreaterThanOrEqual(6);
  });
});

describe("hero images", () => {
  it.each(namespaces)("%s has a hero image in pt, en and es that exists, with alt text in each language", (ns) => {
    const images = languages.map((language) => ({ language, image: heroImage(language, ns) }));
    for (const { language, image } of images) {
      expect(image, `${language}/${ns}.json hero.image`).toBeDefined();
      expect(typeof image?.src, `${language}/${ns}.json hero.image.src`).toBe("string");
      expect(
        fs.existsSync(path.join(uploads, String(image?.src))),
        `${language}/${ns}: ${String(image?.src)} exists under content/uploads/`,
      ).toBe(true);
      expect(typeof image?.alt === "string" && image.alt.trim() !== "", `${language}/${ns}.json hero.image.alt`).toBe(
        true,
      );
    }
    const [pt, en, es] = images.map(({ image }) => image);
    expect(en?.src, `${ns}: the same picture in every language`).toBe(pt?.src);
    expect(es?.src, `${ns}: the same picture in every language`).toBe(pt?.src);
    expect(en?.alt, `${ns}: the English alt is written in English`).not.toBe(pt?.alt);
  });
});
