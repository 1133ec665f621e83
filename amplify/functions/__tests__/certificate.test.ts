// @vitest-environment node
/** The certificate's PDF and code, and the notification texts, without a backend. */
import { coletaRequestSchema, type StoredColeta } from "../../../src/domain/coleta";
import { coletaRequest } from "../../../src/domain/__tests__/fixtures";
import {
  certificateKey,
  certificatePdf,
  normalizeVerificationCode,
  newVerificationCode,
  wrap,
} from "../coleta-api/certificate";
import { collector } from "../coleta-api/collector";
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

describe("the certificate PDF", () => {
  it("names the base that collected it, in the request's language, when the request has one", () => {
    const withBase = (language: "pt" | "en" | "es") =>
      certificatePdf({ ...record(language), baseId: "guarulhos" }, collector, "https://www.circulare.com.br").toString(
        "latin1",
      );
    expect(withBase("pt")).toContain("(Base operacional: Base Guarulhos) Tj");
    expect(withBase("en")).toContain("(Operating base: Guarulhos base) Tj");
    expect(certificatePdf(record("pt"), collector, "https://www.circulare.com.br").toString("latin1")).not.toContain(
      "Base operacional",
    );
  });

  it("is the same bytes for the same record, with a valid cross-reference table", () => {
    const pdf = certificatePdf(record("pt"), collector, "https://www.circulare.com.br");
    expect(certificatePdf(record("pt"), collector, "https://www.circulare.com.br").equals(pdf)).toBe(true);
    const text = pdf.toString("latin1");
    const start = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(start, start + 4)).toBe("xref");
    const offsets = [...text.slice(start).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    offsets.forEach((offset, index) => expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true));
    expect(text).toContain("/CreationDate (D:20260306150000Z)");
  });

  it("says it in the request's language, with the collector's numbers, the data and the verification code", () => {
    const pt = certificatePdf(record("pt"), collector, "https://www.circulare.com.br").toString("latin1");
    // WinAnsi octal escapes: \355 í, \343 ã, \272 º.
    expect(pt).toContain("(Empresa geradora: Ret\\355fica S\\343o Jo\\343o Ltda) Tj");
    expect(pt).toContain("(CNPJ: 11.222.333/0001-81) Tj");
    expect(pt).toContain("Volume coletado: 12.345 litros");
    // Collected at 02:30 UTC on the 5th: still the 4th in São Paulo.
    expect(pt).toContain("(Data da coleta: 04/03/2026) Tj");
    expect(pt).toContain(`(Autoriza\\347\\343o ANP: ${collector.anpAuthorization}) Tj`);
    expect(pt).toContain(`(Licen\\347a ambiental de opera\\347\\343o: ${collector.environmentalLicense}) Tj`);
    expect(pt).toContain("https://www.circulare.com.br/verificar-certificado/?codigo=ABCD-EFGH-JKMN");
    const es = certificatePdf(record("es"), collector, "https://www.circulare.com.br").toString("latin1");
    expect(es).toContain("Certificado de Recolecci\\363n");
    expect(es).toContain("/es/verificar-certificado/?codigo=ABCD-EFGH-JKMN");
  });

  /** A collector with settings of its own: complete, or still demonstration data. */
  const real = {
    legalName: "Circulare S.A.",
    cnpj: "98.765.432/0001-98",
    anpAuthorization: "1.203/2018",
    environmentalLicense: "CETESB 36004512",
    demonstration: false,
  };
  const demo = { ...real, demonstration: true };
  const watermark = { pt: "(DEMONSTRA\\307\\303O) Tj", en: "(DEMONSTRATION) Tj", es: "(DEMOSTRACI\\323N) Tj" } as const;

  it.each(["pt", "en", "es"] as const)(
    "carries the translated demonstration watermark under its text while the settings hold demonstration data (%s)",
    (language) => {
      const pdf = certificatePdf(record(language), demo, "https://www.circulare.com.br").toString("latin1");
      expect(pdf).toContain(watermark[language]);
      // Drawn first, in a pale grey, then the colour is black again for the title and the lines written over it.
      const stream = pdf.slice(pdf.indexOf("stream\n"), pdf.indexOf("endstream"));
      expect(stream.indexOf(watermark[language])).toBeLessThan(stream.indexOf("/F2 16 Tf"));
      expect(stream).toMatch(/^stream\nBT\n0\.87 g\n\/F2 [\d.]+ Tf\n0\.\d+ 0\.\d+ -0\.\d+ 0\.\d+ [\d.]+ [\d.]+ Tm\n/);
      expect(stream).toContain("ET\n0 g\nBT");
      // The same record and settings give the same bytes (the SHA-256 on the record still holds).
      expect(certificatePdf(record(language), demo, "https://www.circulare.com.br").toString("latin1")).toBe(pdf);
      // Without the state, no watermark in any language.
      const plain = certificatePdf(record(language), real, "https://www.circulare.com.br").toString("latin1");
      for (const word of Object.values(watermark)) expect(plain).not.toContain(word);
      expect(plain).not.toContain("0.87 g");
    },
  );

  it("follows the site settings: watermarked exactly while they say demonstration data", () => {
    const pdf = certificatePdf(record("pt"), collector, "https://www.circulare.com.br").toString("latin1");
    expect(pdf.includes(watermark.pt)).toBe(collector.demonstration);
  });

  it("leaves out a registration the settings leave empty, never a label with nothing after it", () => {
    const pt = certificatePdf(record("pt"), { ...real, anpAuthorization: "" }, "https://x").toString("latin1");
    expect(pt).not.toContain("Autoriza\\347\\343o ANP");
    expect(pt).toContain("(Licen\\347a ambiental de opera\\347\\343o: CETESB 36004512) Tj");
    const en = certificatePdf(record("en"), { ...real, environmentalLicense: "" }, "https://x").toString("latin1");
    expect(en).toContain("(ANP authorization: 1.203/2018) Tj");
    expect(en).not.toContain("license");
  });

  it.each(["pt", "en", "es"] as const)('says no "placeholder" or "fictício" anywhere (%s)', (language) => {
    const text = certificatePdf(record(language), collector, "https://www.circulare.com.br").toString("latin1");
    expect(text).not.toMatch(/placeholder|fict|lorem/i);
  });

  it("prints the day the crew entered (collectedOn), not the day the button was pressed", () => {
    // The coletada step was recorded on 2026-03-04 (São Paulo); the crew collected on the 2nd.
    const pdf = certificatePdf({ ...record("pt"), collectedOn: "2026-03-02" }, collector, "https://x").toString(
      "latin1",
    );
    expect(pdf).toContain("(Data da coleta: 02/03/2026) Tj");
    expect(pdf).not.toContain("04/03/2026) Tj");
    // A record collected before the field existed keeps the step's day.
    const older = certificatePdf({ ...record("en"), collectedOn: undefined }, collector, "https://x");
    expect(older.toString("latin1")).toContain("(Collection date: 04/03/2026) Tj");
  });

  it("refuses a record that was not collected and certified", () => {
    expect(() => certificatePdf({ ...record("pt"), certificate: undefined }, collector, "https://x")).toThrow();
  });

  it("wraps long lines at word boundaries", () => {
    expect(wrap("aaa bbb ccc", 7)).toEqual(["aaa bbb", "ccc"]);
    expect(wrap("x".repeat(10), 4)).toEqual(["xxxx", "xxxx", "xx"]);
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
    expect(collector).toEqual({
      legalName: settings.company.legalName,
      cnpj: settings.company.cnpj,
      anpAuthorization: settings.company.anpAuthorization,
      environmentalLicense: settings.company.environmentalLicense,
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
