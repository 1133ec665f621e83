import React from "react";
import { Icon } from "../../components/ui";
import * as styles from "./timeline-game.module.css";

/** One card of the game, in the page's language (from the TimelineEvent nodes). */
export type TimelineCard = { id: string; year: number; icon: string; title: string; text: string; fact: string };

/** A card's icon and title, and its clue unless `brief` (cards already on the timeline). */
export function CardFace({ card, brief = false }: { card: TimelineCard; brief?: boolean }) {
  return (
    <span className={styles.face}>
      <span className={styles.icon}>
        <Icon name={card.icon} size={brief ? 22 : 28} />
      </span>
      <span className={styles.words}>
        <span className={styles.title}>{card.title}</span>
        {!brief && <span className={styles.text}>{card.text}</span>}
      </span>
    </span>
  );
}
