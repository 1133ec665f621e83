/**
 * The performance budgets, stated once. `e2e/budgets.spec.ts` (JavaScript) and `npm run test:lighthouse`
 * (Lighthouse) fail `npm test` when a page goes past them; `npm run bench` prints the same measurements.
 */

/** JavaScript a page loads, gzip, every script counted (external and inline), in KB (1024 bytes). */
export const jsBudgetKb = {
  home: 95,
  /**
   * Any other page outside the customer area (blog, forms and `/login/` included). 130 until 2026-11-24, when
   * every page took on the service worker's recovery, the error boundary with "try again", the slow-navigation
   * indicator and the consent loader (+1.8 KB on `/login/`, the heaviest: 130.9 KB); 132 until 2026-11-29, when the
   * 404 pages' match paths left every page's app bundle (−2.3 KB gzip, src/i18n/page-context.ts: otherLanguages).
   */
  publicPage: 130,
  /**
   * Every page under `/area-cliente/` (sign-up and password reset too): Amplify Auth and Storage load only there.
   * 170 until 2026-11-24 (as above), then 172 until 2026-11-29, when the area's sections became named chunks and
   * the sign-in code a chunk of its own (src/gatsby/sign-in-chunk.ts: an operations page no longer loads the profile's
   * sign-in code, 172.1 → 156.2 KB), and a page's validation messages came with its page data in its language only
   * (src/domain/catalogs.ts: −2.7 KB on every page with a form). 170 until 2026-11-29, when the 404 pages' match
   * paths left every page's app bundle (−2.3 KB); the profile, with its sessions and devices block, is 167.9 KB.
   * 168 until 2026-11-30, when the profile reached 168.1 KB and the QR encoder (7.4 KB gzip) left it for a chunk
   * loaded when a customer sets up an authenticator app (profile-totp.tsx): the profile 160.7 KB, the back office's
   * inbox, message and undelivered e-mails 161.6, the dashboard 155, an operations page 136.3, sign-up 147.6.
   */
  customerArea: 163,
  /** The timeline game (/jogo-linha-do-tempo-circulare/): the shared scripts plus the game's own page chunk. */
  timelineGame: 100,
} as const;

/** Lighthouse mobile (its default: Moto G Power, slow 4G, 4× CPU), performance the best of up to 5 runs, and of 5 more later for a page that missed (scripts/lighthouse-check.mts says why). */
export const lighthouseTargets = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0,
} as const;

/** Home, a content page, the blog index, a post, the collection form and sign-in, in each language. */
export const lighthousePages: readonly string[] = ["", "/en", "/es"]
  .flatMap((prefix) =>
    ["/", "/nossa-essencia/", "/blog/", "/blog/o-que-e-oluc/", "/solicite-sua-coleta/", "/login/"].map((path) =>
      prefix && path === "/" ? `${prefix}/` : `${prefix}${path}`,
    ),
  )
  .concat("/jogo-linha-do-tempo-circulare/"); // the timeline game, whose code is its page's own

/** The budget a page's path falls under: home in each language, anything under /area-cliente/, the rest. */
export function jsBudgetFor(urlPath: string): number {
  if (/^\/((en|es)\/)?(home\/)?$/.test(urlPath)) return jsBudgetKb.home;
  if (/^\/((en|es)\/)?area-cliente\//.test(urlPath)) return jsBudgetKb.customerArea;
  if (/^\/((en|es)\/)?jogo-linha-do-tempo-[a-z0-9-]+\/$/.test(urlPath)) return jsBudgetKb.timelineGame;
  return jsBudgetKb.publicPage;
}
