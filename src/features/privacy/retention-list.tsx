import React from "react";
import { Container, Heading, Section, Text } from "../../components/ui";
import { retentionTable } from "../../domain/retention";
import { useTranslation } from "../../i18n/i18n-context";
import * as styles from "./retention-list.module.css";

/**
 * The retention table (src/domain/retention.ts) with its words: what closing the account does to each kind of data.
 * A list, not a table: three columns of sentences do not fit 360 px.
 */
export function RetentionList() {
  const { t } = useTranslation("retencao");
  return (
    <dl className={styles.retention} data-testid="retention-table">
      {retentionTable.map((rule) => (
        <div key={rule.kind} data-kind={rule.kind}>
          <dt>{t(`kinds.${rule.kind}.title`)}</dt>
          <dd>{t(`kinds.${rule.kind}.what`)}</dd>
          <dd>
            <strong>{t("labels.outcome")}:</strong> {t(`kinds.${rule.kind}.outcome`)}
            {rule.years ? ` ${t("years", { years: rule.years })}` : ""}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The retention table as a section of the privacy policy: its heading, the introduction and the list. */
export function RetentionSection({ tone }: { tone?: "default" | "alt" }) {
  const { t } = useTranslation("retencao");
  return (
    <Section tone={tone} aria-labelledby="retention">
      <Container size="narrow">
        <Heading level={2} id="retention">
          {t("heading")}
        </Heading>
        <Text style={{ margin: "var(--space-4) 0" }}>{t("intro")}</Text>
        <RetentionList />
      </Container>
    </Section>
  );
}
