/** The PDFs' look and fixed parts: page size, brand colours, series colours, margins, metadata and the demonstration's words. */
import { rgb, type RGB } from "@cantoo/pdf-lib";
import commonEn from "../../../locales/en/common.json";
import commonEs from "../../../locales/es/common.json";
import commonPt from "../../../locales/pt/common.json";
import type { Lang } from "./figures";

export const A4: [number, number] = [595.28, 841.89];
export const colours = {
  orange: rgb(242 / 255, 107 / 255, 29 / 255),
  ink: rgb(20 / 255, 33 / 255, 61 / 255),
  text: rgb(0.2, 0.22, 0.27),
  muted: rgb(0.42, 0.45, 0.5),
  rule: rgb(0.79, 0.81, 0.84),
  grid: rgb(0.9, 0.91, 0.93),
  tint: rgb(253 / 255, 236 / 255, 226 / 255),
  white: rgb(1, 1, 1),
};
/** Series colours: brand orange, navy, green, teal, amber. */
export const palette: RGB[] = [
  colours.orange,
  colours.ink,
  rgb(31 / 255, 107 / 255, 58 / 255),
  rgb(11 / 255, 93 / 255, 97 / 255),
  rgb(208 / 255, 138 / 255, 22 / 255),
];

/** Fixed so the same data gives the same bytes (the test regenerates and compares). */
export const FIXED_DATE = new Date("2026-11-20T12:00:00Z");
export const languageTag: Record<Lang, string> = { pt: "pt-BR", en: "en", es: "es" };
/** The site's own words for demonstration data (locales/<lang>/common.json): the watermark and the cover's note. */
export const demonstrationTexts: Record<Lang, { watermark: string; documentNote: string }> = {
  pt: commonPt.demonstration,
  en: commonEn.demonstration,
  es: commonEs.demonstration,
};

export const BAND = 30;
export const MARGIN = 50;
export const FOOTER = 40;
