import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

/**
 * `npm run test:cms`: e2e/cms-rebuild.spec.ts alone (it edits through /admin/, then builds a copy of the
 * project, which takes minutes), with the same served build and local backend as the other browser tests.
 */
export default defineConfig({
  ...base,
  testIgnore: [],
  testMatch: "cms-rebuild.spec.ts",
  workers: 1,
});
