/**
 * A temporary copy of the project for building the site from changed content without touching the working
 * tree: every source file copied, `node_modules` linked (read-only use), and none of the working tree's
 * outputs (public/, .cache/) or local data carried over, so the copy's build writes its own. Used by
 * `npm run bench:scale` and the CMS rebuild test (e2e/cms-rebuild.spec.ts).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** Top-level entries never copied: dependencies (linked instead), build outputs, local data, tool caches. */
const skip = new Set([
  "node_modules",
  "public",
  ".cache",
  ".git",
  ".tools",
  ".local-data",
  ".amplify",
  ".bench",
  "test-results",
  "playwright-report",
  "coverage",
  "amplify_outputs.json",
]);

export type TempSite = {
  /** The copy's root (an absolute path in the system's temporary folder). */
  dir: string;
  /** Deletes the copy (the link to node_modules, never what it points to). */
  remove: () => void;
};

/**
 * Copies the project (`root`: the current directory, where npm scripts and the test runner start) into a new
 * temporary folder named `<prefix>…` and links its node_modules.
 */
export function copySite(prefix: string, root: string = process.cwd()): TempSite {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.cpSync(root, dir, {
    recursive: true,
    filter: (source) => path.dirname(source) !== root || !skip.has(path.basename(source)),
  });
  fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

export type BuildOptions = {
  /** Called with the build's process id as soon as it started (its own process group: `-pid` names it all). */
  onStart?: (pid: number) => void;
  /** Ends the build (its whole process group) after this many milliseconds. */
  timeoutMs?: number;
};

/**
 * `npm run build` (gatsby build, hardening, search index) in `dir`, cold, with its output in `dir/public`.
 * Resolves with the seconds it took; rejects with the end of its output if it fails or overruns.
 */
export async function buildSite(dir: string, options: BuildOptions = {}): Promise<number> {
  const started = Date.now();
  const child = spawn("npm", ["run", "build"], {
    cwd: dir,
    detached: true, // its own process group, so every worker can be counted or stopped together
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
  });
  options.onStart?.(child.pid!);
  let output = "";
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-6000));
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  let timedOut = false;
  const timer =
    options.timeoutMs === undefined
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          try {
            process.kill(-child.pid!, "SIGTERM");
          } catch {
            // already ended
          }
        }, options.timeoutMs);
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  clearTimeout(timer);
  if (timedOut) throw new Error(`the build in ${dir} took longer than ${options.timeoutMs} ms:\n${output}`);
  if (code !== 0) throw new Error(`the build in ${dir} failed (exit ${code}):\n${output}`);
  return (Date.now() - started) / 1000;
}
