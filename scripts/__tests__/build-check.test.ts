// @vitest-environment node
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { attributes, checkBuild, fileForUrl, pageReferences, precacheUrls } from "../lib/build-check";

/**
 * A small build with every kind of file the check reads: a page with scripts, a stylesheet, images, a srcset,
 * Gatsby's chunk mapping and JSON-LD; a stylesheet with a url(); page data; a search bundle and its entry; a
 * service worker with its precache manifest. Each test breaks one thing and expects it named.
 */
function makeBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "build-check-"));
  const publicDir = path.join(dir, "public");
  const write = (file: string, content: string | Buffer) => {
    const full = path.join(publicDir, file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, content);
  };
  const mapping = JSON.stringify({
    ___chunkMapping: JSON.stringify({ app: ["/app-0123.js"], "component---index": ["/component-4567.js"] }),
  });
  const page = `<!DOCTYPE html><html lang="pt-BR"><head>
<link rel="stylesheet" href="/styles.css"/><link rel="icon" href="/favicon.svg" type="image/svg+xml"/>
<link rel="canonical" href="https://www.circulare.com.br/"/><link rel="alternate" href="/en/"/>
<script type="application/ld+json">{"@type":"Organization"}</script>
<script type="application/json" id="gatsby-chunk-mapping" data-window-globals="">${mapping}</script>
<style>.hero{background:url(/images/bg.png)}</style>
</head><body><main>
<picture><source type="image/webp" srcset="/images/a-360.webp 360w, /images/a-720.webp 720w"/><img src="/images/a.jpg" alt="" width="1" height="1"/></picture>
<img src="data:image/gif;base64,R0lGOD" alt=""/><img src="https://example.org/x.png" alt=""/>
<a href="/missing-page-is-not-a-file/">link</a>
</main><script src="/app-0123.js" async></script><script src="/webpack-runtime.js"></script></body></html>`;
  write("index.html", page);
  write("en/index.html", page);
  write(
    "styles.css",
    "@font-face{font-family:x;src:url(fonts/x.woff2) format('woff2')}body{background:url(\"data:image/svg+xml,%3Csvg%3E\")}",
  );
  write("fonts/x.woff2", "woff2");
  write("favicon.svg", "<svg/>");
  for (const image of ["images/bg.png", "images/a-360.webp", "images/a-720.webp", "images/a.jpg"])
    write(image, "image");
  write("app-0123.js", "(self.webpackChunk=self.webpackChunk||[]).push([[1],{1:function(e){e.exports={ok:true}}}]);");
  write("component-4567.js", "export const x = 1;");
  write("webpack-runtime.js", "!function(){var a=1;}();");
  write(
    "page-data/index/page-data.json",
    JSON.stringify({ componentChunkName: "component---index", result: { data: {} } }),
  );
  write("manifest.webmanifest", JSON.stringify({ name: "x" }));
  write(
    "pagefind/pagefind.js",
    "const pagefind_version='1';export async function init(){}export async function search(){return {results:[]}}export async function options(){}\n",
  );
  write(
    "pagefind/pagefind-entry.json",
    JSON.stringify({ version: "1", languages: { "pt-br": { hash: "pt-br_abc", wasm: "pt-br", page_count: 2 } } }),
  );
  write("pagefind/pagefind.pt-br_abc.pf_meta", Buffer.from([0x1f, 0x8b]));
  write("pagefind/wasm.pt-br.pagefind", Buffer.from([0, 1]));
  write(
    "service-worker.js",
    'self.__WB=[{url:"/",revision:"a1"},{url:"/app-0123.js",revision:null},{url:"/page-data/index/page-data.json",revision:"b2"}];',
  );
  return publicDir;
}

const builds: string[] = [];
afterAll(() => {
  for (const dir of builds) fs.rmSync(path.dirname(dir), { recursive: true, force: true });
});
function build() {
  const publicDir = makeBuild();
  builds.push(publicDir);
  return publicDir;
}
const truncate = (file: string, length: number) => fs.truncateSync(file, length);

describe("the build's own check", () => {
  it("passes a whole build, and counts what it looked at", async () => {
    const result = await checkBuild(build());
    expect(result.problems).toEqual([]);
    expect(result.pages).toBe(2);
    // 2 pages × (stylesheet, icon, bg, 2 srcset, img, 2 scripts, the other chunk: the app's is a script too)
    // + the stylesheet's font + 3 precached files
    expect(result.references).toBe(2 * 9 + 1 + 3);
  });

  it("names pages that carry an earlier build's stylesheet (Gatsby's incremental build after a change of CSS alone)", async () => {
    const publicDir = build();
    const stats = (css: string) =>
      JSON.stringify({ assetsByChunkName: { app: ["webpack-runtime.js", css, "app-0123.js"] } });
    for (const file of ["styles.0a1b.css", "styles.2c3d.css"]) fs.writeFileSync(path.join(publicDir, file), "body{}");
    const inline = (css: string) => `<style data-href="/${css}" data-identity="gatsby-global-css">body{}</style>`;
    for (const page of ["index.html", "en/index.html"]) {
      const file = path.join(publicDir, page);
      fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace("</head>", `${inline("styles.0a1b.css")}</head>`));
    }
    fs.writeFileSync(path.join(publicDir, "webpack.stats.json"), stats("styles.0a1b.css"));
    expect((await checkBuild(publicDir)).problems).toEqual([]);
    // The next build emitted new CSS; the pages kept the old one.
    fs.writeFileSync(path.join(publicDir, "webpack.stats.json"), stats("styles.2c3d.css"));
    expect((await checkBuild(publicDir)).problems).toEqual([
      "public/en/index.html and 1 other page carry another build's stylesheet, not this build's /styles.2c3d.css (HTML kept from an earlier build)",
    ]);
  });

  it("names a script cut short (the search bundle cut at 32,768 bytes, a chunk cut mid-statement)", async () => {
    const publicDir = build();
    const bundle = path.join(publicDir, "pagefind/pagefind.js");
    truncate(bundle, 20);
    truncate(path.join(publicDir, "app-0123.js"), 40);
    const { problems } = await checkBuild(publicDir);
    expect(problems).toEqual([
      expect.stringMatching(/^public\/app-0123\.js does not parse as JavaScript \(line 1, column 40\)/),
      expect.stringMatching(/^public\/pagefind\/pagefind\.js does not parse as JavaScript/),
    ]);
  });

  it("names a JSON file cut short, and a page's inline JSON that does not parse", async () => {
    const publicDir = build();
    truncate(path.join(publicDir, "page-data/index/page-data.json"), 10);
    const page = path.join(publicDir, "en/index.html");
    fs.writeFileSync(page, fs.readFileSync(page, "utf8").replace('{"@type":"Organization"}', '{"@type":'));
    const { problems } = await checkBuild(publicDir);
    expect(problems).toEqual([
      expect.stringMatching(/^public\/en\/index\.html has an inline JSON script that does not parse/),
      expect.stringMatching(/^public\/page-data\/index\/page-data\.json is not valid JSON/),
    ]);
  });

  it("names a missing script, stylesheet, image, srcset candidate, chunk and font once, with the pages that need it", async () => {
    const publicDir = build();
    for (const file of ["webpack-runtime.js", "styles.css", "images/a.jpg", "images/a-720.webp", "component-4567.js"])
      fs.rmSync(path.join(publicDir, file));
    fs.writeFileSync(path.join(publicDir, "other.css"), ".x{background:url(/images/gone.png)}");
    const { problems } = await checkBuild(publicDir);
    expect(problems).toEqual(
      [
        "public/en/index.html and 1 other page reference /webpack-runtime.js, which the build does not have",
        "public/en/index.html and 1 other page reference /styles.css, which the build does not have",
        "public/en/index.html and 1 other page reference /images/a.jpg, which the build does not have",
        "public/en/index.html and 1 other page reference /images/a-720.webp, which the build does not have",
        "public/en/index.html and 1 other page reference /component-4567.js, which the build does not have",
        "public/other.css references /images/gone.png, which the build does not have",
      ].sort(),
    );
  });

  it("names a search bundle that does not import or lacks its functions, and a language whose index is missing", async () => {
    const publicDir = build();
    fs.writeFileSync(path.join(publicDir, "pagefind/pagefind.js"), "export async function init(){}\n");
    fs.rmSync(path.join(publicDir, "pagefind/wasm.pt-br.pagefind"));
    const { problems } = await checkBuild(publicDir);
    expect(problems).toEqual([
      "public/pagefind/pagefind-entry.json: pt-br's wasm.pt-br.pagefind is missing",
      "public/pagefind/pagefind.js does not export options()",
      "public/pagefind/pagefind.js does not export search()",
    ]);
    fs.writeFileSync(path.join(publicDir, "pagefind/pagefind.js"), "throw new Error('boom');\n");
    expect((await checkBuild(publicDir)).problems).toContain("public/pagefind/pagefind.js does not import: boom");
  });

  it("names a file the service worker precaches that is not there, and a worker with no manifest", async () => {
    const publicDir = build();
    fs.rmSync(path.join(publicDir, "page-data/index/page-data.json"));
    expect((await checkBuild(publicDir)).problems).toEqual([
      "public/service-worker.js precaches /page-data/index/page-data.json, which the build does not have",
    ]);
    fs.writeFileSync(path.join(publicDir, "service-worker.js"), "self.x=1;");
    expect((await checkBuild(publicDir)).problems).toEqual([
      "public/service-worker.js precaches nothing (its manifest was not found)",
    ]);
  });

  it("fails the command with the file's name (the last step of npm run build)", () => {
    const publicDir = build();
    truncate(path.join(publicDir, "pagefind/pagefind.js"), 20);
    const tsx = path.join(process.cwd(), "node_modules/.bin/tsx");
    let output = "";
    let status = 0;
    try {
      execFileSync(tsx, ["scripts/check-build.mts", publicDir], { encoding: "utf8", stdio: "pipe" });
    } catch (error) {
      const failed = error as { status: number; stderr: string };
      status = failed.status;
      output = failed.stderr;
    }
    expect(status).toBe(1);
    expect(output).toMatch(/public\/pagefind\/pagefind\.js does not parse as JavaScript/);
    const manifest = JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
    expect(manifest.scripts.build).toMatch(/tsx scripts\/check-build\.mts$/);
  });
});

describe("reading a page", () => {
  it("reads attributes in every quoting style, with entities", () => {
    expect([...attributes(` src="/a.js?x=1&amp;y=2" async data-x='q' rel=icon`)]).toEqual([
      ["src", "/a.js?x=1&y=2"],
      ["async", ""],
      ["data-x", "q"],
      ["rel", "icon"],
    ]);
  });

  it("lists only this site's files: not links to pages, other hosts, protocol-relative or data URLs", () => {
    const html = `<link rel="canonical" href="/x/"><link rel="preload" as="image" imagesrcset="/a.webp 1x, /b.webp 2x"><script src="//cdn.example/x.js"></script><img src="https://h/x.png"><img srcset="/c.jpg 360w,/d.jpg 720w">`;
    expect(pageReferences(html)).toEqual(["/a.webp", "/b.webp", "/c.jpg", "/d.jpg"]);
  });

  it("maps URLs to files inside the folder only", () => {
    expect(fileForUrl("/p", "/en/")).toBe("/p/en/index.html");
    expect(fileForUrl("/p", "/a%20b.png?v=1#x")).toBe("/p/a b.png");
    expect(fileForUrl("/p", "/../etc/passwd")).toBeNull();
    expect(fileForUrl("/p", "/%E0%A4%A")).toBeNull();
  });

  it("reads the worker's inlined precache manifest", () => {
    expect(precacheUrls('x=[{url:"/a.js",revision:null},{url:"/",revision:"f00"}]')).toEqual(["/a.js", "/"]);
  });
});
