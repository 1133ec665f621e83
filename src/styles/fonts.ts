/**
 * The brand typeface, stated once: Figtree (SIL Open Font License), self-hosted from its npm package
 * (@fontsource-variable/figtree, pinned): one variable file for every weight, Latin subset (Portuguese,
 * Spanish and English, with the dashes, quotes and the euro sign), 20 KB. The build copies it to `url` (under
 * `static/`, cached as immutable: the version is in its name); every page preloads it; `font-display: swap`
 * paints text at once in the fallback, which is sized to Figtree's metrics so that nothing moves when it
 * arrives.
 *
 * The fallback's numbers were measured with fontTools on the package's file against Liberation Sans (Arial's
 * metrics): Figtree's letters, weighted by their frequency in running text, are 100.31 % as wide as Arial's;
 * its ascent and descent (950 and 250 per 1000) are expressed at that size.
 */
export const brandFont = {
  family: "Figtree",
  packageName: "@fontsource-variable/figtree",
  version: "5.3.0",
  /** The file in the package's `files/` folder. */
  file: "figtree-latin-wght-normal.woff2",
  url: "/static/fonts/figtree-latin-wght-5.3.0.woff2",
  weights: "300 900",
  /** The package's "latin" subset. */
  unicodeRange:
    "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
  fallback: {
    family: "Figtree Fallback",
    local: ["Arial", "Liberation Sans", "Helvetica"],
    sizeAdjust: "100.31%",
    ascentOverride: "94.71%",
    descentOverride: "24.92%",
    lineGapOverride: "0%",
  },
} as const;

/** The @font-face rules of the typeface and its metric-matched fallback, for the inline global CSS. */
export function fontFaces(): string[] {
  const { fallback } = brandFont;
  return [
    `@font-face{font-family:"${brandFont.family}";font-style:normal;font-display:swap;font-weight:${brandFont.weights};src:url(${brandFont.url}) format("woff2");unicode-range:${brandFont.unicodeRange}}`,
    `@font-face{font-family:"${fallback.family}";src:${fallback.local.map((name) => `local("${name}")`).join(",")};size-adjust:${fallback.sizeAdjust};ascent-override:${fallback.ascentOverride};descent-override:${fallback.descentOverride};line-gap-override:${fallback.lineGapOverride}}`,
  ];
}
