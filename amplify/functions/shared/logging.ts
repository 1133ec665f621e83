import { AsyncLocalStorage } from "node:async_hooks";

/**
 * How long every function's logs are kept: six months, as the privacy policy says for server logs (Marco Civil
 * da Internet art. 15 asks at least that much of access records). Asserted on the synthesized templates.
 */
export const LOG_RETENTION = "6 months" as const;
export const LOG_RETENTION_DAYS = 180;

/**
 * The one shape of every log line the functions write (CloudWatch Logs Insights reads the fields):
 * `{"level","message","requestId","at", …fields}` as one JSON object. `requestId` is API Gateway's request id (the
 * same as the stage's access log line) or, outside an API, the Lambda invocation's.
 *
 * No personal data: callers pass ids and counts (protocol, reference, message id, a subscription id's prefix),
 * never an e-mail, a name, a phone or a CNPJ; and every text (message, error, string field) goes through
 * `scrub`, which masks e-mail addresses, CNPJs/CPFs and phone numbers should one come in through an error message
 * (an SES error names the address it refused). amplify/functions/__tests__/logging.test.ts feeds the handlers
 * requests carrying all four and reads the captured lines.
 */
export type LogLevel = "info" | "warn" | "error";
export type LogFields = Record<string, string | number | boolean | null | undefined>;

const context = new AsyncLocalStorage<{ requestId: string }>();

/** Runs `fn` with `requestId` on every line it logs (also across awaits; concurrent requests keep their own). */
export function withRequestId<T>(requestId: string | undefined, fn: () => T): T {
  return requestId ? context.run({ requestId }, fn) : fn();
}

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu;
// CNPJ (14 digits) and CPF (11), with or without their dots, slash and dash.
const CNPJ_CPF = /\b\d{2,3}\.?\d{3}\.?\d{3}[/.]?(?:\d{4})?-?\d{2}\b/g;
// Phone numbers: an optional +country, an optional (area code), 8 or 9 digits with a dash or space.
const PHONE = /(?:\+\d{1,3}[\s-]?)?(?:\(?\d{2}\)?[\s-]?)?\d{4,5}[\s-]?\d{4}\b/g;

/** Masks e-mail addresses, CNPJs/CPFs and phone numbers in a text. */
export function scrub(text: string): string {
  return text.replace(EMAIL, "<email>").replace(CNPJ_CPF, "<document>").replace(PHONE, "<phone>");
}

function errorText(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

/** Writes one JSON line; `error` adds `error` (name and message, scrubbed; no stack: it can quote values). */
export function log(level: LogLevel, message: string, fields: LogFields = {}, error?: unknown): void {
  const line: Record<string, unknown> = {
    level,
    message: scrub(message),
    requestId: context.getStore()?.requestId ?? null,
    at: new Date().toISOString(),
  };
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) line[key] = typeof value === "string" ? scrub(value) : value;
  }
  if (error !== undefined) line.error = scrub(errorText(error)).slice(0, 1000);
  const text = JSON.stringify(line);
  if (level === "error") console.error(text);
  else if (level === "warn") console.warn(text);
  else console.info(text);
}

export const logger = {
  info: (message: string, fields?: LogFields) => log("info", message, fields),
  warn: (message: string, fields?: LogFields, error?: unknown) => log("warn", message, fields, error),
  error: (message: string, fields?: LogFields, error?: unknown) => log("error", message, fields, error),
};

/**
 * The custom CloudWatch metrics the functions publish, by embedded metric format (a log line CloudWatch turns into
 * a metric: no SDK call, no permission). One definition for the function that counts and the alarm that watches
 * (amplify/api/monitoring.ts).
 */
export const METRICS_NAMESPACE = "Circulare";
export const CUSTOM_METRICS = {
  /** A notification message the dispatcher gave up on (state `dead`). */
  deadLetters: "DeadLetters",
} as const;

/** Publishes `value` of a custom metric (EMF, no dimensions) as one log line of the common shape. */
export function metric(
  name: (typeof CUSTOM_METRICS)[keyof typeof CUSTOM_METRICS],
  value: number,
  fields: LogFields = {},
): void {
  const line = {
    level: "info",
    message: `metric ${name}`,
    requestId: context.getStore()?.requestId ?? null,
    at: new Date().toISOString(),
    ...fields,
    _aws: {
      Timestamp: Date.now(),
      CloudWatchMetrics: [{ Namespace: METRICS_NAMESPACE, Dimensions: [[]], Metrics: [{ Name: name, Unit: "Count" }] }],
    },
    [name]: value,
  };
  console.info(JSON.stringify(line));
}
