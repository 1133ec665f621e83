import React, { useEffect, useState } from "react";
import { Button, Heading } from "../../components/ui";
import { useCopyLink } from "../../hooks/use-copy-link";
import { useTranslation } from "../../i18n/i18n-context";
import { maxScore, rounds, type GameState } from "../../domain/timeline-rules";
import type { TimelineCard } from "./card-face";
import * as styles from "./timeline-game.module.css";

const totalCards = rounds.reduce((sum, round) => sum + round.hand, 0);

/**
 * The end of a game: the score, the record, the last card's fact, the page's link to share (the Web Share API
 * where the browser has one, else copied to the clipboard) and "play again".
 */
export function GameResults({
  containerRef,
  state,
  best,
  newBest,
  last,
  onPlayAgain,
}: {
  containerRef: React.RefObject<HTMLDivElement>;
  state: GameState;
  best: number | null;
  newBest: boolean;
  last: TimelineCard | null;
  onPlayAgain: () => void;
}) {
  const { t } = useTranslation("jogo-linha-do-tempo");
  const { state: copyState, copy } = useCopyLink();
  const [canShare, setCanShare] = useState(false);
  const [shareUrl, setShareUrl] = useState("");

  useEffect(() => {
    setCanShare(typeof navigator.share === "function");
    setShareUrl(window.location.href.split(/[?#]/)[0]);
  }, []);

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
    await copy(shareUrl);
  };

  return (
    <div className={styles.results} data-game-results ref={containerRef}>
      <Heading level={3} tabIndex={-1}>
        {t("game.resultsHeading")}
      </Heading>
      <p className={styles.total} data-game-final-score={state.score}>
        {t("game.resultScore", { score: state.score, max: maxScore() })}
      </p>
      <p>{t("game.resultCorrect", { correct: state.correctCount, total: totalCards })}</p>
      <p>{t("game.resultStreak", { streak: state.bestStreak })}</p>
      <p data-game-best={best ?? ""}>{newBest ? t("game.newBest") : t("game.best", { score: best ?? state.score })}</p>
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
        <Button variant="secondary" onClick={onPlayAgain}>
          {t("game.playAgain")}
        </Button>
      </div>
      <p role="status" className={styles.copyStatus}>
        {copyState === "copied" ? t("game.copied") : copyState === "failed" ? t("game.copyFailed") : ""}
      </p>
    </div>
  );
}
