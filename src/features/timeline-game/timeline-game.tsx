import React, { useEffect, useMemo, useReducer, useRef, useState } from "react";
import { Button, Container, Heading, Section, Text } from "../../components/ui";
import { useTranslation } from "../../i18n/i18n-context";
import {
  correctSlots,
  deal,
  gameReducer,
  initialState,
  pointsFor,
  rounds,
  type Deal,
} from "../../domain/timeline-rules";
import { CardFace, type TimelineCard } from "./card-face";
import { useCardDrag } from "./use-card-drag";
import { useBestScore } from "./game-record";
import { GameBoard } from "./game-board";
import { GameResults } from "./game-results";
import * as styles from "./timeline-game.module.css";

export type { TimelineCard };

const ns = "jogo-linha-do-tempo";

/**
 * The timeline game: an intro with "Play", three rounds in which each dealt card is placed on the timeline
 * (pointer drag, tap then tap, or the keyboard), feedback with the fact after each answer, and the results
 * with sharing and "play again". Every move is announced in a live region in the page's language.
 */
export function TimelineGame({ cards }: { cards: TimelineCard[] }) {
  const { t } = useTranslation(ns);
  const byId = useMemo(() => new Map(cards.map((card) => [card.id, card])), [cards]);
  const reducer = useMemo(() => gameReducer((id) => byId.get(id)!.year), [byId]);
  const [state, dispatch] = useReducer(reducer, initialState);
  const { best, newBest } = useBestScore(state);
  const [held, setHeld] = useState<{ id: string; slot: number; by: "keyboard" | "tap" } | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const handRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLDivElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const focusAfter = useRef<"hand" | "next" | "results" | null>(null);

  const card = (id: string) => byId.get(id)!;
  const current = state.phase === "playing" ? state.hand[0] : undefined;
  const years = state.timeline.map((id) => card(id).year);

  /** "before 1998", "between 1998 and 2005", "after 2005": where slot `slot` of the timeline is. */
  const where = (slot: number, timelineYears: number[] = years) => {
    if (timelineYears.length === 0) return "";
    if (slot <= 0) return t("game.whereFirst", { year: timelineYears[0] });
    if (slot >= timelineYears.length) return t("game.whereLast", { year: timelineYears[timelineYears.length - 1] });
    return t("game.whereBetween", { before: timelineYears[slot - 1], after: timelineYears[slot] });
  };
  const positionText = (slot: number) =>
    t("game.position", { slot: slot + 1, slots: state.timeline.length + 1, where: where(slot) });

  const announceRound = (d: Deal, round: number) => {
    const anchor = card(d.anchor);
    setAnnouncement(
      t("game.roundStart", { round: round + 1, total: rounds.length, title: anchor.title, year: anchor.year }),
    );
  };

  const start = () => {
    const first = deal(cards, 0, Math.random);
    if (!first) return;
    setHeld(null);
    dispatch({ type: "start", deal: first });
    announceRound(first, 0);
    focusAfter.current = "hand";
  };

  const nextRound = () => {
    const next = deal(cards, state.round + 1, Math.random, new Set(state.used));
    if (!next) return;
    dispatch({ type: "nextRound", deal: next });
    announceRound(next, state.round + 1);
    focusAfter.current = "hand";
  };

  const place = (id: string, slot: number) => {
    const placed = card(id);
    const slots = correctSlots(years, placed.year);
    const right = slots.includes(slot);
    const points = pointsFor(right, right ? state.streak + 1 : 0);
    setHeld(null);
    dispatch({ type: "place", id, slot });
    setAnnouncement(
      right
        ? `${t("game.announceRight", { title: placed.title, year: placed.year, points, score: state.score + points })} ${placed.fact}`
        : `${t("game.announceWrong", { title: placed.title, year: placed.year, where: where(slots[0], years) })} ${placed.fact}`,
    );
    focusAfter.current = state.hand.length > 1 ? "hand" : state.round >= rounds.length - 1 ? "results" : "next";
  };

  // Focus follows the game: the next card, "next round", or the results.
  useEffect(() => {
    const target = focusAfter.current;
    if (!target) return;
    focusAfter.current = null;
    if (target === "hand") handRef.current?.focus();
    else (target === "next" ? nextRef : resultsRef).current?.querySelector<HTMLElement>("button, h3")?.focus();
  });

  const drag = useCardDrag({
    enabled: current !== undefined,
    onStart: () => {
      if (!current) return;
      setHeld(null);
      setAnnouncement(t("game.picked", { title: card(current).title, position: "" }).replace(/\s+/g, " "));
    },
    onDrop: (slot) => {
      if (current) place(current, slot);
    },
    onCancel: () => {
      if (current) setAnnouncement(t("game.cancelled", { title: card(current).title }));
    },
  });

  const moveHeld = (slot: number) => {
    if (!held) return;
    const clamped = Math.max(0, Math.min(slot, state.timeline.length));
    setHeld({ ...held, slot: clamped });
    setAnnouncement(positionText(clamped));
  };

  const onCardKeyDown = (event: React.KeyboardEvent) => {
    if (!current) return;
    const key = event.key;
    if (key === " " || key === "Enter") {
      event.preventDefault();
      if (held) place(current, held.slot);
      else {
        setHeld({ id: current, slot: 0, by: "keyboard" });
        setAnnouncement(t("game.picked", { title: card(current).title, position: positionText(0) }));
      }
    } else if (held && (key === "ArrowUp" || key === "ArrowLeft")) {
      event.preventDefault();
      moveHeld(held.slot - 1);
    } else if (held && (key === "ArrowDown" || key === "ArrowRight")) {
      event.preventDefault();
      moveHeld(held.slot + 1);
    } else if (held && key === "Home") {
      event.preventDefault();
      moveHeld(0);
    } else if (held && key === "End") {
      event.preventDefault();
      moveHeld(state.timeline.length);
    } else if (held && key === "Escape") {
      event.preventDefault();
      setHeld(null);
      setAnnouncement(t("game.cancelled", { title: card(current).title }));
    }
  };

  // A click that is not the end of a drag: tap to pick up (then tap a position), tap again to put back.
  const onCardClick = (event: React.MouseEvent) => {
    if (!current || event.detail === 0 || drag.justDragged()) return;
    if (held) {
      setHeld(null);
      setAnnouncement(t("game.cancelled", { title: card(current).title }));
    } else {
      setHeld({ id: current, slot: 0, by: "tap" });
      setAnnouncement(t("game.picked", { title: card(current).title, position: "" }).replace(/\s+/g, " "));
    }
  };

  const showSlots = Boolean(held) || drag.dragging;
  const activeSlot = drag.dragging ? drag.slot : held?.by === "keyboard" ? held.slot : null;
  const last = state.last ? card(state.last.id) : null;
  const yearsBefore = state.last && last ? years.filter((_, index) => index !== state.last!.correctedSlot) : years;

  if (cards.length === 0) {
    return (
      <Section spacing="sm" aria-labelledby="jogo">
        <Container size="narrow">
          <Heading level={2} id="jogo">
            {t("game.heading")}
          </Heading>
          <Text>{t("game.noEvents")}</Text>
        </Container>
      </Section>
    );
  }

  return (
    <Section tone="alt" spacing="sm" aria-labelledby="jogo" className={styles.game} data-game-phase={state.phase}>
      <Container size="narrow">
        <div>
          <Heading level={2} id="jogo">
            {t("game.heading")}
          </Heading>

          {state.phase === "intro" && (
            <div className={styles.intro}>
              <Text>{t("game.intro")}</Text>
              <Text className={styles.best} data-game-best={best ?? ""}>
                {best ? t("game.best", { score: best }) : t("game.bestNone")}
              </Text>
              <Button size="lg" onClick={start}>
                {t("game.play")}
              </Button>
            </div>
          )}

          {state.phase !== "intro" && (
            <p className={styles.round} data-game-round={state.round + 1}>
              {t("game.round", { round: state.round + 1, total: rounds.length })}
            </p>
          )}
          {state.phase !== "intro" && (
            <dl className={styles.status}>
              <div>
                <dt>{t("game.score")}</dt>
                <dd data-game-score={state.score}>{state.score}</dd>
              </div>
              <div>
                <dt>{t("game.streak")}</dt>
                <dd data-game-streak={state.streak}>{state.streak}</dd>
              </div>
              <div>
                <dt>{t("game.record")}</dt>
                <dd>{best ?? 0}</dd>
              </div>
            </dl>
          )}

          {state.phase === "playing" && current && (
            <div className={styles.hand}>
              <p id="game-instructions" className={styles.instructions}>
                {t("game.instructions")}
              </p>
              <Heading level={3} size="sm">
                {t("game.yourCard")}
              </Heading>
              <button
                ref={handRef}
                key={current}
                type="button"
                className={[styles.card, styles.handCard, held || drag.dragging ? styles.lifted : ""].join(" ")}
                data-event-id={current}
                aria-describedby="game-instructions"
                aria-pressed={Boolean(held)}
                onKeyDown={onCardKeyDown}
                onKeyUp={(event) => event.key === " " && event.preventDefault()}
                onClick={onCardClick}
                onBlur={() => held?.by === "keyboard" && setHeld(null)}
                {...drag.handlers}
              >
                <CardFace card={card(current)} />
              </button>
              <p className={styles.remaining}>
                {state.hand.length > 1 ? t("game.remaining", { count: state.hand.length - 1 }) : t("game.lastCard")}
              </p>
            </div>
          )}

          {state.phase !== "intro" && state.phase !== "finished" && (
            <GameBoard
              state={state}
              card={card}
              where={where}
              slots={showSlots && current ? { active: activeSlot, onPlace: (slot) => place(current, slot) } : null}
              timelineRef={drag.timelineRef}
            />
          )}

          {last && state.last && state.phase !== "finished" && (
            <div
              className={[styles.feedback, state.last.correct ? styles.right : styles.wrong].join(" ")}
              data-game-feedback={state.last.correct ? "right" : "wrong"}
            >
              <p className={styles.feedbackTitle}>
                {state.last.correct
                  ? t("game.rightTitle", { points: state.last.points })
                  : t("game.wrongTitle", { title: last.title, year: last.year })}
              </p>
              {!state.last.correct && <p>{t("game.wrongText", { where: where(state.last.slot, yearsBefore) })}</p>}
              <p>{last.fact}</p>
            </div>
          )}

          {state.phase === "roundOver" && (
            <div className={styles.roundOver} ref={nextRef}>
              <p>{t("game.roundOver", { round: state.round + 1 })}</p>
              <Button onClick={nextRound}>{t("game.nextRound")}</Button>
            </div>
          )}

          {state.phase === "finished" && (
            <GameResults
              containerRef={resultsRef}
              state={state}
              best={best}
              newBest={newBest}
              last={last}
              onPlayAgain={start}
            />
          )}

          <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-game-announcer>
            {announcement}
          </div>
        </div>
      </Container>
      {drag.dragging && current && (
        <div
          className={[styles.card, styles.handCard, styles.ghost].join(" ")}
          style={drag.ghostStyle}
          aria-hidden="true"
        >
          <CardFace card={card(current)} />
        </div>
      )}
    </Section>
  );
}
