/**
 * The brand mark (two arrows closing a circle around a drop) as data, on a 36 × 36 grid: drawn as SVG by the
 * header's logo (src/app-shell/logo.tsx) and as vector paths on the collection certificate's letterhead
 * (amplify/functions/coleta-api/certificate-layout.ts), so both are the same drawing.
 */
export const brandMark = {
  size: 36,
  /** The arrows: stroked, 4 units wide, round caps. */
  strokes: [
    { d: "M18 4a14 14 0 0 1 13.6 10.6", color: "#f26b1d" },
    { d: "M32 21.5A14 14 0 0 1 9 29.3", color: "#f26b1d" },
    { d: "M5.2 24A14 14 0 0 1 12 5.3", color: "#b5410b" },
  ],
  strokeWidth: 4,
  /** The drop: filled. */
  fill: { d: "M18 10.5c2.6 3.3 4.4 5.9 4.4 8.2a4.4 4.4 0 0 1-8.8 0c0-2.3 1.8-4.9 4.4-8.2z", color: "#1c232b" },
} as const;
