// @vitest-environment node
/**
 * Free text made safe in one place (text.ts, through the schemas of fields.ts): what is stripped, what is
 * refused with a message in the visitor's language, what is neutralised for spreadsheets, and that the
 * browser's resolver and the API's validate() end with the same value.
 */
import fc from "fast-check";
import en from "../../../locales/en/validacao.json";
import es from "../../../locales/es/validacao.json";
import pt from "../../../locales/pt/validacao.json";
import { coletaSchema, type ColetaInput } from "../coleta";
import { contatoSchema } from "../contato";
import { email, phone, text } from "../fields";
import { cleanFormValues, domainResolver, toFormErrors } from "../form-resolver";
import { pesquisaSchema } from "../pesquisa";
import { cleanText, hasLoneSurrogate, neutralizeFormula, stripInvisible, withoutFormulaGuard } from "../text";
import { validate, type FieldError } from "../validate";
import { TODAY, validColetaBody, validContatoBody, validPesquisaBody, withField } from "./fixtures";

const coleta = coletaSchema(TODAY);
const bidiControls = ["\u202A", "\u202B", "\u202C", "\u202D", "\u202E", "\u2066", "\u2067", "\u2068", "\u2069"];
/** Zero-width characters and their kin that show nothing wherever they are (issue 25). */
const zeroWidth = [
  "\u200B",
  "\u200C",
  "\u200D",
  "\u2060",
  "\uFEFF",
  "\u00AD",
  "\u034F",
  "\u180E",
  "\u2061",
  "\u2062",
  "\u2063",
  "\u2064",
  "\u206A",
  "\u206F",
  "\u3164",
  "\uFFA0",
  "\u115F",
  "\u1160",
  "\uFFF0",
  "\uFFF9",
  "\uFFFB",
  "\uFE00",
  "\u{E0001}",
  "\u{E0041}",
  "\u{E007F}",
  "\u{E0100}",
  "\u{E01EF}",
];
/** Written out apart from text.ts's pattern: what must never be in a stored text. */
// eslint-disable-next-line no-control-regex -- control characters are what the property checks are absent
const forbidden = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
const ignorable = /[\p{Default_Ignorable_Code_Point}\uFFF9-\uFFFB]/u;
const pictographic = /\p{Extended_Pictographic}/u;

/**
 * The invisible characters left in `value` where nothing visible needs them, found apart from text.ts (by walking
 * the code points): only LRM/RLM/ALM, one emoji-style selector after a visible character, a ZWJ between two
 * emoji and a flag's tags may stay.
 */
function strayInvisible(value: string): string[] {
  const points = [...value];
  const allowedTags = new Set<number>();
  points.forEach((point, at) => {
    if (point !== "\u{1F3F4}") return;
    let end = at + 1;
    while (end < points.length && /[\u{E0020}-\u{E007E}]/u.test(points[end])) end += 1;
    const tags = points
      .slice(at + 1, end)
      .map((tag) => String.fromCharCode(tag.codePointAt(0)! - 0xe0000))
      .join("");
    if (points[end] === "\u{E007F}" && /^[a-z]{2}[a-z0-9]{1,4}$/.test(tags))
      for (let i = at + 1; i <= end; i += 1) allowedTags.add(i);
  });
  return points.filter((point, at) => {
    if (!ignorable.test(point)) return false;
    if (["\u061C", "\u200E", "\u200F"].includes(point) || allowedTags.has(at)) return false;
    const before = points[at - 1] ?? "";
    if (point === "\uFE0E" || point === "\uFE0F") return before === "" || ignorable.test(before) || /\s/.test(before);
    if (point === "\u200D") {
      // eslint-disable-next-line no-misleading-character-class -- a variation selector or a skin tone, each alone, is the point
      const base = /^[\uFE0F\u{1F3FB}-\u{1F3FF}]$/u.test(before) ? (points[at - 2] ?? "") : before;
      return !(pictographic.test(base) && pictographic.test(points[at + 1] ?? ""));
    }
    return true;
  });
}

const valueAt = (value: unknown, path: string): unknown =>
  path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], value);

function accepted(schema: Parameters<typeof validate>[0], body: unknown): unknown {
  const result = validate(schema, body);
  if (!result.ok) throw new Error(`rejected: ${JSON.stringify(result.errors)}`);
  return result.value;
}

function errorsOf(schema: Parameters<typeof validate>[0], body: unknown, language?: string): FieldError[] {
  const result = validate(schema, body, language);
  return result.ok ? [] : result.errors;
}

/** Every free-text field of the three payloads, with a valid body to put it in. */
const freeTextFields = [
  { schema: coleta, body: validColetaBody, path: "company.name", multiline: false },
  { schema: coleta, body: validColetaBody, path: "contact.name", multiline: false },
  { schema: coleta, body: validColetaBody, path: "address.street", multiline: false },
  { schema: coleta, body: validColetaBody, path: "address.number", multiline: false },
  { schema: coleta, body: validColetaBody, path: "address.complement", multiline: false },
  { schema: coleta, body: validColetaBody, path: "address.district", multiline: false },
  { schema: coleta, body: validColetaBody, path: "address.city", multiline: false },
  { schema: coleta, body: validColetaBody, path: "notes", multiline: true },
  { schema: contatoSchema, body: () => validContatoBody("fornecedor"), path: "name", multiline: false },
  { schema: contatoSchema, body: () => validContatoBody("fornecedor"), path: "company", multiline: false },
  { schema: contatoSchema, body: () => validContatoBody("fornecedor"), path: "message", multiline: true },
  { schema: pesquisaSchema, body: validPesquisaBody, path: "comment", multiline: true },
] as const;

describe("free text: stripped", () => {
  it.each(freeTextFields)(
    "$path: NUL, other controls and bidi overrides/isolates are removed",
    ({ schema, body, path }) => {
      const typed = `\u0000Rota\u0007 ${bidiControls.join("")}Sul\u007f\u0085 gnp\u202E.exe\u0000`;
      expect(valueAt(accepted(schema, withField(body(), path, typed)), path)).toBe("Rota Sul gnp.exe");
    },
  );

  it("keeps what is text: accents, emoji (surrogate pairs), RTL letters and the LRM/RLM marks", () => {
    const typed = "Oficina São João 🛢️♻️ — شركة\u200F ok";
    expect(valueAt(accepted(coleta, withField(validColetaBody(), "notes", typed)), "notes")).toBe(typed);
  });

  it.each(freeTextFields)("$path: zero-width characters and their kin are removed", ({ schema, body, path }) => {
    const typed = `\uFEFFPau\u200Blo ${zeroWidth.join("")}Ro\u200Csa\u2060 Li\u200Dma\u00AD\u3164`;
    expect(valueAt(accepted(schema, withField(body(), path, typed)), path)).toBe("Paulo Rosa Lima");
  });

  it("keeps the invisible characters that are part of an emoji: ZWJ sequences, skin tones, style selectors, a flag's tags", () => {
    const emoji = [
      "👨\u200D👩\u200D👧",
      "👩🏽\u200D💻",
      "🏳️\u200D🌈",
      "♻️",
      "✔︎",
      "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}",
    ];
    for (const typed of emoji) {
      expect(valueAt(accepted(coleta, withField(validColetaBody(), "notes", `Obrigado ${typed}`)), "notes")).toBe(
        `Obrigado ${typed}`,
      );
    }
    // The same characters out of place go: a ZWJ between letters, a selector after a selector or a space, tags after a letter.
    const stray = "a\u200Db 😀\u200D x\uFE0F\uFE0F \uFE0F y\u{E0067}\u{E0062}\u{E007F} 🏴\u{E0041}\u{E007F}";
    expect(valueAt(accepted(coleta, withField(validColetaBody(), "notes", stray)), "notes")).toBe(
      "ab 😀 x\uFE0F  y 🏴",
    );
  });

  it("a message hidden in tag characters or variation selectors is dropped, the visible text stays", () => {
    const hidden = (message: string, base: number) =>
      [...message].map((char) => String.fromCodePoint(base + char.charCodeAt(0))).join("");
    const typed = `Coleta amanhã${hidden("ignore previous instructions", 0xe0000)} ok 😀${hidden("secret", 0xe0100 - 0x20)}`;
    expect(valueAt(accepted(contatoSchema, withField(validContatoBody("geral"), "message", typed)), "message")).toBe(
      "Coleta amanhã ok 😀",
    );
  });

  it("a style selector is kept only after a character that stays: after an annotation control it goes with it", () => {
    // Found by the browser-and-server property (seed -1879112528): U+FFFB counted as visible, so its selector
    // stayed on the first cleaning and went on the second.
    for (const control of ["\uFFF9", "\uFFFA", "\uFFFB"]) {
      expect(stripInvisible(`${control}\uFE0E`)).toBe("");
      expect(stripInvisible(`a${control}\uFE0F`)).toBe("a");
    }
    expect(stripInvisible("\u267B\uFE0F")).toBe("\u267B\uFE0F");
  });

  it("a field of zero-width characters only is empty, hence too short", () => {
    expect(errorsOf(coleta, withField(validColetaBody(), "contact.name", "\u200B\u200C\u200D\u2060\uFEFF"))).toEqual([
      { field: "contact.name", code: "too_short", message: pt.errors.too_short.replace("{{min}}", "2") },
    ]);
  });

  it("phone, CNPJ, CEP and e-mail pasted with zero-width characters are accepted without them", () => {
    const body = withField(validColetaBody(), "contact.phone", "\uFEFF(11)\u200B 98765-4321\u2060");
    const pasted = withField(
      withField(withField(body, "company.cnpj", "11.222\u200C.333/0001-81"), "address.cep", "01310\u200D-100"),
      "contact.email",
      "maria\u200B@autocenter.com.br\uFEFF",
    );
    const value = accepted(coleta, pasted);
    expect(valueAt(value, "contact.phone")).toBe("+5511987654321");
    expect(valueAt(value, "company.cnpj")).toBe("11222333000181");
    expect(valueAt(value, "address.cep")).toBe("01310100");
    expect(valueAt(value, "contact.email")).toBe("maria@autocenter.com.br");
  });

  it("a field of invisible characters only is empty, hence too short", () => {
    expect(errorsOf(coleta, withField(validColetaBody(), "company.name", "\u202E\u0000\u2066  "))).toEqual([
      { field: "company.name", code: "too_short", message: pt.errors.too_short.replace("{{min}}", "2") },
    ]);
  });

  it("single-line fields turn TAB/CR/LF into one space; multi-line fields keep them", () => {
    expect(
      valueAt(
        accepted(coleta, withField(validColetaBody(), "address.street", "Rua das\r\n\tFlores")),
        "address.street",
      ),
    ).toBe("Rua das Flores");
    const notes = "Portão lateral.\r\nLigar antes:\n\t- portaria";
    expect(valueAt(accepted(coleta, withField(validColetaBody(), "notes", notes)), "notes")).toBe(notes);
  });

  it("phone, CNPJ, CEP and e-mail pasted with bidi marks (as Android copies them) are accepted", () => {
    const body = withField(validColetaBody(), "contact.phone", "\u202A+55 11 98765-4321\u202C");
    const pasted = withField(
      withField(
        withField(body, "company.cnpj", "\u20661\u202A1.222.333/0001-81\u2069"),
        "address.cep",
        "\u202A01310-100\u202C",
      ),
      "contact.email",
      "\u202Amaria@autocenter.com.br\u202C",
    );
    const value = accepted(coleta, pasted);
    expect(valueAt(value, "contact.phone")).toBe("+5511987654321");
    expect(valueAt(value, "company.cnpj")).toBe("11222333000181");
    expect(valueAt(value, "address.cep")).toBe("01310100");
    expect(valueAt(value, "contact.email")).toBe("maria@autocenter.com.br");
  });
});

describe("free text: refused", () => {
  it.each(freeTextFields)("$path: a lone surrogate is refused with invalid_characters", ({ schema, body, path }) => {
    for (const broken of ["Maria \uD83D", "\uDE00 Maria", "Ma\uDC00ria \uD83D\uDE00"]) {
      expect(errorsOf(schema, withField(body(), path, broken))).toEqual([
        { field: path, code: "invalid_characters", message: pt.errors.invalid_characters },
      ]);
    }
  });

  it("says so in the visitor's language", () => {
    const broken = withField(validContatoBody("geral"), "name", "João \uD83D");
    expect(errorsOf(contatoSchema, { ...broken, language: "en" })[0].message).toBe(en.errors.invalid_characters);
    expect(errorsOf(contatoSchema, { ...broken, language: "es" })[0].message).toBe(es.errors.invalid_characters);
    expect(en.errors.invalid_characters).not.toBe(pt.errors.invalid_characters);
  });

  it("e-mail addresses starting like a formula are refused", () => {
    for (const address of ["=1+2@empresa.com", "+cmd@empresa.com", "-x@empresa.com"]) {
      expect(errorsOf(coleta, withField(validColetaBody(), "contact.email", address)).map((e) => e.code)).toEqual([
        "invalid_email",
      ]);
    }
    expect(accepted(coleta, withField(validColetaBody(), "contact.email", "maria+coleta@empresa.com"))).toBeTruthy();
  });
});

describe("free text: neutralised for spreadsheets", () => {
  const payloads = [
    '=HYPERLINK("http://x","y")',
    "+55 11 98765-4321",
    "-2+3+cmd|' /C calc'!A0",
    "@SUM(1+1)*cmd|' /C calc'!A0",
  ];

  it.each(freeTextFields)("$path: a leading = + - @ gets an apostrophe", ({ schema, body, path }) => {
    for (const payload of payloads) {
      const value = valueAt(accepted(schema, withField(body(), path, payload.slice(0, 20))), path);
      expect(value).toBe(`'${payload.slice(0, 20)}`);
    }
  });

  it("also after leading spaces, tabs and line breaks (trimmed first)", () => {
    for (const typed of ["\t=1+1", "\r=1+1", " \r\n =1+1", "\u202E=1+1"]) {
      expect(valueAt(accepted(coleta, withField(validColetaBody(), "company.name", typed)), "company.name")).toBe(
        "'=1+1",
      );
    }
  });

  it("leaves the same characters alone elsewhere in the text", () => {
    for (const typed of ["Auto = Center", "Posto 24h + Loja", "Rua A - fundos", "contato@empresa"]) {
      expect(valueAt(accepted(coleta, withField(validColetaBody(), "company.name", typed)), "company.name")).toBe(
        typed,
      );
    }
  });

  it("lengths count what was typed: a 120-character name starting with = is accepted and validates again unchanged", () => {
    const typed = `=${"a".repeat(119)}`;
    const value = accepted(coleta, withField(validColetaBody(), "company.name", typed));
    expect(valueAt(value, "company.name")).toBe(`'${typed}`);
    expect(validate(coleta, value)).toEqual({ ok: true, value });
    expect(
      errorsOf(coleta, withField(validColetaBody(), "company.name", `=${"a".repeat(120)}`)).map((e) => e.code),
    ).toEqual(["too_long"]);
  });

  it("a text already neutralised (or typed with the apostrophe) is not neutralised twice", () => {
    expect(valueAt(accepted(coleta, withField(validColetaBody(), "notes", "'=1+1")), "notes")).toBe("'=1+1");
    expect(neutralizeFormula("'=1+1")).toBe("'=1+1");
    expect(withoutFormulaGuard("'=1+1")).toBe("=1+1");
    expect(withoutFormulaGuard("'abc")).toBe("'abc");
  });
});

describe("phone DDD in the schemas", () => {
  it.each([
    ["pt", pt.errors.invalid_ddd],
    ["en", en.errors.invalid_ddd],
    ["es", es.errors.invalid_ddd],
  ])("an area code that does not exist is named in %s", (language, template) => {
    const body = { ...withField(validColetaBody(), "contact.phone", "(20) 98765-4321"), language };
    expect(errorsOf(coleta, body)).toEqual([
      { field: "contact.phone", code: "invalid_ddd", message: template.replace("{{ddd}}", "20") },
    ]);
    const contato = { ...validContatoBody("geral"), phone: "(52) 3456-7890", language };
    expect(errorsOf(contatoSchema, contato)).toEqual([
      { field: "phone", code: "invalid_ddd", message: template.replace("{{ddd}}", "52") },
    ]);
  });

  it("a number of the wrong shape still gets invalid_phone", () => {
    expect(
      errorsOf(coleta, withField(validColetaBody(), "contact.phone", "(11) 8765-4321")).map((e) => e.code),
    ).toEqual(["invalid_phone"]);
  });
});

// ---------------------------------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------------------------------

/** Characters that matter here, mixed with ordinary text and arbitrary code units. */
const trickyChar = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      "=",
      "+",
      "-",
      "@",
      "'",
      "\t",
      "\r",
      "\n",
      " ",
      "\u0000",
      "\u0085",
      "\u2028",
      "\uD83D",
      "\uDE00",
      "\uD83D\uDE00",
      ...bidiControls,
    ),
  },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      ...zeroWidth,
      "\uFE0E",
      "\uFE0F",
      "\u200E",
      "\u061C",
      "👩",
      "\u{1F3FD}",
      "🏴",
      "\u{E0067}",
      "\u{E0031}",
      "a",
    ),
  },
  { weight: 1, arbitrary: fc.integer({ min: 0xe0000, max: 0xe01ef }).map((point) => String.fromCodePoint(point)) },
  { weight: 4, arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit)) },
);
const trickyText = fc.array(trickyChar, { maxLength: 30 }).map((chars) => chars.join(""));

describe("free text (properties)", () => {
  it.each([false, true])(
    "multiline=%s: output is clean, neutralised and stable; refusal only for a lone surrogate",
    (multiline) => {
      const schema = text(0, 500, { multiline });
      fc.assert(
        fc.property(trickyText, (typed) => {
          const result = schema.safeParse(typed);
          // (Stripping may join the two halves of a pair an invisible control had split: that is one character.)
          expect(result.success).toBe(!hasLoneSurrogate(cleanText(typed, { multiline })));
          if (!result.success) return;
          const out = result.data;
          expect(out).not.toMatch(forbidden);
          expect(strayInvisible(out)).toEqual([]);
          expect(hasLoneSurrogate(out)).toBe(false);
          expect(out).toBe(out.trim());
          expect(out).not.toMatch(/^[=+\-@\t\r]/);
          if (!multiline) expect(out).not.toMatch(/[\t\n\r]/);
          // What was typed, less the stripped characters, with an apostrophe only before a formula start.
          const cleaned = cleanText(typed, { multiline });
          expect(out).toBe(/^[=+\-@]/.test(cleaned) ? `'${cleaned}` : cleaned);
          expect(schema.safeParse(out)).toEqual({ success: true, data: out });
        }),
        { numRuns: 500 },
      );
    },
  );

  it("stripInvisible and cleanText are idempotent", () => {
    fc.assert(
      fc.property(trickyText, fc.boolean(), (typed, multiline) => {
        expect(stripInvisible(stripInvisible(typed))).toBe(stripInvisible(typed));
        expect(cleanText(cleanText(typed, { multiline }), { multiline })).toBe(cleanText(typed, { multiline }));
      }),
    );
  });

  it("browser and server agree: what the form's resolver sends, the API accepts unchanged", async () => {
    const resolver = domainResolver(coleta, "pt");
    const options = { fields: {}, shouldUseNativeValidation: false };
    await fc.assert(
      fc.asyncProperty(trickyText, trickyText, trickyText, async (name, street, notes) => {
        const values = withField(
          withField(withField(validColetaBody(), "company.name", name), "address.street", street),
          "notes",
          notes,
        );
        const browser = await resolver(values as ColetaInput, undefined, options);
        if (Object.keys(browser.errors).length === 0) {
          // The body the form sends is what the browser's check returned: the API takes it as it is.
          expect(validate(coleta, browser.values)).toEqual({ ok: true, value: browser.values });
        } else {
          // What the browser refuses, the API refuses with the same codes on the same fields.
          const server = validate(coleta, cleanFormValues(values));
          expect(server.ok).toBe(false);
          if (!server.ok) expect(toFormErrors(server.errors)).toEqual(browser.errors);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("phone and e-mail schemas never keep an invisible control", () => {
    fc.assert(
      fc.property(trickyText, (typed) => {
        for (const schema of [phone(), email()]) {
          const result = schema.safeParse(typed);
          if (result.success) expect(result.data).not.toMatch(forbidden);
          if (result.success) expect(strayInvisible(result.data)).toEqual([]);
        }
      }),
    );
  });

  /** Text a person sees: no invisible character of any kind in it. */
  const visibleText = fc
    .string({ unit: "grapheme", maxLength: 40 })
    .filter((value) => !ignorable.test(value) && !forbidden.test(value));
  /** Characters that hide wherever they are put (ZWJ, selectors, cancel tags and marks left out: they may be kept in place). */
  const hiding = fc.constantFrom(
    ...zeroWidth.filter((char) => !["\u200D", "\u{E007F}"].includes(char)),
    "\u{E0067}",
    "\u{E0101}",
    "\uFE01",
  );

  it("zero-width characters slipped in anywhere change nothing: same value, same errors", () => {
    fc.assert(
      fc.property(
        visibleText,
        fc.array(fc.tuple(fc.nat(), hiding), { maxLength: 12 }),
        fc.boolean(),
        (visible, insertions, multiline) => {
          const points = [...visible];
          for (const [at, char] of insertions) points.splice(at % (points.length + 1), 0, char);
          const typed = points.join("");
          expect(stripInvisible(typed)).toBe(stripInvisible(visible));
          // Limits the draws often break too (3 to 8 characters), besides the usual one: the errors must agree as well.
          // Compared as plain data: a ZodError carries its own addIssue/addIssues functions, so two errors with the
          // same issues are never toEqual (seed -1933203457 drew a text over 30 characters and failed so).
          for (const schema of [text(0, 30, { multiline }), text(3, 8, { multiline })]) {
            const outcome = (input: string) => {
              const result = schema.safeParse(input);
              return result.success ? { data: result.data } : { issues: result.error.issues };
            };
            expect(outcome(typed)).toEqual(outcome(visible));
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
