import React from "react";
import type { SectionContent } from "../../content/page-content-schema";
import { CallToAction } from "./call-to-action";
import { FeatureList } from "./feature-list";
import { splitSection } from "./split-section";
import { Stats } from "./stats";
import { Steps } from "./steps";
import { TextSection } from "./text-section";

/*
 * The sections few pages use load only where they are used (split-section.tsx). Each `require` sits in a branch
 * that webpack removes from the browser's build (BUILD_STAGE is a constant there), so it reaches only the HTML:
 * an `import` would put every section in every page's bundle, hence the rule off for these lines.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- see above: synchronous only in the HTML renderer */
const ImageText = splitSection(
  "imageText",
  () => import("./image-text").then((module) => module.ImageText),
  process.env.BUILD_STAGE === "build-html" || process.env.BUILD_STAGE === "develop-html"
    ? (require("./image-text") as typeof import("./image-text")).ImageText
    : undefined,
);
const Testimonial = splitSection(
  "testimonial",
  () => import("./testimonial").then((module) => module.Testimonial),
  process.env.BUILD_STAGE === "build-html" || process.env.BUILD_STAGE === "develop-html"
    ? (require("./testimonial") as typeof import("./testimonial")).Testimonial
    : undefined,
);
const ProcessDiagram = splitSection(
  "process",
  () => import("./process-diagram").then((module) => module.ProcessDiagram),
  process.env.BUILD_STAGE === "build-html" || process.env.BUILD_STAGE === "develop-html"
    ? (require("./process-diagram") as typeof import("./process-diagram")).ProcessDiagram
    : undefined,
);
const BrazilMap = splitSection(
  "map",
  () => import("./brazil-map").then((module) => module.BrazilMap),
  process.env.BUILD_STAGE === "build-html" || process.env.BUILD_STAGE === "develop-html"
    ? (require("./brazil-map") as typeof import("./brazil-map")).BrazilMap
    : undefined,
);
const CertificationStrip = splitSection(
  "certifications",
  () => import("./certification-strip").then((module) => module.CertificationStrip),
  process.env.BUILD_STAGE === "build-html" || process.env.BUILD_STAGE === "develop-html"
    ? (require("./certification-strip") as typeof import("./certification-strip")).CertificationStrip
    : undefined,
);
const DataTable = splitSection(
  "dataTable",
  () => import("./data-table").then((module) => module.DataTable),
  process.env.BUILD_STAGE === "build-html" || process.env.BUILD_STAGE === "develop-html"
    ? (require("./data-table") as typeof import("./data-table")).DataTable
    : undefined,
);
const DocumentsList = splitSection(
  "documents",
  () => import("./documents-list").then((module) => module.DocumentsList),
  process.env.BUILD_STAGE === "build-html" || process.env.BUILD_STAGE === "develop-html"
    ? (require("./documents-list") as typeof import("./documents-list")).DocumentsList
    : undefined,
);
/* eslint-enable @typescript-eslint/no-require-imports */

/**
 * Reached only by a kind the switch below does not handle: the typecheck fails there (`section` is not `never`)
 * when a kind is added to the content schema without its component. At run time (content the build did not
 * check, e.g. a CMS preview) it renders nothing, as before.
 */
function unknownSection(section: never): null {
  void section;
  return null;
}

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
            return unknownSection(section);
        }
      })}
    </>
  );
}
