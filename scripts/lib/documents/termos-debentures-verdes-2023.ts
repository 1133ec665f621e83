/** Summary of the terms of the 2023 green debentures (two series), use of proceeds and covenants. */
import { longDate, num, type Lang } from "../pdf/figures";
import type { InvestorDocument } from "../pdf/spec";
import { greenBond } from "./figures";
import contentFile from "../../../content/documents/termos-debentures-verdes-2023.json";
import { irSection } from "./common";
import { documentTexts } from "./content";

const content = documentTexts(contentFile, "termos-debentures-verdes-2023");

const g = greenBond;
const [s1, s2] = g.series;

export const termosDebenturesVerdes2023: InvestorDocument = {
  slug: "termos-debentures-verdes-2023",
  category: "bonds",
  date: "2023-06-15",
  minPages: 4,
  title: content.localized("title"),
  summary: content.localized("summary"),
  build(lang: Lang) {
    const T = content.translator(lang);
    const money = (million: number) => `R$ ${num(million * 1_000_000, lang, 2)}`;
    const d = (iso: string) => longDate(iso, lang);
    const categoryName = {
      rerefining: T("pollutionPreventionAndControl"),
      fleet: T("cleanTransportationRenewalOf"),
    };
    return {
      lang,
      title: this.title[lang],
      subtitle: T("firstIssueOfSimple", { totalMillion: money(g.totalMillion) }),
      section: irSection[lang],
      dateLabel: T("issueDate") + d(g.issueDate),
      subject: this.summary[lang],
      keywords: ["Circulare", T("greenDebentures"), "green bond", g.trustee],
      blocks: [
        { kind: "h1", text: T("keyTerms") },
        {
          kind: "p",
          text: T("thisDocumentSummarizesThe"),
        },
        {
          kind: "table",
          columns: [T("item"), T("term")],
          widths: [1.3, 3],
          align: ["left", "left"],
          rows: [
            [T("issuer"), "Circulare S.A."],
            [T("totalAmount"), money(g.totalMillion)],
            [
              T("numberOfDebentures"),
              `${num(g.units, lang, 0)} ${T("debenturesWithAUnit")} R$ ${num(g.unitValue, lang, 2)}`,
            ],
            [
              T("series"),
              T("two1stSeriesOf", {
                units: num(s1.units, lang, 0),
                amountMillion: money(s1.amountMillion),
                units2: num(s2.units, lang, 0),
                amountMillion2: money(s2.amountMillion),
              }),
            ],
            [T("issueDate2"), d(g.issueDate)],
            [T("typeAndForm"), T("unsecuredRegisteredAndBook")],
            [T("offering"), T("publicOfferingUnderThe")],
            [T("label"), T("greenDebenturesAlignedWith")],
            [T("trustee"), g.trustee],
            [T("leadArranger"), g.leadArranger],
            [T("arranger"), g.coArranger],
            [T("registrarAndPayingAgent"), g.bookkeeper],
            [T("creditRating"), T("onTheNationalScale", { rating: g.rating, ratingAgency: g.ratingAgency })],
            [T("secondPartyOpinion"), g.spo],
          ],
        },
        { kind: "pageBreak" },
        {
          kind: "h1",
          text: T("seriesTenorsAndInterest"),
        },
        {
          kind: "table",
          columns: [T("term"), T("n1stSeries"), T("n2ndSeries")],
          widths: [1.2, 1.6, 1.6],
          align: ["left", "left", "left"],
          rows: [
            [T("amount"), money(s1.amountMillion), money(s2.amountMillion)],
            [T("tenor"), T("n5Years"), T("n7Years")],
            [T("maturity"), d(s1.maturity), d(s2.maturity)],
            [T("inflationRestatement"), T("none"), T("accumulatedChangeInIpca")],
            [T("interest"), s1.rate[lang], s2.rate[lang]],
            [T("interestPayments"), T("semiAnnualOn15"), T("annualOn15June")],
            [
              T("amortization"),
              T("twoEqualAnnualInstalments", { first: d(s1.amortisation[0]), second: d(s1.amortisation[1]) }),
              T("threeEqualAnnualInstalments", { amortisation: s2.amortisation.map(d).join(", ") }),
            ],
            [T("optionalEarlyRedemption"), T("allowedFrom15June"), T("asAllowedByThe")],
          ],
        },
        {
          kind: "p",
          text: T("cdiIsTheBrazilian"),
        },
        {
          kind: "h2",
          text: T("principalRepaymentSchedule"),
        },
        {
          kind: "bar",
          title: T("principalRepaidPerYear"),
          unit: T("rMillion"),
          categories: ["2027", "2028", "2029", "2030"],
          series: [
            { name: T("n1stSeries"), values: [150, 150, 0, 0] },
            { name: T("n2ndSeries"), values: [0, 66.7, 66.7, 66.6] },
          ],
          decimals: 1,
          height: 170,
        },
        { kind: "pageBreak" },
        { kind: "h1", text: T("useOfProceeds") },
        {
          kind: "p",
          text: T("theNetProceedsWill"),
        },
        {
          kind: "table",
          columns: [T("eligibleCategory"), T("projects"), T("rMillion")],
          widths: [2, 2.6, 0.8],
          align: ["left", "left", "right"],
          strong: [2],
          rows: [
            [
              categoryName.rerefining,
              T("newVacuumDistillationUnit", {
                capacityBefore: g.impact.capacityBefore,
                capacityAfter: g.impact.capacityAfter,
              }),
              num(g.categories[0].amountMillion, lang, 1),
            ],
            [categoryName.fleet, T("replacementOfCollectionTrucks"), num(g.categories[1].amountMillion, lang, 1)],
            [T("total"), "", num(g.totalMillion, lang, 1)],
          ],
        },
        {
          kind: "h2",
          text: T("selectionManagementAndReporting"),
        },
        {
          kind: "bullets",
          items: [
            T("aGreenFinanceCommittee"),
            T("unallocatedProceedsAreKept"),
            T("anAnnualAllocationAnd"),
            T("issuedASecondParty", { spo: g.spo }),
          ],
        },
        { kind: "pageBreak" },
        {
          kind: "h1",
          text: T("covenantsAndEventsOf"),
        },
        {
          kind: "table",
          columns: [T("financialCovenant"), T("limit"), T("tested")],
          widths: [2.2, 1, 1.4],
          align: ["left", "left", "left"],
          rows: [
            [
              T("netDebtEbitda"),
              T("atMostTimes", { covenantNetDebtToEbitda: num(g.covenantNetDebtToEbitda, lang) }),
              T("annuallyOnTheAudited"),
            ],
            [
              T("ebitdaNetFinanceCost"),
              T("atLeastTimes", { covenantInterestCover: num(g.covenantInterestCover, lang) }),
              T("annuallyOnTheAudited"),
            ],
          ],
        },
        {
          kind: "h2",
          text: T("mainEventsOfDefault"),
        },
        {
          kind: "bullets",
          items: [
            T("failureToPayAny"),
            T("breachOfTheFinancial"),
            T("accelerationOfOtherDebt"),
            T("lossOrSuspensionFor"),
            T("filingForJudicialOr"),
          ],
        },
        { kind: "h2", text: T("reportingObligations") },
        {
          kind: "bullets",
          items: [
            T("publishAuditedAnnualFinancial"),
            T("sendTheTrusteeThe", { trustee: g.trustee }),
            T("publishTheAnnualReport"),
            T("keepTheCreditRating", { ratingAgency: g.ratingAgency }),
          ],
        },
        {
          kind: "note",
          text: T("thisSummaryIsFor"),
        },
      ],
    };
  },
};
