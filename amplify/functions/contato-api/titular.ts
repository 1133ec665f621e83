/**
 * Data-subject requests (src/domain/titular.ts) in ContatoAPI. POST /contato/titular stores the request as awaiting
 * confirmation under `TITULAR#<SHA-256 of a random token>` (kind "titular-pendente": no inbox fields, so no staff
 * list ever shows it) and e-mails the token as a link through the outbox, once per idempotency key. POST
 * /contato/titular/confirmar with the token confirms it once: the pending row takes a reference and the legal
 * deadline (a conditional update: of two openings one decides), then the request is written as a contact message of
 * topic "titular" in the DPO team's inbox, announced like any other (the requester's e-mail with the reference and
 * deadline, the team's alert). Opening the link again answers the same reference; an unconfirmed one expires.
 *
 * Nothing of an unconfirmed request outlives it: the pending row, its idempotency claim (which holds a copy) and the
 * link's message carry `purgeAt` (Time to Live, amplify/data/tables.ts), the link's 48 hours plus a margin
 * (unconfirmedPurgeAt); confirming moves the row's and the claim's to the end of the request's retention
 * (confirmedPurgeAt), which the inbox message takes too.
 */
import { createHash, randomBytes } from "node:crypto";
import { GetCommand, PutCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from "aws-lambda";
import { site } from "../../../src/config/site";
import { formatReference, type ContatoRecord } from "../../../src/domain/contato";
import type { Language } from "../../../src/domain/language";
import {
  confirmationExpiresAt,
  confirmationOutcome,
  CONFIRMATION_HOURS,
  confirmedPurgeAt,
  legalDeadline,
  titularConfirmSchema,
  titularSchema,
  type TitularRequest,
  unconfirmedPurgeAt,
} from "../../../src/domain/titular";
import { validate } from "../../../src/domain/validate";
import { inboxFields } from "../equipe-api/inbox";
import { db, isConditionFailure, tableName } from "../shared/dynamo";
import { json } from "../shared/http";
import { createOnce, fingerprint, keepClaimUntil, yearInBrazil } from "../shared/idempotent";
import { logger } from "../shared/logging";
import { messageId, putMessages, type MessageDraft } from "../shared/messages";
import { noticesMarker, settleAfterChange } from "../shared/notices";
import { fieldErrors, jsonBody, mismatch, oneError, takeHoneypot } from "../shared/respond";
import { nextNumber } from "../shared/sequence";
import { backendText, sitePath } from "../shared/texts";
import { contatoNotices } from "./notifications";

/** The key of a pending request: its token's SHA-256 (the token itself is never stored). */
export function pendingKey(token: string): string {
  return `TITULAR#${createHash("sha256").update(token, "utf8").digest("hex")}`;
}

/** A new link token: 32 random bytes, URL-safe base64 (43 characters). */
export function newConfirmationToken(): string {
  return randomBytes(32).toString("base64url");
}

/** The page that confirms, in the requester's language, with the token after "#" (never sent to a server's log). */
export function confirmationUrl(token: string, language: Language): string {
  return `${site.url}${sitePath("/lei-lgpd/confirmar/", language)}#${token}`;
}

type PendingItem = Omit<TitularRequest, "consent"> & {
  reference: string;
  kind: "titular-pendente";
  createdAt: string;
  expiresAt: string;
  /** Time to Live, epoch seconds (see the module's comment). */
  purgeAt?: number;
  confirmedReference?: string;
  confirmedAt?: string;
  deadline?: string;
};

/** The e-mail with the confirmation link, in the requester's language; nothing of what they wrote but their name. */
export function confirmationLinkFor(
  request: Pick<TitularRequest, "name" | "email" | "language" | "idempotencyKey">,
  token: string,
  purgeAt: number,
): MessageDraft {
  const language = request.language;
  const vars = { name: request.name, url: confirmationUrl(token, language), hours: CONFIRMATION_HOURS };
  const t = (key: string) => backendText("notificacoes", language, key, vars);
  return {
    id: messageId("titular", request.idempotencyKey, "link"),
    topic: "titular.link",
    ref: request.idempotencyKey,
    to: request.email,
    subject: t("titular.link.subject"),
    text: [t("greeting"), "", t("titular.link.text"), "", t("titular.link.ignore"), "", t("signature")].join("\n"),
    language,
    // It holds the name, the address and the link: it goes with the unconfirmed request.
    purgeAt,
  };
}

/** POST /contato/titular. */
export async function fileRequest(event: APIGatewayProxyEvent): Promise<APIGatewayProxyResult> {
  const parsed = jsonBody(event);
  if ("response" in parsed) return parsed.response;
  const { body, trapped } = takeHoneypot(parsed.body);
  if (trapped) {
    logger.info("ContatoAPI: honeypot filled on a data-subject request, nothing stored");
    return json(event, 202, { status: "awaiting-confirmation" });
  }
  const checked = validate(titularSchema, body);
  if (!checked.ok) return fieldErrors(event, 400, checked.errors);
  const { idempotencyKey, consent: _consent, ...fields } = checked.value;
  const token = newConfirmationToken();
  const result = await createOnce<PendingItem>({
    table: "contato",
    keyAttribute: "reference",
    idempotencyKey,
    customerId: null,
    fingerprint: fingerprint(fields),
    prepare: async () => {
      const now = new Date();
      const target = pendingKey(token);
      return {
        target,
        item: {
          ...fields,
          idempotencyKey,
          reference: target,
          kind: "titular-pendente",
          createdAt: now.toISOString(),
          expiresAt: confirmationExpiresAt(now),
          purgeAt: unconfirmedPurgeAt(now),
        },
      };
    },
  });
  if (result.kind === "mismatch") return mismatch(event, body);
  // The link is e-mailed when the request is stored; a resend with the same key finds it stored and sends nothing new
  // (its token is known only as a hash).
  if (result.kind === "created")
    await putMessages([
      confirmationLinkFor(checked.value, token, result.item.purgeAt ?? unconfirmedPurgeAt(new Date())),
    ]);
  return json(event, result.kind === "created" ? 202 : 200, { status: "awaiting-confirmation" });
}

/** The contact message a confirmed request becomes (topic "titular"), from its pending row. */
function confirmedRecord(pending: PendingItem): ContatoRecord & Record<string, unknown> {
  const {
    kind: _kind,
    reference: _key,
    expiresAt: _expires,
    purgeAt,
    confirmedReference,
    confirmedAt,
    deadline,
    ...rest
  } = pending;
  const { idempotencyKey: _idem, createdAt: _created, ...fields } = rest;
  return {
    ...fields,
    topic: "titular",
    consent: true,
    reference: String(confirmedReference),
    createdAt: String(confirmedAt),
    confirmedAt: String(confirmedAt),
    deadline: String(deadline),
    // The request's retention (a row confirmed before purgeAt existed has none, and keeps none).
    ...(purgeAt === undefined ? {} : { purgeAt }),
  };
}

/** Writes the confirmed request into the inbox unless it is there already, and announces it. */
async function materialize(pending: PendingItem): Promise<void> {
  const record = confirmedRecord(pending);
  try {
    await db().send(
      new PutCommand({
        TableName: tableName("contato"),
        Item: {
          ...record,
          kind: "contato",
          idempotencyKey: pending.idempotencyKey,
          ...inboxFields("titular"),
          ...noticesMarker("recebida", record.createdAt),
        },
        ConditionExpression: "attribute_not_exists(#key)",
        ExpressionAttributeNames: { "#key": "reference" },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  await settleAfterChange(contatoNotices, record.reference);
}

async function readPending(key: string): Promise<PendingItem | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName("contato"), Key: { reference: key }, ConsistentRead: true }),
  );
  return Item && Item.kind === "titular-pendente" ? (Item as PendingItem) : null;
}

/** POST /contato/titular/confirmar. */
export async function confirmRequest(event: APIGatewayProxyEvent, now = new Date()): Promise<APIGatewayProxyResult> {
  const parsed = jsonBody(event);
  if ("response" in parsed) return parsed.response;
  const checked = validate(titularConfirmSchema, parsed.body);
  if (!checked.ok) return fieldErrors(event, 400, checked.errors);
  const key = pendingKey(checked.value.token);
  let pending = await readPending(key);
  if (!pending) return oneError(event, 404, parsed.body, "token", "invalid_link");
  const outcome = confirmationOutcome(pending, now);
  if (outcome === "expired") return oneError(event, 410, parsed.body, "token", "link_expired");
  if (outcome === "confirm") {
    const year = yearInBrazil(now);
    const reference = formatReference(year, await nextNumber(`contato#${year}`));
    const confirmedAt = now.toISOString();
    const deadline = legalDeadline(now);
    const purgeAt = confirmedPurgeAt(now);
    try {
      await db().send(
        new UpdateCommand({
          TableName: tableName("contato"),
          Key: { reference: key },
          UpdateExpression:
            "SET confirmedReference = :reference, confirmedAt = :at, deadline = :deadline, purgeAt = :purgeAt",
          ConditionExpression: "attribute_not_exists(confirmedReference)",
          ExpressionAttributeValues: {
            ":reference": reference,
            ":at": confirmedAt,
            ":deadline": deadline,
            ":purgeAt": purgeAt,
          },
        }),
      );
      pending = { ...pending, confirmedReference: reference, confirmedAt, deadline, purgeAt };
    } catch (error) {
      // Another opening of the link confirmed it first: its reference is the one.
      if (!isConditionFailure(error)) throw error;
      pending = await readPending(key);
      if (!pending?.confirmedReference) throw error;
    }
  }
  // Also on a replay: a crash right after the confirmation's write would have left the claim's short expiry.
  // The pending row's idempotency claim (a copy of the request) is kept as long as the confirmed request.
  if (pending.purgeAt !== undefined)
    await keepClaimUntil(
      { table: "contato", keyAttribute: "reference", idempotencyKey: pending.idempotencyKey },
      pending.purgeAt,
    );
  await materialize(pending);
  const answer = { reference: String(pending.confirmedReference), deadline: String(pending.deadline) };
  return json(event, outcome === "confirm" ? 201 : 200, answer);
}
