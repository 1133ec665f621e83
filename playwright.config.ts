import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

/** Browser tests run against the production build, served by scripts/serve.ts with production's rules. */
const port = Number(process.env.E2E_PORT ?? 9321);
/** The local backend the served site talks to; the customer-area specs read confirmation codes from it. */
export const e2eBackendDir = process.env.E2E_BACKEND_DIR ?? path.join(os.tmpdir(), "circulare-e2e-backend");
const systemChromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((file) => fs.existsSync(file));

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: "list",
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    locale: "pt-BR",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? systemChromium,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], locale: "pt-BR" } }],
  webServer: {
    command: `tsx scripts/serve.ts --with-backend --backend-data=${e2eBackendDir} --fresh`,
    env: { PORT: String(port), HOST: "localhost" },
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
