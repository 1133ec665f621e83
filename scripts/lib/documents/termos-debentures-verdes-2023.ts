/** Summary of the terms of the 2023 green debentures (two series), use of proceeds and covenants. */
import { irSection, longDate, num, tr, type InvestorDocument, type Lang } from "../pdf/kit";
import { greenBond } from "./figures";

const g = greenBond;
const [s1, s2] = g.series;

export const termosDebenturesVerdes2023: InvestorDocument = {
  slug: "termos-debentures-verdes-2023",
  category: "bonds",
  date: "2023-06-15",
  minPages: 4,
  title: {
    pt: "Termos das debêntures verdes 2023",
    en: "Terms of the 2023 green debentures",
    es: "Términos de las debentures verdes 2023",
  },
  summary: {
    pt: "Resumo das condições da 1ª emissão de debêntures verdes, de R$ 500 milhões em duas séries: prazos, remuneração, amortização, garantias, uso dos recursos e obrigações da emissora.",
    en: "Summary of the terms of the first green debenture issue, R$ 500 million in two series: tenors, interest, amortization, use of proceeds and the issuer's obligations.",
    es: "Resumen de las condiciones de la 1.ª emisión de debentures verdes, de R$ 500 millones en dos series: plazos, remuneración, amortización, uso de los recursos y obligaciones del emisor.",
  },
  build(lang: Lang) {
    const T = tr(lang);
    const money = (million: number) => `R$ ${num(million * 1_000_000, lang, 2)}`;
    const d = (iso: string) => longDate(iso, lang);
    const categoryName = {
      rerefining: T(
        "Prevenção e controle da poluição e economia circular: capacidade e eficiência do rerrefino em Paulínia (SP)",
        "Pollution prevention and control and circular economy: re-refining capacity and efficiency at Paulínia (SP)",
        "Prevención y control de la contaminación y economía circular: capacidad y eficiencia del rerrefinado en Paulínia (SP)",
      ),
      fleet: T(
        "Transporte limpo: renovação da frota de coleta de OLUC",
        "Clean transportation: renewal of the used-oil collection fleet",
        "Transporte limpio: renovación de la flota de recolección de OLUC",
      ),
    };
    return {
      lang,
      title: this.title[lang],
      subtitle: T(
        `1ª emissão de debêntures simples, não conversíveis em ações, da espécie quirografária, em duas séries, no valor total de ${money(g.totalMillion)}`,
        `First issue of simple, unsecured debentures not convertible into shares, in two series, totaling ${money(g.totalMillion)}`,
        `1.ª emisión de debentures simples, quirografarias y no convertibles en acciones, en dos series, por un total de ${money(g.totalMillion)}`,
      ),
      section: irSection[lang],
      dateLabel: T("Data de emissão: ", "Issue date: ", "Fecha de emisión: ") + d(g.issueDate),
      subject: this.summary[lang],
      keywords: ["Circulare", T("debêntures verdes", "green debentures", "debentures verdes"), "green bond", g.trustee],
      blocks: [
        { kind: "h1", text: T("Características da emissão", "Key terms", "Características de la emisión") },
        {
          kind: "p",
          text: T(
            "Este documento resume as principais condições da escritura de emissão. Em caso de divergência, prevalece a escritura, disponível aos debenturistas junto ao agente fiduciário e à área de Relações com Investidores.",
            "This document summarizes the main terms of the indenture. In case of any difference, the indenture prevails; it is available to debenture holders from the trustee and the Investor Relations team.",
            "Este documento resume las principales condiciones de la escritura de emisión. En caso de divergencia prevalece la escritura, disponible para los tenedores ante el agente fiduciario y el área de Relaciones con Inversionistas.",
          ),
        },
        {
          kind: "table",
          columns: [T("Item", "Item", "Concepto"), T("Condição", "Term", "Condición")],
          widths: [1.3, 3],
          align: ["left", "left"],
          rows: [
            [T("Emissora", "Issuer", "Emisor"), "Circulare S.A."],
            [T("Valor total", "Total amount", "Monto total"), money(g.totalMillion)],
            [
              T("Quantidade", "Number of debentures", "Cantidad"),
              `${num(g.units, lang, 0)} ${T("debêntures, com valor nominal unitário de", "debentures with a unit face value of", "debentures, con valor nominal unitario de")} R$ ${num(g.unitValue, lang, 2)}`,
            ],
            [
              T("Séries", "Series", "Series"),
              T(
                `Duas: 1ª série com ${num(s1.units, lang, 0)} debêntures (${money(s1.amountMillion)}); 2ª série com ${num(s2.units, lang, 0)} debêntures (${money(s2.amountMillion)})`,
                `Two: 1st series of ${num(s1.units, lang, 0)} debentures (${money(s1.amountMillion)}); 2nd series of ${num(s2.units, lang, 0)} debentures (${money(s2.amountMillion)})`,
                `Dos: 1.ª serie con ${num(s1.units, lang, 0)} debentures (${money(s1.amountMillion)}); 2.ª serie con ${num(s2.units, lang, 0)} debentures (${money(s2.amountMillion)})`,
              ),
            ],
            [T("Data de emissão", "Issue date", "Fecha de emisión"), d(g.issueDate)],
            [
              T("Espécie e forma", "Type and form", "Especie y forma"),
              T(
                "Quirografária, nominativa e escritural, sem emissão de certificados",
                "Unsecured, registered and book-entry, without certificates",
                "Quirografaria, nominativa y escritural, sin emisión de certificados",
              ),
            ],
            [
              T("Oferta", "Offering", "Oferta"),
              T(
                "Oferta pública com rito de registro automático, destinada a investidores profissionais",
                "Public offering under the automatic registration procedure, for professional investors",
                "Oferta pública con registro automático, dirigida a inversionistas profesionales",
              ),
            ],
            [
              T("Rótulo", "Label", "Etiqueta"),
              T(
                "Debêntures verdes, alinhadas aos Green Bond Principles",
                "Green debentures, aligned with the Green Bond Principles",
                "Debentures verdes, alineadas con los Green Bond Principles",
              ),
            ],
            [T("Agente fiduciário", "Trustee", "Agente fiduciario"), g.trustee],
            [T("Coordenador líder", "Lead arranger", "Coordinador líder"), g.leadArranger],
            [T("Coordenador", "Arranger", "Coordinador"), g.coArranger],
            [
              T("Escriturador e banco liquidante", "Registrar and paying agent", "Escriturador y banco liquidador"),
              g.bookkeeper,
            ],
            [
              T("Classificação de risco", "Credit rating", "Calificación de riesgo"),
              T(
                `${g.rating} em escala nacional, atribuída pela ${g.ratingAgency}`,
                `${g.rating} on the national scale, assigned by ${g.ratingAgency}`,
                `${g.rating} en escala nacional, asignada por ${g.ratingAgency}`,
              ),
            ],
            [T("Parecer de segunda opinião", "Second-party opinion", "Opinión de segunda parte"), g.spo],
          ],
        },
        { kind: "pageBreak" },
        {
          kind: "h1",
          text: T("Séries, prazos e remuneração", "Series, tenors and interest", "Series, plazos y remuneración"),
        },
        {
          kind: "table",
          columns: [
            T("Condição", "Term", "Condición"),
            T("1ª série", "1st series", "1.ª serie"),
            T("2ª série", "2nd series", "2.ª serie"),
          ],
          widths: [1.2, 1.6, 1.6],
          align: ["left", "left", "left"],
          rows: [
            [T("Valor", "Amount", "Monto"), money(s1.amountMillion), money(s2.amountMillion)],
            [T("Prazo", "Tenor", "Plazo"), T("5 anos", "5 years", "5 años"), T("7 anos", "7 years", "7 años")],
            [T("Vencimento", "Maturity", "Vencimiento"), d(s1.maturity), d(s2.maturity)],
            [
              T("Atualização monetária", "Inflation restatement", "Actualización monetaria"),
              T("Não há", "None", "No hay"),
              T("Variação acumulada do IPCA", "Accumulated change in IPCA", "Variación acumulada del IPCA"),
            ],
            [T("Remuneração", "Interest", "Remuneración"), s1.rate[lang], s2.rate[lang]],
            [
              T("Pagamento de juros", "Interest payments", "Pago de intereses"),
              T(
                "Semestral, em 15 de junho e 15 de dezembro",
                "Semi-annual, on 15 June and 15 December",
                "Semestral, el 15 de junio y el 15 de diciembre",
              ),
              T("Anual, em 15 de junho", "Annual, on 15 June", "Anual, el 15 de junio"),
            ],
            [
              T("Amortização", "Amortization", "Amortización"),
              T(
                `Duas parcelas anuais iguais, em ${s1.amortisation.map(d).join(" e ")}`,
                `Two equal annual instalments, on ${s1.amortisation.map(d).join(" and ")}`,
                `Dos cuotas anuales iguales, el ${s1.amortisation.map(d).join(" y el ")}`,
              ),
              T(
                `Três parcelas anuais iguais, em ${s2.amortisation.map(d).join(", ")}`,
                `Three equal annual instalments, on ${s2.amortisation.map(d).join(", ")}`,
                `Tres cuotas anuales iguales, el ${s2.amortisation.map(d).join(", ")}`,
              ),
            ],
            [
              T("Resgate antecipado facultativo", "Optional early redemption", "Rescate anticipado opcional"),
              T(
                "Permitido a partir de 15 de junho de 2025, com prêmio de 0,40% a.a. sobre o prazo remanescente",
                "Allowed from 15 June 2025, with a premium of 0.40% p.a. on the remaining term",
                "Permitido desde el 15 de junio de 2025, con prima de 0,40% a.a. sobre el plazo restante",
              ),
              T(
                "Conforme a regulamentação aplicável a títulos atualizados pelo IPCA",
                "As allowed by the rules for IPCA-linked securities",
                "Según la reglamentación aplicable a títulos indexados al IPCA",
              ),
            ],
          ],
        },
        {
          kind: "p",
          text: T(
            "CDI é a taxa média dos depósitos interfinanceiros de um dia, divulgada diariamente; IPCA é o índice oficial de inflação ao consumidor do Brasil. As debêntures foram registradas para distribuição e negociação no mercado secundário em ambiente de bolsa e balcão.",
            "CDI is the Brazilian average one-day interbank deposit rate, published daily; IPCA is Brazil's official consumer price index. The debentures were registered for distribution and secondary trading on the exchange and over-the-counter market.",
            "El CDI es la tasa promedio de los depósitos interbancarios a un día en Brasil, publicada diariamente; el IPCA es el índice oficial de precios al consumidor de Brasil. Las debentures se registraron para su distribución y negociación en el mercado secundario, en bolsa y en el mercado extrabursátil.",
          ),
        },
        {
          kind: "h2",
          text: T(
            "Cronograma de amortização do principal",
            "Principal repayment schedule",
            "Calendario de amortización del principal",
          ),
        },
        {
          kind: "bar",
          title: T(
            "Principal a amortizar por ano (valores nominais)",
            "Principal repaid per year (nominal amounts)",
            "Principal a amortizar por año (valores nominales)",
          ),
          unit: T("R$ milhões", "R$ million", "R$ millones"),
          categories: ["2027", "2028", "2029", "2030"],
          series: [
            { name: T("1ª série", "1st series", "1.ª serie"), values: [150, 150, 0, 0] },
            { name: T("2ª série", "2nd series", "2.ª serie"), values: [0, 66.7, 66.7, 66.6] },
          ],
          decimals: 1,
          height: 170,
        },
        { kind: "pageBreak" },
        { kind: "h1", text: T("Uso dos recursos", "Use of proceeds", "Uso de los recursos") },
        {
          kind: "p",
          text: T(
            "Os recursos líquidos serão destinados integralmente a projetos elegíveis, novos ou realizados nos 24 meses anteriores à emissão, em duas categorias definidas no arcabouço de finanças verdes da Circulare:",
            "The net proceeds will be allocated in full to eligible projects, new or carried out in the 24 months before the issue, in two categories defined in Circulare's green finance framework:",
            "Los recursos netos se destinarán íntegramente a proyectos elegibles, nuevos o realizados en los 24 meses anteriores a la emisión, en dos categorías definidas en el marco de finanzas verdes de Circulare:",
          ),
        },
        {
          kind: "table",
          columns: [
            T("Categoria elegível", "Eligible category", "Categoría elegible"),
            T("Projetos", "Projects", "Proyectos"),
            T("R$ milhões", "R$ million", "R$ millones"),
          ],
          widths: [2, 2.6, 0.8],
          align: ["left", "left", "right"],
          strong: [2],
          rows: [
            [
              categoryName.rerefining,
              T(
                `Nova unidade de destilação a vácuo, ampliação da capacidade de processamento de ${g.impact.capacityBefore} para ${g.impact.capacityAfter} milhões de litros por ano, recuperação de calor e controle de emissões`,
                `New vacuum distillation unit, processing capacity raised from ${g.impact.capacityBefore} to ${g.impact.capacityAfter} million liters a year, heat recovery and emission controls`,
                `Nueva unidad de destilación al vacío, ampliación de la capacidad de procesamiento de ${g.impact.capacityBefore} a ${g.impact.capacityAfter} millones de litros al año, recuperación de calor y control de emisiones`,
              ),
              num(g.categories[0].amountMillion, lang, 1),
            ],
            [
              categoryName.fleet,
              T(
                "Substituição de caminhões de coleta por veículos com motores Proconve P8 (equivalente ao Euro 6) e telemetria de consumo",
                "Replacement of collection trucks with Proconve P8 (Euro 6 equivalent) vehicles and fuel telemetry",
                "Sustitución de camiones de recolección por vehículos con motores Proconve P8 (equivalente a Euro 6) y telemetría de consumo",
              ),
              num(g.categories[1].amountMillion, lang, 1),
            ],
            [T("Total", "Total", "Total"), "", num(g.totalMillion, lang, 1)],
          ],
        },
        {
          kind: "h2",
          text: T("Seleção, gestão e relato", "Selection, management and reporting", "Selección, gestión y reporte"),
        },
        {
          kind: "bullets",
          items: [
            T(
              "Um comitê de finanças verdes, com as diretorias financeira, de sustentabilidade e de operações, aprova a elegibilidade de cada projeto.",
              "A green finance committee, with the finance, sustainability and operations directors, approves the eligibility of each project.",
              "Un comité de finanzas verdes, con las direcciones financiera, de sostenibilidad y de operaciones, aprueba la elegibilidad de cada proyecto.",
            ),
            T(
              "Os recursos ainda não alocados ficam em caixa ou em aplicações de baixo risco, sem financiar atividades intensivas em carbono.",
              "Unallocated proceeds are kept in cash or low-risk investments and never fund carbon-intensive activities.",
              "Los recursos aún no asignados se mantienen en caja o en inversiones de bajo riesgo, sin financiar actividades intensivas en carbono.",
            ),
            T(
              "Um relatório anual de alocação e impacto é publicado até a alocação total, com indicadores como capacidade de rerrefino, óleo básico recuperado, energia por metro cúbico e emissões da frota por litro coletado.",
              "An annual allocation and impact report is published until full allocation, with indicators such as re-refining capacity, base oil recovered, energy per cubic meter and fleet emissions per liter collected.",
              "Se publica un informe anual de asignación e impacto hasta la asignación total, con indicadores como capacidad de rerrefinado, aceite base recuperado, energía por metro cúbico y emisiones de la flota por litro recolectado.",
            ),
            T(
              `A ${g.spo} emitiu parecer de segunda opinião confirmando o alinhamento da emissão aos Green Bond Principles.`,
              `${g.spo} issued a second-party opinion confirming the issue's alignment with the Green Bond Principles.`,
              `${g.spo} emitió una opinión de segunda parte que confirma la alineación de la emisión con los Green Bond Principles.`,
            ),
          ],
        },
        { kind: "pageBreak" },
        {
          kind: "h1",
          text: T(
            "Obrigações e vencimento antecipado",
            "Covenants and events of default",
            "Obligaciones y vencimiento anticipado",
          ),
        },
        {
          kind: "table",
          columns: [
            T("Índice financeiro", "Financial covenant", "Índice financiero"),
            T("Limite", "Limit", "Límite"),
            T("Apuração", "Tested", "Medición"),
          ],
          widths: [2.2, 1, 1.4],
          align: ["left", "left", "left"],
          rows: [
            [
              T("Dívida líquida / EBITDA", "Net debt / EBITDA", "Deuda neta / EBITDA"),
              T(
                `Até ${num(g.covenantNetDebtToEbitda, lang)} vezes`,
                `At most ${num(g.covenantNetDebtToEbitda, lang)} times`,
                `Hasta ${num(g.covenantNetDebtToEbitda, lang)} veces`,
              ),
              T(
                "Anual, nas demonstrações auditadas",
                "Annually, on the audited statements",
                "Anual, en los estados auditados",
              ),
            ],
            [
              T(
                "EBITDA / resultado financeiro líquido",
                "EBITDA / net finance cost",
                "EBITDA / resultado financiero neto",
              ),
              T(
                `Mínimo de ${num(g.covenantInterestCover, lang)} vezes`,
                `At least ${num(g.covenantInterestCover, lang)} times`,
                `Mínimo de ${num(g.covenantInterestCover, lang)} veces`,
              ),
              T(
                "Anual, nas demonstrações auditadas",
                "Annually, on the audited statements",
                "Anual, en los estados auditados",
              ),
            ],
          ],
        },
        {
          kind: "h2",
          text: T(
            "Principais hipóteses de vencimento antecipado",
            "Main events of default",
            "Principales causas de vencimiento anticipado",
          ),
        },
        {
          kind: "bullets",
          items: [
            T(
              "Falta de pagamento de qualquer valor devido aos debenturistas, não sanada em até 2 dias úteis.",
              "Failure to pay any amount due to debenture holders, not remedied within 2 business days.",
              "Falta de pago de cualquier monto adeudado a los tenedores, no subsanada en 2 días hábiles.",
            ),
            T(
              "Descumprimento dos índices financeiros em duas apurações anuais consecutivas.",
              "Breach of the financial covenants at two consecutive annual tests.",
              "Incumplimiento de los índices financieros en dos mediciones anuales consecutivas.",
            ),
            T(
              "Vencimento antecipado de outras dívidas acima de R$ 50 milhões (cross-acceleration).",
              "Acceleration of other debt above R$ 50 million (cross-acceleration).",
              "Vencimiento anticipado de otras deudas superiores a R$ 50 millones (cross-acceleration).",
            ),
            T(
              "Perda ou suspensão, por mais de 90 dias, das autorizações da ANP para coleta ou rerrefino, ou das licenças ambientais da planta de Paulínia.",
              "Loss or suspension for more than 90 days of the ANP authorizations for collection or re-refining, or of the Paulínia plant's environmental licenses.",
              "Pérdida o suspensión por más de 90 días de las autorizaciones de la ANP para recolección o rerrefinado, o de las licencias ambientales de la planta de Paulínia.",
            ),
            T(
              "Pedido de recuperação judicial ou extrajudicial, ou falência.",
              "Filing for judicial or out-of-court reorganization, or bankruptcy.",
              "Solicitud de recuperación judicial o extrajudicial, o quiebra.",
            ),
          ],
        },
        { kind: "h2", text: T("Obrigações de informação", "Reporting obligations", "Obligaciones de información") },
        {
          kind: "bullets",
          items: [
            T(
              "Divulgar as demonstrações financeiras anuais auditadas e as informações trimestrais.",
              "Publish audited annual financial statements and quarterly information.",
              "Divulgar los estados financieros anuales auditados y la información trimestral.",
            ),
            T(
              `Enviar ao agente fiduciário, ${g.trustee}, o cálculo dos índices financeiros e a declaração de cumprimento das obrigações.`,
              `Send the trustee, ${g.trustee}, the covenant calculations and a compliance statement.`,
              `Enviar al agente fiduciario, ${g.trustee}, el cálculo de los índices financieros y la declaración de cumplimiento de las obligaciones.`,
            ),
            T(
              "Publicar o relatório anual de alocação dos recursos e de indicadores de impacto até a alocação total.",
              "Publish the annual report on the allocation of proceeds and impact indicators until full allocation.",
              "Publicar el informe anual de asignación de los recursos e indicadores de impacto hasta la asignación total.",
            ),
            T(
              `Manter a classificação de risco atualizada anualmente pela ${g.ratingAgency}.`,
              `Keep the credit rating updated annually by ${g.ratingAgency}.`,
              `Mantener la calificación de riesgo actualizada anualmente por ${g.ratingAgency}.`,
            ),
          ],
        },
        {
          kind: "note",
          text: T(
            "Este resumo tem caráter informativo e não constitui oferta ou recomendação de investimento.",
            "This summary is for information only and is not an offer or an investment recommendation.",
            "Este resumen es solo informativo y no constituye una oferta ni una recomendación de inversión.",
          ),
        },
      ],
    };
  },
};
