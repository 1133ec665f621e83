import React from "react";

/** The CMS preview has no image pipeline: an optimized image becomes a plain one. */
export type IGatsbyImageData = { images?: { fallback?: { src?: string } } };
export function GatsbyImage({ image, alt, className }: { image: IGatsbyImageData; alt: string; className?: string }) {
  return <img src={image.images?.fallback?.src} alt={alt} className={className} />;
}
export const getSrc = (image: IGatsbyImageData): string | undefined => image.images?.fallback?.src;
