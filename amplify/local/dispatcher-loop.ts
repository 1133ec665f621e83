/**
 * The dispatcher of the local backend (amplify/functions/dispatcher/dispatch.ts), run in this process: every
 * `intervalMs` the messages due are sent to the outbox, every `sweepEveryMs` the sweep writes the messages of a
 * change whose handler died first, and every `expireEveryMs` the rows past their Time to Live are deleted, as AWS
 * does in the tables that declare one, and the files past their bucket's lifecycle rule (ttl-sweep.ts; dynalite has no
 * TTL, s3rver no lifecycle). Runs never overlap; `flush()` runs one more after the one in progress (a test
 * reads the outbox once it returns); `stop()` waits for the run in progress and starts none after it.
 */
export type DispatcherLoop = {
  /** Sends every message due now (after the run in progress), and returns what it did. */
  flush(now?: Date): Promise<import("../functions/dispatcher/dispatch").DispatchReport>;
  /**
   * Deletes the rows expired at `now` (after the run in progress), as DynamoDB's TTL would, then the files expired by
   * the bucket's lifecycle; returns their keys.
   */
  expire(now?: Date): Promise<(import("./ttl-sweep").ExpiredRow | import("./ttl-sweep").ExpiredObject)[]>;
  stop(): Promise<void>;
};

export async function startDispatcherLoop(options: {
  intervalMs?: number;
  sweepEveryMs?: number;
  expireEveryMs?: number;
  log: (line: string) => void;
}): Promise<DispatcherLoop> {
  // Imported once the handlers' environment is set (backend.ts), as the handlers are.
  const { dispatchDue, sweep } = await import("../functions/dispatcher/dispatch");
  const { sweepExpired, sweepExpiredObjects } = await import("./ttl-sweep");
  const { anonymiseOldSurveys } = await import("../functions/pesquisa-api/retention");
  // What AWS's Time to Live and S3's lifecycle delete, and the survey answers the dispatcher's schedule anonymises.
  const expireAll = async (now?: Date) => [
    ...(await sweepExpired(now)),
    ...(await sweepExpiredObjects(now)),
    ...(await anonymiseOldSurveys(now)).map((protocol) => ({ table: "pesquisa" as const, key: protocol })),
  ];
  const intervalMs = options.intervalMs ?? 500;
  const sweepEveryMs = options.sweepEveryMs ?? 5_000;
  // A scan of each TTL table: once a minute is plenty (AWS takes up to about two days).
  const expireEveryMs = options.expireEveryMs ?? 60_000;
  let chain: Promise<unknown> = Promise.resolve();
  let stopped = false;
  let lastSweep = 0;
  let lastExpiry = 0;
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
      if (Date.now() - lastExpiry >= expireEveryMs) {
        lastExpiry = Date.now();
        const expired = await expireAll();
        if (expired.length) options.log(`time to live: deleted ${expired.length} expired rows and files`);
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
    expire: (now) => enqueue(() => expireAll(now)),
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await chain;
    },
  };
}
