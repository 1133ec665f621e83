import "./manual-init";
import CMS from "decap-cms-app";
import { parse } from "yaml";
import { globalCss } from "../styles/global-css";
import { AuthorPreview } from "./author-preview";
import { localBackendUrl } from "./local-backend";
import { PostPreview } from "./post-preview";
import { PagePreview } from "./page-preview";
import { editablePages, pageCollection, pageLanguages } from "./page-collection";
import { TimelinePreview } from "./timeline-preview";

/**
 * The editor at /admin/. Collections and the git backend are in static/admin/config.yml; previews render
 * with the site's own components and styles (global CSS plus this bundle's CSS modules in cms.css).
 */
CMS.registerPreviewStyle(globalCss, { raw: true });
CMS.registerPreviewStyle("/admin/cms.css");
CMS.registerPreviewTemplate("posts", PostPreview);
CMS.registerPreviewTemplate("authors", AuthorPreview);
CMS.registerPreviewTemplate("timeline", TimelinePreview);
// A file collection's previews are registered by file name: each page of "Páginas – …" (src/cms/page-collection.ts).
for (const page of editablePages) CMS.registerPreviewTemplate(page.ns, PagePreview);

/**
 * The configuration is static/admin/config.yml plus the "Páginas" collections, whose fields are written once in
 * TypeScript for every page; handed over whole (Decap does not merge an init config reliably). A developer's local
 * decap-server on another port (`?decap-server=<port>`) is named here too.
 */
async function start(): Promise<void> {
  const response = await fetch("/admin/config.yml", { credentials: "same-origin" });
  const config = parse(await response.text()) as Record<string, unknown> & { collections: unknown[] };
  const localBackend = localBackendUrl(window.location);
  const collections = [...config.collections];
  collections.splice(1, 0, ...pageLanguages.map(pageCollection)); // after the blog's articles
  CMS.init({
    config: {
      ...config,
      collections,
      ...(localBackend ? { local_backend: { url: localBackend } } : {}),
      load_config_file: false,
    } as never,
  });
}

void start();
