/**
 * A Chrome trace with every thread's tasks measured in the thread's own CPU time instead of wall time.
 *
 * Why: Lighthouse's simulated throttling multiplies the duration of each main-thread task in the trace by the
 * CPU slowdown (4× for mobile). The duration it reads is wall time, which on this shared virtual machine
 * includes the time the host did not run the thread at all. Measured on 2026-11-29, the same build of `/`
 * (69c4df8, which had measured a TBT of 68 ms on 2026-11-26) had its navigation commit at 65 ms of wall time
 * for 18 ms of CPU, its hydration at 38 ms for 31, and Lighthouse's TBT went 256–730 ms from one run to the
 * next; with the tasks' CPU time the same traces give 50–128 ms. So the simulation is fed what the page itself
 * costs the processor, which is what a phone four times slower would have to do; a page that does more work
 * still measures slower, whatever the neighbours do.
 *
 * Each top-level complete event ("X") of a thread is shortened to its `tdur` (never lengthened), and every
 * event of that thread inside it is moved and shortened in the same proportion, so nesting is kept. Other
 * events (instants, async and flow events outside a task, threads without CPU times) are left as they are.
 */
export type TraceEvent = {
  ph?: string;
  pid?: number;
  tid?: number;
  ts?: number;
  dur?: number;
  tdur?: number;
  [key: string]: unknown;
};

type Task = { ts: number; dur: number; ratio: number };

export function onCpuTime<T extends { traceEvents: TraceEvent[] }>(trace: T): T {
  const threads = new Map<string, TraceEvent[]>();
  for (const event of trace.traceEvents) {
    if (event.ph !== "X" || typeof event.ts !== "number" || typeof event.dur !== "number") continue;
    const key = `${event.pid}:${event.tid}`;
    const list = threads.get(key) ?? [];
    list.push(event);
    threads.set(key, list);
  }
  // Each thread's top-level tasks (not inside another), with their CPU share.
  const tasks = new Map<string, Task[]>();
  const tops = new Set<TraceEvent>();
  for (const [key, events] of threads) {
    events.sort((a, b) => a.ts! - b.ts! || b.dur! - a.dur!);
    const list: Task[] = [];
    let end = -Infinity;
    for (const event of events) {
      if (event.ts! < end) continue;
      const ratio = typeof event.tdur === "number" && event.dur! > 0 ? Math.min(1, event.tdur / event.dur!) : 1;
      list.push({ ts: event.ts!, dur: event.dur!, ratio });
      tops.add(event);
      end = event.ts! + event.dur!;
    }
    tasks.set(key, list);
  }
  const events = trace.traceEvents.map((event) => {
    const list = tasks.get(`${event.pid}:${event.tid}`);
    if (!list || typeof event.ts !== "number") return event;
    const task = containing(list, event.ts);
    if (!task || task.ratio === 1) return event;
    if (tops.has(event)) return { ...event, dur: event.dur! * task.ratio };
    return {
      ...event,
      ts: task.ts + (event.ts - task.ts) * task.ratio,
      ...(typeof event.dur === "number" ? { dur: event.dur * task.ratio } : {}),
    };
  });
  return { ...trace, traceEvents: events };
}

/** The task whose span holds `ts` (tasks sorted by start, not overlapping), by binary search. */
function containing(list: Task[], ts: number): Task | undefined {
  let low = 0;
  let high = list.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (list[middle].ts <= ts) low = middle + 1;
    else high = middle - 1;
  }
  const task = list[high];
  return task && ts <= task.ts + task.dur ? task : undefined;
}
