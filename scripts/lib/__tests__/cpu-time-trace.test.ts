import { describe, expect, it } from "vitest";
import { onCpuTime, type TraceEvent } from "../cpu-time-trace";

const main = { pid: 1, tid: 1 };
const trace = (events: TraceEvent[]) => ({ traceEvents: events, metadata: { kept: true } });

describe("a trace in the threads' CPU time", () => {
  it("shortens a task to its CPU time and its inner events in the same proportion", () => {
    const out = onCpuTime(
      trace([
        { ...main, ph: "X", name: "RunTask", ts: 1000, dur: 400, tdur: 100 },
        { ...main, ph: "X", name: "FunctionCall", ts: 1200, dur: 200, tdur: 50 },
        { ...main, ph: "I", name: "mark", ts: 1400 },
        { ...main, ph: "X", name: "RunTask", ts: 2000, dur: 100, tdur: 100 },
      ]),
    );
    expect(out.traceEvents.map((event) => [event.name, event.ts, event.dur])).toEqual([
      ["RunTask", 1000, 100],
      ["FunctionCall", 1050, 50],
      ["mark", 1100, undefined],
      ["RunTask", 2000, 100],
    ]);
    expect(out.metadata).toEqual({ kept: true });
  });

  it("never lengthens a task, and leaves other threads and events outside tasks alone", () => {
    const events: TraceEvent[] = [
      { ...main, ph: "X", name: "RunTask", ts: 0, dur: 100, tdur: 150 },
      { pid: 1, tid: 2, ph: "X", name: "RunTask", ts: 10, dur: 100, tdur: 20 },
      { ...main, ph: "I", name: "after", ts: 500 },
      { ...main, ph: "X", name: "NoCpuTime", ts: 600, dur: 80 },
    ];
    const out = onCpuTime(trace(events));
    expect(out.traceEvents[0]).toMatchObject({ ts: 0, dur: 100 });
    expect(out.traceEvents[1]).toMatchObject({ ts: 10, dur: 20 });
    expect(out.traceEvents[2]).toMatchObject({ ts: 500 });
    expect(out.traceEvents[3]).toMatchObject({ ts: 600, dur: 80 });
  });

  it("does not change the trace it was given", () => {
    const events: TraceEvent[] = [{ ...main, ph: "X", name: "RunTask", ts: 0, dur: 100, tdur: 10 }];
    onCpuTime(trace(events));
    expect(events[0].dur).toBe(100);
  });
});
