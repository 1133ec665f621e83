import React from "react";
import type { PreviewProps } from "./decap-types";
import { AuthorCard } from "../components/blog/author-card";
import { PreviewFrame } from "./preview-frame";

/** The author card shown under each post. */
export function AuthorPreview({ entry, getAsset }: PreviewProps) {
  const field = (name: string) => String(entry.getIn(["data", name]) ?? "");
  const portrait = field("portrait");
  return (
    <PreviewFrame>
      <div style={{ maxWidth: "44rem", margin: "0 auto", padding: "1rem" }}>
        <AuthorCard
          author={{
            slug: entry.get("slug") as string,
            name: field("name"),
            role: field("role"),
            bio: field("bio"),
            portrait: portrait
              ? {
                  childImageSharp: {
                    gatsbyImageData: { images: { fallback: { src: getAsset(portrait).toString() } } } as never,
                  },
                }
              : null,
          }}
        />
      </div>
    </PreviewFrame>
  );
}
