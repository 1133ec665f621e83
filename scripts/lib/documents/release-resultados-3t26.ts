/** Results release for the third quarter of 2026 (3Q26), with a quarterly line chart. */
import { longDate, num, pct, type Lang } from "../pdf/figures";
import type { InvestorDocument } from "../pdf/spec";
import { quarters } from "./figures";
import contentFile from "../../../content/documents/release-resultados-3t26.json";
import { irSection } from "./common";
import { documentTexts } from "./content";

const content = documentTexts(contentFile, "release-resultados-3t26");

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
  title: content.localized("title"),
  summary: content.localized("summary"),
  build(lang: Lang) {
    const T = content.translator(lang);
    const labels = lang === "en" ? q.labelsEn : lang === "es" ? q.labelsEs : q.labels;
    const var_ = (a: number, b: number) => `${a >= b ? "+" : ""}${pct((a / b - 1) * 100, lang)}`;
    const m = (x: number) => num(x, lang, 1);
    const marginQ = (i: number) => (ebitdaQ[i] / revenue[i]) * 100;
    const cur = 4;
    const prev = 0;
    return {
      lang,
      title: this.title[lang],
      subtitle: T("resultsForTheThird"),
      section: irSection[lang],
      dateLabel: T("saoPaulo") + longDate(this.date, lang),
      subject: this.summary[lang],
      keywords: ["Circulare", T("results"), labels[cur]],
      blocks: [
        { kind: "h1", text: T("quarterHighlights") },
        {
          kind: "kpis",
          items: [
            {
              value: `R$ ${m(revenue[cur])} mi`,
              label: T("netRevenueYY", { changeRevenueCur: var_(revenue[cur], revenue[prev]) }),
            },
            {
              value: `R$ ${m(ebitdaQ[cur])} mi`,
              label: T("ebitdaMargin", { marginQ: pct(marginQ(cur), lang) }),
            },
            {
              value: `R$ ${m(q.netIncome3Q.q3_26)} mi`,
              label: T("netIncomeYY", { changeQ326: var_(q.netIncome3Q.q3_26, q.netIncome3Q.q3_25) }),
            },
            {
              value: `${m(litres[cur])} mi L`,
              label: T("ofUsedOilCollected"),
            },
            {
              value: `${m(q.baseOil3Q.q3_26)} mi L`,
              label: T("ofG2BaseOil"),
            },
            {
              value: `${num(q.netDebt3Q26 / ltmEbitda, lang, 2)}x`,
              label: T("netDebtEbitdaLast"),
            },
          ],
        },
        {
          kind: "p",
          text: T("in3q26CirculareCollected", {
            litresCur: m(litres[cur]),
            changeLitresCur: var_(litres[cur], litres[prev]),
            revenueCur: m(revenue[cur]),
            ebitdaQCur: m(ebitdaQ[cur]),
          }),
        },
        {
          kind: "p",
          text: T("theReRefiningYield"),
        },
        { kind: "pageBreak" },
        { kind: "h1", text: T("quarterlyTrend") },
        {
          kind: "line",
          title: T("netRevenueAndEbitda"),
          unit: T("rMillion"),
          categories: labels,
          series: [
            { name: T("netRevenue"), values: revenue },
            { name: "EBITDA", values: ebitdaQ },
          ],
          decimals: 1,
          height: 210,
        },
        {
          kind: "line",
          title: T("usedOilCollectedBy"),
          unit: T("millionLiters"),
          categories: labels,
          series: [{ name: T("litersCollected"), values: litres }],
          decimals: 1,
          height: 170,
        },
        { kind: "pageBreak" },
        {
          kind: "h1",
          text: T("financialAndOperatingIndicators"),
        },
        {
          kind: "table",
          columns: [T("rMillion"), labels[cur], labels[prev], T("change"), T("n9m26"), T("n9m25"), T("change")],
          widths: [2.4, 1, 1, 0.9, 1, 1, 0.9],
          rows: [
            [
              T("netRevenue"),
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
              T("ebitdaMargin2"),
              pct(marginQ(cur), lang),
              pct(marginQ(prev), lang),
              "",
              pct((nine.ebitda[0] / nine.revenue[0]) * 100, lang),
              pct((nine.ebitda[1] / nine.revenue[1]) * 100, lang),
              "",
            ],
            [
              T("netIncome"),
              m(q.netIncome3Q.q3_26),
              m(q.netIncome3Q.q3_25),
              var_(q.netIncome3Q.q3_26, q.netIncome3Q.q3_25),
              "",
              "",
              "",
            ],
            [
              T("usedOilCollectedMillion"),
              m(litres[cur]),
              m(litres[prev]),
              var_(litres[cur], litres[prev]),
              m(nine.litres[0]),
              m(nine.litres[1]),
              var_(nine.litres[0], nine.litres[1]),
            ],
            [
              T("g2BaseOilProduced"),
              m(q.baseOil3Q.q3_26),
              m(q.baseOil3Q.q3_25),
              var_(q.baseOil3Q.q3_26, q.baseOil3Q.q3_25),
              "",
              "",
              "",
            ],
          ],
        },
        { kind: "h2", text: T("debtAndInvestment") },
        {
          kind: "p",
          text: T("netDebtEndedSeptember", {
            netDebt3Q26: m(q.netDebt3Q26),
            netDebt3Q26PerLtmEbitda: num(q.netDebt3Q26 / ltmEbitda, lang, 2),
            ltmEbitda: m(ltmEbitda),
            capex9M26: m(q.capex9M26),
          }),
        },
        { kind: "h2", text: T("outlook") },
        {
          kind: "p",
          text: T("forTheFourthQuarter"),
        },
        {
          kind: "note",
          text: T("quarterlyInformationIsUnaudited"),
        },
      ],
    };
  },
};
