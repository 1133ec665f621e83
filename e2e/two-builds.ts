/**
 * Two builds of the site that differ, for the service worker's update test (e2e/sw-update.spec.ts): build A
 * is the working tree's public/; build B is a temporary copy of the project with the home page's title and
 * one line of the page code changed (so its chunks and compilation hash differ too), built with `npm run build`.
 *
 * `npm run test:cms` builds a copy once: the CMS rebuild test (e2e/cms-rebuild.spec.ts, first in the run) makes
 * these changes in its copy before the editor's, and leaves its built public/ where the update test finds it
 * (`sharedBuildB`); the update test builds its own copy only when run without it.
 */
import fs from "node:fs";
import path from "node:path";
import { buildSite, copySite, type TempSite } from "../scripts/lib/temp-site";

/** The suffix build B adds to the Portuguese home title. */
export const changedTitleSuffix = " (nova versão)";

/** Where the CMS rebuild test leaves its build for the update test: in this run's own backend folder. */
export const sharedBuildB = path.join(process.env.E2E_BACKEND_DIR ?? "", "build-b");

/** Build B's changes, in a copy of the project (`dir`). */
export function applyBuildBChanges(dir: string): void {
  const home = path.join(dir, "locales/pt/home.json");
  const content = JSON.parse(fs.readFileSync(home, "utf8")) as { hero: { title: string } };
  content.hero.title += changedTitleSuffix;
  fs.writeFileSync(home, `${JSON.stringify(content, null, 2)}\n`);
  // A change in the page code: new chunks, a new webpack compilation hash.
  fs.appendFileSync(
    path.join(dir, "gatsby-browser.tsx"),
    '\nexport const onInitialClientRender = () => {\n  document.documentElement.dataset.build = "b";\n};\n',
  );
}

export async function buildChangedCopy(): Promise<TempSite & { publicDir: string }> {
  const site = copySite("circulare-sw-update-");
  applyBuildBChanges(site.dir);
  await buildSite(site.dir, { timeoutMs: 12 * 60_000 });
  return { ...site, publicDir: path.join(site.dir, "public") };
}
