import { graphql, useStaticQuery } from "gatsby";

type SiteSettingsQuery = {
  siteSettings: { footerFile: { publicURL: string; extension: string; prettySize: string } | null } | null;
};

/** Site-wide settings edited in the CMS (content/settings/site.json). */
export function useSiteSettings() {
  const data = useStaticQuery<SiteSettingsQuery>(graphql`
    query SiteSettings {
      siteSettings(settingsId: { eq: "site" }) {
        footerFile {
          publicURL
          extension
          prettySize
        }
      }
    }
  `);
  return { footerFile: data.siteSettings?.footerFile ?? null };
}
