/**
 * The page illustrations, one function per picture, composed from the pieces in ./draw. Each returns the inner
 * markup of a 1600×1200 SVG. The texts that describe them (subject and alt in three languages) are in
 * scripts/make-page-images.mts.
 */
import {
  at,
  backdrop,
  beaker,
  bin,
  bottle,
  bubble,
  building,
  bush,
  chart,
  circle,
  cloud,
  column,
  cone,
  documentSheet,
  drum,
  erlenmeyer,
  forklift,
  gear,
  hills,
  ibc,
  laptop,
  line,
  orange,
  padlock,
  pail,
  palletBoxes,
  path,
  person,
  pin,
  pine,
  pipeRack,
  random,
  rect,
  seal,
  shade,
  shadow,
  shield,
  skins,
  hairs,
  skip,
  solarPanel,
  sun,
  table,
  tank,
  testTubes,
  tray,
  tree,
  truck,
  windTurbine,
} from "./draw";

const ghost = (x: number, y: number, w: number, h: number, opacity = 0.12) =>
  rect(x, y - h, w, h, "#fff", 0, ` fill-opacity="${opacity}"`);
/** A far-off plant in white silhouette: columns and tanks standing on y. */
const plantSilhouette = (x: number, y: number, s: number, opacity = 0.14) =>
  at(
    x,
    y,
    s,
    ghost(0, 0, 50, 380, opacity) +
      ghost(80, 0, 70, 460, opacity) +
      ghost(190, 0, 40, 300, opacity) +
      ghost(260, 0, 200, 170, opacity) +
      ghost(480, 0, 150, 130, opacity) +
      ghost(-60, 0, 720, 40, opacity),
  );
const skyline = (y: number, seed: string, opacity = 0.1) => {
  const next = random(seed);
  let out = "";
  for (let x = -20; x < 1600; x += 90 + next() * 80) out += ghost(x, y, 70 + next() * 70, 120 + next() * 260, opacity);
  return out;
};
const road = (y: number, h: number) =>
  rect(0, y, 1600, h, "#8c949c") +
  line(`M0 ${y + h / 2} L1600 ${y + h / 2}`, "#f4f1ea", 8, ' stroke-dasharray="60 50"');
const window_ = (x: number, y: number, w: number, h: number, inside = "#cfe8f5") =>
  rect(x - 14, y - 14, w + 28, h + 28, "#f4f6f8", 8) +
  rect(x, y, w, h, inside) +
  rect(x + w / 2 - 6, y, 12, h, "#f4f6f8") +
  rect(x, y + h / 2 - 6, w, 12, "#f4f6f8");
const plantPot = (x: number, y: number, s: number) =>
  at(
    x,
    y,
    s,
    path("M-40 -90 L40 -90 L30 0 L-30 0 Z", orange) +
      path("M0 -90 Q-70 -160 -60 -240 Q-10 -180 0 -90 Z", "#3a9a5b") +
      path("M0 -90 Q60 -170 40 -260 Q-6 -190 0 -90 Z", "#2f7a47") +
      path("M0 -90 Q20 -170 90 -200 Q60 -120 0 -90 Z", "#4bb06d"),
  );
const monitor = (x: number, y: number, w: number, h: number, screen: string) =>
  rect(x + w / 2 - 14, y + h, 28, 60, "#5f6873") +
  rect(x + w / 2 - 70, y + h + 54, 140, 12, "#5f6873", 5) +
  rect(x, y, w, h, "#1c232b", 14) +
  rect(x + 12, y + 12, w - 24, h - 24, "#eef3f6", 6) +
  screen;
const cup = (x: number, y: number, s = 1) =>
  at(
    x,
    y,
    s,
    rect(-26, -60, 52, 60, "#fff", 8) + line("M26 -46 Q50 -34 26 -18", "#fff", 8) + rect(-26, -44, 52, 10, orange),
  );
const leaf = (x: number, y: number, s: number, angle: number, fill = "#4bb06d") =>
  `<g transform="translate(${x} ${y}) rotate(${angle}) scale(${s})">${path("M0 0 Q30 -40 0 -90 Q-30 -40 0 0 Z", fill)}${line("M0 -4 L0 -80", shade(fill, -0.2), 3)}</g>`;
const valveWheel = (x: number, y: number, r: number) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="${orange}" stroke-width="${r / 5}"/>` +
  line(`M${x - r} ${y} L${x + r} ${y} M${x} ${y - r} L${x} ${y + r}`, orange, r / 7) +
  circle(x, y, r / 4, "#5f6873");
const envelope = (x: number, y: number, w: number) =>
  rect(x, y, w, w * 0.66, "#fff", 10) +
  line(`M${x + 8} ${y + 10} L${x + w / 2} ${y + w * 0.36} L${x + w - 8} ${y + 10}`, orange, 8);
const bigBag = (x: number, y: number, s: number, fill = "#f4f1ea") =>
  at(
    x,
    y,
    s,
    shadow(0, 0, 170) +
      path("M-80 0 L-86 -150 Q0 -170 86 -150 L80 0 Z", fill) +
      line("M-70 -150 L-60 -190 M70 -150 L60 -190", "#3a78c9", 8) +
      rect(-86, -150, 172, 12, "#3a78c9", 4),
  );
const rackBay = (x: number, y: number, w: number, levels: number[], post = orange) =>
  levels.map((ly) => rect(x, ly, w, 14, "#2f6db5", 3)).join("") +
  rect(x - 14, levels[0] - 40, 18, y - levels[0] + 40, post, 3) +
  rect(x + w - 4, levels[0] - 40, 18, y - levels[0] + 40, post, 3);
const car = (x: number, y: number, s: number, fill: string) =>
  at(
    x,
    y,
    s,
    shadow(200, 0, 420) +
      path(
        "M0 -40 L0 -110 Q4 -130 40 -136 L110 -146 L170 -210 Q180 -218 200 -218 L300 -218 Q320 -218 332 -206 L380 -150 L410 -142 Q430 -136 430 -110 L430 -40 Z",
        fill,
      ) +
      path(
        "M185 -200 L240 -200 L240 -150 L140 -150 Z M255 -200 L305 -200 Q312 -200 318 -194 L356 -150 L255 -150 Z",
        "#a9d6ee",
      ) +
      circle(90, -40, 40, "#20262e") +
      circle(90, -40, 16, "#a3acb6") +
      circle(340, -40, 40, "#20262e") +
      circle(340, -40, 16, "#a3acb6"),
  );

export const scenes: Record<string, () => string> = {
  "coleta-oficina": () =>
    backdrop("coleta-oficina", "teal", 820, "#d6d0c6") +
    sun(1380, 210, 70) +
    cloud(1120, 190, 1) +
    cloud(460, 140, 0.8) +
    hills(820, 130, "#2d8a6a", "coleta-oficina", 0.7) +
    tree(1500, 830, 1.1) +
    tree(1380, 840, 0.8, "#2f7a47") +
    path("M60 380 L860 380 L820 320 L100 320 Z", "#2f3e56") +
    rect(80, 380, 760, 440, "#f1ebe2") +
    rect(80, 380, 760, 26, orange) +
    rect(150, 480, 380, 340, "#2b3440") +
    rect(150, 480, 380, 54, "#8d96a1") +
    line("M150 500 L530 500 M150 516 L530 516", "#6f7984", 4) +
    rect(200, 700, 16, 120, "#f2c230") +
    rect(470, 700, 16, 120, "#f2c230") +
    rect(190, 690, 300, 14, "#f2c230", 4) +
    at(
      180,
      690,
      0.75,
      path(
        "M0 -40 L0 -110 Q4 -130 40 -136 L110 -146 L170 -210 Q180 -218 200 -218 L300 -218 Q320 -218 332 -206 L380 -150 L410 -142 Q430 -136 430 -110 L430 -40 Z",
        "#4b5a6b",
      ) +
        circle(90, -40, 40, "#20262e") +
        circle(340, -40, 40, "#20262e"),
    ) +
    window_(610, 500, 170, 120) +
    person(340, 822, 0.55, { skin: skins[3], shirt: "#1d4f91", pants: "#1d4f91", hair: hairs[2], pose: "down" }) +
    at(
      640,
      820,
      1,
      `<g fill="#23272e">${[0, 1, 2, 3].map((i) => `<ellipse cx="0" cy="${-22 - i * 38}" rx="60" ry="22"/>`).join("")}</g>`,
    ) +
    tray(480, 1030, 380) +
    drum(550, 970, 0.95, "#2a323c") +
    drum(670, 970, 0.95, "#1d4f91") +
    drum(790, 970, 0.95, "#2a323c") +
    truck(880, 1060, 1.12, "tank", true) +
    line("M1180 970 Q1100 1110 940 1080 Q860 1060 820 838", "#23272e", 12) +
    person(1010, 1160, 0.78, {
      skin: skins[1],
      shirt: "#2f3e56",
      vest: orange,
      helmet: "#f4f5f7",
      pose: "forward",
      flip: true,
    }),

  "rerrefinaria-paulinia": () =>
    backdrop("rerrefinaria-paulinia", "blue", 880, "#cdd5cf") +
    sun(1320, 220, 80) +
    cloud(300, 170, 0.9) +
    skyline(880, "paulinia", 0.08) +
    hills(880, 100, "#2f7a5a", "paulinia", 0.55) +
    tank(880, 890, 280, 300) +
    tank(1190, 890, 220, 230, "#3a78c9") +
    rect(1440, 330, 44, 560, "#e6eaee") +
    rect(1440, 380, 44, 24, orange) +
    rect(1440, 440, 44, 24, orange) +
    cloud(1470, 300, 0.5) +
    cloud(1520, 240, 0.35) +
    pipeRack(90, 700, 1360, 890, ["#8d96a1", orange, "#c9d0d8"]) +
    column(250, 900, 80, 560) +
    column(380, 900, 110, 660) +
    column(550, 900, 70, 460) +
    tank(680, 900, 130, 170) +
    line("M290 420 L290 380 L700 380 L700 700", "#8d96a1", 12) +
    line("M435 300 L435 260 L1000 260 L1000 600", orange, 12) +
    line("M585 500 L640 500 L640 730", "#c9d0d8", 12) +
    rect(0, 990, 1600, 70, "#9aa1a8") +
    line("M0 1025 L1600 1025", "#f4f1ea", 6, ' stroke-dasharray="50 40"') +
    truck(1050, 1040, 0.5, "tank") +
    rect(0, 1060, 1600, 140, "#5f9e6e") +
    bush(120, 1120, 1.2) +
    bush(380, 1130, 0.9) +
    bush(820, 1110, 1.1) +
    bush(1460, 1130, 1.2) +
    pine(1560, 1000, 0.7),

  "tambores-ibc": () =>
    backdrop("tambores-ibc", "amber", 820, "#d8d2c8") +
    path("M0 70 L1600 70 L1600 140 L0 140 Z", "#2f3e56") +
    rect(0, 140, 1600, 14, orange) +
    [120, 600, 1080, 1520].map((x) => rect(x, 154, 26, 666, "#5f6873")).join("") +
    line("M0 140 L220 70 L440 140 L660 70 L880 140 L1100 70 L1320 140 L1540 70", "#8d96a1", 6) +
    rect(1300, 470, 150, 110, "#fff", 10) +
    path("M1375 485 L1430 540 L1375 595 L1320 540 Z", orange) +
    rect(50, 660, 80, 160, "#c0392b", 12) +
    rect(75, 630, 30, 34, "#2a323c", 6) +
    tray(110, 1090, 820) +
    [190, 345, 500, 655, 810]
      .map((x, i) => drum(x, 1030, 1.3, ["#1d4f91", orange, "#2a323c", "#1f6b3a", "#1d4f91"][i]))
      .join("") +
    tray(1000, 1090, 520) +
    ibc(1130, 1030, 1.1) +
    ibc(1384, 1030, 1.1, "#3b2a1a") +
    person(965, 1180, 1.0, {
      skin: skins[2],
      shirt: "#2f3e56",
      vest: "#d9e021",
      helmet: "#f4f5f7",
      pose: "hold",
      holding: "clipboard",
    }),

  laboratorio: () =>
    backdrop("laboratorio", "teal", 1100, "#e6e1da") +
    window_(1020, 170, 440, 300, "#bfe2ee") +
    cloud(1180, 300, 0.6) +
    rect(120, 300, 560, 14, "#8d96a1", 4) +
    rect(120, 470, 560, 14, "#8d96a1", 4) +
    bottle(180, 300, 0.6, "#7d4f22") +
    bottle(250, 300, 0.6, "#d98a12") +
    bottle(320, 300, 0.6, "#f5c04a") +
    beaker(420, 300, 0.8, "#f5c04a") +
    erlenmeyer(530, 300, 0.9, "#3b2a1a") +
    erlenmeyer(620, 300, 0.7) +
    beaker(200, 470, 0.7, "#9fd0ec") +
    testTubes(300, 470, 0.9, ["#3b2a1a", "#7d4f22", "#d98a12", "#f5c04a", "#f7dc8a"]) +
    person(820, 1110, 1.8, {
      skin: skins[4],
      shirt: orange,
      coat: true,
      glasses: true,
      hair: hairs[1],
      long: true,
      pose: "forward",
      holding: "flask",
    }) +
    rect(80, 780, 1440, 34, "#e9edf0", 6) +
    rect(100, 812, 1400, 290, "#cfd6dd") +
    [300, 650, 1000, 1350]
      .map((x) => rect(x - 150, 840, 290, 230, "#dde3e8", 6) + rect(x - 40, 930, 80, 12, "#8d96a1", 6))
      .join("") +
    erlenmeyer(260, 780, 1.2, "#3b2a1a") +
    erlenmeyer(420, 780, 1.1) +
    beaker(560, 780, 1.1, "#f7dc8a") +
    testTubes(1180, 780, 1.1, ["#3b2a1a", "#d98a12", "#f5c04a", "#f7dc8a"]) +
    at(
      1430,
      780,
      1,
      rect(-60, -20, 120, 20, "#2f3e56", 6) +
        rect(-14, -190, 28, 170, "#2f3e56", 8) +
        path("M-14 -190 L40 -250 L70 -220 L14 -160 Z", "#5f6873") +
        rect(-40, -90, 80, 14, orange, 4),
    ),

  "gente-motoristas": () =>
    backdrop("gente-motoristas", "orange", 760, "#d9d3ca") +
    sun(1380, 190, 70) +
    cloud(400, 170, 0.9) +
    hills(760, 120, "#8f3a0c", "gente", 0.3) +
    tree(120, 780, 0.9, "#2f7a47") +
    truck(560, 900, 1.3, "tank") +
    cone(1450, 1000, 1) +
    cone(1540, 1060, 1) +
    person(260, 1110, 1.02, { skin: skins[0], shirt: "#1d4f91", vest: orange, helmet: "#f4f5f7", pose: "wave" }) +
    person(520, 1150, 1.06, {
      skin: skins[3],
      shirt: "#2f3e56",
      vest: "#d9e021",
      hair: hairs[2],
      pose: "hold",
      holding: "tablet",
    }) +
    person(790, 1130, 1.02, {
      skin: skins[1],
      shirt: "#1d4f91",
      vest: orange,
      hair: hairs[3],
      long: true,
      pose: "down",
    }) +
    person(1070, 1170, 1.05, { skin: skins[5], shirt: "#2f3e56", vest: orange, helmet: "#f2c230", pose: "point" }),

  "operador-planta": () =>
    backdrop("operador-planta", "blue", 900, "#cbd3d8") +
    skyline(900, "operador", 0.08) +
    column(120, 900, 90, 600) +
    column(260, 900, 60, 420) +
    tank(1230, 900, 260, 300) +
    pipeRack(80, 560, 1440, 900, ["#8d96a1", "#c9d0d8"]) +
    line("M380 680 L1150 680", orange, 30) +
    line("M380 740 L1150 740", "#8d96a1", 30) +
    line("M740 680 L740 1100", orange, 30) +
    valveWheel(740, 830, 60) +
    rect(1000, 620, 210, 300, "#5f6873", 10) +
    rect(1022, 644, 166, 110, "#8fc9e8", 6) +
    chart(1030, 650, 150, 90, [0.3, 0.5, 0.4, 0.7], "#1d4f91") +
    circle(1050, 800, 14, "#3a9a5b") +
    circle(1100, 800, 14, orange) +
    circle(1150, 800, 14, "#c0392b") +
    rect(1040, 840, 130, 40, "#2f3e56", 6) +
    person(440, 960, 0.55, { skin: skins[1], shirt: "#1d4f91", helmet: "#f2c230", vest: orange, pose: "down" }) +
    person(900, 1140, 1.25, {
      skin: skins[2],
      shirt: "#1d4f91",
      pants: "#1d4f91",
      helmet: "#f4f5f7",
      vest: orange,
      pose: "forward",
      flip: true,
      ears: false,
    }),

  "reuniao-equipe": () =>
    backdrop("reuniao-equipe", "teal", 820, "#d4d8d2") +
    building(0, 820, 420, 420, "#e9ecef", "#6f8f9a", 4, 4) +
    rect(0, 400, 420, 20, orange) +
    skip(1120, 820, 320, 150, "#3a78c9", "#8d7b66") +
    bin(980, 820, 0.7, "#1f6b3a") +
    bin(900, 820, 0.7, "#c2520f") +
    bigBag(1520, 830, 0.7) +
    rect(600, 700, 12, 260, "#5f6873") +
    rect(900, 700, 12, 260, "#5f6873") +
    rect(560, 410, 390, 290, "#fff", 12) +
    chart(590, 440, 330, 230, [0.3, 0.45, 0.55, 0.8], "#13878b") +
    person(1070, 1080, 1.05, {
      skin: skins[3],
      shirt: "#2f3e56",
      vest: orange,
      helmet: "#f4f5f7",
      pose: "point",
      flip: true,
    }) +
    person(270, 1130, 1.05, { skin: skins[0], shirt: "#1d4f91", vest: "#d9e021", helmet: "#f2c230", pose: "down" }) +
    person(470, 1180, 1.08, {
      skin: skins[5],
      shirt: "#2f3e56",
      vest: orange,
      helmet: "#f4f5f7",
      pose: "hold",
      holding: "clipboard",
    }) +
    person(730, 1190, 1.08, {
      skin: skins[1],
      shirt: "#1d4f91",
      vest: orange,
      helmet: "#3a78c9",
      pose: "down",
      hair: hairs[4],
      long: true,
    }) +
    person(1330, 1170, 1.05, {
      skin: skins[4],
      shirt: "#2f3e56",
      vest: "#d9e021",
      helmet: "#f4f5f7",
      pose: "hold",
      holding: "tablet",
    }),

  "projeto-h-turma": () =>
    backdrop("projeto-h-turma", "amber", 800, "#d8cfc2") +
    sun(260, 200, 70) +
    cloud(900, 160, 0.9) +
    hills(800, 110, "#6b4a1b", "projeto-h", 0.35) +
    tree(1540, 810, 0.9, "#2f7a47") +
    truck(860, 980, 1.1, "cab") +
    rect(1030, 990, 140, 90, "#c0392b", 10) +
    line("M1060 990 Q1100 950 1140 990", "#2a323c", 8) +
    at(
      560,
      800,
      0.8,
      `<g fill="#23272e"><ellipse cx="0" cy="-22" rx="60" ry="22"/><ellipse cx="0" cy="-60" rx="60" ry="22"/></g>`,
    ) +
    person(1260, 1120, 1.05, { skin: skins[2], shirt: "#2f3e56", vest: orange, helmet: "#f4f5f7", pose: "point" }) +
    person(260, 1130, 0.98, {
      skin: skins[0],
      shirt: "#3a78c9",
      vest: "#d9e021",
      helmet: "#f2c230",
      pose: "hold",
      holding: "clipboard",
    }) +
    person(500, 1170, 1.0, {
      skin: skins[5],
      shirt: "#1f6b3a",
      vest: "#d9e021",
      helmet: "#f2c230",
      pose: "hold",
      holding: "tablet",
      hair: hairs[2],
      long: true,
    }) +
    person(750, 1150, 0.98, { skin: skins[4], shirt: "#3a78c9", vest: "#d9e021", helmet: "#f2c230", pose: "wave" }) +
    person(980, 1185, 1.0, { skin: skins[3], shirt: "#1f6b3a", vest: "#d9e021", helmet: "#f2c230", pose: "down" }),

  consultoria: () =>
    backdrop("consultoria", "navy", 930, "#e3ddd4") +
    rect(120, 140, 780, 520, "#3a78c9", 0, ' fill-opacity="0.35"') +
    `<clipPath id="view"><rect x="120" y="140" width="780" height="520"/></clipPath><g clip-path="url(#view)">${skyline(660, "consultoria", 0.25)}</g>` +
    rect(106, 126, 808, 28, "#f4f6f8") +
    rect(106, 646, 808, 28, "#f4f6f8") +
    rect(106, 126, 28, 548, "#f4f6f8") +
    rect(886, 126, 28, 548, "#f4f6f8") +
    rect(496, 126, 28, 548, "#f4f6f8") +
    rect(1040, 200, 360, 260, "#fff", 12) +
    chart(1070, 230, 300, 200, [0.35, 0.6, 0.45, 0.8], "#3a9a5b") +
    plantPot(1470, 930, 1.3) +
    person(450, 1094, 1.3, { skin: skins[4], shirt: "#f4f5f7", hair: hairs[0], pose: "type" }) +
    person(800, 1094, 1.3, { skin: skins[2], shirt: "#2f3e56", hair: hairs[2], pose: "forward" }) +
    person(1160, 1094, 1.3, {
      skin: skins[1],
      shirt: orange,
      hair: hairs[3],
      long: true,
      pose: "forward",
      flip: true,
    }) +
    table(260, 1160, 1080, 300, "#e9dcc9", true) +
    laptop(760, 840, 0.9) +
    rect(960, 826, 150, 14, "#fff", 4) +
    rect(970, 814, 130, 14, "#ffe1cc", 4) +
    rect(300, 826, 180, 14, "#fff", 4) +
    rect(310, 814, 160, 14, "#cfe8f5", 4) +
    cup(1230, 840, 1.2),

  atendimento: () =>
    backdrop("atendimento", "blue", 930, "#e6e1da") +
    bubble(980, 230, 320, 110) +
    bubble(1200, 420, 260, 80, "#ffe1cc", false) +
    bubble(180, 260, 300, 110, "#fff", false) +
    envelope(300, 470, 140) +
    circle(1480, 200, 46, orange) +
    line("M1462 184 Q1480 230 1500 216", "#fff", 12) +
    plantPot(170, 930, 1.2) +
    person(680, 1123, 1.45, {
      skin: skins[3],
      shirt: orange,
      hair: hairs[2],
      long: true,
      headset: true,
      pose: "type",
    }) +
    person(1420, 930, 0.6, { skin: skins[0], shirt: "#3a78c9", hair: hairs[4], headset: true, pose: "down" }) +
    table(240, 1180, 1120, 320, "#e9dcc9", true) +
    monitor(960, 560, 360, 220, bubble(1000, 600, 180, 56, "#cfe8f5") + bubble(1090, 690, 180, 56, "#ffe1cc", false)) +
    rect(560, 816, 220, 24, "#5f6873", 8) +
    cup(460, 840, 1.2),

  "embalagem-g2": () =>
    backdrop("embalagem-g2", "amber", 840, "#e2d6c4") +
    sun(1400, 200, 70) +
    plantSilhouette(150, 840, 1, 0.16) +
    truck(1060, 860, 0.45, "tank") +
    path("M1240 360 C1200 430 1170 470 1170 510 A70 70 0 0 0 1310 510 C1310 470 1280 430 1240 360 Z", "#f5c04a") +
    circle(1220, 500, 14, "#fff", 0.5) +
    ibc(420, 1030, 1.35, "url(#oil)", "G2") +
    drum(820, 1040, 1.4, "#1d4f91", "G2", 38) +
    drum(1010, 1070, 1.4, "#2a323c", "G2", 38) +
    erlenmeyer(1260, 1080, 1.6) +
    erlenmeyer(1420, 1060, 1.1, "#f7dc8a"),

  "embalagem-lwoma": () =>
    backdrop("embalagem-lwoma", "teal", 840, "#d9ddd8") +
    gear(1270, 380, 170, "#fff", 12, 0.14) +
    gear(1470, 560, 110, "#fff", 9, 0.14) +
    gear(420, 300, 120, "#fff", 10, 0.12) +
    rect(90, 420, 280, 420, "#5f6873", 10) +
    rect(150, 360, 160, 70, "#7d8791", 8) +
    rect(200, 480, 60, 200, "url(#metal)") +
    rect(120, 700, 220, 40, orange, 6) +
    gear(230, 780, 40, "#c9d0d8", 8) +
    drum(470, 1010, 1.3, "#1d4f91", "LWOMA", 20) +
    pail(680, 1040, 1.4, "#1d4f91", "LWOMA", 19) +
    pail(860, 1060, 1.4, orange, "LWOMA", 19) +
    pail(1030, 1020, 1.25, "#2a323c", "LWOMA", 19) +
    bottle(1200, 1080, 1.4, "#1d4f91", "LWOMA", 12) +
    bottle(1320, 1090, 1.4, orange, "LWOMA", 12) +
    bottle(1440, 1075, 1.4, "#2a323c", "LWOMA", 12),

  "embalagem-lw-volt": () =>
    backdrop("embalagem-lw-volt", "navy", 860, "#cfd5dc") +
    line(
      "M200 860 L260 300 L320 860 M230 560 L290 560 M215 700 L305 700 M180 360 L340 360",
      "#fff",
      6,
      ' stroke-opacity="0.25"',
    ) +
    line("M340 360 Q900 460 1600 330", "#fff", 3, ' stroke-opacity="0.3"') +
    path("M980 180 L900 360 L960 360 L920 500 L1040 320 L980 320 L1030 180 Z", orange, ' fill-opacity="0.85"') +
    at(
      300,
      1000,
      1,
      shadow(0, 0, 420) +
        rect(-170, -330, 340, 300, "#7d8791", 10) +
        [-120, -80, -40, 0, 40, 80, 120].map((x) => rect(x - 8, -300, 16, 240, "#6a737d", 4)).join("") +
        rect(-190, -30, 380, 30, "#5f6873", 4) +
        rect(-170, -200, 340, 26, orange) +
        [-90, 0, 90]
          .map(
            (x) =>
              [0, 1, 2, 3]
                .map((i) => `<ellipse cx="${x}" cy="${-350 - i * 26}" rx="${26 - i * 2}" ry="10" fill="#c9a27a"/>`)
                .join("") + rect(x - 5, -460, 10, 20, "#8d96a1"),
          )
          .join(""),
    ) +
    car(1120, 1060, 0.95, "#f4f6f8") +
    rect(1010, 760, 60, 300, "#2f3e56", 10) +
    path("M1045 800 L1028 840 L1042 840 L1034 872 L1056 830 L1042 830 L1052 800 Z", orange) +
    line("M1040 900 Q1060 1010 1140 960", "#2a323c", 10) +
    pail(580, 1080, 1.45, "#14213d", "LW Volt", 16) +
    drum(790, 1080, 1.4, orange, "LW Volt", 18) +
    bottle(930, 1100, 1.3, "#14213d", "LW Volt", 10),

  "embalagem-h1": () =>
    backdrop("embalagem-h1", "green", 800, "#e4e8e2") +
    rect(1000, 380, 300, 380, "#d6dce2", 10) +
    rect(1040, 420, 220, 120, "#8fc9e8", 8) +
    rect(1000, 600, 300, 20, orange) +
    [1060, 1150, 1240].map((x) => rect(x - 10, 700, 20, 60, "#8d96a1")).join("") +
    [...Array.from({ length: 9 }, (_, i) => bottle(140 + i * 100, 760, 0.75, i % 2 ? "#bfe3c8" : "#f4f6f8"))].join("") +
    rect(80, 760, 1260, 26, "#8d96a1", 6) +
    [150, 450, 750, 1050].map((x) => rect(x, 786, 16, 160, "#7d8791")).join("") +
    Array.from({ length: 12 }, (_, i) => circle(110 + i * 104, 773, 9, "#5f6873")).join("") +
    person(500, 1120, 1.08, {
      skin: skins[2],
      shirt: "#3a9a5b",
      coat: true,
      cap: "#f4f6f8",
      pose: "hold",
      holding: "tablet",
    }) +
    pail(1120, 1120, 1.3, "#f4f6f8", "H1", 32, "#1f6b3a") +
    pail(1300, 1140, 1.55, "#3a9a5b", "H1", 32, "#1f6b3a") +
    bottle(1470, 1130, 1.3, "#f4f6f8", "H1", 20) +
    bottle(940, 1140, 1.2, "#3a9a5b", "H1", 20),

  "linha-de-produtos": () =>
    backdrop("linha-de-produtos", "orange", 900, "#eadfd2") +
    plantSilhouette(560, 900, 1.2, 0.14) +
    sun(260, 220, 70) +
    rect(220, 900, 1160, 40, "#f6efe6", 8) +
    drum(420, 930, 1.15, "#1d4f91", "G2", 38) +
    ibc(700, 930, 1.0, "url(#oil)", "G2") +
    drum(980, 930, 1.15, "#2a323c", "G2", 38) +
    ibc(1240, 930, 0.9, "#f7dc8a") +
    pail(260, 1100, 1.2, "#1d4f91", "LWOMA", 19) +
    bottle(420, 1110, 1.25, orange, "LWOMA", 12) +
    pail(600, 1110, 1.2, "#14213d", "LW Volt", 16) +
    bottle(760, 1110, 1.25, "#14213d", "LW Volt", 10) +
    pail(940, 1110, 1.2, "#f4f6f8", "H1", 32, "#1f6b3a") +
    bottle(1100, 1110, 1.25, "#3a9a5b", "H1", 20) +
    pail(1270, 1100, 1.2, orange, "LWOMA", 19) +
    bottle(1420, 1100, 1.25, "#1d4f91", "LWOMA", 12),

  "embalagens-estoque": () =>
    backdrop("embalagens-estoque", "amber", 1060, "#d8d2c8") +
    rackBay(120, 1060, 640, [420, 720, 1030]) +
    rackBay(800, 1060, 640, [420, 720, 1030]) +
    [160, 240, 320, 400, 480, 560, 640, 720]
      .map((x, i) => bottle(x + 10, 420, 0.75, i % 2 ? orange : "#1d4f91", "LWOMA", 12))
      .join("") +
    [860, 960, 1060, 1160, 1260, 1360]
      .map((x, i) => bottle(x + 20, 420, 0.75, i % 2 ? "#3a9a5b" : "#f4f6f8", "H1", 20))
      .join("") +
    [200, 340, 480, 620].map((x, i) => pail(x + 10, 720, 1.05, i % 2 ? "#2a323c" : "#1d4f91", "LWOMA", 19)).join("") +
    [880, 1020, 1160, 1300].map((x, i) => pail(x + 20, 720, 1.05, i % 2 ? orange : "#14213d", "LW Volt", 16)).join("") +
    drum(260, 1030, 1.2, "#1d4f91", "G2", 38) +
    drum(440, 1030, 1.2, "#2a323c", "G2", 38) +
    drum(620, 1030, 1.2, "#1d4f91", "G2", 38) +
    palletBoxes(860, 1030, 300, 3) +
    person(1440, 1180, 0.95, {
      skin: skins[5],
      shirt: "#2f3e56",
      vest: orange,
      helmet: "#f4f5f7",
      pose: "hold",
      holding: "clipboard",
    }),

  transbordo: () =>
    backdrop("transbordo", "teal", 780, "#cfcac2") +
    hills(780, 100, "#2d8a6a", "transbordo", 0.5) +
    path("M60 300 L1540 300 L1500 230 L100 230 Z", "#2f3e56") +
    rect(60, 300, 1480, 20, orange) +
    [100, 580, 1060, 1500].map((x) => rect(x, 320, 24, 460, "#5f6873")).join("") +
    skip(180, 790, 330, 150, "#3a78c9", "#8d7b66") +
    skip(620, 790, 330, 150, "#1f6b3a", "#6f8f5a") +
    skip(1060, 790, 330, 150, orange, "#9b8a74") +
    truck(60, 1100, 0.72, "box") +
    truck(820, 1080, 1.05, "skip", true, "#f4f5f7", "#d9a81c") +
    person(640, 1170, 0.85, { skin: skins[1], shirt: "#2f3e56", vest: orange, helmet: "#f4f5f7", pose: "wave" }) +
    cone(740, 1180, 0.9),

  "coleta-residuos": () =>
    backdrop("coleta-residuos", "green", 820, "#d2d4cc") +
    hills(820, 120, "#2f7a47", "residuos", 0.5) +
    tree(1470, 830, 1) +
    tree(1330, 830, 0.8, "#2f7a47") +
    building(60, 820, 660, 380, "#eef0ec", "#6f8f9a", 6, 4) +
    path(
      "M60 440 L170 360 L170 440 L280 360 L280 440 L390 360 L390 440 L500 360 L500 440 L610 360 L610 440 L720 360 L720 440 Z",
      "#2f3e56",
    ) +
    rect(620, 240, 50, 200, "#c9d0d8") +
    rect(620, 270, 50, 20, orange) +
    bigBag(230, 880, 0.7) +
    bin(560, 900, 0.75, "#1f6b3a") +
    bin(660, 900, 0.75, "#1d4f91") +
    truck(820, 1060, 1.1, "skip", true, "#f4f5f7", "#1d4f91") +
    person(380, 1140, 0.95, { skin: skins[3], shirt: "#2f3e56", vest: orange, helmet: "#f2c230", pose: "forward" }) +
    bin(560, 1150, 0.95, orange),

  segregacao: () =>
    backdrop("segregacao", "blue", 800, "#d6d9d4") +
    skyline(800, "segregacao", 0.1) +
    building(1080, 800, 520, 320, "#e9ecef", "#6f8f9a", 5, 3) +
    ["#1d4f91", "#c0392b", "#1f8a4c", "#e5b719", "#7a5230", orange, "#7d8791"]
      .map((fill, i) => bin(160 + i * 165, 990, 1.05, fill))
      .join("") +
    bigBag(1300, 1000, 0.9) +
    bigBag(1510, 1030, 0.8) +
    person(530, 1170, 1.05, { skin: skins[0], shirt: "#2f3e56", vest: orange, helmet: "#f4f5f7", pose: "forward" }) +
    rect(628, 898, 60, 44, "#c98b4a", 4) +
    person(1400, 1170, 1.02, {
      skin: skins[3],
      shirt: "#1d4f91",
      vest: "#d9e021",
      hair: hairs[2],
      long: true,
      pose: "hold",
      holding: "clipboard",
    }),

  descaracterizacao: () => {
    const next = random("descaracterizacao");
    const bits = Array.from({ length: 40 }, () => {
      const x = 1090 + next() * 130;
      const y = 720 + next() * 200;
      return `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${(10 + next() * 22).toFixed(0)}" height="${(6 + next() * 12).toFixed(0)}" fill="${["#3a78c9", orange, "#f4f6f8", "#3a9a5b", "#c98b4a"][Math.floor(next() * 5)]}" transform="rotate(${(next() * 90).toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)})"/>`;
    }).join("");
    return (
      backdrop("descaracterizacao", "navy", 820, "#c9ced4") +
      skyline(820, "scrap", 0.07) +
      line("M160 900 L600 430", "#5f6873", 40) +
      Array.from({ length: 7 }, (_, i) => circle(190 + i * 62, 868 - i * 66, 10, "#c9d0d8")).join("") +
      [0, 1, 2, 3]
        .map(
          (i) =>
            `<g transform="translate(${230 + i * 95} ${820 - i * 102}) rotate(-47)">${i % 2 ? rect(-30, -70, 60, 64, "#c98b4a", 4) : rect(-22, -90, 44, 84, "#3a78c9", 8)}</g>`,
        )
        .join("") +
      path("M560 380 L1120 380 L1060 520 L620 520 Z", "#7d8791") +
      rect(600, 520, 480, 320, "#5f6873", 10) +
      rect(600, 600, 480, 24, orange) +
      line(
        "M640 520 L680 560 L720 520 L760 560 L800 520 L840 560 L880 520 L920 560 L960 520 L1000 560 L1040 520",
        "#c9d0d8",
        10,
      ) +
      rect(1080, 660, 160, 40, "#7d8791", 6) +
      skip(1150, 1000, 330, 160, "#3a78c9", "#9b8a74") +
      bits +
      rect(300, 880, 110, 150, "#2f3e56", 10) +
      circle(330, 920, 14, "#3a9a5b") +
      circle(380, 920, 14, "#c0392b") +
      rect(340, 1030, 30, 130, "#5f6873") +
      person(230, 1160, 0.98, {
        skin: skins[1],
        shirt: "#2f3e56",
        vest: orange,
        helmet: "#f2c230",
        ears: true,
        pose: "forward",
      }) +
      person(900, 1170, 1.0, {
        skin: skins[5],
        shirt: "#1d4f91",
        vest: "#d9e021",
        helmet: "#f4f5f7",
        pose: "hold",
        holding: "tablet",
      })
    );
  },

  "paisagem-verde": () =>
    backdrop("paisagem-verde", "green", 760, "#7fb77e") +
    sun(300, 210, 80) +
    cloud(700, 150, 1) +
    cloud(1300, 210, 0.8) +
    hills(760, 170, "#2f7a47", "verde-far", 0.55) +
    windTurbine(1120, 720, 0.8, 10) +
    windTurbine(1300, 700, 0.95, 40) +
    windTurbine(1480, 730, 0.7, 75) +
    hills(800, 80, "#5fa36a", "verde-near") +
    at(
      760,
      820,
      0.55,
      column(0, 0, 50, 300) + column(80, 0, 70, 380) + tank(180, 0, 160, 130) + tank(370, 0, 120, 100, "#3a9a5b"),
    ) +
    path(
      "M-20 1200 C 300 1080, 200 960, 560 900 C 760 866, 820 840, 980 820 L1040 820 C 900 850, 860 900, 700 960 C 500 1040, 560 1120, 420 1200 Z",
      "#8fd0ec",
    ) +
    [0, 1, 2]
      .map((r) => [0, 1, 2, 3].map((c) => solarPanel(980 + c * 150 + r * 40, 960 + r * 90, 0.55)).join(""))
      .join("") +
    tree(120, 1130, 1.3) +
    pine(300, 1000, 0.8) +
    tree(1520, 1180, 1.1, "#2f7a47") +
    bush(860, 1160, 1.2) +
    truck(540, 900, 0.32, "tank"),

  "aperto-de-maos": () =>
    backdrop("aperto-de-maos", "amber", 880, "#ddd5ca") +
    rackBay(80, 880, 560, [380, 620, 860]) +
    palletBoxes(110, 380, 240, 2) +
    palletBoxes(370, 380, 240, 1) +
    palletBoxes(110, 620, 240, 2) +
    palletBoxes(370, 620, 240, 2) +
    palletBoxes(110, 860, 240, 2) +
    rackBay(1100, 880, 460, [380, 620, 860]) +
    palletBoxes(1130, 380, 200, 2) +
    palletBoxes(1350, 620, 180, 2) +
    drum(1200, 860, 0.9, "#1d4f91") +
    drum(1320, 860, 0.9, "#1d4f91") +
    forklift(1080, 1080, 0.95, palletBoxes(196, -30, 110, 2), true) +
    person(620, 1140, 1.2, { skin: skins[4], shirt: "#2f3e56", pants: "#2f3e56", hair: hairs[0], pose: "forward" }) +
    person(903, 1140, 1.2, {
      skin: skins[3],
      shirt: "#1d4f91",
      vest: orange,
      helmet: "#f4f5f7",
      pose: "forward",
      flip: true,
    }) +
    palletBoxes(240, 1170, 220, 2),

  "armazem-fornecedor": () =>
    backdrop("armazem-fornecedor", "orange", 820, "#d7d0c6") +
    rect(0, 330, 1600, 430, "#f1ebe2") +
    rect(0, 310, 1600, 30, "#2f3e56") +
    rect(0, 340, 1600, 16, orange) +
    [200, 640, 1080]
      .map(
        (x) =>
          rect(x, 470, 320, 290, "#2b3440") +
          rect(x, 470, 320, 80, "#8d96a1") +
          line(`M${x} 500 L${x + 320} 500 M${x} 525 L${x + 320} 525`, "#6f7984", 4),
      )
      .join("") +
    rect(0, 760, 1600, 60, "#8d96a1") +
    truck(880, 1060, 1.05, "box") +
    forklift(260, 1090, 0.95, palletBoxes(196, -30, 110, 2)) +
    cone(120, 1130, 0.9) +
    person(700, 1160, 1.0, {
      skin: skins[2],
      shirt: "#2f3e56",
      vest: orange,
      helmet: "#f4f5f7",
      pose: "hold",
      holding: "clipboard",
    }),

  "investidores-graficos": () =>
    backdrop("investidores-graficos", "navy", 900, "#c9d1dc") +
    building(60, 900, 220, 440, "#2f3e6b", "#9fc3ff", 3, 6) +
    building(300, 900, 150, 580, "#3a4f80", "#9fc3ff", 2, 8) +
    building(1180, 900, 200, 520, "#3a4f80", "#9fc3ff", 3, 7) +
    building(1400, 900, 170, 380, "#2f3e6b", "#9fc3ff", 2, 5) +
    rect(480, 200, 660, 500, "#fff", 24) +
    chart(530, 260, 560, 400, [0.3, 0.42, 0.4, 0.58, 0.72, 0.9], "#3a78c9") +
    rect(780, 700, 16, 200, "#8d96a1") +
    person(620, 1130, 1.05, { skin: skins[4], shirt: "#2f3e56", pants: "#2f3e56", hair: hairs[5], pose: "down" }) +
    person(1000, 1140, 1.05, { skin: skins[2], shirt: orange, hair: hairs[0], long: true, pose: "point", flip: true }) +
    at(
      1320,
      1120,
      1,
      [0, 1, 2, 3, 4]
        .map((i) => `<ellipse cx="0" cy="${-i * 22}" rx="70" ry="20" fill="${i % 2 ? "#f5c04a" : "#e0a52a"}"/>`)
        .join("") +
        [0, 1, 2]
          .map((i) => `<ellipse cx="120" cy="${-i * 22}" rx="70" ry="20" fill="${i % 2 ? "#f5c04a" : "#e0a52a"}"/>`)
          .join(""),
    ),

  "titulos-verdes": () =>
    backdrop("titulos-verdes", "green", 860, "#cfe0c8") +
    sun(1420, 190, 70) +
    skyline(860, "verdes", 0.1) +
    windTurbine(1380, 870, 0.8, 20) +
    solarPanel(1180, 900, 0.7) +
    solarPanel(1340, 930, 0.7) +
    [0.25, 0.38, 0.52, 0.68, 0.86]
      .map((v, i) => {
        const x = 220 + i * 170;
        const top = 900 - v * 620;
        return (
          rect(x, top, 110, 900 - top, ["#c9ead1", "#b0dfbc", "#96d2a6", "#7cc490", "#62b57a"][i], 10) +
          leaf(x + 55, top + 4, 0.7, -30, "#2f7a47") +
          leaf(x + 55, top + 4, 0.7, 30, "#3a9a5b")
        );
      })
      .join("") +
    line("M200 700 L420 600 L560 520 L760 420 L1060 240", orange, 14) +
    path("M1100 210 L1040 220 L1070 270 Z", orange) +
    person(1160, 1150, 1.0, { skin: skins[3], shirt: "#1f6b3a", hair: hairs[2], pose: "hold", holding: "tablet" }) +
    truck(120, 1100, 0.45, "tank") +
    bush(1520, 1170, 1),

  "reuniao-ri": () =>
    backdrop("reuniao-ri", "blue", 930, "#e3e0da") +
    rect(440, 150, 640, 400, "#1c232b", 16) +
    rect(456, 166, 608, 368, "#fff", 8) +
    chart(490, 200, 540, 300, [0.35, 0.5, 0.45, 0.7, 0.85], "#1d4f91") +
    plantPot(150, 930, 1.2) +
    person(1330, 1090, 1.15, {
      skin: skins[5],
      shirt: "#14213d",
      pants: "#14213d",
      hair: hairs[2],
      pose: "point",
      flip: true,
    }) +
    person(420, 1105, 1.25, { skin: skins[0], shirt: "#2f3e56", hair: hairs[3], pose: "type" }) +
    person(700, 1105, 1.25, { skin: skins[2], shirt: orange, hair: hairs[0], long: true, pose: "type" }) +
    person(980, 1105, 1.25, { skin: skins[4], shirt: "#3a78c9", hair: hairs[5], pose: "type" }) +
    table(250, 1180, 930, 300, "#e9dcc9", true) +
    laptop(560, 860, 0.6) +
    laptop(840, 860, 0.6) +
    cup(1080, 860, 1.2),

  "rede-mapa": () =>
    backdrop("rede-mapa", "teal", 1040, "#d6d0c6") +
    path(
      "M360 240 C480 180 640 210 720 300 C800 380 900 380 940 480 C980 590 900 700 800 760 C700 830 640 930 560 960 C470 990 420 900 400 820 C380 720 300 680 270 580 C240 460 250 300 360 240 Z",
      "#e8f3ec",
    ) +
    path(
      "M360 240 C480 180 640 210 720 300 C800 380 900 380 940 480 C980 590 900 700 800 760 C700 830 640 930 560 960 C470 990 420 900 400 820 C380 720 300 680 270 580 C240 460 250 300 360 240 Z",
      "none",
      ' stroke="#fff" stroke-width="10" stroke-opacity="0.5"',
    ) +
    line(
      "M420 380 Q560 420 640 560 Q700 660 560 820 M640 560 Q760 520 860 520 M420 380 Q360 520 470 650",
      orange,
      8,
      ' stroke-dasharray="22 16"',
    ) +
    pin(420, 390, 0.7) +
    pin(640, 570, 0.9) +
    pin(860, 530, 0.6, "#1d4f91") +
    pin(560, 830, 0.7, "#1f6b3a") +
    pin(470, 660, 0.5) +
    truck(500, 470, 0.16, "tank") +
    truck(700, 700, 0.16, "tank", true) +
    at(
      1230,
      430,
      1,
      circle(0, 0, 230, "#fff", 0.16) +
        `<g fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="6"><circle r="230"/><ellipse rx="100" ry="230"/><ellipse rx="190" ry="230"/><line x1="-230" y1="0" x2="230" y2="0"/><path d="M-200 -110 Q0 -90 200 -110 M-200 110 Q0 90 200 110"/></g>`,
    ) +
    bubble(1060, 100, 170, 80, "#fff") +
    bubble(1300, 170, 170, 80, "#ffe1cc", false) +
    bubble(1150, 700, 170, 80, "#cfe8f5") +
    road(1060, 100) +
    truck(900, 1110, 0.55, "tank") +
    truck(180, 1110, 0.55, "box", true) +
    bush(1480, 1190, 1),

  "pedido-de-coleta": () =>
    backdrop("pedido-de-coleta", "orange", 860, "#ddd3c6") +
    hills(860, 100, "#8f3a0c", "pedido", 0.3) +
    building(1080, 860, 420, 280, "#f1ebe2", "#6f8f9a", 4, 2) +
    rect(1080, 580, 420, 22, "#2f3e56") +
    rect(1300, 730, 150, 130, "#2b3440") +
    drum(1200, 860, 0.5, "#2a323c") +
    rect(180, 180, 370, 740, "#1c232b", 52) +
    rect(202, 240, 326, 600, "#e8f1f4", 10) +
    rect(320, 200, 90, 14, "#3a4450", 7) +
    line("M202 400 L528 360 M202 560 L528 620 M300 240 L340 840 M430 240 L460 840", "#fff", 14) +
    line("M260 760 Q320 600 360 560 Q420 500 460 420", orange, 8, ' stroke-dasharray="18 12"') +
    pin(460, 460, 0.55) +
    rect(240, 770, 250, 54, orange, 27) +
    at(
      700,
      300,
      1,
      rect(0, 0, 200, 180, "#fff", 16) +
        rect(0, 0, 200, 50, orange, 16) +
        rect(0, 34, 200, 16, orange) +
        [0, 1, 2, 3]
          .map((c) =>
            [0, 1]
              .map((r) => rect(24 + c * 42, 74 + r * 44, 28, 28, c === 2 && r === 1 ? orange : "#cfd6dd", 6))
              .join(""),
          )
          .join(""),
    ) +
    road(960, 110) +
    truck(520, 1030, 0.85, "tank") +
    bush(120, 1200, 1.2) +
    bush(1500, 1200, 1),

  "certificado-selo": () =>
    backdrop("certificado-selo", "blue", 900, "#e9dcc9") +
    rect(0, 900, 1600, 16, "#c9b79e") +
    laptop(180, 900, 1.2) +
    documentSheet(520, 160, 600, 800, "#1d4f91") +
    seal(1020, 820, 92) +
    line("M600 860 L820 860", "#1d4f91", 6) +
    `<circle cx="1280" cy="520" r="110" fill="#cfe8f5" fill-opacity="0.5" stroke="#2f3e56" stroke-width="26"/>` +
    line("M1360 600 L1480 720", "#2f3e56", 36) +
    cup(1400, 1040, 2.2) +
    line("M280 1100 L520 1020", orange, 18) +
    line("M520 1020 L546 1011", "#2f3e56", 18) +
    shadow(800, 1140, 500, 0.06),

  "dados-protegidos": () =>
    backdrop("dados-protegidos", "navy", 900, "#cfd5dc") +
    rect(120, 400, 260, 500, "#2f3e56", 12) +
    [0, 1, 2, 3, 4, 5, 6]
      .map(
        (i) =>
          rect(140, 430 + i * 64, 220, 46, "#3a4f80", 6) + circle(330, 453 + i * 64, 8, i % 3 ? "#3a9a5b" : orange),
      )
      .join("") +
    shadow(250, 900, 300) +
    documentSheet(560, 330, 400, 520, "#1d4f91") +
    documentSheet(500, 380, 400, 520, orange) +
    shield(1170, 800, 1.5, "#13878b") +
    padlock(920, 1080, 0.9) +
    person(1420, 1150, 0.98, {
      skin: skins[1],
      shirt: "#2f3e56",
      hair: hairs[1],
      long: true,
      pose: "hold",
      holding: "tablet",
    }),

  "privacidade-cadeado": () =>
    backdrop("privacidade-cadeado", "teal", 900, "#e3ddd4") +
    documentSheet(1020, 140, 320, 420, "#13878b") +
    [0, 1, 2]
      .map((i) => rect(1060, 330 + i * 70, 34, 34, i === 1 ? "#fff" : orange, 6, ' stroke="#13878b" stroke-width="4"'))
      .join("") +
    padlock(1330, 740, 0.9) +
    plantPot(180, 900, 1.1) +
    person(600, 1113, 1.4, { skin: skins[5], shirt: orange, hair: hairs[2], long: true, pose: "type" }) +
    table(240, 1180, 1100, 320, "#e9dcc9", true) +
    at(
      930,
      840,
      1,
      path("M-150 0 L-130 -220 L130 -220 L150 0 Z", "#c9d0d8") +
        circle(0, -110, 30, "#fff") +
        rect(-180, -10, 360, 16, "#9aa3ad", 6),
    ) +
    cup(400, 840, 1.3),

  "home-ciclo": () =>
    backdrop("home-ciclo", "teal", 760, "#86bf86") +
    sun(1350, 200, 80) +
    cloud(300, 170, 0.9) +
    cloud(980, 130, 0.7) +
    `<path d="M380 600 A420 420 0 1 1 1220 600" fill="none" stroke="#fff" stroke-opacity="0.16" stroke-width="26"/>` +
    path("M1188 590 L1252 590 L1220 640 Z", "#fff", ' fill-opacity="0.3"') +
    hills(760, 150, "#2f7a47", "home-far", 0.55) +
    building(80, 790, 150, 240, "#f1ebe2", "#6f8f9a", 2, 3) +
    building(250, 790, 200, 180, "#e9ecef", "#6f8f9a", 3, 2) +
    building(470, 790, 130, 300, "#f6f1ea", "#6f8f9a", 2, 4) +
    at(
      1020,
      800,
      0.6,
      column(0, 0, 60, 460) +
        column(100, 0, 90, 540) +
        column(230, 0, 50, 360) +
        tank(320, 0, 220, 220) +
        tank(570, 0, 170, 170, "#3a9a5b"),
    ) +
    hills(820, 50, "#6aab6d", "home-near") +
    path(
      "M-60 1200 C 300 1080, 420 980, 760 920 C 980 880, 1060 850, 1160 820 L1210 820 C 1120 860, 1060 900, 900 960 C 700 1040, 620 1120, 540 1200 Z",
      "#8c949c",
    ) +
    line("M240 1200 C 460 1060, 700 960, 1180 822", "#f4f1ea", 6, ' stroke-dasharray="40 34"') +
    tree(120, 1050, 1.2) +
    tree(1530, 1090, 1.1, "#2f7a47") +
    pine(1420, 1010, 0.7) +
    bush(1000, 1150, 1.3) +
    truck(470, 1010, 0.78, "tank"),

  "solucoes-panorama": () =>
    backdrop("solucoes-panorama", "blue", 800, "#d2d6d0") +
    cloud(800, 150, 0.9) +
    hills(800, 110, "#2f7a5a", "solucoes", 0.5) +
    building(40, 800, 400, 320, "#eef0ec", "#6f8f9a", 4, 3) +
    path("M40 480 L140 420 L140 480 L240 420 L240 480 L340 420 L340 480 L440 420 L440 480 Z", "#2f3e56") +
    bin(480, 820, 0.6, "#1f6b3a") +
    bin(550, 820, 0.6, orange) +
    path("M560 560 L940 560 L920 520 L580 520 Z", "#2f3e56") +
    rect(580, 560, 16, 240, "#5f6873") +
    rect(904, 560, 16, 240, "#5f6873") +
    skip(620, 800, 130, 80, "#3a78c9", "#8d7b66") +
    skip(780, 800, 120, 80, orange) +
    at(
      1040,
      800,
      0.55,
      column(0, 0, 60, 460) + column(100, 0, 90, 540) + tank(230, 0, 220, 230) + tank(480, 0, 170, 170),
    ) +
    road(960, 110) +
    truck(580, 1030, 0.82, "tank") +
    truck(1090, 1030, 0.82, "skip", false, "#f4f5f7", "#1f6b3a") +
    person(300, 1180, 0.8, { skin: skins[2], shirt: "#2f3e56", vest: orange, helmet: "#f4f5f7", pose: "wave" }) +
    bush(1500, 1200, 1.1) +
    bush(80, 1200, 0.9),

  vitrine: () =>
    backdrop("vitrine", "navy", 930, "#e3ddd4") +
    circle(180, 260, 60, orange) +
    circle(300, 340, 46, "#13878b") +
    circle(180, 420, 40, "#3a9a5b") +
    circle(320, 190, 34, "#f5c04a") +
    `<g transform="translate(0 124)">` +
    monitor(
      560,
      220,
      720,
      440,
      rect(590, 250, 660, 150, "#14213d", 6) +
        rect(620, 290, 260, 20, "#fff", 8) +
        rect(620, 330, 200, 14, "#9fb6d6", 7) +
        rect(620, 360, 120, 26, orange, 13) +
        rect(1020, 270, 200, 110, "#3a78c9", 8) +
        [0, 1, 2]
          .map(
            (i) =>
              rect(590 + i * 224, 420, 212, 200, "#fff", 8) +
              rect(606 + i * 224, 436, 180, 80, ["#13878b", "#f5c04a", "#3a9a5b"][i], 6) +
              rect(606 + i * 224, 530, 140, 14, "#cfd6dd", 7) +
              rect(606 + i * 224, 556, 100, 14, "#cfd6dd", 7),
          )
          .join(""),
    ) +
    "</g>" +
    person(330, 1114, 1.35, { skin: skins[1], shirt: "#13878b", hair: hairs[4], long: true, pose: "type" }) +
    table(200, 1190, 1200, 320, "#e9dcc9", true) +
    rect(420, 838, 180, 12, "#5f6873", 6) +
    cup(1300, 850, 1.2) +
    plantPot(1480, 930, 1.1),

  "frota-estrada": () =>
    backdrop("frota-estrada", "amber", 720, "#7fb77e") +
    sun(1300, 200, 80) +
    cloud(400, 160, 0.9) +
    hills(720, 160, "#2f7a47", "frota", 0.55) +
    hills(760, 60, "#5fa36a", "frota-near") +
    pine(180, 880, 0.9) +
    tree(520, 890, 0.9) +
    pine(860, 880, 1) +
    tree(1240, 890, 1) +
    pine(1500, 880, 0.8) +
    rect(0, 900, 1600, 180, "#8c949c") +
    line("M0 990 L1600 990", "#f4f1ea", 8, ' stroke-dasharray="70 50"') +
    rect(0, 1080, 1600, 120, "#6aab6d") +
    truck(60, 1010, 0.72, "tank") +
    truck(580, 1010, 0.72, "skip", false, "#f4f5f7", "#1d4f91") +
    truck(1100, 1010, 0.72, "box") +
    bush(300, 1180, 1) +
    bush(1300, 1190, 1.1),

  "equipe-campo": () =>
    backdrop("equipe-campo", "green", 760, "#8cc48a") +
    sun(1380, 200, 70) +
    cloud(600, 160, 0.9) +
    hills(760, 150, "#2f7a47", "campo", 0.5) +
    plantSilhouette(1150, 770, 0.5, 0.25) +
    path("M-20 940 C 300 900, 600 1000, 900 960 C 1200 920, 1400 980, 1620 950 L1620 1200 L-20 1200 Z", "#6fb7d9") +
    path("M-20 1000 C 300 960, 600 1060, 900 1020", "none", ' stroke="#fff" stroke-opacity="0.4" stroke-width="8"') +
    tree(140, 900, 1.2) +
    tree(1500, 900, 1, "#2f7a47") +
    bush(360, 930, 1) +
    person(620, 960, 1.0, {
      skin: skins[2],
      shirt: "#2f3e56",
      vest: orange,
      cap: "#1f6b3a",
      pose: "forward",
      holding: "flask",
    }) +
    person(960, 940, 1.0, {
      skin: skins[0],
      shirt: "#1d4f91",
      vest: "#d9e021",
      hair: hairs[3],
      long: true,
      pose: "hold",
      holding: "tablet",
    }) +
    at(790, 940, 0.8, rect(-40, -60, 80, 60, "#f4f6f8", 8) + rect(-40, -60, 80, 16, orange, 6)),
};
