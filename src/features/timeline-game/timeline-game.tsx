import React, { useEffect, useMemo, useReducer, useRef, useState } from "react";
import { Button, Container, Heading, Section, Text } from "../../components/ui";
import { useTranslation } from "../../i18n/i18n-context";
import { pushEvent } from "../third-party/data-layer";
import {
  correctSlots,
  deal,
  gameReducer,
  initialState,
  maxScore,
  pointsFor,
  rounds,
  bestScore as nextBest,
  type Deal,
} from "../../domain/timeline-rules";
import { CardFace, type TimelineCard } from "./card-face";
import { useCardDrag } from "./use-card-drag";
import * as styles from "./timeline-game.module.css";

export type { TimelineCard };

export const bestScoreKey = "circulare:timeline-game:best";
const ns = "jogo-linha-do-tempo";
const totalCards = rounds.reduce((sum, round) => sum + round.hand, 0);

function readBest(): number | null {
  try {
    const stored = window.localStorage.getItem(bestScoreKey);
    return stored === null ? null : nextBest(stored, 0) || null;
  } catch {
    return null; // storage blocked: the game still plays, without a record
  }
}

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
  const [held, setHeld] = useState<{ id: string; slot: number; by: "keyboard" | "tap" } | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [best, setBest] = useState<number | null>(null);
  const [newBest, setNewBest] = useState(false);
  const [copyState, setCopyState] = useState<"idle" | "copied" | "failed">("idle");
  const [canShare, setCanShare] = useState(false);
  const [shareUrl, setShareUrl] = useState("");
  const handRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLDivElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const focusAfter = useRef<"hand" | "next" | "results" | null>(null);

  useEffect(() => {
    setBest(readBest());
    setCanShare(typeof navigator.share === "function");
    setShareUrl(window.location.href.split(/[?#]/)[0]);
  }, []);

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
    setNewBest(false);
    setCopyState("idle");
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

  // The end of a game: the record, and the data layer's event.
  useEffect(() => {
    if (state.phase !== "finished") return;
    let stored: string | null = null;
    try {
      stored = window.localStorage.getItem(bestScoreKey);
    } catch {
      /* storage blocked */
    }
    const previous = stored === null ? 0 : nextBest(stored, 0);
    const updated = nextBest(stored, state.score);
    setNewBest(state.score > 0 && state.score > previous);
    setBest(updated);
    try {
      window.localStorage.setItem(bestScoreKey, String(updated));
    } catch {
      /* storage blocked: the record lives until the page closes */
    }
    pushEvent({
      event: "game_finished",
      score: state.score,
      rounds: rounds.length,
      correct: state.correctCount,
      cards: state.placedCount,
    });
  }, [state.phase]); // eslint-disable-line react-hooks/exhaustive-deps -- once per finished game

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
  const misplacedAt =
    state.last && !state.last.correct
      ? state.last.slot > state.last.correctedSlot
        ? state.last.slot + 1
        : state.last.slot
      : -1;
  const yearsBefore = state.last && last ? years.filter((_, index) => index !== state.last!.correctedSlot) : years;

  const share = async () => {
    const text = t("game.shareText", { score: state.score });
    if (canShare) {
      try {
        await navigator.share({ title: t("game.shareTitle"), text, url: shareUrl });
        return;
      } catch (error) {
        if ((error as Error).name === "AbortError") return; // the visitor closed the share sheet
      }
    }
    try {
      await navigator.clipboard.writeText(shareUrl);
      setCopyState("copied");
    } catch {
      setCopyState("failed");
    }
  };

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
            <div className={styles.board}>
              <Heading level={3} size="sm" id="game-timeline">
                {t("game.timeline")}
              </Heading>
              <p className={styles.hint}>{t("game.timelineHint")}</p>
              <ol className={styles.timeline} aria-labelledby="game-timeline" data-game-timeline ref={drag.timelineRef}>
                {state.timeline.map((id, index) => (
                  <React.Fragment key={id}>
                    {showSlots && current && (
                      <Slot
                        slot={index}
                        active={activeSlot === index}
                        detail={where(index)}
                        text={t("game.placeHere")}
                        onPlace={() => place(current, index)}
                      />
                    )}
                    {!showSlots && index === misplacedAt && <Misplaced text={t("game.misplaced")} />}
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
                {showSlots && current && (
                  <Slot
                    slot={state.timeline.length}
                    active={activeSlot === state.timeline.length}
                    detail={where(state.timeline.length)}
                    text={t("game.placeHere")}
                    onPlace={() => place(current, state.timeline.length)}
                  />
                )}
                {!showSlots && misplacedAt === state.timeline.length && <Misplaced text={t("game.misplaced")} />}
              </ol>
            </div>
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
            <div className={styles.results} data-game-results ref={resultsRef}>
              <Heading level={3} tabIndex={-1}>
                {t("game.resultsHeading")}
              </Heading>
              <p className={styles.total} data-game-final-score={state.score}>
                {t("game.resultScore", { score: state.score, max: maxScore() })}
              </p>
              <p>{t("game.resultCorrect", { correct: state.correctCount, total: totalCards })}</p>
              <p>{t("game.resultStreak", { streak: state.bestStreak })}</p>
              <p data-game-best={best ?? ""}>
                {newBest ? t("game.newBest") : t("game.best", { score: best ?? state.score })}
              </p>
              {last && state.last && (
                <p className={styles.lastFact}>
                  <strong>
                    {last.year} · {last.title}.
                  </strong>{" "}
                  {last.fact}
                </p>
              )}
              <label className={styles.link}>
                <span>{t("game.link")}</span>
                <input type="url" readOnly value={shareUrl} onFocus={(event) => event.currentTarget.select()} />
              </label>
              <div className={styles.actions}>
                <Button onClick={share}>{canShare ? t("game.share") : t("game.copy")}</Button>
                <Button variant="secondary" onClick={start}>
                  {t("game.playAgain")}
                </Button>
              </div>
              <p role="status" className={styles.copyStatus}>
                {copyState === "copied" ? t("game.copied") : copyState === "failed" ? t("game.copyFailed") : ""}
              </p>
            </div>
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
