import React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import * as styles from "./picture.module.css";

type PictureProps = {
  /** Sizes and formats made at build time by gatsby-plugin-image / sharp (`gatsbyImageData`). */
  image: IGatsbyImageData;
  alt: string;
  /** `eager` for the image above the fold (the post's cover); everything else waits until it is near. */
  loading?: "lazy" | "eager";
  className?: string;
};

/**
 * An image made by gatsby-plugin-image, rendered as plain HTML: a <picture> with WebP and JPEG sources,
 * width and height (so it never shifts the layout) and, behind it until it loads, a light tint of its dominant colour
 * (gatsby-plugin-image's, from the image itself; picture.module.css mixes it with white), not a solid block of it. GatsbyImage's own
 * runtime would add react-dom/server (21 KB gzip) to every page that shows an image; this adds nothing.
 */
export function Picture({ image, alt, loading = "lazy", className }: PictureProps) {
  const { images, width, height, backgroundColor } = image;
  const priority = loading === "eager" ? { fetchpriority: "high" } : {};
  return (
    <picture
      className={[styles.picture, className].filter(Boolean).join(" ")}
      style={backgroundColor ? ({ "--placeholder": backgroundColor } as React.CSSProperties) : undefined}
    >
      {images.sources?.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        src={images.fallback?.src}
        srcSet={images.fallback?.srcSet}
        sizes={images.fallback?.sizes}
        width={width}
        height={height}
        alt={alt}
        loading={loading}
        decoding="async"
        {...priority}
      />
    </picture>
  );
}

/** The largest fallback file of an image, for Open Graph and JSON-LD. */
export function imageSrc(image: IGatsbyImageData | undefined): string | undefined {
  return image?.images.fallback?.src;
}
