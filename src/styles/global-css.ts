import { fontFaces } from "./fonts";
import { theme } from "./theme";

const kebab = (value: string) => value.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function customProperties(): string {
  const lines: string[] = [];
  for (const [name, value] of Object.entries(theme.color)) lines.push(`--color-${kebab(name)}:${value}`);
  for (const [name, value] of Object.entries(theme.font)) lines.push(`--font-${name}:${value}`);
  for (const [name, value] of Object.entries(theme.text)) lines.push(`--text-${name}:${value}`);
  for (const [name, value] of Object.entries(theme.space)) lines.push(`--space-${name}:${value}`);
  for (const [name, value] of Object.entries(theme.radius)) lines.push(`--radius-${name}:${value}`);
  lines.push(`--shadow-card:${theme.shadow.card}`, `--container:${theme.container}`);
  lines.push(`--header-height:${theme.headerHeight}`);
  return `:root{${lines.join(";")}}`;
}

/**
 * Reset, base typography and focus styles. Inlined in every page's <head> by gatsby-ssr (not a runtime
 * CSS-in-JS global, which shifted layout on hydration).
 */
export const globalCss = [
  ...fontFaces(),
  customProperties(),
  `*,*::before,*::after{box-sizing:border-box}`,
  `html{-webkit-text-size-adjust:100%;text-size-adjust:100%;scroll-padding-top:calc(var(--header-height) + 1rem)}`,
  `@media (prefers-reduced-motion:no-preference){html{scroll-behavior:smooth}}`,
  `body{margin:0;font-family:var(--font-sans);font-size:var(--text-md);line-height:1.6;color:var(--color-ink);background:var(--color-surface);-webkit-font-smoothing:antialiased}`,
  `h1,h2,h3,h4,p,ul,ol,figure,blockquote,dl,dd{margin:0}`,
  `h1,h2,h3,h4{line-height:1.2;font-weight:700;letter-spacing:-0.01em;text-wrap:balance}`,
  `img,svg{display:block;max-width:100%}img{height:auto}`,
  `a{color:var(--color-brand-strong);text-underline-offset:0.2em}`,
  `button,input,select,textarea{font:inherit;color:inherit}`,
  `button{cursor:pointer}`,
  `:focus-visible{outline:3px solid var(--color-focus);outline-offset:2px;border-radius:2px}`,
  // A code that must not break at its hyphens (a reference number: COL-2026-000042).
  `.nowrap{white-space:nowrap}`,
  `.visually-hidden{position:absolute!important;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}`,
  `#gatsby-focus-wrapper{display:flex;flex-direction:column;min-height:100vh}`,
  `@media (prefers-reduced-motion:reduce){*,*::before,*::after{animation-duration:0.01ms!important;transition-duration:0.01ms!important}}`,
].join("\n");
