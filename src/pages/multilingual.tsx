import React from "react";
import { graphql, Link as GatsbyLink } from "gatsby";
import { languages, languageTags } from "../config/languages";
import { Flag } from "../app-shell/flags";
import { rememberLanguage } from "../app-shell/language-switcher";
import { StandardPage } from "../components/sections/standard-page";
import { PageHead } from "../components/seo/page-head";
import { Card, Container, Grid, Heading, Section } from "../components/ui";
import { useTranslation } from "../i18n/i18n-context";
import { localizePath } from "../i18n/paths";

/** `/multilingual/`: a language chooser; each choice is remembered like a flag click. */
export default function MultilingualPage() {
  const { t } = useTranslation();
  return (
    <StandardPage>
      <Section>
        <Container>
          <Heading level={2}>{t("languageChooser.heading")}</Heading>
          <Grid as="ul" columns={3} style={{ marginTop: "var(--space-5)" }}>
            {languages.map((language) => (
              <Card as="li" key={language} interactive>
                <Flag language={language} />
                <GatsbyLink
                  to={localizePath("/", language)}
                  lang={languageTags[language].htmlLang}
                  hrefLang={languageTags[language].hreflang}
                  onClick={() => rememberLanguage(language)}
                  style={{ fontWeight: 700, fontSize: "var(--text-lg)" }}
                >
                  {t(`languageNames.${language}`)}
                </GatsbyLink>
              </Card>
            ))}
          </Grid>
        </Container>
      </Section>
    </StandardPage>
  );
}

export const Head = PageHead;

/** The uploads its content names, in the sizes the page shows (src/components/sections/page-assets.tsx). */
export const query = graphql`
  query MultilingualAssets($assets: [String!], $language: String!, $documentCategories: [String!]) {
    ...PageAssets
  }
`;
