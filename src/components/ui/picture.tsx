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
 * The colour shown where an image has not loaded yet: its dominant colour (gatsby-plugin-image's, from the image
 * itself) mixed with three parts of white, a light tint of the picture to come instead of a solid block of its
 * darkest tone (a cover's mustard). Anything but `#rgb`/`#rrggbb` gives no colour (the page's own background).
 */
export function lightPlaceholder(color: string | undefined, white = 0.75): string | undefined {
  const hex = color?.trim().match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i)?.[1];
  if (!hex) return undefined;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join("") : hex;
  const channels = [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16));
  const mixed = channels.map((value) => Math.round(value + (255 - value) * white));
  return `#${mixed.map((value) => value.toString(16).padStart(2, "0")).join("")}`;
}

/**
 * An image made by gatsby-plugin-image, rendered as plain HTML: a <picture> with WebP and JPEG sources,
 * width and height (so it never shifts the layout) and a light tint of its dominant colour behind it. GatsbyImage's own
 * runtime would add react-dom/server (21 KB gzip) to every page that shows an image; this adds nothing.
 */
export function Picture({ image, alt, loading = "lazy", className }: PictureProps) {
  const { images, width, height, backgroundColor } = image;
  const priority = loading === "eager" ? { fetchpriority: "high" } : {};
  return (
    <picture
      className={[styles.picture, className].filter(Boolean).join(" ")}
      style={{ backgroundColor: lightPlaceholder(backgroundColor) }}
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
