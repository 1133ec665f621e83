/** Green debentures: allocation of proceeds and impact indicators at 31 December 2025. */
import { longDate, num, pct, type Lang } from "../pdf/figures";
import type { InvestorDocument } from "../pdf/spec";
import { allocated, allocatedTotal, averageYield, greenBond, operations, round } from "./figures";
import contentFile from "../../../content/documents/relatorio-alocacao-verde-2025.json";
import { irSection } from "./common";
import { documentTexts } from "./content";

const content = documentTexts(contentFile, "relatorio-alocacao-verde-2025");

const g = greenBond;
const a = g.allocation;

export const relatorioAlocacaoVerde2025: InvestorDocument = {
  slug: "relatorio-alocacao-verde-2025",
  category: "bonds",
  date: "2026-04-15",
  minPages: 3,
  title: content.localized("title"),
  summary: content.localized("summary"),
  build(lang: Lang) {
    const T = content.translator(lang);
    const m = (x: number) => num(x, lang, 1);
    const share = pct((allocatedTotal / g.totalMillion) * 100, lang);
    const pending = round(g.totalMillion - allocatedTotal);
    const cat = {
      rerefining: T("reRefiningPaulinia"),
      fleet: T("collectionFleet"),
    };
    const intensityChange = pct((operations.fleetIntensity[4] / operations.fleetIntensity[1] - 1) * 100, lang);
    const energyChange = pct((g.impact.energyPerM3After / g.impact.energyPerM3Before - 1) * 100, lang);
    return {
      lang,
      title: this.title[lang],
      subtitle: T("firstGreenDebentureIssue", { issueDateDate: longDate(g.issueDate, lang) }),
      section: irSection[lang],
      dateLabel: T("publishedOn") + longDate(this.date, lang),
      subject: this.summary[lang],
      keywords: ["Circulare", T("greenDebentures"), T("allocation")],
      blocks: [
        { kind: "h1", text: T("allocationOfProceeds") },
        {
          kind: "kpis",
          items: [
            {
              value: `R$ ${m(allocatedTotal)} mi`,
              label: T("allocatedOfRMillion", { totalMillion: g.totalMillion }),
            },
            {
              value: share,
              label: T("ofTheIssueAlready"),
            },
            {
              value: `R$ ${m(pending)} mi`,
              label: T("toBeAllocatedIn"),
            },
          ],
        },
        {
          kind: "table",
          columns: [T("eligibleCategoryRMillion"), T("planned"), ...a.years, T("allocated"), "%"],
          widths: [2.4, 0.9, 0.8, 0.8, 0.8, 0.9, 0.7],
          strong: [2],
          rows: [
            [
              cat.rerefining,
              m(g.categories[0].amountMillion),
              ...a.rerefining.map(m),
              m(allocated.rerefining),
              pct((allocated.rerefining / g.categories[0].amountMillion) * 100, lang),
            ],
            [
              cat.fleet,
              m(g.categories[1].amountMillion),
              ...a.fleet.map(m),
              m(allocated.fleet),
              pct((allocated.fleet / g.categories[1].amountMillion) * 100, lang),
            ],
            [
              T("total"),
              m(g.totalMillion),
              ...a.years.map((_, i) => m(round(a.rerefining[i] + a.fleet[i]))),
              m(allocatedTotal),
              share,
            ],
          ],
        },
        {
          kind: "bar",
          title: T("allocationByYearAnd"),
          unit: T("rMillion"),
          categories: a.years,
          series: [
            { name: cat.rerefining, values: a.rerefining },
            { name: cat.fleet, values: a.fleet },
          ],
          decimals: 1,
          height: 180,
        },
        {
          kind: "p",
          text: T("theFleetCategoryWas", { pending: m(pending) }),
        },
        { kind: "pageBreak" },
        { kind: "h1", text: T("impactIndicators") },
        {
          kind: "table",
          columns: [T("indicator"), T("baseline"), "2025"],
          widths: [2.6, 1, 1],
          rows: [
            [
              T("processingCapacityAtPaulinia"),
              num(g.impact.capacityBefore, lang, 0),
              num(g.impact.capacityAfter, lang, 0),
            ],
            [T("usedOilReRefined"), m(operations.collected[1]), m(operations.collected[4])],
            [T("baseOilRecoveredMillion"), m(operations.baseOil[1]), m(operations.baseOil[4])],
            [T("averageReRefiningYield"), pct(averageYield(1), lang), pct(averageYield(4), lang)],
            [T("energyPerMOf"), num(g.impact.energyPerM3Before, lang, 0), num(g.impact.energyPerM3After, lang, 0)],
            [T("trucksReplacedCumulative"), "0", num(g.impact.trucksReplaced, lang, 0)],
            [T("fleetEmissionsKgCo2"), m(operations.fleetIntensity[1]), m(operations.fleetIntensity[4])],
            [T("emissionsAvoidedByRe"), m(operations.co2AvoidedKt[1]), m(operations.co2AvoidedKt[4])],
          ],
        },
        {
          kind: "note",
          text: T("baseline2022TheLast"),
        },
        {
          kind: "line",
          title: T("fleetEmissionsPerThousand"),
          unit: T("kgCo2ThousandLiters"),
          categories: operations.years,
          series: [
            {
              name: T("fleetIntensity"),
              values: operations.fleetIntensity,
            },
          ],
          decimals: 1,
          height: 170,
        },
        {
          kind: "p",
          text: T("since2022TheFleet", {
            intensityChange: intensityChange.replace("-", ""),
            energyChange: energyChange.replace("-", ""),
          }),
        },
        { kind: "pageBreak" },
        { kind: "h1", text: T("methodAndVerification") },
        {
          kind: "bullets",
          items: [
            T("eachDisbursementIsBooked"),
            T("operatingIndicatorsComeFrom"),
            T("theAllocationWasSubject", { auditor: g.auditor }),
            T("theTrusteeReceivedThis", { trustee: g.trustee }),
          ],
        },
        { kind: "h2", text: T("nextSteps") },
        {
          kind: "p",
          text: T("theNextReportCovering"),
        },
      ],
    };
  },
};
