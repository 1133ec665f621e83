import type { IconName } from "../ui/icon-paths";

/**
 * The shape of a page's namespace (locales/<lang>/<ns>.json). A page is a hero plus a list of typed
 * sections; `sections.tsx` maps each `type` to its component.
 */
export type Action = { label: string; to: string };

export type PageMeta = { title: string; description: string };

export type HeroContent = {
  kicker?: string;
  title: string;
  lead: string;
  primary?: Action;
  secondary?: Action;
};

export type TextSectionContent = { type: "text"; kicker?: string; heading: string; paragraphs: string[] };
export type FeatureItem = { icon: IconName; title: string; text: string; link?: Action };
export type FeaturesSectionContent = {
  type: "features";
  kicker?: string;
  heading: string;
  intro?: string;
  items: FeatureItem[];
};
export type StatItem = { value: string; label: string };
export type StatsSectionContent = { type: "stats"; heading: string; intro?: string; items: StatItem[] };
export type StepsSectionContent = {
  type: "steps";
  kicker?: string;
  heading: string;
  items: { title: string; text: string }[];
};
export type CtaSectionContent = {
  type: "cta";
  heading: string;
  text: string;
  primary: Action;
  secondary?: Action;
};

export type SectionContent =
  | TextSectionContent
  | FeaturesSectionContent
  | StatsSectionContent
  | StepsSectionContent
  | CtaSectionContent;

export type PageContent = { meta: PageMeta; hero: HeroContent; sections: SectionContent[] };
