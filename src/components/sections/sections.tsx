import React from "react";
import type { SectionContent } from "./content-types";
import { BrazilMap } from "./brazil-map";
import { CallToAction } from "./call-to-action";
import { CertificationStrip } from "./certification-strip";
import { DataTable } from "./data-table";
import { FeatureList } from "./feature-list";
import { ImageText } from "./image-text";
import { ProcessDiagram } from "./process-diagram";
import { Stats } from "./stats";
import { Steps } from "./steps";
import { Testimonial } from "./testimonial";
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
          case "imageText":
            return <ImageText key={index} tone={tone} {...section} />;
          case "testimonial":
            return <Testimonial key={index} tone={tone} {...section} />;
          case "process":
            return <ProcessDiagram key={index} tone={tone} {...section} />;
          case "map":
            return <BrazilMap key={index} tone={tone} {...section} />;
          case "certifications":
            return <CertificationStrip key={index} tone={tone} {...section} />;
          case "dataTable":
            return <DataTable key={index} tone={tone} {...section} />;
          default:
            return null;
        }
      })}
    </>
  );
}
