import React from "react";
import type { PreviewProps } from "./decap-types";
import { CardFace } from "../features/timeline-game/card-face";
import * as styles from "../features/timeline-game/timeline-game.module.css";

/** The CMS preview of an event: the card as dealt (no year), then as placed, with the fact shown after the answer. */
export function TimelinePreview({ entry }: PreviewProps) {
  const field = (name: string) => String(entry.getIn(["data", name]) ?? "");
  const card = {
    id: String(entry.get("slug") ?? ""),
    year: Number(field("year")),
    icon: field("icon") || "leaf",
    title: field("title"),
    text: field("text"),
    fact: field("fact"),
  };
  return (
    <div style={{ maxWidth: "40rem", margin: "0 auto", padding: "1rem", display: "grid", gap: "1rem" }}>
      <div className={[styles.card, styles.handCard].join(" ")}>
        <CardFace card={card} />
      </div>
      <ol className={styles.timeline}>
        <li className={[styles.card, styles.placed, styles.right].join(" ")}>
          <span className={styles.year}>{card.year || "—"}</span>
          <CardFace card={card} brief />
        </li>
      </ol>
      <div className={[styles.feedback, styles.right].join(" ")}>
        <p>{card.fact}</p>
      </div>
    </div>
  );
}
