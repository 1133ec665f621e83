import React from "react";
import { formatDay } from "../../domain/dates";
import { useTranslation } from "../../i18n/i18n-context";
import * as styles from "./post-meta.module.css";

type PostMetaProps = { date: string; readingMinutes: number; className?: string };

/** "14 de março de 2025 · 4 min de leitura" (on two lines where one is too narrow, without a lone "·"). */
export function PostMeta({ date, readingMinutes, className }: PostMetaProps) {
  const { t, language } = useTranslation("blog");
  return (
    <p className={[styles.meta, className].filter(Boolean).join(" ")}>
      <span className={styles.items}>
        <time dateTime={date.slice(0, 10)}>{formatDay(date, language)}</time>
        <span>{t("post.readingTime", { count: readingMinutes })}</span>
      </span>
    </p>
  );
}
