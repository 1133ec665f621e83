import React from "react";
import type { HeadProps } from "gatsby";
import type { FaqPageData } from "./faq-section";
import type { LocalizedPageContext } from "../../i18n/page-context";
import { Seo } from "../../components/seo/seo";
import { languageTags, type Language } from "../../config/languages";
import { answerParagraphs } from "../../content/faq-answer";

type Question = { question: string; answer: string };

/** JSON for a <script> element: `<` escaped so no text can close it (as post-json-ld.ts does, without its code). */
const jsonLdText = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/** schema.org FAQPage for the questions a page shows (the same text as its FAQ block). */
export function faqPageJsonLd(items: readonly Question[], language: Language) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    inLanguage: languageTags[language].htmlLang,
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: answerParagraphs(item.answer).join("\n\n") },
    })),
  };
}

/** The FAQPage script for a page's `Head`; nothing when the page has no questions. */
export function FaqJsonLd({ items, language }: { items: readonly Question[]; language: Language }) {
  if (items.length === 0) return null;
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: jsonLdText(faqPageJsonLd(items, language)) }}
    />
  );
}

/** The `Head` of a page with an FAQ block: the usual `Seo` plus its FAQPage JSON-LD. */
export function FaqPageHead({ pageContext, data }: HeadProps<FaqPageData, LocalizedPageContext>) {
  return (
    <Seo pageContext={pageContext}>
      <FaqJsonLd items={data.faq.nodes} language={pageContext.language} />
    </Seo>
  );
}
