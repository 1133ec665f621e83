/** Sustainability report 2025 (content/uploads/relatorio-de-sustentabilidade-2025.<lang>.pdf), ten chapters. */
import { longDate, num, pct, tr, type DocumentSpec, type Lang, type Localized } from "../pdf/kit";
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

export const sustainabilityReport = {
  minPages: 10,
  date: "2026-04-28",
  title: {
    pt: "Relatório de sustentabilidade 2025",
    en: "Sustainability report 2025",
    es: "Informe de sostenibilidad 2025",
  } satisfies Localized,
};

export function buildSustainabilityReport(lang: Lang): DocumentSpec {
  const T = tr(lang);
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
    subtitle: T(
      "Coleta e rerrefino, clima, resíduos, pessoas e governança: o ano de 2025 na Circulare",
      "Collection and re-refining, climate, waste, people and governance: Circulare's 2025",
      "Recolección y rerrefinado, clima, residuos, personas y gobernanza: el año 2025 en Circulare",
    ),
    section: T("Sustentabilidade", "Sustainability", "Sostenibilidad"),
    dateLabel: T("Publicado em ", "Published on ", "Publicado el ") + longDate(sustainabilityReport.date, lang),
    subject: T(
      "Relatório anual de sustentabilidade da Circulare, ano-base 2025",
      "Circulare's annual sustainability report, reporting year 2025",
      "Informe anual de sostenibilidad de Circulare, año base 2025",
    ),
    keywords: [
      "Circulare",
      T("sustentabilidade", "sustainability", "sostenibilidad"),
      T("OLUC", "used oil", "OLUC"),
      "2025",
    ],
    blocks: [
      // 2. Message from the CEO
      { kind: "h1", text: T("Mensagem do CEO", "Message from the CEO", "Mensaje del CEO") },
      {
        kind: "p",
        text: T(
          `Em 2025, coletamos ${n1(collected)} milhões de litros de óleo lubrificante usado ou contaminado e devolvemos ao mercado ${n1(baseOil)} milhões de litros de óleo básico. Cada um desses litros é petróleo que não precisou ser extraído e um resíduo perigoso que não foi queimado nem chegou ao solo ou à água. É esse o sentido do nosso trabalho desde 1998.`,
          `In 2025 we collected ${n1(collected)} million liters of used or contaminated lubricating oil and returned ${n1(baseOil)} million liters of base oil to the market. Each of those liters is crude that did not have to be extracted and hazardous waste that was neither burned nor released into soil or water. That has been the point of our work since 1998.`,
          `En 2025 recolectamos ${n1(collected)} millones de litros de aceite lubricante usado o contaminado y devolvimos al mercado ${n1(baseOil)} millones de litros de aceite base. Cada uno de esos litros es petróleo que no hubo que extraer y un residuo peligroso que no se quemó ni llegó al suelo o al agua. Ese es el sentido de nuestro trabajo desde 1998.`,
        ),
      },
      {
        kind: "p",
        text: T(
          "Foi também um ano de investimento. A nova unidade de destilação em Paulínia entrou em operação, a renovação da frota financiada pelas debêntures verdes foi concluída e a intensidade de emissões por litro coletado voltou a cair. Na segurança, reduzimos pelo terceiro ano seguido a taxa de acidentes com afastamento, mas sabemos que o único número aceitável é zero.",
          "It was also a year of investment. The new distillation unit at Paulínia started operating, the fleet renewal financed by the green debentures was completed and the emission intensity per liter collected fell again. In safety, we cut the lost-time injury rate for the third year running, but we know the only acceptable number is zero.",
          "Fue también un año de inversión. La nueva unidad de destilación en Paulínia entró en operación, la renovación de la flota financiada por las debentures verdes concluyó y la intensidad de emisiones por litro recolectado volvió a bajar. En seguridad, redujimos por tercer año consecutivo la tasa de accidentes con baja, pero sabemos que el único número aceptable es cero.",
        ),
      },
      {
        kind: "p",
        text: T(
          "Este relatório mostra também onde ainda precisamos avançar: a chegada de lotes contaminados, que reduz o rendimento do rerrefino; os dados de emissões da cadeia de valor; e a parcela dos nossos próprios resíduos que ainda vai para aterro. Preferimos expor esses desafios a esconder o que falta fazer.",
          "This report also shows where we still need to improve: contaminated lots, which lower the re-refining yield; data on value-chain emissions; and the share of our own waste that still goes to landfill. We would rather show these challenges than hide what remains to be done.",
          "Este informe muestra también dónde aún debemos avanzar: la llegada de lotes contaminados, que reduce el rendimiento del rerrefinado; los datos de emisiones de la cadena de valor; y la parte de nuestros propios residuos que todavía va a relleno sanitario. Preferimos mostrar estos desafíos a ocultar lo que falta por hacer.",
        ),
      },
      {
        kind: "p",
        text: T(
          `Agradeço aos cerca de ${n0(company.employees)} colaboradores da Circulare, aos mais de 45 mil geradores que nos confiam seu óleo usado e aos jovens do Projeto H+, que nos lembram todos os anos por que o "H" vem de humano.`,
          `My thanks to Circulare's roughly ${n0(company.employees)} employees, to the more than 45,000 generators who trust us with their used oil and to the young people of Projeto H+, who remind us every year why the "H" stands for human.`,
          `Agradezco a los cerca de ${n0(company.employees)} colaboradores de Circulare, a los más de 45 mil generadores que nos confían su aceite usado y a los jóvenes del Projeto H+, que cada año nos recuerdan por qué la "H" es de humano.`,
        ),
      },
      {
        kind: "note",
        text: T(
          "Diretor-presidente da Circulare",
          "Chief executive officer, Circulare",
          "Director general de Circulare",
        ),
      },
      { kind: "pageBreak" },
      // 3. Who we are
      { kind: "h1", text: T("Quem somos", "Who we are", "Quiénes somos") },
      {
        kind: "p",
        text: T(
          "A Circulare foi fundada em 1998 em São Paulo (SP), onde fica a sede. Somos coletora autorizada pela ANP e operamos, em Paulínia (SP), uma planta que rerrefina o óleo lubrificante usado e o transforma de novo em óleo básico. Além da coleta e do rerrefino, oferecemos gestão de resíduos, gestão total de resíduos dentro das fábricas dos clientes, transbordo, descaracterização de produtos e assessoria ambiental.",
          "Circulare was founded in 1998 in São Paulo (SP), where its headquarters are. We are a collector authorized by ANP, Brazil's oil regulator, and we run a plant in Paulínia (SP) that re-refines used lubricating oil back into base oil. Besides collection and re-refining, we offer waste management, total waste management inside clients' plants, transfer stations, product destruction and environmental consulting.",
          "Circulare fue fundada en 1998 en São Paulo (SP), donde está su sede. Somos recolectora autorizada por la ANP, el regulador brasileño del petróleo, y operamos en Paulínia (SP) una planta que rerrefina el aceite lubricante usado y lo convierte de nuevo en aceite base. Además de la recolección y el rerrefinado, ofrecemos gestión de residuos, gestión total de residuos dentro de las plantas de los clientes, transbordo, destrucción de productos y asesoría ambiental.",
        ),
      },
      {
        kind: "kpis",
        items: [
          {
            value: n0(operations.employeesEndOfYear),
            label: T("colaboradores em 31/12/2025", "employees at 31 Dec 2025", "colaboradores al 31/12/2025"),
          },
          {
            value: String(company.trucks),
            label: T("caminhões de coleta", "collection trucks", "camiones de recolección"),
          },
          {
            value: "13",
            label: T(
              "bases operacionais em 2025; a 14ª em implantação",
              "operational bases in 2025; a 14th being set up",
              "bases operativas en 2025; la 14.ª en implementación",
            ),
          },
          {
            value: n0(operations.generators[last]),
            label: T("geradores atendidos no ano", "generators served in the year", "generadores atendidos en el año"),
          },
          {
            value: `${company.maxRecoveryPercent}%`,
            label: T(
              "de cada litro recuperável como óleo básico",
              "of each liter recoverable as base oil",
              "de cada litro recuperable como aceite base",
            ),
          },
          {
            value: "1998",
            label: T(
              "ano de fundação, em São Paulo (SP)",
              "founded in São Paulo (SP)",
              "año de fundación, en São Paulo (SP)",
            ),
          },
        ],
      },
      { kind: "h2", text: T("Nossos produtos", "Our products", "Nuestros productos") },
      {
        kind: "bullets",
        items: [
          T(
            "G2: óleo básico do Grupo II da API, obtido pelo rerrefino, para formuladores de lubrificantes.",
            "G2: API Group II base oil made by re-refining, for lubricant blenders.",
            "G2: aceite base del Grupo II de la API, obtenido por rerrefinado, para formuladores de lubricantes.",
          ),
          T(
            "LWOMA: óleos hidráulicos, de engrenagens e de compressores formulados com óleo básico rerrefinado.",
            "LWOMA: hydraulic, gear and compressor oils formulated with re-refined base oil.",
            "LWOMA: aceites hidráulicos, de engranajes y de compresores formulados con aceite base rerrefinado.",
          ),
          T(
            "LW Volt: fluidos dielétricos para transformadores e fluidos de gerenciamento térmico para veículos elétricos e baterias.",
            "LW Volt: dielectric fluids for transformers and thermal-management fluids for electric vehicles and batteries.",
            "LW Volt: fluidos dieléctricos para transformadores y fluidos de gestión térmica para vehículos eléctricos y baterías.",
          ),
          T(
            "Grau alimentício: lubrificantes da categoria NSF H1 para contato incidental com alimentos.",
            "Food grade: NSF H1 lubricants for incidental food contact.",
            "Grado alimenticio: lubricantes de la categoría NSF H1 para contacto incidental con alimentos.",
          ),
        ],
      },
      { kind: "pageBreak" },
      // 4. Collection and re-refining
      { kind: "h1", text: T("Coleta e rerrefino", "Collection and re-refining", "Recolección y rerrefinado") },
      {
        kind: "p",
        text: T(
          `A Resolução CONAMA 362/2005 determina que o óleo lubrificante usado ou contaminado (OLUC) seja coletado e rerrefinado. Em 2025, coletamos ${n1(collected)} milhões de litros em mais de 45 mil geradores, sem custo para eles, e emitimos um Certificado de Coleta de Óleo (CCO) a cada retirada. O rendimento médio do rerrefino foi de ${yieldPct}; os melhores lotes chegam a ${company.maxRecoveryPercent}%.`,
          `CONAMA Resolution 362/2005 requires used or contaminated lubricating oil (OLUC, its Brazilian acronym) to be collected and re-refined. In 2025 we collected ${n1(collected)} million liters from more than 45,000 generators, free of charge, issuing a collection certificate (CCO) for every pickup. The average re-refining yield was ${yieldPct}; the best lots reach ${company.maxRecoveryPercent}%.`,
          `La Resolución CONAMA 362/2005 exige que el aceite lubricante usado o contaminado (OLUC) sea recolectado y rerrefinado. En 2025 recolectamos ${n1(collected)} millones de litros en más de 45 mil generadores, sin costo para ellos, y emitimos un certificado de recolección (CCO) en cada retiro. El rendimiento medio del rerrefinado fue de ${yieldPct}; los mejores lotes llegan al ${company.maxRecoveryPercent}%.`,
        ),
      },
      {
        kind: "bar",
        title: T(
          "OLUC coletado e óleo básico recuperado",
          "Used oil collected and base oil recovered",
          "Aceite usado recolectado y aceite base recuperado",
        ),
        unit: T("milhões de litros", "million liters", "millones de litros"),
        categories: operations.years,
        series: [
          { name: T("OLUC coletado", "Used oil collected", "Aceite usado recolectado"), values: operations.collected },
          {
            name: T("Óleo básico recuperado", "Base oil recovered", "Aceite base recuperado"),
            values: operations.baseOil,
          },
        ],
        decimals: 1,
        height: 190,
      },
      {
        kind: "table",
        columns: [T("Indicador", "Indicator", "Indicador"), ...operations.years],
        widths: [2.4, 1, 1, 1, 1, 1],
        rows: [
          [
            T(
              "OLUC coletado (milhões de litros)",
              "Used oil collected (million liters)",
              "Aceite usado recolectado (millones de litros)",
            ),
            ...operations.collected.map(n1),
          ],
          [
            T(
              "Óleo básico recuperado (milhões de litros)",
              "Base oil recovered (million liters)",
              "Aceite base recuperado (millones de litros)",
            ),
            ...operations.baseOil.map(n1),
          ],
          [
            T("Rendimento médio", "Average yield", "Rendimiento medio"),
            ...operations.years.map((_, i) => pct(averageYield(i), lang)),
          ],
          [T("Geradores atendidos", "Generators served", "Generadores atendidos"), ...operations.generators.map(n0)],
        ],
      },
      { kind: "pageBreak" },
      // 5. Climate
      {
        kind: "h1",
        text: T("Clima e emissões evitadas", "Climate and avoided emissions", "Clima y emisiones evitadas"),
      },
      {
        kind: "p",
        text: T(
          `Rerrefinar o óleo usado evita as emissões de produzir óleo básico a partir do petróleo e as de queimar o resíduo. Estimamos que, em 2025, o rerrefino evitou ${n1(co2)} mil toneladas de CO2 equivalente, com um fator de ${num(co2FactorKgPerLitre, lang, 2)} kg de CO2e por litro de óleo básico recuperado. Esse resultado é apresentado separado do nosso inventário: emissão evitada não se desconta de emissão gerada.`,
          `Re-refining used oil avoids the emissions of making base oil from crude and those of burning the waste. We estimate that in 2025 re-refining avoided ${n1(co2)} thousand metric tons of CO2 equivalent, using a factor of ${num(co2FactorKgPerLitre, lang, 2)} kg CO2e per liter of base oil recovered. We show this separately from our inventory: avoided emissions are not deducted from emissions generated.`,
          `Rerrefinar el aceite usado evita las emisiones de producir aceite base a partir de petróleo y las de quemar el residuo. Estimamos que en 2025 el rerrefinado evitó ${n1(co2)} mil toneladas de CO2 equivalente, con un factor de ${num(co2FactorKgPerLitre, lang, 2)} kg de CO2e por litro de aceite base recuperado. Este resultado se presenta separado de nuestro inventario: la emisión evitada no se descuenta de la emisión generada.`,
        ),
      },
      {
        kind: "bar",
        title: T(
          "Emissões evitadas pelo rerrefino",
          "Emissions avoided by re-refining",
          "Emisiones evitadas por el rerrefinado",
        ),
        unit: T("mil t CO2e", "thousand t CO2e", "mil t CO2e"),
        categories: operations.years,
        series: [{ name: "CO2e", values: operations.co2AvoidedKt }],
        decimals: 1,
        height: 160,
      },
      {
        kind: "line",
        title: T("Intensidade de emissões da frota", "Fleet emission intensity", "Intensidad de emisiones de la flota"),
        unit: T(
          "kg CO2 por mil litros coletados",
          "kg CO2 per thousand liters collected",
          "kg CO2 por mil litros recolectados",
        ),
        categories: operations.years,
        series: [{ name: T("Frota", "Fleet", "Flota"), values: operations.fleetIntensity }],
        decimals: 1,
        height: 150,
      },
      {
        kind: "note",
        text: T(
          "O inventário cobre as emissões diretas da frota e da planta (escopo 1) e as da energia elétrica comprada (escopo 2). As emissões da cadeia de valor (escopo 3) ainda são estimadas com dados parciais.",
          "The inventory covers direct emissions from the fleet and the plant (scope 1) and those from purchased electricity (scope 2). Value-chain emissions (scope 3) are still estimated from partial data.",
          "El inventario cubre las emisiones directas de la flota y de la planta (alcance 1) y las de la energía eléctrica comprada (alcance 2). Las emisiones de la cadena de valor (alcance 3) aún se estiman con datos parciales.",
        ),
      },
      { kind: "pageBreak" },
      // 6. Waste management
      { kind: "h1", text: T("Gestão de resíduos", "Waste management", "Gestión de residuos") },
      {
        kind: "p",
        text: T(
          `Além do óleo, cuidamos dos resíduos industriais dos clientes: coletamos, transportamos com o Manifesto de Transporte de Resíduos (MTR), triamos em estações de transbordo e levamos cada material a um destino licenciado. Em 2025, gerimos ${n0(waste.managedKt[last])} mil toneladas, das quais ${pct(waste.divertedPercent[last], lang, 0)} foram para reciclagem, rerrefino, coprocessamento ou outra rota que não o aterro. A gestão total de resíduos, com equipes nossas dentro da fábrica do cliente, chegou a ${waste.totalManagementSites} unidades.`,
          `Beyond oil, we handle our clients' industrial waste: we collect it, transport it under the waste transport manifest (MTR), sort it at transfer stations and take each material to a licensed destination. In 2025 we managed ${n0(waste.managedKt[last])} thousand metric tons, of which ${pct(waste.divertedPercent[last], lang, 0)} went to recycling, re-refining, co-processing or another route other than landfill. Total waste management, with our teams inside the client's plant, reached ${waste.totalManagementSites} sites.`,
          `Además del aceite, cuidamos los residuos industriales de los clientes: los recolectamos, los transportamos con el manifiesto de transporte de residuos (MTR), los clasificamos en estaciones de transbordo y llevamos cada material a un destino autorizado. En 2025 gestionamos ${n0(waste.managedKt[last])} mil toneladas, de las cuales el ${pct(waste.divertedPercent[last], lang, 0)} fue a reciclaje, rerrefinado, coprocesamiento u otra ruta distinta del relleno sanitario. La gestión total de residuos, con equipos nuestros dentro de la planta del cliente, llegó a ${waste.totalManagementSites} unidades.`,
        ),
      },
      {
        kind: "bar",
        title: T("Resíduos geridos para clientes", "Waste managed for clients", "Residuos gestionados para clientes"),
        unit: T("mil toneladas", "thousand metric tons", "miles de toneladas"),
        categories: waste.years,
        series: [{ name: T("Resíduos geridos", "Waste managed", "Residuos gestionados"), values: waste.managedKt }],
        height: 160,
      },
      {
        kind: "table",
        columns: [
          T("Destino (% do total gerido)", "Destination (% of total managed)", "Destino (% del total gestionado)"),
          ...waste.years,
        ],
        widths: [2.4, 1, 1, 1, 1, 1],
        rows: [
          [
            T(
              "Fora do aterro (reciclagem, rerrefino, coprocessamento)",
              "Kept out of landfill (recycling, re-refining, co-processing)",
              "Fuera del relleno (reciclaje, rerrefinado, coprocesamiento)",
            ),
            ...waste.divertedPercent.map((x) => pct(x, lang, 0)),
          ],
          [
            T("Aterro licenciado", "Licensed landfill", "Relleno sanitario autorizado"),
            ...waste.divertedPercent.map((x) => pct(100 - x, lang, 0)),
          ],
        ],
      },
      { kind: "pageBreak" },
      // 7. People and safety
      { kind: "h1", text: T("Pessoas e segurança", "People and safety", "Personas y seguridad") },
      {
        kind: "p",
        text: T(
          `Encerramos 2025 com ${n0(operations.employeesEndOfYear)} colaboradores, muitos deles na estrada todos os dias. A segurança viária é o centro do nosso programa: direção defensiva, telemetria, jornadas controladas e investigação de todo incidente. A taxa de frequência de acidentes com afastamento caiu para ${num(people.ltifr[2], lang, 2)} por milhão de horas trabalhadas, e não tivemos acidentes fatais.`,
          `We ended 2025 with ${n0(operations.employeesEndOfYear)} employees, many of them on the road every day. Road safety is at the center of our program: defensive driving, telematics, controlled driving hours and an investigation of every incident. The lost-time injury frequency rate fell to ${num(people.ltifr[2], lang, 2)} per million hours worked, and there were no fatalities.`,
          `Cerramos 2025 con ${n0(operations.employeesEndOfYear)} colaboradores, muchos de ellos en la carretera todos los días. La seguridad vial es el centro de nuestro programa: conducción defensiva, telemetría, jornadas controladas e investigación de todo incidente. La tasa de frecuencia de accidentes con baja bajó a ${num(people.ltifr[2], lang, 2)} por millón de horas trabajadas, y no hubo accidentes fatales.`,
        ),
      },
      {
        kind: "table",
        columns: [T("Indicador", "Indicator", "Indicador"), ...people.years],
        widths: [2.6, 1, 1, 1],
        rows: [
          [
            T(
              "Taxa de frequência com afastamento (por milhão de horas)",
              "Lost-time injury frequency rate (per million hours)",
              "Tasa de frecuencia con baja (por millón de horas)",
            ),
            ...people.ltifr.map((x) => num(x, lang, 2)),
          ],
          [T("Acidentes fatais", "Fatalities", "Accidentes fatales"), "0", "0", "0"],
          [
            T(
              "Horas de treinamento por colaborador",
              "Training hours per employee",
              "Horas de capacitación por colaborador",
            ),
            ...people.trainingHours.map(n0),
          ],
          [
            T("Mulheres no quadro de colaboradores", "Women in the workforce", "Mujeres en la plantilla"),
            ...people.womenPercent.map((x) => pct(x, lang, 0)),
          ],
        ],
      },
      {
        kind: "line",
        title: T(
          "Taxa de frequência de acidentes com afastamento",
          "Lost-time injury frequency rate",
          "Tasa de frecuencia de accidentes con baja",
        ),
        unit: T("por milhão de horas trabalhadas", "per million hours worked", "por millón de horas trabajadas"),
        categories: people.years,
        series: [{ name: "LTIFR", values: people.ltifr }],
        decimals: 2,
        height: 150,
      },
      { kind: "pageBreak" },
      // 8. Projeto H+
      { kind: "h1", text: T("Projeto H+", "Projeto H+", "Projeto H+") },
      {
        kind: "p",
        text: T(
          `Criado em ${h.since}, o Projeto H+ forma jovens de comunidades próximas às nossas bases para as profissões de motorista e de mecânico, com técnica, segurança e consciência ambiental. Em 2025 foram ${h.classes[last]} turmas e ${n0(h.graduates[last])} formados; ${pct(h.hiringRate[last], lang, 0)} deles estavam empregados seis meses depois do curso, ${h.hiredByCirculare2025} na própria Circulare. Desde o início, ${n0(h.graduatesSince2016)} jovens concluíram o programa.`,
          `Created in ${h.since}, Projeto H+ trains young people from communities near our bases as drivers and mechanics, combining technique, safety and environmental awareness. In 2025 there were ${h.classes[last]} classes and ${n0(h.graduates[last])} graduates; ${pct(h.hiringRate[last], lang, 0)} of them had a job six months after the course, ${h.hiredByCirculare2025} at Circulare itself. Since the start, ${n0(h.graduatesSince2016)} young people have completed the program.`,
          `Creado en ${h.since}, el Projeto H+ forma a jóvenes de comunidades cercanas a nuestras bases como conductores y mecánicos, con técnica, seguridad y conciencia ambiental. En 2025 hubo ${h.classes[last]} clases y ${n0(h.graduates[last])} egresados; el ${pct(h.hiringRate[last], lang, 0)} tenía empleo seis meses después del curso, ${h.hiredByCirculare2025} en la propia Circulare. Desde el inicio, ${n0(h.graduatesSince2016)} jóvenes concluyeron el programa.`,
        ),
      },
      {
        kind: "bar",
        title: T("Formados por ano", "Graduates per year", "Egresados por año"),
        unit: T("jovens", "young people", "jóvenes"),
        categories: h.years,
        series: [{ name: T("Formados", "Graduates", "Egresados"), values: h.graduates }],
        height: 150,
      },
      {
        kind: "table",
        columns: [T("Projeto H+", "Projeto H+", "Projeto H+"), ...h.years],
        widths: [2.4, 1, 1, 1, 1, 1],
        rows: [
          [T("Turmas", "Classes", "Clases"), ...h.classes.map(n0)],
          [T("Formados", "Graduates", "Egresados"), ...h.graduates.map(n0)],
          [
            T("Taxa de contratação em até 6 meses", "Hiring rate within 6 months", "Tasa de contratación en 6 meses"),
            ...h.hiringRate.map((x) => pct(x, lang, 0)),
          ],
        ],
      },
      { kind: "pageBreak" },
      // 9. Governance and certifications
      {
        kind: "h1",
        text: T("Governança e certificações", "Governance and certifications", "Gobernanza y certificaciones"),
      },
      {
        kind: "p",
        text: T(
          "Nossos sistemas de gestão ambiental e da qualidade são certificados pelas normas ISO 14001, desde 2007, e ISO 9001, desde 2011, e passam por auditorias externas periódicas. Em 2025, as auditorias de manutenção cobriram a planta de Paulínia, a sede e seis bases operacionais, sem não conformidades maiores. A nova base de Rondonópolis (MT) será incluída no escopo certificado ao entrar em operação.",
          "Our environmental and quality management systems are certified to ISO 14001, since 2007, and ISO 9001, since 2011, with periodic external audits. In 2025 the surveillance audits covered the Paulínia plant, the headquarters and six operational bases, with no major non-conformities. The new Rondonópolis (MT) base will join the certified scope when it starts operating.",
          "Nuestros sistemas de gestión ambiental y de la calidad están certificados según las normas ISO 14001, desde 2007, e ISO 9001, desde 2011, con auditorías externas periódicas. En 2025, las auditorías de seguimiento cubrieron la planta de Paulínia, la sede y seis bases operativas, sin no conformidades mayores. La nueva base de Rondonópolis (MT) se incluirá en el alcance certificado cuando entre en operación.",
        ),
      },
      {
        kind: "bullets",
        items: [
          T(
            "Código de ética e programa de integridade, com treinamento anual obrigatório.",
            "Code of ethics and integrity program, with mandatory annual training.",
            "Código de ética y programa de integridad, con capacitación anual obligatoria.",
          ),
          T(
            "Canal de denúncias independente, com possibilidade de relato anônimo.",
            "Independent whistleblowing channel, with anonymous reporting.",
            "Canal de denuncias independiente, con posibilidad de reporte anónimo.",
          ),
          T(
            "Demonstrações financeiras auditadas e divulgação trimestral de resultados.",
            "Audited financial statements and quarterly results.",
            "Estados financieros auditados y divulgación trimestral de resultados.",
          ),
          T(
            `Debêntures verdes de R$ ${greenBond.totalMillion} milhões (2023): R$ ${n1(allocatedTotal)} milhões alocados até o fim de 2025, com relatório anual de alocação e impacto.`,
            `R$ ${greenBond.totalMillion} million green debentures (2023): R$ ${n1(allocatedTotal)} million allocated by the end of 2025, with an annual allocation and impact report.`,
            `Debentures verdes de R$ ${greenBond.totalMillion} millones (2023): R$ ${n1(allocatedTotal)} millones asignados hasta fines de 2025, con informe anual de asignación e impacto.`,
          ),
          T(
            "Exigências de segurança, ética e meio ambiente para fornecedores, verificadas na homologação.",
            "Safety, ethics and environmental requirements for suppliers, checked at approval.",
            "Requisitos de seguridad, ética y medio ambiente para proveedores, verificados en la homologación.",
          ),
        ],
      },
      {
        kind: "table",
        columns: [
          T("Certificação", "Certification", "Certificación"),
          T("Desde", "Since", "Desde"),
          T("Escopo", "Scope", "Alcance"),
        ],
        widths: [1.2, 0.6, 3],
        align: ["left", "left", "left"],
        rows: [
          [
            "ISO 14001",
            "2007",
            T(
              "Coleta, transporte e rerrefino de OLUC; gestão de resíduos",
              "Collection, transport and re-refining of used oil; waste management",
              "Recolección, transporte y rerrefinado de OLUC; gestión de residuos",
            ),
          ],
          [
            "ISO 9001",
            "2011",
            T(
              "Rerrefino, produção de óleo básico e lubrificantes; serviços ambientais",
              "Re-refining, base oil and lubricant production; environmental services",
              "Rerrefinado, producción de aceite base y lubricantes; servicios ambientales",
            ),
          ],
        ],
      },
      { kind: "pageBreak" },
      // 10. Targets for 2030
      { kind: "h1", text: T("Metas para 2030", "Targets for 2030", "Metas para 2030") },
      {
        kind: "table",
        columns: [T("Meta", "Target", "Meta"), T("2025", "2025", "2025"), T("2030", "2030", "2030")],
        widths: [3, 1, 1],
        rows: [
          [
            T(
              "OLUC coletado (milhões de litros/ano)",
              "Used oil collected (million liters/year)",
              "Aceite usado recolectado (millones de litros/año)",
            ),
            n1(collected),
            "320",
          ],
          [
            T("Rendimento médio do rerrefino", "Average re-refining yield", "Rendimiento medio del rerrefinado"),
            yieldPct,
            pct(72, lang, 0),
          ],
          [
            T(
              "Emissões da frota (kg CO2 por mil litros coletados)",
              "Fleet emissions (kg CO2 per thousand liters collected)",
              "Emisiones de la flota (kg CO2 por mil litros recolectados)",
            ),
            n1(operations.fleetIntensity[last]),
            n1(70),
          ],
          [
            T(
              "Resíduos de clientes fora do aterro",
              "Client waste kept out of landfill",
              "Residuos de clientes fuera del relleno",
            ),
            pct(waste.divertedPercent[last], lang, 0),
            pct(80, lang, 0),
          ],
          [
            T("Taxa de frequência com afastamento", "Lost-time injury frequency rate", "Tasa de frecuencia con baja"),
            num(people.ltifr[2], lang, 2),
            num(0.8, lang, 2),
          ],
          [
            T(
              "Formados no Projeto H+ (acumulado)",
              "Projeto H+ graduates (cumulative)",
              "Egresados del Projeto H+ (acumulado)",
            ),
            n0(h.graduatesSince2016),
            n0(4000),
          ],
          [
            T("Mulheres no quadro de colaboradores", "Women in the workforce", "Mujeres en la plantilla"),
            pct(people.womenPercent[2], lang, 0),
            pct(30, lang, 0),
          ],
        ],
      },
      {
        kind: "p",
        text: T(
          "As metas foram aprovadas pela diretoria e serão acompanhadas anualmente neste relatório. Quando uma meta deixar de fazer sentido, por mudança na operação ou na regulação, explicaremos a revisão em vez de simplesmente substituí-la.",
          "The targets were approved by the executive board and will be tracked every year in this report. If a target stops making sense, because of a change in operations or regulation, we will explain the revision rather than simply replace it.",
          "Las metas fueron aprobadas por la dirección y se seguirán anualmente en este informe. Si una meta deja de tener sentido, por un cambio en la operación o en la regulación, explicaremos la revisión en lugar de simplemente reemplazarla.",
        ),
      },
      { kind: "pageBreak" },
      // 11. GRI-style index
      {
        kind: "h1",
        text: T("Índice de conteúdo (estilo GRI)", "Content index (GRI style)", "Índice de contenidos (estilo GRI)"),
      },
      {
        kind: "table",
        columns: [
          T("Conteúdo", "Disclosure", "Contenido"),
          T("Descrição", "Description", "Descripción"),
          T("Página", "Page", "Página"),
        ],
        widths: [0.9, 3.2, 0.6],
        align: ["left", "left", "right"],
        rows: [
          ["2-1", T("Detalhes da organização", "Organizational details", "Detalles de la organización"), "3"],
          [
            "2-6",
            T(
              "Atividades, cadeia de valor e relações de negócio",
              "Activities, value chain and business relationships",
              "Actividades, cadena de valor y relaciones comerciales",
            ),
            "3",
          ],
          ["2-7", T("Colaboradores", "Employees", "Empleados"), "7"],
          ["2-9", T("Estrutura de governança", "Governance structure", "Estructura de gobernanza"), "9"],
          [
            "2-22",
            T(
              "Declaração sobre a estratégia de desenvolvimento sustentável",
              "Statement on sustainable development strategy",
              "Declaración sobre la estrategia de desarrollo sostenible",
            ),
            "2",
          ],
          [
            "2-26",
            T(
              "Mecanismos para aconselhamento e preocupações",
              "Mechanisms for seeking advice and raising concerns",
              "Mecanismos para solicitar asesoramiento y plantear inquietudes",
            ),
            "9",
          ],
          [
            "301-2",
            T("Materiais reciclados utilizados", "Recycled input materials used", "Materiales reciclados utilizados"),
            "4",
          ],
          ["305-4", T("Intensidade de emissões", "GHG emissions intensity", "Intensidad de las emisiones"), "5"],
          ["305-5", T("Redução de emissões", "Reduction of GHG emissions", "Reducción de las emisiones"), "5"],
          [
            "306-2",
            T(
              "Gestão de impactos significativos relacionados a resíduos",
              "Management of significant waste-related impacts",
              "Gestión de impactos significativos relacionados con residuos",
            ),
            "6",
          ],
          [
            "306-4",
            T(
              "Resíduos não destinados para disposição final",
              "Waste diverted from disposal",
              "Residuos no destinados a eliminación",
            ),
            "6",
          ],
          ["403-9", T("Acidentes de trabalho", "Work-related injuries", "Lesiones por accidente laboral"), "7"],
          [
            "404-1",
            T(
              "Média de horas de capacitação por ano, por empregado",
              "Average hours of training per year per employee",
              "Promedio de horas de formación al año por empleado",
            ),
            "7",
          ],
          [
            "413-1",
            T(
              "Operações com engajamento, avaliação de impactos e programas de desenvolvimento voltados à comunidade local",
              "Operations with local community engagement, impact assessments and development programs",
              "Operaciones con participación de la comunidad local, evaluaciones del impacto y programas de desarrollo",
            ),
            "8",
          ],
        ],
      },
      {
        kind: "note",
        text: T(
          "Este relatório foi elaborado com referência às normas GRI; os números de página correspondem a esta versão em PDF. Dúvidas e sugestões: /fale-com-a-gente/ no site da Circulare.",
          "This report was prepared with reference to the GRI Standards; page numbers refer to this PDF version. Questions and suggestions: /en/fale-com-a-gente/ on Circulare's site.",
          "Este informe se elaboró con referencia a los estándares GRI; los números de página corresponden a esta versión en PDF. Dudas y sugerencias: /es/fale-com-a-gente/ en el sitio de Circulare.",
        ),
      },
    ],
  };
}
