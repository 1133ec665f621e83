/**
 * The figures every document shares (R$ million unless said otherwise), kept in one place,
 * content/documents/figures.json, so the financial statements, the results release, the presentation, the
 * green-bond reports and the sustainability report agree with each other and with docs/content-brief.md. The
 * file holds what is typed; subtotals are computed here, never typed, and scripts/__tests__/documents.test.ts
 * checks that the balance sheet balances and the cash flow closes.
 */
import { z } from "zod";
import figuresFile from "../../../content/documents/figures.json";
import keyFiguresFile from "../../../content/figures/figures.json";
import basesFile from "../../../content/bases/bases.json";
import { figuresFileSchema } from "../../../src/content/figures";
import { basesFileSchema, countOperatingBases } from "../../../src/domain/bases";

const numbers = z.array(z.number());
/** [2025, 2024] */
const pair = z.array(z.number()).length(2);
const years = z.array(z.string().regex(/^\d{4}$/));
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const localized = z.object({ pt: z.string(), en: z.string(), es: z.string() }).strict();

/** content/documents/figures.json */
export const figuresSchema = z
  .object({
    /**
     * docs/content-brief.md's fact sheet: the founding year here; the rest is the site's (below: the key figures of
     * content/figures/figures.json and the bases of content/bases/bases.json), so the PDFs and the pages agree.
     */
    company: z.object({ founded: z.number() }).strict(),
    /**
     * Operations by year (million litres); 2025 is the sustainability report's year. Base oil recovered: the
     * average yield stays below the 75% the best lots reach. Emissions avoided (thousand t CO2e): 1.03 kg CO2e
     * per litre of base oil recovered (the report's method note). Fleet intensity: kg CO2 per thousand litres
     * collected, from the fleet's diesel.
     */
    operations: z
      .object({
        years,
        collected: numbers,
        baseOil: numbers,
        co2AvoidedKt: numbers,
        generators: numbers,
        employeesEndOfYear: z.number(),
        fleetIntensity: numbers,
      })
      .strict(),
    co2FactorKgPerLitre: z.number(),
    /** Income statement, R$ million: [2025, 2024]. */
    income: z
      .object({
        revenue: pair,
        cost: pair,
        selling: pair,
        admin: pair,
        otherOperating: pair,
        financeIncome: pair,
        financeCost: pair,
        incomeTax: pair,
        depreciation: pair,
      })
      .strict(),
    /** Revenue and EBITDA for the highlights chart up to 2023 (2024 and 2025 come from the income statement). */
    history: z.object({ years, revenueTo2023: numbers, ebitdaTo2023: numbers }).strict(),
    /**
     * Debt, R$ million at 31 Dec: [2025, 2024]; the second series is restated by IPCA; bank loans repaid in 2025
     * and interest and inflation accrued but not paid.
     */
    debt: z
      .object({
        series1: pair,
        series2: pair,
        bankLoans: pair,
        current: pair,
        repaid2025: z.number(),
        accruedNotPaid2025: z.number(),
      })
      .strict(),
    /** Depreciation 2025 split (adds up to income.depreciation[0]). */
    depreciation2025: z.object({ ppe: z.number(), intangible: z.number(), rightOfUse: z.number() }).strict(),
    leases: z.object({ current: pair, nonCurrent: pair, newContracts2025: z.number() }).strict(),
    /** Balance sheet lines other than cash, debt, leases, dividends and equity, R$ million: [2025, 2024]. */
    balance: z
      .object({
        receivables: pair,
        inventories: pair,
        taxesRecoverable: pair,
        otherCurrentAssets: pair,
        judicialDeposits: pair,
        ppe: pair,
        intangible: pair,
        rightOfUse: pair,
        suppliers: pair,
        payroll: pair,
        taxesPayable: pair,
        otherCurrentLiabilities: pair,
        provisions: pair,
        deferredTax: pair,
        capital: pair,
      })
      .strict(),
    cash2024: z.number(),
    /** Quarters for the 3Q26 release (R$ million; litres in millions). 2025's quarters add up to the year. */
    quarters: z
      .object({
        labels: z.array(z.string()),
        labelsEn: z.array(z.string()),
        labelsEs: z.array(z.string()),
        revenue2025: numbers.length(4),
        ebitda2025: numbers.length(4),
        litres2025: numbers.length(4),
        revenue2026: numbers,
        ebitda2026: numbers,
        litres2026: numbers,
        netIncome3Q: z.object({ q3_25: z.number(), q3_26: z.number() }).strict(),
        baseOil3Q: z.object({ q3_25: z.number(), q3_26: z.number() }).strict(),
        netDebt3Q26: z.number(),
        capex9M26: z.number(),
      })
      .strict(),
    /**
     * The green debentures of 2023 (termos-debentures-verdes-2023.ts prints the terms): eligible categories with
     * the amount each receives (R$ million; the totals add up to the issue), allocated by year per category.
     */
    greenBond: z
      .object({
        issueDate: isoDate,
        totalMillion: z.number(),
        unitValue: z.number(),
        units: z.number(),
        series: z.array(
          z
            .object({
              number: z.number(),
              amountMillion: z.number(),
              units: z.number(),
              maturity: isoDate,
              rate: localized,
              amortisation: z.array(isoDate),
            })
            .strict(),
        ),
        trustee: z.string(),
        ratingAgency: z.string(),
        rating: z.string(),
        spo: z.string(),
        leadArranger: z.string(),
        coArranger: z.string(),
        auditor: z.string(),
        bookkeeper: z.string(),
        covenantNetDebtToEbitda: z.number(),
        covenantInterestCover: z.number(),
        categories: z.array(z.object({ key: z.enum(["rerefining", "fleet"]), amountMillion: z.number() }).strict()),
        allocation: z.object({ years, rerefining: numbers, fleet: numbers }).strict(),
        impact: z
          .object({
            capacityBefore: z.number(),
            capacityAfter: z.number(),
            trucksReplaced: z.number(),
            energyPerM3Before: z.number(),
            energyPerM3After: z.number(),
          })
          .strict(),
      })
      .strict(),
    /** Projeto H+ by year; hiringRate: % of graduates with a job within six months of finishing. */
    projetoH: z
      .object({
        since: z.number(),
        years,
        classes: numbers,
        graduates: numbers,
        hiringRate: numbers,
        hiredByCirculare2025: z.number(),
        graduatesSince2016: z.number(),
      })
      .strict(),
    /** People and safety, 2023–2025. */
    people: z.object({ years, ltifr: numbers, trainingHours: numbers, womenPercent: numbers }).strict(),
    /** Waste services (thousand tonnes managed for clients) and the share kept out of landfill. */
    waste: z.object({ years, managedKt: numbers, divertedPercent: numbers, totalManagementSites: z.number() }).strict(),
  })
  .strict();

const figures = figuresSchema.parse(figuresFile);

const keyFigures = figuresFileSchema.parse(keyFiguresFile).figures;
function keyFigure(id: string): number {
  const found = keyFigures.find((figure) => figure.id === id);
  if (!found) throw new Error(`content/figures/figures.json has no figure "${id}"`);
  return found.value;
}

/** The fact sheet: the founding year, the bases' count and the site's key figures. */
export const company = {
  founded: figures.company.founded,
  bases: countOperatingBases(basesFileSchema.parse(basesFile).bases),
  employees: keyFigure("employees"),
  trucks: keyFigure("trucks"),
  generators: keyFigure("generators"),
  litresCollectedMillion: keyFigure("litresCollected") / 1_000_000,
  maxRecoveryPercent: keyFigure("baseOilRecovery"),
};

export const {
  operations,
  co2FactorKgPerLitre,
  income,
  debt,
  depreciation2025,
  leases,
  balance,
  cash2024,
  quarters,
  greenBond,
  projetoH,
  people,
  waste,
} = figures;
export const averageYield = (i: number) => (operations.baseOil[i] / operations.collected[i]) * 100;

const add = (...xs: number[][]) => xs[0].map((_, i) => round(xs.reduce((s, x) => s + x[i], 0)));
export const round = (x: number) => Math.round(x * 10) / 10;
export const grossProfit = add(income.revenue, income.cost);
export const ebit = add(grossProfit, income.selling, income.admin, income.otherOperating);
export const ebitda = add(ebit, income.depreciation);
export const financialResult = add(income.financeIncome, income.financeCost);
export const profitBeforeTax = add(ebit, financialResult);
export const netIncome = add(profitBeforeTax, income.incomeTax);
/** Minimum mandatory dividend: 25% of net income. */
export const dividendsDeclared = netIncome.map((x) => round(x * 0.25));

/** Revenue and EBITDA 2021–2025 for the highlights chart (2024 and 2025 from the statement above). */
export const history = {
  years: figures.history.years,
  revenue: [...figures.history.revenueTo2023, income.revenue[1], income.revenue[0]],
  ebitda: [...figures.history.ebitdaTo2023, ebitda[1], ebitda[0]],
};

export const totalDebt = add(debt.series1, debt.series2, debt.bankLoans);

/** Cash flow 2025 (indirect method), derived from the changes in the balance sheet. */
export function cashFlow2025() {
  const d = (key: keyof typeof balance) => round(balance[key][0] - balance[key][1]);
  const operating = {
    netIncome: netIncome[0],
    depreciation: income.depreciation[0],
    deferredTax: d("deferredTax"),
    provisions: d("provisions"),
    accruedInterest: debt.accruedNotPaid2025,
    receivables: -d("receivables"),
    inventories: -d("inventories"),
    otherAssets: -round(d("taxesRecoverable") + d("otherCurrentAssets") + d("judicialDeposits")),
    suppliers: d("suppliers"),
    otherLiabilities: round(d("payroll") + d("taxesPayable") + d("otherCurrentLiabilities")),
  };
  const operatingTotal = round(Object.values(operating).reduce((a, b) => a + b, 0));
  const capexPpe = -round(d("ppe") + depreciation2025.ppe);
  const capexIntangible = -round(d("intangible") + depreciation2025.intangible);
  const investingTotal = round(capexPpe + capexIntangible);
  const leasesPaid = -round(
    leases.current[1] + leases.nonCurrent[1] + leases.newContracts2025 - leases.current[0] - leases.nonCurrent[0],
  );
  const debtRepaid = -debt.repaid2025;
  const dividendsPaid = -dividendsDeclared[1];
  const financingTotal = round(leasesPaid + debtRepaid + dividendsPaid);
  const change = round(operatingTotal + investingTotal + financingTotal);
  return {
    operating,
    operatingTotal,
    capexPpe,
    capexIntangible,
    investingTotal,
    leasesPaid,
    debtRepaid,
    dividendsPaid,
    financingTotal,
    change,
    cashStart: cash2024,
    cashEnd: round(cash2024 + change),
  };
}

/** Full balance sheet, R$ million: [2025, 2024]; retained-earnings reserves carry 2024's and add 2025's result. */
export function balanceSheet() {
  const cash = [cashFlow2025().cashEnd, cash2024];
  const b = balance;
  const currentAssets = add(cash, b.receivables, b.inventories, b.taxesRecoverable, b.otherCurrentAssets);
  const nonCurrentAssets = add(b.judicialDeposits, b.ppe, b.intangible, b.rightOfUse);
  const totalAssets = add(currentAssets, nonCurrentAssets);
  const debtNonCurrent = add(
    totalDebt,
    debt.current.map((x) => -x),
  );
  const dividendsPayable = dividendsDeclared;
  const currentLiabilities = add(
    b.suppliers,
    debt.current,
    leases.current,
    b.payroll,
    b.taxesPayable,
    dividendsPayable,
    b.otherCurrentLiabilities,
  );
  const nonCurrentLiabilities = add(debtNonCurrent, leases.nonCurrent, b.provisions, b.deferredTax);
  // 2024's reserves close 2024's balance; 2025's are 2024's plus the year's result less dividends.
  const reserves2024 = round(totalAssets[1] - currentLiabilities[1] - nonCurrentLiabilities[1] - b.capital[1]);
  const reserves = [round(reserves2024 + netIncome[0] - dividendsDeclared[0]), reserves2024];
  const equity = add(b.capital, reserves);
  const totalLiabilitiesAndEquity = add(currentLiabilities, nonCurrentLiabilities, equity);
  return {
    cash,
    currentAssets,
    nonCurrentAssets,
    totalAssets,
    debtNonCurrent,
    dividendsPayable,
    currentLiabilities,
    nonCurrentLiabilities,
    reserves,
    equity,
    totalLiabilitiesAndEquity,
  };
}

export const netDebt = () =>
  add(
    totalDebt,
    balanceSheet().cash.map((x) => -x),
  );

export const allocated = {
  rerefining: round(greenBond.allocation.rerefining.reduce((a, b) => a + b, 0)),
  fleet: round(greenBond.allocation.fleet.reduce((a, b) => a + b, 0)),
};
export const allocatedTotal = round(allocated.rerefining + allocated.fleet);
