import {
  canMove,
  detailsOf,
  lifecycleStatuses,
  nextStatuses,
  noteOf,
  surveyableStatuses,
  transitionSchema,
} from "../lifecycle";
import { validate } from "../validate";

const allowed = new Set([
  "recebida>agendada",
  "recebida>cancelada",
  "agendada>coletada",
  "agendada>cancelada",
  "coletada>certificada",
]);

describe("the lifecycle's transitions", () => {
  it.each(lifecycleStatuses.flatMap((from) => lifecycleStatuses.map((to) => [from, to] as const)))(
    "%s → %s",
    (from, to) => {
      expect(canMove(from, to)).toBe(allowed.has(`${from}>${to}`));
    },
  );

  it("ends in certificada and cancelada", () => {
    expect(nextStatuses.certificada).toEqual([]);
    expect(nextStatuses.cancelada).toEqual([]);
  });

  it("offers the survey only for collected requests", () => {
    expect([...surveyableStatuses].sort()).toEqual(["certificada", "coletada"]);
  });
});

describe("transitionSchema", () => {
  const today = "2026-03-10";
  const schema = transitionSchema(today);
  const key = "3f1c2b9e-8d4a-4f6b-9c1e-2a7d5e8f0b13";

  it("takes a schedule with a date from today on and a window that ends after it starts", () => {
    const ok = validate(schema, {
      to: "agendada",
      idempotencyKey: key,
      date: today,
      window: { from: "08:00", to: "12:00" },
    });
    expect(ok.ok && detailsOf(ok.value)).toEqual({ schedule: { date: today, from: "08:00", to: "12:00" } });
    const past = validate(schema, {
      to: "agendada",
      idempotencyKey: key,
      date: "2026-03-09",
      window: { from: "08:00", to: "12:00" },
    });
    expect(!past.ok && past.errors.map((error) => error.code)).toEqual(["date_in_past"]);
    const backwards = validate(schema, {
      to: "agendada",
      idempotencyKey: key,
      date: today,
      window: { from: "12:00", to: "08:00" },
    });
    expect(!backwards.ok && backwards.errors.map((error) => [error.field, error.code])).toEqual([
      ["window.to", "invalid_time_window"],
    ]);
  });

  it("takes a collection with litres and the driver, a cancellation with its reason as the note", () => {
    const collected = validate(schema, { to: "coletada", idempotencyKey: key, collectedLiters: 380, driver: "Carlos" });
    expect(collected.ok && detailsOf(collected.value)).toEqual({ collection: { liters: 380, driver: "Carlos" } });
    const cancelled = validate(schema, { to: "cancelada", idempotencyKey: key, reason: "Cliente desistiu" });
    expect(cancelled.ok && [detailsOf(cancelled.value), noteOf(cancelled.value)]).toEqual([
      { cancellation: { reason: "Cliente desistiu" } },
      "Cliente desistiu",
    ]);
    expect(validate(schema, { to: "cancelada", idempotencyKey: key }).ok).toBe(false);
    expect(validate(schema, { to: "coletada", idempotencyKey: key, collectedLiters: 0, driver: "Carlos" }).ok).toBe(
      false,
    );
  });

  it("refuses another target, a missing key and unknown fields", () => {
    expect(validate(schema, { to: "recebida", idempotencyKey: key }).ok).toBe(false);
    expect(validate(schema, { to: "certificada" }).ok).toBe(false);
    expect(validate(schema, { to: "certificada", idempotencyKey: key, extra: 1 }).ok).toBe(false);
    expect(validate(schema, { to: "certificada", idempotencyKey: key, note: "ok" }).ok).toBe(true);
  });
});
