/**
 * The last step of `npm run build`: checks what the build wrote (scripts/lib/build-check.ts) and fails, naming each
 * file, if anything is cut, missing or unparsable. `tsx scripts/check-build.mts [dir]` checks another folder.
 */
import path from "node:path";
import { checkBuild } from "./lib/build-check";

const publicDir = path.resolve(process.argv[2] ?? "public");
const started = Date.now();
const { problems, files, pages, references } = await checkBuild(publicDir);
if (problems.length > 0) {
  console.error(
    `The build in ${path.relative(process.cwd(), publicDir) || "."}/ is broken (${problems.length} problem${problems.length === 1 ? "" : "s"}):`,
  );
  for (const problem of problems.slice(0, 50)) console.error(`  - ${problem}`);
  if (problems.length > 50) console.error(`  … and ${problems.length - 50} more`);
  process.exit(1);
}
console.log(
  `Build checked in ${Date.now() - started} ms: ${files} files parse, ${pages} pages' ${references} references exist, the search bundle imports, the worker's precache list is whole`,
);
