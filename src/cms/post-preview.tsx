import React from "react";
import type { PreviewProps } from "./decap-types";
import { PostArticle } from "../components/blog/post-article";
import { renderMarkdown } from "../content/markdown";
import { countWords, readingMinutes } from "../content/reading-time";
import { PreviewFrame } from "./preview-frame";

/** The post as the site renders it, from the editor's unsaved fields (Portuguese, the default language). */
export function PostPreview({ entry, getAsset, fieldsMetaData }: PreviewProps) {
  const field = (name: string): string => {
    const value = entry.getIn(["data", name]) as unknown;
    return value === undefined || value === null ? "" : String(value);
  };
  const body = field("body");
  const cover = field("cover");
  const date = field("date") || new Date().toISOString().slice(0, 10);
  const editoria = field("editoria");
  const editoriaName = fieldsMetaData?.getIn(["editoria", "editorias", editoria, "nome"]);
  return (
    <PreviewFrame>
      <PostArticle
        title={field("title")}
        date={date}
        readingMinutes={readingMinutes(countWords(body))}
        editoria={
          editoria ? { slug: editoria, nome: typeof editoriaName === "string" ? editoriaName : editoria } : null
        }
        cover={cover ? <img src={getAsset(cover).toString()} alt={field("coverAlt")} /> : undefined}
        html={renderMarkdown(body, "pt")}
      />
    </PreviewFrame>
  );
}
