/**
 * `npm run lock:fix [path/to/package-lock.json]`: see `lock-file.ts` for what it repairs and when it refuses.
 * Rewrites the lock in place (same indentation) only when every mismatch is the known fault.
 */
import fs from "node:fs";
import path from "node:path";
import { fixLock, overriddenNames, type Lock } from "./lib/lock-file";

function main(): void {
  const file = path.resolve(process.argv[2] ?? "package-lock.json");
  const text = fs.readFileSync(file, "utf8");
  const manifest = JSON.parse(fs.readFileSync(path.join(path.dirname(file), "package.json"), "utf8")) as {
    overrides?: unknown;
  };
  const result = fixLock(JSON.parse(text) as Lock, overriddenNames(manifest.overrides));
  if (!result.ok) {
    console.error(`lock:fix: ${path.basename(file)} left unchanged.`);
    for (const problem of result.problems) console.error(`  ${problem}`);
    process.exit(1);
  }
  const indent = /^\{\n(\s+)"/.exec(text)?.[1] ?? "  ";
  fs.writeFileSync(file, `${JSON.stringify(result.lock, null, indent)}\n`);
  console.log(
    result.fixed.length > 0
      ? `lock:fix: widened ${result.fixed.length} bundled pin(s):\n  ${result.fixed.join("\n  ")}`
      : "lock:fix: already clean.",
  );
}

main();
