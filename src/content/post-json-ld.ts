import { languageTags, type Language } from "../config/languages";
import { site } from "../config/site";

export type ArticleJsonLdInput = {
  language: Language;
  url: string;
  title: string;
  description: string;
  date: string;
  image?: string;
  authorName?: string;
  authorUrl?: string;
  wordCount: number;
  section?: string;
};

/** schema.org Article for a post (absolute URLs). */
export function articleJsonLd(input: ArticleJsonLdInput) {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: input.title,
    description: input.description,
    inLanguage: languageTags[input.language].htmlLang,
    datePublished: input.date.slice(0, 10),
    dateModified: input.date.slice(0, 10),
    mainEntityOfPage: input.url,
    url: input.url,
    ...(input.image ? { image: [input.image] } : {}),
    ...(input.section ? { articleSection: input.section } : {}),
    wordCount: input.wordCount,
    ...(input.authorName ? { author: { "@type": "Person", name: input.authorName, url: input.authorUrl } } : {}),
    publisher: { "@type": "Organization", name: site.name, url: site.url, logo: { "@type": "ImageObject", url: `${site.url}/icons/icon-512x512.png` } },
  };
}

/** schema.org BreadcrumbList from labelled absolute URLs, in order (the last is the page itself). */
export function breadcrumbJsonLd(items: readonly { name: string; url: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({ "@type": "ListItem", position: index + 1, name: item.name, item: item.url })),
  };
}

/** JSON for a <script type="application/ld+json">: `<` escaped so no text can close the script. */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
