import React from "react";
import type { LocalizedPosition } from "../../content/positions";
import { Card, Container, Heading, Link, Section, Text } from "../../components/ui";
import { usePageContent, useTranslation } from "../../i18n/i18n-context";
import { PositionFacts } from "./position-facts";
import * as styles from "./careers.module.css";

/**
 * Where the spontaneous application is sent from (src/gatsby/position-pages.ts makes it; SPONTANEOUS_APPLICATION in
 * src/domain/candidatura.ts), written out: that module brings zod, which this page does not load.
 */
export const spontaneousPath = "/gente/vagas/candidatura-espontanea/";

/**
 * `/gente/`'s open positions (the build puts them in the page's strings, `vagas.positions`), each linking to its
 * page; with none open, a line saying so. Always an invitation to a spontaneous application.
 */
export function OpenPositions() {
  const { t } = useTranslation("gente");
  const positions = usePageContent<LocalizedPosition[]>("positions", "vagas") ?? [];
  return (
    <Section id="vagas" aria-labelledby="vagas-titulo">
      <Container>
        <Heading level={2} id="vagas-titulo">
          {t("positions.heading")}
        </Heading>
        {positions.length > 0 ? (
          <>
            <Text>{t("positions.lead")}</Text>
            <ul className={styles.list} data-testid="open-positions">
              {positions.map((position) => (
                <li key={position.slug}>
                  <Card className={styles.item}>
                    <h3>
                      <Link to={`/gente/vagas/${position.slug}/`}>{position.title}</Link>
                    </h3>
                    <PositionFacts position={position} />
                    <Text>{position.summary}</Text>
                    <Link to={`/gente/vagas/${position.slug}/`} aria-label={`${t("positions.see")}: ${position.title}`}>
                      {t("positions.see")}
                    </Link>
                  </Card>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <Text data-testid="no-open-positions">{t("positions.none")}</Text>
        )}
        <Text>
          {t("positions.spontaneousText")} <Link to={spontaneousPath}>{t("positions.spontaneousLink")}</Link>
        </Text>
      </Container>
    </Section>
  );
}
