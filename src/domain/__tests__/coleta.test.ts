// @vitest-environment node
import {
  coletaRecordSchema,
  coletaSchema,
  containerTypes,
  formatProtocol,
  generatorTypes,
  protocolPattern,
  todayInSaoPaulo,
  type ColetaInput,
  type ColetaRecord,
  type ColetaRequest,
} from "../coleta";
import { validate, type FieldError } from "../validate";
import { TODAY, validColetaBody, withField } from "./fixtures";

const schema = coletaSchema(TODAY);
const errorsOf = (body: unknown): FieldError[] => {
  const result = validate(schema, body);
  return result.ok ? [] : result.errors;
};
const codes = (body: unknown) => errorsOf(body).map(({ field, code }) => ({ field, code }));

describe("coleta request", () => {
  it("accepts a full valid body and normalizes it", () => {
    const body = validColetaBody();
    body.company = { name: "  Auto Center Paulista Ltda  ", cnpj: "11.222.333/0001-81" };
    body.contact = { name: "Maria Souza", email: "  Maria@AutoCenter.COM.br ", phone: "+55 (11) 98765-4321" };
    (body.address as Record<string, unknown>).state = "sp";
    const result = validate(schema, body);
    expect(result).toEqual({
      ok: true,
      value: {
        idempotencyKey: "3f2504e0-4f89-41d3-9a0c-0305e82c3301",
        company: { name: "Auto Center Paulista Ltda", cnpj: "11222333000181" },
        contact: { name: "Maria Souza", email: "maria@autocenter.com.br", phone: "+5511987654321" },
        address: {
          cep: "01310100",
          street: "Avenida Paulista",
          number: "1000",
          complement: "Loja 2",
          district: "Bela Vista",
          city: "São Paulo",
          state: "SP",
        },
        generatorType: "oficina",
        estimatedLiters: 400,
        container: "tambor",
        preferredDate: "2026-03-20",
        notes: "Portão lateral, das 8h às 17h.",
        language: "pt",
        consent: true,
      },
    });
  });

  it("accepts a minimal body (optional fields absent), today's date and the limits", () => {
    let body: Record<string, unknown> = validColetaBody();
    for (const path of ["address.complement", "preferredDate", "notes"]) body = withField(body, path, undefined);
    expect(validate(schema, body).ok).toBe(true);
    expect(validate(schema, withField(body, "preferredDate", TODAY)).ok).toBe(true);
    expect(validate(schema, withField(body, "estimatedLiters", 20)).ok).toBe(true);
    expect(validate(schema, withField(body, "estimatedLiters", 1_000_000)).ok).toBe(true);
  });

  it("does not modify the body", () => {
    const body = validColetaBody();
    const copy = structuredClone(body);
    validate(schema, body);
    validate(schema, withField(body, "company.cnpj", "x"));
    expect(body).toEqual(copy);
  });

  it("accepts every generator type and container", () => {
    for (const generatorType of generatorTypes)
      expect(validate(schema, { ...validColetaBody(), generatorType }).ok).toBe(true);
    for (const container of containerTypes) expect(validate(schema, { ...validColetaBody(), container }).ok).toBe(true);
  });

  it.each<[string, unknown, string]>([
    ["idempotencyKey", undefined, "required"],
    ["idempotencyKey", "not-a-uuid", "invalid_uuid"],
    ["company", undefined, "required"],
    ["company", "ACME", "not_object"],
    ["company.name", "A", "too_short"],
    ["company.name", "   ", "too_short"],
    ["company.name", "x".repeat(121), "too_long"],
    ["company.name", 42, "invalid_type"],
    ["company.cnpj", "11.222.333/0001-82", "invalid_cnpj"],
    ["company.cnpj", "00000000000000", "invalid_cnpj"],
    ["company.cnpj", 11222333000181, "invalid_type"],
    ["contact.name", "", "too_short"],
    ["contact.email", "maria@", "invalid_email"],
    ["contact.email", "maria at example.com", "invalid_email"],
    ["contact.email", `${"a".repeat(250)}@x.com`, "too_long"],
    ["contact.phone", "(11) 8765-4321", "invalid_phone"],
    ["contact.phone", undefined, "required"],
    ["address.cep", "1310-100", "invalid_cep"],
    ["address.street", "R", "too_short"],
    ["address.street", "R".repeat(161), "too_long"],
    ["address.number", "", "too_short"],
    ["address.number", "1".repeat(21), "too_long"],
    ["address.complement", "c".repeat(81), "too_long"],
    ["address.district", "B", "too_short"],
    ["address.city", "S", "too_short"],
    ["address.state", "XX", "invalid_uf"],
    ["address.state", undefined, "required"],
    ["generatorType", "fabrica", "invalid_option"],
    ["estimatedLiters", "400", "invalid_type"],
    ["estimatedLiters", 19, "out_of_range"],
    ["estimatedLiters", 1_000_001, "out_of_range"],
    ["estimatedLiters", 20.5, "not_integer"],
    ["estimatedLiters", null, "invalid_type"],
    ["container", "balde", "invalid_option"],
    ["preferredDate", "2026-02-30", "invalid_date"],
    ["preferredDate", "20/03/2026", "invalid_date"],
    ["preferredDate", "2026-03-09", "date_in_past"],
    ["notes", "n".repeat(1001), "too_long"],
    ["language", "fr", "invalid_option"],
    ["consent", false, "consent_required"],
    ["consent", "true", "consent_required"],
    ["consent", undefined, "consent_required"],
  ])("%s = %j → %s", (path, value, code) => {
    expect(codes(withField(validColetaBody(), path, value))).toEqual([{ field: path, code }]);
  });

  it("rejects unknown fields at every level, one error per key", () => {
    const body: Record<string, unknown> = validColetaBody();
    body.admin = true;
    body.status = "coletada";
    (body.company as Record<string, unknown>).ie = "123";
    (body.address as Record<string, unknown>).country = "BR";
    expect(codes(body)).toEqual([
      { field: "company.ie", code: "unknown_field" },
      { field: "address.country", code: "unknown_field" },
      { field: "admin", code: "unknown_field" },
      { field: "status", code: "unknown_field" },
    ]);
  });

  it("rejects __proto__ and constructor keys from JSON as unknown fields", () => {
    const body = JSON.parse(
      JSON.stringify(validColetaBody()).replace(
        '"consent":true',
        '"consent":true,"__proto__":{"polluted":1},"constructor":{"prototype":{"x":1}}',
      ),
    );
    expect(codes(body)).toEqual([
      { field: "__proto__", code: "unknown_field" },
      { field: "constructor", code: "unknown_field" },
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("rejects numbers and booleans given as strings and strings given as numbers", () => {
    const body = { ...validColetaBody(), estimatedLiters: "400", consent: "true", language: 1 };
    expect(codes(body)).toEqual([
      { field: "estimatedLiters", code: "invalid_type" },
      { field: "language", code: "invalid_type" },
      { field: "consent", code: "consent_required" },
    ]);
  });

  it("reports every problem at once", () => {
    const body = {
      ...validColetaBody(),
      company: { name: "A", cnpj: "1" },
      estimatedLiters: 5,
      preferredDate: "2020-01-01",
    };
    expect(codes(body).map((error) => error.field)).toEqual([
      "company.name",
      "company.cnpj",
      "estimatedLiters",
      "preferredDate",
    ]);
  });

  it("rejects a body that is not an object", () => {
    for (const body of [null, undefined, "x", 1, true, [], [validColetaBody()]]) {
      expect(codes(body)).toEqual([{ field: "", code: body === undefined ? "required" : "not_object" }]);
    }
  });

  it("accepts preferredDate from 'today' in São Paulo by default", () => {
    const today = todayInSaoPaulo();
    expect(validate(coletaSchema(), { ...validColetaBody(), preferredDate: today }).ok).toBe(true);
    expect(
      validate(
        coletaSchema(() => "2999-01-01"),
        validColetaBody(),
      ).ok,
    ).toBe(false);
  });
});

describe("todayInSaoPaulo", () => {
  it("uses the São Paulo calendar day (UTC−3)", () => {
    expect(todayInSaoPaulo(new Date("2026-03-10T02:59:59Z"))).toBe("2026-03-09");
    expect(todayInSaoPaulo(new Date("2026-03-10T03:00:00Z"))).toBe("2026-03-10");
    expect(todayInSaoPaulo(new Date("2026-12-31T23:00:00Z"))).toBe("2026-12-31");
    expect(todayInSaoPaulo(new Date("2027-01-01T03:30:00Z"))).toBe("2027-01-01");
  });
  it("returns a date even for an invalid Date", () => {
    expect(todayInSaoPaulo(new Date("nope"))).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe("protocol", () => {
  it("formats and matches", () => {
    expect(formatProtocol(2026, 42)).toBe("COL-2026-000042");
    expect(formatProtocol(2026, 999_999)).toBe("COL-2026-999999");
    expect(protocolPattern.test(formatProtocol(2026, 0))).toBe(true);
    expect(protocolPattern.test("COL-2026-42")).toBe(false);
  });
  it("grows past six digits instead of failing for the rest of the year", () => {
    expect(formatProtocol(2026, 1_000_000)).toBe("COL-2026-1000000");
    expect(formatProtocol(2026, 999_999_999)).toBe("COL-2026-999999999");
    for (const n of [1_000_000, 12_345_678, 999_999_999])
      expect(protocolPattern.test(formatProtocol(2026, n))).toBe(true);
    // One spelling per number: no leading zero beyond the six-digit form, no tenth digit.
    expect(protocolPattern.test("COL-2026-0123456")).toBe(false);
    expect(protocolPattern.test("COL-2026-1234567890")).toBe(false);
  });
  it("refuses numbers that do not fit", () => {
    expect(() => formatProtocol(2026, 1_000_000_000)).toThrow(RangeError);
    expect(() => formatProtocol(2026, -1)).toThrow(RangeError);
    expect(() => formatProtocol(20260, 1)).toThrow(RangeError);
    expect(() => formatProtocol(2026, 1.5)).toThrow(RangeError);
  });
});

describe("coleta record", () => {
  const request = (): ColetaRequest => {
    const result = validate(schema, validColetaBody());
    if (!result.ok) throw new Error("fixture should be valid");
    return result.value;
  };

  it("accepts a stored request (without idempotency key), even with a past preferred date", () => {
    const { idempotencyKey: _key, ...rest } = request();
    const record: ColetaRecord = {
      ...rest,
      preferredDate: "2020-01-01",
      protocol: formatProtocol(2026, 42),
      status: "recebida",
      createdAt: "2026-03-10T12:00:00.000Z",
      customerId: null,
      history: [{ from: null, to: "recebida", at: "2026-03-10T12:00:00.000Z" }],
    };
    // Stored, each step also says who made it.
    const stored = { ...record, history: [{ ...record.history[0], by: "customer" }] };
    expect(coletaRecordSchema.safeParse(stored).success).toBe(true);
    expect(coletaRecordSchema.safeParse({ ...stored, customerId: "user-123", status: "coletada" }).success).toBe(true);
    expect(coletaRecordSchema.safeParse({ ...stored, status: "certificada" }).success).toBe(true);
    expect(coletaRecordSchema.safeParse(record).success).toBe(false);
  });

  it("rejects records with the idempotency key, a bad status, protocol or timestamp", () => {
    const { idempotencyKey, ...rest } = request();
    const record = {
      ...rest,
      protocol: "COL-2026-000042",
      status: "recebida",
      createdAt: "2026-03-10T12:00:00Z",
      customerId: null,
    };
    expect(coletaRecordSchema.safeParse({ ...record, idempotencyKey }).success).toBe(false);
    expect(coletaRecordSchema.safeParse({ ...record, status: "perdida" }).success).toBe(false);
    expect(coletaRecordSchema.safeParse({ ...record, protocol: "CTT-2026-000042" }).success).toBe(false);
    expect(coletaRecordSchema.safeParse({ ...record, createdAt: "ontem" }).success).toBe(false);
    expect(coletaRecordSchema.safeParse({ ...record, customerId: undefined }).success).toBe(false);
  });

  it("has types that match the request", () => {
    expectTypeOf<ColetaInput["estimatedLiters"]>().toEqualTypeOf<number>();
    expectTypeOf<ColetaInput["consent"]>().toEqualTypeOf<boolean>();
    expectTypeOf<ColetaRequest["consent"]>().toEqualTypeOf<true>();
    expectTypeOf<ColetaRequest["address"]["state"]>().toEqualTypeOf<import("../brazil").Uf>();
    expectTypeOf<ColetaRecord>().not.toHaveProperty("idempotencyKey");
    expectTypeOf<ColetaRecord["status"]>().toEqualTypeOf<
      "recebida" | "agendada" | "coletada" | "certificada" | "cancelada"
    >();
  });
});
