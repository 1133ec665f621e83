/**
 * `npm run test:lock` (part of `npm test`): proves a newcomer can regenerate the lock file. In a temporary
 * folder with only package.json it runs what the README tells them to:
 *
 *   rm package-lock.json && npm install && npm run lock:fix && npm ci
 *
 * as `npm install --package-lock-only` (resolves the whole tree from the registry, no node_modules), the
 * lock fix, and `npm ci --dry-run` (npm's own check that the lock and package.json agree: the check that
 * failed before lock:fix existed). Real installs from the committed lock are what `.ci/run` does anyway.
 * Needs the npm registry; takes one to two minutes.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "circulare-lock-"));
const npm = (args: string[]) =>
  execFileSync("npm", [...args, "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"], {
    cwd: dir,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });

let failed = false;
try {
  fs.copyFileSync(path.join(root, "package.json"), path.join(dir, "package.json"));
  const started = Date.now();
  npm(["install", "--package-lock-only"]);
  // The same command a newcomer runs (`npm run lock:fix`), on the regenerated lock.
  const fixed = execFileSync(
    process.execPath,
    ["--import", "tsx", path.join(root, "scripts/lock-fix.mts"), path.join(dir, "package-lock.json")],
    {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  npm(["ci", "--dry-run"]);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`${fixed.trim()}\ntest:lock: the regenerated, fixed lock passes npm ci's check, ${seconds} s.`);
} catch (error) {
  failed = true;
  const output = error as { stderr?: string; message: string };
  console.error(
    `test:lock: rm package-lock.json && npm install && npm run lock:fix && npm ci fails:\n${output.stderr || output.message}`,
  );
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
