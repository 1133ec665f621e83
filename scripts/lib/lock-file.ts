/**
 * `npm run lock:fix`: makes a freshly generated package-lock.json acceptable to `npm ci`.
 *
 * The one known fault: `@aws-amplify/data-construct` and `@aws-amplify/graphql-api-construct` publish
 * bundled dependencies (`inBundle`) whose own manifests pin exact versions the bundle does not ship:
 * `@opentelemetry/core` 2.0.0 (the bundle ships another 2.x) and `@aws-cdk/toolkit-lib` 1.19.0 (a type-only
 * dependency of `@aws-amplify/plugin-types`; the tree has another 1.x). `npm install` writes those pins into
 * the lock as they are, and `npm ci` then calls the lock out of sync ("Missing: @aws-cdk/toolkit-lib@1.19.0").
 * Widening each pin to `^<pin>`, which the version in the lock satisfies, is all it needs. Dependencies named
 * in package.json's `overrides` are npm's own business and are not checked.
 *
 * It fails loudly, changing nothing, when the lock holds any other unsatisfied dependency, or when the
 * known fault has changed shape (other packages, another pin, or none left: then remove this script).
 * Running it twice is harmless. This file is the pure logic (unit-tested); `lock-fix.mts` is the command.
 */
import semver from "semver";

export interface LockEntry {
  version?: string;
  inBundle?: boolean;
  link?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}
export interface Lock {
  packages: Record<string, LockEntry>;
}

/** What this script knows how to fix, and nothing else: these pins, inside these bundles. */
export const KNOWN_FAULT = {
  bundles: ["@aws-amplify/data-construct", "@aws-amplify/graphql-api-construct"],
  pins: [
    { dependency: "@opentelemetry/core", pinned: "2.0.0" },
    { dependency: "@aws-cdk/toolkit-lib", pinned: "1.19.0" },
  ],
} as const;
const widen = (pinned: string): string => `^${pinned}`;

export interface Mismatch {
  at: string;
  dependency: string;
  spec: string;
  resolved: string | undefined;
}

/** The lock entry a dependency of `at` resolves to, walking up node_modules folders like Node does. */
function resolve(packages: Lock["packages"], at: string, dependency: string): string | undefined {
  let base = at;
  for (;;) {
    const candidate = `${base ? `${base}/` : ""}node_modules/${dependency}`;
    if (packages[candidate]) return candidate;
    if (!base) return undefined;
    const cut = base.lastIndexOf("/node_modules/");
    base = cut === -1 ? "" : base.slice(0, cut);
  }
}

/** Every (non-optional) dependency whose resolved version does not satisfy its spec. */
export function mismatches(lock: Lock, overridden: ReadonlySet<string> = new Set()): Mismatch[] {
  const found: Mismatch[] = [];
  for (const [at, entry] of Object.entries(lock.packages)) {
    if (entry.link) continue;
    for (const [dependency, spec] of Object.entries(entry.dependencies ?? {})) {
      if (overridden.has(dependency) || !semver.validRange(spec)) continue; // aliases, git and file specs: npm checks those itself
      const target = resolve(lock.packages, at, dependency);
      const resolved = target ? lock.packages[target]?.version : undefined;
      if (!resolved || !semver.satisfies(resolved, spec, { includePrerelease: true })) {
        found.push({ at, dependency, spec, resolved });
      }
    }
  }
  return found;
}

const bundleOf = (at: string): string | undefined =>
  KNOWN_FAULT.bundles.find((bundle) => at.startsWith(`node_modules/${bundle}/node_modules/`));

function isKnownFault(m: Mismatch, lock: Lock): boolean {
  return (
    KNOWN_FAULT.pins.some((pin) => pin.dependency === m.dependency && pin.pinned === m.spec) &&
    lock.packages[m.at]?.inBundle === true &&
    bundleOf(m.at) !== undefined &&
    m.resolved !== undefined &&
    semver.satisfies(m.resolved, widen(m.spec))
  );
}

export type FixResult = { ok: true; lock: Lock; fixed: string[] } | { ok: false; problems: string[] };

/** Names anywhere in package.json's `overrides` (keys may carry a version: `name@range`). */
export function overriddenNames(overrides: unknown): Set<string> {
  const names = new Set<string>();
  const walk = (node: unknown): void => {
    if (!node || typeof node !== "object") return;
    for (const [key, value] of Object.entries(node)) {
      if (key !== ".") names.add(key.replace(/(?<=.)@.*$/, ""));
      walk(value);
    }
  };
  walk(overrides);
  return names;
}

export function fixLock(input: Lock, overridden: ReadonlySet<string> = new Set()): FixResult {
  const lock = structuredClone(input);
  const all = mismatches(lock, overridden);
  const unknown = all.filter((m) => !isKnownFault(m, lock));
  if (unknown.length > 0) {
    return {
      ok: false,
      problems: unknown.map(
        (m) => `${m.at}: "${m.dependency}": "${m.spec}" but the lock resolves ${m.resolved ?? "nothing"}`,
      ),
    };
  }
  const fixed: string[] = [];
  for (const m of all) {
    const deps = lock.packages[m.at]?.dependencies;
    if (deps) deps[m.dependency] = widen(m.spec);
    fixed.push(`${m.at} → ${m.dependency} ${widen(m.spec)}`);
  }
  // Already widened (a second run) still counts as the fault being there; a pin gone means it has changed.
  const problems: string[] = [];
  for (const bundle of KNOWN_FAULT.bundles) {
    for (const pin of KNOWN_FAULT.pins) {
      const present = Object.entries(lock.packages).some(
        ([at, entry]) => bundleOf(at) === bundle && entry.dependencies?.[pin.dependency] === widen(pin.pinned),
      );
      if (!present) {
        problems.push(
          `${bundle}: no bundled package pins ${pin.dependency} ${pin.pinned} any more. The fault lock:fix ` +
            "repairs has changed: check `npm ci` without it, then update or remove scripts/lib/lock-file.ts.",
        );
      }
    }
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, lock, fixed };
}
