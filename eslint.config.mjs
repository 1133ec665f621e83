// ESLint (flat config): JavaScript's and typescript-eslint's recommended rules (syntactic only: `npm run
// typecheck` already type-checks, and type-aware linting would cost minutes), React's hook rules, and the
// layers of the README's *Layers* table, enforced by eslint-plugin-boundaries. Zero warnings: `npm run lint`
// fails on any (`--max-warnings 0`).
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import boundaries from "eslint-plugin-boundaries";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The layers, lowest first. A file belongs to the first element whose pattern matches it; `allow` lists what it
 * may import (besides packages and itself). Tests (`__tests__/`, `e2e/`) may import anything and are not listed.
 */
const layers = [
  // Data the code reads: page texts and CMS content (JSON, Markdown), images; ambient type declarations.
  { type: "data", pattern: ["locales", "content", "src/images", "src/types"], allow: [] },
  // Pure rules and payload schemas, shared by the browser, the Lambdas, the build and the scripts.
  { type: "domain", pattern: "src/domain", allow: ["data"] },
  // Brand, languages, routes, navigation, the third parties' configuration.
  { type: "config", pattern: "src/config", allow: ["domain", "data"] },
  // Design tokens, icon shapes and the global CSS.
  { type: "styles", pattern: "src/styles", allow: ["config", "domain"] },
  // Paths per language, translation, the redirect script.
  { type: "i18n", pattern: "src/i18n", allow: ["config", "domain", "data"] },
  // Content model, pure: blog logic, page-section schema, settings, documents, FAQ, timeline checks.
  { type: "content", pattern: "src/content", allow: ["i18n", "styles", "config", "domain", "data"] },
  // Site-wide data hooks (useStaticQuery).
  { type: "hooks", pattern: "src/hooks", allow: ["content", "i18n", "config", "domain"] },
  // Design-system primitives and form parts.
  {
    type: "ui",
    pattern: ["src/components/ui", "src/components/forms"],
    allow: ["hooks", "content", "i18n", "styles", "config", "domain", "data"],
  },
  // Page sections, SEO heads, blog and profile components.
  {
    type: "components",
    pattern: "src/components",
    allow: ["ui", "hooks", "content", "i18n", "styles", "config", "domain", "data"],
  },
  // Self-contained features: search, consent, forms, customer area, assistant, game…
  {
    type: "features",
    pattern: "src/features",
    allow: ["components", "ui", "hooks", "content", "i18n", "styles", "config", "domain", "data"],
  },
  // The app's shell: header, footer, menus, the layout every page is wrapped in.
  {
    type: "app-shell",
    pattern: "src/app-shell",
    allow: ["features", "components", "ui", "hooks", "content", "i18n", "styles", "config", "domain", "data"],
  },
  // Entries: pages, templates, the CMS, Gatsby's browser and SSR hooks.
  {
    type: "pages",
    pattern: ["src/pages", "src/templates", "src/cms", "src/html.tsx", "gatsby-browser.tsx", "gatsby-ssr.tsx"],
    allow: [
      "app-shell",
      "features",
      "components",
      "ui",
      "hooks",
      "content",
      "i18n",
      "styles",
      "config",
      "domain",
      "data",
    ],
  },
  // The service worker (its own bundle and tsconfig).
  { type: "service-worker", pattern: "src/service-worker", allow: ["i18n", "config", "domain"] },
  // Build-time code: Gatsby's node API and config, content nodes, feeds, the CMS bundle.
  {
    type: "build",
    pattern: ["src/gatsby", "gatsby-node.ts", "gatsby-config.ts"],
    allow: ["content", "i18n", "styles", "config", "domain", "data"],
  },
  // Hosting rules, the CSP, inline scripts.
  { type: "hosting", pattern: "hosting", allow: ["i18n", "config", "domain", "data"] },
  // The AWS backend and its local emulation.
  { type: "backend", pattern: "amplify", allow: ["content", "i18n", "config", "domain", "data"] },
  // The commands' libraries: build checks, budgets, the PDF kit and the documents' layout, the illustrations'
  // drawing code, servers and benches. A library never imports a command.
  {
    type: "scripts-lib",
    pattern: "scripts/lib",
    allow: ["build", "backend", "hosting", "service-worker", "content", "i18n", "styles", "config", "domain", "data"],
  },
  // Commands (what npm scripts, the README or a developer run) and the test runners' configurations.
  {
    type: "scripts",
    pattern: [
      "scripts",
      "playwright.config.ts",
      "playwright.cms.config.ts",
      "vitest.config.mts",
      "vitest-setup.ts",
      "vitest-global-setup.ts",
      "eslint.config.mjs",
    ],
    allow: [
      "scripts-lib",
      "build",
      "backend",
      "hosting",
      "service-worker",
      "content",
      "i18n",
      "styles",
      "config",
      "domain",
      "data",
    ],
  },
];

const tests = ["**/__tests__/**", "e2e/**"];

export default defineConfig(
  {
    ignores: [
      "node_modules/",
      "public/",
      ".cache/",
      "test-results/",
      "playwright-report/",
      "coverage/",
      ".bench/",
      ".local-data/",
      ".amplify/",
      ".tools/",
      "static/",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: "latest",
      sourceType: "module",
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
  },
  {
    // The rules of hooks. Not the plugin's React Compiler checks (set-state-in-effect, refs, purity…): the site
    // is not compiled by React Compiler, and they flag deliberate patterns (a ref read while rendering to keep
    // input typed before hydration, state set in an effect after reading localStorage).
    files: ["**/*.tsx", "src/**/*.ts"],
    ignores: ["**/__tests__/**"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  {
    rules: {
      // The project's convention: a name starting with "_" is left unused on purpose (a field taken out of an
      // object before spreading the rest, a parameter a signature needs).
      "@typescript-eslint/no-unused-vars": [
        "error",
        {
          argsIgnorePattern: "^_",
          varsIgnorePattern: "^_",
          caughtErrorsIgnorePattern: "^_",
          destructuredArrayIgnorePattern: "^_",
        },
      ],
    },
  },
  {
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["**/*.{ts,tsx,mts,cts,mjs,js,cjs}"],
    ignores: tests,
    plugins: { boundaries },
    settings: {
      // Every pattern is matched against the whole path from the repository's root (`mode: "full"`): a folder
      // stands for everything under it, and a root file (gatsby-ssr.tsx) for itself. The plugin's folder-only
      // replacement (`partialMatch: false`) cannot name a single file, hence the older option and its notice off.
      "boundaries/elements": layers.map(({ type, pattern }) => ({
        type,
        pattern: [pattern].flat().map((path) => (/\.[a-z]+$/.test(path) ? path : `${path}/**`)),
        mode: "full",
      })),
      "boundaries/legacy-warnings": false,
      "import/resolver": {
        node: { extensions: [".ts", ".tsx", ".mts", ".cts", ".js", ".mjs", ".cjs", ".json", ".d.ts"] },
      },
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          policies: layers.map(({ type, allow }) => ({
            from: { element: { type } },
            allow: { to: { element: { types: { anyOf: [type, ...allow] } } } },
          })),
        },
      ],
      // Every file, and every file imported, belongs to a layer: a new folder is placed in `layers` first.
      "boundaries/no-unknown-files": "error",
      "boundaries/no-unknown-dependencies": "error",
    },
  },
);
