import type { APIGatewayProxyEvent, APIGatewayProxyResult } from "aws-lambda";
import type { z } from "zod";
import {
  assignmentSchema,
  deadLetterQuerySchema,
  EXPORT_MAX_ROWS,
  inboxQuerySchema,
  inviteSchema,
  messageIdSchema,
  noteSchema,
  replySchema,
  resendSchema,
  setBasesSchema,
  setGroupsSchema,
  statusChangeSchema,
  surveyQuerySchema,
  type DeadLetter,
  type DeadLettersPage,
  type ResendResult,
} from "../../../src/domain/backoffice";
import type { ErrorCode } from "../../../src/domain/messages";
import { validate } from "../../../src/domain/validate";
import { ADMINISTRATORS_GROUP, topicsOf } from "../../../src/domain/staff-groups";
import { contatoNotices } from "../contato-api/notifications";
import { commonRoutes } from "../shared/common-routes";
import { downloadUrl } from "../shared/files";
import { csvDocument, csvResponse, csvRow, CSV_BOM } from "../shared/csv";
import { deadLettersPage, decodeDeadLetterCursor, resendDeadLetter } from "../shared/dead-letters";
import { json, type Claims } from "../shared/http";
import type { Message } from "../shared/messages";
import { settleAfterChange } from "../shared/notices";
import { fieldErrors, jsonBody, mismatch, oneError } from "../shared/respond";
import { createHandler, type RouteContext } from "../shared/router";
import { staffAccess, type StaffAccess } from "../shared/staff";
import {
  applyChange,
  decodeCursor,
  detailView,
  encodeCursor,
  getInboxRecord,
  listInbox,
  summaryView,
  type Change,
  type InboxRecord,
  type ListFilters,
  type ThreadEntry,
} from "./inbox";
import { equipeApi } from "./routes";
import { getMember, inviteMember, listStaff, setMemberBases, setMemberGroups } from "./staff-admin";
import { baseById } from "../../../src/domain/bases";
import { bases as operatingBases } from "../shared/bases";
import { answersByMonth, categoryOf, rangeAllowed, surveyRange, surveyResults } from "./surveys";

/** A GET has no body: `?language=en` picks the language of its error messages (pt by default). */
function queryLanguage(event: APIGatewayProxyEvent) {
  return { language: event.queryStringParameters?.language };
}

function refuse(event: APIGatewayProxyEvent, status: number, field: string, code: ErrorCode) {
  return oneError(event, status, queryLanguage(event), field, code);
}

const forbidden = (event: APIGatewayProxyEvent, field = "") => refuse(event, 403, field, "forbidden");
const notFound = (event: APIGatewayProxyEvent, field = "reference") => refuse(event, 404, field, "not_found");

/** The query string checked by `schema`, or the 400 that names the first bad parameter. */
function checkedQuery<T>(
  event: APIGatewayProxyEvent,
  schema: z.ZodType<T, z.ZodTypeDef, unknown>,
): { ok: true; value: T } | { ok: false; response: APIGatewayProxyResult } {
  const checked = validate(schema, event.queryStringParameters ?? {}, queryLanguage(event).language);
  return checked.ok ? checked : { ok: false, response: fieldErrors(event, 400, checked.errors) };
}

/** The JSON body checked by `schema` (its messages in `?language=`), or the response that refuses it. */
function checkedBody<T>(
  event: APIGatewayProxyEvent,
  schema: z.ZodType<T, z.ZodTypeDef, unknown>,
): { ok: true; value: T } | { ok: false; response: APIGatewayProxyResult } {
  const parsed = jsonBody(event);
  if ("response" in parsed) return { ok: false, response: parsed.response };
  const checked = validate(schema, parsed.body, queryLanguage(event).language);
  return checked.ok ? checked : { ok: false, response: fieldErrors(event, 400, checked.errors) };
}

/** The filters of a list or an export, for this caller; or the response that refuses them (400, 403). */
function inboxFilters(
  event: APIGatewayProxyEvent,
  claims: Claims | null,
  access: StaffAccess,
  exporting: boolean,
): { ok: true; filters: ListFilters } | { ok: false; response: APIGatewayProxyResult } {
  const checked = checkedQuery(
    event,
    exporting ? inboxQuerySchema(EXPORT_MAX_ROWS, EXPORT_MAX_ROWS) : inboxQuerySchema(),
  );
  if (!checked.ok) return checked;
  const { next, language: _language, q, assignee, ...query } = checked.value;
  if (query.topic && !access.topics.includes(query.topic)) return { ok: false, response: forbidden(event, "topic") };
  const cursor = next ? decodeCursor(next) : undefined;
  if (cursor === null) return { ok: false, response: refuse(event, 400, "next", "invalid_value") };
  const assigneeUsername = assignee === "me" ? (claims?.username ?? claims?.sub) : assignee;
  return {
    ok: true,
    filters: {
      ...query,
      ...(q ? { q } : {}),
      ...(assigneeUsername ? { assigneeUsername } : {}),
      ...(cursor ? { cursor } : {}),
      topics: access.topics,
    },
  };
}

/** A thread entry as the page sees it (the fingerprint is bookkeeping). */
function entryView(entry: ThreadEntry) {
  const { fingerprint: _fingerprint, ...shown } = entry;
  return shown;
}

/**
 * The message a route about one message acts on, once the caller may: 403 for anyone who reads no topic (customers,
 * operations), 404 for an unknown reference, 403 for a topic of another team.
 */
async function messageFor(
  context: RouteContext,
): Promise<{ ok: true; record: InboxRecord; access: StaffAccess } | { ok: false; response: APIGatewayProxyResult }> {
  const { event, params, claims } = context;
  const access = staffAccess(claims);
  if (access.topics.length === 0) return { ok: false, response: forbidden(event) };
  const record = await getInboxRecord((params.reference ?? "").toUpperCase());
  if (!record) return { ok: false, response: notFound(event) };
  if (!access.topics.includes(record.topic)) return { ok: false, response: forbidden(event, "reference") };
  return { ok: true, record, access };
}

/** One write to a message's thread (the body checked by `schema` and turned into a change), answered alike. */
async function threadWrite<T>(
  context: RouteContext,
  schema: z.ZodType<T, z.ZodTypeDef, unknown>,
  toChange: (body: T, record: InboxRecord) => Promise<Change | { response: APIGatewayProxyResult }>,
): Promise<APIGatewayProxyResult> {
  const { event, claims } = context;
  const found = await messageFor(context);
  if (!found.ok) return found.response;
  const body = checkedBody(event, schema);
  if (!body.ok) return body.response;
  const change = await toChange(body.value, found.record);
  if ("response" in change) return change.response;
  const outcome = await applyChange(found.record.reference, change, { sub: claims?.sub ?? "", email: claims?.email });
  switch (outcome.kind) {
    case "not_found":
      return notFound(event);
    case "mismatch":
      return mismatch(event, queryLanguage(event));
    case "full":
      return refuse(event, 409, "", "thread_full");
    case "done":
      // A reply's e-mail (and, on a resend, whatever a crash left unwritten): once, by its id.
      if (change.kind === "resposta") await settleAfterChange(contatoNotices, found.record.reference);
      return json(event, 200, { entries: outcome.entries.map(entryView), record: await detailView(outcome.record) });
  }
}

/** São Paulo's wall clock for a spreadsheet ("2026-03-10 09:15"): Brazil keeps UTC−3 all year. */
function saoPauloTime(iso: string | undefined): string {
  if (!iso) return "";
  const time = new Date(iso).getTime();
  return Number.isNaN(time) ? "" : new Date(time - 3 * 3_600_000).toISOString().slice(0, 16).replace("T", " ");
}

/** A file over this stops early, its rest in the next part (a Lambda answers 6 MB at most). */
export const MAX_EXPORT_BYTES = 5_000_000;

export const inboxCsvHeader = [
  "referencia",
  "recebida_em",
  "topico",
  "equipe",
  "status",
  "responsavel",
  "nome",
  "email",
  "telefone",
  "empresa",
  "cnpj",
  "categoria_fornecimento",
  "idioma",
  "mensagem",
  "notas",
  "respostas",
  "atualizada_em",
] as const;

function inboxCsvRow(record: InboxRecord) {
  const view = summaryView(record);
  return csvRow([
    view.reference,
    saoPauloTime(view.createdAt),
    view.topic,
    view.team,
    view.status,
    view.assignee?.email ?? view.assignee?.username,
    view.name,
    view.email,
    view.phone,
    view.company,
    view.cnpj,
    view.supplyCategory,
    view.language,
    view.message,
    view.notes,
    view.replies,
    saoPauloTime(view.updatedAt),
  ]);
}

export const surveyCsvHeader = ["data", "protocolo", "nota", "categoria", "idioma", "comentario"] as const;

const today = () => new Date().toISOString().slice(0, 10);

/** A dead letter as the staff see it (src/domain/backoffice.ts deadLetterSchema): everything but its text. */
function deadLetterView(message: Message): DeadLetter {
  return {
    id: message.id,
    kind: message.topic,
    to: message.to,
    subject: message.subject,
    language: message.language,
    attempts: Number(message.attempts ?? 0),
    lastError: message.lastError ?? null,
    createdAt: message.createdAt,
    updatedAt: message.failedAt ?? message.dueAt,
  };
}

export const handler = createHandler(equipeApi, {
  ...commonRoutes(equipeApi.name),

  /** What the caller may do here (the pages show their menus from it); 403 for anyone outside the staff. */
  "GET /acesso": async ({ event, claims }) => {
    const access = staffAccess(claims);
    if (access.groups.length === 0) return forbidden(event);
    return json(event, 200, {
      sub: claims?.sub,
      username: claims?.username ?? null,
      email: claims?.email ?? null,
      ...access,
    });
  },

  "GET /mensagens": async ({ event, claims }) => {
    const access = staffAccess(claims);
    if (access.topics.length === 0) return forbidden(event);
    const parsed = inboxFilters(event, claims, access, false);
    if (!parsed.ok) return parsed.response;
    const { items, next } = await listInbox(parsed.filters);
    return json(event, 200, { items: items.map(summaryView), next });
  },

  /** The filtered list as CSV (shared/csv.ts), newest first; a list longer than one file names the next part in `X-Next`. */
  "GET /mensagens/exportar": async ({ event, claims }) => {
    const access = staffAccess(claims);
    if (access.topics.length === 0) return forbidden(event);
    const parsed = inboxFilters(event, claims, access, true);
    if (!parsed.ok) return parsed.response;
    const { items, next } = await listInbox(parsed.filters);
    // The rows and their size so far (measuring the whole file again for every row made a 5,000-row part take 15 s).
    const rows = [CSV_BOM + csvRow(inboxCsvHeader)];
    let bytes = Buffer.byteLength(rows[0]);
    let cut: string | null = null;
    for (const [index, record] of items.entries()) {
      const row = inboxCsvRow(record);
      const rowBytes = Buffer.byteLength(row);
      if (bytes + rowBytes > MAX_EXPORT_BYTES) {
        const previous = items[index - 1];
        cut = previous ? encodeCursor(previous) : null;
        break;
      }
      rows.push(row);
      bytes += rowBytes;
    }
    const body = rows.join("");
    const following = cut ?? next;
    return csvResponse(event, `mensagens-${today()}.csv`, body, following ? { "X-Next": following } : {});
  },

  "GET /mensagens/{reference}": async (context) => {
    const found = await messageFor(context);
    if (!found.ok) return found.response;
    return json(context.event, 200, await detailView(found.record));
  },

  /**
   * An application's CV, for the staff who read its topic (the people team, administrators): a signed GET that works
   * for a few minutes (shared/files.ts), saved as `curriculo-<reference>.<pdf|docx>`. 404 for a message without one.
   */
  "GET /mensagens/{reference}/cv": async (context) => {
    const found = await messageFor(context);
    if (!found.ok) return found.response;
    const key = found.record.cvKey;
    if (!key) return refuse(context.event, 404, "reference", "not_found");
    const extension = key.endsWith(".docx") ? "docx" : "pdf";
    return json(context.event, 200, {
      url: await downloadUrl(key, `curriculo-${found.record.reference}.${extension}`),
    });
  },

  "POST /mensagens/{reference}/status": async (context) =>
    threadWrite(context, statusChangeSchema, async (body) => ({
      kind: "status",
      key: body.idempotencyKey,
      status: body.status,
    })),

  /** The assignee must be a staff member who reads the message's topic (400 `invalid_option` otherwise). */
  "POST /mensagens/{reference}/responsavel": async (context) =>
    threadWrite(context, assignmentSchema, async (body, record) => {
      if (body.assignee === null) return { kind: "atribuicao", key: body.idempotencyKey, assignee: null };
      const member = await getMember(body.assignee);
      if (!member || !topicsOf(member.groups).includes(record.topic))
        return { response: refuse(context.event, 400, "assignee", "invalid_option") };
      return {
        kind: "atribuicao",
        key: body.idempotencyKey,
        assignee: { username: member.username, ...(member.email ? { email: member.email } : {}) },
      };
    }),

  "POST /mensagens/{reference}/nota": async (context) =>
    threadWrite(context, noteSchema, async (body) => ({ kind: "nota", key: body.idempotencyKey, text: body.text })),

  "POST /mensagens/{reference}/resposta": async (context) =>
    threadWrite(context, replySchema, async (body) => ({
      kind: "resposta",
      key: body.idempotencyKey,
      text: body.text,
    })),

  "GET /pesquisas": async ({ event, claims }) => {
    if (!staffAccess(claims).surveys) return forbidden(event);
    const checked = checkedQuery(event, surveyQuerySchema);
    if (!checked.ok) return checked.response;
    const range = surveyRange(checked.value);
    if (!rangeAllowed(range)) return refuse(event, 400, "from", "out_of_range");
    return json(event, 200, surveyResults(range, await answersByMonth(range)));
  },

  /** Every answer of the range, newest first, as CSV. */
  "GET /pesquisas/exportar": async ({ event, claims }) => {
    if (!staffAccess(claims).surveys) return forbidden(event);
    const checked = checkedQuery(event, surveyQuerySchema);
    if (!checked.ok) return checked.response;
    const range = surveyRange(checked.value);
    if (!rangeAllowed(range)) return refuse(event, 400, "from", "out_of_range");
    const answers = [...(await answersByMonth(range)).values()]
      .flat()
      .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
    const body = csvDocument(
      surveyCsvHeader,
      answers.map((answer) => [
        saoPauloTime(answer.createdAt),
        answer.protocol,
        answer.score,
        categoryOf(answer.score),
        answer.language,
        answer.comment,
      ]),
    );
    if (Buffer.byteLength(body) > MAX_EXPORT_BYTES) return refuse(event, 400, "from", "out_of_range");
    return csvResponse(event, `pesquisas-${range.from}-${range.to}.csv`, body);
  },

  /** The e-mails the dispatcher gave up on, the most recently failed first (byState "dead"); administrators only. */
  "GET /avisos-falhos": async ({ event, claims }) => {
    if (!staffAccess(claims).administrator) return forbidden(event);
    const checked = checkedQuery(event, deadLetterQuerySchema);
    if (!checked.ok) return checked.response;
    const cursor = checked.value.next === undefined ? undefined : decodeDeadLetterCursor(checked.value.next);
    if (cursor === null) return refuse(event, 400, "next", "invalid_value");
    const page = await deadLettersPage({ limit: checked.value.limit, ...(cursor ? { cursor } : {}) });
    const answer: DeadLettersPage = { items: page.items.map(deadLetterView), next: page.next };
    return json(event, 200, answer);
  },

  /**
   * A dead letter pending again (the dispatcher sends it, once). The same key again answers the same and changes
   * nothing; a message that is not dead (pending, sent) is 409 `invalid_transition`; an unknown id 404.
   */
  "POST /avisos-falhos/{id}/reenviar": async ({ event, params, claims }) => {
    if (!staffAccess(claims).administrator) return forbidden(event);
    const body = checkedBody(event, resendSchema);
    if (!body.ok) return body.response;
    const id = messageIdSchema.safeParse(params.id ?? "");
    if (!id.success) return notFound(event, "id");
    const outcome = await resendDeadLetter(id.data, new Date(), {
      key: body.value.idempotencyKey,
      by: claims?.sub ?? "",
      ...(claims?.email ? { byEmail: claims.email } : {}),
    });
    switch (outcome) {
      case "not_found":
        return notFound(event, "id");
      case "not_dead":
        return refuse(event, 409, "id", "invalid_transition");
      case "resent":
      case "replayed": {
        const answer: ResendResult = { id: id.data, state: "pending" };
        return json(event, 200, answer);
      }
    }
  },

  "GET /equipe": async ({ event, claims }) => {
    if (!staffAccess(claims).administrator) return forbidden(event);
    return json(event, 200, { items: await listStaff() });
  },

  /** 201 with the invitation sent; 200 when the account existed (only its groups were added). */
  "POST /equipe": async ({ event, claims }) => {
    if (!staffAccess(claims).administrator) return forbidden(event);
    const body = checkedBody(event, inviteSchema);
    if (!body.ok) return body.response;
    const { member, invited } = await inviteMember(body.value);
    return json(event, invited ? 201 : 200, { member, invited });
  },

  /** The member's staff groups, exactly. An administrator cannot take their own `administradores` away (403). */
  "PUT /equipe/{username}/grupos": async ({ event, params, claims }) => {
    if (!staffAccess(claims).administrator) return forbidden(event);
    const body = checkedBody(event, setGroupsSchema);
    if (!body.ok) return body.response;
    const member = await getMember(params.username ?? "");
    if (!member) return notFound(event, "username");
    const self = member.username === claims?.username || (member.sub !== null && member.sub === claims?.sub);
    if (self && !body.value.groups.includes(ADMINISTRATORS_GROUP)) return forbidden(event, "groups");
    const updated = await setMemberGroups(member.username, body.value.groups);
    return updated ? json(event, 200, { member: updated }) : notFound(event, "username");
  },

  /**
   * The member's operating bases, exactly (ids of content/bases that take requests; 400 for any other). Their ID
   * token carries them from their next sign-in or token refresh. Setting the same bases again changes nothing.
   */
  "PUT /equipe/{username}/bases": async ({ event, params, claims }) => {
    if (!staffAccess(claims).administrator) return forbidden(event);
    const body = checkedBody(event, setBasesSchema);
    if (!body.ok) return body.response;
    if (body.value.bases.some((id) => baseById(operatingBases, id)?.kind !== "base"))
      return refuse(event, 400, "bases", "invalid_option");
    const member = await getMember(params.username ?? "");
    if (!member) return notFound(event, "username");
    const updated = await setMemberBases(member.username, body.value.bases);
    return updated ? json(event, 200, { member: updated }) : notFound(event, "username");
  },
});
