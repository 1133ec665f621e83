/**
 * Before the browser tests: make sure a Chromium is there. Debian's /usr/bin/chromium is used when present
 * (no browser download is possible on the project's machines); otherwise Playwright's own must be installed.
 */
import fs from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumPath, headlessShellPath } from "./lib/chromium";

const own = (() => {
  try {
    return fs.existsSync(chromium.executablePath()) ? chromium.executablePath() : undefined;
  } catch {
    return undefined;
  }
})();

if (chromiumPath || own) {
  const shell = headlessShellPath && headlessShellPath !== chromiumPath ? ` (most specs: ${headlessShellPath})` : "";
  console.log(`Browser for e2e: ${chromiumPath ?? own}${shell}`);
} else {
  console.error(
    "No Chromium found. On Debian/Ubuntu: `sudo apt-get install chromium chromium-headless-shell` (what .ci/run does);\n" +
      "with internet access: `npx playwright install chromium`; or set CHROMIUM_PATH.",
  );
  process.exit(1);
}
if (!fs.existsSync("public/index.html")) {
  console.error("public/ has no build: run `npm run build` first (npm test does).");
  process.exit(1);
}
