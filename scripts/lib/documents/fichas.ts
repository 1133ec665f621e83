/**
 * Product data sheets (content/uploads/fichas/<product>.<lang>.pdf, two pages each) and their technical data
 * (content/uploads/fichas/dados.json), from one table per product: typical values, not specifications.
 */
import { num, tr, type DocumentSpec, type Lang, type Localized } from "../pdf/kit";

export const products = ["g2", "lwoma", "lw-volt", "grau-alimenticio"] as const;
export type Product = (typeof products)[number];

/** One grade: name, ISO VG, kinematic viscosity at 40 and 100 °C (mm²/s), viscosity index, flash point (°C, COC), pour point (°C). */
export type Grade = [name: string, isoVg: number, kv40: number, kv100: number, vi: number, flash: number, pour: number];

export const columns: Record<Lang, string[]> = {
  pt: [
    "Grau",
    "ISO VG",
    "Viscosidade a 40 °C (mm²/s)",
    "Viscosidade a 100 °C (mm²/s)",
    "Índice de viscosidade",
    "Ponto de fulgor (°C)",
    "Ponto de fluidez (°C)",
  ],
  en: [
    "Grade",
    "ISO VG",
    "Viscosity at 40 °C (mm²/s)",
    "Viscosity at 100 °C (mm²/s)",
    "Viscosity index",
    "Flash point (°C)",
    "Pour point (°C)",
  ],
  es: [
    "Grado",
    "ISO VG",
    "Viscosidad a 40 °C (mm²/s)",
    "Viscosidad a 100 °C (mm²/s)",
    "Índice de viscosidad",
    "Punto de inflamación (°C)",
    "Punto de fluidez (°C)",
  ],
};

/** Test methods for each column after the grade name. */
const methods = ["ISO 3448", "ASTM D445", "ASTM D445", "ASTM D2270", "ASTM D92", "ASTM D97"];

export const grades: Record<Product, Grade[]> = {
  // API Group II neutrals from re-refining (the ISO VG is the nearest class; base oils are sold by SUS grade).
  g2: [
    ["G2 100N", 22, 20.8, 4.3, 102, 212, -15],
    ["G2 150N", 32, 30.5, 5.3, 103, 222, -15],
    ["G2 220N", 46, 44.0, 6.7, 102, 236, -12],
    ["G2 500N", 100, 98.0, 11.1, 99, 254, -12],
  ],
  // Hydraulic (HM/HLP), gear (CLP) and compressor (VDL) oils on re-refined base oil.
  lwoma: [
    ["LWOMA HM 32", 32, 31.8, 5.4, 104, 214, -27],
    ["LWOMA HM 46", 46, 46.2, 6.9, 102, 228, -24],
    ["LWOMA HM 68", 68, 67.9, 8.8, 101, 240, -21],
    ["LWOMA EP 150", 150, 150.8, 14.7, 97, 246, -15],
    ["LWOMA EP 220", 220, 221.5, 19.0, 96, 250, -12],
    ["LWOMA EP 320", 320, 318.6, 24.2, 96, 256, -12],
    ["LWOMA CP 46", 46, 46.4, 6.8, 101, 232, -24],
    ["LWOMA CP 68", 68, 67.6, 8.7, 100, 244, -21],
  ],
  // Mineral insulating oil, natural and synthetic esters, and a synthetic dielectric coolant for batteries and e-drives.
  "lw-volt": [
    ["LW Volt Mineral", 10, 9.6, 2.5, 62, 148, -51],
    ["LW Volt Ester N", 32, 33.5, 7.9, 215, 320, -21],
    ["LW Volt Ester S", 32, 29.4, 5.4, 130, 260, -56],
    ["LW Volt Therm", 7, 7.2, 2.2, 120, 180, -60],
  ],
  // NSF H1 lubricants on white oil (FG) and polyalphaolefin (FG Syn).
  "grau-alimenticio": [
    ["FG HM 32", 32, 31.6, 5.4, 104, 210, -18],
    ["FG HM 46", 46, 46.1, 6.8, 102, 228, -15],
    ["FG HM 68", 68, 68.3, 8.7, 100, 240, -12],
    ["FG Syn CP 46", 46, 45.8, 7.9, 143, 246, -54],
    ["FG Syn EP 220", 220, 221.0, 25.2, 148, 254, -42],
  ],
};

interface SheetText {
  name: Localized;
  tagline: Localized;
  description: Localized;
  uses: Localized[];
  standards: Localized[];
  handling: Localized[];
  packaging: Localized[];
  gradeNotes?: Localized;
}

const common = {
  handling: [
    {
      pt: "Armazenar em local coberto, seco e ventilado, entre 0 e 40 °C, longe de fontes de calor e de oxidantes fortes.",
      en: "Store under cover in a dry, ventilated place between 0 and 40 °C, away from heat sources and strong oxidizers.",
      es: "Almacenar bajo techo, en lugar seco y ventilado, entre 0 y 40 °C, lejos de fuentes de calor y de oxidantes fuertes.",
    },
    {
      pt: "Manter as embalagens fechadas e, se estocadas ao ar livre, deitadas com os bocais na horizontal, para evitar a entrada de água.",
      en: "Keep containers closed and, if stored outdoors, lying down with the bungs horizontal to keep water out.",
      es: "Mantener los envases cerrados y, si se almacenan al aire libre, acostados con las tapas en horizontal para evitar el ingreso de agua.",
    },
    {
      pt: "Usar luvas e óculos de proteção no manuseio; em caso de contato com a pele, lavar com água e sabão. Consulte a ficha de segurança (FDS).",
      en: "Wear gloves and safety glasses when handling; after skin contact, wash with soap and water. See the safety data sheet (SDS).",
      es: "Usar guantes y gafas de protección al manipular; en caso de contacto con la piel, lavar con agua y jabón. Consulte la hoja de seguridad (HDS).",
    },
    {
      pt: "O produto usado é resíduo perigoso: armazene-o em recipiente fechado, sobre bacia de contenção, e entregue-o apenas a coletor autorizado pela ANP, guardando o Certificado de Coleta de Óleo (CCO). A Circulare faz essa coleta gratuitamente.",
      en: "The used product is hazardous waste: keep it in a closed container over a spill tray and hand it only to a collector authorized by ANP, keeping the collection certificate (CCO). Circulare collects it free of charge.",
      es: "El producto usado es residuo peligroso: guárdelo en un recipiente cerrado, sobre una bandeja de contención, y entréguelo solo a un recolector autorizado por la ANP, conservando el certificado de recolección (CCO). Circulare lo recolecta sin costo.",
    },
  ],
};

const text: Record<Product, SheetText> = {
  g2: {
    name: { pt: "G2", en: "G2", es: "G2" },
    tagline: {
      pt: "Óleo básico API Grupo II obtido por rerrefino",
      en: "API Group II base oil made by re-refining",
      es: "Aceite base API Grupo II obtenido por rerrefinado",
    },
    description: {
      pt: "O G2 é um óleo básico parafínico do Grupo II da API, produzido em Paulínia (SP) pelo rerrefino de óleo lubrificante usado, com destilação a vácuo e hidrotratamento. Tem teor de saturados acima de 90% e enxofre abaixo de 0,03%, o que favorece a estabilidade à oxidação e a resposta aos aditivos. Cada lote é analisado antes da liberação e acompanhado de laudo.",
      en: "G2 is an API Group II paraffinic base oil produced at Paulínia (SP) by re-refining used lubricating oil, with vacuum distillation and hydrotreating. Saturates above 90% and sulfur below 0.03% give good oxidation stability and additive response. Every lot is analyzed before release and shipped with a certificate of analysis.",
      es: "El G2 es un aceite base parafínico del Grupo II de la API, producido en Paulínia (SP) por rerrefinado de aceite lubricante usado, con destilación al vacío e hidrotratamiento. Tiene más de 90% de saturados y menos de 0,03% de azufre, lo que favorece la estabilidad a la oxidación y la respuesta a los aditivos. Cada lote se analiza antes de su liberación y va acompañado de un certificado de análisis.",
    },
    uses: [
      {
        pt: "Óleos de motor, fluidos hidráulicos, óleos de engrenagens e outros lubrificantes industriais.",
        en: "Engine oils, hydraulic fluids, gear oils and other industrial lubricants.",
        es: "Aceites de motor, fluidos hidráulicos, aceites de engranajes y otros lubricantes industriales.",
      },
      {
        pt: "Formulações que precisam declarar conteúdo circular ou reciclado.",
        en: "Formulations that need to declare circular or recycled content.",
        es: "Formulaciones que necesitan declarar contenido circular o reciclado.",
      },
    ],
    standards: [
      {
        pt: "Classificação API Grupo II (saturados 90% ou mais, enxofre até 0,03%, IV de 80 a 120).",
        en: "API Group II classification (saturates 90% or more, sulfur 0.03% or less, VI 80 to 120).",
        es: "Clasificación API Grupo II (saturados 90% o más, azufre hasta 0,03%, IV de 80 a 120).",
      },
      {
        pt: "Produzido por rerrefinador autorizado pela ANP, conforme a Resolução CONAMA 362/2005.",
        en: "Produced by a re-refiner authorized by ANP, under CONAMA Resolution 362/2005.",
        es: "Producido por un rerrefinador autorizado por la ANP, según la Resolución CONAMA 362/2005.",
      },
      {
        pt: "Fabricado sob sistemas de gestão certificados ISO 9001 e ISO 14001.",
        en: "Made under ISO 9001 and ISO 14001 certified management systems.",
        es: "Fabricado bajo sistemas de gestión certificados ISO 9001 e ISO 14001.",
      },
    ],
    handling: common.handling,
    packaging: [
      {
        pt: "Granel em caminhão-tanque (25 a 45 m³), com programação de entregas.",
        en: "Bulk by road tanker (25 to 45 m³), on a delivery schedule.",
        es: "A granel en camión cisterna (25 a 45 m³), con programación de entregas.",
      },
      {
        pt: "Contêiner IBC de 1.000 L para amostras de homologação e volumes menores.",
        en: "1,000 L IBC for approval samples and smaller volumes.",
        es: "Contenedor IBC de 1.000 L para muestras de homologación y volúmenes menores.",
      },
    ],
    gradeNotes: {
      pt: "A classe ISO VG indicada é a mais próxima; óleos básicos são comercializados pelo grau neutro (N).",
      en: "The ISO VG shown is the nearest class; base oils are sold by neutral (N) grade.",
      es: "La clase ISO VG indicada es la más cercana; los aceites base se comercializan por grado neutro (N).",
    },
  },
  lwoma: {
    name: { pt: "LWOMA", en: "LWOMA", es: "LWOMA" },
    tagline: {
      pt: "Lubrificantes industriais com óleo básico rerrefinado",
      en: "Industrial lubricants with re-refined base oil",
      es: "Lubricantes industriales con aceite base rerrefinado",
    },
    description: {
      pt: "A linha LWOMA reúne óleos hidráulicos antidesgaste (HM), óleos de engrenagens de extrema pressão (EP) e óleos de compressores de ar (CP), formulados com óleo básico rerrefinado G2 e pacotes de aditivos selecionados para cada aplicação: boa estabilidade à oxidação, separação de água, proteção antidesgaste e baixa formação de depósitos.",
      en: "The LWOMA line comprises anti-wear hydraulic oils (HM), extreme-pressure gear oils (EP) and air compressor oils (CP), formulated with re-refined G2 base oil and additive packages chosen for each application: good oxidation stability, water separation, anti-wear protection and low deposit formation.",
      es: "La línea LWOMA reúne aceites hidráulicos antidesgaste (HM), aceites de engranajes de extrema presión (EP) y aceites para compresores de aire (CP), formulados con aceite base rerrefinado G2 y paquetes de aditivos seleccionados para cada aplicación: buena estabilidad a la oxidación, separación de agua, protección antidesgaste y baja formación de depósitos.",
    },
    uses: [
      {
        pt: "HM: prensas, injetoras e sistemas hidráulicos móveis e estacionários.",
        en: "HM: presses, injection-molding machines and mobile and stationary hydraulics.",
        es: "HM: prensas, inyectoras y sistemas hidráulicos móviles y estacionarios.",
      },
      {
        pt: "EP: redutores e caixas de engrenagens industriais fechadas sob carga elevada.",
        en: "EP: enclosed industrial gearboxes and reducers under heavy load.",
        es: "EP: reductores y cajas de engranajes industriales cerradas con carga elevada.",
      },
      {
        pt: "CP: compressores de ar de parafuso e alternativos.",
        en: "CP: rotary screw and reciprocating air compressors.",
        es: "CP: compresores de aire de tornillo y alternativos.",
      },
    ],
    standards: [
      {
        pt: "HM: ISO 11158 (HM) e DIN 51524-2 (HLP).",
        en: "HM: ISO 11158 (HM) and DIN 51524-2 (HLP).",
        es: "HM: ISO 11158 (HM) y DIN 51524-2 (HLP).",
      },
      {
        pt: "EP: DIN 51517-3 (CLP) e AGMA 9005 (EP); FZG, estágio de falha 12 ou superior.",
        en: "EP: DIN 51517-3 (CLP) and AGMA 9005 (EP); FZG failure load stage 12 or higher.",
        es: "EP: DIN 51517-3 (CLP) y AGMA 9005 (EP); FZG, etapa de falla 12 o superior.",
      },
      {
        pt: "CP: ISO 6743-3 (DAJ) e DIN 51506 (VDL).",
        en: "CP: ISO 6743-3 (DAJ) and DIN 51506 (VDL).",
        es: "CP: ISO 6743-3 (DAJ) y DIN 51506 (VDL).",
      },
    ],
    handling: common.handling,
    packaging: [
      {
        pt: "Balde de 20 L, tambor de 200 L e contêiner IBC de 1.000 L.",
        en: "20 L pail, 200 L drum and 1,000 L IBC.",
        es: "Balde de 20 L, tambor de 200 L y contenedor IBC de 1.000 L.",
      },
      {
        pt: "Granel sob consulta para grandes consumidores.",
        en: "Bulk on request for large users.",
        es: "A granel bajo consulta para grandes consumidores.",
      },
    ],
  },
  "lw-volt": {
    name: { pt: "LW Volt", en: "LW Volt", es: "LW Volt" },
    tagline: {
      pt: "Fluidos dielétricos e de gerenciamento térmico",
      en: "Dielectric and thermal-management fluids",
      es: "Fluidos dieléctricos y de gestión térmica",
    },
    description: {
      pt: "A linha LW Volt inclui óleo mineral isolante inibido e ésteres naturais e sintéticos para transformadores de potência e de distribuição, e um fluido dielétrico sintético para o gerenciamento térmico por imersão de baterias, motores e eletrônica de potência. Os fluidos são secos e filtrados antes do envase, com baixo teor de umidade e de partículas. O óleo básico rerrefinado não é usado nesta linha.",
      en: "The LW Volt line includes inhibited mineral insulating oil and natural and synthetic esters for power and distribution transformers, and a synthetic dielectric fluid for immersion cooling of batteries, motors and power electronics. The fluids are dried and filtered before filling, with low moisture and particle content. Re-refined base oil is not used in this line.",
      es: "La línea LW Volt incluye aceite mineral aislante inhibido y ésteres naturales y sintéticos para transformadores de potencia y de distribución, y un fluido dieléctrico sintético para la gestión térmica por inmersión de baterías, motores y electrónica de potencia. Los fluidos se secan y filtran antes del envasado, con bajo contenido de humedad y de partículas. El aceite base rerrefinado no se usa en esta línea.",
    },
    uses: [
      {
        pt: "Mineral: transformadores e reatores imersos em óleo, religadores e chaves.",
        en: "Mineral: oil-immersed transformers and reactors, reclosers and switches.",
        es: "Mineral: transformadores y reactores sumergidos en aceite, reconectadores y seccionadores.",
      },
      {
        pt: "Ésteres: transformadores em áreas urbanas, internas ou sensíveis, que pedem maior ponto de fulgor e biodegradabilidade.",
        en: "Esters: transformers in urban, indoor or sensitive areas that need a higher flash point and biodegradability.",
        es: "Ésteres: transformadores en zonas urbanas, interiores o sensibles, que requieren mayor punto de inflamación y biodegradabilidad.",
      },
      {
        pt: "Therm: resfriamento por imersão de baterias, motores elétricos e sistemas de armazenamento de energia.",
        en: "Therm: immersion cooling of batteries, e-motors and energy storage systems.",
        es: "Therm: enfriamiento por inmersión de baterías, motores eléctricos y sistemas de almacenamiento de energía.",
      },
    ],
    standards: [
      {
        pt: "Mineral: IEC 60296 (óleo inibido) e a especificação da ANP para óleo mineral isolante.",
        en: "Mineral: IEC 60296 (inhibited oil) and ANP's specification for mineral insulating oil.",
        es: "Mineral: IEC 60296 (aceite inhibido) y la especificación de la ANP para aceite mineral aislante.",
      },
      {
        pt: "Éster natural: IEC 62770 e ASTM D6871. Éster sintético: IEC 61099.",
        en: "Natural ester: IEC 62770 and ASTM D6871. Synthetic ester: IEC 61099.",
        es: "Éster natural: IEC 62770 y ASTM D6871. Éster sintético: IEC 61099.",
      },
      {
        pt: "Rigidez dielétrica típica acima de 60 kV (IEC 60156) no produto envasado.",
        en: "Typical breakdown voltage above 60 kV (IEC 60156) as delivered.",
        es: "Rigidez dieléctrica típica superior a 60 kV (IEC 60156) en el producto envasado.",
      },
    ],
    handling: [
      {
        pt: "Fluidos isolantes absorvem umidade do ar: abrir a embalagem apenas no momento do uso e transferir com mangueiras e bombas limpas e secas.",
        en: "Insulating fluids absorb moisture from the air: open the container only when needed and transfer with clean, dry hoses and pumps.",
        es: "Los fluidos aislantes absorben humedad del aire: abrir el envase solo al usarlo y trasvasar con mangueras y bombas limpias y secas.",
      },
      ...common.handling,
    ],
    packaging: [
      {
        pt: "Tambor de 200 L com atmosfera de nitrogênio e contêiner IBC de 1.000 L.",
        en: "200 L drum under nitrogen and 1,000 L IBC.",
        es: "Tambor de 200 L con atmósfera de nitrógeno y contenedor IBC de 1.000 L.",
      },
      {
        pt: "Granel em caminhão-tanque dedicado para enchimento de transformadores em campo.",
        en: "Bulk by dedicated road tanker for filling transformers on site.",
        es: "A granel en camión cisterna dedicado para el llenado de transformadores en campo.",
      },
    ],
  },
  "grau-alimenticio": {
    name: { pt: "Grau alimentício", en: "Food grade", es: "Grado alimenticio" },
    tagline: {
      pt: "Lubrificantes NSF H1 para contato incidental com alimentos",
      en: "NSF H1 lubricants for incidental food contact",
      es: "Lubricantes NSF H1 para contacto incidental con alimentos",
    },
    description: {
      pt: "Lubrificantes da categoria NSF H1 formulados com óleos brancos (FG) e polialfaolefinas (FG Syn), bases permitidas para contato incidental com alimentos, e aditivos aprovados para esse uso. São inodoros, insípidos e resistentes à lavagem, para pontos de lubrificação em que respingos ou vazamentos podem alcançar o produto.",
      en: "NSF H1 lubricants formulated with white oils (FG) and polyalphaolefins (FG Syn), base stocks permitted for incidental food contact, and additives approved for that use. They are odorless, tasteless and resist washdown, for lubrication points where splashes or leaks may reach the product.",
      es: "Lubricantes de la categoría NSF H1 formulados con aceites blancos (FG) y polialfaolefinas (FG Syn), bases permitidas para contacto incidental con alimentos, y aditivos aprobados para ese uso. Son inodoros, insípidos y resistentes al lavado, para puntos de lubricación donde salpicaduras o fugas pueden alcanzar el producto.",
    },
    uses: [
      {
        pt: "FG HM: sistemas hidráulicos de envasadoras, esteiras, misturadores e equipamentos de processo.",
        en: "FG HM: hydraulics of filling machines, conveyors, mixers and process equipment.",
        es: "FG HM: sistemas hidráulicos de envasadoras, cintas transportadoras, mezcladoras y equipos de proceso.",
      },
      {
        pt: "FG Syn CP: compressores de ar e de refrigeração em frigoríficos, laticínios e bebidas.",
        en: "FG Syn CP: air and refrigeration compressors in meat, dairy and beverage plants.",
        es: "FG Syn CP: compresores de aire y de refrigeración en frigoríficos, lácteos y bebidas.",
      },
      {
        pt: "FG Syn EP: redutores e engrenagens, inclusive em câmaras frias e fornos.",
        en: "FG Syn EP: gearboxes and gears, including in cold rooms and ovens.",
        es: "FG Syn EP: reductores y engranajes, incluso en cámaras frías y hornos.",
      },
    ],
    standards: [
      {
        pt: "Categoria NSF H1 (contato incidental com alimentos); número de registro no rótulo de cada produto.",
        en: "NSF H1 category (incidental food contact); registration number on each product's label.",
        es: "Categoría NSF H1 (contacto incidental con alimentos); número de registro en la etiqueta de cada producto.",
      },
      {
        pt: "Composição conforme FDA 21 CFR 178.3570; fabricação segundo as boas práticas da ISO 21469.",
        en: "Composition per FDA 21 CFR 178.3570; made following ISO 21469 good practice.",
        es: "Composición conforme a FDA 21 CFR 178.3570; fabricación según las buenas prácticas de ISO 21469.",
      },
      {
        pt: "Certificados kosher e halal disponíveis sob consulta.",
        en: "Kosher and halal certificates available on request.",
        es: "Certificados kosher y halal disponibles bajo consulta.",
      },
    ],
    handling: [
      {
        pt: "Armazenar separado de lubrificantes comuns e identificar os pontos de uso com etiquetas H1, para evitar trocas.",
        en: "Store apart from ordinary lubricants and label points of use as H1 to avoid mix-ups.",
        es: "Almacenar separado de los lubricantes comunes e identificar los puntos de uso con etiquetas H1, para evitar confusiones.",
      },
      ...common.handling,
    ],
    packaging: [
      {
        pt: "Balde de 20 L e tambor de 200 L, com lacre e lote rastreável.",
        en: "20 L pail and 200 L drum, sealed and with a traceable lot number.",
        es: "Balde de 20 L y tambor de 200 L, con precinto y lote trazable.",
      },
      {
        pt: "Frasco de 1 L para pontos de lubrificação manual.",
        en: "1 L bottle for manual lubrication points.",
        es: "Frasco de 1 L para puntos de lubricación manual.",
      },
    ],
  },
};

/** dados.json: the columns in each language and the rows (language-neutral numbers and grade names). */
export function technicalData() {
  return Object.fromEntries(products.map((p) => [p, { columns: columns, rows: grades[p] }])) as Record<
    Product,
    { columns: Record<Lang, string[]>; rows: Grade[] }
  >;
}

export function buildSheet(product: Product, lang: Lang): DocumentSpec {
  const T = tr(lang);
  const t = text[product];
  const name = t.name[lang];
  const title = T(`Ficha técnica ${name}`, `${name} data sheet`, `Ficha técnica ${name}`);
  const f = (x: number, d: number) => num(x, lang, d);
  return {
    lang,
    title,
    subtitle: t.tagline[lang],
    section: T("Óleos de alta performance", "High-performance oils", "Aceites de alto rendimiento"),
    dateLabel: T("Revisão: novembro de 2026", "Revision: November 2026", "Revisión: noviembre de 2026"),
    subject: t.tagline[lang],
    keywords: ["Circulare", name, T("ficha técnica", "data sheet", "ficha técnica")],
    cover: false,
    blocks: [
      { kind: "p", text: t.description[lang] },
      { kind: "h2", text: T("Aplicações", "Applications", "Aplicaciones") },
      { kind: "bullets", items: t.uses.map((u) => u[lang]) },
      { kind: "h2", text: T("Características típicas", "Typical properties", "Características típicas") },
      {
        kind: "table",
        columns: columns[lang],
        widths: [1.7, 0.7, 1.1, 1.1, 1, 1, 1],
        rows: [
          ...grades[product].map(([g, vg, kv40, kv100, vi, flash, pour]) => [
            g,
            String(vg),
            f(kv40, 1),
            f(kv100, 1),
            String(vi),
            String(flash),
            String(pour),
          ]),
          [T("Método", "Method", "Método"), ...methods],
        ],
      },
      {
        kind: "note",
        text: [
          t.gradeNotes?.[lang],
          T(
            "Valores típicos, sujeitos a variações normais de produção; não constituem especificação. O laudo de cada lote traz os valores medidos.",
            "Typical values, subject to normal production variation; they are not a specification. Each lot's certificate of analysis gives the measured values.",
            "Valores típicos, sujetos a variaciones normales de producción; no constituyen especificación. El certificado de cada lote indica los valores medidos.",
          ),
        ]
          .filter(Boolean)
          .join(" "),
      },
      { kind: "pageBreak" },
      { kind: "h1", text: T("Normas e aprovações", "Standards and approvals", "Normas y aprobaciones") },
      { kind: "bullets", items: t.standards.map((s) => s[lang]) },
      { kind: "h2", text: T("Manuseio e armazenagem", "Handling and storage", "Manipulación y almacenamiento") },
      { kind: "bullets", items: t.handling.map((s) => s[lang]) },
      { kind: "h2", text: T("Embalagens", "Packaging", "Envases") },
      { kind: "bullets", items: t.packaging.map((s) => s[lang]) },
      {
        kind: "note",
        text: T(
          "Para especificação, amostras e condições de fornecimento, fale com um especialista em /fale-com-a-gente/ no site da Circulare.",
          "For specifications, samples and supply terms, talk to a specialist at /en/fale-com-a-gente/ on Circulare's site.",
          "Para especificaciones, muestras y condiciones de suministro, hable con un especialista en /es/fale-com-a-gente/ en el sitio de Circulare.",
        ),
      },
    ],
  };
}
