/**
 * The timeline game's rules, pure: which cards a round deals, where a card may go, what an answer scores.
 * The page (src/features/timeline-game/timeline-game.tsx) keeps its state with `gameReducer`; the build's content
 * check (src/content/timeline-content.ts) needs `minimumEvents`, hence the domain. Nothing here touches the DOM
 * or storage.
 */

/** What the rules need of an event (the page's cards carry the texts too). */
export type GameEvent = { id: string; year: number };

/**
 * The rounds, each harder than the last: more cards in the hand, and years closer together. A round starts
 * with one card already on the timeline (its anchor), face up. `minGap` is the least distance in years between
 * any two cards of the deal; `contiguous` deals neighbours in time (a run of the events sorted by year).
 */
export const rounds = [
  { hand: 3, minGap: 6, contiguous: false },
  { hand: 4, minGap: 3, contiguous: false },
  { hand: 5, minGap: 1, contiguous: true },
] as const;

/** The fewest events (with distinct years) a language needs for every round to be dealt. */
export const minimumEvents = Math.max(...rounds.map((round) => round.hand + 1));

/** Points for a right answer, times the streak (this answer included) up to `maxMultiplier`. */
export const basePoints = 10;
export const maxMultiplier = 3;

/** Points a placement earns: nothing when wrong; 10, 20, 30, 30… along a streak of right answers. */
export function pointsFor(correct: boolean, streakAfter: number): number {
  return correct ? basePoints * Math.min(Math.max(streakAfter, 1), maxMultiplier) : 0;
}

/** The most a whole game can score (every answer right). */
export function maxScore(): number {
  let total = 0;
  let streak = 0;
  for (const round of rounds) {
    for (let card = 0; card < round.hand; card++) total += pointsFor(true, ++streak);
  }
  return total;
}

/** A random number in [0, 1), injected so dealing is testable (`Math.random` in the page). */
export type Random = () => number;

function shuffle<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

export type Deal = { anchor: string; hand: string[] };

/**
 * The cards of round `roundIndex`: an anchor and `hand` cards, all of distinct years at least `minGap` apart
 * (or a run of neighbours in time for a contiguous round). Events already played (`used`) are avoided while
 * enough others remain. Returns null when the events cannot make such a deal even with the gap relaxed.
 */
export function deal(
  events: readonly GameEvent[],
  roundIndex: number,
  random: Random,
  used: ReadonlySet<string> = new Set(),
): Deal | null {
  const round = rounds[Math.min(roundIndex, rounds.length - 1)];
  const size = round.hand + 1;
  const fresh = events.filter((event) => !used.has(event.id));
  const pools = fresh.length >= size ? [fresh, events] : [events];
  for (const pool of pools) {
    const picked = round.contiguous ? pickRun(pool, size, random) : pickSpread(pool, size, round.minGap, random);
    if (picked) {
      const [anchor, ...hand] = shuffle(picked, random);
      return { anchor: anchor.id, hand: hand.map((event) => event.id) };
    }
  }
  // Not enough spread: relax the gap down to distinct years.
  for (let gap = round.minGap - 1; gap >= 1; gap--) {
    const picked = pickSpread(events, size, gap, random);
    if (picked) {
      const [anchor, ...hand] = shuffle(picked, random);
      return { anchor: anchor.id, hand: hand.map((event) => event.id) };
    }
  }
  return null;
}

/** `size` events whose years are pairwise at least `gap` apart, chosen at random; null if none found. */
function pickSpread(pool: readonly GameEvent[], size: number, gap: number, random: Random): GameEvent[] | null {
  for (let attempt = 0; attempt < 20; attempt++) {
    const picked: GameEvent[] = [];
    for (const event of shuffle(pool, random)) {
      if (picked.every((other) => Math.abs(other.year - event.year) >= gap)) picked.push(event);
      if (picked.length === size) return picked;
    }
  }
  return null;
}

/** `size` events that are neighbours in time (one per year, taken from a random window of the sorted years). */
function pickRun(pool: readonly GameEvent[], size: number, random: Random): GameEvent[] | null {
  const byYear = new Map<number, GameEvent[]>();
  for (const event of pool) byYear.set(event.year, [...(byYear.get(event.year) ?? []), event]);
  const years = [...byYear.keys()].sort((a, b) => a - b);
  if (years.length < size) return null;
  const start = Math.floor(random() * (years.length - size + 1));
  return years.slice(start, start + size).map((year) => {
    const options = byYear.get(year)!;
    return options[Math.floor(random() * options.length)];
  });
}

/** The slots (0 = before the first card … n = after the last) where a card of `year` is in order. */
export function correctSlots(timelineYears: readonly number[], year: number): number[] {
  const slots: number[] = [];
  for (let slot = 0; slot <= timelineYears.length; slot++) {
    const before = slot === 0 ? -Infinity : timelineYears[slot - 1];
    const after = slot === timelineYears.length ? Infinity : timelineYears[slot];
    if (before <= year && year <= after) slots.push(slot);
  }
  return slots;
}

export type Placement = { id: string; slot: number; correct: boolean; correctedSlot: number; points: number };

export type GameState = {
  phase: "intro" | "playing" | "roundOver" | "finished";
  round: number;
  /** Ids on the timeline, oldest first. */
  timeline: string[];
  /** Ids still to place, in the order dealt. */
  hand: string[];
  /** Every id dealt so far in this game (not dealt again while others remain). */
  used: string[];
  score: number;
  streak: number;
  bestStreak: number;
  correctCount: number;
  placedCount: number;
  last: Placement | null;
};

export const initialState: GameState = {
  phase: "intro",
  round: 0,
  timeline: [],
  hand: [],
  used: [],
  score: 0,
  streak: 0,
  bestStreak: 0,
  correctCount: 0,
  placedCount: 0,
  last: null,
};

export type GameAction =
  { type: "start"; deal: Deal } | { type: "place"; id: string; slot: number } | { type: "nextRound"; deal: Deal };

/**
 * The game as a reducer over event years (`yearOf`). "place" puts a hand card on the timeline: in the slot
 * chosen when that is in order, else in the right one (the placement records both). A round is over when the
 * hand is empty; the game when the last round is.
 */
export function gameReducer(yearOf: (id: string) => number) {
  return (state: GameState, action: GameAction): GameState => {
    switch (action.type) {
      case "start":
        return {
          ...initialState,
          phase: "playing",
          timeline: [action.deal.anchor],
          hand: action.deal.hand,
          used: [action.deal.anchor, ...action.deal.hand],
        };
      case "nextRound":
        if (state.phase !== "roundOver") return state;
        return {
          ...state,
          phase: "playing",
          round: state.round + 1,
          timeline: [action.deal.anchor],
          hand: action.deal.hand,
          used: [...state.used, action.deal.anchor, ...action.deal.hand],
          last: null,
        };
      case "place": {
        if (state.phase !== "playing" || !state.hand.includes(action.id)) return state;
        const years = state.timeline.map(yearOf);
        const slots = correctSlots(years, yearOf(action.id));
        const slot = Math.max(0, Math.min(action.slot, state.timeline.length));
        const correct = slots.includes(slot);
        const correctedSlot = correct ? slot : slots[0];
        const streak = correct ? state.streak + 1 : 0;
        const points = pointsFor(correct, streak);
        const timeline = [...state.timeline];
        timeline.splice(correctedSlot, 0, action.id);
        const hand = state.hand.filter((id) => id !== action.id);
        const roundDone = hand.length === 0;
        return {
          ...state,
          phase: roundDone ? (state.round >= rounds.length - 1 ? "finished" : "roundOver") : "playing",
          timeline,
          hand,
          score: state.score + points,
          streak,
          bestStreak: Math.max(state.bestStreak, streak),
          correctCount: state.correctCount + (correct ? 1 : 0),
          placedCount: state.placedCount + 1,
          last: { id: action.id, slot, correct, correctedSlot, points },
        };
      }
    }
  };
}

/** The best score kept in the browser: the higher of the stored one (if any, and sane) and this game's. */
export function bestScore(stored: string | null, score: number): number {
  const previous = Number(stored);
  return Number.isInteger(previous) && previous > 0 && previous <= maxScore() ? Math.max(previous, score) : score;
}
