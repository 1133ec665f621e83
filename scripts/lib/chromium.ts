/**
 * The Chromium the browser tests, Lighthouse and the benchmarks run (no browser download is possible on the
 * project's machines: Debian's packages, which .ci/run installs when they are missing).
 *
 * - `chromiumPath`: the full browser (Debian's `chromium`), or CHROMIUM_PATH.
 * - `headlessShellPath`: Debian's `chromium-headless-shell`, the same engine without the browser's shell (no
 *   windows, profiles or notifications). The browser tests run in it except those that need the full browser:
 *   the whole suite took 349 s in it against 401 s in the full browser, one after the other on a quiet machine
 *   (overflow and accessibility specs: 82 against 101 s). Notifications (e2e/push.spec.ts) exist only in the
 *   full browser. Falls back to the full browser when the package is missing.
 */
import fs from "node:fs";

const firstExisting = (files: string[]) => files.find((file) => fs.existsSync(file));

export const chromiumPath: string | undefined =
  process.env.CHROMIUM_PATH ?? firstExisting(["/usr/bin/chromium", "/usr/bin/chromium-browser"]);

export const headlessShellPath: string | undefined = process.env.CHROMIUM_PATH
  ? process.env.CHROMIUM_PATH
  : (firstExisting(["/usr/lib/chromium/chromium-headless-shell"]) ?? chromiumPath);

/** Flags for every automated run: no sandbox (root in a container), no GPU, nothing fetched or synced on its own. */
export const automationFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
