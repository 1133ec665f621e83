/**
 * The page of each open position and of the spontaneous application (`/gente/vagas/<slug>/`, made in every language
 * by src/gatsby/position-pages.ts from content/vagas/vagas.json): no page query, the position is in the context.
 */
export { PositionPage as default, PositionPageHead as Head } from "../features/careers/position-page";
