import fs from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import semver from "semver";

/** The Node version, the manifest's promises and the lock agree with one another. */
const root = process.cwd();
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
type Manifest = {
  engines: { node: string };
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  overrides: Record<string, unknown>;
  "//overrides": Record<string, string>;
};
const manifest = JSON.parse(read("package.json")) as Manifest;
const lock = JSON.parse(read("package-lock.json")) as { packages: Record<string, { version?: string }> };
const nvmrc = read(".nvmrc").trim();
const major = semver.major(nvmrc);

describe("Node version", () => {
  it(".nvmrc names Node 24 LTS, and engines accepts exactly that line", () => {
    expect(major).toBe(24);
    expect(semver.satisfies(nvmrc, manifest.engines.node)).toBe(true);
    expect(semver.satisfies("20.20.2", manifest.engines.node)).toBe(false);
    expect(semver.satisfies("25.0.0", manifest.engines.node)).toBe(false);
  });

  it("Amplify's build uses it in both phases", () => {
    const uses = [...read("amplify.yml").matchAll(/nvm use (\d+)/g)].map((match) => Number(match[1]));
    expect(uses).toEqual([major, major]);
  });

  it("every Lambda runs on it", () => {
    const dir = path.join(root, "amplify/functions");
    const resources = fs.readdirSync(dir).filter((name) => fs.existsSync(path.join(dir, name, "resource.ts")));
    expect(resources.length).toBeGreaterThanOrEqual(3);
    for (const name of resources) {
      expect(read(`amplify/functions/${name}/resource.ts`), name).toMatch(new RegExp(`runtime: ${major},`));
    }
  });

  it(".ci/run installs it from the npm registry before anything else runs", () => {
    const ci = read(".ci/run");
    expect(ci.indexOf(". scripts/node24.sh")).toBeGreaterThan(-1);
    expect(ci.indexOf(". scripts/node24.sh")).toBeLessThan(ci.indexOf("npm ci"));
    expect(read("scripts/node24.sh")).toMatch(/npm install [^\n]*"node@\$_want"/);
  });
});

describe("package.json", () => {
  it("explains every override in one line", () => {
    expect(Object.keys(manifest["//overrides"]).sort()).toEqual(Object.keys(manifest.overrides).sort());
    for (const [name, reason] of Object.entries(manifest["//overrides"])) {
      expect(reason.length, name).toBeGreaterThan(20);
      expect(reason, name).not.toMatch(/\n/);
    }
  });

  it("pins aws-amplify exactly, at the version whose Storage the patch was made for", () => {
    expect(semver.valid(manifest.dependencies["aws-amplify"])).not.toBeNull();
    expect(lock.packages["node_modules/aws-amplify"].version).toBe(manifest.dependencies["aws-amplify"]);
    const patches = fs.readdirSync(path.join(root, "patches"));
    for (const patch of patches) {
      const match = /^(.+)\+(\d+\.\d+\.\d+)\.patch$/.exec(patch);
      expect(match, patch).not.toBeNull();
      const name = match![1].replace("+", "/");
      expect(lock.packages[`node_modules/${name}`]?.version, patch).toBe(match![2]);
    }
    expect(manifest.scripts.postinstall).toBe("patch-package --error-on-fail");
  });

  it("pins Pagefind to a version with every platform's binary, each with its integrity hash", () => {
    expect(manifest.devDependencies.pagefind).toBe("1.5.2");
    const platforms = Object.entries(lock.packages).filter(([at]) => at.startsWith("node_modules/@pagefind/"));
    const names = platforms.map(([at]) => at.replace("node_modules/", "")).filter((name) => !name.includes("-ui"));
    expect(names).toEqual(
      expect.arrayContaining(["@pagefind/linux-x64", "@pagefind/darwin-arm64", "@pagefind/darwin-x64", "@pagefind/windows-x64"]),
    );
    for (const [at, entry] of platforms) {
      expect(entry.version, at).toBe("1.5.2");
      expect((entry as { integrity?: string }).integrity, at).toMatch(/^sha512-/);
    }
  });

  /** Bare imports in the project's own code: each must be declared, not merely hoisted by another package. */
  it("declares every package the code imports, and nothing it no longer uses", () => {
    const declared = new Set([...Object.keys(manifest.dependencies), ...Object.keys(manifest.devDependencies)]);
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        if (["node_modules", "public", ".cache", ".tools", "__fixtures__"].includes(entry.name)) continue;
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith(".d.ts")) files.push(full);
      }
    };
    for (const dir of ["src", "scripts", "e2e", "amplify", "hosting"]) walk(path.join(root, dir));
    files.push(...fs.readdirSync(root).filter((name) => /^(gatsby-|playwright|vitest).*\.(ts|tsx|mts)$/.test(name)));
    const used = new Set<string>();
    const missing: string[] = [];
    for (const file of files) {
      const text = fs.readFileSync(path.resolve(root, file), "utf8");
      const imports = /^\s*(?:import|export)\s(?:[^"';]*?\sfrom\s*)?["']([^"'./][^"']*)["']|\bimport\(\s*["']([^"'./][^"']*)["']\s*\)/gm;
      for (const match of text.matchAll(imports)) {
        const specifier = match[1] ?? match[2];
        if (specifier.startsWith("node:") || builtinModules.includes(specifier)) continue;
        const name = specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : specifier.split("/")[0];
        if (name.startsWith("@types") || name === "gatsby-plugin-image/graphql-utils") continue;
        used.add(name);
        if (!declared.has(name) && !declared.has(`@types/${name}`)) missing.push(`${path.relative(root, path.resolve(root, file))}: ${name}`);
      }
    }
    expect(missing).toEqual([]);
    expect(declared.has("node-html-parser")).toBe(false);
  });
});
