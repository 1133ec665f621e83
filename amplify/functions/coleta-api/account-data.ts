/**
 * "Meus dados" (issue 29): everything the company holds about a customer, read from the tables, the user pool and the
 * file bucket (GET /meus-dados), and closing the account (POST /meus-dados/encerrar), which applies the retention
 * table of src/domain/retention.ts. Every read is the caller's own: the ID token's `sub` selects it.
 */
import {
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminInitiateAuthCommand,
  AdminRespondToAuthChallengeCommand,
  CognitoIdentityProviderClient,
} from "@aws-sdk/client-cognito-identity-provider";
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { normalisedEmail } from "../../../src/domain/fields";
import type { StoredColeta } from "../../../src/domain/coleta";
import type { Language } from "../../../src/domain/language";
import { anonymiseRequest, anonymiseSurvey, ERASED, isCollected, retentionTable } from "../../../src/domain/retention";
import { clientFor } from "../shared/client-cache";
import { csvDocument } from "../shared/csv";
import { db, tableName } from "../shared/dynamo";
import { copyObject, deleteObjects, downloadUrl, listObjects } from "../shared/files";
import type { Claims } from "../shared/http";
import { messageId, putMessages, type MessageDraft } from "../shared/messages";
import { allItems, pages, type StartKey } from "../shared/pages";
import { subscriptionsOf } from "../shared/push";
import { backendText } from "../shared/texts";
import { customerRowsPage, customerView, storedRecord } from "./coleta-store";

const cognito: () => CognitoIdentityProviderClient = clientFor(
  "AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER",
  () => new CognitoIdentityProviderClient({}),
);

function env(name: "USER_POOL_ID" | "USER_POOL_CLIENT_ID"): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

/** Cognito's name for the caller: `cognito:username` (a generated id in this pool), else the sub. */
function usernameOf(claims: Claims): string {
  return claims.username ?? claims.sub;
}

/** The caller's stored requests (every row of byCustomer, page after page), newest first. */
async function storedRequestsOf(customerId: string): Promise<StoredColeta[]> {
  const items = await allItems(customerRowsPage(customerId));
  return items.filter((item) => item.kind === "coleta").map((item) => storedRecord(item));
}

async function surveysOf(customerId: string): Promise<Record<string, unknown>[]> {
  return allItems((start) =>
    db().send(
      new QueryCommand({
        TableName: tableName("pesquisa"),
        IndexName: "byCustomer",
        KeyConditionExpression: "customerId = :customer",
        ExpressionAttributeValues: { ":customer": customerId },
        ExclusiveStartKey: start,
      }),
    ),
  );
}

/** The private folder of the customer in the file bucket, when their identity id is known. */
function privatePrefix(identityId: string | null): string | null {
  return identityId ? `private/${identityId}/` : null;
}

/** The columns of the requests' CSV (one row per request). */
const csvHeader = [
  "protocol",
  "status",
  "createdAt",
  "company",
  "cnpj",
  "contactName",
  "contactEmail",
  "contactPhone",
  "cep",
  "street",
  "number",
  "complement",
  "district",
  "city",
  "state",
  "estimatedLiters",
  "preferredDate",
  "collectedOn",
  "collectedLitres",
  "certificateCode",
  "history",
] as const;

function requestsCsv(requests: readonly StoredColeta[]): string {
  return csvDocument(
    csvHeader,
    requests.map((record) => {
      const view = customerView(record);
      return [
        view.protocol,
        view.status,
        view.createdAt,
        view.company.name,
        view.company.cnpj,
        view.contact.name,
        view.contact.email,
        view.contact.phone,
        view.address.cep,
        view.address.street,
        view.address.number,
        view.address.complement,
        view.address.district,
        view.address.city,
        view.address.state,
        view.estimatedLiters,
        view.preferredDate,
        record.collectedOn,
        record.collectedLitres,
        view.certificate?.code,
        view.history.map((step) => `${step.at} ${step.to}`).join(" | "),
      ];
    }),
  );
}

/** The export's format version: a field renamed later gets a new number. */
export const EXPORT_FORMAT = 1;

/**
 * Everything held about the caller, as one JSON document: the user pool's attributes, the requests (customer view,
 * with their history) and the same as CSV text (`requestsCsv`, the page saves it as a file of its own), survey
 * answers, certificates, push subscriptions (endpoint and dates; the browser's keys are secrets of that browser), the
 * files in their private folder with 5-minute links. Consent choices for cookies and third parties are kept in the
 * browser only (src/features/consent): the server holds none but the consent given with each request.
 */
export async function exportAccount(claims: Claims, identityId: string | null, now = new Date()) {
  const user = await cognito().send(
    new AdminGetUserCommand({ UserPoolId: env("USER_POOL_ID"), Username: usernameOf(claims) }),
  );
  const attributes = Object.fromEntries(
    (user.UserAttributes ?? []).map(({ Name, Value }) => [Name ?? "", Value ?? ""]),
  );
  const [requests, surveys, push] = await Promise.all([
    storedRequestsOf(claims.sub),
    surveysOf(claims.sub),
    subscriptionsOf(claims.sub),
  ]);
  const prefix = privatePrefix(identityId);
  const stored = prefix ? await listObjects(prefix) : [];
  const files = await Promise.all(
    stored.map(async (object) => ({
      name: object.key.slice(prefix?.length ?? 0),
      size: object.size,
      lastModified: object.lastModified,
      url: await downloadUrl(object.key, object.key.split("/").pop() ?? "file"),
    })),
  );
  return {
    format: EXPORT_FORMAT,
    generatedAt: now.toISOString(),
    account: {
      sub: claims.sub,
      createdAt: user.UserCreateDate ? new Date(user.UserCreateDate).toISOString() : null,
      status: user.UserStatus ?? null,
      mfa: user.UserMFASettingList ?? [],
      attributes,
    },
    requests: requests.map((record) => ({ ...customerView(record), consent: record.consent })),
    requestsCsv: requestsCsv(requests),
    surveys: surveys.map((item) => ({
      protocol: item.protocol,
      score: item.score,
      comment: item.comment ?? null,
      language: item.language,
      createdAt: item.createdAt,
    })),
    certificates: requests.flatMap((record) => {
      const view = customerView(record);
      return view.certificate
        ? [{ protocol: record.protocol, code: view.certificate.code, issuedAt: view.certificate.issuedAt }]
        : [];
    }),
    pushSubscriptions: push.map((item) => ({
      endpoint: item.endpoint,
      language: item.language,
      createdAt: item.createdAt,
      updatedAt: item.updatedAt,
    })),
    consent: { storedOnServer: false },
    files,
    filesLinkSeconds: 300,
  };
}

export type AccountExport = Awaited<ReturnType<typeof exportAccount>>;

// --- Closing ---------------------------------------------------------------------------------------------------

/** The row that records a closing (in `coleta`, beside the requests, like its idempotency claims). */
function closureKey(sub: string): string {
  return `CLOSE#${sub}`;
}

type Closure = {
  state: "started" | "done";
  startedAt: string;
  /** The requests the account had when the closing started (a resumed closing finds none under the customer). */
  protocols?: string[];
  doneAt?: string;
  counts?: ClosingCounts;
};

export type ClosingCounts = {
  requestsAnonymised: number;
  requestsKept: number;
  surveys: number;
  pushSubscriptions: number;
  files: number;
  certificatesArchived: number;
  messages: number;
};

async function closureOf(sub: string): Promise<Closure | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName("coleta"), Key: { protocol: closureKey(sub) }, ConsistentRead: true }),
  );
  return Item && Item.kind === "closure" ? (Item as unknown as Closure) : null;
}

/** What Cognito said of the factors given to close the account. */
export type FactorCheck = "accepted" | "wrong_password" | "totp_required" | "wrong_totp";

const errorName = (error: unknown) => (error as { name?: string } | null)?.name ?? "";

/**
 * Whether the caller proves it is them with the same factors as at sign-in, asked of Cognito server side, with the
 * function's IAM rights (the browser keeps SRP): AdminInitiateAuth with ADMIN_USER_PASSWORD_AUTH checks `password`;
 * for an account with an authenticator app on, Cognito answers with the SOFTWARE_TOKEN_MFA challenge instead of
 * tokens, which AdminRespondToAuthChallenge answers with `code` (a new session each call: the page sends the password
 * and the code together). Without a code that is `totp_required`; a code Cognito refuses, `wrong_totp`. Any other
 * challenge (SMS, a new password) is not one this page can answer: it throws, and nothing is deleted. Cognito answers
 * a wrong password and an unknown user alike (NotAuthorizedException; cognito-local: InvalidPasswordException).
 */
export async function checkFactors(claims: Claims, password: string, code?: string): Promise<FactorCheck> {
  const username = usernameOf(claims);
  let session: string | undefined;
  try {
    const started = await cognito().send(
      new AdminInitiateAuthCommand({
        UserPoolId: env("USER_POOL_ID"),
        ClientId: env("USER_POOL_CLIENT_ID"),
        AuthFlow: "ADMIN_USER_PASSWORD_AUTH",
        AuthParameters: { USERNAME: username, PASSWORD: password },
      }),
    );
    if (started.AuthenticationResult?.IdToken && !started.ChallengeName) return "accepted";
    if (started.ChallengeName !== "SOFTWARE_TOKEN_MFA" || !started.Session)
      throw new Error(`closing an account: Cognito asked for ${started.ChallengeName ?? "nothing it could answer"}`);
    session = started.Session;
  } catch (error) {
    if (["NotAuthorizedException", "InvalidPasswordException", "UserNotFoundException"].includes(errorName(error)))
      return "wrong_password";
    throw error;
  }
  if (!code) return "totp_required";
  try {
    const answered = await cognito().send(
      new AdminRespondToAuthChallengeCommand({
        UserPoolId: env("USER_POOL_ID"),
        ClientId: env("USER_POOL_CLIENT_ID"),
        ChallengeName: "SOFTWARE_TOKEN_MFA",
        Session: session,
        ChallengeResponses: { USERNAME: username, SOFTWARE_TOKEN_MFA_CODE: code },
      }),
    );
    if (answered.AuthenticationResult?.IdToken && !answered.ChallengeName) return "accepted";
    throw new Error(`closing an account: Cognito asked for ${answered.ChallengeName ?? "nothing"} after the code`);
  } catch (error) {
    // A wrong or reused code; an expired session (the code arrived over 3 minutes after the password was checked).
    if (["CodeMismatchException", "ExpiredCodeException", "NotAuthorizedException"].includes(errorName(error)))
      return "wrong_totp";
    throw error;
  }
}

/** Whether the caller's user still exists in the pool (a closing that crashed after deleting it resumes without it). */
async function userExists(claims: Claims): Promise<boolean> {
  try {
    await cognito().send(new AdminGetUserCommand({ UserPoolId: env("USER_POOL_ID"), Username: usernameOf(claims) }));
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === "UserNotFoundException") return false;
    throw error;
  }
}

/** The requests: anonymised (or, for collections that took place, reduced to what the law keeps), rewritten in place. */
async function closeRequests(sub: string, at: string): Promise<{ anonymised: number; kept: number; archived: number }> {
  let anonymised = 0;
  let kept = 0;
  let archived = 0;
  for (const record of await storedRequestsOf(sub)) {
    const next = anonymiseRequest(record, at);
    // The certificate moves to the company's archive (certificados/, where anonymous requests' live): the customer's
    // private folder is deleted next.
    if (record.certificate?.key.startsWith("private/")) {
      const archiveKey = `certificados/${record.protocol}.pdf`;
      if (record.certificate.sha256) await copyObject(record.certificate.key, archiveKey);
      next.certificate = { ...record.certificate, key: archiveKey };
      archived += 1;
    }
    const { customerId: _customer, ...row } = next;
    const { Item } = await db().send(
      new GetCommand({ TableName: tableName("coleta"), Key: { protocol: record.protocol }, ConsistentRead: true }),
    );
    const key = typeof Item?.idempotencyKey === "string" ? Item.idempotencyKey : null;
    // The row's bookkeeping stays (its creation's idempotency key); the index markers go (no notices, no open CNPJ).
    const item = { ...row, kind: "coleta", ...(key ? { idempotencyKey: key } : {}) };
    await db().send(new PutCommand({ TableName: tableName("coleta"), Item: item }));
    // The creation's idempotency claim holds a copy of the request as sent (shared/idempotent.ts): it gets the same
    // anonymised row, so a resend of that key still answers with the request, and the copy keeps nothing personal.
    if (key) {
      await db()
        .send(
          new UpdateCommand({
            TableName: tableName("coleta"),
            Key: { protocol: `IDEM#${key}` },
            UpdateExpression: "SET #item = :item",
            ConditionExpression: "attribute_exists(protocol)",
            ExpressionAttributeNames: { "#item": "item" },
            ExpressionAttributeValues: { ":item": item },
          }),
        )
        .catch((error: unknown) => {
          if ((error as { name?: string }).name !== "ConditionalCheckFailedException") throw error;
        });
    }
    if (isCollected(record)) kept += 1;
    else anonymised += 1;
  }
  return { anonymised, kept, archived };
}

async function closeSurveys(sub: string): Promise<number> {
  const answers = await surveysOf(sub);
  for (const answer of answers) {
    await db().send(new PutCommand({ TableName: tableName("pesquisa"), Item: anonymiseSurvey(answer) }));
  }
  return answers.length;
}

async function closePush(sub: string): Promise<number> {
  const subscriptions = await subscriptionsOf(sub);
  for (const subscription of subscriptions) {
    await db().send(new DeleteCommand({ TableName: tableName("push"), Key: { id: subscription.id } }));
  }
  return subscriptions.length;
}

/**
 * The e-mails sent to the customer, or about their requests (staff alerts quote the contact): address and text
 * erased, the record that a message went out stays. One whose sending is still pending is stopped (a dead letter
 * with the reason). Read through the table's byPerson index (amplify/data/tables.ts), page by page: every message
 * carrying the account's address, and those carrying a request's contact address (when the requests named another)
 * that are about one of `protocols`. An erased message leaves the index (its `person` removed). `keep`: the closing's
 * own confirmation.
 */
export async function closeMessages(
  email: string,
  contacts: readonly string[],
  protocols: ReadonlySet<string>,
  keep: string,
): Promise<number> {
  const own = normalisedEmail(email);
  let count = 0;
  for (const address of new Set([own, ...contacts.map(normalisedEmail)])) {
    if (!address) continue;
    const read = (start: StartKey | undefined) =>
      db().send(
        new QueryCommand({
          TableName: tableName("mensagem"),
          IndexName: "byPerson",
          KeyConditionExpression: "#person = :person",
          ExpressionAttributeNames: { "#person": "person" },
          ExpressionAttributeValues: { ":person": address },
          ExclusiveStartKey: start,
        }),
      );
    for await (const page of pages(read)) {
      for (const message of page) {
        if (message.id === keep || message.to === ERASED) continue;
        if (address !== own && !protocols.has(String(message.ref ?? ""))) continue;
        const pending = message.state === "pending";
        await db().send(
          new UpdateCommand({
            TableName: tableName("mensagem"),
            Key: { id: message.id },
            UpdateExpression: `SET #to = :erased, subject = :erased, #text = :erased${pending ? ", #state = :dead, lastError = :reason, failedAt = :at" : ""} REMOVE replyTo, #person`,
            ExpressionAttributeNames: {
              "#to": "to",
              "#text": "text",
              "#person": "person",
              ...(pending ? { "#state": "state" } : {}),
            },
            ExpressionAttributeValues: {
              ":erased": ERASED,
              ...(pending
                ? { ":dead": "dead", ":reason": "account closed (LGPD)", ":at": new Date().toISOString() }
                : {}),
            },
          }),
        );
        count += 1;
      }
    }
  }
  return count;
}

async function closeFiles(identityId: string | null): Promise<number> {
  const prefix = privatePrefix(identityId);
  if (!prefix) return 0;
  const objects = await listObjects(prefix);
  await deleteObjects(objects.map((object) => object.key));
  return objects.length;
}

/** The confirmation's id: one per account, so a retried closing writes no second e-mail. */
export function closingMessageId(sub: string): string {
  return messageId("conta", sub, "encerrada");
}

/** The confirmation e-mail: what was deleted, what was kept and for how long (the retention table, in their language). */
export function closingConfirmation(
  sub: string,
  email: string,
  name: string,
  language: Language,
  counts: ClosingCounts,
): MessageDraft {
  const t = (key: string, vars?: Record<string, string | number>) => backendText("retencao", language, key, vars);
  const lines = retentionTable.map((rule) => {
    const years = rule.years ? ` ${t("years", { years: rule.years })}` : "";
    return `- ${t(`kinds.${rule.kind}.title`)}: ${t(`kinds.${rule.kind}.outcome`)}${years}`;
  });
  return {
    id: closingMessageId(sub),
    topic: "conta.encerrada",
    ref: sub,
    to: email,
    subject: t("email.subject"),
    text: [
      t("email.greeting", { name: name || email }),
      "",
      t("email.lead"),
      "",
      ...lines,
      "",
      t("email.counts", { requests: counts.requestsAnonymised + counts.requestsKept, files: counts.files }),
      "",
      t("email.signature"),
    ].join("\n"),
    language,
  };
}

export type CloseOutcome =
  | { kind: "refused"; check: Exclude<FactorCheck, "accepted"> }
  | { kind: "closed"; counts: ClosingCounts; already: boolean };

/**
 * Closes the caller's account: the password (and the authenticator's code, if the account has one on) checked with
 * Cognito, nothing touched before it accepts them (checkFactors), then, in an order a retry can resume, the closing
 * recorded, messages, requests, answers, subscriptions and files handled as the retention table says, the
 * confirmation stored (before anything is sent), the Cognito user deleted, and the closing marked done. A retry after
 * it is done answers the same without a second e-mail; a retry after a crash (the user possibly already deleted)
 * finishes the rest.
 */
export async function closeAccount(
  claims: Claims,
  factors: { password: string; code?: string },
  identityId: string | null,
  language: Language,
  now = new Date(),
): Promise<CloseOutcome> {
  const previous = await closureOf(claims.sub);
  if (previous?.state === "done" && previous.counts) return { kind: "closed", counts: previous.counts, already: true };
  // A closing that started and lost its user already had its factors checked; any other needs them now.
  const resumable = previous !== null && !(await userExists(claims));
  if (!resumable) {
    const check = await checkFactors(claims, factors.password, factors.code);
    if (check !== "accepted") return { kind: "refused", check };
  }
  const at = now.toISOString();
  const key = closureKey(claims.sub);
  const requestsNow = await storedRequestsOf(claims.sub);
  const protocols = new Set([...(previous?.protocols ?? []), ...requestsNow.map((record) => record.protocol)]);
  if (!previous) {
    await db()
      .send(
        new PutCommand({
          TableName: tableName("coleta"),
          Item: { protocol: key, kind: "closure", state: "started", startedAt: at, protocols: [...protocols] },
          ConditionExpression: "attribute_not_exists(protocol)",
        }),
      )
      .catch((error: unknown) => {
        if ((error as { name?: string }).name !== "ConditionalCheckFailedException") throw error;
      });
  }
  // The messages first, while the requests still name their contacts' addresses (byPerson's keys): a closing resumed
  // after a crash finds them again, since the requests are rewritten only after this.
  const email = claims.email ?? "";
  const confirmation = closingMessageId(claims.sub);
  const contacts = requestsNow.map((record) => record.contact.email);
  const messages = await closeMessages(email, contacts, protocols, confirmation);
  const requests = await closeRequests(claims.sub, at);
  const surveys = await closeSurveys(claims.sub);
  const push = await closePush(claims.sub);
  const files = await closeFiles(identityId);
  const counts: ClosingCounts = {
    requestsAnonymised: requests.anonymised,
    requestsKept: requests.kept,
    surveys,
    pushSubscriptions: push,
    files,
    certificatesArchived: requests.archived,
    messages,
  };
  if (email) await putMessages([closingConfirmation(claims.sub, email, claims.name ?? "", language, counts)], now);
  try {
    await cognito().send(new AdminDeleteUserCommand({ UserPoolId: env("USER_POOL_ID"), Username: usernameOf(claims) }));
  } catch (error) {
    if ((error as { name?: string }).name !== "UserNotFoundException") throw error;
  }
  await db().send(
    new UpdateCommand({
      TableName: tableName("coleta"),
      Key: { protocol: key },
      UpdateExpression: "SET #state = :done, doneAt = :at, counts = :counts",
      ExpressionAttributeNames: { "#state": "state" },
      ExpressionAttributeValues: { ":done": "done", ":at": new Date().toISOString(), ":counts": counts },
    }),
  );
  return { kind: "closed", counts, already: false };
}
