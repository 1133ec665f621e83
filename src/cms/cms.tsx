import "./manual-init";
import CMS from "decap-cms-app";
import { globalCss } from "../styles/global-css";
import { AuthorPreview } from "./author-preview";
import { localBackendUrl } from "./local-backend";
import { PostPreview } from "./post-preview";

/**
 * The editor at /admin/. Collections and the git backend are in static/admin/config.yml; previews render
 * with the site's own components and styles (global CSS plus this bundle's CSS modules in cms.css).
 */
CMS.registerPreviewStyle(globalCss, { raw: true });
CMS.registerPreviewStyle("/admin/cms.css");
CMS.registerPreviewTemplate("posts", PostPreview);
CMS.registerPreviewTemplate("authors", AuthorPreview);

const localBackend = localBackendUrl(window.location);
CMS.init(localBackend ? { config: { local_backend: { url: localBackend } } as never } : undefined);
