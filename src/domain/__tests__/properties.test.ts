// @vitest-environment node
/**
 * Property tests: validate() and the resolver against hostile input. Whatever comes in, they never throw,
 * always answer in the documented shape, accept only values the schema accepts again unchanged, and never
 * touch the input or the prototypes.
 */
import fc from "fast-check";
import en from "../../../locales/en/validacao.json";
import es from "../../../locales/es/validacao.json";
import pt from "../../../locales/pt/validacao.json";
import { formatCep, formatCnpj, isValidBrazilianPhone, isValidCep, isValidCnpj, normalizePhoneE164 } from "../brazil";
import { coletaRecordSchema, coletaSchema } from "../coleta";
import { contatoRecordSchema, contatoSchema } from "../contato";
import { cleanFormValues, domainResolver } from "../form-resolver";
import { pesquisaSchema } from "../pesquisa";
import { errorCodes, MAX_ERRORS, validate, type ValidationResult } from "../validate";
import { useFastCheckSeed } from "../../__tests__/fast-check-seed";
import { TODAY, validColetaBody, validContatoBody, validPesquisaBody } from "./fixtures";

const RUNS = 300;
useFastCheckSeed("properties.test.ts");

/**
 * A property that holds "for every accepted value" proves nothing if the generator only makes rejected ones:
 * each such test counts the runs that reached each branch it is about and requires at least this share of
 * them. Measured over 11 seeds, every counted branch took at least 29 of the 300 runs (accepted bodies: 29 to 77),
 * so 5% (15 runs) fails a generator that has stopped reaching a branch, not an unlucky seed.
 */
const MIN_SHARE = 0.05;
const atLeastShare = (count: number, what: string) =>
  expect(count, `${count} of ${RUNS} runs ${what}`).toBeGreaterThanOrEqual(Math.ceil(RUNS * MIN_SHARE));

// ---------------------------------------------------------------------------------------------------
// Invariants
// ---------------------------------------------------------------------------------------------------

const objectProtoNames = Object.getOwnPropertyNames(Object.prototype).sort();
const arrayProtoNames = Object.getOwnPropertyNames(Array.prototype).sort();

function expectPrototypesIntact(): void {
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(objectProtoNames);
  expect(Object.getOwnPropertyNames(Array.prototype).sort()).toEqual(arrayProtoNames);
  const probe = {} as Record<string, unknown>;
  for (const key of ["polluted", "isAdmin", "x", "toString"]) {
    if (key === "toString") expect(typeof probe.toString).toBe("function");
    else expect(probe[key]).toBeUndefined();
  }
}

const messagesByLanguage: Record<string, Set<string>> = {
  pt: new Set(Object.values(pt.errors)),
  en: new Set(Object.values(en.errors)),
  es: new Set(Object.values(es.errors)),
};
const anyMessage = /\S/;

function expectWellFormed(result: ValidationResult<unknown>): void {
  expect(typeof result.ok).toBe("boolean");
  if (result.ok) {
    expect(Object.keys(result)).toEqual(["ok", "value"]);
    return;
  }
  expect(Object.keys(result)).toEqual(["ok", "errors"]);
  expect(Array.isArray(result.errors)).toBe(true);
  expect(result.errors.length).toBeGreaterThan(0);
  expect(result.errors.length).toBeLessThanOrEqual(MAX_ERRORS);
  for (const error of result.errors) {
    expect(Object.keys(error).sort()).toEqual(["code", "field", "message"]);
    expect(typeof error.field).toBe("string");
    expect(errorCodes).toContain(error.code);
    expect(error.message).toMatch(anyMessage);
    expect(error.message).not.toContain("{{");
  }
}

/** Keys of a value outside the allowed structure (null = a leaf). */
type Shape = { [key: string]: Shape | null };
function extraKeys(value: unknown, shape: Shape, path = ""): string[] {
  if (value === null || typeof value !== "object") return [];
  const extra: string[] = [];
  for (const key of Reflect.ownKeys(value)) {
    const name = String(key);
    if (!Object.prototype.hasOwnProperty.call(shape, name)) extra.push(`${path}${name}`);
    else if (shape[name])
      extra.push(...extraKeys((value as Record<string, unknown>)[name], shape[name] as Shape, `${path}${name}.`));
  }
  return extra;
}

const leaf = null;
const coletaShape: Shape = {
  idempotencyKey: leaf,
  company: { name: leaf, cnpj: leaf },
  contact: { name: leaf, email: leaf, phone: leaf },
  address: { cep: leaf, street: leaf, number: leaf, complement: leaf, district: leaf, city: leaf, state: leaf },
  generatorType: leaf,
  estimatedLiters: leaf,
  container: leaf,
  preferredDate: leaf,
  notes: leaf,
  language: leaf,
  consent: leaf,
};
const contatoShape: Shape = Object.fromEntries(
  [
    "idempotencyKey",
    "topic",
    "name",
    "email",
    "phone",
    "company",
    "cnpj",
    "supplyCategory",
    "message",
    "language",
    "consent",
  ].map((key) => [key, leaf]),
);
const pesquisaShape: Shape = { idempotencyKey: leaf, protocol: leaf, score: leaf, comment: leaf, language: leaf };

const cases = [
  { name: "coleta", schema: coletaSchema(TODAY), valid: validColetaBody, shape: coletaShape },
  {
    name: "contato (fornecedor)",
    schema: contatoSchema,
    valid: () => validContatoBody("fornecedor"),
    shape: contatoShape,
  },
  { name: "contato (ri)", schema: contatoSchema, valid: () => validContatoBody("ri"), shape: contatoShape },
  { name: "pesquisa", schema: pesquisaSchema, valid: validPesquisaBody, shape: pesquisaShape },
] as const;

/** Runs validate() and checks everything that must hold for any input. */
function checkValidate(
  schema: (typeof cases)[number]["schema"],
  shape: Shape,
  body: unknown,
  language: unknown,
): ValidationResult<unknown> {
  const result = validate(schema as Parameters<typeof validate>[0], body, language);
  expectWellFormed(result);
  if (result.ok) {
    expect(extraKeys(result.value, shape)).toEqual([]);
    const again = validate(schema as Parameters<typeof validate>[0], result.value);
    expect(again).toEqual({ ok: true, value: result.value });
  } else if (language === "pt" || language === "en" || language === "es") {
    for (const error of result.errors) {
      if (!/\d/.test(error.message)) expect(messagesByLanguage[language].has(error.message), error.message).toBe(true);
    }
  }
  expectPrototypesIntact();
  return result;
}

// ---------------------------------------------------------------------------------------------------
// Arbitraries
// ---------------------------------------------------------------------------------------------------

const fieldNames = [
  "idempotencyKey",
  "company",
  "contact",
  "address",
  "name",
  "cnpj",
  "email",
  "phone",
  "cep",
  "state",
  "language",
  "consent",
  "topic",
  "score",
  "protocol",
];
const hostileKey = fc.oneof(
  fc.constantFrom(
    "__proto__",
    "constructor",
    "prototype",
    "toString",
    "valueOf",
    "hasOwnProperty",
    "__defineGetter__",
    ...fieldNames,
  ),
  fc.string({ maxLength: 12 }),
  fc.string({ unit: "grapheme", maxLength: 8 }),
);

const nastyStrings = fc.constantFrom(
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "'; DROP TABLE coletas; --",
  "${7*7}{{7*7}}",
  "\u0000\u0001\u001f",
  "\uD800",
  "\u202Egnp.exe",
  "🛢️♻️🇧🇷",
  "Ä̷̛̰͎͔̗͆",
  "   ",
  "",
  "null",
  "undefined",
  "NaN",
  "true",
  "1e309",
  "-0",
  "0x1F",
  "20",
  "1000000",
  "[object Object]",
  "__proto__",
);
const numbersAsStrings = fc.oneof(fc.integer().map(String), fc.double().map(String), fc.bigInt().map(String));
const hugeString = fc
  .tuple(fc.constantFrom("a", "9", " ", "@", ".", "ç", "😀", "<"), fc.integer({ min: 1_000, max: 200_000 }))
  .map(([char, n]) => char.repeat(n));
const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme" }),
  fc.string({ unit: "binary" }),
  nastyStrings,
  numbersAsStrings,
  hugeString,
);

/** Values that are valid for *some* field, so that random replacements sometimes keep a body valid. */
const plausibleValues = fc.constantFrom<unknown>(
  " 11.222.333/0001-81 ",
  "11444777000161",
  "+55 (21) 2345-6789",
  "21 99876-5432",
  "01310100",
  "rj",
  " MARIA@Example.COM.BR ",
  "  Nome com espaços  ",
  "2026-12-31",
  TODAY,
  "COL-2026-000001",
  "col-2026-999999",
  "0f8fad5b-d9cb-469f-a165-70867728950e",
  "en",
  "es",
  "tanque",
  "industria",
  "aditivos",
  "ri",
  20,
  1_000_000,
  0,
  10,
  true,
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: plausibleValues },
  { weight: 3, arbitrary: hostileString },
  {
    weight: 2,
    arbitrary: fc.constantFrom<unknown>(
      null,
      undefined,
      NaN,
      Infinity,
      -Infinity,
      -0,
      1.5,
      2 ** 53,
      -1,
      [],
      {},
      [[]],
      false,
    ),
  },
  {
    weight: 2,
    arbitrary: fc.anything({
      key: hostileKey,
      maxDepth: 3,
      maxKeys: 5,
      withNullPrototype: true,
      withBigInt: true,
      withDate: true,
      withMap: true,
      withSet: true,
      withTypedArray: true,
      withSparseArray: true,
      withBoxedValues: true,
      withObjectString: true,
    }),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

const languageArg = fc.constantFrom<unknown>(
  "pt",
  "en",
  "es",
  undefined,
  null,
  "fr",
  "EN-us",
  42,
  {},
  "x".repeat(1000),
);

/** The dotted paths of a body's leaves and of its objects. */
function paths(body: Record<string, unknown>, prefix: string[] = []): { leaves: string[][]; objects: string[][] } {
  const out = { leaves: [] as string[][], objects: [prefix] };
  for (const [key, value] of Object.entries(body)) {
    const plain =
      value !== null && typeof value === "object" && [Object.prototype, null].includes(Object.getPrototypeOf(value));
    if (plain) {
      const inner = paths(value as Record<string, unknown>, [...prefix, key]);
      out.leaves.push(...inner.leaves);
      out.objects.push(...inner.objects);
    } else out.leaves.push([...prefix, key]);
  }
  return out;
}

type Mutation = { kind: "replace" | "delete" | "add" | "pad" | "upper"; index: number; key: string; value: unknown };
const mutation: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom("replace", "replace", "replace", "delete", "add", "pad", "upper"),
  index: fc.nat(),
  key: hostileKey,
  value: hostileValue,
});

const setOwn = (target: Record<string, unknown>, key: string, value: unknown) =>
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });

function mutate(valid: Record<string, unknown>, mutations: Mutation[]): Record<string, unknown> {
  const body = structuredClone(valid);
  for (const m of mutations) {
    const { leaves, objects } = paths(body);
    if (m.kind === "add") {
      const path = objects[m.index % objects.length];
      const target = path.reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, body);
      setOwn(target, m.key, m.value);
      continue;
    }
    if (leaves.length === 0) continue;
    const path = leaves[m.index % leaves.length];
    const parent = path
      .slice(0, -1)
      .reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, body);
    const key = path[path.length - 1];
    const current = parent[key];
    if (m.kind === "delete") delete parent[key];
    else if (m.kind === "pad") setOwn(parent, key, typeof current === "string" ? `  ${current}\t ` : current);
    else if (m.kind === "upper") setOwn(parent, key, typeof current === "string" ? current.toUpperCase() : current);
    else setOwn(parent, key, m.value);
  }
  return body;
}

// ---------------------------------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------------------------------

describe.each(cases)("validate($name) with hostile input", ({ schema, valid, shape }) => {
  it("never throws and answers well-formed for arbitrary values", () => {
    fc.assert(
      fc.property(hostileValue, languageArg, (body, language) => {
        checkValidate(schema, shape, body, language);
      }),
      { numRuns: RUNS },
    );
  });

  it("handles JSON documents with prototype-related keys", () => {
    const protoJson = fc
      .tuple(
        fc.constantFrom("__proto__", "constructor", "prototype"),
        fc.jsonValue({ maxDepth: 2 }),
        fc.constantFrom("", "company", "address", "contact"),
      )
      .map(([key, value, under]) => {
        const body = valid();
        const inner = `${JSON.stringify(key)}:${JSON.stringify(value) ?? "null"}`;
        let text = JSON.stringify(body);
        // Function replacers: `inner` may contain "$&"-style patterns.
        if (under && text.includes(`"${under}":{`)) text = text.replace(`"${under}":{`, () => `"${under}":{${inner},`);
        else text = text.replace(/^\{/, () => `{${inner},`);
        return JSON.parse(text) as unknown;
      });
    fc.assert(
      fc.property(protoJson, (body) => {
        const result = checkValidate(schema, shape, body, "en");
        expect(result.ok).toBe(false);
        if (!result.ok) expect(result.errors.some((error) => error.code === "unknown_field")).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it("mutated valid bodies: no throw, no mutation of the input, accepted values are stable", () => {
    let accepted = 0;
    let rejected = 0;
    fc.assert(
      fc.property(fc.array(mutation, { minLength: 1, maxLength: 3 }), languageArg, (mutations, language) => {
        const body = mutate(valid(), mutations);
        const before = fc.stringify(body);
        const result = checkValidate(schema, shape, body, language);
        expect(fc.stringify(body)).toBe(before);
        if (result.ok) accepted += 1;
        else rejected += 1;
      }),
      { numRuns: RUNS },
    );
    // The run must exercise both branches to mean anything.
    atLeastShare(accepted, "accepted");
    atLeastShare(rejected, "rejected");
  });
});

describe("stored records", () => {
  it("every accepted coleta becomes a valid record", () => {
    const schema = coletaSchema(TODAY);
    let accepted = 0;
    fc.assert(
      fc.property(
        fc.array(mutation, { minLength: 1, maxLength: 2 }),
        fc.integer({ min: 0, max: 999_999 }),
        (mutations, n) => {
          const result = validate(schema, mutate(validColetaBody(), mutations));
          if (!result.ok) return;
          accepted += 1;
          const { idempotencyKey: _key, ...rest } = result.value;
          const record = {
            ...rest,
            protocol: `COL-2026-${String(n).padStart(6, "0")}`,
            status: "recebida",
            createdAt: new Date().toISOString(),
            customerId: null,
          };
          expect(coletaRecordSchema.safeParse(record).success).toBe(true);
        },
      ),
      { numRuns: RUNS },
    );
    atLeastShare(accepted, "accepted");
  });

  it("every accepted contato becomes a valid record", () => {
    let accepted = 0;
    fc.assert(
      fc.property(fc.array(mutation, { minLength: 1, maxLength: 2 }), (mutations) => {
        const result = validate(contatoSchema, mutate(validContatoBody("fornecedor"), mutations));
        if (!result.ok) return;
        accepted += 1;
        const { idempotencyKey: _key, ...rest } = result.value;
        const record = { ...rest, reference: "CTT-2026-000001", createdAt: "2026-03-10T10:00:00.000Z" };
        expect(contatoRecordSchema.safeParse(record).success).toBe(true);
      }),
      { numRuns: RUNS },
    );
    atLeastShare(accepted, "accepted");
  });
});

describe("form resolver with hostile values", () => {
  const resolver = domainResolver(coletaSchema(TODAY), "es");
  const options = { fields: {}, shouldUseNativeValidation: false };

  it("never throws, never mutates, returns plain nested errors", async () => {
    let accepted = 0;
    let rejected = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          hostileValue,
          fc.array(mutation, { maxLength: 3 }).map((m) => mutate(validColetaBody(), m)),
        ),
        async (values) => {
          const before = fc.stringify(values);
          const result = await resolver(values as never, undefined, options);
          expect(fc.stringify(values)).toBe(before);
          const errorCount = Object.keys(result.errors).length;
          if (errorCount === 0) {
            accepted += 1;
            expect(validate(coletaSchema(TODAY), result.values).ok).toBe(true);
          } else {
            rejected += 1;
            expect(result.values).toEqual({});
          }
          expect(Object.getPrototypeOf(result.errors)).toBe(Object.prototype);
          expectPrototypesIntact();
        },
      ),
      { numRuns: RUNS },
    );
    atLeastShare(accepted, "accepted");
    atLeastShare(rejected, "rejected");
  });

  it("cleanFormValues never mutates and leaves no empty strings in plain objects", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (values) => {
        const before = JSON.stringify(values);
        const cleaned = cleanFormValues(values);
        expect(JSON.stringify(values)).toBe(before);
        const check = (node: unknown): void => {
          if (Array.isArray(node)) node.forEach(check);
          else if (node && typeof node === "object") {
            for (const value of Object.values(node)) {
              expect(value === "" || value === undefined).toBe(false);
              check(value);
            }
          }
        };
        check(cleaned);
        expectPrototypesIntact();
      }),
      { numRuns: RUNS },
    );
  });
});

// ---------------------------------------------------------------------------------------------------
// Brazilian identifiers
// ---------------------------------------------------------------------------------------------------

/**
 * Check digits computed independently: weights 2..9 cycling from the right (the Receita's description), each
 * character worth its ASCII code minus 48 ("0"–"9" → 0–9, "A"–"Z" → 17–42).
 */
function referenceCnpjDigits(base12: string): string {
  const dv = (chars: string) => {
    let sum = 0;
    let weight = 2;
    for (let i = chars.length - 1; i >= 0; i -= 1) {
      sum += (chars.charCodeAt(i) - 48) * weight;
      weight = weight === 9 ? 2 : weight + 1;
    }
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const first = dv(base12);
  return `${first}${dv(`${base12}${first}`)}`;
}

const digitString = (length: number) =>
  fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: length, maxLength: length });
const cnpjBaseString = fc.string({
  unit: fc.constantFrom(..."0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
  minLength: 12,
  maxLength: 12,
});

describe("Brazilian identifiers (properties)", () => {
  it("a CNPJ is valid exactly when its check digits match, masked or not", () => {
    fc.assert(
      fc.property(digitString(12), fc.integer({ min: 1, max: 99 }), (base, delta) => {
        fc.pre(!/^(\d)\1{11}$/.test(base));
        const good = `${base}${referenceCnpjDigits(base)}`;
        expect(isValidCnpj(good)).toBe(true);
        expect(isValidCnpj(formatCnpj(good))).toBe(true);
        const wrongDigits = String((Number(good.slice(12)) + delta) % 100).padStart(2, "0");
        expect(isValidCnpj(`${base}${wrongDigits}`)).toBe(false);
      }),
      { numRuns: RUNS },
    );
  });

  it("an alphanumeric CNPJ is valid exactly when its check digits match, in any case, masked or not", () => {
    fc.assert(
      fc.property(cnpjBaseString, fc.integer({ min: 1, max: 99 }), fc.nat(11), (base, delta, at) => {
        fc.pre(!/^(\d)\1{11}$/.test(base));
        const good = `${base}${referenceCnpjDigits(base)}`;
        expect(isValidCnpj(good)).toBe(true);
        expect(isValidCnpj(good.toLowerCase())).toBe(true);
        expect(isValidCnpj(formatCnpj(good.toLowerCase()))).toBe(true);
        expect(formatCnpj(good.toLowerCase()).replace(/[./-]/g, "")).toBe(good);
        const wrongDigits = String((Number(good.slice(12)) + delta) % 100).padStart(2, "0");
        expect(isValidCnpj(`${base}${wrongDigits}`)).toBe(false);
        // Any one character of the base changed: the check digits no longer match (weights 2–9 < 11).
        const changed = base[at] === "Z" ? "Y" : base[at] === "9" ? "A" : String.fromCharCode(base.charCodeAt(at) + 1);
        const other = `${base.slice(0, at)}${changed}${base.slice(at + 1)}`;
        expect(isValidCnpj(`${other}${good.slice(12)}`)).toBe(referenceCnpjDigits(other) === good.slice(12));
      }),
      { numRuns: RUNS },
    );
  });

  it("schemas store a CNPJ as its 14 upper-case characters, and the stored value validates again", () => {
    fc.assert(
      fc.property(cnpjBaseString, (base) => {
        fc.pre(!/^(\d)\1{11}$/.test(base));
        const typed = formatCnpj(`${base}${referenceCnpjDigits(base)}`).toLowerCase();
        const result = validate(contatoSchema, { ...validContatoBody("fornecedor"), cnpj: typed });
        expect(result.ok).toBe(true);
        if (result.ok) {
          expect(result.value.cnpj).toBe(`${base}${referenceCnpjDigits(base)}`);
          expect(validate(contatoSchema, { ...validContatoBody("fornecedor"), cnpj: result.value.cnpj }).ok).toBe(true);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("masks are prefixes of the full mask and never throw", () => {
    fc.assert(
      fc.property(hostileString, digitString(14), (input, digits) => {
        const full = formatCnpj(digits);
        expect(full).toMatch(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/);
        for (let n = 0; n <= 14; n += 1) expect(full.startsWith(formatCnpj(digits.slice(0, n)))).toBe(true);
        expect(formatCnpj(input)).toMatch(/^[\dA-Z./-]{0,18}$/);
        expect(formatCnpj(input)).toMatch(
          /^[\dA-Z]{0,2}(\.[\dA-Z]{1,3}(\.[\dA-Z]{1,3}(\/[\dA-Z]{1,4}(-\d{1,2})?)?)?)?$/,
        );
        expect(formatCep(input)).toMatch(/^(\d{0,5}|\d{5}-\d{1,3})$/);
        expect(isValidCep(formatCep(digits.slice(0, 8)))).toBe(digits.slice(0, 8) !== "00000000");
      }),
      { numRuns: RUNS },
    );
  });

  it("phone normalization is idempotent and always E.164 when valid", () => {
    const phoneLike = fc.oneof(
      fc
        .tuple(
          fc.constantFrom("", "+55 ", "55"),
          fc.integer({ min: 11, max: 99 }),
          fc.constantFrom("9", "2", "3", "4", "5", "6", "8"),
          digitString(8),
        )
        .map(([cc, ddd, first, rest]) => `${cc}(${ddd}) ${first}${first === "9" ? rest : rest.slice(1)}`),
      hostileString,
    );
    let valid = 0;
    let invalid = 0;
    fc.assert(
      fc.property(phoneLike, (input) => {
        const e164 = normalizePhoneE164(input);
        expect(e164 !== null).toBe(isValidBrazilianPhone(input));
        if (e164 === null) invalid += 1;
        else {
          valid += 1;
          expect(e164).toMatch(/^\+55[1-9]{2}(9\d{8}|[2-5]\d{7})$/);
          expect(normalizePhoneE164(e164)).toBe(e164);
        }
      }),
      { numRuns: RUNS },
    );
    atLeastShare(valid, "were valid phones");
    atLeastShare(invalid, "were invalid phones");
  });
});
