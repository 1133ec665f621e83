import fc from "fast-check";
import { useFastCheckSeed } from "../../__tests__/fast-check-seed";
import {
  bestScore,
  correctSlots,
  deal,
  gameReducer,
  initialState,
  maxScore,
  minimumEvents,
  pointsFor,
  rounds,
  type GameEvent,
  type GameState,
} from "../timeline-rules";

useFastCheckSeed("domain/timeline-rules.test.ts");

/** A seeded random source, so a failing property replays. */
const seeded = (seed: number) => {
  let s = seed >>> 0 || 1;
  return () => {
    s = (Math.imul(s ^ (s >>> 15), 2246822507) + 0x6d2b79f5) >>> 0;
    return s / 2 ** 32;
  };
};

const years = [
  1981, 1993, 1996, 1998, 1999, 2004, 2005, 2006, 2007, 2009, 2010, 2011, 2012, 2013, 2015, 2016, 2017, 2018, 2019,
  2020, 2021, 2022, 2023, 2024,
];
const events: GameEvent[] = years.map((year, i) => ({ id: `e${i}`, year }));
const yearOf = (id: string) => events.find((event) => event.id === id)!.year;

describe("pointsFor", () => {
  it("gives nothing for a wrong answer and 10, 20, 30, 30 along a streak", () => {
    expect(pointsFor(false, 0)).toBe(0);
    expect([1, 2, 3, 4, 9].map((streak) => pointsFor(true, streak))).toEqual([10, 20, 30, 30, 30]);
  });

  it("makes a perfect game worth 330 over 12 cards", () => {
    expect(rounds.reduce((sum, round) => sum + round.hand, 0)).toBe(12);
    expect(maxScore()).toBe(330);
  });
});

describe("correctSlots", () => {
  it("finds the one slot between the neighbouring years", () => {
    expect(correctSlots([1998, 2005, 2010], 1993)).toEqual([0]);
    expect(correctSlots([1998, 2005, 2010], 2006)).toEqual([2]);
    expect(correctSlots([1998, 2005, 2010], 2024)).toEqual([3]);
  });

  it("accepts either side of a card of the same year", () => {
    expect(correctSlots([1998, 2005, 2010], 2005)).toEqual([1, 2]);
  });
});

describe("deal", () => {
  it("deals every round from 24 events, with distinct years at the round's least gap", () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: rounds.length - 1 }), (seed, roundIndex) => {
        const result = deal(events, roundIndex, seeded(seed));
        expect(result).not.toBeNull();
        const ids = [result!.anchor, ...result!.hand];
        expect(result!.hand).toHaveLength(rounds[roundIndex].hand);
        expect(new Set(ids).size).toBe(ids.length);
        const dealt = ids.map(yearOf).sort((a, b) => a - b);
        for (let i = 1; i < dealt.length; i++)
          expect(dealt[i] - dealt[i - 1]).toBeGreaterThanOrEqual(rounds[roundIndex].minGap);
      }),
    );
  });

  it("deals neighbours in time in the contiguous round", () => {
    const last = rounds.length - 1;
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const result = deal(events, last, seeded(seed))!;
        const dealt = [result.anchor, ...result.hand].map(yearOf).sort((a, b) => a - b);
        const first = years.indexOf(dealt[0]);
        expect(dealt).toEqual(years.slice(first, first + dealt.length));
      }),
    );
  });

  it("avoids events already played while enough others remain", () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const random = seeded(seed);
        const used = new Set<string>();
        for (let round = 0; round < rounds.length; round++) {
          const result = deal(events, round, random, used)!;
          for (const id of [result.anchor, ...result.hand]) {
            expect(used.has(id)).toBe(false);
            used.add(id);
          }
        }
      }),
    );
  });

  it("deals nothing when there are too few distinct years", () => {
    const few = events.slice(0, minimumEvents - 1);
    expect(deal(few, rounds.length - 1, seeded(1))).toBeNull();
    const sameYear = Array.from({ length: 10 }, (_, i) => ({ id: `s${i}`, year: 2005 }));
    expect(deal(sameYear, 0, seeded(1))).toBeNull();
  });
});

describe("gameReducer", () => {
  const reduce = gameReducer(yearOf);
  const start = (anchor: string, hand: string[]) => reduce(initialState, { type: "start", deal: { anchor, hand } });

  it("puts a right answer where it was dropped, scores it and grows the streak", () => {
    let state = start("e3", ["e6", "e0"]); // 1998; 2005, 1981
    state = reduce(state, { type: "place", id: "e6", slot: 1 });
    expect(state.timeline).toEqual(["e3", "e6"]);
    expect(state.last).toMatchObject({ correct: true, points: 10 });
    state = reduce(state, { type: "place", id: "e0", slot: 0 });
    expect(state).toMatchObject({
      timeline: ["e0", "e3", "e6"],
      score: 30,
      streak: 2,
      correctCount: 2,
      phase: "roundOver",
    });
  });

  it("moves a wrong answer to its right slot, scores nothing and breaks the streak", () => {
    let state = start("e3", ["e6", "e0", "e10"]);
    state = reduce(state, { type: "place", id: "e6", slot: 1 });
    state = reduce(state, { type: "place", id: "e0", slot: 2 }); // 1981 after 2005: wrong
    expect(state.last).toEqual({ id: "e0", slot: 2, correct: false, correctedSlot: 0, points: 0 });
    expect(state.timeline).toEqual(["e0", "e3", "e6"]);
    expect(state).toMatchObject({ score: 10, streak: 0, bestStreak: 1, phase: "playing" });
  });

  it("ignores a card that is not in the hand and a drop outside a round", () => {
    const state = start("e3", ["e6"]);
    expect(reduce(state, { type: "place", id: "e9", slot: 0 })).toBe(state);
    expect(reduce(initialState, { type: "place", id: "e6", slot: 0 })).toBe(initialState);
  });

  it("plays every round and finishes with the whole score, whatever the answers", () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }), (seed, answers) => {
        const random = seeded(seed);
        let state: GameState = reduce(initialState, { type: "start", deal: deal(events, 0, random)! });
        let expectedScore = 0;
        let streak = 0;
        let turn = 0;
        while (state.phase !== "finished") {
          if (state.phase === "roundOver") {
            state = reduce(state, {
              type: "nextRound",
              deal: deal(events, state.round + 1, random, new Set(state.used))!,
            });
            continue;
          }
          const id = state.hand[0];
          const right = correctSlots(state.timeline.map(yearOf), yearOf(id))[0];
          const slot = answers[turn++] ? right : right === 0 ? state.timeline.length : 0;
          streak = slot === right ? streak + 1 : 0;
          expectedScore += pointsFor(slot === right, streak);
          state = reduce(state, { type: "place", id, slot });
          // The timeline is always in order.
          const placed = state.timeline.map(yearOf);
          expect(placed).toEqual([...placed].sort((a, b) => a - b));
        }
        expect(turn).toBe(12);
        expect(state.score).toBe(expectedScore);
        expect(state.correctCount).toBe(answers.filter(Boolean).length);
        expect(state.round).toBe(rounds.length - 1);
      }),
    );
  });
});

describe("bestScore", () => {
  it("keeps the higher of the stored best and this game, ignoring nonsense in storage", () => {
    expect(bestScore(null, 40)).toBe(40);
    expect(bestScore("120", 40)).toBe(120);
    expect(bestScore("120", 200)).toBe(200);
    expect(bestScore("not a number", 40)).toBe(40);
    expect(bestScore("99999", 40)).toBe(40);
  });
});
