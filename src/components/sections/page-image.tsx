import React from "react";
import { Picture } from "../ui";
import type { ImageContent } from "../../content/page-content-schema";
import { usePageAsset } from "./page-assets";
import * as styles from "./page-image.module.css";

type PageImageProps = {
  image: ImageContent;
  /** `eager` only for the image above the fold on wide screens (the hero's). */
  loading?: "lazy" | "eager";
  className?: string;
};

/**
 * An image of the page's content: the build's responsive `<picture>` (sizes, AVIF/WebP/JPEG, width and height so
 * nothing shifts); in the CMS preview, the editor's file as it is. Nothing when the file is unknown (the build
 * stops before that happens on the site).
 */
export function PageImage({ image, loading = "lazy", className }: PageImageProps) {
  const asset = usePageAsset(image.src);
  const classes = [styles.image, className].filter(Boolean).join(" ");
  const data = asset?.childImageSharp?.gatsbyImageData;
  if (data) return <Picture image={data} alt={image.alt} loading={loading} className={classes} />;
  if (asset?.publicURL)
    return <img src={asset.publicURL} alt={image.alt} className={classes} width={1600} height={1200} />;
  return null;
}
