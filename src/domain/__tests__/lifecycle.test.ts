import {
  canMove,
  collectedBeforeRequest,
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

  it("takes a collection with its day, litres and the optional MTR, plate and driver; a cancellation with its reason as the note", () => {
    const collected = validate(schema, {
      to: "coletada",
      idempotencyKey: key,
      collectedOn: "2026-03-09",
      collectedLitres: 380.5,
      mtrNumber: "MTR 240001234",
      vehiclePlate: "abc-1d23",
      driverName: "Carlos",
    });
    expect(collected.ok && detailsOf(collected.value)).toEqual({
      collectedOn: "2026-03-09",
      collectedLitres: 380.5,
      mtrNumber: "MTR 240001234",
      vehiclePlate: "ABC1D23",
      driverName: "Carlos",
    });
    // The optional ones left empty by the form are not stored.
    const bare = validate(schema, {
      to: "coletada",
      idempotencyKey: key,
      collectedOn: today,
      collectedLitres: 200,
      mtrNumber: "",
      vehiclePlate: "",
      driverName: "",
    });
    expect(bare.ok && detailsOf(bare.value)).toEqual({ collectedOn: today, collectedLitres: 200 });
    const cancelled = validate(schema, { to: "cancelada", idempotencyKey: key, reason: "Cliente desistiu" });
    expect(cancelled.ok && [detailsOf(cancelled.value), noteOf(cancelled.value)]).toEqual([
      { cancellation: { reason: "Cliente desistiu" } },
      "Cliente desistiu",
    ]);
    expect(validate(schema, { to: "cancelada", idempotencyKey: key }).ok).toBe(false);
  });

  it("refuses a collection in the future, without litres or day, with a bad plate or too many decimals", () => {
    const codes = (body: Record<string, unknown>) => {
      const result = validate(schema, { to: "coletada", idempotencyKey: key, ...body });
      return result.ok ? [] : result.errors.map((error) => [error.field, error.code]);
    };
    expect(codes({ collectedOn: "2026-03-11", collectedLitres: 10 })).toEqual([["collectedOn", "date_in_future"]]);
    expect(codes({ collectedOn: "2026-02-30", collectedLitres: 10 })).toEqual([["collectedOn", "invalid_date"]]);
    expect(codes({ collectedLitres: 10 })).toEqual([["collectedOn", "required"]]);
    expect(codes({ collectedOn: today })).toEqual([["collectedLitres", "required"]]);
    expect(codes({ collectedOn: today, collectedLitres: 0 })).toEqual([["collectedLitres", "out_of_range"]]);
    expect(codes({ collectedOn: today, collectedLitres: Infinity })).toEqual([["collectedLitres", "invalid_number"]]);
    expect(codes({ collectedOn: today, collectedLitres: "380" })).toEqual([["collectedLitres", "invalid_type"]]);
    expect(codes({ collectedOn: today, collectedLitres: 380.25 })).toEqual([["collectedLitres", "too_many_decimals"]]);
    expect(codes({ collectedOn: today, collectedLitres: 10, vehiclePlate: "AB-123" })).toEqual([
      ["vehiclePlate", "invalid_plate"],
    ]);
    // The old body's names are unknown now.
    expect(codes({ collectedOn: today, collectedLitres: 10, driver: "Carlos" })).toEqual([["driver", "unknown_field"]]);
  });

  it("tells a collection day before the request's own day (São Paulo's calendar)", () => {
    // Made at 01:00 UTC on the 5th: still the 4th in São Paulo.
    expect(collectedBeforeRequest("2026-03-04", "2026-03-05T01:00:00.000Z")).toBe(false);
    expect(collectedBeforeRequest("2026-03-03", "2026-03-05T01:00:00.000Z")).toBe(true);
    expect(collectedBeforeRequest("2026-03-05", "2026-03-05T12:00:00.000Z")).toBe(false);
  });

  it("refuses another target, a missing key and unknown fields", () => {
    expect(validate(schema, { to: "recebida", idempotencyKey: key }).ok).toBe(false);
    expect(validate(schema, { to: "certificada" }).ok).toBe(false);
    expect(validate(schema, { to: "certificada", idempotencyKey: key, extra: 1 }).ok).toBe(false);
    expect(validate(schema, { to: "certificada", idempotencyKey: key, note: "ok" }).ok).toBe(true);
  });
});
