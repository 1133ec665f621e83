// @vitest-environment node
import {
  formatCep,
  formatCnpj,
  formatPhone,
  isUf,
  isValidBrazilianPhone,
  isValidCep,
  isValidCnpj,
  normalizePhoneE164,
  onlyDigits,
  ufs,
} from "../brazil";

describe("onlyDigits", () => {
  it("keeps ASCII digits only", () => {
    expect(onlyDigits("11.222.333/0001-81")).toBe("11222333000181");
    expect(onlyDigits("abc")).toBe("");
    expect(onlyDigits("١٢٣")).toBe(""); // Arabic-Indic digits are not accepted
    expect(onlyDigits(123 as unknown as string)).toBe("");
  });
});

describe("isValidCnpj", () => {
  it.each(["11.222.333/0001-81", "11222333000181", "11.444.777/0001-61", "12.345.678/0001-95", " 11222333000181 "])(
    "accepts %s",
    (cnpj) => expect(isValidCnpj(cnpj)).toBe(true),
  );

  it.each(["11.222.333/0001-82", "11222333000191", "11222333000180", "12345678000194"])(
    "rejects wrong check digits: %s",
    (cnpj) => expect(isValidCnpj(cnpj)).toBe(false),
  );

  it.each(Array.from({ length: 10 }, (_, d) => String(d).repeat(14)))("rejects the repeated sequence %s", (cnpj) =>
    expect(isValidCnpj(cnpj)).toBe(false),
  );

  it("rejects wrong lengths, letters and non-strings", () => {
    for (const value of ["", "1122233300018", "112223330001811", "11a222333000181", "11.222.333/0001-8l", null, 11222333000181, {}, []]) {
      expect(isValidCnpj(value)).toBe(false);
    }
  });
});

describe("formatCnpj", () => {
  it.each([
    ["", ""],
    ["1", "1"],
    ["11", "11"],
    ["112", "11.2"],
    ["11222", "11.222"],
    ["112223", "11.222.3"],
    ["11222333", "11.222.333"],
    ["112223330", "11.222.333/0"],
    ["112223330001", "11.222.333/0001"],
    ["1122233300018", "11.222.333/0001-8"],
    ["11222333000181", "11.222.333/0001-81"],
    ["11222333000181999", "11.222.333/0001-81"],
    ["11.222.333/0001-81", "11.222.333/0001-81"],
    ["ab11c", "11"],
  ])("%s → %s", (input, expected) => expect(formatCnpj(input)).toBe(expected));
});

describe("CEP", () => {
  it("accepts 8 digits with or without the hyphen", () => {
    expect(isValidCep("01310-100")).toBe(true);
    expect(isValidCep("01310100")).toBe(true);
    expect(isValidCep(" 01310-100 ")).toBe(true);
  });
  it("rejects anything else", () => {
    for (const value of ["0131-0100", "0131010", "013101000", "01310 100", "01.310-100", "abcde-fgh", "00000-000", "", null, 1310100]) {
      expect(isValidCep(value)).toBe(false);
    }
  });
  it.each([
    ["", ""],
    ["013", "013"],
    ["01310", "01310"],
    ["013101", "01310-1"],
    ["01310100", "01310-100"],
    ["0131010099", "01310-100"],
    ["01310-100", "01310-100"],
  ])("formatCep(%s) → %s", (input, expected) => expect(formatCep(input)).toBe(expected));
});

describe("phone", () => {
  it.each([
    ["(11) 98765-4321", "+5511987654321"],
    ["11987654321", "+5511987654321"],
    ["+55 11 98765-4321", "+5511987654321"],
    ["5511987654321", "+5511987654321"],
    ["(11) 3456-7890", "+551134567890"],
    ["1134567890", "+551134567890"],
    ["+55 (21) 2345-6789", "+552123456789"],
    ["551134567890", "+551134567890"],
    ["(55) 99876-5432", "+5555998765432"],
    ["(99) 5432-1098", "+559954321098"],
    ["+5511987654321", "+5511987654321"],
  ])("%s is valid → %s", (input, e164) => {
    expect(isValidBrazilianPhone(input)).toBe(true);
    expect(normalizePhoneE164(input)).toBe(e164);
  });

  it.each([
    "(10) 98765-4321", // DDD with a zero
    "(01) 98765-4321",
    "(11) 8765-4321", // landline must start with 2–5
    "(11) 6765-4321",
    "(11) 88765-4321", // mobile must start with 9
    "(11) 9876-54321x",
    "98765-4321", // no DDD
    "+1 415 555 0100",
    "+55 11 98765-432",
    "11 98765 4321 1",
    "call 11987654321",
    "",
  ])("%s is invalid", (input) => {
    expect(isValidBrazilianPhone(input)).toBe(false);
    expect(normalizePhoneE164(input)).toBeNull();
  });

  it("rejects non-strings", () => {
    expect(isValidBrazilianPhone(11987654321)).toBe(false);
    expect(normalizePhoneE164(null)).toBeNull();
  });

  it.each([
    ["", ""],
    ["1", "(1"],
    ["11", "(11"],
    ["119", "(11) 9"],
    ["1198765", "(11) 9876-5"],
    ["1134567890", "(11) 3456-7890"],
    ["11987654321", "(11) 98765-4321"],
  ])("formatPhone(%s) → %s", (input, expected) => expect(formatPhone(input)).toBe(expected));
});

describe("UFs", () => {
  it("lists the 27 units of the federation once each", () => {
    expect(ufs).toHaveLength(27);
    expect(new Set(ufs).size).toBe(27);
    expect(ufs).toContain("DF");
  });
  it("isUf", () => {
    expect(isUf("SP")).toBe(true);
    expect(isUf("sp")).toBe(false);
    expect(isUf("XX")).toBe(false);
    expect(isUf(undefined)).toBe(false);
  });
});
