/**
 * Design tokens. They become CSS custom properties (see global-css.ts) that every CSS module reads;
 * breakpoints are repeated as literals in media queries (custom properties cannot be used there).
 */
export const theme = {
  color: {
    brand: "#f26b1d", // the brand orange: large shapes, accents, theme colour
    brandStrong: "#b5410b", // orange dark enough for white text and for links on white (≥ 4.5:1)
    brandSoft: "#fff1e8",
    ink: "#1c232b",
    inkMuted: "#4b5563",
    surface: "#ffffff",
    surfaceAlt: "#f6f4f1",
    line: "#e2ddd6",
    dark: "#161b21",
    onDark: "#eef0f2",
    onDarkMuted: "#c3c9d0",
    accentOnDark: "#ffb27f",
    focus: "#1d4ed8",
    success: "#166534",
    danger: "#b42318",
  },
  font: {
    // The brand typeface (fonts.ts), then its metric-matched fallback, then the system's.
    sans: '"Figtree", "Figtree Fallback", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  /** Type scale (rem), fluid between the mobile and the desktop size. */
  text: {
    xs: "0.8125rem",
    sm: "0.9375rem",
    md: "1.0625rem",
    lg: "clamp(1.125rem, 1rem + 0.5vw, 1.3125rem)",
    xl: "clamp(1.375rem, 1.15rem + 1vw, 1.75rem)",
    "2xl": "clamp(1.75rem, 1.4rem + 1.6vw, 2.5rem)",
    "3xl": "clamp(2.125rem, 1.6rem + 2.6vw, 3.5rem)",
    /** A page's H1 in its hero: 48 px at most, so a heading of up to 60 characters takes 3 lines at 1366 px. */
    display: "clamp(2rem, 1.45rem + 1.9vw, 3rem)",
  },
  space: {
    1: "0.25rem",
    2: "0.5rem",
    3: "0.75rem",
    4: "1rem",
    5: "1.5rem",
    6: "2rem",
    7: "3rem",
    8: "4rem",
    9: "6rem",
  },
  radius: { sm: "6px", md: "12px", lg: "20px", pill: "999px" },
  shadow: { card: "0 1px 2px rgb(16 24 40 / 6%), 0 4px 16px rgb(16 24 40 / 6%)" },
  breakpoint: { sm: 640, md: 768, lg: 1024, xl: 1280 },
  container: "72rem",
  headerHeight: "4.5rem",
} as const;

export type Theme = typeof theme;
