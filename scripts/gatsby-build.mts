/**
 * `gatsby build`, the first step of `npm run build`, with its log checked: the output is passed through as it
 * comes, and the step fails if Gatsby failed or printed a warning scripts/lib/build-log.ts does not accept (a
 * warning that every build prints is one nobody reads, and it hides the next one).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { staleStylesheets } from "./lib/build-check";
import { unacceptedWarnings } from "./lib/build-log";
import { launchCheck, launchRequested } from "./lib/launch";

// `LAUNCH=1 npm run build`: the production build of the launch refuses demonstration settings before building.
if (launchRequested()) {
  const { passed, lines } = launchCheck();
  for (const line of lines) (passed ? console.log : console.error)(line);
  if (!passed) process.exit(1);
}

const gatsby = path.join(process.cwd(), "node_modules", ".bin", "gatsby");
let log = "";
async function build(): Promise<void> {
  const child = spawn(gatsby, ["build", ...process.argv.slice(2)], { stdio: ["inherit", "pipe", "pipe"] });
  child.stdout.on("data", (chunk: Buffer) => {
    log += chunk.toString();
    process.stdout.write(chunk);
  });
  child.stderr.on("data", (chunk: Buffer) => {
    log += chunk.toString();
    process.stderr.write(chunk);
  });
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  if (code !== 0) process.exit(code ?? 1);
}

await build();
// A change of CSS alone leaves Gatsby's incremental build with every page's HTML from before it (with the old
// stylesheet inlined; scripts/lib/build-check.ts says why). Then the build starts again from an empty cache.
const pages = fs
  .globSync("public/**/*.html")
  .filter((file) => !file.startsWith("public/admin/") && fs.statSync(file).isFile());
const styles = staleStylesheets("public", pages);
if (styles && styles.stale.length > 0) {
  console.log(
    `\n${styles.stale.length} pages kept an earlier build's stylesheet (not ${styles.current}): building again without Gatsby's cache.\n`,
  );
  fs.rmSync(".cache", { recursive: true, force: true });
  log = "";
  await build();
}
const warnings = unacceptedWarnings(log);
if (warnings.length > 0) {
  console.error(
    `\ngatsby build printed ${warnings.length} warning${warnings.length === 1 ? "" : "s"}; the build fails on a warning (fix it, or accept it with its reason in scripts/lib/build-log.ts):`,
  );
  for (const warning of [...new Set(warnings)]) console.error(`  - ${warning}`);
  process.exit(1);
}
