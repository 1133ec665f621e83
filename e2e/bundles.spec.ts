import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page, type Request } from "./test";
import type { Response } from "@playwright/test";
import { strings } from "./content";
import { createCustomer, signIn, uniqueEmail } from "./local-backend";
import { routes } from "../src/config/routes";

/**
 * Amplify belongs to the customer-area pages only (DESIGN.md, "Backend"). One or more strings per package that
 * occur in that package's own code and survive minification (each is checked to occur below, so none is dead):
 * Auth's key for a hosted-UI sign-in (providers/cognito/utils/signInWithRedirectStore), core's warning when
 * a category is used unconfigured (singleton/Amplify) and its Hub's default channel (Hub/index), Storage's
 * cache of resumable uploads and the S3 header for the bucket owner. Not Cognito's service name nor its
 * error names: the site's own code uses those (the forms renew an ID token without Amplify).
 */
const amplifyMarkers = {
  auth: ["amplify-signin-with-hostedUI"],
  core: ["Amplify has not been configured", "amplify_default"],
  storage: ["resumableUploadsCache", "x-amz-expected-bucket-owner"],
} as const;
const allMarkers = Object.values(amplifyMarkers).flat();
const hasAmplify = (code: string) => allMarkers.some((marker) => code.includes(marker));
/** The markers found in these files. */
const markersIn = (files: string[]) => {
  const code = files.map(read);
  return allMarkers.filter((marker) => code.some((text) => text.includes(marker)));
};

type Stats = { namedChunkGroups: Record<string, { assets: { name: string }[] }> };
const stats = JSON.parse(fs.readFileSync("public/webpack.stats.json", "utf8")) as Stats;

/**
 * Webpack's chunk group of each page that signs in (`/login/` and the customer area's pages; other application pages,
 * such as the data-subject request's confirmation, do not): src/pages/area-cliente/index.tsx →
 * component---src-pages-area-cliente-index-tsx.
 */
const customerAreaGroups = new Set(
  routes
    .filter((route) => route.app && (route.path === "/login/" || route.path.startsWith("/area-cliente/")))
    .map((route) => {
      const file = route.path === "/area-cliente/" ? "area-cliente/index" : route.path.slice(1, -1);
      return `component---src-pages-${file.replace(/\//g, "-")}-tsx`;
    }),
);

const scripts = (group: string) =>
  stats.namedChunkGroups[group].assets.map((asset) => asset.name).filter((name) => name.endsWith(".js"));
const read = (name: string) => fs.readFileSync(path.join("public", name), "utf8");

test("the customer-area pages carry Amplify Auth and core (the markers are real)", () => {
  expect(customerAreaGroups.size).toBe(5);
  for (const group of customerAreaGroups) {
    expect(group in stats.namedChunkGroups, group).toBe(true);
    expect(markersIn(scripts(group)), group).toEqual(
      expect.arrayContaining([...amplifyMarkers.auth, ...amplifyMarkers.core]),
    );
  }
});

/**
 * The customer area's sections, each a lazy chunk named `area-<section>` (src/features/customer-area/area/customer-area.tsx):
 * named so that webpack groups their shared code by the sections that use it, and an operations page loads none of
 * the sign-in code the profile shares with /login/. They load only inside the area, so they may carry Amplify.
 */
const areaSectionGroups = Object.keys(stats.namedChunkGroups).filter((group) => group.startsWith("area-"));

test("the customer area's sections are named chunks, Amplify's Auth code in those that use it", () => {
  expect(areaSectionGroups).toEqual(
    expect.arrayContaining([
      "area-dashboard",
      "area-profile",
      "area-operations",
      "area-operation-detail",
      "area-backoffice",
    ]),
  );
  expect(markersIn(areaSectionGroups.flatMap(scripts))).toEqual(expect.arrayContaining([...amplifyMarkers.storage]));
  // The sign-in code is one chunk (src/gatsby/sign-in-chunk.ts): /login/, sign-up, dashboard and profile load it, the
  // operations pages do not.
  const signInFiles = (group: string) => scripts(group).filter((name) => name.startsWith("sign-in-"));
  for (const group of [
    "component---src-pages-login-tsx",
    "component---src-pages-area-cliente-criar-conta-tsx",
    "area-dashboard",
    "area-profile",
  ]) {
    expect(signInFiles(group), group).toHaveLength(1);
  }
  for (const group of [
    "component---src-pages-area-cliente-index-tsx",
    "area-operations",
    "area-operation-detail",
    "area-requests",
    "area-backoffice",
  ]) {
    expect(signInFiles(group), group).toEqual([]);
    expect(scripts(group).join("\n"), group).not.toMatch(/sign-in/);
  }
  expect(read(signInFiles("component---src-pages-login-tsx")[0])).toContain("USER_SRP_AUTH");
});

test("the staff's back-office pages are one chunk (area-backoffice), loaded by no other page or section", () => {
  const marker = "data-backoffice-forbidden";
  const withMarker = (group: string) => scripts(group).filter((name) => read(name).includes(marker));
  expect(withMarker("area-backoffice")).toHaveLength(1);
  for (const group of Object.keys(stats.namedChunkGroups).filter((name) => name !== "area-backoffice"))
    expect(withMarker(group), group).toEqual([]);
});

test("no other page's scripts, nor the app's, contain Amplify", () => {
  const others = Object.keys(stats.namedChunkGroups).filter(
    (group) => !customerAreaGroups.has(group) && !areaSectionGroups.includes(group),
  );
  expect(others).toContain("app");
  expect(others.length).toBeGreaterThan(30);
  for (const group of others) {
    for (const name of scripts(group)) expect(markersIn([name]), `${group}: ${name}`).toEqual([]);
  }
});

/**
 * Every script a document asks for while `visit` runs (executed, prefetched or preloaded, from the network or
 * the cache), as paths under public/, plus the document's own HTML.
 */
async function requestedBy(page: Page, visit: () => Promise<void>): Promise<{ scripts: string[]; html: string[] }> {
  const origin = new URL(process.env.E2E_PORT ? `http://localhost:${process.env.E2E_PORT}` : "").origin;
  const scripts = new Set<string>();
  const documents: Promise<string>[] = [];
  const onRequest = (request: Request) => {
    const url = new URL(request.url());
    if (url.origin === origin && url.pathname.endsWith(".js")) scripts.add(url.pathname);
  };
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === "document") documents.push(response.text().catch(() => ""));
  };
  page.on("request", onRequest);
  page.on("response", onResponse);
  try {
    await visit();
    await page.waitForLoadState("networkidle");
    const entries = await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => entry.name));
    for (const name of entries) {
      const url = new URL(name);
      if (url.origin === origin && url.pathname.endsWith(".js")) scripts.add(url.pathname);
    }
  } finally {
    page.off("request", onRequest);
    page.off("response", onResponse);
  }
  return { scripts: [...scripts].map((file) => file.slice(1)), html: await Promise.all(documents) };
}

const publicPages = ["/", "/en/", "/blog/", "/solicite-sua-coleta/", "/es/nossa-essencia/", "/fale-com-a-gente/"];

/**
 * Browses the public pages (and opens search on the last): nothing they request carries Amplify. Signed in,
 * the collection form shows it knows the customer (its signed-in code has run) before the scripts are counted.
 */
async function expectPublicPagesWithoutAmplify(page: Page, signedInAs?: string): Promise<void> {
  const forms = strings("pt", "formularios");
  let seen = 0;
  for (const url of publicPages) {
    const { scripts: files, html } = await requestedBy(page, async () => {
      await page.goto(url);
      if (url === "/solicite-sua-coleta/" && signedInAs) {
        await expect(page.getByLabel(forms.coleta.email, { exact: true })).toHaveValue(signedInAs);
        await expect(page.getByText(forms.coleta.prefilled)).toBeVisible();
      }
      if (url === publicPages.at(-1)) {
        await page.locator("body").press("/");
        await expect(page.getByRole("dialog")).toBeVisible();
      }
    });
    expect(files.length, url).toBeGreaterThan(2);
    expect(html.length, url).toBe(1);
    seen += files.length;
    expect(markersIn(files), url).toEqual([]);
    for (const text of html) expect(hasAmplify(text), url).toBe(false);
  }
  expect(seen).toBeGreaterThan(15);
}

test("public pages request no Amplify, signed out", async ({ page }) => {
  await expectPublicPagesWithoutAmplify(page);
});

test("public pages request no Amplify signed in either; the customer area loads Auth, core and (documents) Storage", async ({
  page,
}) => {
  const conta = strings("pt", "conta");
  const email = uniqueEmail("bundles");
  await createCustomer(email, "Circulare-2026x", "Bundle Test");
  const signedIn = await requestedBy(page, async () => {
    await page.goto("/login/");
    await signIn(page, conta, email, "Circulare-2026x");
    await expect(page.getByRole("button", { name: conta.area.signOut, exact: true })).toBeVisible();
  });
  expect(markersIn(signedIn.scripts)).toEqual(expect.arrayContaining([...amplifyMarkers.auth, ...amplifyMarkers.core]));

  await expectPublicPagesWithoutAmplify(page, email);
  // Still signed in: the area opens without asking again.
  const documents = await requestedBy(page, async () => {
    await page.goto("/area-cliente/documentos/");
    await expect(page.getByRole("button", { name: conta.area.signOut, exact: true })).toBeVisible();
    await expect(page).toHaveURL("/area-cliente/documentos/");
  });
  expect(markersIn(documents.scripts).sort()).toEqual([...allMarkers].sort());
});

/**
 * The validation messages travel with the page, in its language (src/domain/catalogs.ts): no script a page with a
 * form loads carries them, its page data carries its own language's and no other's.
 */
test("a form page's scripts carry no validation messages; its page data carries its own language's", () => {
  const catalogs = Object.fromEntries(
    (["pt", "en", "es"] as const).map((language) => [language, strings(language, "validacao").errors]),
  );
  const groups = [
    "app",
    "component---src-pages-solicite-sua-coleta-tsx",
    "component---src-pages-fale-com-a-gente-tsx",
    "component---src-pages-area-cliente-index-tsx",
    "area-operation-detail",
    "area-survey",
    "area-profile",
  ];
  const code = groups.flatMap(scripts).map(read).join("\n");
  for (const [language, catalog] of Object.entries(catalogs))
    expect(code, language).not.toContain(JSON.stringify(catalog.invalid_cnpj).slice(1, -1));
  for (const [prefix, language] of [
    ["", "pt"],
    ["en/", "en"],
    ["es/", "es"],
  ] as const) {
    const data = fs.readFileSync(`public/page-data/${prefix}solicite-sua-coleta/page-data.json`, "utf8");
    for (const [other, catalog] of Object.entries(catalogs)) {
      expect(data.includes(JSON.stringify(catalog.invalid_cnpj).slice(1, -1)), `${prefix}: ${other}`).toBe(
        other === language,
      );
    }
  }
});
