// @vitest-environment node
/**
 * `preferredDate` is refused before today *in São Paulo*, whatever the time zone of the machine validating
 * it (the Lambda runs in UTC; a visitor's browser anywhere). The process's TZ is changed here before each
 * group (Node applies a new `process.env.TZ` at once), checked to have taken effect, and the clock is fixed
 * at instants where the local calendar day and São Paulo's differ.
 */
import { coletaRequestSchema, coletaSchema } from "../coleta";
import { validate } from "../validate";
import { validColetaBody } from "./fixtures";
import en from "../../../locales/en/validacao.json";

const originalTz = process.env.TZ;

/** Instants, São Paulo's date then (UTC−3, no daylight saving time since 2019), and what each zone's calendar says. */
const instants = [
  // 22:30 in São Paulo, already the next day in UTC and in Kiritimati.
  {
    at: "2030-03-10T01:30:00Z",
    saoPaulo: "2030-03-09",
    local: { UTC: "2030-03-10", "Pacific/Kiritimati": "2030-03-10", "Pacific/Pago_Pago": "2030-03-09" },
  },
  // 02:00 in São Paulo, still the day before in Pago Pago.
  {
    at: "2030-03-10T05:00:00Z",
    saoPaulo: "2030-03-10",
    local: { UTC: "2030-03-10", "Pacific/Kiritimati": "2030-03-10", "Pacific/Pago_Pago": "2030-03-09" },
  },
  // 21:00 in São Paulo, the next day in Kiritimati only.
  {
    at: "2030-03-11T00:00:00Z",
    saoPaulo: "2030-03-10",
    local: { UTC: "2030-03-11", "Pacific/Kiritimati": "2030-03-11", "Pacific/Pago_Pago": "2030-03-10" },
  },
] as const;

const zones = [
  { tz: "UTC", offsetMinutes: 0 },
  { tz: "Pacific/Kiritimati", offsetMinutes: -14 * 60 },
  { tz: "Pacific/Pago_Pago", offsetMinutes: 11 * 60 },
] as const;

const localDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;

function dayBefore(isoDate: string): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

afterAll(() => {
  vi.useRealTimers();
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

describe.each(zones)("preferredDate with TZ=$tz", ({ tz, offsetMinutes }) => {
  beforeAll(() => {
    process.env.TZ = tz;
    vi.useFakeTimers({ toFake: ["Date"] });
  });

  it("the zone is in effect (or this test would prove nothing)", () => {
    const probe = new Date("2030-03-10T01:30:00Z");
    expect(probe.getTimezoneOffset()).toBe(offsetMinutes);
  });

  it.each(instants)(
    "at $at São Paulo's day ($saoPaulo) is the first accepted, not the local one",
    ({ at, saoPaulo, local }) => {
      vi.setSystemTime(new Date(at));
      expect(localDate(new Date())).toBe(local[tz]);
      for (const schema of [coletaRequestSchema, coletaSchema()]) {
        expect(validate(schema, { ...validColetaBody(), preferredDate: saoPaulo }).ok).toBe(true);
        const yesterday = validate(schema, {
          ...validColetaBody(),
          preferredDate: dayBefore(saoPaulo),
          language: "en",
        });
        expect(yesterday).toEqual({
          ok: false,
          errors: [{ field: "preferredDate", code: "date_in_past", message: en.errors.date_in_past }],
        });
      }
    },
  );
});
