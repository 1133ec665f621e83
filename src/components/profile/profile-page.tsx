import React from "react";
import type { HeadProps, PageProps } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { site } from "../../config/site";
import type { ProfileContext } from "../../content/blog-context";
import { profilePath, profilesPath } from "../../content/blog-paths";
import { jsonLdText } from "../../content/post-json-ld";
import { useTranslation } from "../../i18n/i18n-context";
import { localizePath } from "../../i18n/paths";
import { headTranslator } from "../../i18n/translate";
import type { PostSummary } from "../blog/post-card";
import { PostGrid } from "../blog/post-grid";
import { Breadcrumb } from "../blog/breadcrumb";
import { Seo } from "../seo/seo";
import { Container, Heading, Picture, Section, imageSrc } from "../ui";
import * as styles from "./profile.module.css";

export type ProfilePageData = {
  author: {
    slug: string;
    name: string;
    role: string;
    bio: string;
    links: { label: string; url: string }[];
    portrait: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null;
  } | null;
  allPost: { nodes: PostSummary[] };
};

/** `/profile/<slug>/`: the author, their links and every article they wrote in this language. */
export function ProfilePage({ data }: PageProps<ProfilePageData, ProfileContext>) {
  const { t } = useTranslation("profile");
  const { author } = data;
  if (!author) return null;
  const portrait = author.portrait?.childImageSharp?.gatsbyImageData;
  return (
    <>
      <Section>
        <Container>
          <Breadcrumb
            label={t("blog:post.breadcrumb")}
            items={[
              { label: t("blog:post.home"), to: "/" },
              { label: t("meta.title"), to: profilesPath },
              { label: author.name },
            ]}
          />
          <div className={styles.profile}>
            {portrait && (
              <Picture
                image={portrait}
                alt={t("profile.portraitAlt", { name: author.name })}
                className={styles.bigPortrait}
                loading="eager"
              />
            )}
            <div className={styles.about}>
              <Heading level={1} size="xl" kicker={t("profile.kicker")}>
                {author.name}
              </Heading>
              <p className={styles.role}>{author.role}</p>
              <p className={styles.bio}>{author.bio}</p>
              {author.links.length > 0 && (
                <ul className={styles.links} aria-label={t("profile.links")}>
                  {author.links.map((link) => (
                    <li key={link.url}>
                      <a href={link.url} rel="me noopener noreferrer">
                        {link.label}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </div>
        </Container>
      </Section>
      <Section tone="alt" aria-labelledby="author-posts">
        <Container>
          <Heading level={2} id="author-posts">
            {t("profile.articlesBy", { name: author.name })}
          </Heading>
          <div className={styles.posts}>
            <PostGrid posts={data.allPost.nodes} headingLevel={3} />
          </div>
        </Container>
      </Section>
    </>
  );
}

export function ProfilePageHead({ data, pageContext }: HeadProps<ProfilePageData, ProfileContext>) {
  const { author } = data;
  const { language } = pageContext;
  if (!author) return <Seo pageContext={pageContext} />;
  const image = imageSrc(author.portrait?.childImageSharp?.gatsbyImageData);
  const person = {
    "@context": "https://schema.org",
    "@type": "ProfilePage",
    mainEntity: {
      "@type": "Person",
      name: author.name,
      jobTitle: author.role,
      description: author.bio,
      url: `${site.url}${localizePath(profilePath(author.slug), language)}`,
      ...(image ? { image: `${site.url}${image}` } : {}),
      worksFor: { "@type": "Organization", name: site.name, url: site.url },
      sameAs: author.links.map((link) => link.url),
    },
  };
  return (
    <Seo
      pageContext={pageContext}
      title={headTranslator(pageContext, "profile")("profile.metaTitle", { name: author.name })}
      description={author.bio.length > 160 ? `${author.bio.slice(0, 157).trimEnd()}…` : author.bio}
      type="profile"
    >
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(person) }} />
    </Seo>
  );
}
