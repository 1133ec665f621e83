import React from "react";
import settings from "../../content/settings/site.json";

/**
 * Inside the CMS there is no Gatsby runtime: links are plain anchors, and the one static query (site settings)
 * answers with the company as the repository has it, no footer files, this year and no editorias.
 */
export const graphql = (): null => null;
export const useStaticQuery = (): Record<string, unknown> => ({
  site: { buildTime: String(new Date().getFullYear()) },
  allEditoria: { nodes: [] },
  siteSettings: {
    demonstrationData: settings.demonstrationData,
    footerFiles: { pt: null, en: null, es: null },
    company: settings.company,
  },
});
export function Link({ to, ...rest }: { to: string } & React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a href={to} {...rest} />;
}
export const navigate = (to: string): void => {
  window.location.assign(to);
};
