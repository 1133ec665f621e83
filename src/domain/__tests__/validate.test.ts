// @vitest-environment node
import en from "../../../locales/en/validacao.json";
import es from "../../../locales/es/validacao.json";
import pt from "../../../locales/pt/validacao.json";
import { coletaSchema } from "../coleta";
import { contatoSchema } from "../contato";
import { errorCodes, MAX_ERRORS, messageFor, resolveLanguage, validate } from "../validate";
import { TODAY, validColetaBody, validContatoBody, withField } from "./fixtures";

const schema = coletaSchema(TODAY);
const catalogs = { pt: pt.errors, en: en.errors, es: es.errors } as Record<string, Record<string, string>>;
const placeholders = (message: string) => [...message.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe("locale files", () => {
  it("have exactly one message per error code in every language", () => {
    for (const language of ["pt", "en", "es"]) {
      expect(Object.keys(catalogs[language]).sort(), language).toEqual([...errorCodes].sort());
    }
  });

  it("have no empty messages and the same placeholders in every language", () => {
    for (const code of errorCodes) {
      for (const language of ["pt", "en", "es"])
        expect(catalogs[language][code].trim(), `${language}.${code}`).not.toBe("");
      expect(placeholders(catalogs.en[code]), code).toEqual(placeholders(catalogs.pt[code]));
      expect(placeholders(catalogs.es[code]), code).toEqual(placeholders(catalogs.pt[code]));
    }
  });
});

describe("messageFor", () => {
  it("fills placeholders, formatting numbers for the language", () => {
    expect(messageFor("too_long", "pt", { max: 120 })).toBe("Use no máximo 120 caracteres.");
    expect(messageFor("too_short", "en", { min: 2 })).toBe("Use at least 2 characters.");
    expect(messageFor("out_of_range", "pt", { min: 20, max: 1_000_000 })).toBe(
      "Informe um valor entre 20 e 1.000.000.",
    );
    expect(messageFor("out_of_range", "en", { min: 20, max: 1_000_000 })).toBe(
      "Enter a value between 20 and 1,000,000.",
    );
    expect(messageFor("out_of_range", "es", { min: 0, max: 10 })).toBe("Ingrese un valor entre 0 y 10.");
  });

  it("falls back to Portuguese and to a generic message", () => {
    expect(messageFor("required", "fr")).toBe(pt.errors.required);
    expect(messageFor("required", undefined)).toBe(pt.errors.required);
    expect(messageFor("required", "en-GB")).toBe(en.errors.required);
    expect(messageFor("no_such_code", "es")).toBe(es.errors.invalid_value);
    expect(messageFor("too_long", "en")).toBe(en.errors.invalid_value); // missing {{max}}
  });
});

describe("validate: messages and language", () => {
  const invalid = withField(validColetaBody(), "company.cnpj", "123");

  it.each([
    [
      "pt",
      "Informe um CNPJ válido com 14 caracteres, como 11.222.333/0001-81 ou, no formato com letras, 12.ABC.345/01DE-35.",
    ],
    [
      "en",
      "Enter a valid 14-character CNPJ, such as 11.222.333/0001-81 or, in the format with letters, 12.ABC.345/01DE-35.",
    ],
    [
      "es",
      "Ingrese un CNPJ válido de 14 caracteres, como 11.222.333/0001-81 o, en el formato con letras, 12.ABC.345/01DE-35.",
    ],
  ])("answers in %s", (language, message) => {
    expect(validate(schema, invalid, language)).toEqual({
      ok: false,
      errors: [{ field: "company.cnpj", code: "invalid_cnpj", message }],
    });
  });

  it("uses the body's language when no language is given, pt otherwise", () => {
    const inSpanish = { ...invalid, language: "es" };
    const first = (result: ReturnType<typeof validate>) => (result.ok ? "" : result.errors[0].message);
    expect(first(validate(schema, inSpanish))).toBe(es.errors.invalid_cnpj);
    expect(first(validate(schema, inSpanish, "en"))).toBe(en.errors.invalid_cnpj);
    expect(first(validate(schema, inSpanish, "fr"))).toBe(pt.errors.invalid_cnpj);
    expect(first(validate(schema, { ...invalid, language: "xx" }))).toBe(pt.errors.invalid_cnpj);
    expect(resolveLanguage(undefined, null)).toBe("pt");
    expect(resolveLanguage(42, { language: "en" })).toBe("pt");
  });

  it("fills limits into messages", () => {
    const result = validate(schema, withField(validColetaBody(), "estimatedLiters", 5), "pt");
    expect(result.ok ? null : result.errors[0].message).toBe("Informe um valor entre 20 e 1.000.000.");
    const long = validate(schema, withField(validColetaBody(), "company.name", "x".repeat(200)), "en");
    expect(long.ok ? null : long.errors[0].message).toBe("Use at most 120 characters.");
  });

  it("caps the number of errors", () => {
    const body: Record<string, unknown> = validContatoBody();
    for (let i = 0; i < 5000; i += 1) body[`k${i}`] = i;
    const result = validate(contatoSchema, body);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors).toHaveLength(MAX_ERRORS);
      expect(result.errors[0]).toEqual({ field: "k0", code: "unknown_field", message: pt.errors.unknown_field });
    }
  });

  it("reports a non-object body as a whole-body error", () => {
    expect(validate(schema, "hello", "en")).toEqual({
      ok: false,
      errors: [{ field: "", code: "not_object", message: en.errors.not_object }],
    });
  });

  it("never throws, even for objects JSON cannot produce", () => {
    const throwing = Object.defineProperty({}, "company", {
      enumerable: true,
      get() {
        throw new Error("boom");
      },
    });
    const proxy = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error("boom");
        },
      },
    );
    for (const body of [throwing, proxy, Object.create(null), new Date(), new Map(), () => 1, Symbol("s"), 10n]) {
      const result = validate(schema, body, "en");
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.errors.length).toBeGreaterThan(0);
    }
  });
});
