import { GetCommand } from "@aws-sdk/lib-dynamodb";
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from "aws-lambda";
import type { z } from "zod";
import { coletaSchema, formatProtocol, protocolPattern, type StoredColeta } from "../../../src/domain/coleta";
import { transitionSchema, type HistoryEntry } from "../../../src/domain/lifecycle";
import { operatingBases } from "../../../src/domain/bases";
import { baseMoveSchema } from "../../../src/domain/base-ids";
import { bases } from "../shared/bases";
import { moveToBase } from "./base-move";
import { messageFor, resolveLanguage, validate } from "../../../src/domain/validate";
import { commonRoutes } from "../shared/common-routes";
import { db, tableName } from "../shared/dynamo";
import { downloadUrl } from "../shared/files";
import { json, type Claims } from "../shared/http";
import { bearerToken, resolveIdentityId } from "../shared/identity";
import { fieldErrors, jsonBody, mismatch, oneError, takeHoneypot, unavailable } from "../shared/respond";
import { NumbersTakenError, yearInBrazil } from "../shared/idempotent";
import { isOperator } from "../shared/operators";
import { settleAfterChange } from "../shared/notices";
import { createHandler } from "../shared/router";
import { SequenceExhaustedError } from "../shared/sequence";
import { optionalClaims } from "../shared/token";
import { normalizeVerificationCode } from "./certificate";
import { collectedLitres, collectionDate } from "./collection-facts";
import { maskCnpj } from "../../../src/domain/brazil";
import {
  createColeta,
  customerView,
  getStored,
  linkAnonymous,
  listColetas,
  operatorAnswer,
  operatorView,
} from "./coleta-store";
import { coletaNotices } from "./notifications";
import { listForOperators, parseFilters } from "./operations";
import { coletaApi } from "./routes";
import { applyTransition, certificatePointer, type Operator } from "./transitions";
import { logger } from "../shared/logging";
import { closeAccount, exportAccount } from "./account-data";
import { closeAccountSchema } from "../../../src/domain/account-closing";

/** A GET has no body: `?language=en` picks the language of its error messages. */
function queryLanguage(event: APIGatewayProxyEvent) {
  return { language: event.queryStringParameters?.language };
}

function notFound(event: APIGatewayProxyEvent, field = "protocol") {
  return oneError(event, 404, queryLanguage(event), field, "not_found");
}

function forbidden(event: APIGatewayProxyEvent, body: unknown = queryLanguage(event)) {
  return oneError(event, 403, body, "", "forbidden");
}

/** The request under a protocol path parameter, or null (a malformed protocol is as unknown as a missing one). */
async function storedAt(params: Record<string, string>): Promise<StoredColeta | null> {
  const protocol = params.protocol ?? "";
  return protocolPattern.test(protocol) ? getStored(protocol) : null;
}

/** The identity id of the caller of a signed-in request; a failed lookup is logged and leaves it unknown. */
async function callerIdentity(event: APIGatewayProxyEvent, claims: Claims): Promise<string | null> {
  const token = bearerToken(event.headers);
  if (!token) return null;
  try {
    return await resolveIdentityId(token, claims.sub);
  } catch (error) {
    logger.error("ColetaAPI: no identity id for the caller", {}, error);
    return null;
  }
}

/** A history step as an operator's action answers it: without its idempotency key and body digest. */
function shownStep(step: HistoryEntry & { fingerprint?: string }): Omit<HistoryEntry, "idempotencyKey"> {
  const { idempotencyKey: _key, fingerprint: _fingerprint, ...shown } = step;
  return shown;
}

/**
 * What an operator's action on a request needs before it runs (a transition, a move to another base): the caller an
 * operator (403), a JSON body that `schema` accepts (400, messages in `?language=`), a well-formed protocol (404).
 */
function operatorAction<T>(
  event: APIGatewayProxyEvent,
  params: Record<string, string>,
  claims: Claims | null,
  schema: z.ZodType<T, z.ZodTypeDef, unknown>,
):
  | { response: APIGatewayProxyResult }
  | { value: T; protocol: string; operator: Operator; lang: ReturnType<typeof queryLanguage> } {
  const lang = queryLanguage(event);
  if (!claims || !isOperator(claims)) return { response: forbidden(event) };
  const parsed = jsonBody(event);
  if ("response" in parsed) return { response: parsed.response };
  const checked = validate(schema, parsed.body, lang.language);
  if (!checked.ok) return { response: fieldErrors(event, 400, checked.errors) };
  const protocol = params.protocol ?? "";
  if (!protocolPattern.test(protocol)) return { response: notFound(event) };
  return { value: checked.value, protocol, operator: { sub: claims.sub, email: claims.email }, lang };
}

/** 200 {url, sha256, code}: a 5-minute download link of a stored certificate; 404 until there is one. */
async function certificateLink(event: APIGatewayProxyEvent, record: StoredColeta) {
  const certificate = record.certificate;
  if (!certificate?.sha256) return notFound(event);
  const url = await downloadUrl(certificate.key, `${record.protocol}.pdf`);
  return json(event, 200, { url, sha256: certificate.sha256, code: certificate.code });
}

export const handler = createHandler(coletaApi, {
  ...commonRoutes(coletaApi.name),

  /** A collection request, anonymous or a signed-in customer's (then it is listed in their area). */
  "POST /coleta": async ({ event }) => {
    const parsed = jsonBody(event);
    if ("response" in parsed) return parsed.response;
    const { body, trapped } = takeHoneypot(parsed.body);
    if (trapped) return decoy(event);
    const session = await optionalClaims(event);
    if (!session.ok) return oneError(event, 401, body, "", "unauthorized");
    const checked = validate(coletaSchema(), body);
    if (!checked.ok) return fieldErrors(event, 400, checked.errors);
    const identityId = session.claims ? await callerIdentity(event, session.claims) : null;
    let result: Awaited<ReturnType<typeof createColeta>>;
    try {
      result = await createColeta(checked.value, session.claims?.sub ?? null, identityId);
    } catch (error) {
      if (error instanceof SequenceExhaustedError) return unavailable(event, body);
      if (error instanceof NumbersTakenError) return unavailable(event, body, 2);
      throw error;
    }
    if ("mismatch" in result) return mismatch(event, body);
    const { protocol, status, createdAt } = result.record;
    // The confirmation and the operations alert, marked on the record when it was written (a resend finishes what a
    // crash left undone; nothing when it was done).
    await settleAfterChange(coletaNotices, protocol);
    return json(event, result.created ? 201 : 200, { protocol, status, createdAt });
  },

  "GET /coleta": async ({ event, claims }) => json(event, 200, { items: await listColetas(claims?.sub ?? "") }),

  /** Links the anonymous requests sent with the customer's verified e-mail to their account (idempotent). */
  "POST /coleta/vincular": async ({ event, claims }) => {
    if (!claims?.email || !claims.emailVerified) return forbidden(event);
    const identityId = await callerIdentity(event, claims);
    const linked = await linkAnonymous(claims.email, claims.sub, identityId);
    return json(event, 200, { linked });
  },

  /** One of the customer's own requests; another customer's protocol is as unknown as a missing one. */
  "GET /coleta/{protocol}": async ({ event, params, claims }) => {
    const record = await storedAt(params);
    if (!record || record.customerId !== claims?.sub) return notFound(event);
    return json(event, 200, customerView(record));
  },

  /** The customer's certificate: a signed link to the PDF. */
  "GET /coleta/{protocol}/certificado": async ({ event, params, claims }) => {
    const record = await storedAt(params);
    if (!record || record.customerId !== claims?.sub) return notFound(event);
    return certificateLink(event, record);
  },

  /**
   * Public: does a certificate with this code exist? Protocol, collection date and litres, and the generator's name
   * with its CNPJ masked (`12.345.***` + `/****-95`), enough to match the paper; no address, contact or full CNPJ.
   */
  "GET /certificado/{code}": async ({ event, params }) => {
    const code = normalizeVerificationCode(params.code ?? "");
    if (!code) return notFound(event, "code");
    const { Item: pointer } = await db().send(
      new GetCommand({
        TableName: tableName("coleta"),
        Key: { protocol: certificatePointer(code) },
        ConsistentRead: true,
      }),
    );
    const record = typeof pointer?.target === "string" ? await getStored(pointer.target) : null;
    const collectedAt = record ? collectionDate(record) : null;
    if (
      !record ||
      record.certificate?.code !== code ||
      !record.certificate.sha256 ||
      record.collectedLitres === undefined ||
      !collectedAt
    ) {
      return notFound(event, "code");
    }
    return json(event, 200, {
      protocol: record.protocol,
      collectedAt,
      liters: collectedLitres(record),
      company: { name: record.company.name, cnpj: maskCnpj(record.company.cnpj) },
    });
  },

  /** Everything held about the caller (account-data.ts), generated now from the tables, the user pool and the bucket. */
  "GET /meus-dados": async ({ event, claims }) => {
    if (!claims) return forbidden(event);
    const identityId = await callerIdentity(event, claims);
    return json(event, 200, await exportAccount(claims, identityId));
  },

  /**
   * Closes the caller's account (account-data.ts: closeAccount) once Cognito accepts their password, and their
   * authenticator's code when the account has one on: 200 with what was done (a retry answers the same, `already`);
   * otherwise 400 and nothing deleted: `password` `wrong_password`, or `code` `totp_required` (ask for it) or
   * `wrong_totp`.
   */
  "POST /meus-dados/encerrar": async ({ event, claims }) => {
    if (!claims) return forbidden(event);
    const parsed = jsonBody(event);
    if ("response" in parsed) return parsed.response;
    const checked = validate(closeAccountSchema, parsed.body);
    if (!checked.ok) return fieldErrors(event, 400, checked.errors);
    const identityId = await callerIdentity(event, claims);
    const language = checked.value.language ?? "pt";
    const { password, code } = checked.value;
    const outcome = await closeAccount(claims, { password, code }, identityId, language);
    if (outcome.kind === "refused")
      return oneError(event, 400, parsed.body, outcome.check === "wrong_password" ? "password" : "code", outcome.check);
    return json(event, 200, { closed: true, already: outcome.already, counts: outcome.counts });
  },

  /**
   * The bases that take requests (id, name, city, state: nothing internal) and the caller's own (`custom:bases`):
   * the operations list opens on these.
   */
  "GET /operacao/bases": async ({ event, claims }) => {
    if (!isOperator(claims)) return forbidden(event);
    const items = operatingBases(bases).map(({ id, name, city, uf }) => ({ id, name, city, uf }));
    const mine = (claims?.bases ?? []).filter((id) => items.some((base) => base.id === id));
    return json(event, 200, { items, mine });
  },

  "GET /operacao/coleta": async ({ event, claims }) => {
    if (!isOperator(claims)) return forbidden(event);
    const parsed = parseFilters(event.queryStringParameters);
    if (!parsed.ok) return oneError(event, 400, queryLanguage(event), parsed.field, parsed.code);
    const { items, next } = await listForOperators(parsed.filters);
    return json(event, 200, { items: items.map(operatorView), next });
  },

  "GET /operacao/coleta/{protocol}": async ({ event, params, claims }) => {
    if (!isOperator(claims)) return forbidden(event);
    const record = await storedAt(params);
    // With the other open requests of its CNPJ (one query on byOpenCnpj): the page warns of a duplicate.
    return record ? json(event, 200, await operatorAnswer(record)) : notFound(event);
  },

  /**
   * One transition (body: lifecycle.ts transitionSchema), checked against the current status. The body has no
   * language: `?language=en|es` picks the language of error messages (pt by default).
   */
  "POST /operacao/coleta/{protocol}/transicao": async ({ event, params, claims }) => {
    const action = operatorAction(event, params, claims, transitionSchema());
    if ("response" in action) return action.response;
    const { lang, protocol } = action;
    const outcome = await applyTransition(protocol, action.value, action.operator);
    switch (outcome.kind) {
      case "not_found":
        return notFound(event);
      case "refused":
        return oneError(event, 400, lang, outcome.field, outcome.code);
      case "mismatch":
        return mismatch(event, lang);
      case "invalid":
        // `status`: where the request stands now, so a page can show it without another call.
        return json(event, 409, { errors: invalidTransition(lang), status: outcome.status });
      case "done":
        return json(event, 200, {
          protocol,
          transition: shownStep(outcome.entry),
          record: await operatorAnswer(outcome.record),
        });
    }
  },

  /**
   * Moves a request to another base (body: bases.ts baseMoveSchema) with a reason kept in its history. 400 for an
   * unknown base, 409 when it is already there or someone moved it first (`baseId`: where it is now), 422 for a key
   * reused with another body; the same key again answers as the first time. `?language=` as for transitions.
   */
  "POST /operacao/coleta/{protocol}/base": async ({ event, params, claims }) => {
    const action = operatorAction(event, params, claims, baseMoveSchema());
    if ("response" in action) return action.response;
    const { lang, protocol } = action;
    const outcome = await moveToBase(protocol, action.value, action.operator);
    // By status code: 400, 404, 409, 422, 200.
    switch (outcome.kind) {
      case "unknown_base":
        return oneError(event, 400, lang, "baseId", "invalid_option");
      case "not_found":
        return notFound(event);
      case "conflict":
        return json(event, 409, {
          errors: [
            {
              field: "baseId",
              code: "base_conflict",
              message: messageFor("base_conflict", resolveLanguage(undefined, lang)),
            },
          ],
          baseId: outcome.baseId,
        });
      case "mismatch":
        return mismatch(event, lang);
      case "done":
        return json(event, 200, {
          protocol,
          move: shownStep(outcome.entry),
          record: await operatorAnswer(outcome.record),
        });
    }
  },

  /** Any request's certificate, for operators (anonymous requests' certificates live only under `certificados/`). */
  "GET /operacao/coleta/{protocol}/certificado": async ({ event, params, claims }) => {
    if (!isOperator(claims)) return forbidden(event);
    const record = await storedAt(params);
    return record ? certificateLink(event, record) : notFound(event);
  },
});

function invalidTransition(body: unknown) {
  return [
    {
      field: "to",
      code: "invalid_transition",
      message: messageFor("invalid_transition", resolveLanguage(undefined, body)),
    },
  ];
}

/** What a robot that filled the honeypot is told: a believable protocol that exists nowhere. */
function decoy(event: Parameters<typeof json>[0]) {
  const protocol = formatProtocol(yearInBrazil(), Math.floor(Math.random() * 1_000_000));
  logger.info("ColetaAPI: honeypot filled, nothing stored");
  return json(event, 201, { protocol, status: "recebida", createdAt: new Date().toISOString() });
}
