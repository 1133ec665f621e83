import React from "react";
import type { SectionContent } from "./content-types";
import { CallToAction } from "./call-to-action";
import { DocumentsList } from "./documents-list";
import { FeatureList } from "./feature-list";
import { Stats } from "./stats";
import { Steps } from "./steps";
import { TextSection } from "./text-section";

/** Renders a page's sections in order, alternating light tones; each `type` maps to one component. */
export function Sections({ sections }: { sections: readonly SectionContent[] }) {
  return (
    <>
      {sections.map((section, index) => {
        const tone = index % 2 === 1 ? "alt" : "default";
        switch (section.type) {
          case "text":
            return <TextSection key={index} tone={tone} {...section} />;
          case "features":
            return <FeatureList key={index} tone={tone} {...section} />;
          case "stats":
            return <Stats key={index} {...section} />;
          case "steps":
            return <Steps key={index} tone={tone} {...section} />;
          case "cta":
            return <CallToAction key={index} {...section} />;
          case "documents":
            return <DocumentsList key={index} tone={tone} {...section} />;
          default:
            return null;
        }
      })}
    </>
  );
}
