/**
 * The figures every document shares (R$ million unless said otherwise), kept in one place so the financial
 * statements, the results release, the presentation, the green-bond reports and the sustainability report
 * agree with each other and with docs/content-brief.md. Subtotals are computed, never typed, and
 * scripts/__tests__/documents.test.ts checks that the balance sheet balances and the cash flow closes.
 */

/** docs/content-brief.md's fact sheet. */
export const company = {
  founded: 1998,
  bases: 14,
  employees: 1300,
  trucks: 420,
  generators: 45000,
  litresCollectedMillion: 290,
  maxRecoveryPercent: 75,
};

/** Operations by year (million litres). 2025 is the sustainability report's year. */
export const operations = {
  years: ["2021", "2022", "2023", "2024", "2025"],
  collected: [262.4, 271.8, 279.5, 286.1, 290.0],
  /** Base oil recovered: the average yield stays below the 75% that the best lots reach. */
  baseOil: [178.4, 186.2, 193.4, 199.1, 203.0],
  /** Emissions avoided (thousand t CO2e), 1.03 kg CO2e per litre of base oil recovered (see the report's method note). */
  co2AvoidedKt: [183.8, 191.8, 199.2, 205.1, 209.1],
  generators: [41200, 42600, 43900, 44800, 45600],
  employeesEndOfYear: 1312,
  /** kg CO2 per thousand litres collected, from the fleet's diesel. */
  fleetIntensity: [94.1, 92.4, 90.3, 86.2, 83.1],
};
export const co2FactorKgPerLitre = 1.03;
export const averageYield = (i: number) => (operations.baseOil[i] / operations.collected[i]) * 100;

/** Income statement, R$ million: [2025, 2024]. */
export const income = {
  revenue: [1846.3, 1702.5],
  cost: [-1262.4, -1174.9],
  selling: [-98.6, -92.3],
  admin: [-141.2, -132.8],
  otherOperating: [4.8, 3.1],
  financeIncome: [38.2, 31.6],
  financeCost: [-112.7, -108.4],
  incomeTax: [-84.1, -70.2],
  depreciation: [71.4, 62.9],
};
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
  years: ["2021", "2022", "2023", "2024", "2025"],
  revenue: [1198.4, 1420.8, 1561.0, income.revenue[1], income.revenue[0]],
  ebitda: [242.1, 298.4, 331.0, ebitda[1], ebitda[0]],
};

/** Debt, R$ million at 31 Dec: [2025, 2024]. */
export const debt = {
  series1: [304.1, 303.9],
  /** The second series is restated by IPCA. */
  series2: [221.8, 212.4],
  bankLoans: [182.8, 259.8],
  current: [96.4, 88.0],
  /** Bank loans repaid in 2025 and interest + inflation accrued but not paid. */
  repaid2025: 77.0,
  accruedNotPaid2025: 9.6,
};
export const totalDebt = add(debt.series1, debt.series2, debt.bankLoans);

/** Depreciation 2025 split (must add up to income.depreciation[0]). */
export const depreciation2025 = { ppe: 58.9, intangible: 4.3, rightOfUse: 8.2 };
export const leases = { current: [12.1, 11.4], nonCurrent: [31.4, 29.0], newContracts2025: 11.0 };

/** Balance sheet lines other than cash, debt, leases, dividends and equity, R$ million: [2025, 2024]. */
export const balance = {
  receivables: [231.5, 214.8],
  inventories: [187.9, 171.2],
  taxesRecoverable: [46.3, 41.7],
  otherCurrentAssets: [18.6, 16.9],
  judicialDeposits: [24.8, 22.1],
  ppe: [1118.6, 1034.2],
  intangible: [57.3, 55.9],
  rightOfUse: [41.2, 38.4],
  suppliers: [142.7, 133.5],
  payroll: [61.3, 56.8],
  taxesPayable: [38.9, 35.2],
  otherCurrentLiabilities: [21.7, 19.8],
  provisions: [28.6, 26.2],
  deferredTax: [54.2, 48.9],
  capital: [600.0, 600.0],
};
export const cash2024 = 286.4;

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

/** Quarters for the 3Q26 release (R$ million; litres in millions). 2025's quarters add up to the year. */
export const quarters = {
  labels: ["3T25", "4T25", "1T26", "2T26", "3T26"],
  labelsEn: ["3Q25", "4Q25", "1Q26", "2Q26", "3Q26"],
  labelsEs: ["3T25", "4T25", "1T26", "2T26", "3T26"],
  revenue2025: [436.2, 458.9, 475.3, 475.9],
  ebitda2025: [95.1, 104.8, 110.2, 110.2],
  litres2025: [69.8, 72.4, 74.9, 72.9],
  revenue2026: [471.8, 496.4, 514.7],
  ebitda2026: [107.9, 115.6, 121.3],
  litres2026: [71.6, 74.8, 77.3],
  netIncome3Q: { q3_25: 49.8, q3_26: 56.4 },
  baseOil3Q: { q3_25: 52.6, q3_26: 54.6 },
  netDebt3Q26: 401.5,
  capex9M26: 118.4,
};

/** The green debentures of 2023 (scripts/lib/documents/termos-debentures-verdes-2023.ts prints the terms). */
export const greenBond = {
  issueDate: "2023-06-15",
  totalMillion: 500,
  unitValue: 1000,
  units: 500000,
  series: [
    {
      number: 1,
      amountMillion: 300,
      units: 300000,
      maturity: "2028-06-15",
      rate: { pt: "CDI + 1,45% a.a.", en: "CDI + 1.45% p.a.", es: "CDI + 1,45% a.a." },
      amortisation: ["2027-06-15", "2028-06-15"],
    },
    {
      number: 2,
      amountMillion: 200,
      units: 200000,
      maturity: "2030-06-15",
      rate: { pt: "IPCA + 6,85% a.a.", en: "IPCA + 6.85% p.a.", es: "IPCA + 6,85% a.a." },
      amortisation: ["2028-06-15", "2029-06-15", "2030-06-15"],
    },
  ],
  trustee: "Taquari Fidúcia Agente Fiduciário S.A.",
  ratingAgency: "Corvina Ratings Brasil Ltda.",
  rating: "AA-",
  spo: "Verdelume Consultoria em Finanças Sustentáveis Ltda.",
  leadArranger: "Banco Jequitibá de Investimentos S.A.",
  coArranger: "Banco Sucupira Múltiplo S.A.",
  auditor: "Sabiá Figueiredo Auditores Independentes S.S.",
  bookkeeper: "Banco Jequitibá de Investimentos S.A.",
  covenantNetDebtToEbitda: 3.0,
  covenantInterestCover: 2.0,
  /** Eligible categories with the amount each receives (R$ million); the totals add up to the issue. */
  categories: [
    { key: "rerefining", amountMillion: 300 },
    { key: "fleet", amountMillion: 200 },
  ],
  /** Allocated by year (R$ million) per category, in the order of `categories`. */
  allocation: {
    years: ["2023", "2024", "2025"],
    rerefining: [96.8, 112.5, 72.1],
    fleet: [45.8, 119.4, 34.8],
  },
  impact: {
    capacityBefore: 280,
    capacityAfter: 330,
    trucksReplaced: 168,
    energyPerM3Before: 412,
    energyPerM3After: 361,
  },
};
export const allocated = {
  rerefining: round(greenBond.allocation.rerefining.reduce((a, b) => a + b, 0)),
  fleet: round(greenBond.allocation.fleet.reduce((a, b) => a + b, 0)),
};
export const allocatedTotal = round(allocated.rerefining + allocated.fleet);

/** Projeto H+ by year. */
export const projetoH = {
  since: 2016,
  years: ["2021", "2022", "2023", "2024", "2025"],
  classes: [9, 11, 13, 15, 17],
  graduates: [198, 241, 286, 334, 371],
  /** % of graduates with a job (Circulare or another employer) within six months of finishing. */
  hiringRate: [58, 61, 64, 66, 69],
  hiredByCirculare2025: 89,
  graduatesSince2016: 2140,
};

/** People and safety, 2023–2025. */
export const people = {
  years: ["2023", "2024", "2025"],
  ltifr: [1.61, 1.38, 1.12],
  trainingHours: [38, 42, 46],
  womenPercent: [18, 19, 21],
};

/** Waste services (thousand tonnes managed for clients) and the share kept out of landfill. */
export const waste = {
  years: ["2021", "2022", "2023", "2024", "2025"],
  managedKt: [142, 155, 167, 178, 186],
  divertedPercent: [61, 64, 66, 69, 71],
  totalManagementSites: 38,
};
