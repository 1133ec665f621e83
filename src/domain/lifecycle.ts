/**
 * The life of a collection request after it is received: what operators may do to it, and what each step
 * records. The API checks every transition against the request's current status (a wrong one is 409) and
 * writes it with a condition on that status, so of two concurrent transitions exactly one wins.
 *
 *   recebida ──schedule──▶ agendada ──collect──▶ coletada ──certify──▶ certificada
 *      │                      │
 *      └───────cancel─────────┴──▶ cancelada
 */
import { z } from "zod";
import { MAX_LITERS } from "./limits";
import { addCodedIssue, integer, isoDate, optionalText, text, todayInSaoPaulo, uuid, type TodaySource } from "./fields";

export const lifecycleStatuses = ["recebida", "agendada", "coletada", "certificada", "cancelada"] as const;
export type LifecycleStatus = (typeof lifecycleStatuses)[number];

/** Where each status may go next. Final statuses go nowhere. */
export const nextStatuses: Readonly<Record<LifecycleStatus, readonly LifecycleStatus[]>> = {
  recebida: ["agendada", "cancelada"],
  agendada: ["coletada", "cancelada"],
  coletada: ["certificada"],
  certificada: [],
  cancelada: [],
};

export function canMove(from: LifecycleStatus, to: LifecycleStatus): boolean {
  return nextStatuses[from].includes(to);
}

/** The statuses in which the customer may rate the service (something was collected). */
export const surveyableStatuses: readonly LifecycleStatus[] = ["coletada", "certificada"];

/** "08:00"–"17:30": a time of day, 24 h, minutes included. */
const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

function timeOfDay() {
  return z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (!timePattern.test(value)) addCodedIssue(ctx, "invalid_time");
    });
}

const note = () => optionalText(1000);

/**
 * One operator action on a request, as the API receives it. `to` says which; each carries the idempotency key
 * of that action (a resend of the same action answers as the first time), and a note.
 */
export function transitionSchema(today: TodaySource = () => todayInSaoPaulo()) {
  return z.discriminatedUnion("to", [
    z
      .object({
        to: z.literal("agendada"),
        idempotencyKey: uuid(),
        date: isoDate(today),
        window: z
          .object({ from: timeOfDay(), to: timeOfDay() })
          .strict()
          .superRefine((window, ctx) => {
            if (timePattern.test(window.from) && timePattern.test(window.to) && window.from >= window.to) {
              addCodedIssue(ctx, "invalid_time_window", {}, ["to"]);
            }
          }),
        note: note(),
      })
      .strict(),
    z
      .object({
        to: z.literal("coletada"),
        idempotencyKey: uuid(),
        collectedLiters: integer(1, MAX_LITERS),
        driver: text(2, 120),
        note: note(),
      })
      .strict(),
    z.object({ to: z.literal("certificada"), idempotencyKey: uuid(), note: note() }).strict(),
    z.object({ to: z.literal("cancelada"), idempotencyKey: uuid(), reason: text(2, 500) }).strict(),
  ]);
}

export type TransitionRequest = z.output<ReturnType<typeof transitionSchema>>;

/** One step in a request's history, as stored and as the customer sees it (`by` is never shown to them). */
export type HistoryEntry = {
  from: LifecycleStatus | null;
  to: LifecycleStatus;
  /** ISO 8601. */
  at: string;
  /** The operator's user id (`sub`), or "customer" for the creation. */
  by: string;
  /** The operator's e-mail, for other operators. */
  byEmail?: string;
  note?: string;
  idempotencyKey?: string;
  /**
   * A move to another base (not a change of status: `from` and `to` are then both the status it had): the bases'
   * ids, and the reason in `note`. Operators see it in the history; customers do not.
   */
  base?: { from: string | null; to: string };
};

/** The details a transition adds to the request (schedule, collection, cancellation). */
export function detailsOf(request: TransitionRequest): Record<string, unknown> {
  switch (request.to) {
    case "agendada":
      return { schedule: { date: request.date, from: request.window.from, to: request.window.to } };
    case "coletada":
      return { collection: { liters: request.collectedLiters, driver: request.driver } };
    case "cancelada":
      return { cancellation: { reason: request.reason } };
    case "certificada":
      return {};
  }
}

/** The note a history entry keeps: the cancellation's reason, or the operator's note. */
export function noteOf(request: TransitionRequest): string | undefined {
  return request.to === "cancelada" ? request.reason : request.note;
}
