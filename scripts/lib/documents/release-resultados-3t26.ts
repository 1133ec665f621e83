/** Results release for the third quarter of 2026 (3Q26), with a quarterly line chart. */
import { irSection, longDate, num, pct, tr, type InvestorDocument, type Lang } from "../pdf/kit";
import { quarters } from "./figures";

const q = quarters;
const revenue = [q.revenue2025[2], q.revenue2025[3], ...q.revenue2026];
const ebitdaQ = [q.ebitda2025[2], q.ebitda2025[3], ...q.ebitda2026];
const litres = [q.litres2025[2], q.litres2025[3], ...q.litres2026];
const sum = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) * 10) / 10;
/** Nine months: 2026 against the first three quarters of 2025. */
const nine = {
  revenue: [sum(q.revenue2026), sum(q.revenue2025.slice(0, 3))],
  ebitda: [sum(q.ebitda2026), sum(q.ebitda2025.slice(0, 3))],
  litres: [sum(q.litres2026), sum(q.litres2025.slice(0, 3))],
};
const ltmEbitda = sum([q.ebitda2025[3], ...q.ebitda2026]);

export const releaseResultados3t26: InvestorDocument = {
  slug: "release-resultados-3t26",
  category: "financeiras",
  date: "2026-11-10",
  minPages: 3,
  title: {
    pt: "Release de resultados do 3T26",
    en: "3Q26 earnings release",
    es: "Informe de resultados del 3T26",
  },
  summary: {
    pt: "Resultados do terceiro trimestre de 2026: receita líquida de R$ 514,7 milhões, EBITDA de R$ 121,3 milhões e 77,3 milhões de litros de OLUC coletados.",
    en: "Third-quarter 2026 results: net revenue of R$ 514.7 million, EBITDA of R$ 121.3 million and 77.3 million liters of used oil collected.",
    es: "Resultados del tercer trimestre de 2026: ingresos netos de R$ 514,7 millones, EBITDA de R$ 121,3 millones y 77,3 millones de litros de aceite usado recolectados.",
  },
  build(lang: Lang) {
    const T = tr(lang);
    const labels = lang === "en" ? q.labelsEn : lang === "es" ? q.labelsEs : q.labels;
    const var_ = (a: number, b: number) => `${a >= b ? "+" : ""}${pct((a / b - 1) * 100, lang)}`;
    const m = (x: number) => num(x, lang, 1);
    const marginQ = (i: number) => (ebitdaQ[i] / revenue[i]) * 100;
    const cur = 4;
    const prev = 0;
    return {
      lang,
      title: this.title[lang],
      subtitle: T(
        "Resultados do terceiro trimestre e dos nove meses de 2026",
        "Results for the third quarter and the first nine months of 2026",
        "Resultados del tercer trimestre y de los nueve meses de 2026",
      ),
      section: irSection[lang],
      dateLabel: T("São Paulo, ", "São Paulo, ", "São Paulo, ") + longDate(this.date, lang),
      subject: this.summary[lang],
      keywords: ["Circulare", T("resultados", "results", "resultados"), labels[cur]],
      blocks: [
        { kind: "h1", text: T("Destaques do trimestre", "Quarter highlights", "Destacados del trimestre") },
        {
          kind: "kpis",
          items: [
            {
              value: `R$ ${m(revenue[cur])} mi`,
              label: T(
                `Receita líquida (${var_(revenue[cur], revenue[prev])} a/a)`,
                `Net revenue (${var_(revenue[cur], revenue[prev])} y/y)`,
                `Ingresos netos (${var_(revenue[cur], revenue[prev])} a/a)`,
              ),
            },
            {
              value: `R$ ${m(ebitdaQ[cur])} mi`,
              label: T(
                `EBITDA, margem de ${pct(marginQ(cur), lang)}`,
                `EBITDA, ${pct(marginQ(cur), lang)} margin`,
                `EBITDA, margen de ${pct(marginQ(cur), lang)}`,
              ),
            },
            {
              value: `R$ ${m(q.netIncome3Q.q3_26)} mi`,
              label: T(
                `Lucro líquido (${var_(q.netIncome3Q.q3_26, q.netIncome3Q.q3_25)} a/a)`,
                `Net income (${var_(q.netIncome3Q.q3_26, q.netIncome3Q.q3_25)} y/y)`,
                `Utilidad neta (${var_(q.netIncome3Q.q3_26, q.netIncome3Q.q3_25)} a/a)`,
              ),
            },
            {
              value: `${m(litres[cur])} mi L`,
              label: T(
                "de OLUC coletados no trimestre",
                "of used oil collected in the quarter",
                "de aceite usado recolectado en el trimestre",
              ),
            },
            {
              value: `${m(q.baseOil3Q.q3_26)} mi L`,
              label: T("de óleo básico G2 produzidos", "of G2 base oil produced", "de aceite base G2 producido"),
            },
            {
              value: `${num(q.netDebt3Q26 / ltmEbitda, lang, 2)}x`,
              label: T(
                "Dívida líquida / EBITDA (12 meses)",
                "Net debt / EBITDA (last 12 months)",
                "Deuda neta / EBITDA (12 meses)",
              ),
            },
          ],
        },
        {
          kind: "p",
          text: T(
            `No 3T26, a Circulare coletou ${m(litres[cur])} milhões de litros de óleo lubrificante usado ou contaminado (OLUC), ${var_(litres[cur], litres[prev])} em relação ao 3T25, com a entrada em operação da 14ª base operacional, em Rondonópolis (MT), em setembro. A receita líquida chegou a R$ ${m(revenue[cur])} milhões e o EBITDA a R$ ${m(ebitdaQ[cur])} milhões, o maior de um trimestre na história da empresa.`,
            `In 3Q26, Circulare collected ${m(litres[cur])} million liters of used lubricating oil, ${var_(litres[cur], litres[prev])} on 3Q25, helped by the opening of the 14th operational base, in Rondonópolis (MT), in September. Net revenue reached R$ ${m(revenue[cur])} million and EBITDA R$ ${m(ebitdaQ[cur])} million, the highest for a quarter in the company's history.`,
            `En el 3T26, Circulare recolectó ${m(litres[cur])} millones de litros de aceite lubricante usado o contaminado (OLUC), ${var_(litres[cur], litres[prev])} frente al 3T25, con la apertura de la 14.ª base operativa, en Rondonópolis (MT), en septiembre. Los ingresos netos llegaron a R$ ${m(revenue[cur])} millones y el EBITDA a R$ ${m(ebitdaQ[cur])} millones, el mayor de un trimestre en la historia de la empresa.`,
          ),
        },
        {
          kind: "p",
          text: T(
            "O rendimento do rerrefino em Paulínia se manteve em 70,6% no trimestre, sustentado pela orientação aos geradores sobre armazenamento e segregação, que reduziu a chegada de lotes contaminados com água e combustível. As vendas de óleo básico G2 a formuladores cresceram com contratos de fornecimento contínuo, e a linha LW Volt registrou o maior volume trimestral desde o lançamento.",
            "The re-refining yield at Paulínia held at 70.6% in the quarter, supported by guidance to generators on storage and segregation, which reduced the number of lots arriving contaminated with water and fuel. Sales of G2 base oil to blenders grew with continuous supply contracts, and the LW Volt line posted its highest quarterly volume since launch.",
            "El rendimiento del rerrefinado en Paulínia se mantuvo en 70,6% en el trimestre, apoyado por la orientación a los generadores sobre almacenamiento y segregación, que redujo la llegada de lotes contaminados con agua y combustible. Las ventas de aceite base G2 a formuladores crecieron con contratos de suministro continuo, y la línea LW Volt registró el mayor volumen trimestral desde su lanzamiento.",
          ),
        },
        { kind: "pageBreak" },
        { kind: "h1", text: T("Evolução trimestral", "Quarterly trend", "Evolución trimestral") },
        {
          kind: "line",
          title: T(
            "Receita líquida e EBITDA por trimestre",
            "Net revenue and EBITDA by quarter",
            "Ingresos netos y EBITDA por trimestre",
          ),
          unit: T("R$ milhões", "R$ million", "R$ millones"),
          categories: labels,
          series: [
            { name: T("Receita líquida", "Net revenue", "Ingresos netos"), values: revenue },
            { name: "EBITDA", values: ebitdaQ },
          ],
          decimals: 1,
          height: 210,
        },
        {
          kind: "line",
          title: T(
            "OLUC coletado por trimestre",
            "Used oil collected by quarter",
            "Aceite usado recolectado por trimestre",
          ),
          unit: T("milhões de litros", "million liters", "millones de litros"),
          categories: labels,
          series: [{ name: T("Litros coletados", "Liters collected", "Litros recolectados"), values: litres }],
          decimals: 1,
          height: 170,
        },
        { kind: "pageBreak" },
        {
          kind: "h1",
          text: T(
            "Indicadores financeiros e operacionais",
            "Financial and operating indicators",
            "Indicadores financieros y operativos",
          ),
        },
        {
          kind: "table",
          columns: [
            T("R$ milhões", "R$ million", "R$ millones"),
            labels[cur],
            labels[prev],
            T("Var.", "Change", "Var."),
            T("9M26", "9M26", "9M26"),
            T("9M25", "9M25", "9M25"),
            T("Var.", "Change", "Var."),
          ],
          widths: [2.4, 1, 1, 0.9, 1, 1, 0.9],
          rows: [
            [
              T("Receita líquida", "Net revenue", "Ingresos netos"),
              m(revenue[cur]),
              m(revenue[prev]),
              var_(revenue[cur], revenue[prev]),
              m(nine.revenue[0]),
              m(nine.revenue[1]),
              var_(nine.revenue[0], nine.revenue[1]),
            ],
            [
              "EBITDA",
              m(ebitdaQ[cur]),
              m(ebitdaQ[prev]),
              var_(ebitdaQ[cur], ebitdaQ[prev]),
              m(nine.ebitda[0]),
              m(nine.ebitda[1]),
              var_(nine.ebitda[0], nine.ebitda[1]),
            ],
            [
              T("Margem EBITDA", "EBITDA margin", "Margen EBITDA"),
              pct(marginQ(cur), lang),
              pct(marginQ(prev), lang),
              "",
              pct((nine.ebitda[0] / nine.revenue[0]) * 100, lang),
              pct((nine.ebitda[1] / nine.revenue[1]) * 100, lang),
              "",
            ],
            [
              T("Lucro líquido", "Net income", "Utilidad neta"),
              m(q.netIncome3Q.q3_26),
              m(q.netIncome3Q.q3_25),
              var_(q.netIncome3Q.q3_26, q.netIncome3Q.q3_25),
              "",
              "",
              "",
            ],
            [
              T(
                "OLUC coletado (milhões de litros)",
                "Used oil collected (million liters)",
                "Aceite usado recolectado (millones de litros)",
              ),
              m(litres[cur]),
              m(litres[prev]),
              var_(litres[cur], litres[prev]),
              m(nine.litres[0]),
              m(nine.litres[1]),
              var_(nine.litres[0], nine.litres[1]),
            ],
            [
              T(
                "Óleo básico G2 produzido (milhões de litros)",
                "G2 base oil produced (million liters)",
                "Aceite base G2 producido (millones de litros)",
              ),
              m(q.baseOil3Q.q3_26),
              m(q.baseOil3Q.q3_25),
              var_(q.baseOil3Q.q3_26, q.baseOil3Q.q3_25),
              "",
              "",
              "",
            ],
          ],
        },
        { kind: "h2", text: T("Endividamento e investimentos", "Debt and investment", "Deuda e inversiones") },
        {
          kind: "p",
          text: T(
            `A dívida líquida encerrou setembro em R$ ${m(q.netDebt3Q26)} milhões, equivalente a ${num(q.netDebt3Q26 / ltmEbitda, lang, 2)} vez o EBITDA dos últimos doze meses (R$ ${m(ltmEbitda)} milhões), bem abaixo do limite de 3,0 vezes previsto na escritura das debêntures verdes. Os investimentos somaram R$ ${m(q.capex9M26)} milhões nos nove meses, com destaque para a nova base de Rondonópolis e a continuidade da renovação da frota.`,
            `Net debt ended September at R$ ${m(q.netDebt3Q26)} million, ${num(q.netDebt3Q26 / ltmEbitda, lang, 2)} times EBITDA for the last twelve months (R$ ${m(ltmEbitda)} million), well below the 3.0 times limit in the green debentures' indenture. Capital expenditure totaled R$ ${m(q.capex9M26)} million in the nine months, mainly the new Rondonópolis base and the continued renewal of the fleet.`,
            `La deuda neta cerró septiembre en R$ ${m(q.netDebt3Q26)} millones, ${num(q.netDebt3Q26 / ltmEbitda, lang, 2)} veces el EBITDA de los últimos doce meses (R$ ${m(ltmEbitda)} millones), muy por debajo del límite de 3,0 veces previsto en la escritura de las debentures verdes. Las inversiones sumaron R$ ${m(q.capex9M26)} millones en los nueve meses, sobre todo la nueva base de Rondonópolis y la continuidad de la renovación de la flota.`,
          ),
        },
        { kind: "h2", text: T("Perspectivas", "Outlook", "Perspectivas") },
        {
          kind: "p",
          text: T(
            "Para o quarto trimestre, a empresa espera volumes de coleta em linha com a sazonalidade histórica e a primeira turma do Projeto H+ em Rondonópolis. A administração mantém a disciplina de alavancagem e a prioridade de investimentos que ampliem a circularidade do óleo lubrificante.",
            "For the fourth quarter, the company expects collection volumes in line with historical seasonality and the first Projeto H+ class in Rondonópolis. Management keeps its leverage discipline and its priority on investments that increase the circularity of lubricating oil.",
            "Para el cuarto trimestre, la empresa espera volúmenes de recolección en línea con la estacionalidad histórica y la primera clase del Projeto H+ en Rondonópolis. La administración mantiene la disciplina de apalancamiento y la prioridad de inversiones que amplíen la circularidad del aceite lubricante.",
          ),
        },
        {
          kind: "note",
          text: T(
            "As informações trimestrais não foram auditadas; foram objeto de revisão limitada pelos auditores independentes. a/a: em relação ao mesmo trimestre do ano anterior.",
            "Quarterly information is unaudited; it was subject to a limited review by the independent auditors. y/y: compared with the same quarter of the previous year.",
            "La información trimestral no fue auditada; fue objeto de revisión limitada por los auditores independientes. a/a: frente al mismo trimestre del año anterior.",
          ),
        },
      ],
    };
  },
};
