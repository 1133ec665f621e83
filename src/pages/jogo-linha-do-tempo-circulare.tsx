import React from "react";
import { graphql, type PageProps } from "gatsby";
import { Hero } from "../components/sections/hero";
import type { HeroContent, SectionContent } from "../content/page-content-schema";
import { Sections } from "../components/sections/sections";
import { PageHead } from "../components/seo/page-head";
import { TimelineGame, type TimelineCard } from "../features/timeline-game/timeline-game";
import { usePageContent } from "../i18n/i18n-context";

type GameData = { allTimelineEvent: { nodes: (Omit<TimelineCard, "id"> & { eventId: string })[] } };

/**
 * The timeline game (/jogo-linha-do-tempo-circulare/): the hero, the game itself with the events of the CMS's
 * "Linha do tempo" in the page's language, then how it works. The game's code lives in this page's chunk only.
 */
export default function TimelineGamePage({ data }: PageProps<GameData>) {
  const hero = usePageContent<HeroContent>("hero");
  const sections = usePageContent<SectionContent[]>("sections") ?? [];
  const cards = data.allTimelineEvent.nodes.map(({ eventId, ...card }) => ({ id: eventId, ...card }));
  return (
    <>
      {hero && <Hero {...hero} />}
      <TimelineGame cards={cards} />
      <Sections sections={sections} />
    </>
  );
}

export const Head = PageHead;

export const query = graphql`
  query TimelineGame($language: String!) {
    allTimelineEvent(filter: { language: { eq: $language } }, sort: [{ year: ASC }, { eventId: ASC }]) {
      nodes {
        eventId
        year
        icon
        title
        text
        fact
      }
    }
  }
`;
