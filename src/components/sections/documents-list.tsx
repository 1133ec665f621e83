import React from "react";
import { formatDay } from "../../domain/dates";
import { formatFileSize } from "../../domain/numbers";
import { useTranslation } from "../../i18n/i18n-context";
import { Container, Icon, Section, Text } from "../ui";
import type { DocumentsSectionContent } from "../../content/page-content-schema";
import { usePageDocuments } from "./page-assets";
import { SectionHeader } from "./section-header";
import * as styles from "./documents-list.module.css";

type DocumentsListProps = Omit<DocumentsSectionContent, "type"> & { tone?: "default" | "alt" };

/**
 * The documents of a category (CMS "Documentos"), newest first: title, summary, date, language and size, each a
 * link to its PDF in the page's language (a new tab).
 */
export function DocumentsList({ kicker, heading, intro, category, tone }: DocumentsListProps) {
  const { t, language } = useTranslation();
  const documents = usePageDocuments(category);
  return (
    <Section tone={tone}>
      <Container>
        <SectionHeader kicker={kicker} heading={heading} intro={intro} />
        {documents.length === 0 ? (
          <Text tone="muted">{t("documents.none")}</Text>
        ) : (
          <ul className={styles.list} data-documents={category}>
            {documents.map((document) => (
              <li key={document.slug} className={styles.item} data-document={document.slug}>
                <span className={styles.icon} aria-hidden="true">
                  <Icon name="document" />
                </span>
                <div className={styles.body}>
                  <h3 className={styles.title}>
                    {document.file ? (
                      <a href={document.file.publicURL} target="_blank" rel="noopener" className={styles.link}>
                        {document.title}
                        <span className="visually-hidden" data-pagefind-ignore="">
                          {" "}
                          {t("footer.newTab")}
                        </span>
                      </a>
                    ) : (
                      document.title
                    )}
                  </h3>
                  <p className={styles.summary}>{document.summary}</p>
                  <p className={styles.meta}>
                    <time dateTime={document.date.slice(0, 10)}>{formatDay(document.date, language)}</time>
                    <span>{t("documents.language")}</span>
                    {document.file && (
                      <span>{t("sections.fileSize", { size: formatFileSize(document.file.size, language) })}</span>
                    )}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Container>
    </Section>
  );
}
