import React from "react";
import { Heading } from "../../components/ui";
import { useTranslation } from "../../i18n/i18n-context";
import type { GameState } from "../../domain/timeline-rules";
import { CardFace, type TimelineCard } from "./card-face";
import * as styles from "./timeline-game.module.css";

/**
 * The timeline of a round: the placed cards in order, with the last one marked right or corrected (and where it
 * had been put, when wrong); while a card is held or dragged (`slots`), a place to drop it between each two.
 */
export function GameBoard({
  state,
  card,
  where,
  slots,
  timelineRef,
}: {
  state: GameState;
  card: (id: string) => TimelineCard;
  /** "between 1998 and 2005": where a slot of the timeline is. */
  where: (slot: number) => string;
  /** The places to drop the card in hand, the one under it (`active`), and what a drop there does. */
  slots: { active: number | null; onPlace: (slot: number) => void } | null;
  timelineRef: React.Ref<HTMLOListElement>;
}) {
  const { t } = useTranslation("jogo-linha-do-tempo");
  const misplacedAt =
    state.last && !state.last.correct
      ? state.last.slot > state.last.correctedSlot
        ? state.last.slot + 1
        : state.last.slot
      : -1;

  return (
    <div className={styles.board}>
      <Heading level={3} size="sm" id="game-timeline">
        {t("game.timeline")}
      </Heading>
      <p className={styles.hint}>{t("game.timelineHint")}</p>
      <ol className={styles.timeline} aria-labelledby="game-timeline" data-game-timeline ref={timelineRef}>
        {state.timeline.map((id, index) => (
          <React.Fragment key={id}>
            {slots && (
              <Slot
                slot={index}
                active={slots.active === index}
                detail={where(index)}
                text={t("game.placeHere")}
                onPlace={() => slots.onPlace(index)}
              />
            )}
            {!slots && index === misplacedAt && <Misplaced text={t("game.misplaced")} />}
            <li
              className={[
                styles.card,
                styles.placed,
                state.last?.id === id ? (state.last.correct ? styles.right : styles.wrong) : "",
              ].join(" ")}
              data-event-id={id}
              data-year={card(id).year}
            >
              <span className={styles.year}>{card(id).year}</span>
              <CardFace card={card(id)} brief />
              {state.last?.id === id && !state.last.correct && (
                <span className={styles.badge}>{t("game.corrected")}</span>
              )}
            </li>
          </React.Fragment>
        ))}
        {slots && (
          <Slot
            slot={state.timeline.length}
            active={slots.active === state.timeline.length}
            detail={where(state.timeline.length)}
            text={t("game.placeHere")}
            onPlace={() => slots.onPlace(state.timeline.length)}
          />
        )}
        {!slots && misplacedAt === state.timeline.length && <Misplaced text={t("game.misplaced")} />}
      </ol>
    </div>
  );
}

function Slot({
  slot,
  active,
  detail,
  text,
  onPlace,
}: {
  slot: number;
  active: boolean;
  detail: string;
  text: string;
  onPlace: () => void;
}) {
  return (
    <li
      className={[styles.slot, active ? styles.activeSlot : ""].join(" ")}
      data-slot={slot}
      data-active={active || undefined}
    >
      <button type="button" onClick={onPlace} tabIndex={-1}>
        {text}
        <span className="visually-hidden">: {detail}</span>
      </button>
    </li>
  );
}

function Misplaced({ text }: { text: string }) {
  return (
    <li className={styles.misplaced} data-game-misplaced>
      {text}
    </li>
  );
}
