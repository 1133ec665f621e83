import React from "react";
import type { HeadProps } from "gatsby";
import type { LocalizedPosition } from "../../content/positions";
import { Container, Heading, Link, Section, Text } from "../../components/ui";
import { Seo } from "../../components/seo/seo";
import type { LocalizedPageContext } from "../../i18n/page-context";
import { lookup, translate } from "../../i18n/translate";
import { usePageContent, useTranslation } from "../../i18n/i18n-context";
import { SPONTANEOUS_APPLICATION } from "../../domain/candidatura";
import { ApplicationForm } from "./application-form";
import { PositionFacts } from "./position-facts";
import * as styles from "./careers.module.css";

/**
 * `/gente/vagas/<slug>/`: a position's description (from the page's strings, `vagas.position`; null on the
 * spontaneous application's page) and the application form.
 */
export function PositionPage() {
  const { t } = useTranslation("gente");
  const position = usePageContent<LocalizedPosition | null>("position", "vagas") ?? null;
  return (
    <>
      <Section spacing="md">
        <Container>
          <Link to="/gente/#vagas" className={styles.back}>
            ← {t("positions.back")}
          </Link>
          <Heading level={1} kicker={position?.area}>
            {position?.title ?? t("positions.spontaneousTitle")}
          </Heading>
          {position && <PositionFacts position={position} />}
          <Text size="lg">{position?.summary ?? t("positions.spontaneousSummary")}</Text>
          {position && (
            <>
              <Heading level={2} size="md">
                {t("positions.responsibilities")}
              </Heading>
              <ul className={styles.bullets}>
                {position.responsibilities.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <Heading level={2} size="md">
                {t("positions.requirements")}
              </Heading>
              <ul className={styles.bullets}>
                {position.requirements.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </>
          )}
        </Container>
      </Section>
      <ApplicationForm position={position?.slug ?? SPONTANEOUS_APPLICATION} />
    </>
  );
}

/** The position's title and summary as the page's title and description. */
export function PositionPageHead({ pageContext }: HeadProps<unknown, LocalizedPageContext>) {
  const position = lookup(pageContext.resources.vagas, "position") as LocalizedPosition | null | undefined;
  const t = (key: string) => translate(pageContext.resources, pageContext.language, "gente", key);
  return (
    <Seo
      pageContext={pageContext}
      title={position?.title ?? t("positions.spontaneousTitle")}
      description={position?.summary ?? t("positions.spontaneousMeta")}
    />
  );
}
