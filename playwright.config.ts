import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { automationFlags, chromiumPath, headlessShellPath } from "./scripts/lib/chromium";

/**
 * A port nobody listens on (amplify/local/ports.ts: below the system's ephemeral range, so no outgoing connection
 * takes it before the server binds it), asked synchronously: the config is evaluated before any server starts.
 * The runner sets E2E_PORT and E2E_BACKEND_DIR once; its workers inherit them and so agree.
 */
function freePort(): number {
  const script = `const { freePort } = await import(${JSON.stringify(path.resolve("amplify/local/ports.ts"))}); console.log(await freePort());`;
  return Number(
    execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      encoding: "utf8",
    }).trim(),
  );
}

/** Browser tests run against the production build, served by scripts/serve.ts with production's rules. */
process.env.E2E_PORT ??= String(freePort());
const port = Number(process.env.E2E_PORT);
/** The local backend the served site talks to (a new folder per run); the customer-area specs read codes from it. */
process.env.E2E_BACKEND_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "circulare-e2e-backend-"));
export const e2eBackendDir = process.env.E2E_BACKEND_DIR;

const launchOptions = {
  executablePath: headlessShellPath,
  args: automationFlags,
};
/** The CMS-to-rebuild test and the service worker's two-build update test build the whole site (minutes):
 * `npm run test:cms` (playwright.cms.config.ts). */
export const buildingSpecs = ["**/cms-rebuild.spec.ts", "**/sw-update.spec.ts"];

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // A test that fails once fails the run: no retry turns a flake green.
  retries: 0,
  // A failure's page snapshot goes into the log too (e2e/error-context-reporter.ts): CI's clean clone keeps no files.
  reporter: [["list"], ["./e2e/error-context-reporter.ts"]],
  // A guard against a test that hangs, not a speed check (each step's own wait is 5 s). The longest journeys
  // without a timeout of their own take 9-11 s on a quiet CI (five sign-ins in sessions.spec, the header at every
  // width); on a machine three times busier (CI-T, 2026-11-29: the browser phase 19.1 min instead of 11) one took
  // over 30 s and failed mid-step, the page still busy with its last sign-in ("Aguarde…").
  timeout: 60_000,
  use: {
    baseURL: `http://localhost:${port}`,
    locale: "pt-BR",
    // A trace records every action's DOM snapshot for every test, to keep only the failures': in CI nobody can open
    // one (the clean clone goes with its run), and recording cost a quarter of the suite's time (overflow.spec, 114
    // tests on 2 workers, alternated in one stretch: 130 and 136 s with traces, 98 and 97 s without).
    trace: process.env.CI ? "off" : "retain-on-failure",
    // The site registers a service worker; requests it answers are invisible to page.route, which many specs
    // use to inject failures. The specs of the worker itself allow it (test.use({ serviceWorkers: "allow" })).
    serviceWorkers: "block",
    launchOptions,
  },
  // The headless shell (scripts/lib/chromium.ts: 13 % less time for the suite), but notifications exist only in the
  // full browser.
  projects: [
    {
      name: "chromium",
      testIgnore: [...buildingSpecs, "**/push.spec.ts"],
      use: { ...devices["Desktop Chrome"], locale: "pt-BR" },
    },
    {
      name: "chromium-full",
      testMatch: ["**/push.spec.ts"],
      use: {
        ...devices["Desktop Chrome"],
        locale: "pt-BR",
        launchOptions: { ...launchOptions, executablePath: chromiumPath },
      },
    },
  ],
  webServer: {
    command: `tsx scripts/serve.ts --with-backend --backend-data=${e2eBackendDir} --fresh`,
    env: { PORT: String(port), HOST: "localhost" },
    url: `http://localhost:${port}/`,
    // Never someone else's server: the port was free a moment ago, and a stale server would fail the start.
    reuseExistingServer: false,
    // The server starts the whole local backend (user pool, tables, buckets, provisioning): ~8 s on a quiet machine,
    // over 30 s at a load of 30 (seven builds and test runs beside it), where 30 s failed the run before any test.
    timeout: 120_000,
  },
});
