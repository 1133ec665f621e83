import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "./test";

/** The production build as crawlers and validators read it: bytes first, then the Nu HTML Checker. */
const publicDir = path.resolve("public");
const textExtensions = new Set([".html", ".js", ".css", ".json", ".xml", ".txt", ".webmanifest", ".svg", ".map"]);

function files(dir: string, keep: (file: string) => boolean, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files(full, keep, found);
    else if (keep(full)) found.push(full);
  }
  return found;
}

/**
 * Every page a visitor or crawler can get: each index.html and 404.html (not Gatsby's internal slice fragments,
 * nor Partytown's sandbox page, a library file loaded only in its hidden frame: hosting/partytown.ts).
 */
const pages = () =>
  files(
    publicDir,
    (file) =>
      file.endsWith(".html") &&
      !file.includes(`${path.sep}_gatsby${path.sep}`) &&
      !file.includes(`${path.sep}page-data${path.sep}`) &&
      !file.includes(`${path.sep}~partytown${path.sep}`),
  );

test("no built text file holds a NUL byte (React 18's stream writer fault, gatsby#38747)", () => {
  const text = files(publicDir, (file) => textExtensions.has(path.extname(file)));
  expect(text.length).toBeGreaterThan(500);
  const withNul = text
    .filter((file) => fs.readFileSync(file).includes(0))
    .map((file) => path.relative(publicDir, file));
  expect(withNul).toEqual([]);
});

test("every built page passes the Nu HTML Checker with 0 errors", () => {
  test.setTimeout(180_000);
  const list = pages();
  expect(list.length).toBeGreaterThan(250);
  // The package's main export is the jar's path (a String object).
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- vnu-jar has no type declarations to import it by
  const vnu = String(require("vnu-jar"));
  // One run over ~290 pages: the JIT's optimising tier and the parallel collector cost more than they save. With
  // C1 only and the serial collector, 39–45 CPU-s instead of 63–65, the same report byte for byte (2026-11-29).
  const run = spawnSync(
    "java",
    [
      "-Xss4m",
      "-XX:TieredStopAtLevel=1",
      "-XX:+UseSerialGC",
      "-jar",
      vnu,
      "--errors-only",
      "--format",
      "json",
      "--exit-zero-always",
      ...list,
    ],
    {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if ((run.error as NodeJS.ErrnoException | undefined)?.code === "ENOENT") {
    throw new Error("The Nu HTML Checker needs Java 17+ (`apt-get install default-jre-headless`; .ci/run does it).");
  }
  expect(run.status, run.stderr).toBe(0);
  // vnu writes its JSON report to stderr.
  const report = JSON.parse(run.stderr) as {
    messages: { type: string; url: string; message: string; extract?: string; lastLine?: number }[];
  };
  // One rule of the checker is older than the standard: HTML allows `blocking="render"` on `<link rel=expect>`
  // (the first paint waits for <main>, gatsby-ssr.tsx); vnu 26.9 still allows it only on stylesheets. That
  // message, on that element, and nothing else, is set aside.
  const outdated =
    "A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.";
  const errors = report.messages.filter(
    (message) =>
      message.type === "error" &&
      !(message.message === outdated && message.extract?.includes('rel="expect" href="#main"')),
  );
  expect(
    errors.map(
      (error) => `${path.relative(publicDir, error.url.replace(/^file:/, ""))}:${error.lastLine}: ${error.message}`,
    ),
  ).toEqual([]);
});
