import React, { useId } from "react";
import { formatFileSize } from "../../domain/numbers";
import { useTranslation } from "../../i18n/i18n-context";
import { Container, Icon, Section, Text } from "../ui";
import type { DataTableSectionContent } from "../../content/page-content-schema";
import { usePageAsset } from "./page-assets";
import { SectionHeader } from "./section-header";
import * as styles from "./data-table.module.css";

type DataTableProps = Omit<DataTableSectionContent, "type"> & { tone?: "default" | "alt" };

/** The data sheet of a table: a PDF of the page's uploads, opened in a new tab, its size in the link. */
function Download({ label, file }: NonNullable<DataTableSectionContent["download"]>) {
  const { t, language } = useTranslation();
  const asset = usePageAsset(file);
  if (!asset?.publicURL) return null;
  return (
    <a href={asset.publicURL} target="_blank" rel="noopener" className={styles.download} data-download>
      <Icon name="download" size={18} />
      {asset.size ? `${label} (${t("sections.fileSize", { size: formatFileSize(asset.size, language) })})` : label}
      <span className="visually-hidden" data-pagefind-ignore="">
        {" "}
        {t("footer.newTab")}
      </span>
    </a>
  );
}

/**
 * A technical table: column headers, each row named by its first cell, inside a region that scrolls sideways
 * (and can be focused to scroll by keyboard) so a wide table never widens the page; notes and a data sheet below.
 */
export function DataTable({ kicker, heading, intro, caption, columns, rows, notes, download, tone }: DataTableProps) {
  const captionId = useId();
  return (
    <Section tone={tone}>
      <Container>
        <SectionHeader kicker={kicker} heading={heading} intro={intro} />
        <div className={styles.scroller} tabIndex={0} role="region" aria-labelledby={captionId}>
          <table className={styles.table}>
            <caption id={captionId} className={styles.caption}>
              {caption}
            </caption>
            <thead>
              <tr>
                {columns.map((column, index) => (
                  <th key={index} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.cells.map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={index}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {(notes || download) && (
          <div className={styles.footer}>
            {notes && (
              <Text size="sm" tone="muted">
                {notes}
              </Text>
            )}
            {download && <Download {...download} />}
          </div>
        )}
      </Container>
    </Section>
  );
}
