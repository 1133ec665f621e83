import type { IconName } from "../ui/icon-paths";

/**
 * The shape of a page's namespace (locales/<lang>/<ns>.json). A page is a hero plus a list of typed
 * sections; `sections.tsx` maps each `type` to its component.
 */
export type Action = { label: string; to: string };

export type PageMeta = { title: string; description: string };

/**
 * An image from the CMS's uploads: `src` is its path under content/uploads (e.g. `paginas/frota.jpg`, the same in
 * every language), `alt` its description in the page's language. The build makes its sizes (page query `PageAssets`).
 */
export type ImageContent = { src: string; alt: string };

export type HeroContent = {
  kicker?: string;
  title: string;
  lead: string;
  primary?: Action;
  secondary?: Action;
  image?: ImageContent;
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

/** Image and text side by side; `imageSide` says where the image goes on wide screens (default right). */
export type ImageTextSectionContent = {
  type: "imageText";
  kicker?: string;
  heading: string;
  paragraphs: string[];
  image: ImageContent;
  imageSide?: "left" | "right";
  link?: Action;
};
/** A customer's words about a case: the quote, who said it, and an optional portrait or scene. */
export type TestimonialSectionContent = {
  type: "testimonial";
  kicker?: string;
  heading: string;
  quote: string;
  name: string;
  role: string;
  result?: string;
  image?: ImageContent;
};
/** A process drawn as connected stages, each an icon, a title and a line of text. */
export type ProcessSectionContent = {
  type: "process";
  kicker?: string;
  heading: string;
  intro?: string;
  items: { icon: IconName; title: string; text: string }[];
};
/** The map of Brazil with the operating bases; each base is a city, its state (UF) and a kind. */
export type MapSectionContent = {
  type: "map";
  kicker?: string;
  heading: string;
  intro?: string;
  legend: { plant: string; base: string; office: string };
  bases: { city: string; uf: string; kind: "plant" | "base" | "office" }[];
};
/** The certifications of site settings as a strip of seals (the section holds only its heading). */
export type CertificationsSectionContent = { type: "certifications"; heading: string; intro?: string };
/** A technical table (product grades) with an optional data-sheet download (a PDF under content/uploads). */
export type DataTableSectionContent = {
  type: "dataTable";
  kicker?: string;
  heading: string;
  intro?: string;
  caption: string;
  columns: string[];
  rows: { cells: string[] }[];
  notes?: string;
  download?: { label: string; file: string };
};

/** The documents of one category (content/investor-documents, edited in the CMS), newest first, in the page's language. */
export type DocumentsSectionContent = {
  type: "documents";
  kicker?: string;
  heading: string;
  intro?: string;
  category: "financeiras" | "bonds" | "sustentabilidade";
};

export type SectionContent =
  | TextSectionContent
  | FeaturesSectionContent
  | StatsSectionContent
  | StepsSectionContent
  | CtaSectionContent
  | ImageTextSectionContent
  | TestimonialSectionContent
  | ProcessSectionContent
  | MapSectionContent
  | CertificationsSectionContent
  | DataTableSectionContent
  | DocumentsSectionContent;

export type PageContent = { meta: PageMeta; hero: HeroContent; sections: SectionContent[] };
