/**
 * Flat-vector drawing pieces for the page illustrations (scripts/make-page-images.mts). Every function returns
 * SVG markup in a 1600×1200 canvas; objects stand on the point (x, y) given (y is the ground under them) and
 * scale with s. The palette and the soft curved bands are the blog covers' (scripts/make-blog-images.mts).
 */

export const orange = "#f26b1d";
export const ink = "#1c232b";

/** The blog covers' editoria colours (dark, light), by a name that says what they look like. */
export const palettes = {
  blue: ["#1d4f91", "#3a78c9"],
  navy: ["#14213d", "#2f3e6b"],
  teal: ["#0b5d61", "#13878b"],
  amber: ["#9a5b00", "#d08a16"],
  orange: ["#b5410b", "#f26b1d"],
  green: ["#1f6b3a", "#3a9a5b"],
} as const;
export type Palette = keyof typeof palettes;

export const skins = ["#f1c7a5", "#d9a27c", "#a8724f", "#7c4f32", "#e8b995", "#5a3825"];
export const hairs = ["#2b1d14", "#4a2f1d", "#111111", "#6b4a2b", "#8a5a2b", "#b8b2aa"];

/** The blog's deterministic number generator, so the same name always gives the same picture. */
export function random(seed: string): () => number {
  let h = 2166136261;
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507) ^ Math.imul(h ^ (h >>> 13), 3266489909);
    return ((h >>>= 0) % 10000) / 10000;
  };
}

/** Lightens (amount > 0) or darkens (amount < 0) a #rrggbb colour. */
export function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const channel = (i: number) => {
    const value = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
    return Math.round(value + (target - value) * Math.abs(amount))
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(0)}${channel(1)}${channel(2)}`;
}

const n = (value: number) => Number(value.toFixed(1));
export const at = (x: number, y: number, s: number, inner: string, flip = false, width = 0) =>
  `<g transform="translate(${n(flip ? x + width * s : x)} ${n(y)}) scale(${n(flip ? -s : s)} ${n(s)})">${inner}</g>`;
export const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = "") =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx ? ` rx="${rx}"` : ""} fill="${fill}"${extra}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, opacity = 1) =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${opacity < 1 ? ` fill-opacity="${opacity}"` : ""}/>`;
export const path = (d: string, fill: string, extra = "") => `<path d="${d}" fill="${fill}"${extra}/>`;
export const line = (d: string, stroke: string, width: number, extra = "") =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
export const shadow = (x: number, y: number, w: number, opacity = 0.16) =>
  `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(w / 2)}" ry="${n(Math.max(6, w / 14))}" fill="#000" fill-opacity="${opacity}"/>`;
/** Short product labels are the only words drawn (G2, LWOMA, LW Volt, H1). */
export const label = (x: number, y: number, size: number, text: string, fill = ink) =>
  `<text x="${n(x)}" y="${n(y)}" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="700" font-size="${size}" fill="${fill}">${text}</text>`;

/** The sky (or a wall) in the palette's gradient with the covers' soft white bands and dots, and the ground. */
export function backdrop(seed: string, palette: Palette, horizon: number, ground: string): string {
  const [dark, light] = palettes[palette];
  const next = random(seed);
  const bands = Array.from({ length: 4 }, (_, i) => {
    const y = 150 + (i * (horizon - 180)) / 4 + next() * 70;
    const lift = 140 + next() * 180;
    return `<path d="M-80 ${n(y)} C 420 ${n(y - lift)}, 1000 ${n(y + lift)}, 1700 ${n(y - 50)}" stroke="#fff" stroke-opacity="${(0.07 + i * 0.025).toFixed(3)}" stroke-width="${n(50 + next() * 60)}" fill="none"/>`;
  }).join("");
  const dots = Array.from({ length: 7 }, () =>
    circle(next() * 1600, 60 + next() * (horizon - 260), 8 + next() * 22, "#fff", 0.13),
  ).join("");
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient>
<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${ground}"/><stop offset="1" stop-color="${shade(ground, -0.14)}"/></linearGradient>
<linearGradient id="metal" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#c9d0d8"/><stop offset="0.45" stop-color="#f4f6f8"/><stop offset="1" stop-color="#aab3bd"/></linearGradient>
<linearGradient id="oil" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f5c04a"/><stop offset="1" stop-color="#d98a12"/></linearGradient></defs>
<rect width="1600" height="1200" fill="url(#sky)"/>${bands}${dots}
<rect y="${horizon}" width="1600" height="${1200 - horizon}" fill="url(#ground)"/><rect y="${horizon}" width="1600" height="6" fill="#fff" fill-opacity="0.35"/>`;
}

/** Rolling hills standing on the horizon. */
export function hills(base: number, amp: number, fill: string, seed: string, opacity = 1): string {
  const next = random(seed);
  let d = `M-20 ${base} L-20 ${n(base - amp * (0.3 + 0.5 * next()))}`;
  let x = -20;
  while (x < 1620) {
    const w = 280 + next() * 300;
    d += ` Q ${n(x + w / 2)} ${n(base - amp * (0.9 + 0.6 * next()))} ${n(x + w)} ${n(base - amp * (0.2 + 0.5 * next()))}`;
    x += w;
  }
  return path(`${d} L${n(x)} ${base} Z`, fill, opacity < 1 ? ` fill-opacity="${opacity}"` : "");
}

export const sun = (x: number, y: number, r: number) =>
  circle(x, y, r * 1.5, "#ffd9a8", 0.18) + circle(x, y, r, "#ffc46b");
export const cloud = (x: number, y: number, s: number) =>
  at(
    x,
    y,
    s,
    `<g fill="#fff" fill-opacity="0.85"><ellipse cx="0" cy="0" rx="90" ry="34"/><ellipse cx="-40" cy="-20" rx="44" ry="36"/><ellipse cx="30" cy="-34" rx="54" ry="46"/></g>`,
  );

export function tree(x: number, y: number, s: number, fill = "#3f8f55"): string {
  return at(
    x,
    y,
    s,
    shadow(0, 0, 140, 0.12) +
      rect(-10, -120, 20, 120, "#6b4a2b", 6) +
      circle(-40, -150, 58, shade(fill, -0.12)) +
      circle(42, -160, 56, shade(fill, -0.06)) +
      circle(0, -205, 70, fill) +
      circle(-20, -225, 26, shade(fill, 0.25), 0.6),
  );
}
export function pine(x: number, y: number, s: number, fill = "#2f7a47"): string {
  return at(
    x,
    y,
    s,
    rect(-8, -60, 16, 60, "#5b3d22") +
      path("M0 -260 L70 -60 L-70 -60Z", fill) +
      path("M0 -260 L70 -60 L0 -60Z", shade(fill, -0.15)),
  );
}
export function bush(x: number, y: number, s: number, fill = "#4b9a5f"): string {
  return at(
    x,
    y,
    s,
    circle(-30, -24, 34, shade(fill, -0.1)) + circle(24, -26, 36, fill) + circle(-2, -46, 34, shade(fill, 0.1)),
  );
}

/** A building with a grid of windows; y is its base. */
export function building(
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  windows = "#ffffff",
  cols = 4,
  rows = 5,
  opacity = 1,
): string {
  let out = rect(x, y - h, w, h, fill, 0, opacity < 1 ? ` fill-opacity="${opacity}"` : "");
  const gw = w / (cols * 2 + 1);
  const gh = Math.min(50, (h - 40) / (rows * 1.6));
  for (let c = 0; c < cols; c++)
    for (let r = 0; r < rows; r++)
      out += rect(
        x + gw + c * gw * 2,
        y - h + 30 + r * gh * 1.6,
        gw,
        gh,
        windows,
        3,
        ` fill-opacity="${0.55 * opacity}"`,
      );
  return out;
}

const wheel = (cx: number, r = 44) =>
  circle(cx, -r + 2, r, "#20262e") + circle(cx, -r + 2, r * 0.42, "#a3acb6") + circle(cx, -r + 2, r * 0.15, "#20262e");

export type TruckBody = "tank" | "skip" | "box" | "cab";
/** A collection truck (600 wide at s = 1), facing right unless flipped; x is its left end either way. */
export function truck(
  x: number,
  y: number,
  s: number,
  body: TruckBody,
  flip = false,
  cabColour = "#f4f5f7",
  load = "#3f7fbf",
): string {
  let out = shadow(300, 0, 640, 0.18) + rect(20, -100, 570, 28, "#2a323c", 6);
  if (body === "tank") {
    out +=
      `<rect x="20" y="-246" width="410" height="150" rx="72" fill="url(#metal)"/>` +
      rect(20, -184, 410, 22, orange) +
      line("M140 -240 L140 -100 M260 -244 L260 -98 M370 -240 L370 -100", "#b7bfc8", 4) +
      rect(110, -262, 56, 18, "#7d8791", 4) +
      rect(290, -262, 56, 18, "#7d8791", 4) +
      rect(0, -150, 26, 34, "#7d8791", 4) +
      circle(10, -126, 9, orange);
  } else if (body === "skip") {
    out +=
      path("M40 -100 L20 -250 L430 -250 L430 -100 Z", load) +
      line("M120 -246 L128 -104 M220 -248 L224 -102 M320 -248 L322 -102", shade(load, -0.2), 8) +
      rect(16, -262, 420, 16, shade(load, -0.25), 4) +
      path("M60 -262 Q120 -320 190 -290 Q250 -340 330 -292 Q380 -318 410 -262 Z", "#8d7b66");
  } else if (body === "box") {
    out +=
      rect(16, -320, 414, 222, "#f6f7f9", 8) + rect(16, -160, 414, 20, orange) + rect(16, -320, 414, 14, "#d9dde2", 8);
  }
  out +=
    path("M440 -96 L440 -256 Q440 -270 454 -270 L532 -270 Q550 -270 558 -254 L596 -176 L600 -96 Z", cabColour) +
    path("M470 -250 L528 -250 Q538 -250 544 -240 L574 -182 L470 -182 Z", "#a9d6ee") +
    rect(440, -156, 160, 18, orange) +
    rect(584, -124, 18, 18, "#ffd27a", 4) +
    rect(452, -176, 10, 40, "#c9ced4", 3);
  out += wheel(110) + wheel(230) + wheel(500);
  return at(x, y, s, out, flip, 600);
}

export type Pose = "down" | "wave" | "point" | "forward" | "hold" | "type" | "raise";
export interface PersonOptions {
  skin: string;
  shirt: string;
  pants?: string;
  hair?: string;
  long?: boolean;
  helmet?: string;
  vest?: string;
  pose?: Pose;
  flip?: boolean;
  headset?: boolean;
  coat?: boolean;
  cap?: string;
  glasses?: boolean;
  ears?: boolean;
  holding?: "clipboard" | "tablet" | "flask" | "none";
}
/** A stylised figure about 380 tall at s = 1, without a face; y is where the feet stand. */
export function person(x: number, y: number, s: number, o: PersonOptions): string {
  const pants = o.pants ?? "#2f3e56";
  const hands: Record<Pose, [number, number, number, number]> = {
    down: [-54, -150, 54, -150],
    wave: [-54, -150, 84, -380],
    point: [-54, -150, 140, -300],
    forward: [-54, -150, 118, -215],
    hold: [-22, -205, 24, -210],
    type: [-30, -188, 40, -188],
    raise: [-84, -380, 84, -380],
  };
  const [lx, ly, rx, ry] = hands[o.pose ?? "down"];
  const arm = (sx: number, hx: number, hy: number) => {
    const ex = (sx + hx) / 2 + (hx > 0 ? 16 : -16) * (Math.abs(hy + 270) < 60 ? 0 : 1);
    const ey = (-270 + hy) / 2 + 10;
    return (
      line(`M${sx} -262 Q${n(ex)} ${n(ey)} ${hx} ${hy}`, o.coat ? "#f4f6f8" : o.shirt, 26) + circle(hx, hy, 13, o.skin)
    );
  };
  let out = shadow(0, 0, 110, 0.16);
  if (o.long && o.hair) out += rect(-38, -366, 76, 92, o.hair, 34);
  out +=
    rect(-33, -165, 30, 150, pants, 12) +
    rect(3, -165, 30, 150, pants, 12) +
    rect(-38, -20, 36, 20, "#23272e", 8) +
    rect(2, -20, 36, 20, "#23272e", 8);
  const torsoBottom = o.coat ? -96 : -150;
  out += path(
    `M-44 ${torsoBottom} L-44 -254 Q-44 -292 0 -292 Q44 -292 44 -254 L44 ${torsoBottom} Z`,
    o.coat ? "#f4f6f8" : o.shirt,
  );
  if (o.coat) out += path("M-12 -290 L0 -250 L12 -290 Z", o.shirt) + line("M0 -250 L0 -100", "#d5dbe1", 3);
  if (o.vest)
    out +=
      path("M-42 -280 L-16 -284 L0 -236 L16 -284 L42 -280 L44 -156 L-44 -156 Z", o.vest) +
      rect(-44, -214, 88, 10, "#f7f7f2", 0, ' fill-opacity="0.85"') +
      rect(-44, -186, 88, 10, "#f7f7f2", 0, ' fill-opacity="0.85"');
  if (o.holding === "clipboard")
    out +=
      rect(-32, -262, 64, 82, "#b9793f", 6) +
      rect(-26, -252, 52, 66, "#fff", 3) +
      line("M-18 -236 L18 -236 M-18 -222 L14 -222 M-18 -208 L10 -208", "#9aa3ad", 4);
  if (o.holding === "tablet") out += rect(-34, -258, 68, 88, "#2a323c", 8) + rect(-28, -250, 56, 72, "#8fc9e8", 4);
  out += arm(-40, lx, ly) + arm(40, rx, ry);
  if (o.holding === "flask")
    out += at(
      rx,
      ry + 4,
      0.55,
      path("M-10 -120 L10 -120 L10 -70 L45 0 L-45 0 L-10 -70Z", "#fff", ' fill-opacity="0.6"') +
        path("M-27 -35 L27 -35 L45 0 L-45 0Z", "url(#oil)"),
    );
  out += rect(-11, -308, 22, 24, o.skin, 6) + circle(0, -338, 34, o.skin);
  if (o.glasses) out += rect(-26, -346, 52, 12, "#cfe8f5", 5, ' stroke="#5b6570" stroke-width="3"');
  if (o.helmet)
    out +=
      path("M-40 -342 Q-40 -384 0 -384 Q40 -384 40 -342 Z", o.helmet) +
      rect(-47, -347, 94, 10, shade(o.helmet, -0.12), 5) +
      rect(-5, -384, 10, 38, shade(o.helmet, 0.2), 4);
  else if (o.cap) out += path("M-37 -338 Q-37 -378 0 -378 Q37 -378 37 -338 Z", o.cap);
  else if (o.hair)
    out += path("M-35 -336 Q-36 -376 0 -376 Q36 -376 35 -336 Q22 -356 0 -356 Q-22 -356 -35 -336 Z", o.hair);
  if (o.headset)
    out +=
      line("M-37 -340 Q-38 -386 0 -386 Q38 -386 37 -340", "#2a323c", 7) +
      rect(-46, -354, 14, 28, "#2a323c", 6) +
      rect(32, -354, 14, 28, "#2a323c", 6) +
      line("M42 -332 Q42 -306 16 -306", "#2a323c", 5) +
      circle(14, -306, 6, orange);
  if (o.ears)
    out +=
      rect(-46, -352, 12, 28, orange, 6) +
      rect(34, -352, 12, 28, orange, 6) +
      line("M-40 -352 Q0 -400 40 -352", orange, 5);
  return at(x, y, s, out, o.flip);
}

/** A 200-litre drum, 120 wide and 170 tall at s = 1. */
export function drum(x: number, y: number, s: number, fill: string, text = "", textSize = 30): string {
  let out =
    shadow(0, 0, 140) +
    rect(-60, -170, 120, 170, fill, 10) +
    rect(-60, -118, 120, 7, shade(fill, -0.2)) +
    rect(-60, -60, 120, 7, shade(fill, -0.2)) +
    `<ellipse cx="0" cy="-170" rx="60" ry="12" fill="${shade(fill, 0.2)}"/>` +
    rect(-60, -170, 22, 170, "#fff", 10, ' fill-opacity="0.12"');
  if (text) out += rect(-44, -108, 88, 44, "#fff", 6) + label(0, -75, textSize, text);
  return at(x, y, s, out);
}

/** An IBC tank: cage, white tank with liquid, pallet; 220 wide. */
export function ibc(x: number, y: number, s: number, liquid = "url(#oil)", text = ""): string {
  let out =
    shadow(0, 0, 260) +
    rect(-112, -34, 224, 34, "#5f6873", 4) +
    rect(-100, -230, 200, 196, "#f3f5f7", 14, ' fill-opacity="0.95"') +
    rect(-100, -140, 200, 106, liquid, 10, ' fill-opacity="0.85"');
  out += line(
    "M-104 -232 L104 -232 M-104 -34 L104 -34 M-104 -232 L-104 -34 M104 -232 L104 -34 M-52 -232 L-52 -34 M0 -232 L0 -34 M52 -232 L52 -34 M-104 -166 L104 -166 M-104 -100 L104 -100",
    "#8d96a1",
    6,
  );
  out += rect(-20, -246, 40, 16, "#4b5563", 4) + rect(60, -56, 34, 20, "#4b5563", 4);
  if (text) out += rect(-58, -210, 116, 40, "#fff", 6) + label(0, -180, 28, text);
  return at(x, y, s, out);
}

/** A containment tray (spill pallet) w wide; objects stand on y − 24. */
export function tray(x: number, y: number, w: number): string {
  return (
    shadow(x + w / 2, y, w + 40) +
    path(`M${x - 20} ${y - 60} L${x + w + 20} ${y - 60} L${x + w} ${y} L${x} ${y} Z`, "#f2c230") +
    rect(x - 24, y - 66, w + 48, 14, "#d9a81c", 4) +
    line(`M${x + 20} ${y - 30} L${x + w - 20} ${y - 30}`, "#d9a81c", 6)
  );
}

/** A pail (20 litres), 110 wide. */
export function pail(x: number, y: number, s: number, fill: string, text = "", textSize = 24, textFill = ink): string {
  let out =
    shadow(0, 0, 120) +
    path("M-52 -124 L52 -124 L45 0 L-45 0Z", fill) +
    rect(-56, -130, 112, 14, shade(fill, -0.15), 5) +
    line("M-50 -124 Q0 -190 50 -124", "#3b434c", 5);
  if (text) out += rect(-42, -96, 84, 50, "#fff", 4) + label(0, -62, textSize, text, textFill);
  return at(x, y, s, out);
}

/** A 1-litre bottle, 70 wide and 180 tall. */
export function bottle(x: number, y: number, s: number, fill: string, text = "", textSize = 16): string {
  let out =
    shadow(0, 0, 80) +
    path("M-34 0 L-34 -110 Q-34 -136 -14 -146 L-14 -164 L14 -164 L14 -146 Q34 -136 34 -110 L34 0 Z", fill) +
    rect(-16, -182, 32, 22, "#2a323c", 4) +
    rect(-34, -120, 10, 110, "#fff", 4, ' fill-opacity="0.15"');
  if (text) out += rect(-28, -94, 56, 56, "#fff", 4) + label(0, -60, textSize, text);
  return at(x, y, s, out);
}

export function erlenmeyer(x: number, y: number, s: number, liquid = "url(#oil)"): string {
  return at(
    x,
    y,
    s,
    path(
      "M-10 -120 L10 -120 L10 -70 L45 0 L-45 0 L-10 -70Z",
      "#fff",
      ' fill-opacity="0.55" stroke="#fff" stroke-width="3"',
    ) +
      path("M-27 -35 L27 -35 L45 0 L-45 0Z", liquid) +
      rect(-14, -128, 28, 10, "#dfe5ea", 3),
  );
}
export function beaker(x: number, y: number, s: number, liquid: string): string {
  return at(
    x,
    y,
    s,
    rect(-40, -110, 80, 110, "#fff", 6, ' fill-opacity="0.55" stroke="#fff" stroke-width="3"') +
      rect(-37, -60, 74, 57, liquid, 4) +
      line("M-30 -90 L-10 -90 M-30 -75 L-18 -75", "#9aa3ad", 3),
  );
}
export function testTubes(x: number, y: number, s: number, liquids: string[]): string {
  let out =
    rect(-20, -50, liquids.length * 40 + 20, 14, "#7d8791", 3) +
    rect(-20, -10, liquids.length * 40 + 20, 10, "#7d8791", 3);
  liquids.forEach((liquid, i) => {
    out +=
      rect(i * 40 - 6, -120, 22, 112, "#fff", 10, ' fill-opacity="0.6"') + rect(i * 40 - 6, -70, 22, 60, liquid, 10);
  });
  return at(x, y, s, out);
}

/** A roll-off skip, w wide and h tall, optional waste heaped on it. */
export function skip(x: number, y: number, w: number, h: number, fill: string, heap = ""): string {
  let out =
    shadow(x + w / 2, y, w + 30) + path(`M${x} ${y} L${x - 24} ${y - h} L${x + w} ${y - h} L${x + w} ${y} Z`, fill);
  for (let i = 1; i < 4; i++)
    out += line(`M${x + (w * i) / 4} ${y - h + 8} L${x + (w * i) / 4} ${y - 8}`, shade(fill, -0.2), 8);
  out += rect(x - 30, y - h - 14, w + 36, 16, shade(fill, -0.25), 4);
  if (heap)
    out += path(
      `M${x} ${y - h - 12} Q${x + w * 0.2} ${y - h - 70} ${x + w * 0.4} ${y - h - 40} Q${x + w * 0.6} ${y - h - 90} ${x + w * 0.8} ${y - h - 36} Q${x + w * 0.92} ${y - h - 50} ${x + w} ${y - h - 12} Z`,
      heap,
    );
  return out;
}

/** A wheelie bin, 120 wide. */
export function bin(x: number, y: number, s: number, fill: string): string {
  return at(
    x,
    y,
    s,
    shadow(0, 0, 130) +
      path("M-56 -180 L56 -180 L46 0 L-46 0 Z", fill) +
      rect(-64, -196, 128, 20, shade(fill, -0.2), 6) +
      rect(-40, -150, 80, 8, shade(fill, 0.2), 3) +
      circle(-40, -10, 14, "#23272e") +
      circle(40, -10, 14, "#23272e"),
  );
}

export function solarPanel(x: number, y: number, s: number): string {
  let out =
    line("M0 0 L0 -70", "#7d8791", 10) +
    path("M-110 -70 L110 -70 L80 -170 L-80 -170 Z", "#1d4f91") +
    path("M-110 -70 L110 -70 L80 -170 L-80 -170 Z", "none", ' stroke="#cfd8e3" stroke-width="4"');
  for (let i = 1; i < 4; i++) out += line(`M${-110 + i * 55} -70 L${-80 + i * 40} -170`, "#9fb6d6", 3);
  out += line("M-95 -120 L95 -120", "#9fb6d6", 3);
  return at(x, y, s, out);
}
export function windTurbine(x: number, y: number, s: number, angle = 0): string {
  const blade = (a: number) =>
    `<path d="M0 0 Q14 -60 4 -190 Q-6 -190 -10 -60 Z" fill="#fff" transform="rotate(${a})"/>`;
  return at(
    x,
    y,
    s,
    path("M-9 0 L-5 -400 L5 -400 L9 0 Z", "#f4f6f8") +
      `<g transform="translate(0 -400)">${blade(angle)}${blade(angle + 120)}${blade(angle + 240)}${circle(0, 0, 14, "#d6dce2")}</g>`,
  );
}

/** A distillation column of width w and height h. */
export function column(x: number, y: number, w: number, h: number): string {
  let out = rect(x, y - h, w, h, "url(#metal)", w / 2) + rect(x + w * 0.5 - 3, y - h - 40, 6, 44, "#8d96a1");
  for (let p = y - h * 0.25; p > y - h + 40; p -= h * 0.22)
    out +=
      rect(x - 16, p, w + 32, 8, "#5f6873", 2) +
      line(`M${x - 14} ${p} L${x - 14} ${p - 30} L${x + w + 14} ${p - 30} L${x + w + 14} ${p}`, "#5f6873", 3);
  out += line(`M${x + w + 8} ${y} L${x + w + 8} ${y - h + 30}`, "#5f6873", 4) + rect(x, y - h * 0.62, w, 14, orange);
  return out;
}
/** A vertical storage tank w wide and h tall. */
export function tank(x: number, y: number, w: number, h: number, band = orange): string {
  return (
    shadow(x + w / 2, y, w + 40, 0.14) +
    rect(x, y - h, w, h, "url(#metal)", 6) +
    `<ellipse cx="${x + w / 2}" cy="${y - h}" rx="${w / 2}" ry="${w / 10}" fill="#e6eaee"/>` +
    rect(x, y - h * 0.7, w, h * 0.12, band) +
    line(`M${x + w * 0.1} ${y} L${x + w * 0.9} ${y - h}`, "#8d96a1", 4) +
    rect(x - 4, y - 10, w + 8, 10, "#8d96a1", 3)
  );
}

export function forklift(x: number, y: number, s: number, load = "", flip = false): string {
  let out =
    shadow(100, 0, 260) +
    path("M20 -40 L20 -140 L120 -140 L150 -90 L170 -90 L170 -40 Z", orange) +
    line("M40 -140 L40 -250 L140 -250 L150 -140", "#2a323c", 8) +
    rect(180, -300, 14, 290, "#5f6873") +
    rect(194, -30, 110, 10, "#5f6873") +
    wheel(60, 30) +
    wheel(150, 26) +
    rect(0, -80, 24, 40, "#2a323c", 4);
  if (load) out += load;
  return at(x, y, s, out, flip, 300);
}
/** A pallet with stacked cardboard boxes, w wide; returns markup drawn at (x, y). */
export function palletBoxes(x: number, y: number, w: number, rows = 2): string {
  let out = shadow(x + w / 2, y, w + 20) + rect(x, y - 22, w, 22, "#9b6b3d", 3);
  const cols = Math.max(1, Math.round(w / 90));
  const bw = w / cols;
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++)
      out +=
        rect(x + c * bw + 3, y - 22 - (r + 1) * 76, bw - 6, 72, "#c98b4a", 3) +
        rect(x + c * bw + bw / 2 - 8, y - 22 - (r + 1) * 76, 16, 72, "#e0b07c");
  return out;
}

/** A table or, with panel, a desk whose front hides the legs of whoever sits behind it. */
export function table(x: number, y: number, w: number, top = 300, fill = "#e9dcc9", panel = false): string {
  return (
    rect(x + 20, y - top, 16, top, "#7d8791") +
    rect(x + w - 36, y - top, 16, top, "#7d8791") +
    (panel
      ? rect(x + 12, y - top, w - 24, top * 0.7, shade(fill, -0.08)) +
        rect(x + 12, y - top * 0.3 - 8, w - 24, 8, shade(fill, -0.2))
      : "") +
    rect(x, y - top - 20, w, 24, fill, 6) +
    rect(x, y - top + 2, w, 6, shade(fill, -0.2))
  );
}
/** An open laptop facing the viewer, 200 wide at s = 1, standing on y. */
export function laptop(x: number, y: number, s: number, screen = "#8fc9e8", flip = false): string {
  return at(
    x,
    y,
    s,
    rect(-100, -140, 200, 130, "#2a323c", 10) +
      rect(-88, -128, 176, 108, screen, 4) +
      rect(-120, -12, 240, 12, "#9aa3ad", 4) +
      rect(-70, -100, 80, 10, "#fff", 3, ' fill-opacity="0.7"') +
      rect(-70, -80, 120, 8, "#fff", 3, ' fill-opacity="0.5"') +
      rect(-70, -64, 100, 8, "#fff", 3, ' fill-opacity="0.5"'),
    flip,
  );
}
/** Bar chart with a rising line and arrow inside the box (x, y, w, h), y top. */
export function chart(
  x: number,
  y: number,
  w: number,
  h: number,
  bars: number[],
  barFill = "#3a78c9",
  lineColour = orange,
): string {
  const bw = w / (bars.length * 1.6 + 0.6);
  let out = "";
  bars.forEach((value, i) => {
    const bx = x + bw * 0.6 + i * bw * 1.6;
    out += rect(bx, y + h - value * h, bw, value * h, barFill, 6);
  });
  const points = bars.map((value, i) => `${n(x + bw * 1.1 + i * bw * 1.6)} ${n(y + h - value * h - 40)}`);
  const last = points[points.length - 1].split(" ").map(Number);
  out +=
    line(`M${points.join(" L")}`, lineColour, 10) +
    path(
      `M${last[0] + 30} ${last[1] - 30} L${last[0] - 6} ${last[1] - 24} L${last[0] + 20} ${last[1] + 6} Z`,
      lineColour,
    );
  return out;
}
/** A sheet of paper with lines of grey bars instead of words. */
export function documentSheet(x: number, y: number, w: number, h: number, header = "#3a78c9"): string {
  let out =
    shadow(x + w / 2, y + h + 10, w, 0.12) +
    path(`M${x} ${y} L${x + w - 60} ${y} L${x + w} ${y + 60} L${x + w} ${y + h} L${x} ${y + h} Z`, "#fff") +
    path(`M${x + w - 60} ${y} L${x + w - 60} ${y + 60} L${x + w} ${y + 60} Z`, "#dfe5ea") +
    rect(x + 40, y + 50, w * 0.45, 22, header, 6);
  for (let i = 0; i < Math.min(16, Math.floor((h - 150) / 42)); i++)
    out += rect(x + 40, y + 110 + i * 42, (w - 80) * (i % 3 === 2 ? 0.6 : 0.92), 14, "#cfd6dd", 7);
  return out;
}
/** A rosette seal with two ribbons and a check. */
export function seal(x: number, y: number, r: number): string {
  const points = Array.from({ length: 32 }, (_, i) => {
    const radius = i % 2 ? r : r * 0.86;
    const a = (i * Math.PI) / 16;
    return `${n(x + radius * Math.cos(a))} ${n(y + radius * Math.sin(a))}`;
  });
  return (
    path(
      `M${x - r * 0.5} ${y + r * 0.5} L${x - r * 0.8} ${y + r * 1.7} L${x - r * 0.45} ${y + r * 1.45} L${x - r * 0.25} ${y + r * 1.8} L${x} ${y + r * 0.6} Z`,
      "#c2520f",
    ) +
    path(
      `M${x + r * 0.5} ${y + r * 0.5} L${x + r * 0.8} ${y + r * 1.7} L${x + r * 0.45} ${y + r * 1.45} L${x + r * 0.25} ${y + r * 1.8} L${x} ${y + r * 0.6} Z`,
      "#c2520f",
    ) +
    path(`M${points.join(" L")} Z`, orange) +
    circle(x, y, r * 0.68, "#fff", 0.25) +
    circle(x, y, r * 0.58, orange) +
    line(`M${x - r * 0.28} ${y} L${x - r * 0.06} ${y + r * 0.22} L${x + r * 0.32} ${y - r * 0.2}`, "#fff", r * 0.12)
  );
}
export function padlock(x: number, y: number, s: number, fill = orange): string {
  return at(
    x,
    y,
    s,
    line("M-60 -150 L-60 -210 Q-60 -280 0 -280 Q60 -280 60 -210 L60 -150", "#aab3bd", 30) +
      rect(-100, -160, 200, 160, fill, 24) +
      rect(-100, -160, 200, 30, "#fff", 24, ' fill-opacity="0.15"') +
      circle(0, -95, 22, ink) +
      path("M-10 -90 L10 -90 L16 -40 L-16 -40 Z", ink),
  );
}
export function shield(x: number, y: number, s: number, fill = "#13878b"): string {
  return at(
    x,
    y,
    s,
    path("M0 -300 L130 -250 L130 -150 Q130 -40 0 0 Q-130 -40 -130 -150 L-130 -250 Z", fill) +
      path("M0 -300 L130 -250 L130 -150 Q130 -40 0 0 Z", "#000", ' fill-opacity="0.1"') +
      line("M-56 -150 L-14 -106 L62 -190", "#fff", 26),
  );
}
export function pin(x: number, y: number, s: number, fill = orange): string {
  return at(
    x,
    y,
    s,
    `<ellipse cx="0" cy="0" rx="40" ry="10" fill="#000" fill-opacity="0.18"/>` +
      path("M0 0 C-20 -50 -70 -90 -70 -140 A70 70 0 1 1 70 -140 C70 -90 20 -50 0 0 Z", fill) +
      circle(0, -140, 28, "#fff"),
  );
}
export function gear(x: number, y: number, r: number, fill: string, teeth = 10, opacity = 1): string {
  const points: string[] = [];
  for (let i = 0; i < teeth * 4; i++) {
    const a = (i * Math.PI * 2) / (teeth * 4);
    const radius = i % 4 < 2 ? r : r * 0.8;
    points.push(`${n(x + radius * Math.cos(a))} ${n(y + radius * Math.sin(a))}`);
  }
  return path(
    `M${points.join(" L")} Z M${x + r * 0.32} ${y} A${r * 0.32} ${r * 0.32} 0 1 0 ${x - r * 0.32} ${y} A${r * 0.32} ${r * 0.32} 0 1 0 ${x + r * 0.32} ${y} Z`,
    fill,
    ` fill-rule="evenodd"${opacity < 1 ? ` fill-opacity="${opacity}"` : ""}`,
  );
}
export function cone(x: number, y: number, s: number): string {
  return at(
    x,
    y,
    s,
    path("M-16 -90 L16 -90 L34 -10 L-34 -10 Z", orange) +
      rect(-26, -52, 52, 14, "#fff") +
      rect(-44, -12, 88, 12, orange, 3),
  );
}
/** A speech bubble with bars instead of words. */
export function bubble(x: number, y: number, w: number, h: number, fill = "#fff", tailLeft = true): string {
  const tail = tailLeft
    ? `M${x + 30} ${y + h - 4} L${x + 10} ${y + h + 34} L${x + 70} ${y + h - 4} Z`
    : `M${x + w - 30} ${y + h - 4} L${x + w - 10} ${y + h + 34} L${x + w - 70} ${y + h - 4} Z`;
  return (
    rect(x, y, w, h, fill, 24) +
    path(tail, fill) +
    rect(x + 28, y + 26, w * 0.6, 14, "#cfd6dd", 7) +
    (h > 80 ? rect(x + 28, y + 54, w * 0.4, 14, "#cfd6dd", 7) : "")
  );
}
export function pipeRack(x: number, y: number, w: number, ground: number, colours: string[]): string {
  let out = "";
  for (let px = x; px <= x + w; px += 140) out += rect(px, y - 10, 14, ground - y + 10, "#6f7984", 2);
  colours.forEach((colour, i) => (out += rect(x - 10, y + i * 26, w + 30, 16, colour, 8)));
  return out;
}
