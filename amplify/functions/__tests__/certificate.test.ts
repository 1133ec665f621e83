// @vitest-environment node
/** The certificate's PDF and code, and the notification texts, without a backend. */
import { siteSettingsSchema } from "../../../src/content/content-schema";
import { coletaRequestSchema, type StoredColeta } from "../../../src/domain/coleta";
import { coletaRequest } from "../../../src/domain/__tests__/fixtures";
import jsQR from "jsqr";
import ptTexts from "../../../locales/pt/certificado.json";
import enTexts from "../../../locales/en/certificado.json";
import esTexts from "../../../locales/es/certificado.json";
import { brandMark } from "../../../src/config/brand-mark";
import {
  certificateKey,
  certificatePdf,
  normalizeVerificationCode,
  newVerificationCode,
  wrap,
} from "../coleta-api/certificate";
import { collector, type Collector } from "../coleta-api/collector";
import { textWidth, wrapToWidth } from "../coleta-api/pdf/text";
import { svgPathOperators } from "../coleta-api/pdf/vector";
import { coletaNotices, confirmationFor, notificationFor, operationsAlertFor } from "../coleta-api/notifications";
import { matchesText } from "../coleta-api/operations";
import { parseGroups } from "../shared/http";

/** The fixture's request as the API stores it: normalized by the schema, without its idempotency key. */
const { idempotencyKey: _key, ...stored } = coletaRequestSchema.parse(
  coletaRequest({ contact: { email: "joana@example.com" } }),
);

const record = (language: "pt" | "en" | "es"): StoredColeta => ({
  ...stored,
  protocol: "COL-2026-000042",
  status: "certificada",
  createdAt: "2026-03-01T12:00:00.000Z",
  customerId: "sub-1",
  language,
  history: [
    { from: null, to: "recebida", at: "2026-03-01T12:00:00.000Z", by: "sub-1" },
    { from: "agendada", to: "coletada", at: "2026-03-05T02:30:00.000Z", by: "op" },
  ],
  schedule: { date: "2026-03-04", from: "08:00", to: "12:00" },
  collectedOn: "2026-03-04",
  collectedLitres: 12345,
  driverName: "Carlos",
  certificate: {
    code: "ABCD-EFGH-JKMN",
    issuedAt: "2026-03-06T15:00:00.000Z",
    key: "private/x/certificados/COL-2026-000042.pdf",
  },
});

/** The certificate's page content stream (uncompressed, the only stream in the file). */
function contentStream(pdf: Buffer): string {
  const text = pdf.toString("latin1");
  return text.slice(text.indexOf("stream\n") + 7, text.indexOf("\nendstream"));
}

/** WinAnsi bytes above Latin-1's range that the texts use, back to their characters. */
const winAnsiBack: Readonly<Record<number, string>> = {
  0x91: "‘",
  0x92: "’",
  0x93: "“",
  0x94: "”",
  0x95: "•",
  0x96: "–",
  0x97: "—",
};

/** Every string the page shows (the operands of its `Tj`s), decoded, in drawing order: the text a reader extracts. */
function shownTexts(pdf: Buffer): string[] {
  return [...contentStream(pdf).matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)].map((match) =>
    match[1]
      .replace(/\\([0-7]{3})/g, (_, octal: string) => {
        const byte = Number.parseInt(octal, 8);
        return winAnsiBack[byte] ?? String.fromCharCode(byte);
      })
      .replace(/\\(.)/g, "$1"),
  );
}

/**
 * The QR code as the page draws it, rendered: the rectangles (`x y w h re`) inside its marked content, painted
 * black on a white image with a quiet zone, at 4 pixels per point; what a phone camera would see.
 */
function renderQr(pdf: Buffer): { data: Uint8ClampedArray; width: number; height: number } {
  const stream = contentStream(pdf);
  const qr = stream.slice(stream.indexOf("/QRCode BMC"), stream.indexOf("EMC", stream.indexOf("/QRCode BMC")));
  const rects = [...qr.matchAll(/([\d.-]+) ([\d.-]+) ([\d.-]+) ([\d.-]+) re/g)].map((m) => m.slice(1, 5).map(Number));
  expect(rects.length).toBeGreaterThan(50);
  const left = Math.min(...rects.map(([x]) => x));
  const bottom = Math.min(...rects.map(([, y]) => y));
  const sizeX = Math.max(...rects.map(([x, , w]) => x + w)) - left;
  const sizeY = Math.max(...rects.map(([, y, , h]) => y + h)) - bottom;
  const scale = 4;
  const quiet = 16 * scale;
  const width = Math.ceil(sizeX * scale) + 2 * quiet;
  const height = Math.ceil(sizeY * scale) + 2 * quiet;
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  for (const [x, y, w, h] of rects) {
    // PDF y grows upwards, image rows downwards.
    const x0 = Math.round((x - left) * scale) + quiet;
    const x1 = Math.round((x + w - left) * scale) + quiet;
    const y0 = height - (Math.round((y + h - bottom) * scale) + quiet);
    const y1 = height - (Math.round((y - bottom) * scale) + quiet);
    for (let row = y0; row < y1; row += 1)
      for (let col = x0; col < x1; col += 1) data.fill(0, (row * width + col) * 4, (row * width + col) * 4 + 3);
  }
  return { data, width, height };
}

/** A collector with settings of its own: complete, or still demonstration data. */
const real: Collector = {
  legalName: "Circulare S.A.",
  cnpj: "98.765.432/0001-98",
  address: "Rua Joaquim Floriano, 466 – São Paulo/SP – CEP 04534-002",
  anpAuthorization: "1.203/2018",
  environmentalLicense: "CETESB 36004512",
  signatory: {
    name: "Paulo Henrique Vidal",
    role: { pt: "Gerente de meio ambiente", en: "Environmental manager", es: "Gerente de medio ambiente" },
    registration: "CRQ-IV 04987001",
  },
  destination: { name: "Paulínia", city: "Paulínia", uf: "SP" },
  demonstration: false,
};
const demo: Collector = { ...real, demonstration: true };
const site = "https://www.circulare.com.br";

/** What the operator records at `coletada` on the new collection form. */
const recorded = {
  collectedOn: "2026-03-03",
  collectedLitres: 12310,
  mtrNumber: "MTR 240312345678",
  vehiclePlate: "BRA2E19",
  driverName: "Carlos Eduardo Nunes",
};

const texts = { pt: ptTexts, en: enTexts, es: esTexts } as const;

/** `n` characters of words (a field filled to the longest its schema allows). */
const words = (n: number) =>
  "Abcdefghi "
    .repeat(Math.ceil(n / 10))
    .slice(0, n)
    .trim();

describe("the certificate PDF", () => {
  const expected = {
    pt: {
      liters: "12.310 litros",
      base: "Base Guarulhos",
      destination: "Circulare S.A. – unidade de rerrefino de Paulínia (Paulínia/SP)",
      verify: "https://www.circulare.com.br/verificar-certificado/?codigo=ABCD-EFGH-JKMN",
    },
    en: {
      liters: "12,310 liters",
      base: "Guarulhos base",
      destination: "Circulare S.A. – Paulínia re-refining plant (Paulínia/SP)",
      verify: "https://www.circulare.com.br/en/verificar-certificado/?codigo=ABCD-EFGH-JKMN",
    },
    es: {
      liters: "12.310 litros",
      base: "Base Guarulhos",
      destination: "Circulare S.A. – planta de rerrefinado de Paulínia (Paulínia/SP)",
      verify: "https://www.circulare.com.br/es/verificar-certificado/?codigo=ABCD-EFGH-JKMN",
    },
  } as const;

  it.each(["pt", "en", "es"] as const)("holds every field's text, in the request's language (%s)", (language) => {
    const t = texts[language];
    const shown = shownTexts(certificatePdf({ ...record(language), baseId: "guarulhos", ...recorded }, real, site));
    const all = shown.join("\n");
    // Letterhead: the collector, its CNPJ, address and registrations.
    for (const value of [
      "Circulare",
      "Circulare S.A.",
      "CNPJ 98.765.432/0001-98",
      real.address!,
      `${t.anpAuthorization}: 1.203/2018`,
      `${t.license}: CETESB 36004512`,
    ])
      expect(shown, value).toContain(value);
    expect(shown).toContain(t.title);
    expect(all).toContain(t.subtitle.split(" ").slice(0, 6).join(" "));
    // Each label beside its value.
    const rows: [string, string][] = [
      [t.protocol, "COL-2026-000042"],
      [t.code, "ABCD-EFGH-JKMN"],
      [t.company, "Retífica São João Ltda"],
      [t.cnpj, "11.222.333/0001-81"],
      [t.waste, t.wasteValue],
      [t.wasteClass, t.wasteClassValue],
      [t.liters, expected[language].liters],
      // The actual collection day the operator recorded, not the step's.
      [t.collectedAt, "03/03/2026"],
      [t.mtr, "MTR 240312345678"],
      [t.base, expected[language].base],
      [t.vehicle, "BRA2E19"],
      [t.driver, "Carlos Eduardo Nunes"],
      [t.destination, expected[language].destination],
      [t.collector, "Circulare S.A. – CNPJ 98.765.432/0001-98"],
    ];
    for (const [label, value] of rows) {
      expect(shown, label).toContain(label);
      expect(shown.indexOf(value), `${label}: ${value}`).toBe(shown.indexOf(label) + 1);
    }
    expect(all).toContain("Avenida Paulista, 1000");
    // The statement names the plant "above": it comes after the destination.
    const statement = shown.findIndex((line) => line.length > 30 && t.statement.startsWith(line));
    expect(statement).toBeGreaterThan(shown.indexOf(expected[language].destination));
    for (const heading of Object.values(t.sections)) expect(shown).toContain(heading);
    // The signatory from the settings, the verification code and its address, the issue date.
    for (const value of [
      t.signatory,
      "Paulo Henrique Vidal",
      real.signatory!.role[language],
      t.registration.replace("{{registration}}", "CRQ-IV 04987001"),
      expected[language].verify,
      t.issuedAt.replace("{{date}}", "06/03/2026"),
    ])
      expect(shown, value).toContain(value);
    expect(all).not.toMatch(/\{\{|undefined|null/);
    // Nothing of another language.
    for (const other of (["pt", "en", "es"] as const).filter((l) => l !== language)) {
      expect(shown).not.toContain(texts[other].wasteClassValue);
      expect(shown).not.toContain(real.signatory!.role[other]);
    }
  });

  it.each(["en", "es"] as const)(
    "signs with the role the settings give in the request's language, under the signatory's name (%s)",
    (language) => {
      const { name, role } = real.signatory!;
      const shown = shownTexts(certificatePdf({ ...record(language), ...recorded }, real, site));
      expect(shown.indexOf(role[language])).toBe(shown.indexOf(name) + 1);
      expect(shown).not.toContain(role.pt);
      expect(shown.join("\n")).not.toContain(role.pt.split(",")[0]);
    },
  );

  it("falls back to the coletada step's day on a record without the collection day, and leaves out what is not given", () => {
    const shown = shownTexts(certificatePdf({ ...record("pt"), collectedOn: undefined }, real, site));
    // Collected at 02:30 UTC on the 5th: still the 4th in São Paulo.
    expect(shown.indexOf("04/03/2026")).toBe(shown.indexOf(ptTexts.collectedAt) + 1);
    expect(shown.indexOf("12.345 litros")).toBe(shown.indexOf(ptTexts.liters) + 1);
    expect(shown.indexOf("Carlos")).toBe(shown.indexOf(ptTexts.driver) + 1);
    // No MTR, no vehicle, no base: their labels are left out too.
    for (const label of [ptTexts.mtr, ptTexts.vehicle, ptTexts.base]) expect(shown).not.toContain(label);
  });

  it("is the same bytes for the same record, with a valid cross-reference table", () => {
    const full = { ...record("pt"), baseId: "guarulhos", ...recorded };
    const pdf = certificatePdf(full, real, site);
    expect(certificatePdf(structuredClone(full), { ...real }, site).equals(pdf)).toBe(true);
    const text = pdf.toString("latin1");
    const start = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(start, start + 4)).toBe("xref");
    const offsets = [...text.slice(start).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    offsets.forEach((offset, index) => expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true));
    expect(text).toContain("/CreationDate (D:20260306150000Z)");
    expect(Number(/\/Length (\d+)/.exec(text)?.[1])).toBe(Buffer.byteLength(contentStream(pdf), "latin1"));
    // Another record, other bytes.
    expect(certificatePdf({ ...full, ...recorded, mtrNumber: "MTR 1" }, real, site).equals(pdf)).toBe(false);
  });

  it.each(["pt", "en", "es"] as const)(
    "has a QR code, drawn as vector modules, that decodes to its verification URL (%s)",
    (language) => {
      const pdf = certificatePdf({ ...record(language), ...recorded }, real, site);
      const { data, width, height } = renderQr(pdf);
      const decoded = jsQR(data, width, height);
      expect(decoded?.data).toBe(expected[language].verify);
      // With the demonstration watermark under it, too.
      const watermarked = renderQr(certificatePdf({ ...record(language), ...recorded }, demo, site));
      expect(jsQR(watermarked.data, watermarked.width, watermarked.height)?.data).toBe(expected[language].verify);
    },
  );

  it("draws the brand mark from the site's own SVG paths on the letterhead", () => {
    const stream = contentStream(certificatePdf(record("pt"), real, site));
    const logo = stream.slice(stream.indexOf("/Logo BMC"), stream.indexOf("EMC", stream.indexOf("/Logo BMC")));
    expect(logo).toContain("1 J 4 w");
    expect(logo.match(/ S$/gm) ?? logo.match(/\nS\n/g)).toHaveLength(brandMark.strokes.length);
    expect(logo).toContain("0.949 0.42 0.114 RG");
    expect(logo).toContain("0.11 0.137 0.169 rg");
    // Each arc of radius 14 around (18, 18) ends where the SVG says, every point on the circle.
    const ops = svgPathOperators("M18 4a14 14 0 0 1 13.6 10.6");
    expect(ops[0]).toBe("18 4 m");
    expect(ops.at(-1)).toMatch(/ 31\.6 14\.6 c$/);
    for (const op of ops.slice(1)) {
      const numbers = op.split(" ").slice(0, 6).map(Number);
      const [x, y] = numbers.slice(4);
      expect(Math.hypot(x - 18, y - 18)).toBeCloseTo(14, 1);
    }
  });

  it("keeps every line of text inside the page's margins", () => {
    const long = {
      ...record("es"),
      baseId: "guarulhos",
      ...recorded,
      company: {
        ...record("es").company,
        name: "Distribuidora de Lubricantes y Servicios Automotrices del Interior Paulista Ltda",
      },
    };
    const stream = contentStream(certificatePdf(long, real, site));
    const runs = [
      ...stream.matchAll(/\/(F[12]) ([\d.]+) Tf [\d. ]+ rg ([\d.]+) ([\d.]+) Td \(((?:\\.|[^\\)])*)\) Tj/g),
    ];
    expect(runs.length).toBeGreaterThan(40);
    for (const [, font, size, x, y, raw] of runs) {
      const value = raw.replace(/\\([0-7]{3})/g, (_, octal: string) => String.fromCharCode(Number.parseInt(octal, 8)));
      expect(Number(x), value).toBeGreaterThanOrEqual(47.9);
      expect(
        Number(x) + textWidth(value.replace(/\\(.)/g, "$1"), font as "F1" | "F2", Number(size)),
        value,
      ).toBeLessThanOrEqual(547.1);
      expect(Number(y)).toBeGreaterThan(40);
      expect(Number(y)).toBeLessThan(802);
    }
  });

  it("fits the longest values the schemas allow on its one page, above the signature and the QR code", () => {
    const base = record("es");
    const longest: StoredColeta = {
      ...base,
      baseId: "guarulhos",
      company: { ...base.company, name: words(120) },
      address: {
        ...base.address,
        street: words(160),
        number: "12345678901234567890",
        complement: words(80),
        district: words(80),
        city: words(80),
      },
      ...recorded,
      mtrNumber: "M".repeat(40),
      vehiclePlate: "ABC1D23",
      driverName: words(120),
    };
    const pdf = certificatePdf(longest, { ...real, legalName: words(160), address: words(200) }, site);
    expect(shownTexts(pdf).join(" ")).toContain("M".repeat(40));
    // Every line before the signature block (drawn first at the foot) stands above the foot's top (214 pt).
    const runs = [...contentStream(pdf).matchAll(/ ([\d.]+) Td \(((?:\\.|[^\\)])*)\) Tj/g)];
    const foot = runs.findIndex(([, , value]) => value.startsWith("Responsable de la emisi"));
    expect(foot).toBeGreaterThan(40);
    for (const [, y, value] of runs.slice(0, foot)) expect(Number(y), value).toBeGreaterThan(214);
  });

  it("wraps the longest signatory the settings allow beside the QR code's column and above the footer", () => {
    const longest = {
      name: words(80),
      role: { pt: words(120), en: words(120), es: words(120) },
      registration: words(60),
    };
    const { signatory } = siteSettingsSchema.shape.company.shape;
    expect(signatory.safeParse(longest).success).toBe(true);
    // One character more in any of them is refused, naming the field.
    for (const longer of [
      { ...longest, name: words(81) },
      { ...longest, role: { ...longest.role, en: words(121) } },
      { ...longest, registration: words(61) },
    ])
      expect(signatory.safeParse(longer).success).toBe(false);
    const page = contentStream(certificatePdf(record("en"), { ...real, signatory: longest }, site));
    // The signature block is drawn just before the QR code.
    const stream = page.slice(0, page.indexOf("/QRCode BMC"));
    const runs = [
      ...stream.matchAll(/\/(F[12]) ([\d.]+) Tf [\d. ]+ rg ([\d.]+) ([\d.]+) Td \(((?:\\.|[^\\)])*)\) Tj/g),
    ];
    const heading = runs.findIndex((run) => run[5] === enTexts.signatory);
    const block = runs.slice(heading + 1);
    // Name (2 lines), role (3) and registration (2), every line on the signature line's 220 pt.
    expect(block.map((run) => run[5]).join(" ")).toBe(
      `${longest.name} ${longest.role.en} ${enTexts.registration.replace("{{registration}}", longest.registration)}`,
    );
    expect(block.length).toBe(7);
    for (const [, font, size, x, y, value] of block) {
      expect(Number(x) + textWidth(value, font as "F1" | "F2", Number(size)), value).toBeLessThanOrEqual(48 + 220);
      // Above the footer's rule (at 64 pt).
      expect(Number(y), value).toBeGreaterThan(64 + 4);
    }
    // Each line below the one before it.
    block.reduce((above, [, , , , y]) => (expect(Number(y)).toBeLessThan(above), Number(y)), 214);
  });

  const watermark = { pt: "(DEMONSTRA\\307\\303O) Tj", en: "(DEMONSTRATION) Tj", es: "(DEMOSTRACI\\323N) Tj" } as const;

  it.each(["pt", "en", "es"] as const)(
    "carries the translated demonstration watermark under its text while the settings hold demonstration data (%s)",
    (language) => {
      const pdf = certificatePdf(record(language), demo, site).toString("latin1");
      expect(pdf).toContain(watermark[language]);
      // Drawn first, in a pale grey, then every text sets its own colour over it.
      const stream = pdf.slice(pdf.indexOf("stream\n"), pdf.indexOf("endstream"));
      expect(stream.indexOf(watermark[language])).toBeLessThan(stream.indexOf(pdfTitle(language)));
      expect(stream).toMatch(/^stream\nBT\n0\.87 g\n\/F2 [\d.]+ Tf\n0\.\d+ 0\.\d+ -0\.\d+ 0\.\d+ [\d.]+ [\d.]+ Tm\n/);
      expect(stream).toContain("ET\n0 g\n");
      // The same record and settings give the same bytes (the SHA-256 on the record still holds).
      expect(certificatePdf(record(language), demo, site).toString("latin1")).toBe(pdf);
      // Without the state, no watermark in any language.
      const plain = certificatePdf(record(language), real, site).toString("latin1");
      for (const word of Object.values(watermark)) expect(plain).not.toContain(word);
      expect(plain).not.toContain("0.87 g");
    },
  );

  /** The title as the stream writes it (the first line of it). */
  const pdfTitle = (language: "pt" | "en" | "es") => wrapToWidth(texts[language].title, "F2", 15, 499)[0].slice(0, 12);

  it("follows the site settings: watermarked exactly while they say demonstration data", () => {
    const pdf = certificatePdf(record("pt"), collector, site).toString("latin1");
    expect(pdf.includes(watermark.pt)).toBe(collector.demonstration);
  });

  it("leaves out a registration, a signatory or a plant the settings leave empty, never a label with nothing after it", () => {
    const pt = shownTexts(certificatePdf(record("pt"), { ...real, anpAuthorization: "" }, "https://x"));
    expect(pt.join("\n")).not.toContain(ptTexts.anpAuthorization);
    expect(pt).toContain(`${ptTexts.license}: CETESB 36004512`);
    const en = shownTexts(certificatePdf(record("en"), { ...real, environmentalLicense: "" }, "https://x"));
    expect(en).toContain(`${enTexts.anpAuthorization}: 1.203/2018`);
    expect(en.join("\n")).not.toContain("license");
    const unsigned = shownTexts(
      certificatePdf(
        record("es"),
        { ...real, signatory: { name: "Paulo Henrique Vidal", role: { pt: "", en: "", es: "" }, registration: "" } },
        "https://x",
      ),
    );
    expect(unsigned).not.toContain(esTexts.signatory);
    expect(unsigned).not.toContain("Paulo Henrique Vidal");
    // A role left empty in one language leaves out that language's signature block only.
    const noSpanishRole = { ...real, signatory: { ...real.signatory!, role: { ...real.signatory!.role, es: "" } } };
    expect(shownTexts(certificatePdf(record("es"), noSpanishRole, "https://x"))).not.toContain(esTexts.signatory);
    expect(shownTexts(certificatePdf(record("en"), noSpanishRole, "https://x"))).toContain("Environmental manager");
    const noPlant = shownTexts(certificatePdf(record("pt"), { ...real, destination: undefined }, "https://x"));
    expect(noPlant).not.toContain(ptTexts.sections.destination);
    expect(noPlant).not.toContain(ptTexts.destination);
  });

  it.each(["pt", "en", "es"] as const)('says no "placeholder" or "fictício" anywhere (%s)', (language) => {
    const text = certificatePdf(record(language), collector, site).toString("latin1");
    expect(text).not.toMatch(/placeholder|fict|lorem/i);
  });

  it("prints the day the crew entered (collectedOn), not the day the button was pressed", () => {
    // The coletada step was recorded on 2026-03-04 (São Paulo); the crew collected on the 2nd.
    const shown = shownTexts(certificatePdf({ ...record("pt"), collectedOn: "2026-03-02" }, collector, "https://x"));
    expect(shown.indexOf("02/03/2026")).toBe(shown.indexOf(ptTexts.collectedAt) + 1);
    expect(shown).not.toContain("04/03/2026");
    // A record collected before the field existed keeps the step's day.
    const older = shownTexts(certificatePdf({ ...record("en"), collectedOn: undefined }, collector, "https://x"));
    expect(older.indexOf("04/03/2026")).toBe(older.indexOf(enTexts.collectedAt) + 1);
  });

  it("refuses a record that was not collected and certified", () => {
    expect(() => certificatePdf({ ...record("pt"), certificate: undefined }, collector, "https://x")).toThrow();
  });

  it("wraps long lines at word boundaries, by characters or by the font's widths", () => {
    expect(wrap("aaa bbb ccc", 7)).toEqual(["aaa bbb", "ccc"]);
    expect(wrap("x".repeat(10), 4)).toEqual(["xxxx", "xxxx", "xx"]);
    // Helvetica at 10 pt: "i" is 2.22 pt wide, "m" 8.33, the space 2.78.
    expect(textWidth("im", "F1", 10)).toBeCloseTo(10.55, 2);
    expect(wrapToWidth("iiii mmmm", "F1", 10, 40)).toEqual(["iiii", "mmmm"]);
    expect(wrapToWidth("iiii iiii", "F1", 10, 40)).toEqual(["iiii iiii"]);
  });
});

describe("verification codes and keys", () => {
  it("draws codes that read back as themselves, and reads typed variants", () => {
    for (let index = 0; index < 50; index += 1) {
      const code = newVerificationCode();
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
      expect(normalizeVerificationCode(code)).toBe(code);
    }
    expect(normalizeVerificationCode("abcd efgh jkmn")).toBe("ABCD-EFGH-JKMN");
    expect(normalizeVerificationCode("0OIL-0000-0000")).toBe("0011-0000-0000");
    expect(normalizeVerificationCode("ABCD-EFGH-JKM")).toBeNull();
    expect(normalizeVerificationCode("ABCD-EFGH-JKMU")).toBeNull();
  });

  it("puts a customer's certificate in their private folder, an anonymous one under certificados/", () => {
    expect(certificateKey("COL-2026-000001", "us-east-1:abc")).toBe(
      "private/us-east-1:abc/certificados/COL-2026-000001.pdf",
    );
    expect(certificateKey("COL-2026-000001", null)).toBe("certificados/COL-2026-000001.pdf");
  });
});

describe("notifications", () => {
  it("carry what the operator wrote when scheduling (driver, plate, gate) in the scheduling e-mail, in each language", () => {
    const note = "Motorista Carlos, placa ABC1D23, entrar pelo portão 2";
    const scheduled = (language: "pt" | "en" | "es") => ({
      ...record(language),
      history: [
        ...record(language).history!,
        { from: "recebida" as const, to: "agendada" as const, at: "2026-03-02T12:00:00.000Z", by: "op", note },
      ],
    });
    expect(notificationFor(scheduled("pt"), "agendada")?.text).toContain(
      `Instruções da nossa equipe para a coleta: ${note}`,
    );
    expect(notificationFor(scheduled("en"), "agendada")?.text).toContain(
      `Instructions from our team for the collection: ${note}`,
    );
    expect(notificationFor(scheduled("es"), "agendada")?.text).toContain(
      `de nuestro equipo para la recolección: ${note}`,
    );
    // Without a note, no empty line of instructions.
    expect(notificationFor(record("pt"), "agendada")?.text).not.toContain("Instruções");
  });

  it("announce every transition in the request's language, and not the creation", () => {
    expect(notificationFor(record("pt"), "recebida")).toBeNull();
    const scheduled = notificationFor(record("es"), "agendada");
    expect(scheduled).toEqual(
      expect.objectContaining({
        id: "coleta#COL-2026-000042#customer#agendada",
        topic: "coleta.agendada",
        ref: "COL-2026-000042",
        to: "joana@example.com",
        language: "es",
      }),
    );
    expect(scheduled?.subject).toBe("Recolección COL-2026-000042 programada para el 04/03/2026");
    expect(scheduled?.text).toContain("entre las 08:00 y las 12:00");
    expect(notificationFor(record("en"), "coletada")?.text).toContain("12,345 liters");
    expect(notificationFor(record("pt"), "certificada")?.text).toContain("ABCD-EFGH-JKMN");
    const cancelled = notificationFor({ ...record("pt"), cancellation: { reason: "Sem óleo" } }, "cancelada");
    expect(cancelled?.text).toContain("Motivo: Sem óleo.");
    for (const language of ["pt", "en", "es"] as const) {
      for (const status of ["agendada", "coletada", "certificada"] as const) {
        expect(
          `${notificationFor(record(language), status)?.subject} ${notificationFor(record(language), status)?.text}`,
        ).not.toMatch(/\{\{/);
      }
      for (const message of [
        confirmationFor(record(language)),
        confirmationFor({ ...record(language), customerId: null }),
        operationsAlertFor(record(language)),
      ]) {
        expect(`${message.subject} ${message.text}`).not.toMatch(/\{\{/);
      }
    }
  });

  it("invite to the survey once the oil is collected, with the survey's link in the request's language", () => {
    expect(notificationFor(record("es"), "coletada")?.text).toContain(
      "https://www.circulare.com.br/es/area-cliente/pesquisa/COL-2026-000042/",
    );
    expect(notificationFor(record("pt"), "agendada")?.text).not.toContain("/area-cliente/pesquisa/");
  });

  it("derive a request's messages from the step its mark names on, and wait for a certificate to be stored", () => {
    const item = { ...record("pt"), kind: "coleta" };
    const steps = [
      { from: null, to: "recebida", at: "2026-03-01T12:00:00.000Z", by: "sub-1" },
      { from: "recebida", to: "agendada", at: "2026-03-02T12:00:00.000Z", by: "op" },
      { from: "agendada", to: "coletada", at: "2026-03-05T02:30:00.000Z", by: "op" },
      { from: "coletada", to: "certificada", at: "2026-03-06T15:00:00.000Z", by: "op" },
    ];
    const ids = (token: string, changes: Record<string, unknown> = {}) => {
      const { drafts, complete } = coletaNotices.derive({ ...item, history: steps, ...changes }, token);
      return { ids: drafts.map((draft) => draft.id.replace("coleta#COL-2026-000042#", "")), complete };
    };
    expect(ids("recebida", { status: "recebida", history: steps.slice(0, 1) })).toEqual({
      ids: ["customer#recebida", "operations#recebida"],
      complete: true,
    });
    expect(ids("agendada", { status: "coletada", history: steps.slice(0, 3) })).toEqual({
      ids: ["customer#agendada", "customer#coletada"],
      complete: true,
    });
    // Certified, the PDF not stored yet: the e-mail offering it waits (the steps before it are written).
    expect(ids("coletada")).toEqual({ ids: ["customer#coletada"], complete: false });
    const stored = { certificate: { ...record("pt").certificate, sha256: "a".repeat(64) } };
    expect(ids("coletada", stored)).toEqual({ ids: ["customer#coletada", "customer#certificada"], complete: true });
    expect(coletaNotices.derive({ protocol: "IDEM#x", kind: "idempotency" }, "recebida")).toEqual({
      drafts: [],
      complete: true,
    });
  });
});

describe("helpers", () => {
  it("read cognito:groups in every shape API Gateway and tokens use", () => {
    expect(parseGroups(["operadores", "x"])).toEqual(["operadores", "x"]);
    expect(parseGroups("operadores")).toEqual(["operadores"]);
    expect(parseGroups("operadores,admins")).toEqual(["operadores", "admins"]);
    expect(parseGroups("[operadores admins]")).toEqual(["operadores", "admins"]);
    expect(parseGroups(undefined)).toEqual([]);
  });

  it("search company (accents and case ignored), CNPJ with or without punctuation, and protocol", () => {
    const found = (q: string) => matchesText(record("pt"), q);
    expect(found("sao joao")).toBe(true);
    expect(found("RETÍFICA")).toBe(true);
    expect(found("11.222.333/0001-81")).toBe(true);
    expect(found("22333")).toBe(true);
    expect(found("col-2026-000042")).toBe(true);
    expect(found("Paulista")).toBe(false);
  });
});

describe("the collector on the certificate", () => {
  it("is what editors keep in the site settings (the CMS's content/settings/site.json)", async () => {
    const fs = await import("node:fs");
    const { siteSettingsSchema } = await import("../../../src/content/content-schema");
    const settings = JSON.parse(fs.readFileSync("content/settings/site.json", "utf8")) as {
      demonstrationData: boolean;
      company: Record<string, unknown>;
    };
    const address = settings.company.address as Record<string, string>;
    expect(collector).toEqual({
      legalName: settings.company.legalName,
      cnpj: settings.company.cnpj,
      address: `${address.street} – ${address.city}/${address.region} – CEP ${address.postalCode}`,
      anpAuthorization: settings.company.anpAuthorization,
      environmentalLicense: settings.company.environmentalLicense,
      signatory: settings.company.signatory,
      // The re-refinery: the plant of the operating bases (content/bases/bases.json).
      destination: { name: "Paulínia", city: "Paulínia", uf: "SP" },
      demonstration: settings.demonstrationData,
    });
    // A settings file without the company stops the build; an empty registration is left off the certificate
    // (above) and refused by the launch check (scripts/__tests__/launch-check.test.ts), never printed as a blank.
    expect(
      siteSettingsSchema.safeParse({ demonstrationData: true, footerFiles: { pt: "x.pdf", en: "x.pdf", es: "x.pdf" } })
        .success,
    ).toBe(false);
    expect(
      siteSettingsSchema.safeParse({ ...settings, company: { ...settings.company, anpAuthorization: " " } }).success,
    ).toBe(true);
  });
});
