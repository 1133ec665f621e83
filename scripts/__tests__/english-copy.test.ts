import { allowedAcronym, copyProblems, englishTexts } from "../lib/english-copy";

describe("the English of the site (issue 27)", () => {
  const texts = englishTexts();

  it("reads every English text: locales, content and the PDFs", () => {
    const sources = new Set(texts.map((text) => text.source));
    expect(sources).toContain("locales/en/formularios.json");
    expect(sources).toContain("content/posts/o-que-e-oluc.en.md");
    expect(sources).toContain("content/editorias/oluc.en.json");
    expect(sources).toContain("relatorio-de-sustentabilidade-2025.en.pdf");
    expect(sources).toContain("fichas/g2.en.pdf");
    expect(sources).toContain("release-resultados-3t26.en.pdf");
  });

  it('says "used lubricating oil", "reference number" and American spellings, never OLUC, protocol or British forms', () => {
    expect(copyProblems(texts)).toEqual([]);
  });

  it("finds each kind of problem, and lets through what is allowed", () => {
    const check = (text: string) => copyProblems([{ source: "t", text }]);
    expect(check("About 900 litres of OLUC a month.")).toHaveLength(2);
    expect(check("Keep your protocol number.")).toHaveLength(1);
    expect(check("A specialised programme, organised by the centre's labour and colour licence team.")).toHaveLength(7);
    expect(check("The reorganisation totalled R$ 3 million; the oil was analysed and labelled.")).toHaveLength(4);
    expect(check(`Used or contaminated lubricating oil ${allowedAcronym} is hazardous waste.`)).toEqual([]);
    expect(check("Request {{protocol}} was canceled; 12 liters, see https://example.org/litre-programme")).toEqual([]);
    expect(check("A report by the United Nations Environment Programme.")).toEqual([]);
    expect(check("An authorized, specialized program: color, license, labor, center, neighbor, organization.")).toEqual(
      [],
    );
  });
});
