/**
 * Draws the standard pages' illustrations (flat-vector scenes in SVG, rendered to JPEG with sharp, nothing
 * downloaded), in the blog covers' palette and bands: `npx tsx scripts/make-page-images.mts [--force]`.
 * Writes content/uploads/paginas/<name>.jpg (1600×1200, 4:3) and the manifest imagens.json (file, subject,
 * alt text in pt/en/es) for every picture, heroes and spares alike. Existing JPEGs are kept unless --force;
 * the manifest is always rewritten. Editors may replace any picture with a photo through the CMS.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { scenes } from "./lib/page-images/scenes";

const root = process.cwd();
const force = process.argv.includes("--force");
const dir = path.join(root, "content/uploads/paginas");

interface Picture {
  name: keyof typeof scenes;
  subject: string;
  alt: { pt: string; en: string; es: string };
}

/** What each picture shows, and its alternative text in each language (8 to 20 words). */
const pictures: Picture[] = [
  {
    name: "home-ciclo",
    subject:
      "Circular economy panorama: a tank truck on a winding road between a town and the re-refining plant, under a circular arc",
    alt: {
      pt: "Caminhão-tanque percorre a estrada entre a cidade e a planta de rerrefino, sob um arco que representa o ciclo",
      en: "A tank truck travels the road between town and the re-refining plant, beneath an arc that stands for the cycle",
      es: "Camión cisterna en la carretera entre la ciudad y la planta de rerrefinación, bajo un arco que evoca el ciclo",
    },
  },
  {
    name: "coleta-oficina",
    subject:
      "Collection tank truck beside a workshop, drums on a containment tray and a driver in PPE holding the hose",
    alt: {
      pt: "Caminhão-tanque de coleta diante de uma oficina, com tambores na bacia de contenção e motorista de EPI segurando a mangueira",
      en: "Collection tank truck outside a workshop, drums on a containment tray and a driver in PPE holding the hose",
      es: "Camión cisterna frente a un taller, con tambores en bandeja de contención y un conductor con EPP sujetando la manguera",
    },
  },
  {
    name: "pedido-de-coleta",
    subject:
      "Requesting a collection: a smartphone with a map route to a pin, a booking calendar, and a tank truck driving to a workshop",
    alt: {
      pt: "Celular com rota no mapa e calendário de agendamento, enquanto o caminhão-tanque segue pela estrada até a oficina",
      en: "A phone showing a map route and a booking calendar while the tank truck drives to the workshop",
      es: "Un celular con una ruta en el mapa y un calendario de reserva mientras el camión cisterna va al taller",
    },
  },
  {
    name: "coleta-residuos",
    subject:
      "Waste collection at a factory: a truck carrying a loaded roll-off container, bins, a big bag and a worker wheeling a bin",
    alt: {
      pt: "Caminhão com caçamba de resíduos saindo de uma fábrica, com coletores e um colaborador empurrando um contêiner",
      en: "A truck carrying a waste container leaves a factory while a worker wheels a bin nearby",
      es: "Un camión con un contenedor de residuos sale de una fábrica mientras un operario empuja un contenedor con ruedas",
    },
  },
  {
    name: "transbordo",
    subject:
      "Waste transfer station: a roofed yard with three loaded roll-off containers, a hook-lift truck, a box truck and a worker directing",
    alt: {
      pt: "Estação de transbordo coberta com caçambas de resíduos, um caminhão poliguindaste e um colaborador orientando a manobra",
      en: "A covered transfer station with loaded waste containers, a hook-lift truck and a worker guiding the manoeuvre",
      es: "Estación de transferencia techada con contenedores de residuos, un camión portacontenedores y un operario guiando la maniobra",
    },
  },
  {
    name: "segregacao",
    subject:
      "Waste segregation: a row of colour-coded bins and big bags, a worker dropping a box in and a supervisor with a clipboard",
    alt: {
      pt: "Coletores coloridos para a segregação de resíduos, bags e dois colaboradores separando e registrando os materiais",
      en: "Colour-coded bins for waste segregation, big bags and two workers sorting and recording the materials",
      es: "Contenedores de colores para la separación de residuos, big bags y dos operarios clasificando y registrando materiales",
    },
  },
  {
    name: "reuniao-equipe",
    subject:
      "Team meeting in PPE at a customer's site: a leader points at a chart on a board while five colleagues listen",
    alt: {
      pt: "Equipe de capacete e colete reunida na unidade do cliente, acompanhando um quadro com gráfico de indicadores",
      en: "A team in helmets and vests meets at a customer's site around a board with an indicators chart",
      es: "Un equipo con casco y chaleco se reúne en la planta del cliente en torno a un gráfico de indicadores",
    },
  },
  {
    name: "consultoria",
    subject:
      "Environmental consulting in an office: three people at a desk with a laptop and papers, a chart on the wall, a city window",
    alt: {
      pt: "Consultores ambientais e cliente reunidos em escritório, com notebook, documentos e um gráfico na parede",
      en: "Environmental consultants and a client meet in an office with a laptop, documents and a wall chart",
      es: "Consultores ambientales y un cliente reunidos en una oficina con portátil, documentos y un gráfico en la pared",
    },
  },
  {
    name: "descaracterizacao",
    subject:
      "Shredding of off-spec products: a conveyor feeds boxes and bottles into an industrial shredder that drops pieces into a container",
    alt: {
      pt: "Esteira leva caixas e frascos a um triturador industrial, que despeja os fragmentos em uma caçamba",
      en: "A conveyor carries boxes and bottles into an industrial shredder that drops the fragments into a container",
      es: "Una cinta lleva cajas y botellas a una trituradora industrial que descarga los fragmentos en un contenedor",
    },
  },
  {
    name: "atendimento",
    subject:
      "Customer service: a person with a headset at a desk, a monitor with chat messages and speech bubbles around",
    alt: {
      pt: "Atendente com headset em sua mesa, com mensagens na tela do computador e balões de conversa ao redor",
      en: "A customer-service agent wearing a headset at a desk, with chat messages on screen and speech bubbles around",
      es: "Una persona de atención al cliente con auriculares en su escritorio, rodeada de mensajes y globos de conversación",
    },
  },
  {
    name: "reuniao-ri",
    subject:
      "Investor-relations meeting: a presenter points at a results chart on a screen for three people at a table with laptops",
    alt: {
      pt: "Apresentação de resultados a investidores: um executivo aponta o gráfico na tela para três pessoas à mesa",
      en: "Results presentation to investors: a speaker points at the chart on screen for three people at a table",
      es: "Presentación de resultados a inversionistas: un expositor señala el gráfico en pantalla ante tres personas en la mesa",
    },
  },
  {
    name: "aperto-de-maos",
    subject:
      "Supplier partnership: two people shaking hands in a warehouse with racks, pallets of boxes, drums and a forklift",
    alt: {
      pt: "Duas pessoas apertam as mãos em um armazém com estantes, paletes de caixas e uma empilhadeira",
      en: "Two people shake hands in a warehouse with racks, pallets of boxes and a forklift",
      es: "Dos personas se dan la mano en un almacén con estanterías, palés de cajas y un montacargas",
    },
  },
  {
    name: "armazem-fornecedor",
    subject:
      "Loading dock: a box truck, a forklift carrying a pallet and a worker with a clipboard receiving the delivery",
    alt: {
      pt: "Doca de recebimento com caminhão baú, empilhadeira carregando um palete e um colaborador conferindo a entrega",
      en: "A loading dock with a box truck, a forklift moving a pallet and a worker checking the delivery",
      es: "Muelle de carga con un camión furgón, un montacargas con un palé y un operario revisando la entrega",
    },
  },
  {
    name: "embalagem-g2",
    subject:
      "G2 base oil packaging: an IBC and two drums labelled G2, flasks of golden oil, a drop and the plant in the background",
    alt: {
      pt: "IBC e tambores com o rótulo G2, ao lado de frascos de óleo básico dourado e da planta ao fundo",
      en: "An IBC and drums labelled G2 beside flasks of golden base oil, with the plant in the background",
      es: "Un IBC y tambores con la etiqueta G2 junto a frascos de aceite básico dorado y la planta al fondo",
    },
  },
  {
    name: "embalagem-lwoma",
    subject:
      "LWOMA industrial lubricants: a drum, pails and bottles labelled LWOMA in front of a hydraulic machine and gears",
    alt: {
      pt: "Tambor, baldes e frascos com o rótulo LWOMA diante de uma máquina hidráulica e engrenagens",
      en: "A drum, pails and bottles labelled LWOMA in front of a hydraulic machine and gears",
      es: "Un tambor, baldes y botellas con la etiqueta LWOMA frente a una máquina hidráulica y engranajes",
    },
  },
  {
    name: "embalagem-lw-volt",
    subject:
      "LW Volt fluids: a pail, a drum and a bottle labelled LW Volt between a power transformer and an electric car charging",
    alt: {
      pt: "Balde, tambor e frasco LW Volt entre um transformador de energia e um carro elétrico carregando",
      en: "A pail, drum and bottle of LW Volt between a power transformer and an electric car charging",
      es: "Balde, tambor y botella de LW Volt entre un transformador eléctrico y un vehículo eléctrico cargándose",
    },
  },
  {
    name: "embalagem-h1",
    subject:
      "Food-grade H1 lubricants: pails and bottles labelled H1 beside a bottling line and a worker in a white coat and hairnet",
    alt: {
      pt: "Baldes e frascos H1 de grau alimentício junto a uma linha de envase e um colaborador de jaleco e touca",
      en: "Food-grade H1 pails and bottles beside a bottling line and a worker in a white coat and hairnet",
      es: "Baldes y botellas H1 de grado alimenticio junto a una línea de envasado y un operario con bata y cofia",
    },
  },
  {
    name: "linha-de-produtos",
    subject:
      "The whole product line: G2 drums and IBCs, LWOMA, LW Volt and H1 pails and bottles lined up, the plant behind",
    alt: {
      pt: "A linha de produtos reunida: tambores e IBC de G2 com baldes e frascos LWOMA, LW Volt e H1",
      en: "The product line together: G2 drums and IBCs with LWOMA, LW Volt and H1 pails and bottles",
      es: "La línea de productos reunida: tambores e IBC de G2 con baldes y botellas LWOMA, LW Volt y H1",
    },
  },
  {
    name: "gente-motoristas",
    subject:
      "People: four drivers in hi-vis vests, some in helmets, with varied skin tones, in front of a collection tank truck",
    alt: {
      pt: "Quatro motoristas de colete refletivo, alguns de capacete, reunidos diante de um caminhão-tanque de coleta",
      en: "Four drivers in reflective vests, some wearing helmets, gathered in front of a collection tank truck",
      es: "Cuatro conductores con chaleco reflectante, algunos con casco, reunidos frente a un camión cisterna de recolección",
    },
  },
  {
    name: "projeto-h-turma",
    subject: "Projeto H+ trainees in helmets and vests listen to an instructor explaining a truck in the training yard",
    alt: {
      pt: "Jovens do Projeto H+ de capacete e colete ouvem o instrutor explicar o caminhão no pátio de treinamento",
      en: "Projeto H+ trainees in helmets and vests listen as an instructor explains a truck in the training yard",
      es: "Jóvenes del Projeto H+ con casco y chaleco escuchan al instructor que explica el camión en el patio",
    },
  },
  {
    name: "rerrefinaria-paulinia",
    subject:
      "The Paulínia re-refining plant: distillation columns, storage tanks, pipe racks, a stack and a tank truck arriving",
    alt: {
      pt: "Planta de rerrefino em Paulínia, com colunas de destilação, tanques de armazenamento, tubulações e um caminhão chegando",
      en: "The Paulínia re-refining plant with distillation columns, storage tanks, pipe racks and a tank truck arriving",
      es: "Planta de rerrefinación en Paulínia con columnas de destilación, tanques de almacenamiento, tuberías y un camión llegando",
    },
  },
  {
    name: "solucoes-panorama",
    subject:
      "From the customer to the destination: a factory with bins, a transfer shed with containers, the plant, and trucks on the road",
    alt: {
      pt: "Da fábrica à destinação: coletores, galpão de transbordo com caçambas, planta de rerrefino e caminhões na estrada",
      en: "From factory to the right treatment site: bins, a transfer shed with containers, the re-refining plant and trucks on the road",
      es: "De la fábrica al destino final: contenedores, galpón de transferencia, planta de rerrefinación y camiones en la carretera",
    },
  },
  {
    name: "paisagem-verde",
    subject: "Sustainability: green hills, wind turbines, a solar farm, a river, trees and a small plant",
    alt: {
      pt: "Paisagem verde com turbinas eólicas, painéis solares, um rio e uma pequena planta industrial entre as colinas",
      en: "A green landscape with wind turbines, solar panels, a river and a small plant among the hills",
      es: "Paisaje verde con aerogeneradores, paneles solares, un río y una pequeña planta industrial entre colinas",
    },
  },
  {
    name: "investidores-graficos",
    subject: "Investors: two people before a large rising bar chart among city buildings, with stacks of coins",
    alt: {
      pt: "Duas pessoas analisam um grande gráfico de barras em alta entre prédios da cidade, ao lado de moedas",
      en: "Two people study a large rising bar chart among city buildings, next to stacks of coins",
      es: "Dos personas analizan un gran gráfico de barras en alza entre edificios de la ciudad, junto a monedas",
    },
  },
  {
    name: "titulos-verdes",
    subject:
      "Green bonds: bars growing like plants with leaves under a rising orange arrow, solar panels, a wind turbine and an analyst",
    alt: {
      pt: "Barras que crescem como plantas sob uma seta em alta, com painéis solares, turbina eólica e um analista",
      en: "Bars growing like plants under a rising arrow, with solar panels, a wind turbine and an analyst",
      es: "Barras que crecen como plantas bajo una flecha ascendente, con paneles solares, un aerogenerador y un analista",
    },
  },
  {
    name: "rede-mapa",
    subject:
      "Network: a stylised map with pins linked by dashed routes and small trucks, a globe, speech bubbles and trucks on a road",
    alt: {
      pt: "Mapa com marcadores ligados por rotas e pequenos caminhões, um globo e balões de conversa coloridos",
      en: "A map with pins joined by routes and small trucks, a globe and colourful speech bubbles",
      es: "Un mapa con marcadores unidos por rutas y pequeños camiones, un globo terráqueo y globos de conversación de colores",
    },
  },
  {
    name: "certificado-selo",
    subject:
      "Certificate verification: a certificate on a desk with an orange seal, a magnifying glass, a pen, a laptop and a cup",
    alt: {
      pt: "Certificado sobre a mesa com selo laranja de verificação, lupa, caneta, notebook e xícara de café",
      en: "A certificate on a desk with an orange verification seal, a magnifying glass, a pen and a laptop",
      es: "Un certificado sobre el escritorio con un sello naranja de verificación, una lupa, un bolígrafo y un portátil",
    },
  },
  {
    name: "dados-protegidos",
    subject:
      "Data protection: a server rack, stacked documents, a large shield with a check mark, a padlock and a person with a tablet",
    alt: {
      pt: "Servidor, documentos empilhados, um grande escudo com visto e um cadeado, ao lado de uma pessoa com tablet",
      en: "A server rack, stacked documents, a large shield with a tick and a padlock beside a person with a tablet",
      es: "Un servidor, documentos apilados, un gran escudo con marca de verificación y un candado junto a una persona con tableta",
    },
  },
  {
    name: "privacidade-cadeado",
    subject: "Privacy: a person at a desk with a laptop, a consent form with checkboxes and a large padlock",
    alt: {
      pt: "Pessoa usando notebook à mesa, com um formulário de consentimento e um grande cadeado laranja ao lado",
      en: "A person at a desk with a laptop, a consent form with checkboxes and a large orange padlock",
      es: "Una persona en su escritorio con un portátil, un formulario de consentimiento y un gran candado naranja",
    },
  },
  {
    name: "vitrine",
    subject:
      "Design system: a designer at a desk with a large monitor showing page blocks and cards, colour swatches floating",
    alt: {
      pt: "Designer à mesa diante de um monitor com blocos e cartões de página, cercada de amostras de cor",
      en: "A designer at a desk facing a monitor with page blocks and cards, surrounded by colour swatches",
      es: "Una diseñadora en su escritorio frente a un monitor con bloques y tarjetas de página, rodeada de muestras de color",
    },
  },
  {
    name: "laboratorio",
    subject:
      "Quality lab: a technician in a white coat and goggles holding a flask at the bench, oil samples from dark to golden",
    alt: {
      pt: "Técnica de jaleco e óculos no laboratório de qualidade, com frascos de óleo que vão do escuro ao dourado",
      en: "A technician in a lab coat and goggles at the quality lab, with oil samples ranging from dark to golden",
      es: "Técnica con bata y gafas en el laboratorio de calidad, con muestras de aceite que van del oscuro al dorado",
    },
  },
  {
    name: "operador-planta",
    subject:
      "People: a plant operator in helmet and vest turning a valve among pipes, a control panel and columns behind",
    alt: {
      pt: "Operador de capacete e colete abre uma válvula entre as tubulações da planta, ao lado do painel de controle",
      en: "An operator in helmet and vest turns a valve among the plant's pipes, next to the control panel",
      es: "Un operador con casco y chaleco gira una válvula entre las tuberías de la planta, junto al panel de control",
    },
  },
  {
    name: "tambores-ibc",
    subject:
      "Safe storage: drums and IBC tanks on yellow containment trays under a roof, with a worker checking a clipboard",
    alt: {
      pt: "Tambores e contêineres IBC sobre bacias de contenção amarelas em área coberta, com um colaborador conferindo a lista",
      en: "Drums and IBC totes on yellow containment trays in a covered area, with a worker checking a list",
      es: "Tambores y contenedores IBC sobre bandejas de contención amarillas en un área techada, con un operario revisando una lista",
    },
  },
  {
    name: "embalagens-estoque",
    subject:
      "Packaging in stock: warehouse racks with bottles, pails and drums labelled G2, LWOMA, LW Volt and H1, and a worker",
    alt: {
      pt: "Estantes de armazém com frascos, baldes e tambores de G2, LWOMA, LW Volt e H1, e um conferente",
      en: "Warehouse racks holding bottles, pails and drums of G2, LWOMA, LW Volt and H1, checked by a worker",
      es: "Estanterías de almacén con botellas, baldes y tambores de G2, LWOMA, LW Volt y H1, revisadas por un operario",
    },
  },
  {
    name: "frota-estrada",
    subject: "The fleet on the road: a tank truck, a container truck and a box truck driving past green hills",
    alt: {
      pt: "Frota na estrada: caminhão-tanque, caminhão com caçamba e caminhão baú passando entre colinas verdes",
      en: "The fleet on the road: a tank truck, a container truck and a box truck passing green hills",
      es: "La flota en la carretera: un camión cisterna, uno con contenedor y un camión furgón entre colinas verdes",
    },
  },
  {
    name: "equipe-campo",
    subject: "Environmental team in the field: two people in vests taking a water sample by a river, a plant far away",
    alt: {
      pt: "Dois especialistas ambientais de colete coletam uma amostra de água à beira do rio, com a planta ao longe",
      en: "Two environmental specialists in vests take a water sample by a river, with the plant far away",
      es: "Dos especialistas ambientales con chaleco toman una muestra de agua junto al río, con la planta a lo lejos",
    },
  },
];

function check(): void {
  const names = new Set(pictures.map((picture) => picture.name));
  const missing = Object.keys(scenes).filter((name) => !names.has(name));
  if (missing.length || names.size !== pictures.length)
    throw new Error(`scenes without texts or texts twice: ${missing.join(", ")}`);
  for (const { name, alt } of pictures)
    for (const [language, text] of Object.entries(alt)) {
      const words = text.split(/\s+/).length;
      if (words < 8 || words > 20) throw new Error(`${name}: the ${language} alt has ${words} words (8 to 20)`);
    }
}

async function main(): Promise<void> {
  check();
  fs.mkdirSync(dir, { recursive: true });
  for (const { name } of pictures) {
    const file = path.join(dir, `${name}.jpg`);
    if (!force && fs.existsSync(file)) continue;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200" viewBox="0 0 1600 1200">${scenes[name]()}</svg>`;
    await sharp(Buffer.from(svg)).jpeg({ quality: 80, mozjpeg: true }).toFile(file);
    console.log(`wrote ${path.relative(root, file)} (${Math.round(fs.statSync(file).size / 1024)} KB)`);
  }
  const manifest = pictures.map(({ name, subject, alt }) => ({ file: `${name}.jpg`, subject, alt }));
  fs.writeFileSync(path.join(dir, "imagens.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`wrote ${path.relative(root, path.join(dir, "imagens.json"))} (${manifest.length} pictures)`);
}

await main();
