import React from "react";
import { graphql } from "gatsby";
import { answerParagraphs } from "../../content/faq-answer";
import { useTranslation } from "../../i18n/i18n-context";
import { Container, Heading, Link, Section, Text } from "../ui";
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
  const { t } = useTranslation(faqNamespace);
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
