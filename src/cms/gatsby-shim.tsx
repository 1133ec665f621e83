import React from "react";

/** Inside the CMS there is no Gatsby runtime: links are plain anchors and queries return nothing. */
export const graphql = (): null => null;
export const useStaticQuery = (): Record<string, null> => ({ siteSettings: null });
export function Link({ to, ...rest }: { to: string } & React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a href={to} {...rest} />;
}
export const navigate = (to: string): void => {
  window.location.assign(to);
};
