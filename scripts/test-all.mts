/**
 * `npm test`: every check of the project, each run once, stopping at the first failure.
 *
 *   0. from the start, at the lowest CPU priority: the lock regeneration (`test:lock`: mostly waiting on the
 *      registry; as a step of its own beside the browser tests it took 397 s and slowed them, beside the build
 *      299 s, alone 137 s). At nice 19 it takes only what the other steps leave idle; it is awaited before
 *      the CMS step.
 *   1. at once:  the linter, the format check, then the type check (`lint`, `format:check`, `typecheck`, one
 *                core), the unit tests (`test:unit`, two workers: most of their time is spent waiting on
 *                emulators and child processes) and the production build (`build`: webpack's long
 *                single-threaded stretches leave room)
 *   2. the browser tests against that build (`test:e2e`: two workers, both cores)
 *   3. at once: the CMS rebuild and the service worker's two-build update (`test:cms`: one worker and one
 *      build) and Lighthouse (`test:lighthouse`). Lighthouse's simulation reads each task's CPU time, not its
 *      wall time (scripts/lib/cpu-time-trace.ts), so a neighbour that takes its core makes a task wait, not
 *      grow. Measured on 2026-11-29 (d84c253, three helpers idle): side by side 247 s (CMS) and 278 s (all 20
 *      pages met their targets, 24 runs), where one after the other took 176 + 191 s in CI-P. Before the
 *      CPU-time rewrite, Lighthouse beside the CMS step at nice 19 failed (median TBT of `/` 200 → 911 ms).
 *
 * Each step is the npm script of the same name, so any one can be run by itself. The output of steps that run
 * beside another is prefixed with the step's name; each step's time is printed at the end.
 */
import { spawn, type ChildProcess } from "node:child_process";
import os from "node:os";

type Step = { name: string; scripts: string[]; lowPriority?: boolean };
type Outcome = { name: string; code: number; seconds: number };

const running = new Set<ChildProcess>();
const started = Date.now();
const times: string[] = [];

function runScript(script: string, prefix: string | null, lowPriority = false): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "-s", script], { stdio: ["ignore", "pipe", "pipe"], detached: true });
    running.add(child);
    // Set before npm has started anything: what it starts inherits the priority.
    if (lowPriority && child.pid) os.setPriority(child.pid, 19);
    const forward = (stream: NodeJS.ReadableStream, to: NodeJS.WriteStream) => {
      let pending = "";
      stream.on("data", (chunk: Buffer) => {
        if (prefix === null) {
          to.write(chunk);
          return;
        }
        pending += chunk.toString();
        const lines = pending.split("\n");
        pending = lines.pop() ?? "";
        for (const line of lines) to.write(`[${prefix}] ${line}\n`);
      });
      stream.on("end", () => {
        if (pending) to.write(prefix === null ? pending : `[${prefix}] ${pending}\n`);
      });
    };
    forward(child.stdout!, process.stdout);
    forward(child.stderr!, process.stderr);
    child.on("close", (code, signal) => {
      running.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** Runs a step's scripts one after another; stops at the first that fails. */
async function runStep(step: Step, prefixed: boolean): Promise<Outcome> {
  const from = Date.now();
  for (const script of step.scripts) {
    const scriptFrom = Date.now();
    const code = await runScript(script, prefixed ? script : null, step.lowPriority);
    times.push(`${script}: ${((Date.now() - scriptFrom) / 1000).toFixed(0)} s${code === 0 ? "" : " (failed)"}`);
    if (code !== 0) return { name: script, code, seconds: (Date.now() - from) / 1000 };
  }
  return { name: step.name, code: 0, seconds: (Date.now() - from) / 1000 };
}

function stopAll(): void {
  for (const child of running) {
    try {
      process.kill(-child.pid!, "SIGTERM"); // the step's whole process group (servers, browsers, workers)
    } catch {
      /* already gone */
    }
  }
}

function finish(failed: Outcome | undefined): never {
  const total = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`\nnpm test: ${times.join(", ")}; ${total} s in all`);
  if (failed) {
    console.error(`npm test failed at \`npm run ${failed.name}\` (exit ${failed.code}).`);
    process.exit(failed.code || 1);
  }
  process.exit(0);
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

/** Runs steps at once; the first failure stops the others. The first step's output is not prefixed. */
function together(steps: Step[], prefixFirst: boolean): Promise<Outcome | undefined> {
  return new Promise((resolve) => {
    let left = steps.length;
    steps.forEach((step, index) => {
      void runStep(step, prefixFirst || index > 0).then((result) => {
        if (result.code !== 0) {
          stopAll();
          resolve(result);
        } else if (--left === 0) resolve(undefined);
      });
    });
  });
}

/** The lock regeneration, from the start, at the lowest priority; its failure stops the run at once. */
let backgroundFailed: (outcome: Outcome) => void = () => {};
const backgroundFailure = new Promise<Outcome>((resolve) => (backgroundFailed = resolve));
const lock = runStep({ name: "test:lock", scripts: ["test:lock"], lowPriority: true }, true).then((outcome) => {
  if (outcome.code !== 0) backgroundFailed(outcome);
  return outcome;
});

const phases: { steps: Step[]; prefixFirst: boolean }[] = [
  {
    steps: [
      { name: "checks", scripts: ["lint", "format:check", "typecheck"] },
      { name: "test:unit", scripts: ["test:unit"] },
      { name: "build", scripts: ["build"] },
    ],
    prefixFirst: true,
  },
  { steps: [{ name: "test:e2e", scripts: ["test:e2e"] }], prefixFirst: false },
];
for (const phase of phases) {
  const failed = await Promise.race([together(phase.steps, phase.prefixFirst), backgroundFailure]);
  if (failed) {
    stopAll();
    finish(failed);
  }
}
const lockOutcome = await lock;
if (lockOutcome.code !== 0) finish(lockOutcome);
const lastFailed = await together(
  [
    { name: "test:cms", scripts: ["test:cms"] },
    { name: "test:lighthouse", scripts: ["test:lighthouse"] },
  ],
  true,
);
if (lastFailed) finish(lastFailed);
finish(undefined);
