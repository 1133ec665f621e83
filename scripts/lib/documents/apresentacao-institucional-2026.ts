/** Institutional presentation 2026 (landscape A4): the company, the business model, products, results and ESG. */
import { irSection, longDate, num, pct, tr, type InvestorDocument, type Lang } from "../pdf/kit";
import { allocatedTotal, company, ebitda, greenBond, history, income, netDebt, operations, projetoH } from "./figures";

export const apresentacaoInstitucional2026: InvestorDocument = {
  slug: "apresentacao-institucional-2026",
  category: "financeiras",
  date: "2026-05-20",
  minPages: 4,
  title: {
    pt: "Apresentação institucional 2026",
    en: "Corporate presentation 2026",
    es: "Presentación institucional 2026",
  },
  summary: {
    pt: "Visão geral da Circulare para investidores: modelo de negócio da coleta ao rerrefino, produtos, números operacionais, resultados de 2021 a 2025 e agenda ESG.",
    en: "An overview of Circulare for investors: the business model from collection to re-refining, products, operating figures, 2021–2025 results and the ESG agenda.",
    es: "Visión general de Circulare para inversionistas: modelo de negocio de la recolección al rerrefinado, productos, cifras operativas, resultados de 2021 a 2025 y agenda ESG.",
  },
  build(lang: Lang) {
    const T = tr(lang);
    const nd = netDebt();
    const cagr = pct(((history.revenue[4] / history.revenue[0]) ** (1 / 4) - 1) * 100, lang);
    return {
      lang,
      landscape: true,
      title: this.title[lang],
      subtitle: T(
        "Transformamos óleo lubrificante usado em recurso: coleta, rerrefino e soluções ambientais desde 1998",
        "We turn used lubricating oil into a resource: collection, re-refining and environmental solutions since 1998",
        "Transformamos el aceite lubricante usado en recurso: recolección, rerrefinado y soluciones ambientales desde 1998",
      ),
      section: irSection[lang],
      dateLabel: longDate(this.date, lang),
      subject: this.summary[lang],
      keywords: ["Circulare", T("apresentação institucional", "corporate presentation", "presentación institucional")],
      blocks: [
        { kind: "h1", text: T("A Circulare em números", "Circulare in figures", "Circulare en cifras") },
        {
          kind: "kpis",
          items: [
            {
              value: `${company.litresCollectedMillion} mi`,
              label: T(
                "litros de OLUC coletados por ano",
                "liters of used oil collected a year",
                "litros de aceite usado (OLUC) recolectados al año",
              ),
            },
            {
              value: `${company.maxRecoveryPercent}%`,
              label: T(
                "de cada litro recuperado como óleo básico, no melhor caso",
                "of each liter recovered as base oil, at best",
                "de cada litro recuperado como aceite base, en el mejor caso",
              ),
            },
            {
              value: T("45 mil+", "45,000+", "45 mil+"),
              label: T("geradores atendidos por ano", "generators served a year", "generadores atendidos al año"),
            },
            {
              value: String(company.trucks),
              label: T("caminhões de coleta", "collection trucks", "camiones de recolección"),
            },
            {
              value: String(company.bases),
              label: T(
                "bases operacionais pelo Brasil",
                "operational bases across Brazil",
                "bases operativas en Brasil",
              ),
            },
            {
              value: T("1.300", "1,300", "1.300"),
              label: T("colaboradores, aproximadamente", "employees, approximately", "colaboradores, aproximadamente"),
            },
            {
              value: "ISO 14001",
              label: T(
                "gestão ambiental certificada",
                "certified environmental management",
                "gestión ambiental certificada",
              ),
            },
            {
              value: "ISO 9001",
              label: T(
                "gestão da qualidade certificada",
                "certified quality management",
                "gestión de la calidad certificada",
              ),
            },
          ],
        },
        {
          kind: "p",
          text: T(
            "Fundada em 1998 em São Paulo, a Circulare é coletora autorizada pela ANP e opera uma planta de rerrefino em Paulínia (SP). A Resolução CONAMA 362/2005 determina que todo óleo lubrificante usado ou contaminado (OLUC) seja coletado e rerrefinado: é sobre essa regra, e sobre a confiança de dezenas de milhares de geradores, que construímos um negócio circular.",
            "Founded in 1998 in São Paulo, Circulare is a collector authorized by ANP, Brazil's oil regulator, and runs a re-refining plant in Paulínia (SP). CONAMA Resolution 362/2005 requires all used or contaminated lubricating oil (OLUC, its Brazilian acronym) to be collected and re-refined: on that rule, and on the trust of tens of thousands of generators, we have built a circular business.",
            "Fundada en 1998 en São Paulo, Circulare es recolectora autorizada por la ANP, el regulador brasileño del petróleo, y opera una planta de rerrefinado en Paulínia (SP). La Resolución CONAMA 362/2005 exige que todo aceite lubricante usado o contaminado (OLUC) sea recolectado y rerrefinado: sobre esa regla, y sobre la confianza de decenas de miles de generadores, construimos un negocio circular.",
          ),
        },
        { kind: "pageBreak" },
        {
          kind: "h1",
          text: T(
            "Modelo de negócio: um ciclo fechado",
            "Business model: a closed loop",
            "Modelo de negocio: un ciclo cerrado",
          ),
        },
        {
          kind: "table",
          columns: [
            T("Etapa", "Stage", "Etapa"),
            T("O que fazemos", "What we do", "Qué hacemos"),
            T("Receita", "Revenue", "Ingreso"),
          ],
          widths: [1, 3, 1.4],
          align: ["left", "left", "left"],
          rows: [
            [
              T("1. Coleta", "1. Collection", "1. Recolección"),
              T(
                "Coleta gratuita de OLUC em oficinas, postos, concessionárias, indústrias e frotas, com emissão do Certificado de Coleta de Óleo (CCO).",
                "Free collection of used oil from workshops, fuel stations, dealerships, industries and fleets, with a collection certificate (CCO).",
                "Recolección gratuita de aceite usado en talleres, estaciones de servicio, concesionarios, industrias y flotas, con certificado de recolección (CCO).",
              ),
              T("Matéria-prima para o rerrefino", "Feedstock for re-refining", "Materia prima para el rerrefinado"),
            ],
            [
              T("2. Rerrefino", "2. Re-refining", "2. Rerrefinado"),
              T(
                "Desidratação, destilação a vácuo e hidrotratamento em Paulínia, recuperando até 75% de cada litro como óleo básico.",
                "Dehydration, vacuum distillation and hydrotreating at Paulínia, recovering up to 75% of each liter as base oil.",
                "Deshidratación, destilación al vacío e hidrotratamiento en Paulínia, recuperando hasta el 75% de cada litro como aceite base.",
              ),
              T("Venda de óleo básico G2", "Sales of G2 base oil", "Venta de aceite base G2"),
            ],
            [
              T("3. Produtos", "3. Products", "3. Productos"),
              T(
                "Lubrificantes industriais LWOMA, fluidos dielétricos e térmicos LW Volt e lubrificantes grau alimentício (NSF H1).",
                "LWOMA industrial lubricants, LW Volt dielectric and thermal fluids and food-grade (NSF H1) lubricants.",
                "Lubricantes industriales LWOMA, fluidos dieléctricos y térmicos LW Volt y lubricantes grado alimenticio (NSF H1).",
              ),
              T("Venda de lubrificantes e fluidos", "Sales of lubricants and fluids", "Venta de lubricantes y fluidos"),
            ],
            [
              T("4. Soluções ambientais", "4. Environmental solutions", "4. Soluciones ambientales"),
              T(
                "Gestão de resíduos e gestão total no cliente, transbordo, descaracterização e assessoria ambiental (licenças, PGRS, MTR).",
                "Waste management and on-site total waste management, transfer stations, product destruction and environmental consulting (licenses, waste plans, MTR manifests).",
                "Gestión de residuos y gestión total en el cliente, transbordo, destrucción de productos y asesoría ambiental (licencias, planes de residuos, manifiestos MTR).",
              ),
              T("Contratos de serviço", "Service contracts", "Contratos de servicio"),
            ],
          ],
        },
        {
          kind: "p",
          text: T(
            "Quando os lubrificantes chegam ao fim da vida útil, voltam a ser coletados pela nossa frota e o ciclo recomeça. O mesmo recurso é usado repetidas vezes, com menos extração de petróleo e menos risco de contaminação do solo e da água.",
            "When the lubricants reach the end of their life, our fleet collects them again and the cycle starts over. The same resource is used again and again, with less crude extracted and less risk of soil and water contamination.",
            "Cuando los lubricantes llegan al fin de su vida útil, nuestra flota vuelve a recolectarlos y el ciclo recomienza. El mismo recurso se usa una y otra vez, con menos extracción de petróleo y menos riesgo de contaminación del suelo y del agua.",
          ),
        },
        { kind: "pageBreak" },
        {
          kind: "h1",
          text: T(
            "Crescimento com disciplina financeira",
            "Growth with financial discipline",
            "Crecimiento con disciplina financiera",
          ),
        },
        {
          kind: "bar",
          title: T("Receita líquida e EBITDA", "Net revenue and EBITDA", "Ingresos netos y EBITDA"),
          unit: T("R$ milhões", "R$ million", "R$ millones"),
          categories: history.years,
          series: [
            { name: T("Receita líquida", "Net revenue", "Ingresos netos"), values: history.revenue },
            { name: "EBITDA", values: history.ebitda },
          ],
          decimals: 0,
          height: 200,
        },
        {
          kind: "bullets",
          items: [
            T(
              `Receita cresceu ${cagr} ao ano de 2021 a 2025; margem EBITDA de ${pct((ebitda[0] / income.revenue[0]) * 100, lang)} em 2025.`,
              `Revenue grew ${cagr} a year from 2021 to 2025; EBITDA margin of ${pct((ebitda[0] / income.revenue[0]) * 100, lang)} in 2025.`,
              `Los ingresos crecieron ${cagr} al año de 2021 a 2025; margen EBITDA de ${pct((ebitda[0] / income.revenue[0]) * 100, lang)} en 2025.`,
            ),
            T(
              `Dívida líquida de R$ ${num(nd[0], lang)} milhões, ${num(nd[0] / ebitda[0], lang, 2)} vez o EBITDA, no fim de 2025.`,
              `Net debt of R$ ${num(nd[0], lang)} million, ${num(nd[0] / ebitda[0], lang, 2)} times EBITDA, at the end of 2025.`,
              `Deuda neta de R$ ${num(nd[0], lang)} millones, ${num(nd[0] / ebitda[0], lang, 2)} veces el EBITDA, al cierre de 2025.`,
            ),
          ],
        },
        { kind: "pageBreak" },
        { kind: "h1", text: T("Agenda ESG", "ESG agenda", "Agenda ESG") },
        {
          kind: "bar",
          title: T(
            "Óleo básico recuperado e emissões evitadas",
            "Base oil recovered and emissions avoided",
            "Aceite base recuperado y emisiones evitadas",
          ),
          unit: T(
            "milhões de litros / mil t CO2e",
            "million liters / thousand t CO2e",
            "millones de litros / mil t CO2e",
          ),
          categories: operations.years,
          series: [
            {
              name: T(
                "Óleo básico (milhões de litros)",
                "Base oil (million liters)",
                "Aceite base (millones de litros)",
              ),
              values: operations.baseOil,
            },
            {
              name: T("CO2e evitado (mil t)", "CO2e avoided (thousand t)", "CO2e evitado (mil t)"),
              values: operations.co2AvoidedKt,
            },
          ],
          decimals: 1,
          height: 170,
        },
        {
          kind: "bullets",
          items: [
            T(
              `Debêntures verdes de R$ ${greenBond.totalMillion} milhões (2023): R$ ${num(allocatedTotal, lang)} milhões alocados em rerrefino e frota até 2025.`,
              `R$ ${greenBond.totalMillion} million green debentures (2023): R$ ${num(allocatedTotal, lang)} million allocated to re-refining and the fleet by 2025.`,
              `Debentures verdes de R$ ${greenBond.totalMillion} millones (2023): R$ ${num(allocatedTotal, lang)} millones asignados a rerrefinado y flota hasta 2025.`,
            ),
            T(
              `Projeto H+: ${num(projetoH.graduatesSince2016, lang, 0)} jovens motoristas e mecânicos formados desde ${projetoH.since}.`,
              `Projeto H+: ${num(projetoH.graduatesSince2016, lang, 0)} young drivers and mechanics trained since ${projetoH.since}.`,
              `Projeto H+: ${num(projetoH.graduatesSince2016, lang, 0)} jóvenes conductores y mecánicos formados desde ${projetoH.since}.`,
            ),
            T(
              "Sistemas de gestão certificados ISO 14001 (desde 2007) e ISO 9001 (desde 2011).",
              "Management systems certified to ISO 14001 (since 2007) and ISO 9001 (since 2011).",
              "Sistemas de gestión certificados ISO 14001 (desde 2007) e ISO 9001 (desde 2011).",
            ),
            T(
              "Relatório de sustentabilidade anual com índice de conteúdo no estilo GRI.",
              "Annual sustainability report with a GRI-style content index.",
              "Informe de sostenibilidad anual con índice de contenidos al estilo GRI.",
            ),
          ],
        },
        {
          kind: "note",
          text: T(
            "Contato: Relações com Investidores, pelo formulário em /fale-com-ri/ no site da Circulare.",
            "Contact: Investor Relations, through the form at /en/fale-com-ri/ on Circulare's site.",
            "Contacto: Relaciones con Inversionistas, mediante el formulario en /es/fale-com-ri/ del sitio de Circulare.",
          ),
        },
      ],
    };
  },
};
