import React, { type ComponentType } from "react";
import type { PageProps } from "gatsby";
import { graphql } from "gatsby";
import { answerParagraphs } from "../../content/faq-answer";
import { useTranslation } from "../../i18n/i18n-context";
import { Button, Container, Heading, Link, Section, Text } from "../../components/ui";
import * as styles from "./faq-section.module.css";

/** A question of the page's FAQ block, as its page query returns it (`...FaqItem`). */
export type FaqItem = { faqId: string; question: string; answer: string; link: { label: string; to: string } | null };
export type FaqPageData = { faq: { nodes: FaqItem[] } };

/** The namespace of the block's own strings (each page that shows it lists it in `extraNs`). */
export const faqNamespace = "perguntas-frequentes";

/**
 * The page's frequently asked questions (content/faq, edited in the CMS; tags say which pages): each a
 * native disclosure, keyboard-operable without script. The page's `Head` adds the same as FAQPage JSON-LD.
 */
export function FaqSection({ items }: { items: readonly FaqItem[] }) {
  const { t, language } = useTranslation(faqNamespace);
  // The chatbot loader's module (a lazy chunk): mounts the site's assistant if needed and opens its dialog, in
  // every language (its floating button shows only where the configuration says).
  const askAssistant = () => {
    void import(/* webpackChunkName: "chatbot" */ "../third-party/chatbot").then(
      (chatbot) => chatbot.openChatbot(language),
      (error: unknown) => console.warn("The assistant could not be loaded.", error),
    );
  };
  if (items.length === 0) return null;
  return (
    <Section tone="alt" aria-labelledby="perguntas-frequentes" data-faq="">
      <Container size="narrow">
        <Heading level={2} kicker={t("kicker")} id="perguntas-frequentes">
          {t("heading")}
        </Heading>
        <div className={styles.list}>
          {items.map((item) => (
            <details key={item.faqId} className={styles.item} id={`faq-${item.faqId}`}>
              <summary className={styles.question}>{item.question}</summary>
              <div className={styles.answer}>
                {answerParagraphs(item.answer).map((paragraph, index) => (
                  <Text key={index}>{paragraph}</Text>
                ))}
                {item.link && (
                  <Text>
                    <Link to={item.link.to} className={styles.link}>
                      {item.link.label}
                    </Link>
                  </Text>
                )}
              </div>
            </details>
          ))}
        </div>
        <div className={styles.ask}>
          <Text>{t("askAssistantHint")}</Text>
          <Button variant="secondary" onClick={askAssistant} data-ask-assistant="">
            {t("askAssistant")}
          </Button>
        </div>
      </Container>
    </Section>
  );
}

/** The fields a page query asks for each question: `faq: allFaqEntry(...) { nodes { ...FaqItem } }`. */
export const faqItemFragment = graphql`
  fragment FaqItem on FaqEntry {
    faqId
    question
    answer
    link {
      label
      to
    }
  }
`;

/**
 * The questions of content/faq tagged for the page, in its language (src/content/faq.ts). A page with an FAQ block
 * spreads it in its query, which declares `$language: String!, $routePath: String!`, and exports `Head = FaqPageHead`.
 */
export const pageFaqFragment = graphql`
  fragment PageFaq on Query {
    faq: allFaqEntry(
      filter: { language: { eq: $language }, pagePaths: { eq: $routePath } }
      sort: [{ position: ASC }, { faqId: ASC }]
    ) {
      nodes {
        ...FaqItem
      }
    }
  }
`;

/** A page's body followed by its FAQ block, the questions of its query's `...PageFaq` (no body: the block alone). */
export function withFaq(Body?: ComponentType<PageProps<FaqPageData>>) {
  return function BodyAndFaq(props: PageProps<FaqPageData>) {
    return (
      <>
        {Body && <Body {...props} />}
        <FaqSection items={props.data.faq.nodes} />
      </>
    );
  };
}
