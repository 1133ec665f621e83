import React, { type ComponentType } from "react";
import { usePageContent } from "../../i18n/i18n-context";
import type { HeroContent, SectionContent } from "../../content/page-content-schema";
import { Hero } from "./hero";
import { Sections } from "./sections";

/** A content page made of its namespace's hero and sections; most routes are this until they need more. */
export function StandardPage({ children }: { children?: React.ReactNode }) {
  const hero = usePageContent<HeroContent>("hero");
  const sections = usePageContent<SectionContent[]>("sections") ?? [];
  return (
    <>
      {hero && <Hero {...hero} />}
      {children}
      <Sections sections={sections} />
    </>
  );
}

/**
 * The page component of a route that adds its own part (a form, a tool, an FAQ block) after the hero: `Body`
 * gets the page's props. A page file is then `export default standardPageWith(…)` plus its `Head` and its query.
 */
export function standardPageWith<Props extends object>(Body: ComponentType<Props>) {
  return function Page(props: Props) {
    return (
      <StandardPage>
        <Body {...props} />
      </StandardPage>
    );
  };
}
