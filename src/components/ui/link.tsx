import React from "react";
import { Link as GatsbyLink } from "gatsby";
import { useLocalize } from "../../i18n/i18n-context";

type LocalizedLinkProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** Unprefixed internal path (`/g2/`) or an absolute URL. */
  to: string;
  /** Mark as current also on paths below `to`. */
  partiallyActive?: boolean;
  activeClassName?: string;
};

/** Internal links go through Gatsby (prefetch, client routing) in the current language; others are plain. */
export function Link({ to, partiallyActive, activeClassName, ...rest }: LocalizedLinkProps) {
  const localize = useLocalize();
  if (!to.startsWith("/") || /\.[a-z0-9]+$/i.test(to)) return <a href={to} {...rest} />;
  return (
    <GatsbyLink
      to={localize(to)}
      partiallyActive={partiallyActive}
      activeClassName={activeClassName}
      {...(rest as Record<string, unknown>)}
    />
  );
}
