import type { ApiResult } from "../backend/api-client";

/**
 * What to do after one attempt to send a form, so that a submission is neither lost nor sent twice:
 * - "done": the server has it (201, or 200 for a resend it already had).
 * - "resend": the server did not take a decision (no answer, 5xx, 429, 409 "in progress"): the same body goes
 *   again with the same idempotency key, after a pause.
 * - "fix": the server refused the content (400, 413, 422): the visitor changes something, and the next submit
 *   is a new submission with a new key.
 * - "refused": any other refusal (401, 403, 404, 409 "already answered"…): shown as it is; the key stays, since
 *   nothing about the content was wrong.
 */
export type Decision = "done" | "resend" | "fix" | "refused";

export function decide(result: ApiResult<unknown>): Decision {
  if (result.kind === "ok") return "done";
  if (result.kind === "unavailable") return "resend";
  if (result.status === 429) return "resend";
  if (result.status === 409 && firstCode(result.body) === "in_progress") return "resend";
  if (result.status === 400 || result.status === 413 || result.status === 422) return "fix";
  return "refused";
}

function firstCode(body: unknown): string | undefined {
  const errors = (body as { errors?: { code?: unknown }[] } | null)?.errors;
  return Array.isArray(errors) && typeof errors[0]?.code === "string" ? errors[0].code : undefined;
}

/** Automatic resends before the form says "not sent yet" and waits for the visitor or the connection. */
export const automaticResends = 4;

/**
 * The pause before resend number `attempt` (1, 2, …): exponential from 1 s with ±25 % jitter (many browsers
 * coming back at once do not arrive together), or the server's Retry-After when it gave one, at most 30 s.
 */
export function resendDelayMs(attempt: number, retryAfterMs?: number, random = Math.random): number {
  if (retryAfterMs !== undefined && retryAfterMs >= 0) return Math.min(retryAfterMs, 30_000);
  const base = 1000 * 2 ** Math.max(0, attempt - 1);
  return Math.min(Math.round(base * (0.75 + random() * 0.5)), 30_000);
}
