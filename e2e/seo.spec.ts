import { expect, test } from "./test";
import { routes } from "../src/config/routes";

test("the sitemap lists every indexable page in three languages with its alternates, and nothing noindex", async ({
  request,
}) => {
  const index = await (await request.get("/sitemap-index.xml")).text();
  const sitemaps = [...index.matchAll(/<loc>https:\/\/www\.circulare\.com\.br(\/[^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(sitemaps.length).toBeGreaterThan(0);
  const xml = (await Promise.all(sitemaps.map(async (path) => (await request.get(path)).text()))).join("\n");
  const urls = [...xml.matchAll(/<loc>https:\/\/www\.circulare\.com\.br([^<]+)<\/loc>/g)].map((m) => m[1]);
  for (const route of routes) {
    for (const prefix of ["", "/en", "/es"]) {
      const url = `${prefix}${route.path}`;
      if (route.noindex) expect(urls, url).not.toContain(url);
      else expect(urls, url).toContain(url);
    }
  }
  expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://www.circulare.com.br/g2/"/>');
});

test("robots.txt points to the sitemap", async ({ request }) => {
  expect(await (await request.get("/robots.txt")).text()).toContain(
    "Sitemap: https://www.circulare.com.br/sitemap-index.xml",
  );
});

test("home carries JSON-LD Organization and a per-language manifest", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const jsonLd = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
  expect(JSON.parse(jsonLd!)).toMatchObject({ "@type": "Organization", name: "Circulare" });
  expect(html).toContain('rel="manifest" href="/manifest.webmanifest"');
  const en = await (await request.get("/en/")).text();
  expect(en).toContain('rel="manifest" href="/manifest_en.webmanifest"');
  const manifest = await (await request.get("/manifest_en.webmanifest")).json();
  expect(manifest).toMatchObject({ display: "minimal-ui", theme_color: "#f26b1d", start_url: "/en/", lang: "en" });
});

test("/home/ is an alias whose canonical is /", async ({ request }) => {
  const html = await (await request.get("/home/")).text();
  expect(html).toContain('rel="canonical" href="https://www.circulare.com.br/"');
  expect(html).toContain('content="noindex, follow"');
});
