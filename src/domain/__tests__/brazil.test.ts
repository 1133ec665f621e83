// @vitest-environment node
import {
  computeCnpjCheckDigits,
  cnpjCharacters,
  ddds,
  formatCep,
  formatCnpj,
  maskCnpj,
  formatPhone,
  isUf,
  isValidBrazilianPhone,
  isValidCep,
  isValidCnpj,
  isValidDdd,
  normalizePhoneE164,
  onlyDigits,
  phoneProblem,
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
    for (const value of [
      "",
      "1122233300018",
      "112223330001811",
      "11a222333000181",
      "11.222.333/0001-8l",
      null,
      11222333000181,
      {},
      [],
    ]) {
      expect(isValidCnpj(value)).toBe(false);
    }
  });
});

describe("alphanumeric CNPJ (issued since July 2026)", () => {
  // Check digits computed apart from the code under test (a Python script summing (ASCII code − 48) × weights
  // 2..9 cycling from the right, mod 11); the first is the Receita Federal's published example.
  const examples = [
    "12.ABC.345/01DE-35",
    "ABCDEFGHIJKL80",
    "ZZ.ZZZ.ZZZ/ZZZZ-62",
    "00000000000A04",
    "A0000000000032",
    "1A.2B3.C4D/5E6F-34",
    "CIRCULARE00198",
    "9Z8Y7X6W5V4U29",
  ];

  it.each(examples)("accepts %s", (cnpj) => expect(isValidCnpj(cnpj)).toBe(true));

  it("computes the check digits from the character codes", () => {
    expect(computeCnpjCheckDigits("12ABC34501DE")).toBe("35");
    expect(computeCnpjCheckDigits("12abc34501de")).toBe("35");
    expect(computeCnpjCheckDigits("112223330001")).toBe("81");
    for (const bad of ["12ABC34501D", "12ABC34501DE3", "12ABC34501D-", "12ÁBC34501DE", null, 12])
      expect(computeCnpjCheckDigits(bad)).toBeNull();
  });

  it("reads lower case as upper case and stores upper case without punctuation", () => {
    expect(isValidCnpj("12.abc.345/01de-35")).toBe(true);
    expect(cnpjCharacters(" 12.abc.345/01de-35 ")).toBe("12ABC34501DE35");
    expect(cnpjCharacters(null)).toBe("");
  });

  it.each([
    "12.ABC.345/01DE-36", // wrong second check digit
    "12.ABC.345/01DE-45", // wrong first check digit
    "12.ABD.345/01DE-35", // one letter changed
    "12.ABC.345/01DE-3F", // check digits are never letters
    "12ABC34501DE3",
    "12ABC34501DE355",
    "12.ÁBC.345/01DE-35", // letters are A–Z only
    "12.ſBC.345/01DE-35", // "ſ" upper-cases to "S" but is no CNPJ character
    "１２ABC34501DE35", // full-width digits
    "12_ABC_345_01DE_35",
  ])("rejects %s", (cnpj) => expect(isValidCnpj(cnpj)).toBe(false));
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
    ["ab11c", "AB.11C"],
    ["12abc34501de35", "12.ABC.345/01DE-35"],
    ["12.ABC.345/01DE-35", "12.ABC.345/01DE-35"],
    ["12ABC34501DEXY35", "12.ABC.345/01DE-35"], // no letters among the check digits
    ["12ÁBC", "12.BC"],
    ["ſ1", "1"],
    ["", ""],
  ])("%s → %s", (input, expected) => expect(formatCnpj(input)).toBe(expected));

  it("gives an empty mask for non-strings", () => {
    expect(formatCnpj(null)).toBe("");
    expect(formatCnpj(11222333000181)).toBe("");
  });
});

describe("CEP", () => {
  it("accepts 8 digits with or without the hyphen", () => {
    expect(isValidCep("01310-100")).toBe(true);
    expect(isValidCep("01310100")).toBe(true);
    expect(isValidCep(" 01310-100 ")).toBe(true);
  });
  it("rejects anything else", () => {
    for (const value of [
      "0131-0100",
      "0131010",
      "013101000",
      "01310 100",
      "01.310-100",
      "abcde-fgh",
      "00000-000",
      "",
      null,
      1310100,
    ]) {
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

  it("knows Anatel's 67 area codes (DDD)", () => {
    expect(ddds).toHaveLength(67);
    expect(new Set(ddds).size).toBe(67);
    const missing = [
      "10",
      "20",
      "23",
      "25",
      "26",
      "29",
      "30",
      "36",
      "39",
      "40",
      "50",
      "52",
      "56",
      "57",
      "58",
      "59",
      "60",
      "70",
      "72",
      "76",
      "78",
      "80",
      "90",
    ];
    for (let n = 0; n <= 99; n += 1) {
      const ddd = String(n).padStart(2, "0");
      const exists = n >= 11 && !ddd.includes("0") && !missing.includes(ddd);
      expect(isValidDdd(ddd), ddd).toBe(exists);
      expect(isValidBrazilianPhone(`(${ddd}) 98765-4321`), ddd).toBe(exists);
      expect(isValidBrazilianPhone(`+55 ${ddd} 3456-7890`), ddd).toBe(exists);
      expect(phoneProblem(`(${ddd}) 98765-4321`)).toEqual(exists ? null : { code: "invalid_ddd", ddd });
    }
    expect(isValidDdd(11)).toBe(false);
  });

  it.each(["(20) 98765-4321", "(23) 3456-7890", "+55 (90) 98765-4321", "5530987654321"])(
    "%s has no such DDD",
    (input) => {
      expect(isValidBrazilianPhone(input)).toBe(false);
      expect(normalizePhoneE164(input)).toBeNull();
      expect(phoneProblem(input)?.code).toBe("invalid_ddd");
    },
  );

  it("tells a wrong shape from a wrong DDD", () => {
    expect(phoneProblem("(11) 98765-4321")).toBeNull();
    expect(phoneProblem("(11) 8765-4321")).toEqual({ code: "invalid_phone" });
    expect(phoneProblem("98765-4321")).toEqual({ code: "invalid_phone" });
    expect(phoneProblem(null)).toEqual({ code: "invalid_phone" });
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

describe("maskCnpj", () => {
  it.each([
    ["12.345.678/0001-95", "12.345.***/****-95"],
    ["11222333000181", "11.222.***/****-81"],
    ["12.ABC.345/01DE-35", "12.ABC.***/****-35"],
    ["11.222.333", ""],
    ["", ""],
    [undefined, ""],
  ])("%s → %s", (input, expected) => expect(maskCnpj(input)).toBe(expected));

  it("never shows the middle digits", () => {
    expect(maskCnpj("11.222.333/0001-81")).not.toMatch(/333|0001/);
  });
});
