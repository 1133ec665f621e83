import "./manual-init";
import CMS from "decap-cms-app";
import { parse } from "yaml";
import { globalCss } from "../styles/global-css";
import { AuthorPreview } from "./author-preview";
import { localBackendUrl } from "./local-backend";
import { PostPreview } from "./post-preview";
import { TimelinePreview } from "../features/timeline-game/timeline-preview";

/**
 * The editor at /admin/. Collections and the git backend are in static/admin/config.yml; previews render
 * with the site's own components and styles (global CSS plus this bundle's CSS modules in cms.css).
 */
CMS.registerPreviewStyle(globalCss, { raw: true });
CMS.registerPreviewStyle("/admin/cms.css");
CMS.registerPreviewTemplate("posts", PostPreview);
CMS.registerPreviewTemplate("authors", AuthorPreview);
CMS.registerPreviewTemplate("timeline", TimelinePreview);

/**
 * Decap reads config.yml itself, unless a developer's local decap-server listens on another port: then the
 * file is read here and handed over with that address (Decap does not merge an init config reliably).
 */
async function start(): Promise<void> {
  const localBackend = localBackendUrl(window.location);
  if (!localBackend) {
    CMS.init();
    return;
  }
  const response = await fetch("/admin/config.yml", { credentials: "same-origin" });
  const config = parse(await response.text()) as Record<string, unknown>;
  CMS.init({ config: { ...config, local_backend: { url: localBackend }, load_config_file: false } as never });
}

void start();
