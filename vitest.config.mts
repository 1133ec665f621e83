import os from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // Vite 8 transforms with oxc; JSX without importing React, as in the site.
  oxc: { jsx: { runtime: "automatic" } },
  test: {
    // Most tests need no DOM; a file that renders or reads the DOM says `// @vitest-environment jsdom` on its first
    // line (building a jsdom per file cost 27 s of the suite's 110).
    environment: "node",
    // npm test runs the unit tests beside the production build: a test that takes 1 s alone (a CDK synthesis)
    // can take 5 s then, Vitest's default limit. 30 s still catches a hang.
    testTimeout: 30_000,
    // Vitest's default is one worker fewer than the cores: one file at a time on this 2-core machine, while most
    // of the suite's wall time is spent waiting on emulators, child processes and sockets (128 CPU-s in 99 s
    // alone). A worker per core, two at least.
    maxWorkers: Math.max(2, os.availableParallelism()),
    hookTimeout: 60_000,
    globals: true,
    setupFiles: ["./vitest-setup.ts"],
    globalSetup: ["./vitest-global-setup.ts"],
    include: [
      "src/**/__tests__/**/*.test.{ts,tsx}",
      "hosting/**/__tests__/**/*.test.ts",
      "scripts/**/__tests__/**/*.test.ts",
      "amplify/**/__tests__/**/*.test.ts",
    ],
    css: { modules: { classNameStrategy: "non-scoped" } },
  },
});
