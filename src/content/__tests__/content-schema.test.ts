import { parseFrontMatter } from "../front-matter";
import fs from "node:fs";
import path from "node:path";
import { describeIssues, madeUpMarker, parseContentFileName, postFrontMatterSchema, reservedPostSlug, siteSettingsSchema } from "../content-schema";

const valid = `---
title: "O que é OLUC"
date: 2024-02-06
editoria: oluc
author: marcos-tavares
cover: covers/o-que-e-oluc.jpg
coverAlt: "Uma gota"
excerpt: "Resumo do artigo."
---

Corpo do artigo.
`;

const problemsOf = (data: Record<string, unknown>) => {
  const result = postFrontMatterSchema.safeParse(data);
  return result.success ? [] : describeIssues(result.error);
};

describe("parseFrontMatter", () => {
  it("splits the YAML front matter from the body and keeps dates as written", () => {
    const { data, body } = parseFrontMatter(valid);
    expect(data).toMatchObject({ title: "O que é OLUC", date: "2024-02-06", editoria: "oluc" });
    expect(body.trim()).toBe("Corpo do artigo.");
  });

  it("says what is wrong with a file that has no front matter or broken YAML", () => {
    expect(() => parseFrontMatter("# Sem front matter")).toThrow(/front matter block/);
    expect(() => parseFrontMatter("---\ntitle: [unclosed\n---\nbody")).toThrow(/not valid YAML/);
  });
});

describe("postFrontMatterSchema", () => {
  const data = parseFrontMatter(valid).data;

  it("accepts a complete post", () => {
    expect(problemsOf(data)).toEqual([]);
  });

  it("names each missing or wrong field", () => {
    const { title: _title, ...noTitle } = data;
    expect(problemsOf(noTitle)).toEqual(['field "title": is missing']);
    expect(problemsOf({ ...data, date: "2025-02-30" })).toEqual(['field "date": must be a date written as YYYY-MM-DD']);
    expect(problemsOf({ ...data, editoria: "Sem Slug" })[0]).toMatch(/^field "editoria": must be lowercase/);
    expect(problemsOf({ ...data, excerpt: "  " })).toEqual(['field "excerpt": must not be empty']);
  });

  it("cuts a full date-time written by the CMS to its day", () => {
    const result = postFrontMatterSchema.parse({ ...data, date: "2025-03-14T10:00:00.000Z" });
    expect(result.date).toBe("2025-03-14");
  });
});

describe("parseContentFileName", () => {
  it("reads the slug and the language from the file name", () => {
    expect(parseContentFileName("o-que-e-oluc.pt.md", "md")).toEqual({ slug: "o-que-e-oluc", language: "pt" });
    expect(parseContentFileName("oluc.es.json", "json")).toEqual({ slug: "oluc", language: "es" });
  });

  it("rejects names without a known language or with a bad slug", () => {
    expect(parseContentFileName("o-que-e-oluc.md", "md")).toMatch(/<slug>\.<language>\.md/);
    expect(parseContentFileName("o-que-e-oluc.fr.md", "md")).toMatch(/pt, en or es/);
    expect(parseContentFileName("O_Que.pt.md", "md")).toMatch(/lowercase/);
  });

  it("reserves slugs the blog's own pages use", () => {
    expect(reservedPostSlug("2")).toBe(true);
    expect(reservedPostSlug("editoria")).toBe(true);
    expect(reservedPostSlug("o-que-e-oluc")).toBe(false);
  });
});

describe("siteSettingsSchema (content/settings/site.json)", () => {
  const file = JSON.parse(fs.readFileSync(path.join(process.cwd(), "content/settings/site.json"), "utf8")) as {
    demonstrationData: boolean;
    company: Record<string, unknown> & { certifications: { name: string; body: string; number: string }[] };
  };
  const settingsProblems = (data: unknown) => {
    const result = siteSettingsSchema.safeParse(data);
    return result.success ? [] : describeIssues(result.error);
  };

  it("accepts the repository's settings, and they say whether they are demonstration data", () => {
    expect(settingsProblems(file)).toEqual([]);
    expect(typeof file.demonstrationData).toBe("boolean");
  });

  it("asks for the demonstration state as a yes or no, never guessed", () => {
    const { demonstrationData: _state, ...without } = file;
    expect(settingsProblems(without)).toEqual(['field "demonstrationData": is missing']);
    expect(settingsProblems({ ...file, demonstrationData: "true" })).toEqual(['field "demonstrationData": must be true or false']);
    expect(siteSettingsSchema.parse({ ...file, demonstrationData: false }).demonstrationData).toBe(false);
  });

  it("refuses words that say a value is made up, naming the field: the state says it instead", () => {
    const company = file.company;
    expect(settingsProblems({ ...file, company: { ...company, anpAuthorization: "ANP nº 0000/2026 (placeholder)" } })).toEqual([
      'field "company.anpAuthorization": must be the real value: a made-up one is marked by "demonstrationData", not by words like "(placeholder)"',
    ]);
    const certifications = [{ ...company.certifications[0], body: "Organismo Certificador Exemplo (fictício)" }];
    expect(settingsProblems({ ...file, company: { ...company, certifications } })).toEqual([
      expect.stringMatching(/^field "company\.certifications\.0\.body": must be the real value/),
    ]);
    expect(settingsProblems({ ...file, company: { ...company, legalName: "Lorem Ipsum Ltda." } })[0]).toMatch(/^field "company\.legalName"/);
    for (const word of ["(placeholder)", "fictício", "ficticio", "fictícia", "fictitious", "lorem ipsum"]) expect(madeUpMarker.test(`x ${word} y`), word).toBe(true);
    for (const value of ["Arvena Cert", "CETESB 21007845", "Placer Lubrificantes Ltda.", "Rua da Ficção Científica, 10"]) expect(madeUpMarker.test(value), value).toBe(false);
  });

  it("lets a registration and the certifications be empty (their blocks are then left out), not the rest", () => {
    const company = file.company;
    expect(settingsProblems({ ...file, company: { ...company, anpAuthorization: "", environmentalLicense: " ", certifications: [] } })).toEqual([]);
    expect(siteSettingsSchema.parse({ ...file, company: { ...company, environmentalLicense: "  " } }).company.environmentalLicense).toBe("");
    expect(settingsProblems({ ...file, company: { ...company, legalName: " " } })).toEqual(['field "company.legalName": must not be empty']);
    expect(settingsProblems({ ...file, company: { ...company, certifications: [{ name: "ISO 9001:2015", body: "", number: "X-1" }] } })).toEqual([
      'field "company.certifications.0.body": must not be empty',
    ]);
  });
});
