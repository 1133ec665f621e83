import type { GatsbyConfig } from "gatsby";
import { defaultLanguage, languages, languageTags } from "./src/config/languages";
import { site } from "./src/config/site";
import { sitemapEntry, type SitemapPage } from "./src/components/seo/sitemap";

const manifestNames = {
  pt: "Circulare — soluções ambientais",
  en: "Circulare — environmental solutions",
  es: "Circulare — soluciones ambientales",
} as const;

const config: GatsbyConfig = {
  siteMetadata: { siteUrl: site.url, title: site.name },
  trailingSlash: "always",
  graphqlTypegen: false,
  plugins: [
    { resolve: "gatsby-source-filesystem", options: { name: "settings", path: `${__dirname}/content/settings` } },
    { resolve: "gatsby-source-filesystem", options: { name: "uploads", path: `${__dirname}/content/uploads` } },
    "gatsby-transformer-json",
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: manifestNames[defaultLanguage],
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
            name: manifestNames[language],
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
