import fs from "node:fs";
import path from "node:path";
import { fixLock, KNOWN_FAULT, mismatches, overriddenNames, type Lock } from "../lib/lock-file";

const root = process.cwd();
const committed = JSON.parse(fs.readFileSync(path.join(root, "package-lock.json"), "utf8")) as Lock;
const manifest = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { overrides: unknown };
const overridden = overriddenNames(manifest.overrides);

/** The committed lock as `npm install` writes it: every widened pin back to the exact one it publishes. */
function asNpmInstallWritesIt(lock: Lock): Lock {
  const raw = structuredClone(lock);
  for (const [at, entry] of Object.entries(raw.packages)) {
    if (!KNOWN_FAULT.bundles.some((bundle) => at.startsWith(`node_modules/${bundle}/node_modules/`))) continue;
    for (const pin of KNOWN_FAULT.pins) {
      if (entry.dependencies?.[pin.dependency] === `^${pin.pinned}`) entry.dependencies[pin.dependency] = pin.pinned;
    }
  }
  return raw;
}

const bundled = (dependencies: Record<string, string>) => ({ version: "1.0.0", inBundle: true, dependencies });
/** A small lock with the known fault in both bundles. */
function faultyLock(): Lock {
  const packages: Lock["packages"] = { "": { version: "0.1.0" } };
  for (const bundle of KNOWN_FAULT.bundles) {
    const base = `node_modules/${bundle}`;
    packages[base] = { version: "1.0.0" };
    packages[`${base}/node_modules/@opentelemetry/core`] = { version: "2.8.0", inBundle: true };
    packages[`${base}/node_modules/@opentelemetry/resources`] = bundled({ "@opentelemetry/core": "2.0.0" });
    packages[`${base}/node_modules/@aws-amplify/plugin-types`] = bundled({ "@aws-cdk/toolkit-lib": "1.19.0" });
  }
  packages["node_modules/@aws-cdk/toolkit-lib"] = { version: "1.32.0" };
  return { packages };
}

describe("npm run lock:fix", () => {
  it("finds the committed lock clean: nothing unsatisfied, every known pin already widened", () => {
    expect(mismatches(committed, overridden)).toEqual([]);
    const result = fixLock(committed, overridden);
    expect(result).toMatchObject({ ok: true, fixed: [] });
  });

  it("turns the lock `npm install` writes back into the committed one, byte for byte", () => {
    const raw = asNpmInstallWritesIt(committed);
    expect(mismatches(raw, overridden).length).toBeGreaterThanOrEqual(
      KNOWN_FAULT.bundles.length * KNOWN_FAULT.pins.length,
    );
    const result = fixLock(raw, overridden);
    if (!result.ok) throw new Error(result.problems.join("\n"));
    expect(JSON.stringify(result.lock)).toBe(JSON.stringify(committed));
  });

  it("widens exactly the known pins and is harmless the second time", () => {
    const first = fixLock(faultyLock());
    if (!first.ok) throw new Error(first.problems.join("\n"));
    expect(first.fixed).toHaveLength(4);
    expect(
      first.lock.packages["node_modules/@aws-amplify/data-construct/node_modules/@opentelemetry/resources"]
        .dependencies,
    ).toEqual({
      "@opentelemetry/core": "^2.0.0",
    });
    const second = fixLock(first.lock);
    expect(second).toMatchObject({ ok: true, fixed: [] });
  });

  it("fails loudly, naming the entry, on any unsatisfied dependency it does not know", () => {
    const lock = faultyLock();
    lock.packages["node_modules/left-pad"] = { version: "1.0.0", dependencies: { "right-pad": "^2.0.0" } };
    lock.packages["node_modules/right-pad"] = { version: "1.4.0" };
    const result = fixLock(lock);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.problems).toEqual([`node_modules/left-pad: "right-pad": "^2.0.0" but the lock resolves 1.4.0`]);
  });

  it("fails loudly when the known fault changes shape: a pin that moved to another major", () => {
    const lock = faultyLock();
    lock.packages["node_modules/@aws-amplify/data-construct/node_modules/@opentelemetry/core"].version = "3.0.0";
    expect(fixLock(lock).ok).toBe(false);
  });

  it("fails loudly when the fault is gone, so the script gets removed instead of lingering", () => {
    const lock = faultyLock();
    for (const entry of Object.values(lock.packages)) {
      if (entry.dependencies?.["@opentelemetry/core"]) entry.dependencies["@opentelemetry/core"] = "^2.8.0";
    }
    const result = fixLock(lock);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.problems.join("\n")).toMatch(/no bundled package pins @opentelemetry\/core 2\.0\.0 any more/);
  });

  it("leaves dependencies that package.json overrides to npm", () => {
    expect([
      ...overriddenNames({ sharp: "0.34.5", "@paulirish/trace_engine": { "third-party-web": "0.30.0" } }),
    ]).toEqual(["sharp", "@paulirish/trace_engine", "third-party-web"]);
    const lock = faultyLock();
    lock.packages["node_modules/gatsby-plugin-sharp"] = { version: "5.16.0", dependencies: { sharp: "^0.32.6" } };
    lock.packages["node_modules/sharp"] = { version: "0.34.5" };
    expect(fixLock(lock, new Set(["sharp"])).ok).toBe(true);
    expect(fixLock(lock).ok).toBe(false);
  });
});
