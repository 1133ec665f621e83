/** Sustainability report 2025 (content/uploads/relatorio-de-sustentabilidade-2025.<lang>.pdf), ten chapters. */
import { longDate, num, pct, type Lang, type Localized } from "../pdf/figures";
import type { DocumentSpec } from "../pdf/spec";
import {
  allocatedTotal,
  averageYield,
  co2FactorKgPerLitre,
  company,
  greenBond,
  operations,
  people,
  projetoH,
  waste,
} from "./figures";
import contentFile from "../../../content/documents/relatorio-sustentabilidade-2025.json";
import { documentTexts } from "./content";

const content = documentTexts(contentFile, "relatorio-sustentabilidade-2025");

export const sustainabilityReport = {
  minPages: 10,
  date: "2026-04-28",
  title: content.localized("sustainabilityReport2025") satisfies Localized,
};

export function buildSustainabilityReport(lang: Lang): DocumentSpec {
  const T = content.translator(lang);
  const n0 = (x: number) => num(x, lang, 0);
  const n1 = (x: number) => num(x, lang, 1);
  const last = 4;
  const collected = operations.collected[last];
  const baseOil = operations.baseOil[last];
  const co2 = operations.co2AvoidedKt[last];
  const yieldPct = pct(averageYield(last), lang);
  const h = projetoH;
  return {
    lang,
    title: sustainabilityReport.title[lang],
    subtitle: T("collectionAndReRefining"),
    section: T("sustainability"),
    dateLabel: T("publishedOn") + longDate(sustainabilityReport.date, lang),
    subject: T("circulareSAnnualSustainability"),
    keywords: ["Circulare", T("sustainability2"), T("usedOil"), "2025"],
    blocks: [
      // 2. Message from the CEO
      { kind: "h1", text: T("messageFromTheCeo") },
      {
        kind: "p",
        text: T("in2025WeCollected", { collected: n1(collected), baseOil: n1(baseOil) }),
      },
      {
        kind: "p",
        text: T("itWasAlsoA"),
      },
      {
        kind: "p",
        text: T("thisReportAlsoShows"),
      },
      {
        kind: "p",
        text: T("myThanksToCirculare", { employees: n0(company.employees) }),
      },
      {
        kind: "note",
        text: T("chiefExecutiveOfficerCirculare"),
      },
      { kind: "pageBreak" },
      // 3. Who we are
      { kind: "h1", text: T("whoWeAre") },
      {
        kind: "p",
        text: T("circulareWasFoundedIn"),
      },
      {
        kind: "kpis",
        items: [
          {
            value: n0(operations.employeesEndOfYear),
            label: T("employeesAt31Dec"),
          },
          {
            value: String(company.trucks),
            label: T("collectionTrucks"),
          },
          {
            value: "13",
            label: T("operationalBasesIn2025"),
          },
          {
            value: n0(operations.generators[last]),
            label: T("generatorsServedInThe"),
          },
          {
            value: `${company.maxRecoveryPercent}%`,
            label: T("ofEachLiterRecoverable"),
          },
          {
            value: "1998",
            label: T("foundedInSaoPaulo"),
          },
        ],
      },
      { kind: "h2", text: T("ourProducts") },
      {
        kind: "bullets",
        items: [T("g2ApiGroupIi"), T("lwomaHydraulicGearAnd"), T("lwVoltDielectricFluids"), T("foodGradeNsfH1")],
      },
      { kind: "pageBreak" },
      // 4. Collection and re-refining
      { kind: "h1", text: T("collectionAndReRefining2") },
      {
        kind: "p",
        text: T("conamaResolution3622005", {
          collected: n1(collected),
          yieldPct,
          maxRecoveryPercent: company.maxRecoveryPercent,
        }),
      },
      {
        kind: "bar",
        title: T("usedOilCollectedAnd"),
        unit: T("millionLiters"),
        categories: operations.years,
        series: [
          { name: T("usedOilCollected"), values: operations.collected },
          {
            name: T("baseOilRecovered"),
            values: operations.baseOil,
          },
        ],
        decimals: 1,
        height: 190,
      },
      {
        kind: "table",
        columns: [T("indicator"), ...operations.years],
        widths: [2.4, 1, 1, 1, 1, 1],
        rows: [
          [T("usedOilCollectedMillion"), ...operations.collected.map(n1)],
          [T("baseOilRecoveredMillion"), ...operations.baseOil.map(n1)],
          [T("averageYield"), ...operations.years.map((_, i) => pct(averageYield(i), lang))],
          [T("generatorsServed"), ...operations.generators.map(n0)],
        ],
      },
      { kind: "pageBreak" },
      // 5. Climate
      {
        kind: "h1",
        text: T("climateAndAvoidedEmissions"),
      },
      {
        kind: "p",
        text: T("reRefiningUsedOil", { co2: n1(co2), co2FactorKgPerLitre: num(co2FactorKgPerLitre, lang, 2) }),
      },
      {
        kind: "bar",
        title: T("emissionsAvoidedByRe"),
        unit: T("thousandTCo2e"),
        categories: operations.years,
        series: [{ name: "CO2e", values: operations.co2AvoidedKt }],
        decimals: 1,
        height: 160,
      },
      {
        kind: "line",
        title: T("fleetEmissionIntensity"),
        unit: T("kgCo2PerThousand"),
        categories: operations.years,
        series: [{ name: T("fleet"), values: operations.fleetIntensity }],
        decimals: 1,
        height: 150,
      },
      {
        kind: "note",
        text: T("theInventoryCoversDirect"),
      },
      { kind: "pageBreak" },
      // 6. Waste management
      { kind: "h1", text: T("wasteManagement") },
      {
        kind: "p",
        text: T("beyondOilWeHandle", {
          managedKtLast: n0(waste.managedKt[last]),
          divertedPercentLast: pct(waste.divertedPercent[last], lang, 0),
          totalManagementSites: waste.totalManagementSites,
        }),
      },
      {
        kind: "bar",
        title: T("wasteManagedForClients"),
        unit: T("thousandMetricTons"),
        categories: waste.years,
        series: [{ name: T("wasteManaged"), values: waste.managedKt }],
        height: 160,
      },
      {
        kind: "table",
        columns: [T("destinationOfTotalManaged"), ...waste.years],
        widths: [2.4, 1, 1, 1, 1, 1],
        rows: [
          [T("keptOutOfLandfill"), ...waste.divertedPercent.map((x) => pct(x, lang, 0))],
          [T("licensedLandfill"), ...waste.divertedPercent.map((x) => pct(100 - x, lang, 0))],
        ],
      },
      { kind: "pageBreak" },
      // 7. People and safety
      { kind: "h1", text: T("peopleAndSafety") },
      {
        kind: "p",
        text: T("weEnded2025With", {
          employeesEndOfYear: n0(operations.employeesEndOfYear),
          ltifr2: num(people.ltifr[2], lang, 2),
        }),
      },
      {
        kind: "table",
        columns: [T("indicator"), ...people.years],
        widths: [2.6, 1, 1, 1],
        rows: [
          [T("lostTimeInjuryFrequency"), ...people.ltifr.map((x) => num(x, lang, 2))],
          [T("fatalities"), "0", "0", "0"],
          [T("trainingHoursPerEmployee"), ...people.trainingHours.map(n0)],
          [T("womenInTheWorkforce"), ...people.womenPercent.map((x) => pct(x, lang, 0))],
        ],
      },
      {
        kind: "line",
        title: T("lostTimeInjuryFrequency2"),
        unit: T("perMillionHoursWorked"),
        categories: people.years,
        series: [{ name: "LTIFR", values: people.ltifr }],
        decimals: 2,
        height: 150,
      },
      { kind: "pageBreak" },
      // 8. Projeto H+
      { kind: "h1", text: T("projetoH") },
      {
        kind: "p",
        text: T("createdInProjetoH", {
          since: h.since,
          classesLast: h.classes[last],
          graduatesLast: n0(h.graduates[last]),
          hiringRateLast: pct(h.hiringRate[last], lang, 0),
          hiredByCirculare2025: h.hiredByCirculare2025,
          graduatesSince2016: n0(h.graduatesSince2016),
        }),
      },
      {
        kind: "bar",
        title: T("graduatesPerYear"),
        unit: T("youngPeople"),
        categories: h.years,
        series: [{ name: T("graduates"), values: h.graduates }],
        height: 150,
      },
      {
        kind: "table",
        columns: [T("projetoH"), ...h.years],
        widths: [2.4, 1, 1, 1, 1, 1],
        rows: [
          [T("classes"), ...h.classes.map(n0)],
          [T("graduates"), ...h.graduates.map(n0)],
          [T("hiringRateWithin6"), ...h.hiringRate.map((x) => pct(x, lang, 0))],
        ],
      },
      { kind: "pageBreak" },
      // 9. Governance and certifications
      {
        kind: "h1",
        text: T("governanceAndCertifications"),
      },
      {
        kind: "p",
        text: T("ourEnvironmentalAndQuality"),
      },
      {
        kind: "bullets",
        items: [
          T("codeOfEthicsAnd"),
          T("independentWhistleblowingChannelWith"),
          T("auditedFinancialStatementsAnd"),
          T("rMillionGreenDebentures", { totalMillion: greenBond.totalMillion, allocatedTotal: n1(allocatedTotal) }),
          T("safetyEthicsAndEnvironmental"),
        ],
      },
      {
        kind: "table",
        columns: [T("certification"), T("since"), T("scope")],
        widths: [1.2, 0.6, 3],
        align: ["left", "left", "left"],
        rows: [
          ["ISO 14001", "2007", T("collectionTransportAndRe")],
          ["ISO 9001", "2011", T("reRefiningBaseOil")],
        ],
      },
      { kind: "pageBreak" },
      // 10. Targets for 2030
      { kind: "h1", text: T("targetsFor2030") },
      {
        kind: "table",
        columns: [T("target"), T("n2025"), T("n2030")],
        widths: [3, 1, 1],
        rows: [
          [T("usedOilCollectedMillion2"), n1(collected), "320"],
          [T("averageReRefiningYield"), yieldPct, pct(72, lang, 0)],
          [T("fleetEmissionsKgCo2"), n1(operations.fleetIntensity[last]), n1(70)],
          [T("clientWasteKeptOut"), pct(waste.divertedPercent[last], lang, 0), pct(80, lang, 0)],
          [T("lostTimeInjuryFrequency3"), num(people.ltifr[2], lang, 2), num(0.8, lang, 2)],
          [T("projetoHGraduatesCumulative"), n0(h.graduatesSince2016), n0(4000)],
          [T("womenInTheWorkforce"), pct(people.womenPercent[2], lang, 0), pct(30, lang, 0)],
        ],
      },
      {
        kind: "p",
        text: T("theTargetsWereApproved"),
      },
      { kind: "pageBreak" },
      // 11. GRI-style index
      {
        kind: "h1",
        text: T("contentIndexGriStyle"),
      },
      {
        kind: "table",
        columns: [T("disclosure"), T("description"), T("page")],
        widths: [0.9, 3.2, 0.6],
        align: ["left", "left", "right"],
        rows: [
          ["2-1", T("organizationalDetails"), "3"],
          ["2-6", T("activitiesValueChainAnd"), "3"],
          ["2-7", T("employees"), "7"],
          ["2-9", T("governanceStructure"), "9"],
          ["2-22", T("statementOnSustainableDevelopment"), "2"],
          ["2-26", T("mechanismsForSeekingAdvice"), "9"],
          ["301-2", T("recycledInputMaterialsUsed"), "4"],
          ["305-4", T("ghgEmissionsIntensity"), "5"],
          ["305-5", T("reductionOfGhgEmissions"), "5"],
          ["306-2", T("managementOfSignificantWaste"), "6"],
          ["306-4", T("wasteDivertedFromDisposal"), "6"],
          ["403-9", T("workRelatedInjuries"), "7"],
          ["404-1", T("averageHoursOfTraining"), "7"],
          ["413-1", T("operationsWithLocalCommunity"), "8"],
        ],
      },
      {
        kind: "note",
        text: T("thisReportWasPrepared"),
      },
    ],
  };
}
