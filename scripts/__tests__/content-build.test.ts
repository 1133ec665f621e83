// @vitest-environment node
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * A real `gatsby build` of the site against e2e/fixtures/malformed-content, in a temporary copy of the
 * project (so this repository's .cache and public/ are untouched). Bad content must stop the build with
 * one line per file and field, and no stack trace.
 */
const root = process.cwd();
const projectFiles = [
  "package.json",
  "tsconfig.json",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "src",
  "locales",
  "static",
];

describe("a build with malformed content", () => {
  let output = "";
  let status: number | null = null;

  beforeAll(() => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "circulare-bad-content-"));
    for (const entry of projectFiles) fs.cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
    fs.cpSync(path.join(root, "e2e/fixtures/malformed-content"), path.join(dir, "content"), { recursive: true });
    // The timeline game's events are checked on their own (src/features/timeline-game/__tests__): valid ones here.
    fs.cpSync(path.join(root, "content/timeline"), path.join(dir, "content/timeline"), { recursive: true });
    // So are the operating bases (src/gatsby/__tests__/page-content.test.ts: checkBases).
    fs.cpSync(path.join(root, "content/bases"), path.join(dir, "content/bases"), { recursive: true });
    // And the key figures (src/content/__tests__/figures.test.ts: checkFigures).
    fs.cpSync(path.join(root, "content/figures"), path.join(dir, "content/figures"), { recursive: true });
    // And the open positions (src/domain/__tests__/candidatura.test.ts).
    fs.cpSync(path.join(root, "content/vagas"), path.join(dir, "content/vagas"), { recursive: true });
    fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
    const result = spawnSync(process.execPath, [path.join(root, "node_modules/gatsby/cli.js"), "build"], {
      cwd: dir,
      encoding: "utf8",
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "1", NO_COLOR: "1" },
      timeout: 170_000,
    });
    output = `${result.stdout}\n${result.stderr}`;
    status = result.status;
    if (process.env.SHOW_BUILD) console.log(output);
    fs.rmSync(dir, { recursive: true, force: true });
  }, 180_000);

  it("fails", () => {
    expect(status, output.slice(-2000)).not.toBe(0);
  });

  it.each([
    'content/posts/sem-titulo.pt.md: field "title": is missing',
    'content/posts/data-invalida.pt.md: field "date": must be a date written as YYYY-MM-DD',
    'content/posts/editoria-desconhecida.pt.md: field "editoria": "nao-existe" is not an editoria in pt',
    "content/posts/traducao-sem-original.en.md: translation without its original: content/posts/traducao-sem-original.pt.md is missing",
    "content/faq/so-em-portugues.pt.json: translation missing: content/faq/so-em-portugues.en.json",
    'content/faq/pagina-desconhecida.pt.json: field "tags.0": must be one of: coleta-de-oleo-lubrificante-usado',
    'content/faq/sem-resposta.es.json: field "answer": is missing',
    'content/faq/sem-alternativas.pt.json: field "alternatives": must have at least one alternative phrasing',
    'content/faq/sem-alternativas.es.json: field "keywords": is missing',
    'content/investor-documents/categoria-errada.pt.json: field "category": must be one of financeiras, bonds, sustentabilidade',
  ])("names the file and the field: %s", (line) => {
    expect(output).toContain(line);
  });

  it("explains instead of printing a stack trace", () => {
    expect(output).toMatch(/The content has \d+ problems; fix them and build again/);
    expect(output).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
  });
});
