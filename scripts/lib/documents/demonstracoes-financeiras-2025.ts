/** Annual financial statements 2025: highlights, income statement, balance sheet, cash flow and selected notes. */
import { irSection, longDate, num, pct, tr, type InvestorDocument, type Lang } from "../pdf/kit";
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

export const demonstracoesFinanceiras2025: InvestorDocument = {
  slug: "demonstracoes-financeiras-2025",
  category: "financeiras",
  date: "2026-03-18",
  minPages: 5,
  title: {
    pt: "Demonstrações financeiras 2025",
    en: "Financial statements 2025",
    es: "Estados financieros 2025",
  },
  summary: {
    pt: "Demonstrações financeiras do exercício de 2025, com destaques, resultado, balanço patrimonial, fluxo de caixa e notas explicativas selecionadas, incluindo o endividamento e as debêntures verdes.",
    en: "Financial statements for the 2025 financial year: highlights, income statement, balance sheet, cash flow and selected notes, including debt and the green debentures.",
    es: "Estados financieros del ejercicio 2025: destacados, estado de resultados, balance general, flujo de efectivo y notas seleccionadas, incluida la deuda y las debentures verdes.",
  },
  build(lang: Lang) {
    const T = tr(lang);
    const m = (x: number) => num(x, lang, 1, true);
    const pair = (xs: number[]) => [m(xs[0]), m(xs[1])];
    const bs = balanceSheet();
    const cf = cashFlow2025();
    const nd = netDebt();
    const margin = (i: number) => pct((ebitda[i] / income.revenue[i]) * 100, lang);
    const growth = pct((income.revenue[0] / income.revenue[1] - 1) * 100, lang);
    const cols = [T("Em R$ milhões", "R$ million", "En R$ millones"), "2025", "2024"];
    const s1 = greenBond.series[0];
    const s2 = greenBond.series[1];
    return {
      lang,
      title: this.title[lang],
      subtitle: T(
        "Exercício social encerrado em 31 de dezembro de 2025, com comparativos de 2024",
        "Financial year ended 31 December 2025, with 2024 comparatives",
        "Ejercicio cerrado el 31 de diciembre de 2025, con cifras comparativas de 2024",
      ),
      section: irSection[lang],
      dateLabel: T("Publicado em ", "Published on ", "Publicado el ") + longDate(this.date, lang),
      subject: this.summary[lang],
      keywords: ["Circulare", T("demonstrações financeiras", "financial statements", "estados financieros"), "2025"],
      blocks: [
        { kind: "h1", text: T("Destaques de 2025", "2025 highlights", "Destacados de 2025") },
        {
          kind: "kpis",
          items: [
            {
              value: `R$ ${num(income.revenue[0], lang)} mi`,
              label: T(
                `Receita líquida (+${growth} sobre 2024)`,
                `Net revenue (+${growth} on 2024)`,
                `Ingresos netos (+${growth} sobre 2024)`,
              ),
            },
            {
              value: `R$ ${num(ebitda[0], lang)} mi`,
              label: T(
                `EBITDA, margem de ${margin(0)}`,
                `EBITDA, ${margin(0)} margin`,
                `EBITDA, margen de ${margin(0)}`,
              ),
            },
            {
              value: `R$ ${num(netIncome[0], lang)} mi`,
              label: T("Lucro líquido do exercício", "Net income for the year", "Utilidad neta del ejercicio"),
            },
            {
              value: `${num(operations.collected[4], lang, 0)} mi L`,
              label: T("de OLUC coletados no ano", "of used oil collected", "de aceite usado (OLUC) recolectados"),
            },
            {
              value: `${num(nd[0] / ebitda[0], lang, 2)}x`,
              label: T("Dívida líquida / EBITDA", "Net debt / EBITDA", "Deuda neta / EBITDA"),
            },
            {
              value: `R$ ${num(-cf.investingTotal, lang)} mi`,
              label: T(
                "Investimentos no ano (capex)",
                "Capital expenditure in the year",
                "Inversiones del año (capex)",
              ),
            },
          ],
        },
        {
          kind: "p",
          text: T(
            `A receita líquida cresceu ${growth} em 2025, puxada pelo maior volume de óleo básico G2 vendido e pela expansão dos serviços de gestão de resíduos. O EBITDA chegou a R$ ${num(ebitda[0], lang)} milhões, com margem de ${margin(0)} (${margin(1)} em 2024), refletindo o ganho de rendimento no rerrefino e a diluição de despesas fixas. A dívida líquida caiu para R$ ${num(nd[0], lang)} milhões, e a alavancagem terminou o ano em ${num(nd[0] / ebitda[0], lang, 2)} vez o EBITDA.`,
            `Net revenue grew ${growth} in 2025, driven by higher sales of G2 base oil and the expansion of waste-management services. EBITDA reached R$ ${num(ebitda[0], lang)} million, a ${margin(0)} margin (${margin(1)} in 2024), reflecting a better re-refining yield and the dilution of fixed costs. Net debt fell to R$ ${num(nd[0], lang)} million, and leverage ended the year at ${num(nd[0] / ebitda[0], lang, 2)} times EBITDA.`,
            `Los ingresos netos crecieron ${growth} en 2025, impulsados por mayores ventas de aceite base G2 y por la expansión de los servicios de gestión de residuos. El EBITDA alcanzó R$ ${num(ebitda[0], lang)} millones, con margen de ${margin(0)} (${margin(1)} en 2024), gracias a un mejor rendimiento del rerrefinado y a la dilución de gastos fijos. La deuda neta bajó a R$ ${num(nd[0], lang)} millones y el apalancamiento cerró el año en ${num(nd[0] / ebitda[0], lang, 2)} veces el EBITDA.`,
          ),
        },
        {
          kind: "bar",
          title: T(
            "Receita líquida e EBITDA, 2021–2025",
            "Net revenue and EBITDA, 2021–2025",
            "Ingresos netos y EBITDA, 2021–2025",
          ),
          unit: T("R$ milhões", "R$ million", "R$ millones"),
          categories: history.years,
          series: [
            { name: T("Receita líquida", "Net revenue", "Ingresos netos"), values: history.revenue },
            { name: "EBITDA", values: history.ebitda },
          ],
          decimals: 0,
          height: 200,
        },
        { kind: "pageBreak" },
        { kind: "h1", text: T("Demonstração do resultado", "Income statement", "Estado de resultados") },
        {
          kind: "table",
          columns: cols,
          widths: [3, 1, 1],
          strong: [2, 6, 9, 11],
          rows: [
            [
              T("Receita operacional líquida", "Net operating revenue", "Ingresos operativos netos"),
              ...pair(income.revenue),
            ],
            [
              T(
                "Custo dos produtos vendidos e dos serviços prestados",
                "Cost of goods sold and services rendered",
                "Costo de productos vendidos y servicios prestados",
              ),
              ...pair(income.cost),
            ],
            [T("Lucro bruto", "Gross profit", "Utilidad bruta"), ...pair(grossProfit)],
            [T("Despesas com vendas", "Selling expenses", "Gastos de venta"), ...pair(income.selling)],
            [
              T(
                "Despesas gerais e administrativas",
                "General and administrative expenses",
                "Gastos generales y de administración",
              ),
              ...pair(income.admin),
            ],
            [
              T(
                "Outras receitas (despesas) operacionais, líquidas",
                "Other operating income (expenses), net",
                "Otros ingresos (gastos) operativos, netos",
              ),
              ...pair(income.otherOperating),
            ],
            [T("Resultado operacional (EBIT)", "Operating profit (EBIT)", "Resultado operativo (EBIT)"), ...pair(ebit)],
            [T("Receitas financeiras", "Finance income", "Ingresos financieros"), ...pair(income.financeIncome)],
            [T("Despesas financeiras", "Finance costs", "Gastos financieros"), ...pair(income.financeCost)],
            [
              T(
                "Lucro antes do imposto de renda e da contribuição social",
                "Profit before income tax",
                "Utilidad antes del impuesto a la renta",
              ),
              ...pair(profitBeforeTax),
            ],
            [
              T(
                "Imposto de renda e contribuição social",
                "Income tax and social contribution",
                "Impuesto a la renta y contribución social",
              ),
              ...pair(income.incomeTax),
            ],
            [
              T("Lucro líquido do exercício", "Net income for the year", "Utilidad neta del ejercicio"),
              ...pair(netIncome),
            ],
          ],
        },
        { kind: "h2", text: T("Conciliação do EBITDA", "EBITDA reconciliation", "Conciliación del EBITDA") },
        {
          kind: "table",
          columns: cols,
          widths: [3, 1, 1],
          strong: [2],
          rows: [
            [T("Resultado operacional (EBIT)", "Operating profit (EBIT)", "Resultado operativo (EBIT)"), ...pair(ebit)],
            [
              T(
                "(+) Depreciação e amortização",
                "(+) Depreciation and amortization",
                "(+) Depreciación y amortización",
              ),
              ...pair(income.depreciation),
            ],
            ["EBITDA", ...pair(ebitda)],
            [T("Margem EBITDA", "EBITDA margin", "Margen EBITDA"), margin(0), margin(1)],
            [
              T("Resultado financeiro líquido", "Net finance result", "Resultado financiero neto"),
              ...pair(financialResult),
            ],
          ],
        },
        {
          kind: "note",
          text: T(
            "O EBITDA é uma medida não contábil, calculada como o resultado operacional somado à depreciação e à amortização. Valores entre parênteses são negativos.",
            "EBITDA is a non-GAAP measure, calculated as operating profit plus depreciation and amortization. Figures in brackets are negative.",
            "El EBITDA es una medida no contable, calculada como el resultado operativo más la depreciación y la amortización. Las cifras entre paréntesis son negativas.",
          ),
        },
        { kind: "pageBreak" },
        {
          kind: "h1",
          text: T(
            "Balanço patrimonial em 31 de dezembro",
            "Balance sheet at 31 December",
            "Balance general al 31 de diciembre",
          ),
        },
        {
          kind: "table",
          columns: [T("Ativo (R$ milhões)", "Assets (R$ million)", "Activo (R$ millones)"), "2025", "2024"],
          widths: [3, 1, 1],
          strong: [5, 10, 11],
          rows: [
            [
              T("Caixa e equivalentes de caixa", "Cash and cash equivalents", "Efectivo y equivalentes"),
              ...pair(bs.cash),
            ],
            [
              T("Contas a receber de clientes", "Trade receivables", "Cuentas por cobrar"),
              ...pair(balance.receivables),
            ],
            [T("Estoques", "Inventories", "Inventarios"), ...pair(balance.inventories)],
            [
              T("Tributos a recuperar", "Recoverable taxes", "Impuestos por recuperar"),
              ...pair(balance.taxesRecoverable),
            ],
            [
              T("Outros ativos circulantes", "Other current assets", "Otros activos corrientes"),
              ...pair(balance.otherCurrentAssets),
            ],
            [T("Ativo circulante", "Current assets", "Activo corriente"), ...pair(bs.currentAssets)],
            [
              T("Depósitos judiciais e outros", "Judicial deposits and other", "Depósitos judiciales y otros"),
              ...pair(balance.judicialDeposits),
            ],
            [T("Imobilizado", "Property, plant and equipment", "Propiedad, planta y equipo"), ...pair(balance.ppe)],
            [T("Intangível", "Intangible assets", "Intangibles"), ...pair(balance.intangible)],
            [
              T("Direito de uso (arrendamentos)", "Right-of-use assets (leases)", "Derecho de uso (arrendamientos)"),
              ...pair(balance.rightOfUse),
            ],
            [T("Ativo não circulante", "Non-current assets", "Activo no corriente"), ...pair(bs.nonCurrentAssets)],
            [T("Total do ativo", "Total assets", "Total del activo"), ...pair(bs.totalAssets)],
          ],
        },
        {
          kind: "table",
          columns: [
            T(
              "Passivo e patrimônio líquido (R$ milhões)",
              "Liabilities and equity (R$ million)",
              "Pasivo y patrimonio (R$ millones)",
            ),
            "2025",
            "2024",
          ],
          widths: [3, 1, 1],
          strong: [7, 12, 15, 16],
          rows: [
            [T("Fornecedores", "Trade payables", "Proveedores"), ...pair(balance.suppliers)],
            [
              T(
                "Empréstimos, financiamentos e debêntures",
                "Loans, financing and debentures",
                "Préstamos, financiamientos y debentures",
              ),
              ...pair(debt.current),
            ],
            [T("Arrendamentos", "Lease liabilities", "Arrendamientos"), ...pair(leases.current)],
            [
              T("Salários e encargos", "Payroll and related charges", "Sueldos y cargas sociales"),
              ...pair(balance.payroll),
            ],
            [T("Tributos a recolher", "Taxes payable", "Impuestos por pagar"), ...pair(balance.taxesPayable)],
            [T("Dividendos a pagar", "Dividends payable", "Dividendos por pagar"), ...pair(bs.dividendsPayable)],
            [
              T("Outros passivos circulantes", "Other current liabilities", "Otros pasivos corrientes"),
              ...pair(balance.otherCurrentLiabilities),
            ],
            [T("Passivo circulante", "Current liabilities", "Pasivo corriente"), ...pair(bs.currentLiabilities)],
            [
              T(
                "Empréstimos, financiamentos e debêntures",
                "Loans, financing and debentures",
                "Préstamos, financiamientos y debentures",
              ),
              ...pair(bs.debtNonCurrent),
            ],
            [T("Arrendamentos", "Lease liabilities", "Arrendamientos"), ...pair(leases.nonCurrent)],
            [
              T("Provisões para contingências", "Provisions for contingencies", "Provisiones para contingencias"),
              ...pair(balance.provisions),
            ],
            [
              T(
                "Imposto de renda e contribuição social diferidos",
                "Deferred income tax",
                "Impuesto a la renta diferido",
              ),
              ...pair(balance.deferredTax),
            ],
            [
              T("Passivo não circulante", "Non-current liabilities", "Pasivo no corriente"),
              ...pair(bs.nonCurrentLiabilities),
            ],
            [T("Capital social", "Share capital", "Capital social"), ...pair(balance.capital)],
            [T("Reservas de lucros", "Retained earnings reserves", "Reservas de utilidades"), ...pair(bs.reserves)],
            [T("Patrimônio líquido", "Shareholders' equity", "Patrimonio neto"), ...pair(bs.equity)],
            [
              T(
                "Total do passivo e do patrimônio líquido",
                "Total liabilities and equity",
                "Total del pasivo y del patrimonio",
              ),
              ...pair(bs.totalLiabilitiesAndEquity),
            ],
          ],
        },
        { kind: "pageBreak" },
        {
          kind: "h1",
          text: T(
            "Demonstração dos fluxos de caixa de 2025",
            "Statement of cash flows 2025",
            "Estado de flujos de efectivo 2025",
          ),
        },
        {
          kind: "table",
          columns: [
            T("Método indireto (R$ milhões)", "Indirect method (R$ million)", "Método indirecto (R$ millones)"),
            "2025",
          ],
          widths: [4, 1],
          strong: [10, 13, 17, 18],
          rows: [
            [
              T("Lucro líquido do exercício", "Net income for the year", "Utilidad neta del ejercicio"),
              m(cf.operating.netIncome),
            ],
            [
              T("Depreciação e amortização", "Depreciation and amortization", "Depreciación y amortización"),
              m(cf.operating.depreciation),
            ],
            [T("Tributos diferidos", "Deferred taxes", "Impuestos diferidos"), m(cf.operating.deferredTax)],
            [
              T("Constituição de provisões", "Provisions recognized", "Constitución de provisiones"),
              m(cf.operating.provisions),
            ],
            [
              T(
                "Juros e atualização monetária não pagos",
                "Interest and inflation restatement not paid",
                "Intereses y actualización monetaria no pagados",
              ),
              m(cf.operating.accruedInterest),
            ],
            [T("Contas a receber de clientes", "Trade receivables", "Cuentas por cobrar"), m(cf.operating.receivables)],
            [T("Estoques", "Inventories", "Inventarios"), m(cf.operating.inventories)],
            [
              T(
                "Tributos a recuperar, depósitos e outros ativos",
                "Recoverable taxes, deposits and other assets",
                "Impuestos por recuperar, depósitos y otros activos",
              ),
              m(cf.operating.otherAssets),
            ],
            [T("Fornecedores", "Trade payables", "Proveedores"), m(cf.operating.suppliers)],
            [
              T(
                "Salários, tributos e outros passivos",
                "Payroll, taxes and other liabilities",
                "Sueldos, impuestos y otros pasivos",
              ),
              m(cf.operating.otherLiabilities),
            ],
            [
              T(
                "Caixa líquido das atividades operacionais",
                "Net cash from operating activities",
                "Efectivo neto de actividades operativas",
              ),
              m(cf.operatingTotal),
            ],
            [
              T(
                "Aquisição de imobilizado",
                "Purchase of property, plant and equipment",
                "Adquisición de propiedad, planta y equipo",
              ),
              m(cf.capexPpe),
            ],
            [
              T("Aquisição de intangível", "Purchase of intangible assets", "Adquisición de intangibles"),
              m(cf.capexIntangible),
            ],
            [
              T(
                "Caixa líquido das atividades de investimento",
                "Net cash used in investing activities",
                "Efectivo neto de actividades de inversión",
              ),
              m(cf.investingTotal),
            ],
            [
              T(
                "Amortização de empréstimos bancários",
                "Repayment of bank loans",
                "Amortización de préstamos bancarios",
              ),
              m(cf.debtRepaid),
            ],
            [T("Pagamento de arrendamentos", "Lease payments", "Pagos de arrendamientos"), m(cf.leasesPaid)],
            [T("Dividendos pagos", "Dividends paid", "Dividendos pagados"), m(cf.dividendsPaid)],
            [
              T(
                "Caixa líquido das atividades de financiamento",
                "Net cash used in financing activities",
                "Efectivo neto de actividades de financiamiento",
              ),
              m(cf.financingTotal),
            ],
            [
              T(
                "Variação do caixa e equivalentes",
                "Change in cash and cash equivalents",
                "Variación del efectivo y equivalentes",
              ),
              m(cf.change),
            ],
            [
              T(
                "Caixa no início do exercício",
                "Cash at the beginning of the year",
                "Efectivo al inicio del ejercicio",
              ),
              m(cf.cashStart),
            ],
            [
              T("Caixa no fim do exercício", "Cash at the end of the year", "Efectivo al final del ejercicio"),
              m(cf.cashEnd),
            ],
          ],
        },
        {
          kind: "p",
          text: T(
            `A geração de caixa operacional de R$ ${num(cf.operatingTotal, lang)} milhões financiou integralmente os investimentos do ano, concentrados na planta de Paulínia e na frota de coleta, além da amortização de financiamentos bancários e do pagamento dos dividendos de 2024.`,
            `Operating cash generation of R$ ${num(cf.operatingTotal, lang)} million fully funded the year's investments, concentrated on the Paulínia plant and the collection fleet, as well as the repayment of bank financing and the payment of 2024's dividends.`,
            `La generación de caja operativa de R$ ${num(cf.operatingTotal, lang)} millones financió en su totalidad las inversiones del año, concentradas en la planta de Paulínia y en la flota de recolección, además de la amortización de préstamos bancarios y el pago de los dividendos de 2024.`,
          ),
        },
        { kind: "pageBreak" },
        { kind: "h1", text: T("Notas explicativas selecionadas", "Selected notes", "Notas seleccionadas") },
        { kind: "h2", text: T("1. Contexto operacional", "1. Operations", "1. Contexto operativo") },
        {
          kind: "p",
          text: T(
            "A Circulare S.A., com sede em São Paulo (SP), coleta óleo lubrificante usado ou contaminado (OLUC) como coletora autorizada pela ANP, rerrefina-o em sua planta de Paulínia (SP) e comercializa o óleo básico G2 e as linhas de lubrificantes LWOMA, LW Volt e grau alimentício. Presta também serviços de gestão de resíduos e de assessoria ambiental.",
            "Circulare S.A., headquartered in São Paulo (SP), collects used or contaminated lubricating oil (OLUC, its Brazilian acronym) as a collector authorized by ANP, Brazil's oil regulator, re-refines it at its Paulínia (SP) plant and sells G2 base oil and the LWOMA, LW Volt and food-grade lubricant lines. It also provides waste-management and environmental consulting services.",
            "Circulare S.A., con sede en São Paulo (SP), recolecta aceite lubricante usado o contaminado (OLUC) como recolectora autorizada por la ANP, el regulador brasileño del petróleo, lo rerrefina en su planta de Paulínia (SP) y comercializa el aceite base G2 y las líneas de lubricantes LWOMA, LW Volt y grado alimenticio. También presta servicios de gestión de residuos y de asesoría ambiental.",
          ),
        },
        { kind: "h2", text: T("2. Base de preparação", "2. Basis of preparation", "2. Bases de preparación") },
        {
          kind: "p",
          text: T(
            `As demonstrações foram preparadas de acordo com as práticas contábeis adotadas no Brasil e com as normas internacionais de relatório financeiro (IFRS), e auditadas pela ${greenBond.auditor}, que emitiu relatório sem ressalvas.`,
            `The statements were prepared in accordance with accounting practices adopted in Brazil and International Financial Reporting Standards (IFRS), and audited by ${greenBond.auditor}, which issued an unqualified report.`,
            `Los estados se prepararon de acuerdo con las prácticas contables adoptadas en Brasil y las Normas Internacionales de Información Financiera (NIIF), y fueron auditados por ${greenBond.auditor}, que emitió un informe sin salvedades.`,
          ),
        },
        {
          kind: "h2",
          text: T(
            "3. Empréstimos, financiamentos e debêntures",
            "3. Loans, financing and debentures",
            "3. Préstamos, financiamientos y debentures",
          ),
        },
        {
          kind: "table",
          columns: [
            T("Instrumento", "Instrument", "Instrumento"),
            T("Encargos", "Rate", "Tasa"),
            T("Vencimento", "Maturity", "Vencimiento"),
            "2025",
            "2024",
          ],
          widths: [2.6, 1.6, 1.1, 0.8, 0.8],
          align: ["left", "left", "left", "right", "right"],
          strong: [3],
          rows: [
            [
              T("Debêntures verdes, 1ª série", "Green debentures, 1st series", "Debentures verdes, 1.ª serie"),
              s1.rate[lang],
              s1.maturity.slice(0, 4),
              ...pair(debt.series1),
            ],
            [
              T("Debêntures verdes, 2ª série", "Green debentures, 2nd series", "Debentures verdes, 2.ª serie"),
              s2.rate[lang],
              s2.maturity.slice(0, 4),
              ...pair(debt.series2),
            ],
            [
              T(
                "Financiamentos de frota e bancários",
                "Fleet and bank financing",
                "Financiamientos de flota y bancarios",
              ),
              T("CDI + 1,9% a.a. (média)", "CDI + 1.9% p.a. (average)", "CDI + 1,9% a.a. (promedio)"),
              "2026–2029",
              ...pair(debt.bankLoans),
            ],
            [T("Total", "Total", "Total"), "", "", ...pair(totalDebt)],
          ],
        },
        {
          kind: "p",
          text: T(
            `Em ${longDate(greenBond.issueDate, lang)}, a Companhia emitiu R$ ${greenBond.totalMillion} milhões em debêntures simples, não conversíveis, com o rótulo de debêntures verdes, em duas séries: a 1ª, de R$ ${s1.amountMillion} milhões, remunerada a ${s1.rate.pt} e com vencimento em ${longDate(s1.maturity, lang)}; a 2ª, de R$ ${s2.amountMillion} milhões, atualizada pelo IPCA e remunerada a ${s2.rate.pt}, com vencimento em ${longDate(s2.maturity, lang)}. Os recursos são destinados à ampliação da capacidade de rerrefino e à renovação da frota de coleta; até 31 de dezembro de 2025 foram alocados ${pct((allocatedTotal / greenBond.totalMillion) * 100, lang)} do valor captado. As debêntures preveem cláusulas restritivas de dívida líquida/EBITDA de até ${num(greenBond.covenantNetDebtToEbitda, lang)} vezes, atendidas em todas as medições (${num(nd[0] / ebitda[0], lang, 2)} vez em 2025).`,
            `On ${longDate(greenBond.issueDate, lang)}, the Company issued R$ ${greenBond.totalMillion} million of simple, non-convertible debentures labeled as green debentures, in two series: the 1st, R$ ${s1.amountMillion} million at ${s1.rate.en}, maturing on ${longDate(s1.maturity, lang)}; the 2nd, R$ ${s2.amountMillion} million restated by IPCA (Brazil's consumer price index) plus ${s2.rate.en.replace("IPCA + ", "")}, maturing on ${longDate(s2.maturity, lang)}. The proceeds fund additional re-refining capacity and the renewal of the collection fleet; by 31 December 2025, ${pct((allocatedTotal / greenBond.totalMillion) * 100, lang)} had been allocated. The debentures carry a covenant of net debt/EBITDA of at most ${num(greenBond.covenantNetDebtToEbitda, lang)} times, met at every test (${num(nd[0] / ebitda[0], lang, 2)} times in 2025).`,
            `El ${longDate(greenBond.issueDate, lang)}, la Compañía emitió R$ ${greenBond.totalMillion} millones en debentures simples, no convertibles, con la etiqueta de debentures verdes, en dos series: la 1.ª, de R$ ${s1.amountMillion} millones, a ${s1.rate.es}, con vencimiento el ${longDate(s1.maturity, lang)}; la 2.ª, de R$ ${s2.amountMillion} millones, actualizada por el IPCA (índice de precios al consumidor de Brasil) más ${s2.rate.es.replace("IPCA + ", "")}, con vencimiento el ${longDate(s2.maturity, lang)}. Los recursos financian más capacidad de rerrefinado y la renovación de la flota de recolección; al 31 de diciembre de 2025 se había asignado el ${pct((allocatedTotal / greenBond.totalMillion) * 100, lang)}. Las debentures prevén una cláusula de deuda neta/EBITDA de hasta ${num(greenBond.covenantNetDebtToEbitda, lang)} veces, cumplida en todas las mediciones (${num(nd[0] / ebitda[0], lang, 2)} veces en 2025).`,
          ),
        },
        { kind: "h2", text: T("4. Imobilizado", "4. Property, plant and equipment", "4. Propiedad, planta y equipo") },
        {
          kind: "p",
          text: T(
            `As adições ao imobilizado somaram R$ ${num(-cf.capexPpe, lang)} milhões em 2025 e a depreciação do ano foi de R$ ${num(depreciation2025.ppe, lang)} milhões. As principais adições foram a nova unidade de destilação a vácuo e as melhorias de eficiência energética em Paulínia e a entrega de caminhões de coleta com motores de menor emissão.`,
            `Additions to property, plant and equipment totaled R$ ${num(-cf.capexPpe, lang)} million in 2025, and depreciation for the year was R$ ${num(depreciation2025.ppe, lang)} million. The main additions were the new vacuum distillation unit and energy-efficiency upgrades at Paulínia and the delivery of lower-emission collection trucks.`,
            `Las adiciones a propiedad, planta y equipo sumaron R$ ${num(-cf.capexPpe, lang)} millones en 2025 y la depreciación del año fue de R$ ${num(depreciation2025.ppe, lang)} millones. Las principales adiciones fueron la nueva unidad de destilación al vacío y las mejoras de eficiencia energética en Paulínia, y la entrega de camiones de recolección con motores de menores emisiones.`,
          ),
        },
        {
          kind: "h2",
          text: T("5. Patrimônio líquido e dividendos", "5. Equity and dividends", "5. Patrimonio y dividendos"),
        },
        {
          kind: "p",
          text: T(
            `O estatuto assegura dividendo mínimo obrigatório de 25% do lucro líquido ajustado. Sobre o resultado de 2025 foram propostos dividendos de R$ ${num(dividendsDeclared[0], lang)} milhões, registrados no passivo circulante; o saldo do lucro foi destinado às reservas de lucros.`,
            `The by-laws guarantee a mandatory minimum dividend of 25% of adjusted net income. Dividends of R$ ${num(dividendsDeclared[0], lang)} million were proposed on 2025's result and recorded in current liabilities; the rest of the profit was allocated to retained earnings reserves.`,
            `Los estatutos aseguran un dividendo mínimo obligatorio del 25% de la utilidad neta ajustada. Sobre el resultado de 2025 se propusieron dividendos de R$ ${num(dividendsDeclared[0], lang)} millones, registrados en el pasivo corriente; el resto de la utilidad se destinó a reservas.`,
          ),
        },
      ],
    };
  },
};
