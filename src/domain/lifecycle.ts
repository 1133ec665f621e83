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
import {
  addCodedIssue,
  decimal,
  isoDate,
  optionalText,
  pastDate,
  text,
  todayInSaoPaulo,
  uuid,
  type TodaySource,
} from "./fields";

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
 * A Brazilian vehicle plate, old ("ABC-1234") or Mercosul ("ABC1D23"), any case, hyphen or space optional; stored as
 * its 7 characters in upper case. Empty is "not given" (invalid_plate otherwise).
 */
export const platePattern = /^[A-Z]{3}[0-9][A-Z0-9][0-9]{2}$/;
function optionalPlate() {
  return z
    .string()
    .transform((value) => value.replace(/[\s-]/g, "").toUpperCase())
    .superRefine((value, ctx) => {
      if (value && !platePattern.test(value)) addCodedIssue(ctx, "invalid_plate");
    })
    .optional();
}

/**
 * What the crew records at "coletada", under the names the record keeps (StoredColeta) and the certificate reads
 * (amplify/functions/coleta-api/certificate.ts): the day the oil was actually collected (not after today in São
 * Paulo; the API also refuses a day before the request was made: date_before_request), the litres collected (one
 * decimal place at most), and optionally the MTR (the waste transport manifest) number, the vehicle's plate and the
 * driver. Defined once: the transition's body, the stored record and the pages read it.
 */
export function collectionFields(today: TodaySource = () => todayInSaoPaulo()) {
  return {
    collectedOn: pastDate(today),
    collectedLitres: decimal(0.1, MAX_LITERS, 1),
    mtrNumber: optionalText(40),
    vehiclePlate: optionalPlate(),
    driverName: optionalText(120),
  };
}

/** The collection as stored on the record (lifecycle.ts collectionFields, empty optional ones left out). */
export type CollectionRecord = {
  /** "YYYY-MM-DD": the day the oil was collected (what the certificate prints). */
  collectedOn: string;
  collectedLitres: number;
  mtrNumber?: string;
  vehiclePlate?: string;
  driverName?: string;
};

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
        ...collectionFields(today),
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
      return { ...collectionOf(request) };
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

/** The collection a "coletada" transition records, optional fields left empty left out. */
export function collectionOf(request: Extract<TransitionRequest, { to: "coletada" }>): CollectionRecord {
  const { collectedOn, collectedLitres, mtrNumber, vehiclePlate, driverName } = request;
  return {
    collectedOn,
    collectedLitres,
    ...(mtrNumber ? { mtrNumber } : {}),
    ...(vehiclePlate ? { vehiclePlate } : {}),
    ...(driverName ? { driverName } : {}),
  };
}

/** The day a collection was made ("YYYY-MM-DD" in São Paulo) may not come before the day the request was made. */
export function collectedBeforeRequest(collectedOn: string, requestCreatedAt: string): boolean {
  return collectedOn < todayInSaoPaulo(new Date(requestCreatedAt));
}
