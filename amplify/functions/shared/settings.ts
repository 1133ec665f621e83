import settings from "../../../content/settings/site.json";
import { siteSettingsSchema } from "../../../src/content/content-schema";

/**
 * The site settings (`content/settings/site.json`, edited in the CMS: Configurações do site), checked against the
 * site's own schema and bundled into each Lambda when the backend deploys: the collector on certificates
 * (coleta-api/collector.ts) and the addresses staff alerts go to (`company.emails`).
 */
export const siteSettings = siteSettingsSchema.parse(settings);
