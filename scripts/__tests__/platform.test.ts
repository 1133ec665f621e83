import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { builtinModules } from "node:module";
import os from "node:os";
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

  it("npm ci installs it from the registry (the `node` devDependency), and every script runs on it", () => {
    expect(manifest.devDependencies.node).toBe(nvmrc);
    expect(lock.packages["node_modules/node"].version).toBe(nvmrc);
    // The tests run on it: npm puts node_modules/.bin first on PATH.
    expect(process.versions.node).toBe(nvmrc);
    for (const hook of ["pretest", "prestart", "prebuild"])
      expect(manifest.scripts[hook], hook).toBe("node scripts/check-node.cjs run");
    expect(manifest.scripts.preinstall).toBe("node scripts/check-node.cjs install");
    // .ci/run needs no Node step of its own: the machine's npm installs, then runs the README's test command.
    const ci = read(".ci/run");
    expect(ci).not.toMatch(/node24|nvm |\.tools/);
    // npm ci, then (once the Debian packages installed beside it are in) npm test, the script's last command.
    expect(ci).toMatch(/\nnpm ci [^\n]*\n/);
    expect(ci).toMatch(/\nnpm test\n$/);
    expect(ci.indexOf("\nnpm ci ")).toBeLessThan(ci.indexOf("\nnpm test\n"));
  });

  it("says which Node it needs, in words, on a machine whose Node cannot run it", () => {
    const check = path.join(root, "scripts/check-node.cjs");
    const run = (args: string[], env: Record<string, string> = {}) => {
      try {
        execFileSync(process.execPath, [check, ...args], {
          encoding: "utf8",
          stdio: "pipe",
          env: { ...process.env, ...env },
        });
        return { status: 0, stderr: "" };
      } catch (error) {
        const failed = error as { status: number; stderr: string };
        return { status: failed.status, stderr: failed.stderr };
      }
    };
    expect(run(["run"])).toEqual({ status: 0, stderr: "" });
    expect(run(["install"], { npm_config_user_agent: "npm/11.19.1 node/v20.20.2 linux x64" }).status).toBe(0);
    const oldNpm = run(["install"], { npm_config_user_agent: "npm/8.19.4 node/v16.20.2 linux x64" });
    expect(oldNpm.status).toBe(1);
    expect(oldNpm.stderr).toMatch(/Installing needs Node 18 or newer with npm 9 or newer/);
    expect(oldNpm.stderr).not.toMatch(/\n\s+at /);
    // Another Node running the scripts (here a copy of the check that asks for a version no one has).
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), "check-node-"));
    fs.mkdirSync(path.join(copy, "scripts"));
    fs.copyFileSync(check, path.join(copy, "scripts/check-node.cjs"));
    fs.writeFileSync(path.join(copy, ".nvmrc"), "99.0.0\n");
    try {
      execFileSync(process.execPath, [path.join(copy, "scripts/check-node.cjs"), "run"], {
        encoding: "utf8",
        stdio: "pipe",
      });
      expect.unreachable("the check passed on the wrong Node");
    } catch (error) {
      const stderr = (error as { stderr: string }).stderr;
      expect(stderr).toMatch(
        new RegExp(
          `run on Node 99\\.0\\.0 \\(\\.nvmrc\\); this one got Node ${process.versions.node.replace(/\./g, "\\.")}`,
        ),
      );
      expect(stderr).toMatch(/run `npm ci`/);
      expect(stderr).not.toMatch(/\n\s+at /);
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
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
      expect.arrayContaining([
        "@pagefind/linux-x64",
        "@pagefind/darwin-arm64",
        "@pagefind/darwin-x64",
        "@pagefind/windows-x64",
      ]),
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
      const imports =
        /^\s*(?:import|export)\s(?:[^"';]*?\sfrom\s*)?["']([^"'./][^"']*)["']|\bimport\(\s*["']([^"'./][^"']*)["']\s*\)/gm;
      for (const match of text.matchAll(imports)) {
        const specifier = match[1] ?? match[2];
        if (specifier.startsWith("node:") || builtinModules.includes(specifier)) continue;
        const name = specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : specifier.split("/")[0];
        if (name.startsWith("@types") || name === "gatsby-plugin-image/graphql-utils") continue;
        used.add(name);
        if (!declared.has(name) && !declared.has(`@types/${name}`))
          missing.push(`${path.relative(root, path.resolve(root, file))}: ${name}`);
      }
    }
    expect(missing).toEqual([]);
    expect(declared.has("node-html-parser")).toBe(false);
  });
});
