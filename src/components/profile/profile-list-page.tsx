import React from "react";
import type { HeadProps, PageProps } from "gatsby";
import type { ProfileContext } from "../../content/blog-context";
import { profilePath } from "../../content/blog-paths";
import { usePageContent, useTranslation } from "../../i18n/i18n-context";
import type { AuthorSummary } from "../blog/author-card";
import { Seo } from "../seo/seo";
import { Card, Container, Heading, Link, Picture, Section, Text } from "../ui";
import * as styles from "./profile.module.css";

export type ProfileListData = {
  allAuthor: { nodes: AuthorSummary[] };
  allPost: { group: { fieldValue: string; totalCount: number }[] };
};

/** `/profile/`: everyone who writes for the blog, with their role and number of articles. */
export function ProfileListPage({ data }: PageProps<ProfileListData, ProfileContext>) {
  const { t } = useTranslation("profile");
  const hero = usePageContent<{ kicker: string; title: string; lead: string }>("hero");
  const counts = new Map(data.allPost.group.map((group) => [group.fieldValue, group.totalCount]));
  return (
    <Section>
      <Container>
        <header className={styles.header}>
          <Heading level={1} size="xl" kicker={hero?.kicker}>
            {hero?.title}
          </Heading>
          <Text size="lg" tone="muted">
            {hero?.lead}
          </Text>
        </header>
        <ul className={styles.grid}>
          {data.allAuthor.nodes.map((author) => {
            const portrait = author.portrait?.childImageSharp?.gatsbyImageData;
            return (
              <li key={author.slug}>
                <Card interactive className={styles.card}>
                  {portrait && <Picture image={portrait} alt="" className={styles.portrait} />}
                  <h2 className={styles.name}>
                    <Link to={profilePath(author.slug)} className={styles.cardLink}>
                      {author.name}
                    </Link>
                  </h2>
                  <p className={styles.role}>{author.role}</p>
                  <p className={styles.count}>{t("list.articles", { count: counts.get(author.slug) ?? 0 })}</p>
                </Card>
              </li>
            );
          })}
        </ul>
      </Container>
    </Section>
  );
}

export function ProfileListHead({ pageContext }: HeadProps<ProfileListData, ProfileContext>) {
  return <Seo pageContext={pageContext} />;
}
