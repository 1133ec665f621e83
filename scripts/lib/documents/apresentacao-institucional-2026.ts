/** Institutional presentation 2026 (landscape A4): the company, the business model, products, results and ESG. */
import { longDate, num, pct, type Lang } from "../pdf/figures";
import type { InvestorDocument } from "../pdf/spec";
import { allocatedTotal, company, ebitda, greenBond, history, income, netDebt, operations, projetoH } from "./figures";
import contentFile from "../../../content/documents/apresentacao-institucional-2026.json";
import { irSection } from "./common";
import { documentTexts } from "./content";

const content = documentTexts(contentFile, "apresentacao-institucional-2026");

export const apresentacaoInstitucional2026: InvestorDocument = {
  slug: "apresentacao-institucional-2026",
  category: "financeiras",
  date: "2026-05-20",
  minPages: 4,
  title: content.localized("title"),
  summary: content.localized("summary"),
  build(lang: Lang) {
    const T = content.translator(lang);
    const nd = netDebt();
    const cagr = pct(((history.revenue[4] / history.revenue[0]) ** (1 / 4) - 1) * 100, lang);
    return {
      lang,
      landscape: true,
      title: this.title[lang],
      subtitle: T("weTurnUsedLubricating"),
      section: irSection[lang],
      dateLabel: longDate(this.date, lang),
      subject: this.summary[lang],
      keywords: ["Circulare", T("corporatePresentation")],
      blocks: [
        { kind: "h1", text: T("circulareInFigures") },
        {
          kind: "kpis",
          items: [
            {
              value: `${company.litresCollectedMillion} mi`,
              label: T("litersOfUsedOil"),
            },
            {
              value: `${company.maxRecoveryPercent}%`,
              label: T("ofEachLiterRecovered"),
            },
            {
              value: T("n45000"),
              label: T("generatorsServedAYear"),
            },
            {
              value: String(company.trucks),
              label: T("collectionTrucks"),
            },
            {
              value: String(company.bases),
              label: T("operationalBasesAcrossBrazil"),
            },
            {
              value: T("n1300"),
              label: T("employeesApproximately"),
            },
            {
              value: "ISO 14001",
              label: T("certifiedEnvironmentalManagement"),
            },
            {
              value: "ISO 9001",
              label: T("certifiedQualityManagement"),
            },
          ],
        },
        {
          kind: "p",
          text: T("foundedIn1998In"),
        },
        { kind: "pageBreak" },
        {
          kind: "h1",
          text: T("businessModelAClosed"),
        },
        {
          kind: "table",
          columns: [T("stage"), T("whatWeDo"), T("revenue")],
          widths: [1, 3, 1.4],
          align: ["left", "left", "left"],
          rows: [
            [T("n1Collection"), T("freeCollectionOfUsed"), T("feedstockForReRefining")],
            [T("n2ReRefining"), T("dehydrationVacuumDistillationAnd"), T("salesOfG2Base")],
            [T("n3Products"), T("lwomaIndustrialLubricantsLw"), T("salesOfLubricantsAnd")],
            [T("n4EnvironmentalSolutions"), T("wasteManagementAndOn"), T("serviceContracts")],
          ],
        },
        {
          kind: "p",
          text: T("whenTheLubricantsReach"),
        },
        { kind: "pageBreak" },
        {
          kind: "h1",
          text: T("growthWithFinancialDiscipline"),
        },
        {
          kind: "bar",
          title: T("netRevenueAndEbitda"),
          unit: T("rMillion"),
          categories: history.years,
          series: [
            { name: T("netRevenue"), values: history.revenue },
            { name: "EBITDA", values: history.ebitda },
          ],
          decimals: 0,
          height: 200,
        },
        {
          kind: "bullets",
          items: [
            T("revenueGrewAYear", { cagr, ebitda0PerRevenue0: pct((ebitda[0] / income.revenue[0]) * 100, lang) }),
            T("netDebtOfR", { nd0: num(nd[0], lang), nd0PerEbitda0: num(nd[0] / ebitda[0], lang, 2) }),
          ],
        },
        { kind: "pageBreak" },
        { kind: "h1", text: T("esgAgenda") },
        {
          kind: "bar",
          title: T("baseOilRecoveredAnd"),
          unit: T("millionLitersThousandT"),
          categories: operations.years,
          series: [
            {
              name: T("baseOilMillionLiters"),
              values: operations.baseOil,
            },
            {
              name: T("co2eAvoidedThousandT"),
              values: operations.co2AvoidedKt,
            },
          ],
          decimals: 1,
          height: 170,
        },
        {
          kind: "bullets",
          items: [
            T("rMillionGreenDebentures", {
              totalMillion: greenBond.totalMillion,
              allocatedTotal: num(allocatedTotal, lang),
            }),
            T("projetoHYoungDrivers", {
              graduatesSince2016: num(projetoH.graduatesSince2016, lang, 0),
              since: projetoH.since,
            }),
            T("managementSystemsCertifiedTo"),
            T("annualSustainabilityReportWith"),
          ],
        },
        {
          kind: "note",
          text: T("contactInvestorRelationsThrough"),
        },
      ],
    };
  },
};
