// @vitest-environment node
/**
 * Dead letters for the staff (EquipeAPI `GET /avisos-falhos`, `POST /avisos-falhos/{id}/reenviar`) through the real
 * local backend: a contact message's e-mails fail until they are dead letters (the outbox made unwritable, the
 * dispatcher driven past every backoff with time passed in), an administrator lists them and resends one, the
 * dispatcher delivers it exactly once when the outbox works again; who may (administrators only), a retry with the
 * same key recorded once, 409 for a message that is not dead, 404 for an unknown one.
 */
import { deadLettersPageSchema, resendResultSchema } from "../../../src/domain/backoffice";
import type { ContatoInput } from "../../../src/domain/contato";
import { outboxMessages } from "../../local/outbox";
import { tableRows } from "../../local/__tests__/accounts";
import { callApi, sendContato, useStaffBackend, type Answer } from "../../local/__tests__/staff-backend";
import { MAX_ATTEMPTS, type Message } from "../shared/messages";
import { breakOutbox } from "./broken-outbox";

const local = useStaffBackend("dead-letters");
const { tokens } = local;

/** EquipeAPI's status and JSON body (what these tests compare). */
async function call(
  method: string,
  route: string,
  token?: string,
  body?: unknown,
): Promise<Pick<Answer, "status" | "body">> {
  const answer = await callApi(local.backend, "EquipeAPI", method, route, token, body);
  return { status: answer.status, body: answer.body };
}

const resendRoute = (id: string) => `avisos-falhos/${encodeURIComponent(id)}/reenviar`;
const key = () => crypto.randomUUID();

async function messagesOf(ref: string): Promise<Message[]> {
  return ((await tableRows(local.backend.ports.dynamodb, "mensagem")) as Message[]).filter(
    (message) => message.ref === ref,
  );
}

/**
 * A contact message whose two e-mails (confirmation, alert) fail every attempt until they are dead letters: the outbox
 * is unwritable and the dispatcher is run at each message's next due time (past every backoff at once). Returns the
 * message's reference, with the outbox writable again.
 */
async function contatoWithDeadLetters(overrides: Partial<ContatoInput> = {}): Promise<string> {
  const repair = breakOutbox(local.backend.outboxDir);
  try {
    const reference = await sendContato(local.backend, overrides);
    for (let round = 0; round <= MAX_ATTEMPTS + 2; round += 1) {
      const waiting = (await messagesOf(reference)).filter((message) => message.state === "pending");
      if (round > 0 && waiting.length === 0) break;
      const due = waiting.reduce(
        (latest, message) => (message.dueAt > latest ? message.dueAt : latest),
        new Date().toISOString(),
      );
      await local.backend.notifications.flush(new Date(due));
    }
    const stored = await messagesOf(reference);
    expect(stored.map((message) => [message.topic, message.state, message.attempts])).toEqual(
      expect.arrayContaining([
        ["contato.confirmation", "dead", MAX_ATTEMPTS],
        ["contato.alert", "dead", MAX_ATTEMPTS],
      ]),
    );
    expect(stored).toHaveLength(2);
    return reference;
  } finally {
    repair();
  }
}

describe("dead letters", () => {
  it("a message that keeps failing ends dead; an administrator lists it and resends it; it is delivered exactly once", async () => {
    const reference = await contatoWithDeadLetters();
    const [confirmation, alert] = ["confirmation", "alert"].map((kind) => `contato#${reference}#${kind}`);
    const admin = tokens.administradores;

    // The list: both, newest failure first, each without its text, in the shared schema's shape.
    const listed = await call("GET", "avisos-falhos", admin);
    expect(listed.status).toBe(200);
    const page = deadLettersPageSchema.parse(listed.body);
    expect(page.next).toBeNull();
    expect(page.items.map((item) => item.id).sort()).toEqual([alert, confirmation].sort());
    const updated = page.items.map((item) => item.updatedAt);
    expect(updated).toEqual([...updated].sort().reverse());
    const item = page.items.find((candidate) => candidate.id === confirmation);
    expect(item).toEqual({
      id: confirmation,
      kind: "contato.confirmation",
      to: "ruth@example.com",
      subject: expect.stringContaining(reference),
      language: "pt",
      attempts: MAX_ATTEMPTS,
      lastError: expect.any(String),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    // The schema is strict: a `text` (or any other field) would fail the parse above.
    expect(JSON.stringify(listed.body)).not.toContain("interior de Minas Gerais");

    // Paging: one a page, the cursor passed back unchanged.
    const first = deadLettersPageSchema.parse((await call("GET", "avisos-falhos?limit=1", admin)).body);
    expect(first.items).toHaveLength(1);
    expect(first.next).toEqual(expect.any(String));
    const second = deadLettersPageSchema.parse(
      (await call("GET", `avisos-falhos?limit=1&next=${encodeURIComponent(String(first.next))}`, admin)).body,
    );
    expect([...first.items, ...second.items].map((entry) => entry.id)).toEqual(page.items.map((entry) => entry.id));
    expect(second.next).toBeNull();

    // Resent, and a retry with the same key answers the same and is recorded once.
    const resendKey = key();
    const resent = await call("POST", resendRoute(confirmation), admin, { idempotencyKey: resendKey });
    expect(resent).toEqual({ status: 200, body: { id: confirmation, state: "pending" } });
    expect(resendResultSchema.parse(resent.body)).toEqual(resent.body);
    expect(await call("POST", resendRoute(confirmation), admin, { idempotencyKey: resendKey })).toEqual(resent);
    let row = (await messagesOf(reference)).find((message) => message.id === confirmation);
    expect(row).toMatchObject({ state: "pending", attempts: 0 });
    expect(row?.resends).toEqual([
      { key: resendKey, at: expect.any(String), by: expect.any(String), byEmail: "admin@circulare.local" },
    ]);

    // The dispatcher delivers it, once, though it runs again; the alert stays dead.
    await local.backend.notifications.flush();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await local.backend.notifications.flush(new Date(Date.now() + 60 * 60_000));
    const files = outboxMessages(local.backend.outboxDir).filter((message) => message.ref === reference);
    expect(files.map((message) => message.id)).toEqual([confirmation]);
    row = (await messagesOf(reference)).find((message) => message.id === confirmation);
    expect(row).toMatchObject({ state: "sent" });
    expect((await messagesOf(reference)).find((message) => message.id === alert)?.state).toBe("dead");

    // The same key after delivery: the same answer, nothing sent again.
    expect(await call("POST", resendRoute(confirmation), admin, { idempotencyKey: resendKey })).toEqual(resent);
    await local.backend.notifications.flush();
    expect(outboxMessages(local.backend.outboxDir).filter((message) => message.ref === reference)).toHaveLength(1);
    expect((await messagesOf(reference)).find((message) => message.id === confirmation)?.resends).toHaveLength(1);

    // No longer a dead letter: out of the list, and not resent (409) with another key.
    expect(
      deadLettersPageSchema.parse((await call("GET", "avisos-falhos", admin)).body).items.map((entry) => entry.id),
    ).not.toContain(confirmation);
    const again = await call("POST", resendRoute(confirmation), admin, { idempotencyKey: key() });
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual([expect.objectContaining({ field: "id", code: "invalid_transition" })]);

    // Unknown and malformed ids: 404.
    for (const id of [`contato#${reference}#resposta#nao-existe`, "no spaces allowed", "x".repeat(600)]) {
      const unknown = await call("POST", resendRoute(id), admin, { idempotencyKey: key() });
      expect([id, unknown.status]).toEqual([id, 404]);
      expect(unknown.body.errors).toEqual([expect.objectContaining({ field: "id", code: "not_found" })]);
    }
  });

  it("the same key sent twice at once resends once and the message is delivered once", async () => {
    const reference = await contatoWithDeadLetters({ topic: "ri", language: "en" });
    const alert = `contato#${reference}#alert`;
    const resendKey = key();
    const answers = await Promise.all(
      [1, 2, 3].map(() => call("POST", resendRoute(alert), tokens.administradores, { idempotencyKey: resendKey })),
    );
    for (const answer of answers) expect(answer).toEqual({ status: 200, body: { id: alert, state: "pending" } });
    expect((await messagesOf(reference)).find((message) => message.id === alert)?.resends).toHaveLength(1);
    await local.backend.notifications.flush();
    await local.backend.notifications.flush(new Date(Date.now() + 60 * 60_000));
    expect(
      outboxMessages(local.backend.outboxDir)
        .filter((message) => message.ref === reference)
        .map((message) => message.id),
    ).toEqual([alert]);
  });

  it("only administrators: 401 without a token, 403 for every other staff group and for a customer; nothing changes", async () => {
    const reference = await contatoWithDeadLetters({
      topic: "fornecedor",
      company: "Fornece Embalagens",
      cnpj: "11222333000181",
      supplyCategory: "embalagens",
    });
    const alert = `contato#${reference}#alert`;
    const routes: [string, string, unknown][] = [
      ["GET", "avisos-falhos", undefined],
      ["POST", resendRoute(alert), { idempotencyKey: key() }],
    ];
    for (const [method, route, body] of routes) {
      expect([method, route, (await call(method, route, undefined, body)).status]).toEqual([method, route, 401]);
      for (const who of ["customer", "operator", "contato", "ri", "fornecedores"]) {
        const refused = await call(method, route, tokens[who], body);
        expect([method, route, who, refused.status]).toEqual([method, route, who, 403]);
        expect(refused.body.errors).toEqual([expect.objectContaining({ code: "forbidden" })]);
      }
    }
    expect((await messagesOf(reference)).find((message) => message.id === alert)).toMatchObject({ state: "dead" });
    expect((await messagesOf(reference)).find((message) => message.id === alert)?.resends).toBeUndefined();
  });

  it("checks the query and the body with the shared schemas (400 names the field)", async () => {
    const admin = tokens.administradores;
    for (const [route, field] of [
      ["avisos-falhos?limit=0", "limit"],
      ["avisos-falhos?limit=101", "limit"],
      ["avisos-falhos?next=bm90LWEtY3Vyc29y", "next"],
      ["avisos-falhos?state=sent", "state"],
    ] as const) {
      const refused = await call("GET", route, admin);
      expect([route, refused.status]).toEqual([route, 400]);
      expect(refused.body.errors).toEqual([expect.objectContaining({ field })]);
    }
    for (const body of [{}, { idempotencyKey: "not-a-uuid" }, { idempotencyKey: key(), extra: 1 }]) {
      const refused = await call("POST", resendRoute("contato#CTT-2026-000001#alert"), admin, body);
      expect([body, refused.status]).toEqual([body, 400]);
    }
  });
});
