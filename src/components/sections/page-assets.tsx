import React, { createContext, useContext } from "react";
import { graphql } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";

/** An upload a page's content names, as the page query `...PageAssets` returns it. */
export type PageAsset = {
  relativePath: string;
  publicURL: string | null;
  prettySize?: string | null;
  childImageSharp?: { gatsbyImageData: IGatsbyImageData } | null;
};
export type PageAssetsData = { pageAssets?: { nodes: PageAsset[] } };

/**
 * Every upload of the page (`pageContext.assets`, listed by gatsby-node from the page's content): images in the
 * sizes the sections use, files with their URL and size. A page whose content has images exports
 * `query ($assets: [String!]) { ...PageAssets }`.
 */
export const pageAssetsFragment = graphql`
  fragment PageAssets on Query {
    pageAssets: allFile(filter: { sourceInstanceName: { eq: "uploads" }, relativePath: { in: $assets } }) {
      nodes {
        relativePath
        publicURL
        prettySize
        childImageSharp {
          gatsbyImageData(width: 720, breakpoints: [360, 540, 720, 1080, 1440], formats: [AUTO, AVIF, WEBP], quality: 70)
        }
      }
    }
  }
`;

const AssetsContext = createContext<ReadonlyMap<string, PageAsset>>(new Map());

/** Given to every page by the layout wrapper (and by the CMS preview, with the editor's own files). */
export function PageAssetsProvider({ assets, children }: { assets: readonly PageAsset[] | undefined; children: React.ReactNode }) {
  const map = new Map((assets ?? []).map((asset) => [asset.relativePath, asset]));
  return <AssetsContext.Provider value={map}>{children}</AssetsContext.Provider>;
}

export function usePageAsset(relativePath: string | undefined): PageAsset | undefined {
  const assets = useContext(AssetsContext);
  return relativePath ? assets.get(relativePath) : undefined;
}
