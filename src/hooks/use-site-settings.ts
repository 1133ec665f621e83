import { graphql, useStaticQuery } from "gatsby";
import type { Language } from "../config/languages";
import type { Company } from "../content/content-schema";
import type { EditoriaSummary } from "../content/editoria-bar";

type FileLink = { publicURL: string; extension: string; size: number } | null;
type SiteSettingsQuery = {
  siteSettings: { demonstrationData: boolean; footerFiles: Record<Language, FileLink>; company: Company } | null;
  site: { buildTime: string };
  allEditoria: { nodes: (EditoriaSummary & { language: string })[] };
};

/**
 * Site-wide settings edited in the CMS (content/settings/site.json, "Configurações do site"): whether the site runs
 * with demonstration data (the footer then says so), the report linked in the footer in each language, and the
 * company's details (legal name, CNPJ, address, phones, e-mails, social
 * links, registrations, certifications). The build stops when the file breaks a rule, so `company` is always set.
 * With them, in the same query (one request per page for all the frame needs): the year the site was built (the
 * footer's copyright) and the blog's editorias in every language (the header's Blog menu).
 */
export function useSiteSettings() {
  const data = useStaticQuery<SiteSettingsQuery>(graphql`
    query SiteSettings {
      site {
        buildTime(formatString: "YYYY")
      }
      allEditoria {
        nodes {
          slug
          language
          nome
          position
        }
      }
      siteSettings(settingsId: { eq: "site" }) {
        demonstrationData
        footerFiles {
          pt {
            ...FooterFile
          }
          en {
            ...FooterFile
          }
          es {
            ...FooterFile
          }
        }
        company {
          legalName
          cnpj
          address {
            street
            city
            region
            postalCode
          }
          phone
          whatsapp
          emails {
            contact
            privacy
            investors
            suppliers
            operations
          }
          dpo {
            name
            email
          }
          social {
            instagram
            facebook
            linkedin
            youtube
          }
          anpAuthorization
          environmentalLicense
          certifications {
            name
            body
            number
          }
        }
      }
    }

    fragment FooterFile on File {
      publicURL
      extension
      size
    }
  `);
  const settings = data.siteSettings;
  if (!settings) throw new Error("content/settings/site.json is missing: the build cannot name the company.");
  return { ...settings, buildYear: Number(data.site.buildTime), editorias: data.allEditoria.nodes };
}
