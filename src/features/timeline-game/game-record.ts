import { useEffect, useState } from "react";
import { bestScore as nextBest, rounds, type GameState } from "../../domain/timeline-rules";
import { pushEvent } from "../third-party/data-layer";

/** The visitor's best score, kept in this browser. */
export const bestScoreKey = "circulare:timeline-game:best";

function readBest(): number | null {
  try {
    const stored = window.localStorage.getItem(bestScoreKey);
    return stored === null ? null : nextBest(stored, 0) || null;
  } catch {
    return null; // storage blocked: the game still plays, without a record
  }
}

/**
 * The visitor's record: read once the page runs, and at the end of each game stored (when beaten, `newBest`) with
 * the data layer's `game_finished` event. Storage blocked: the game still plays, the record lives until the page
 * closes.
 */
export function useBestScore(state: GameState): { best: number | null; newBest: boolean } {
  const [best, setBest] = useState<number | null>(null);
  const [newBest, setNewBest] = useState(false);

  useEffect(() => setBest(readBest()), []);

  useEffect(() => {
    if (state.phase === "playing" && state.round === 0) setNewBest(false);
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
  }, [state.phase]); // eslint-disable-line react-hooks/exhaustive-deps -- once per finished game, once per new game

  return { best, newBest };
}
