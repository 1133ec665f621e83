/**
 * Draws the standard pages' illustrations (flat-vector scenes in SVG, rendered to JPEG with sharp, nothing
 * downloaded), in the blog covers' palette and bands: `npx tsx scripts/make-page-images.mts [--force]`.
 * Writes content/uploads/paginas/<name>.jpg (1600×1200, 4:3) for every picture of the manifest imagens.json
 * (file, subject, alt text in pt/en/es: the texts are content, read from there), heroes and spares alike, each
 * from the scene of its name. Existing JPEGs are kept unless --force. Editors may replace any picture with a
 * photo through the CMS.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { readPictures } from "./lib/page-images/pictures";
import { scenes } from "./lib/page-images/scenes";

const root = process.cwd();
const force = process.argv.includes("--force");
const dir = path.join(root, "content/uploads/paginas");

/** What each picture shows, and its alternative text in each language (8 to 20 words): content/uploads/paginas/imagens.json. */
const pictures = readPictures(dir);

const isScene = (name: string): name is keyof typeof scenes => Object.hasOwn(scenes, name);

function check(): void {
  const names = new Set(pictures.map((picture) => picture.name));
  const missing = Object.keys(scenes).filter((name) => !names.has(name));
  const unknown = pictures.filter((picture) => !isScene(picture.name)).map((picture) => picture.name);
  if (missing.length || unknown.length || names.size !== pictures.length)
    throw new Error(
      `scenes without texts, texts without a scene or texts twice: ${[...missing, ...unknown].join(", ")}`,
    );
  for (const { name, alt } of pictures)
    for (const [language, text] of Object.entries(alt)) {
      const words = text.split(/\s+/).length;
      if (words < 8 || words > 20) throw new Error(`${name}: the ${language} alt has ${words} words (8 to 20)`);
    }
}

async function main(): Promise<void> {
  check();
  fs.mkdirSync(dir, { recursive: true });
  for (const { name } of pictures) {
    if (!isScene(name)) continue; // check() has refused it
    const file = path.join(dir, `${name}.jpg`);
    if (!force && fs.existsSync(file)) continue;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200" viewBox="0 0 1600 1200">${scenes[name]()}</svg>`;
    await sharp(Buffer.from(svg)).jpeg({ quality: 80, mozjpeg: true }).toFile(file);
    console.log(`wrote ${path.relative(root, file)} (${Math.round(fs.statSync(file).size / 1024)} KB)`);
  }
}

await main();
