import React from "react";
import type { ImmutableList, ImmutableMap, PreviewProps } from "./decap-types";
import { I18nProvider } from "../i18n/i18n-context";
import { Hero } from "../components/sections/hero";
import { Sections } from "../components/sections/sections";
import { PageAssetsProvider, type PageAsset } from "../components/sections/page-assets";
import { pageAssets } from "../content/page-assets-list";
import { withMapBases, type HeroContent, type SectionContent } from "../content/page-content-schema";
import { basesFileSchema } from "../domain/bases";
import basesFile from "../../content/bases/bases.json";
import { isLanguage } from "../config/languages";
import common from "../../locales/pt/common.json";

type PageData = { hero?: HeroContent; sections?: SectionContent[] };

/** The bases as the repository has them: a map section's preview draws them (the site's build adds them the same way). */
const previewBases = basesFileSchema.safeParse(basesFile).data?.bases ?? [];

/**
 * A page as the site renders it (its hero and sections, the site's own components and styles) from the editor's
 * unsaved fields, in the collection's language (interface strings stay Portuguese, the editor's language); images
 * are the editor's files as Decap serves them.
 */
/** The hero image's file field: every page image shares its media folder (content/uploads/paginas). */
function imageSourceField(fields: unknown): ImmutableMap | undefined {
  const child = (list: unknown, name: string) =>
    (list as ImmutableList | undefined)?.find((field) => field.get("name") === name);
  return child(child(child(fields as ImmutableList | undefined, "hero")?.get("fields"), "image")?.get("fields"), "src");
}

export function PagePreview({ entry, getAsset, fields }: PreviewProps) {
  const language = String(entry.get("collection") ?? "paginas-pt").replace("paginas-", "");
  const data = ((entry.getIn(["data"]) as { toJS?: () => unknown } | undefined)?.toJS?.() ?? {}) as PageData;
  const sourceField = imageSourceField(fields);
  const assets: PageAsset[] = pageAssets(data).map((relativePath) => ({
    relativePath,
    publicURL: getAsset(relativePath, relativePath.startsWith("paginas/") ? sourceField : undefined).toString(),
  }));
  const ns = String(entry.get("slug") ?? "page");
  return (
    <I18nProvider
      pageContext={{
        language: isLanguage(language) ? language : "pt",
        routePath: "/",
        ns,
        resources: { common, [ns]: data as Record<string, unknown> },
      }}
    >
      <PageAssetsProvider data={{ pageAssets: { nodes: assets } }}>
        {data.hero?.title && <Hero {...data.hero} />}
        <Sections
          sections={withMapBases(
            (data.sections ?? []).filter((section) => section && section.type),
            previewBases,
          )}
        />
      </PageAssetsProvider>
    </I18nProvider>
  );
}
