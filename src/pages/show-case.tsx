import { graphql } from "gatsby";
import React from "react";
import { StandardPage } from "../components/sections/standard-page";
import { PageHead } from "../components/seo/page-head";
import { Button, Card, Container, Grid, Heading, Icon, Section, Text } from "../components/ui";
import { iconPaths } from "../styles/icon-paths";
import { useTranslation } from "../i18n/i18n-context";

/** `/show-case/`: every design-system primitive, then one section of each kind (from the namespace). */
export default function ShowCasePage() {
  const { t } = useTranslation("show-case");
  return (
    <StandardPage>
      <Section tone="alt" aria-labelledby="primitives">
        <Container>
          <Heading level={2} id="primitives" kicker={t("primitives.kicker")}>
            {t("primitives.heading")}
          </Heading>

          <Heading level={3} size="sm" style={{ marginTop: "var(--space-6)" }}>
            {t("primitives.typography")}
          </Heading>
          <div style={{ display: "grid", gap: "var(--space-3)", marginTop: "var(--space-3)" }}>
            <Heading level={4} size="display">
              {t("primitives.display")}
            </Heading>
            <Heading level={4} size="xl">
              {t("primitives.headingXl")}
            </Heading>
            <Heading level={4} size="lg">
              {t("primitives.headingLg")}
            </Heading>
            <Heading level={4} size="md">
              {t("primitives.headingMd")}
            </Heading>
            <Text size="lg">{t("primitives.textLg")}</Text>
            <Text>{t("primitives.textMd")}</Text>
            <Text size="sm" tone="muted">
              {t("primitives.textSm")}
            </Text>
          </div>

          <Heading level={3} size="sm" style={{ marginTop: "var(--space-6)" }}>
            {t("primitives.buttons")}
          </Heading>
          <div style={{ display: "flex", flexWrap: "wrap", gap: "var(--space-3)", marginTop: "var(--space-3)" }}>
            <Button to="/solicite-sua-coleta/">{t("primitives.primary")}</Button>
            <Button to="/fale-com-a-gente/" variant="secondary">
              {t("primitives.secondary")}
            </Button>
            <Button variant="ghost">{t("primitives.ghost")}</Button>
            <Button size="lg">{t("primitives.large")}</Button>
            <Button disabled>{t("primitives.disabled")}</Button>
          </div>

          <Heading level={3} size="sm" style={{ marginTop: "var(--space-6)" }}>
            {t("primitives.cards")}
          </Heading>
          <Grid columns={3} style={{ marginTop: "var(--space-3)" }}>
            {[1, 2, 3].map((n) => (
              <Card key={n}>
                <Heading level={4} size="sm">
                  {t(`primitives.card${n}.title`)}
                </Heading>
                <Text size="sm" tone="muted">
                  {t(`primitives.card${n}.text`)}
                </Text>
              </Card>
            ))}
          </Grid>

          <Heading level={3} size="sm" style={{ marginTop: "var(--space-6)" }}>
            {t("primitives.icons")}
          </Heading>
          <ul
            style={{
              display: "flex",
              flexWrap: "wrap",
              gap: "var(--space-4)",
              padding: 0,
              marginTop: "var(--space-3)",
              listStyle: "none",
            }}
          >
            {Object.keys(iconPaths).map((name) => (
              <li key={name} style={{ display: "grid", justifyItems: "center", gap: "0.25rem", width: "5.5rem" }}>
                <Icon name={name} />
                <code style={{ fontSize: "var(--text-xs)" }}>{name}</code>
              </li>
            ))}
          </ul>
        </Container>
      </Section>
    </StandardPage>
  );
}

export const Head = PageHead;

/** The uploads its content names, in the sizes the page shows (src/components/sections/page-assets.tsx). */
export const query = graphql`
  query ShowCaseAssets($assets: [String!], $language: String!, $documentCategories: [String!]) {
    ...PageAssets
  }
`;
