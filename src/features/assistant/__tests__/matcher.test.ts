import fs from "node:fs";
import path from "node:path";
import { bestAnswer, buildIndex, fold, rank, tokenize } from "../matcher";

const faq = [
  {
    id: "custo",
    question: "A coleta de óleo usado tem custo?",
    answer: "Não. A coleta é gratuita para quem gera o resíduo.",
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
];
const index = buildIndex(faq);

describe("fold and tokenize", () => {
  it("folds accents and case", () => {
    expect(fold("ÓLEO Coleção Ñandú")).toBe("oleo colecao nandu");
  });

  it("drops question words of pt, en and es and strips plurals", () => {
    expect(tokenize("Como eu peço as coletas de óleos?")).toEqual(["peco", "coleta", "oleo"]);
    expect(tokenize("How do I get the certificates?")).toEqual(["get", "certificate"]);
    expect(tokenize("¿Dónde están los colectores?")).toEqual(["estan", "colector"]);
  });
});

describe("the matcher", () => {
  it("answers a question written with other words, accents and case", () => {
    expect(bestAnswer(index, "a COLETA é gratuita ou tem custo?")?.item.id).toBe("custo");
    expect(bestAnswer(index, "oleo coleta custo")?.item.id).toBe("custo");
    expect(bestAnswer(index, "certificado cco")?.item.id).toBe("cco");
    expect(bestAnswer(index, "esqueci a senha")?.item.id).toBe("senha");
    expect(bestAnswer(index, "manifesto de transporte")?.item.id).toBe("mtr");
    expect(bestAnswer(index, "MANIFESTO residuos")?.item.id).toBe("mtr"); // "Resíduos" in the entry
    expect(bestAnswer(index, "cóLETA grÁtis, têm cústo")?.item.id).toBe("custo");
  });

  it("ranks the entry whose question names the subject above one that only mentions it", () => {
    const [first, second] = rank(index, "certificado de coleta");
    expect(first.item.id).toBe("cco");
    expect(second.score).toBeLessThan(first.score);
  });

  it("does not answer a question about something else, nor one made of question words only", () => {
    expect(bestAnswer(index, "debêntures verdes")).toBeUndefined();
    expect(bestAnswer(index, "como é que eu faço?")).toBeUndefined();
    expect(bestAnswer(index, "")).toBeUndefined();
  });

  it("needs half the words asked: one shared word in a long question is not an answer", () => {
    const long = "senha do portal de fornecedores para lubrificantes LWOMA e transformadores";
    expect(rank(index, long)[0]).toMatchObject({ item: { id: "senha" }, coverage: 1 / 6 });
    expect(rank(index, long)[0].score).toBeGreaterThan(1.5); // strong enough on its own…
    expect(bestAnswer(index, long)).toBeUndefined(); // …but one word of six is not an answer
  });

  it.each(["pt", "en", "es"])("answers every question of content/faq (%s) with its own entry", (language) => {
    const dir = path.join(process.cwd(), "content/faq");
    const entries = fs
      .readdirSync(dir)
      .filter((file) => file.endsWith(`.${language}.json`))
      .map((file) => ({
        id: file.split(".")[0],
        ...(JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as { question: string; answer: string }),
      }));
    expect(entries.length).toBeGreaterThanOrEqual(15);
    const real = buildIndex(entries);
    const wrong = entries
      .filter((entry) => bestAnswer(real, entry.question)?.item.id !== entry.id)
      .map((entry) => entry.id);
    expect(wrong).toEqual([]);
  });
});
