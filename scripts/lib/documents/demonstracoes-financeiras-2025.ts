/** Annual financial statements 2025: highlights, income statement, balance sheet, cash flow and selected notes. */
import { longDate, num, pct, type Lang } from "../pdf/figures";
import type { InvestorDocument } from "../pdf/spec";
import {
  allocatedTotal,
  balance,
  balanceSheet,
  cashFlow2025,
  debt,
  depreciation2025,
  dividendsDeclared,
  ebit,
  ebitda,
  financialResult,
  greenBond,
  grossProfit,
  history,
  income,
  leases,
  netDebt,
  netIncome,
  operations,
  profitBeforeTax,
  totalDebt,
} from "./figures";
import contentFile from "../../../content/documents/demonstracoes-financeiras-2025.json";
import { irSection } from "./common";
import { documentTexts } from "./content";

const content = documentTexts(contentFile, "demonstracoes-financeiras-2025");

export const demonstracoesFinanceiras2025: InvestorDocument = {
  slug: "demonstracoes-financeiras-2025",
  category: "financeiras",
  date: "2026-03-18",
  minPages: 5,
  title: content.localized("title"),
  summary: content.localized("summary"),
  build(lang: Lang) {
    const T = content.translator(lang);
    const m = (x: number) => num(x, lang, 1, true);
    const pair = (xs: number[]) => [m(xs[0]), m(xs[1])];
    const bs = balanceSheet();
    const cf = cashFlow2025();
    const nd = netDebt();
    const margin = (i: number) => pct((ebitda[i] / income.revenue[i]) * 100, lang);
    const growth = pct((income.revenue[0] / income.revenue[1] - 1) * 100, lang);
    const cols = [T("rMillion"), "2025", "2024"];
    const s1 = greenBond.series[0];
    const s2 = greenBond.series[1];
    return {
      lang,
      title: this.title[lang],
      subtitle: T("financialYearEnded31"),
      section: irSection[lang],
      dateLabel: T("publishedOn") + longDate(this.date, lang),
      subject: this.summary[lang],
      keywords: ["Circulare", T("financialStatements"), "2025"],
      blocks: [
        { kind: "h1", text: T("n2025Highlights") },
        {
          kind: "kpis",
          items: [
            {
              value: `R$ ${num(income.revenue[0], lang)} mi`,
              label: T("netRevenueOn2024", { growth }),
            },
            {
              value: `R$ ${num(ebitda[0], lang)} mi`,
              label: T("ebitdaMargin", { margin: margin(0) }),
            },
            {
              value: `R$ ${num(netIncome[0], lang)} mi`,
              label: T("netIncomeForThe"),
            },
            {
              value: `${num(operations.collected[4], lang, 0)} mi L`,
              label: T("ofUsedOilCollected"),
            },
            {
              value: `${num(nd[0] / ebitda[0], lang, 2)}x`,
              label: T("netDebtEbitda"),
            },
            {
              value: `R$ ${num(-cf.investingTotal, lang)} mi`,
              label: T("capitalExpenditureInThe"),
            },
          ],
        },
        {
          kind: "p",
          text: T("netRevenueGrewIn", {
            growth,
            ebitda0: num(ebitda[0], lang),
            margin: margin(0),
            margin2: margin(1),
            nd0: num(nd[0], lang),
            nd0PerEbitda0: num(nd[0] / ebitda[0], lang, 2),
          }),
        },
        {
          kind: "bar",
          title: T("netRevenueAndEbitda"),
          unit: T("rMillion2"),
          categories: history.years,
          series: [
            { name: T("netRevenue"), values: history.revenue },
            { name: "EBITDA", values: history.ebitda },
          ],
          decimals: 0,
          height: 200,
        },
        { kind: "pageBreak" },
        { kind: "h1", text: T("incomeStatement") },
        {
          kind: "table",
          columns: cols,
          widths: [3, 1, 1],
          strong: [2, 6, 9, 11],
          rows: [
            [T("netOperatingRevenue"), ...pair(income.revenue)],
            [T("costOfGoodsSold"), ...pair(income.cost)],
            [T("grossProfit"), ...pair(grossProfit)],
            [T("sellingExpenses"), ...pair(income.selling)],
            [T("generalAndAdministrativeExpenses"), ...pair(income.admin)],
            [T("otherOperatingIncomeExpenses"), ...pair(income.otherOperating)],
            [T("operatingProfitEbit"), ...pair(ebit)],
            [T("financeIncome"), ...pair(income.financeIncome)],
            [T("financeCosts"), ...pair(income.financeCost)],
            [T("profitBeforeIncomeTax"), ...pair(profitBeforeTax)],
            [T("incomeTaxAndSocial"), ...pair(income.incomeTax)],
            [T("netIncomeForThe"), ...pair(netIncome)],
          ],
        },
        { kind: "h2", text: T("ebitdaReconciliation") },
        {
          kind: "table",
          columns: cols,
          widths: [3, 1, 1],
          strong: [2],
          rows: [
            [T("operatingProfitEbit"), ...pair(ebit)],
            [T("depreciationAndAmortization"), ...pair(income.depreciation)],
            ["EBITDA", ...pair(ebitda)],
            [T("ebitdaMargin2"), margin(0), margin(1)],
            [T("netFinanceResult"), ...pair(financialResult)],
          ],
        },
        {
          kind: "note",
          text: T("ebitdaIsANon"),
        },
        { kind: "pageBreak" },
        {
          kind: "h1",
          text: T("balanceSheetAt31"),
        },
        {
          kind: "table",
          columns: [T("assetsRMillion"), "2025", "2024"],
          widths: [3, 1, 1],
          strong: [5, 10, 11],
          rows: [
            [T("cashAndCashEquivalents"), ...pair(bs.cash)],
            [T("tradeReceivables"), ...pair(balance.receivables)],
            [T("inventories"), ...pair(balance.inventories)],
            [T("recoverableTaxes"), ...pair(balance.taxesRecoverable)],
            [T("otherCurrentAssets"), ...pair(balance.otherCurrentAssets)],
            [T("currentAssets"), ...pair(bs.currentAssets)],
            [T("judicialDepositsAndOther"), ...pair(balance.judicialDeposits)],
            [T("propertyPlantAndEquipment"), ...pair(balance.ppe)],
            [T("intangibleAssets"), ...pair(balance.intangible)],
            [T("rightOfUseAssets"), ...pair(balance.rightOfUse)],
            [T("nonCurrentAssets"), ...pair(bs.nonCurrentAssets)],
            [T("totalAssets"), ...pair(bs.totalAssets)],
          ],
        },
        {
          kind: "table",
          columns: [T("liabilitiesAndEquityR"), "2025", "2024"],
          widths: [3, 1, 1],
          strong: [7, 12, 15, 16],
          rows: [
            [T("tradePayables"), ...pair(balance.suppliers)],
            [T("loansFinancingAndDebentures"), ...pair(debt.current)],
            [T("leaseLiabilities"), ...pair(leases.current)],
            [T("payrollAndRelatedCharges"), ...pair(balance.payroll)],
            [T("taxesPayable"), ...pair(balance.taxesPayable)],
            [T("dividendsPayable"), ...pair(bs.dividendsPayable)],
            [T("otherCurrentLiabilities"), ...pair(balance.otherCurrentLiabilities)],
            [T("currentLiabilities"), ...pair(bs.currentLiabilities)],
            [T("loansFinancingAndDebentures"), ...pair(bs.debtNonCurrent)],
            [T("leaseLiabilities"), ...pair(leases.nonCurrent)],
            [T("provisionsForContingencies"), ...pair(balance.provisions)],
            [T("deferredIncomeTax"), ...pair(balance.deferredTax)],
            [T("nonCurrentLiabilities"), ...pair(bs.nonCurrentLiabilities)],
            [T("shareCapital"), ...pair(balance.capital)],
            [T("retainedEarningsReserves"), ...pair(bs.reserves)],
            [T("shareholdersEquity"), ...pair(bs.equity)],
            [T("totalLiabilitiesAndEquity"), ...pair(bs.totalLiabilitiesAndEquity)],
          ],
        },
        { kind: "pageBreak" },
        {
          kind: "h1",
          text: T("statementOfCashFlows"),
        },
        {
          kind: "table",
          columns: [T("indirectMethodRMillion"), "2025"],
          widths: [4, 1],
          strong: [10, 13, 17, 18],
          rows: [
            [T("netIncomeForThe"), m(cf.operating.netIncome)],
            [T("depreciationAndAmortization2"), m(cf.operating.depreciation)],
            [T("deferredTaxes"), m(cf.operating.deferredTax)],
            [T("provisionsRecognized"), m(cf.operating.provisions)],
            [T("interestAndInflationRestatement"), m(cf.operating.accruedInterest)],
            [T("tradeReceivables"), m(cf.operating.receivables)],
            [T("inventories"), m(cf.operating.inventories)],
            [T("recoverableTaxesDepositsAnd"), m(cf.operating.otherAssets)],
            [T("tradePayables"), m(cf.operating.suppliers)],
            [T("payrollTaxesAndOther"), m(cf.operating.otherLiabilities)],
            [T("netCashFromOperating"), m(cf.operatingTotal)],
            [T("purchaseOfPropertyPlant"), m(cf.capexPpe)],
            [T("purchaseOfIntangibleAssets"), m(cf.capexIntangible)],
            [T("netCashUsedIn"), m(cf.investingTotal)],
            [T("repaymentOfBankLoans"), m(cf.debtRepaid)],
            [T("leasePayments"), m(cf.leasesPaid)],
            [T("dividendsPaid"), m(cf.dividendsPaid)],
            [T("netCashUsedIn2"), m(cf.financingTotal)],
            [T("changeInCashAnd"), m(cf.change)],
            [T("cashAtTheBeginning"), m(cf.cashStart)],
            [T("cashAtTheEnd"), m(cf.cashEnd)],
          ],
        },
        {
          kind: "p",
          text: T("operatingCashGenerationOf", { operatingTotal: num(cf.operatingTotal, lang) }),
        },
        { kind: "pageBreak" },
        { kind: "h1", text: T("selectedNotes") },
        { kind: "h2", text: T("n1Operations") },
        {
          kind: "p",
          text: T("circulareSAHeadquartered"),
        },
        { kind: "h2", text: T("n2BasisOfPreparation") },
        {
          kind: "p",
          text: T("theStatementsWerePrepared", { auditor: greenBond.auditor }),
        },
        {
          kind: "h2",
          text: T("n3LoansFinancingAnd"),
        },
        {
          kind: "table",
          columns: [T("instrument"), T("rate"), T("maturity"), "2025", "2024"],
          widths: [2.6, 1.6, 1.1, 0.8, 0.8],
          align: ["left", "left", "left", "right", "right"],
          strong: [3],
          rows: [
            [T("greenDebentures1stSeries"), s1.rate[lang], s1.maturity.slice(0, 4), ...pair(debt.series1)],
            [T("greenDebentures2ndSeries"), s2.rate[lang], s2.maturity.slice(0, 4), ...pair(debt.series2)],
            [T("fleetAndBankFinancing"), T("cdi19P"), "2026–2029", ...pair(debt.bankLoans)],
            [T("total"), "", "", ...pair(totalDebt)],
          ],
        },
        {
          kind: "p",
          text: T("onTheCompanyIssued", {
            issueDateDate: longDate(greenBond.issueDate, lang),
            totalMillion: greenBond.totalMillion,
            amountMillion: s1.amountMillion,
            maturityDate: longDate(s1.maturity, lang),
            amountMillion2: s2.amountMillion,
            maturityDate2: longDate(s2.maturity, lang),
            allocatedTotalPerTotalMillion: pct((allocatedTotal / greenBond.totalMillion) * 100, lang),
            covenantNetDebtToEbitda: num(greenBond.covenantNetDebtToEbitda, lang),
            nd0PerEbitda0: num(nd[0] / ebitda[0], lang, 2),
            rate1: s1.rate[lang],
            spread2: s2.rate[lang].replace("IPCA + ", ""),
          }),
        },
        { kind: "h2", text: T("n4PropertyPlantAnd") },
        {
          kind: "p",
          text: T("additionsToPropertyPlant", { value: num(-cf.capexPpe, lang), ppe: num(depreciation2025.ppe, lang) }),
        },
        {
          kind: "h2",
          text: T("n5EquityAndDividends"),
        },
        {
          kind: "p",
          text: T("theByLawsGuarantee", { dividendsDeclared0: num(dividendsDeclared[0], lang) }),
        },
      ],
    };
  },
};
