import fs from "node:fs";
import path from "node:path";
import type { GatsbyConfig } from "gatsby";
import { defaultLanguage, languages, languageTags, type Language } from "./src/config/languages";
import { site } from "./src/config/site";
import { sitemapEntry, type SitemapPage } from "./src/gatsby/sitemap";

/**
 * Gatsby's own copies of whatwg-url@5 / tr46 require Node's built-in `punycode`, deprecated since Node 21
 * (DEP0040). Under Node 24 its page-rendering workers print that warning and Gatsby reports it as an error
 * line in an otherwise clean build. Nothing in this project can act on it, so the workers (which inherit
 * this environment) leave out that one warning; every other deprecation still shows.
 */
if (!(process.env.NODE_OPTIONS ?? "").includes("--disable-warning=DEP0040")) {
  process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ""} --disable-warning=DEP0040`.trim();
}

/** The installed app's name in each language, from locales/<lang>/common.json. */
const appName = (language: Language): string =>
  (JSON.parse(fs.readFileSync(path.join(__dirname, "locales", language, "common.json"), "utf8")) as { appName: string })
    .appName;

/** Content edited in the CMS (see README, "Editing content"): one filesystem source per folder. */
const contentDir = path.join(__dirname, "content");
const contentSource = (name: string) => ({
  resolve: "gatsby-source-filesystem",
  options: { name, path: path.join(contentDir, name) },
});

const config: GatsbyConfig = {
  siteMetadata: { siteUrl: site.url, title: site.name },
  trailingSlash: "always",
  graphqlTypegen: false,
  plugins: [
    ...["posts", "editorias", "authors", "settings", "uploads", "faq"].map(contentSource),
    contentSource("timeline"), // the timeline game's events (src/gatsby/timeline-nodes.ts)
    contentSource("investor-documents"), // documents listed on the investor and sustainability pages (src/gatsby/document-nodes.ts)
    {
      resolve: "gatsby-plugin-sharp",
      options: { defaults: { formats: ["auto", "webp"], placeholder: "dominantColor", quality: 72 } },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: appName(defaultLanguage),
        short_name: site.name,
        start_url: "/",
        lang: languageTags[defaultLanguage].htmlLang,
        background_color: site.backgroundColor,
        theme_color: site.themeColor,
        display: "minimal-ui",
        icon: "src/images/icon.svg",
        cache_busting_mode: "none",
        localize: languages
          .filter((language) => language !== defaultLanguage)
          .map((language) => ({
            start_url: `/${language}/`,
            lang: languageTags[language].htmlLang,
            name: appName(language),
          })),
      },
    },
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        query: `{ allSitePage { nodes { path pageContext } } }`,
        resolveSiteUrl: () => site.url,
        resolvePages: ({ allSitePage }: { allSitePage: { nodes: SitemapPage[] } }) =>
          allSitePage.nodes.filter((page) => sitemapEntry(page) !== null),
        serialize: (page: SitemapPage) => sitemapEntry(page),
      },
    },
  ],
};

export default config;
