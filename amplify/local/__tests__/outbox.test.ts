// @vitest-environment node
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { messageFileName, newMessage, type MessageDraft } from "../../functions/shared/messages";
import { outboxTransport } from "../../functions/shared/notify";
import { formatMessage, latestMessages } from "../outbox";

describe("the local outbox", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "outbox-"));
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const draft = (status: string): MessageDraft => ({
    id: `coleta#COL-2026-000001#customer#${status}`,
    topic: `coleta.${status}`,
    ref: "COL-2026-000001",
    to: "a@example.com",
    subject: "S",
    text: "T",
    language: "pt",
  });

  it("gets one file per message, named by its time and id; npm run outbox shows the newest", async () => {
    const transport = outboxTransport(dir);
    expect(await transport.send(newMessage(draft("agendada"), new Date("2026-03-10T12:00:00.000Z")))).toEqual({
      outcome: "sent",
      detail: expect.any(String),
    });
    await transport.send(newMessage(draft("coletada"), new Date("2026-03-11T12:00:00.000Z")));
    expect(fs.readdirSync(dir).sort()).toEqual([
      "20260310T120000000Z-coleta--COL-2026-000001--customer--agendada.json",
      "20260311T120000000Z-coleta--COL-2026-000001--customer--coletada.json",
    ]);
    expect(JSON.parse(fs.readFileSync(path.join(dir, fs.readdirSync(dir).sort()[0]), "utf8"))).toEqual({
      id: "coleta#COL-2026-000001#customer#agendada",
      topic: "coleta.agendada",
      ref: "COL-2026-000001",
      to: "a@example.com",
      subject: "S",
      text: "T",
      language: "pt",
      createdAt: "2026-03-10T12:00:00.000Z",
    });
    const latest = latestMessages(dir, 1);
    expect(latest.map((entry) => entry.file)).toEqual([
      "20260311T120000000Z-coleta--COL-2026-000001--customer--coletada.json",
    ]);
    expect(formatMessage(latest[0])).toContain(
      "Id: coleta#COL-2026-000001#customer#coletada\nTopic: coleta.coletada\nTo: a@example.com\nSubject: S",
    );
    expect(latestMessages(path.join(dir, "missing"), 5)).toEqual([]);
  });

  it("writes a message once: the same message again finds its file (already sent) and leaves it as it is", async () => {
    const transport = outboxTransport(dir);
    const message = newMessage(draft("agendada"), new Date("2026-03-10T12:00:00.000Z"));
    await transport.send(message);
    const file = path.join(dir, messageFileName(message));
    const before = fs.readFileSync(file, "utf8");
    expect((await transport.send({ ...message, text: "changed" })).outcome).toBe("already-sent");
    expect(fs.readFileSync(file, "utf8")).toBe(before);
    // No temporary file is left behind.
    expect(fs.readdirSync(dir)).toEqual([messageFileName(message)]);
  });

  it("still prints the files written before messages had ids", () => {
    fs.writeFileSync(
      path.join(dir, "20260310T120000000Z-COL-2026-000001-agendada.json"),
      JSON.stringify({ to: "a@example.com", subject: "S", text: "T", language: "pt" }),
    );
    expect(formatMessage(latestMessages(dir, 1)[0])).toContain("To: a@example.com\nSubject: S\nLanguage: pt");
  });
});
