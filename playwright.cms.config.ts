import { defineConfig } from "@playwright/test";
import base, { buildingSpecs } from "./playwright.config";

/**
 * `npm run test:cms`: e2e/cms-rebuild.spec.ts (it edits through /admin/, then builds a copy of the project,
 * which takes minutes) and e2e/sw-update.spec.ts (builds a changed copy to deploy over the served build), with
 * the same served build and local backend as the other browser tests.
 */
export default defineConfig({
  ...base,
  testMatch: buildingSpecs,
  projects: [{ ...base.projects![0], testIgnore: [] }],
  workers: 1,
});
