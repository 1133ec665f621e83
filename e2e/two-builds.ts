/**
 * Two builds of the site that differ, for the service worker's update test (e2e/sw-update.spec.ts): build A
 * is the working tree's public/; build B is a temporary copy of the project with the home page's title and
 * one line of the page code changed (so its chunks and compilation hash differ too), built with `npm run build`.
 */
import fs from "node:fs";
import path from "node:path";
import { buildSite, copySite, type TempSite } from "../scripts/temp-site";

/** The suffix build B adds to the Portuguese home title. */
export const changedTitleSuffix = " (nova versão)";

export async function buildChangedCopy(): Promise<TempSite & { publicDir: string }> {
  const site = copySite("circulare-sw-update-");
  const home = path.join(site.dir, "locales/pt/home.json");
  const content = JSON.parse(fs.readFileSync(home, "utf8")) as { hero: { title: string } };
  content.hero.title += changedTitleSuffix;
  fs.writeFileSync(home, `${JSON.stringify(content, null, 2)}\n`);
  // A change in the page code: new chunks, a new webpack compilation hash.
  fs.appendFileSync(
    path.join(site.dir, "gatsby-browser.tsx"),
    '\nexport const onInitialClientRender = () => {\n  document.documentElement.dataset.build = "b";\n};\n',
  );
  await buildSite(site.dir, { timeoutMs: 12 * 60_000 });
  return { ...site, publicDir: path.join(site.dir, "public") };
}
