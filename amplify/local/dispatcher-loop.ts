/**
 * The dispatcher of the local backend (amplify/functions/dispatcher/dispatch.ts), run in this process: every
 * `intervalMs` the messages due are sent to the outbox, and every `sweepEveryMs` the sweep writes the messages of a
 * change whose handler died first. Runs never overlap; `flush()` runs one more after the one in progress (a test
 * reads the outbox once it returns); `stop()` waits for the run in progress and starts none after it.
 */
export type DispatcherLoop = {
  /** Sends every message due now (after the run in progress), and returns what it did. */
  flush(now?: Date): Promise<import("../functions/dispatcher/dispatch").DispatchReport>;
  stop(): Promise<void>;
};

export async function startDispatcherLoop(options: {
  intervalMs?: number;
  sweepEveryMs?: number;
  log: (line: string) => void;
}): Promise<DispatcherLoop> {
  // Imported once the handlers' environment is set (backend.ts), as the handlers are.
  const { dispatchDue, sweep } = await import("../functions/dispatcher/dispatch");
  const intervalMs = options.intervalMs ?? 500;
  const sweepEveryMs = options.sweepEveryMs ?? 5_000;
  let chain: Promise<unknown> = Promise.resolve();
  let stopped = false;
  let lastSweep = 0;
  let timer: NodeJS.Timeout | undefined;

  /** Queues `work` after the run in progress. */
  function enqueue<T>(work: () => Promise<T>): Promise<T> {
    const run = chain.then(work);
    chain = run.catch(() => undefined);
    return run;
  }

  async function tick(): Promise<void> {
    try {
      if (Date.now() - lastSweep >= sweepEveryMs) {
        lastSweep = Date.now();
        const swept = await sweep();
        if (swept.length)
          options.log(`notifications: wrote the messages of ${swept.join(", ")} (their handler had not)`);
      }
      await dispatchDue();
    } catch (error) {
      options.log(`notifications: dispatcher run failed: ${String(error)}`);
    }
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      void enqueue(tick).finally(schedule);
    }, intervalMs);
  }
  schedule();

  return {
    flush: (now) => enqueue(() => dispatchDue(now)),
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await chain;
    },
  };
}
