import React, { type ReactNode } from "react";

type HtmlProps = {
  htmlAttributes: React.HtmlHTMLAttributes<HTMLHtmlElement>;
  headComponents: ReactNode[];
  bodyAttributes: React.HTMLAttributes<HTMLBodyElement>;
  preBodyComponents: ReactNode[];
  body: string;
  postBodyComponents: ReactNode[];
};

const isLanguageRedirect = (node: ReactNode) =>
  React.isValidElement<{ id?: string }>(node) && node.props.id === "language-redirect";

/**
 * Gatsby's default document, with one change: the pre-paint language redirect (gatsby-ssr.tsx) runs before
 * anything else in <head> is parsed. Only `<meta charset>` precedes it, because the encoding must be declared
 * within the first 1,024 bytes and the script alone is longer than that. `e2e/languages.spec.ts` checks it.
 */
export default function Html({
  htmlAttributes,
  headComponents,
  bodyAttributes,
  preBodyComponents,
  body,
  postBodyComponents,
}: HtmlProps) {
  return (
    <html {...htmlAttributes}>
      <head>
        <meta charSet="utf-8" />
        {headComponents.filter(isLanguageRedirect)}
        <meta httpEquiv="x-ua-compatible" content="ie=edge" />
        <meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no" />
        {headComponents.filter((node) => !isLanguageRedirect(node))}
      </head>
      <body {...bodyAttributes}>
        {preBodyComponents}
        <div key="body" id="___gatsby" dangerouslySetInnerHTML={{ __html: body }} />
        {postBodyComponents}
      </body>
    </html>
  );
}
