/** Green debentures: allocation of proceeds and impact indicators at 31 December 2025. */
import { irSection, longDate, num, pct, tr, type InvestorDocument, type Lang } from "../pdf/kit";
import { allocated, allocatedTotal, averageYield, greenBond, operations, round } from "./figures";

const g = greenBond;
const a = g.allocation;

export const relatorioAlocacaoVerde2025: InvestorDocument = {
  slug: "relatorio-alocacao-verde-2025",
  category: "bonds",
  date: "2026-04-15",
  minPages: 3,
  title: {
    pt: "Relatório de alocação e impacto das debêntures verdes 2025",
    en: "Green debentures allocation and impact report 2025",
    es: "Informe de asignación e impacto de las debentures verdes 2025",
  },
  summary: {
    pt: "Onde foram aplicados os recursos das debêntures verdes até 31 de dezembro de 2025, por categoria e por ano, e os indicadores ambientais dos projetos financiados.",
    en: "Where the green debenture proceeds had been spent by 31 December 2025, by category and by year, and the environmental indicators of the projects financed.",
    es: "Dónde se aplicaron los recursos de las debentures verdes hasta el 31 de diciembre de 2025, por categoría y por año, y los indicadores ambientales de los proyectos financiados.",
  },
  build(lang: Lang) {
    const T = tr(lang);
    const m = (x: number) => num(x, lang, 1);
    const share = pct((allocatedTotal / g.totalMillion) * 100, lang);
    const pending = round(g.totalMillion - allocatedTotal);
    const cat = {
      rerefining: T("Rerrefino (Paulínia)", "Re-refining (Paulínia)", "Rerrefinado (Paulínia)"),
      fleet: T("Frota de coleta", "Collection fleet", "Flota de recolección"),
    };
    const intensityChange = pct((operations.fleetIntensity[4] / operations.fleetIntensity[1] - 1) * 100, lang);
    const energyChange = pct((g.impact.energyPerM3After / g.impact.energyPerM3Before - 1) * 100, lang);
    return {
      lang,
      title: this.title[lang],
      subtitle: T(
        `1ª emissão de debêntures verdes (${longDate(g.issueDate, lang)}), posição em 31 de dezembro de 2025`,
        `First green debenture issue (${longDate(g.issueDate, lang)}), position at 31 December 2025`,
        `1.ª emisión de debentures verdes (${longDate(g.issueDate, lang)}), posición al 31 de diciembre de 2025`,
      ),
      section: irSection[lang],
      dateLabel: T("Publicado em ", "Published on ", "Publicado el ") + longDate(this.date, lang),
      subject: this.summary[lang],
      keywords: [
        "Circulare",
        T("debêntures verdes", "green debentures", "debentures verdes"),
        T("alocação", "allocation", "asignación"),
      ],
      blocks: [
        { kind: "h1", text: T("Alocação dos recursos", "Allocation of proceeds", "Asignación de los recursos") },
        {
          kind: "kpis",
          items: [
            {
              value: `R$ ${m(allocatedTotal)} mi`,
              label: T(
                `alocados de R$ ${g.totalMillion} milhões captados`,
                `allocated of R$ ${g.totalMillion} million raised`,
                `asignados de R$ ${g.totalMillion} millones captados`,
              ),
            },
            {
              value: share,
              label: T(
                "da emissão já aplicada em projetos elegíveis",
                "of the issue already spent on eligible projects",
                "de la emisión ya aplicada en proyectos elegibles",
              ),
            },
            {
              value: `R$ ${m(pending)} mi`,
              label: T(
                "a alocar em 2026, mantidos em caixa",
                "to be allocated in 2026, held in cash",
                "por asignar en 2026, mantenidos en caja",
              ),
            },
          ],
        },
        {
          kind: "table",
          columns: [
            T("Categoria elegível (R$ milhões)", "Eligible category (R$ million)", "Categoría elegible (R$ millones)"),
            T("Previsto", "Planned", "Previsto"),
            ...a.years,
            T("Alocado", "Allocated", "Asignado"),
            "%",
          ],
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
              T("Total", "Total", "Total"),
              m(g.totalMillion),
              ...a.years.map((_, i) => m(round(a.rerefining[i] + a.fleet[i]))),
              m(allocatedTotal),
              share,
            ],
          ],
        },
        {
          kind: "bar",
          title: T(
            "Alocação por ano e por categoria",
            "Allocation by year and category",
            "Asignación por año y por categoría",
          ),
          unit: T("R$ milhões", "R$ million", "R$ millones"),
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
          text: T(
            `A categoria de frota foi integralmente alocada em 2025, com a entrega dos últimos caminhões do programa de renovação. Na categoria de rerrefino, restam R$ ${m(pending)} milhões para a etapa final da recuperação de calor da nova unidade de destilação, prevista para o primeiro semestre de 2026. Até a aplicação, esse valor permanece em aplicações de baixo risco.`,
            `The fleet category was fully allocated in 2025, with the delivery of the last trucks of the renewal program. In the re-refining category, R$ ${m(pending)} million remain for the final stage of heat recovery at the new distillation unit, planned for the first half of 2026. Until then, this amount is held in low-risk investments.`,
            `La categoría de flota se asignó íntegramente en 2025, con la entrega de los últimos camiones del programa de renovación. En la categoría de rerrefinado quedan R$ ${m(pending)} millones para la etapa final de recuperación de calor de la nueva unidad de destilación, prevista para el primer semestre de 2026. Hasta su aplicación, ese monto permanece en inversiones de bajo riesgo.`,
          ),
        },
        { kind: "pageBreak" },
        { kind: "h1", text: T("Indicadores de impacto", "Impact indicators", "Indicadores de impacto") },
        {
          kind: "table",
          columns: [T("Indicador", "Indicator", "Indicador"), T("Linha de base", "Baseline", "Línea de base"), "2025"],
          widths: [2.6, 1, 1],
          rows: [
            [
              T(
                "Capacidade de processamento em Paulínia (milhões de litros/ano)",
                "Processing capacity at Paulínia (million liters/year)",
                "Capacidad de procesamiento en Paulínia (millones de litros/año)",
              ),
              num(g.impact.capacityBefore, lang, 0),
              num(g.impact.capacityAfter, lang, 0),
            ],
            [
              T(
                "OLUC rerrefinado (milhões de litros)",
                "Used oil re-refined (million liters)",
                "Aceite usado rerrefinado (millones de litros)",
              ),
              m(operations.collected[1]),
              m(operations.collected[4]),
            ],
            [
              T(
                "Óleo básico recuperado (milhões de litros)",
                "Base oil recovered (million liters)",
                "Aceite base recuperado (millones de litros)",
              ),
              m(operations.baseOil[1]),
              m(operations.baseOil[4]),
            ],
            [
              T("Rendimento médio do rerrefino", "Average re-refining yield", "Rendimiento medio del rerrefinado"),
              pct(averageYield(1), lang),
              pct(averageYield(4), lang),
            ],
            [
              T(
                "Energia por m³ de óleo básico (kWh equivalentes)",
                "Energy per m³ of base oil (kWh equivalent)",
                "Energía por m³ de aceite base (kWh equivalentes)",
              ),
              num(g.impact.energyPerM3Before, lang, 0),
              num(g.impact.energyPerM3After, lang, 0),
            ],
            [
              T(
                "Caminhões substituídos (acumulado)",
                "Trucks replaced (cumulative)",
                "Camiones sustituidos (acumulado)",
              ),
              "0",
              num(g.impact.trucksReplaced, lang, 0),
            ],
            [
              T(
                "Emissões da frota (kg CO2 por mil litros coletados)",
                "Fleet emissions (kg CO2 per thousand liters collected)",
                "Emisiones de la flota (kg CO2 por mil litros recolectados)",
              ),
              m(operations.fleetIntensity[1]),
              m(operations.fleetIntensity[4]),
            ],
            [
              T(
                "Emissões evitadas pelo rerrefino (mil t CO2e)",
                "Emissions avoided by re-refining (thousand t CO2e)",
                "Emisiones evitadas por el rerrefinado (mil t CO2e)",
              ),
              m(operations.co2AvoidedKt[1]),
              m(operations.co2AvoidedKt[4]),
            ],
          ],
        },
        {
          kind: "note",
          text: T(
            "Linha de base: 2022, último ano completo antes da emissão. Emissões evitadas: diferença entre produzir a mesma quantidade de óleo básico a partir de petróleo e queimar o óleo usado, e o rerrefino (fator de 1,03 kg CO2e por litro de básico recuperado). Emissão evitada não é descontada do inventário de emissões da empresa.",
            "Baseline: 2022, the last full year before the issue. Emissions avoided: the difference between making the same base oil from crude and burning the used oil, and re-refining it (a factor of 1.03 kg CO2e per liter of base oil recovered). Avoided emissions are not deducted from the company's emissions inventory.",
            "Línea de base: 2022, último año completo antes de la emisión. Emisiones evitadas: diferencia entre producir el mismo aceite base a partir de petróleo y quemar el aceite usado, y rerrefinarlo (factor de 1,03 kg CO2e por litro de aceite base recuperado). Las emisiones evitadas no se descuentan del inventario de emisiones de la empresa.",
          ),
        },
        {
          kind: "line",
          title: T(
            "Emissões da frota por mil litros coletados",
            "Fleet emissions per thousand liters collected",
            "Emisiones de la flota por mil litros recolectados",
          ),
          unit: T("kg CO2 / mil litros", "kg CO2 / thousand liters", "kg CO2 / mil litros"),
          categories: operations.years,
          series: [
            {
              name: T("Intensidade da frota", "Fleet intensity", "Intensidad de la flota"),
              values: operations.fleetIntensity,
            },
          ],
          decimals: 1,
          height: 170,
        },
        {
          kind: "p",
          text: T(
            `Desde 2022, a intensidade de emissões da frota caiu ${intensityChange.replace("-", "")} e a energia consumida por metro cúbico de óleo básico caiu ${energyChange.replace("-", "")}. A capacidade adicional em Paulínia permite processar todo o OLUC coletado com folga para o crescimento da coleta nos próximos anos.`,
            `Since 2022, the fleet's emission intensity has fallen by ${intensityChange.replace("-", "")} and the energy used per cubic meter of base oil by ${energyChange.replace("-", "")}. The additional capacity at Paulínia allows all the used oil collected to be processed, with room for collection to grow in the coming years.`,
            `Desde 2022, la intensidad de emisiones de la flota bajó ${intensityChange.replace("-", "")} y la energía consumida por metro cúbico de aceite base bajó ${energyChange.replace("-", "")}. La capacidad adicional en Paulínia permite procesar todo el aceite usado recolectado, con margen para el crecimiento de la recolección en los próximos años.`,
          ),
        },
        { kind: "pageBreak" },
        { kind: "h1", text: T("Metodologia e verificação", "Method and verification", "Metodología y verificación") },
        {
          kind: "bullets",
          items: [
            T(
              "Cada desembolso é registrado em centro de custo próprio e associado a um projeto aprovado pelo comitê de finanças verdes.",
              "Each disbursement is booked to a dedicated cost center and linked to a project approved by the green finance committee.",
              "Cada desembolso se registra en un centro de costos propio y se asocia a un proyecto aprobado por el comité de finanzas verdes.",
            ),
            T(
              "Os indicadores operacionais vêm dos mesmos sistemas usados nas demonstrações financeiras e no sistema de gestão ambiental certificado pela ISO 14001.",
              "Operating indicators come from the same systems used for the financial statements and for the ISO 14001-certified environmental management system.",
              "Los indicadores operativos provienen de los mismos sistemas usados en los estados financieros y en el sistema de gestión ambiental certificado ISO 14001.",
            ),
            T(
              `A alocação foi objeto de asseguração limitada pela ${g.auditor}.`,
              `The allocation was subject to limited assurance by ${g.auditor}.`,
              `La asignación fue objeto de aseguramiento limitado por ${g.auditor}.`,
            ),
            T(
              `O agente fiduciário, ${g.trustee}, recebeu este relatório e os comprovantes de alocação.`,
              `The trustee, ${g.trustee}, received this report and the allocation records.`,
              `El agente fiduciario, ${g.trustee}, recibió este informe y los comprobantes de asignación.`,
            ),
          ],
        },
        { kind: "h2", text: T("Próximos passos", "Next steps", "Próximos pasos") },
        {
          kind: "p",
          text: T(
            "O próximo relatório, referente a 2026, trará a alocação final dos recursos e o primeiro ano completo de operação da nova unidade de destilação. A partir de então, a Circulare seguirá publicando anualmente os indicadores de impacto até o vencimento da 2ª série, em 2030.",
            "The next report, covering 2026, will show the final allocation of the proceeds and the first full year of operation of the new distillation unit. After that, Circulare will keep publishing the impact indicators every year until the 2nd series matures in 2030.",
            "El próximo informe, referido a 2026, presentará la asignación final de los recursos y el primer año completo de operación de la nueva unidad de destilación. Después, Circulare seguirá publicando anualmente los indicadores de impacto hasta el vencimiento de la 2.ª serie, en 2030.",
          ),
        },
      ],
    };
  },
};
