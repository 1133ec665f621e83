import React, { createContext, useContext } from "react";
import { graphql } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";

/** An upload a page's content names, as the page query `...PageAssets` returns it. */
export type PageAsset = {
  relativePath: string;
  publicURL: string | null;
  /** Bytes (files only). */
  size?: number | null;
  childImageSharp?: { gatsbyImageData: IGatsbyImageData } | null;
};
/** A document of a `documents` section, in the page's language. */
export type PageDocument = {
  slug: string;
  title: string;
  summary: string;
  date: string;
  category: string;
  language: string;
  file: { publicURL: string; size: number; extension: string } | null;
};
export type PageAssetsData = {
  pageAssets?: { nodes: PageAsset[] };
  pageFiles?: { nodes: PageAsset[] };
  pageDocuments?: { nodes: PageDocument[] };
};

/**
 * Every upload of the page (`pageContext.assets`, listed by gatsby-node from the page's content): images in the
 * sizes the sections use (`pageAssets`), other files (data sheets, reports) with their URL and size
 * (`pageFiles`: asking a PDF for `childImageSharp` makes Gatsby warn on every build). The two are split by
 * extension, the formats gatsby-transformer-sharp makes image nodes of (filtering on `childImageSharp` itself
 * resolves it for every file, and warns for each one that is not an image). A page whose content has images exports
 * `query ($assets: [String!]) { ...PageAssets }`.
 */
export const pageAssetsFragment = graphql`
  fragment PageAssets on Query {
    pageAssets: allFile(
      filter: {
        sourceInstanceName: { eq: "uploads" }
        relativePath: { in: $assets }
        extension: { in: ["jpg", "jpeg", "png", "webp", "avif", "tif", "tiff"] }
      }
    ) {
      nodes {
        relativePath
        publicURL
        childImageSharp {
          gatsbyImageData(width: 720, breakpoints: [360, 540, 720, 1080], formats: [AUTO, WEBP], quality: 70)
        }
      }
    }
    pageFiles: allFile(
      filter: {
        sourceInstanceName: { eq: "uploads" }
        relativePath: { in: $assets }
        extension: { nin: ["jpg", "jpeg", "png", "webp", "avif", "tif", "tiff"] }
      }
    ) {
      nodes {
        relativePath
        publicURL
        size
      }
    }
    pageDocuments: allDocumentEntry(
      filter: { language: { eq: $language }, category: { in: $documentCategories } }
      sort: [{ date: DESC }, { slug: ASC }]
    ) {
      nodes {
        slug
        title
        summary
        date
        category
        language
        file {
          publicURL
          size
          extension
        }
      }
    }
  }
`;

type Assets = { files: ReadonlyMap<string, PageAsset>; documents: readonly PageDocument[] };
const AssetsContext = createContext<Assets>({ files: new Map(), documents: [] });

/** Given to every page by the layout wrapper (and by the CMS preview, with the editor's own files). */
export function PageAssetsProvider({
  data,
  children,
}: {
  data: PageAssetsData | undefined;
  children: React.ReactNode;
}) {
  const value = {
    files: new Map(
      [...(data?.pageAssets?.nodes ?? []), ...(data?.pageFiles?.nodes ?? [])].map((asset) => [
        asset.relativePath,
        asset,
      ]),
    ),
    documents: data?.pageDocuments?.nodes ?? [],
  };
  return <AssetsContext.Provider value={value}>{children}</AssetsContext.Provider>;
}

export function usePageAsset(relativePath: string | undefined): PageAsset | undefined {
  const { files } = useContext(AssetsContext);
  return relativePath ? files.get(relativePath) : undefined;
}

/** The page's documents of one category, newest first. */
export function usePageDocuments(category: string): PageDocument[] {
  return useContext(AssetsContext).documents.filter((document) => document.category === category);
}
