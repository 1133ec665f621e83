import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * One temporary folder for the whole unit-test run, removed at its end: every test file's temporary files (a
 * CDK synthesis writes a `cdk.outXXXX` folder per app and never removes it, the local backend's data folders,
 * PDFs) go under it, as the workers inherit TMPDIR. 365 `cdk.out*` folders had piled up in /tmp in a day.
 */
export default function setup(): () => void {
  const run = fs.mkdtempSync(path.join(os.tmpdir(), "circulare-unit-"));
  const before = process.env.TMPDIR;
  process.env.TMPDIR = run;
  return () => {
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
    fs.rmSync(run, { recursive: true, force: true });
  };
}
