/**
 * Draws the blog's cover illustrations and author portraits (SVG rendered to JPEG with sharp) so no image is
 * downloaded: `tsx scripts/make-blog-images.ts`. Covers: content/posts/covers/<slug>.jpg, 1200×675, the
 * editoria's colour with soft curved bands and the post's motif as a white line icon. Portraits:
 * content/authors/portraits/<slug>.jpg, 400×400 illustrated busts. Existing files are kept unless --force.
 * Editors may replace any of them with a photo through the CMS.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { parseFrontMatter } from "../src/content/front-matter";
import { iconPaths, type IconName } from "../src/styles/icon-paths";

const root = process.cwd();
const force = process.argv.includes("--force");

const editoriaColours: Record<string, [string, string]> = {
  "cliente-circulare": ["#1d4f91", "#3a78c9"],
  "fala-especialista": ["#14213d", "#2f3e6b"],
  oluc: ["#0b5d61", "#13878b"],
  "por-dentro-da-circulare": ["#9a5b00", "#d08a16"],
  "siga-bem": ["#b5410b", "#f26b1d"],
  sustentabilidade: ["#1f6b3a", "#3a9a5b"],
};

/** The motif of each post (docs/blog-brief.md); a post not listed gets one from its editoria. */
const motifs: Record<string, IconName> = {
  "o-que-e-oluc": "drop",
  "conama-362-guia-do-gerador": "document",
  "coletor-autorizado-anp": "shield",
  "certificado-de-coleta-cco": "check",
  "oleo-contaminado-com-agua": "flask",
  "logistica-reversa-de-lubrificantes": "recycle",
  "como-funciona-o-rerrefino": "factory",
  "oleo-basico-grupo-ii": "drop",
  "analise-de-oleo-em-servico": "flask",
  "fluidos-dieletricos-transformadores": "bolt",
  "lubrificantes-grau-alimenticio-h1": "check",
  "pgrs-plano-de-gerenciamento": "document",
  "armazenamento-seguro-oficina": "lock",
  "bacia-de-contencao": "shield",
  "vazamento-de-oleo-o-que-fazer": "drop",
  "epi-para-manuseio-de-oleo": "users",
  "direcao-defensiva-na-coleta": "truck",
  "filtros-e-embalagens-contaminadas": "recycle",
  "economia-circular-do-oleo": "recycle",
  "pegada-de-carbono-do-rerrefino": "leaf",
  "um-litro-de-oleo-contamina": "drop",
  "debentures-verdes": "chart",
  "relatorio-de-sustentabilidade-2025": "document",
  "aterro-zero-na-industria": "globe",
  "um-dia-na-planta-de-paulinia": "factory",
  "projeto-h-formacao": "users",
  "frota-de-coleta": "truck",
  "laboratorio-de-qualidade": "flask",
  "auditorias-iso-14001-e-9001": "check",
  "nova-base-operacional": "pin",
  "auto-center-serra-azul": "check",
  "transportadora-rota-sul": "truck",
  "metalurgica-vale-do-aco": "factory",
  "rede-de-postos-horizonte": "pin",
  "laticinios-campo-verde": "leaf",
  "concessionaria-nova-estrada": "recycle",
};

/** A small deterministic number generator, so the same slug always gives the same picture. */
function random(seed: string): () => number {
  let h = 2166136261;
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507) ^ Math.imul(h ^ (h >>> 13), 3266489909);
    return ((h >>>= 0) % 10000) / 10000;
  };
}

export function coverSvg(slug: string, editoria: string, motif: IconName): string {
  const [dark, light] = editoriaColours[editoria] ?? ["#1c232b", "#4b5563"];
  const next = random(slug);
  const bands = Array.from({ length: 4 }, (_, i) => {
    const y = 180 + i * 120 + next() * 80;
    const lift = 120 + next() * 160;
    return `<path d="M-50 ${y} C 300 ${y - lift}, 700 ${y + lift}, 1250 ${y - 40}" stroke="#fff" stroke-opacity="${(0.08 + i * 0.03).toFixed(2)}" stroke-width="${40 + next() * 50}" fill="none"/>`;
  }).join("");
  const dots = Array.from(
    { length: 6 },
    () =>
      `<circle cx="${(next() * 520).toFixed(0)}" cy="${(80 + next() * 520).toFixed(0)}" r="${(6 + next() * 18).toFixed(0)}" fill="#fff" fill-opacity="0.14"/>`,
  ).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
  <rect width="1200" height="675" fill="url(#g)"/>${bands}${dots}
  <circle cx="840" cy="337" r="210" fill="#fff" fill-opacity="0.1"/>
  <g transform="translate(690 187) scale(12.5)" fill="none" stroke="#fff" stroke-width="1.4" stroke-linecap="round" stroke-linejoin="round"><path d="${iconPaths[motif]}"/></g>
</svg>`;
}

/** Hair drawn long for these authors (the portraits are illustrations, not likenesses). */
const longHair = new Set(["ana-ribeiro", "juliana-castro", "beatriz-lima"]);

export function portraitSvg(slug: string): string {
  const next = random(slug);
  const skins = ["#f1c7a5", "#d9a27c", "#a8724f", "#7c4f32", "#e8b995"];
  const hairs = ["#2b1d14", "#4a2f1d", "#111111", "#6b4a2b", "#8a5a2b"];
  const backgrounds = ["#fff1e8", "#e6f2ee", "#e8eef8", "#f6f4f1", "#f3eaf7"];
  const pick = <T,>(list: T[]) => list[Math.floor(next() * list.length)];
  const skin = pick(skins);
  const hair = pick(hairs);
  const long = longHair.has(slug);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
  <rect width="400" height="400" fill="${pick(backgrounds)}"/>
  <path d="M70 400c0-80 60-130 130-130s130 50 130 130z" fill="${pick(["#b5410b", "#1d4f91", "#0b5d61", "#1f6b3a", "#14213d"])}"/>
  ${long ? `<path d="M118 200c0-80 30-120 82-120s82 40 82 120v90H118z" fill="${hair}"/>` : ""}
  <rect x="178" y="230" width="44" height="50" rx="18" fill="${skin}"/>
  <ellipse cx="200" cy="180" rx="66" ry="78" fill="${skin}"/>
  <path d="M134 170c0-50 30-78 66-78s66 28 66 78c-20-26-48-38-66-38s-46 12-66 38z" fill="${hair}"/>
  <circle cx="176" cy="188" r="6" fill="#1c232b"/><circle cx="224" cy="188" r="6" fill="#1c232b"/>
  <path d="M180 222c12 10 28 10 40 0" stroke="#1c232b" stroke-width="5" fill="none" stroke-linecap="round"/>
</svg>`;
}

async function write(svg: string, file: string, width: number): Promise<void> {
  if (!force && fs.existsSync(file)) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await sharp(Buffer.from(svg)).resize(width).jpeg({ quality: 84, mozjpeg: true }).toFile(file);
  console.log(`wrote ${path.relative(root, file)}`);
}

async function main(): Promise<void> {
  const postsDir = path.join(root, "content/posts");
  for (const file of fs.readdirSync(postsDir).filter((name) => name.endsWith(".pt.md"))) {
    const slug = file.replace(/\.pt\.md$/, "");
    const { data } = parseFrontMatter(fs.readFileSync(path.join(postsDir, file), "utf8"));
    const editoria = String(data.editoria);
    const motif = motifs[slug] ?? "drop";
    await write(coverSvg(slug, editoria, motif), path.join(postsDir, String(data.cover ?? `covers/${slug}.jpg`)), 1200);
  }
  const authorsDir = path.join(root, "content/authors");
  for (const file of fs.readdirSync(authorsDir).filter((name) => name.endsWith(".pt.json"))) {
    const slug = file.replace(/\.pt\.json$/, "");
    const { portrait } = JSON.parse(fs.readFileSync(path.join(authorsDir, file), "utf8")) as { portrait: string };
    await write(portraitSvg(slug), path.join(authorsDir, portrait), 400);
  }
}

await main();
