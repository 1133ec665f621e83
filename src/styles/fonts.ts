/**
 * The brand typeface, stated once: Figtree (SIL Open Font License), self-hosted from its npm package
 * (@fontsource-variable/figtree, pinned): one variable file for every weight, Latin subset (Portuguese,
 * Spanish and English, with the dashes, quotes and the euro sign), 20 KB. The build copies it to `url` (under
 * `static/`, cached as immutable: the version is in its name); every page preloads it. `font-display: optional`:
 * text is drawn in Figtree when the preloaded file is there for the first paint (it is, from the cache, on every
 * page after the first), otherwise in the fallback for the rest of that page's life, never swapped under the
 * reader. With `swap`, a file arriving after the first paint moved the page even with the fallback sized to
 * Figtree's metrics, since words wrap at other places: measured with the font held back 600 ms, /gente/ shifted
 * 0.0111 at 1280 px (and every page about 0.0001), which failed the layout-shift checks of two browser tests on
 * a loaded machine; with `optional`, 0 on every page at 0, 60 and 600 ms (2026-11-29).
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
  display: "optional",
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
    `@font-face{font-family:"${brandFont.family}";font-style:normal;font-display:${brandFont.display};font-weight:${brandFont.weights};src:url(${brandFont.url}) format("woff2");unicode-range:${brandFont.unicodeRange}}`,
    `@font-face{font-family:"${fallback.family}";src:${fallback.local.map((name) => `local("${name}")`).join(",")};size-adjust:${fallback.sizeAdjust};ascent-override:${fallback.ascentOverride};descent-override:${fallback.descentOverride};line-gap-override:${fallback.lineGapOverride}}`,
  ];
}
