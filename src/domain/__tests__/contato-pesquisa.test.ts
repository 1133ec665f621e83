// @vitest-environment node
import {
  contatoRecordSchema,
  contatoSchema,
  formatReference,
  referencePattern,
  supplyCategories,
  type ContatoRecord,
  type ContatoRequest,
} from "../contato";
import { pesquisaRecordSchema, pesquisaSchema, type PesquisaRecord } from "../pesquisa";
import { validate } from "../validate";
import { validContatoBody, validPesquisaBody, withField } from "./fixtures";

const codes = (schema: Parameters<typeof validate>[0], body: unknown) => {
  const result = validate(schema, body);
  return result.ok ? [] : result.errors.map(({ field, code }) => ({ field, code }));
};

describe("contato", () => {
  it.each(["geral", "ri", "fornecedor"] as const)("accepts a valid %s message", (topic) => {
    expect(validate(contatoSchema, validContatoBody(topic)).ok).toBe(true);
  });

  it("normalizes optional fields when given", () => {
    const body = {
      ...validContatoBody("ri"),
      phone: "(21) 2345-6789",
      company: " Banco X ",
      cnpj: "11222333000181",
      email: "RI@Banco.com",
    };
    const result = validate(contatoSchema, body);
    expect(result.ok && result.value).toMatchObject({
      phone: "+552123456789",
      company: "Banco X",
      cnpj: "11222333000181",
      email: "ri@banco.com",
    });
  });

  it("requires company, CNPJ and supply category from suppliers, one error per field", () => {
    let body: Record<string, unknown> = validContatoBody("fornecedor");
    for (const field of ["company", "cnpj", "supplyCategory"]) body = withField(body, field, undefined);
    expect(codes(contatoSchema, body)).toEqual([
      { field: "company", code: "required" },
      { field: "cnpj", code: "required" },
      { field: "supplyCategory", code: "required" },
    ]);
    expect(codes(contatoSchema, withField(validContatoBody("fornecedor"), "cnpj", undefined))).toEqual([
      { field: "cnpj", code: "required" },
    ]);
  });

  it("reports the supplier rules together with the other errors", () => {
    const body = withField({ ...validContatoBody("fornecedor"), message: "curta" }, "company", undefined);
    expect(codes(contatoSchema, body)).toEqual(
      expect.arrayContaining([
        { field: "company", code: "required" },
        { field: "message", code: "too_short" },
      ]),
    );
  });

  it("reports invalid supplier values with their own code", () => {
    const body = { ...validContatoBody("fornecedor"), cnpj: "11.444.777/0001-62", supplyCategory: "armas" };
    expect(codes(contatoSchema, body)).toEqual([
      { field: "cnpj", code: "invalid_cnpj" },
      { field: "supplyCategory", code: "invalid_option" },
    ]);
  });

  it("does not require company for ri or geral", () => {
    expect(validate(contatoSchema, validContatoBody("ri")).ok).toBe(true);
    expect(validate(contatoSchema, validContatoBody("geral")).ok).toBe(true);
  });

  it("accepts every supply category", () => {
    for (const supplyCategory of supplyCategories) {
      expect(validate(contatoSchema, { ...validContatoBody("fornecedor"), supplyCategory }).ok).toBe(true);
    }
  });

  it.each<[string, unknown, string]>([
    ["topic", "vendas", "invalid_option"],
    ["topic", undefined, "required"],
    ["name", "J", "too_short"],
    ["email", "joao", "invalid_email"],
    ["phone", "123", "invalid_phone"],
    ["company", "X", "too_short"],
    ["cnpj", "123", "invalid_cnpj"],
    ["message", "curta", "too_short"],
    ["message", "m".repeat(2001), "too_long"],
    ["language", "de", "invalid_option"],
    ["consent", false, "consent_required"],
    ["idempotencyKey", "123", "invalid_uuid"],
    ["extra", "x", "unknown_field"],
  ])("%s = %j → %s", (field, value, code) => {
    expect(codes(contatoSchema, withField(validContatoBody("geral"), field, value))).toEqual([{ field, code }]);
  });

  it("has record schema and reference format", () => {
    expect(formatReference(2026, 7)).toBe("CTT-2026-000007");
    expect(referencePattern.test("CTT-2026-000007")).toBe(true);
    const result = validate(contatoSchema, validContatoBody("fornecedor"));
    if (!result.ok) throw new Error("fixture should be valid");
    const { idempotencyKey: _key, ...rest }: ContatoRequest = result.value;
    const record: ContatoRecord = {
      ...rest,
      reference: formatReference(2026, 7),
      createdAt: "2026-03-10T12:00:00.000-03:00",
    };
    expect(contatoRecordSchema.safeParse(record).success).toBe(true);
    expect(contatoRecordSchema.safeParse({ ...record, reference: "COL-2026-000007" }).success).toBe(false);
    expect(contatoRecordSchema.safeParse({ ...record, cnpj: undefined }).success).toBe(false);
  });
});

describe("pesquisa", () => {
  it("accepts a valid answer and normalizes the protocol", () => {
    const result = validate(pesquisaSchema, { ...validPesquisaBody(), protocol: " col-2026-000042 " });
    expect(result.ok && result.value.protocol).toBe("COL-2026-000042");
    expect(validate(pesquisaSchema, withField(validPesquisaBody(), "comment", undefined)).ok).toBe(true);
    expect(validate(pesquisaSchema, { ...validPesquisaBody(), score: 0 }).ok).toBe(true);
    expect(validate(pesquisaSchema, { ...validPesquisaBody(), score: 10 }).ok).toBe(true);
  });

  it.each<[string, unknown, string]>([
    ["protocol", "COL-26-42", "invalid_protocol"],
    ["protocol", "CTT-2026-000042", "invalid_protocol"],
    ["protocol", undefined, "required"],
    ["score", 11, "out_of_range"],
    ["score", -1, "out_of_range"],
    ["score", 7.5, "not_integer"],
    ["score", "9", "invalid_type"],
    ["score", Number.NaN, "invalid_type"],
    ["comment", "c".repeat(2001), "too_long"],
    ["language", "PT", "invalid_option"],
    ["customerId", "u1", "unknown_field"],
  ])("%s = %j → %s", (field, value, code) => {
    expect(codes(pesquisaSchema, withField(validPesquisaBody(), field, value))).toEqual([{ field, code }]);
  });

  it("has a record schema", () => {
    const record: PesquisaRecord = {
      id: "01HZX",
      protocol: "COL-2026-000042",
      score: 10,
      language: "es",
      customerId: "user-1",
      createdAt: "2026-03-10T12:00:00Z",
    };
    expect(pesquisaRecordSchema.safeParse(record).success).toBe(true);
    expect(pesquisaRecordSchema.safeParse({ ...record, comment: "Ótimo" }).success).toBe(true);
    expect(pesquisaRecordSchema.safeParse({ ...record, score: 11 }).success).toBe(false);
    expect(pesquisaRecordSchema.safeParse({ ...record, idempotencyKey: "x" }).success).toBe(false);
  });
});
