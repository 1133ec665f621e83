// @vitest-environment node
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { deliver } from "../../functions/shared/notify";
import { formatMessage, latestMessages } from "../outbox";

describe("the local outbox", () => {
  let dir: string;
  const saved = process.env.OUTBOX_DIR;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "outbox-"));
    process.env.OUTBOX_DIR = dir;
  });
  afterEach(() => {
    if (saved === undefined) delete process.env.OUTBOX_DIR;
    else process.env.OUTBOX_DIR = saved;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("gets one file per message, named by time, protocol and status; npm run outbox shows the newest", async () => {
    const message = { to: "a@example.com", subject: "S", text: "T", language: "pt" as const, protocol: "COL-2026-000001" };
    await deliver({ ...message, status: "agendada" }, new Date("2026-03-10T12:00:00.000Z"));
    await deliver({ ...message, status: "coletada" }, new Date("2026-03-11T12:00:00.000Z"));
    expect(fs.readdirSync(dir).sort()).toEqual(["20260310T120000000Z-COL-2026-000001-agendada.json", "20260311T120000000Z-COL-2026-000001-coletada.json"]);
    expect(JSON.parse(fs.readFileSync(path.join(dir, fs.readdirSync(dir).sort()[0]), "utf8"))).toEqual({ to: "a@example.com", subject: "S", text: "T", language: "pt" });
    const latest = latestMessages(dir, 1);
    expect(latest.map((entry) => entry.file)).toEqual(["20260311T120000000Z-COL-2026-000001-coletada.json"]);
    expect(formatMessage(latest[0])).toContain("To: a@example.com\nSubject: S");
    expect(latestMessages(path.join(dir, "missing"), 5)).toEqual([]);
  });
});
