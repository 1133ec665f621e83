/**
 * One Lighthouse mobile run against a served page, in Debian's Chromium, with the page's own language (so the
 * pre-paint redirect leaves unprefixed Portuguese pages alone). Used by `npm run bench` and
 * `npm run test:lighthouse`.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { automationFlags, chromiumPath } from "./chromium";
import { onCpuTime, type TraceEvent } from "./cpu-time-trace";

export type Scores = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  lcp: number;
  tbt: number;
  /** Audits that cost points outside performance, for a readable failure. */
  failing: string[];
  /** When anything shifted: what moved, and by how much (Lighthouse's layout-shifts audit). */
  shifts: string[];
};

export const chromePath = chromiumPath;

/**
 * A run Lighthouse itself calls invalid (a `runtimeError` such as NO_LCP, which scores performance 0) says
 * nothing about the page; it is retried, up to twice, and reported if it persists.
 */
export type RunOptions = {
  /** Extra Chromium flags (the vendor stand-ins' host mapping, scripts/lib/vendor-stand-ins.ts). */
  chromeFlags?: string[];
  /** A consent choice stored before the run (storage then kept): a returning visitor; none: a first visit. */
  consent?: { functional: boolean; analytics: boolean };
};

export async function runLighthouse(origin: string, path: string, options: RunOptions = {}): Promise<Scores> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(origin, path, options);
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || attempt === 3) throw error;
      console.warn(`  ${path}: ${error.message}; running again`);
    }
  }
}

class LighthouseRunError extends Error {}

/**
 * Stores a consent choice in the browser's localStorage for `origin` over the DevTools protocol: the tab opens
 * the site's robots.txt (a file of that origin, no page scripts) and sets the key there.
 */
async function storeConsent(port: number, origin: string, consent: NonNullable<RunOptions["consent"]>): Promise<void> {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
    type: string;
    webSocketDebuggerUrl: string;
  }[];
  const target = targets.find((entry) => entry.type === "page");
  if (!target) throw new Error("no page target to store the consent in");
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let nextId = 0;
  const pending = new Map<number, (result: unknown) => void>();
  const events: string[] = [];
  socket.onmessage = (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; method?: string; result?: unknown };
    if (message.id !== undefined) pending.get(message.id)?.(message.result);
    if (message.method) events.push(message.method);
  };
  const send = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<unknown>((resolve) => {
      const id = ++nextId;
      pending.set(id, resolve);
      socket.send(JSON.stringify({ id, method, params }));
    });
  await send("Page.enable");
  await send("Page.navigate", { url: `${origin}/robots.txt` });
  for (let tries = 0; !events.includes("Page.loadEventFired"); tries++) {
    if (tries > 100) throw new Error("robots.txt did not load");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const value = JSON.stringify({ version: 1, at: new Date().toISOString(), ...consent });
  await send("Runtime.evaluate", { expression: `localStorage.setItem("circulare:consent", ${JSON.stringify(value)})` });
  socket.close();
}

/**
 * The default config's audits that weigh nothing in any category (diagnostics, insights, the screenshots,
 * informative accessibility checks), except `layout-shifts`, read for a failure's message. No score depends on
 * them, and skipping them skips their gatherers too (the back/forward cache check navigates away and back):
 * one page measured alternately, 11.8 s a run with them and 9.2 s without, the same scores.
 */
let unscored: string[] | undefined;
async function unscoredAudits(): Promise<string[]> {
  if (unscored) return unscored;
  const { default: config } = await import("lighthouse/core/config/default-config.js");
  const weights = new Map<string, number>();
  for (const category of Object.values(config.categories ?? {})) {
    for (const ref of category.auditRefs) weights.set(ref.id, Math.max(weights.get(ref.id) ?? 0, ref.weight));
  }
  const ids = (config.audits ?? []).map((audit) =>
    (typeof audit === "string" ? audit : String((audit as { path: string }).path)).split("/").pop()!,
  );
  unscored = ids.filter((id) => !((weights.get(id) ?? 0) > 0) && id !== "layout-shifts");
  return unscored;
}

async function runOnce(origin: string, pagePath: string, options: RunOptions): Promise<Scores> {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const language = /^\/(en|es)\//.exec(pagePath)?.[1] ?? "pt-BR";
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      "--headless=new",
      ...automationFlags,
      `--lang=${language}`,
      `--accept-lang=${language}`,
      ...(options.chromeFlags ?? []),
    ],
  });
  try {
    if (options.consent) await storeConsent(chrome.port, origin, options.consent);
    const flags = {
      port: chrome.port,
      output: "json" as const,
      logLevel: "silent" as const,
      disableStorageReset: Boolean(options.consent),
      // No screenshots beyond the trace's own (speed index is computed from those): none of them is scored,
      // and taking and encoding them was 2–4 s of each 9–12 s run here.
      disableFullPageScreenshot: true,
    };
    const config = { extends: "lighthouse:default", settings: { skipAudits: await unscoredAudits() } } as const;
    // Gathered, then audited from a trace in the threads' CPU time (cpu-time-trace.ts says why).
    const saved = fs.mkdtempSync(path.join(os.tmpdir(), "circulare-lighthouse-"));
    let result: Awaited<ReturnType<typeof lighthouse>>;
    try {
      await lighthouse(`${origin}${pagePath}`, { ...flags, gatherMode: saved }, config);
      const tracePath = path.join(saved, "trace.json");
      const trace = JSON.parse(fs.readFileSync(tracePath, "utf8")) as { traceEvents: TraceEvent[] };
      fs.writeFileSync(tracePath, JSON.stringify(onCpuTime(trace)));
      result = await lighthouse(`${origin}${pagePath}`, { ...flags, auditMode: saved }, config);
    } finally {
      fs.rmSync(saved, { recursive: true, force: true });
    }
    if (!result) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
    const lhr = result.lhr;
    if (lhr.runtimeError)
      throw new LighthouseRunError(`Lighthouse error ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    if (lhr.categories.performance.score === null) throw new LighthouseRunError("no performance score");
    if (new URL(lhr.finalDisplayedUrl).pathname !== pagePath)
      throw new Error(`${pagePath} was redirected to ${lhr.finalDisplayedUrl}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const failing = ["accessibility", "best-practices", "seo"].flatMap((id) =>
      lhr.categories[id].auditRefs
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1)
        .map((ref) => `${id}: ${ref.id}${auditItems(lhr.audits[ref.id].details)}`),
    );
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      cls: lhr.audits["cumulative-layout-shift"].numericValue ?? 0,
      lcp: lhr.audits["largest-contentful-paint"].numericValue ?? 0,
      tbt: lhr.audits["total-blocking-time"].numericValue ?? 0,
      failing,
      shifts: layoutShifts(lhr.audits["layout-shifts"]?.details),
    };
  } finally {
    chrome.kill();
  }
}

/** What a failing audit found (its first items: a message, a URL, a node), for a failure that says what to fix. */
function auditItems(details: unknown): string {
  const items = (details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const describe = (item: Record<string, unknown>) =>
    [
      item.value,
      item.description,
      (item.source as { url?: string } | undefined)?.url,
      item.url,
      (item.node as { snippet?: string } | undefined)?.snippet,
    ]
      .filter((part): part is string => typeof part === "string" && part.length > 0)
      .join(" @ ");
  const found = items.slice(0, 5).map(describe).filter(Boolean);
  return found.length ? ` (${found.join("; ")})` : "";
}

/** Lighthouse's layout-shifts items: the element that moved (its selector and snippet) and the shift's score. */
function layoutShifts(details: unknown): string[] {
  type Item = {
    score?: number;
    node?: { selector?: string; snippet?: string };
    subItems?: { items?: { extra?: { value?: string } }[] };
  };
  const items = (details as { items?: Item[] } | undefined)?.items ?? [];
  return items.map((item) => {
    const causes = (item.subItems?.items ?? []).map((sub) => sub.extra?.value).filter(Boolean);
    return `${(item.score ?? 0).toFixed(4)} ${item.node?.selector ?? "?"} ${item.node?.snippet ?? ""}${causes.length ? ` (${causes.join("; ")})` : ""}`;
  });
}

export const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A markdown table, as the bench and the check print them. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((cell, index) => Math.max(cell.length, ...rows.map((row) => row[index].length)));
  const line = (cells: string[]) => `| ${cells.map((cell, index) => cell.padEnd(widths[index])).join(" | ")} |`;
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n");
}
