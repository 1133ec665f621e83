import { stemmer as english } from "@orama/stemmers/english";
import { stemmer as portuguese } from "@orama/stemmers/portuguese";
import { stemmer as spanish } from "@orama/stemmers/spanish";
import { languages } from "../../../config/languages";
import { createAnalyzer, fold } from "../../../content/query-words";
import { bestAnswer, buildIndex, loadIndex, rank, thresholds } from "../matcher";
import { readFaq } from "./question-set";

const faq = [
  {
    id: "custo",
    question: "A coleta de óleo usado tem custo?",
    answer: "Não. A coleta é gratuita para quem gera o resíduo.",
    alternatives: ["Vocês cobram pela retirada?"],
    keywords: ["preço"],
  },
  {
    id: "cco",
    question: "O que é o Certificado de Coleta de Óleo (CCO)?",
    answer: "O CCO prova que o óleo foi entregue a um coletor autorizado pela ANP.",
  },
  {
    id: "senha",
    question: "Esqueci minha senha. Como volto a entrar?",
    answer: "Use a página Esqueci a senha e receba um código por e-mail.",
  },
  {
    id: "mtr",
    question: "O que é o MTR?",
    answer: "O Manifesto de Transporte de Resíduos acompanha cada carga de resíduos.",
  },
  {
    id: "prazo",
    question: "Em quanto tempo vocês respondem às mensagens?",
    answer: "Respondemos em até 2 dias úteis.",
  },
];
const analyzer = createAnalyzer("pt", portuguese);
const index = buildIndex(faq, analyzer);

describe("the analyzer", () => {
  it("folds accents and case", () => {
    expect(fold("ÓLEO Coleção Ñandú")).toBe("oleo colecao nandu");
  });

  it("stems with the language's stemmer and drops words that say nothing", () => {
    expect(analyzer.terms("os certificados da empresa")).toEqual(["=certificate", "empres"]);
    expect(analyzer.terms("manifestos de transportes")).toEqual(analyzer.terms("manifesto transporte"));
  });

  it("reads synonyms and colloquial words as one concept, the longest phrase first", () => {
    for (const asked of ["preço", "custo", "valor", "cobram", "grátis", "de graça", "quanto custa"]) {
      expect(analyzer.terms(asked), asked).toEqual(["=cost"]);
    }
    for (const asked of ["óleo queimado", "oleo velho", "óleo lubrificante usado", "óleos"]) {
      expect(analyzer.terms(asked), asked).toEqual(["=oil"]);
    }
    expect(analyzer.terms("quanto tempo demora")).toEqual(["=when", "=when"]);
    expect(analyzer.terms("quando")).toEqual(["=when"]);
  });

  it("names what the FAQ does not answer", () => {
    expect(analyzer.offTopic("tem vagas de emprego?")).toEqual(["=jobs"]);
    expect(analyzer.offTopic("cotação das ações")).toEqual(["=shares"]);
    expect(analyzer.offTopic("a coleta tem custo?")).toEqual([]);
  });

  const en = createAnalyzer("en", english);
  const es = createAnalyzer("es", spanish);

  it("reads asking whether the company sells an oil, or where to buy one, as a product question, not selling one's own", () => {
    expect(analyzer.offTopic("vcs vendem oleo de cambio?")).toEqual(["=product"]);
    expect(en.offTopic("do you sell gear oil")).toEqual(["=product"]);
    expect(en.offTopic("where can i buy hydraulic fluid")).toEqual(["=product"]);
    expect(es.offTopic("venden aceite para caja de cambios?")).toEqual(["=product"]);
    expect(analyzer.offTopic("posso vender meu óleo usado?")).toEqual([]);
    expect(en.offTopic("can i sell my waste oil to anyone")).toEqual([]);
    expect(es.offTopic("puedo vender el aceite usado")).toEqual([]);
  });

  it('reads "what happens to" as the destination, not a time, in each language', () => {
    expect(analyzer.terms("o que acontece com o óleo")).toEqual(["=destination", "=oil"]);
    expect(en.terms("what happens to the oil")).toEqual(["=destination", "=oil"]);
    expect(es.terms("qué pasa con el aceite")).toEqual(["=destination", "=oil"]);
    expect(en.terms("where does the oil go")).toContain("=destination");
    expect(en.terms("when does the pickup happen")).not.toContain("=destination");
  });

  it("reads colloquial cost words, recovering access and a quantity with its unit", () => {
    expect(es.terms("sale algo?")).toEqual(["=cost"]);
    expect(en.terms("billed")).toEqual(["=cost"]);
    expect(analyzer.terms("recuperar o acesso")).toEqual(["=password"]);
    expect(en.terms("recover access")).toEqual(["=password"]);
    expect(es.terms("recupero el acceso")).toEqual(["=password"]);
    expect(analyzer.terms("uns 20 litros")).toEqual(["=amount"]);
    expect(en.terms("only about 20 liters")).toEqual(["=amount"]);
    expect(en.terms("plastic bottles")).toContain("=container");
  });
});

describe("the matcher", () => {
  it("answers a question written with other words, without accents, with a typo", () => {
    expect(bestAnswer(index, "quanto custa?")?.item.id).toBe("custo");
    expect(bestAnswer(index, "é de graça?")?.item.id).toBe("custo");
    expect(bestAnswer(index, "vcs cobram pra levar o oleo queimado")?.item.id).toBe("custo");
    expect(bestAnswer(index, "certificado cco")?.item.id).toBe("cco");
    expect(bestAnswer(index, "esqueci a senah")?.item.id).toBe("senha"); // a typo
    expect(bestAnswer(index, "MANIFESTO residuos")?.item.id).toBe("mtr");
  });

  it('reads what a question word asks: "quanto custa" is a cost, not a time', () => {
    expect(bestAnswer(index, "quanto custa a coleta")?.item.id).toBe("custo");
    expect(bestAnswer(index, "quanto tempo pra responder")?.item.id).toBe("prazo");
  });

  it("is not sure about a question about something else, a question naming jobs, or question words only", () => {
    expect(bestAnswer(index, "debêntures verdes")).toBeUndefined();
    expect(bestAnswer(index, "vagas de emprego para coleta de óleo")).toBeUndefined(); // names the FAQ's words too
    expect(bestAnswer(index, "como é que eu faço?")).toBeUndefined();
    expect(bestAnswer(index, "")).toBeUndefined();
  });

  it("needs the question's terms covered: one shared word in a long question is not an answer", () => {
    const long = "senha do portal de fornecedores para lubrificantes LWOMA e transformadores";
    const [best] = rank(index, long);
    expect(best.item.id).toBe("senha");
    expect(best.coverage).toBeLessThan(thresholds.coverage);
    expect(bestAnswer(index, long)).toBeUndefined();
  });

  it("is not sure when two entries score alike", () => {
    const twins = buildIndex(
      [
        { id: "a", question: "Como funciona a coleta?", answer: "Assim." },
        { id: "b", question: "Como funciona a coleta?", answer: "Assado." },
      ],
      analyzer,
    );
    const [best] = rank(twins, "como funciona a coleta");
    expect(best.coverage).toBe(1);
    expect(best.margin).toBeLessThan(thresholds.margin);
    expect(bestAnswer(twins, "como funciona a coleta")).toBeUndefined();
  });

  it.each(languages)(
    "answers every question of content/faq (%s) with its own entry, and each alternative",
    async (language) => {
      const entries = readFaq(language);
      expect(entries.length).toBeGreaterThanOrEqual(15);
      const real = await loadIndex(entries, language);
      const wrong = entries
        .flatMap((entry) => [entry.question, ...entry.alternatives].map((asked) => ({ asked, id: entry.id })))
        .filter(({ asked, id }) => bestAnswer(real, asked)?.item.id !== id)
        .map(({ asked, id }) => `${id}: ${asked} → ${bestAnswer(real, asked)?.item.id ?? "not sure"}`);
      expect(wrong).toEqual([]);
    },
  );
});
