// @vitest-environment node
/**
 * Dates that must not depend on the machine's time zone (São Paulo's business day, post dates, RSS dates,
 * calendar checks, the earliest collection date), run for real in a child process per zone: São Paulo,
 * UTC (the Lambda, CI), the earliest (UTC+14) and one of the latest (UTC−11) zones.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

type Probe = {
  zone: string;
  offsetMinutes: number;
  localDayOfMorningInUtc: number;
  today: string[];
  year: number[];
  postDates: string[][];
  rss: string[];
  calendar: boolean[];
  preferredDate: boolean[];
};

/** Zone, getTimezoneOffset() in January, and the local day of 10 March 2026 02:30 UTC there. */
const zones = [
  ["America/Sao_Paulo", 180, 9],
  ["UTC", 0, 10],
  ["Pacific/Kiritimati", -840, 10],
  ["Pacific/Pago_Pago", 660, 9],
] as const;

const probes = new Map<string, Probe>();

beforeAll(async () => {
  const probe = path.join(__dirname, "time-zone-probe.ts");
  await Promise.all(
    zones.map(async ([zone]) => {
      const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", probe], {
        cwd: path.join(__dirname, "../.."),
        env: { ...process.env, TZ: zone },
      });
      probes.set(zone, JSON.parse(stdout) as Probe);
    }),
  );
}, 60_000);

describe.each(zones)("with TZ=%s", (zone, offsetMinutes, localDay) => {
  const run = () => probes.get(zone) as Probe;

  it("really runs in that zone", () => {
    expect(run().zone).toBe(zone);
    expect(run().offsetMinutes).toBe(offsetMinutes);
    expect(run().localDayOfMorningInUtc).toBe(localDay);
  });

  it("todayInSaoPaulo and the protocol year follow São Paulo's calendar", () => {
    expect(run().today).toEqual([
      "2026-03-09",
      "2026-03-10",
      "2026-03-10",
      "2026-03-10",
      "2026-12-31",
      "2026-12-31",
      "2027-01-01",
    ]);
    expect(run().year).toEqual([2026, 2026, 2026, 2026, 2026, 2026, 2027]);
  });

  it("a collection date is refused only before São Paulo's today", () => {
    expect(run().preferredDate).toEqual([false, true, true]);
  });

  it("post dates, RSS dates and calendar checks never move a day", () => {
    expect(run().postDates).toEqual([
      ["1 de janeiro de 2024", "January 1, 2024", "1 de enero de 2024"],
      ["29 de fevereiro de 2024", "February 29, 2024", "29 de febrero de 2024"],
      ["31 de dezembro de 2025", "December 31, 2025", "31 de diciembre de 2025"],
      ["1 de janeiro de 2024", "January 1, 2024", "1 de enero de 2024"],
    ]);
    expect(run().rss).toEqual([
      "Mon, 01 Jan 2024 00:00:00 GMT",
      "Thu, 29 Feb 2024 00:00:00 GMT",
      "Wed, 31 Dec 2025 00:00:00 GMT",
      "Mon, 01 Jan 2024 00:00:00 GMT",
    ]);
    expect(run().calendar).toEqual([true, false, true, true]);
  });
});
