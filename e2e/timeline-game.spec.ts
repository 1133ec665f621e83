import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { axe } from "./axe";
import { startDecapServer } from "./decap-server";
import { expect, test, type Page } from "./test";
import { fill, strings } from "./content";
import type { Language } from "../src/config/languages";
import { jsBudgetFor } from "../scripts/lib/budgets";
import { loadedScripts } from "../scripts/lib/page-scripts";

/**
 * The timeline game, played whole: with the mouse (drag and drop), with a finger (touch emulation, 360 px
 * wide) and with the keyboard alone, in pt, en and es. The right place of each card comes from the content
 * files (content/timeline/<id>.<lang>.json) by the card's `data-event-id`, never from the page.
 */
type EventFile = { year: number; title: string; fact: string };

const gamePath = (language: Language) => `${language === "pt" ? "" : `/${language}`}/jogo-linha-do-tempo-circulare/`;
const game = (language: Language) => strings(language, "jogo-linha-do-tempo").game;
const eventFile = (id: string, language: Language): EventFile =>
  JSON.parse(fs.readFileSync(path.join("content/timeline", `${id}.${language}.json`), "utf8")) as EventFile;
const cardsPerGame = 12;
const points = (streak: number) => 10 * Math.min(streak, 3);

const hand = (page: Page) => page.locator("button[data-event-id]");
const placed = (page: Page) => page.locator("[data-game-timeline] li[data-event-id]");

/** The card in hand, and the slot where it belongs, read from the content files. */
async function nextMove(page: Page, language: Language): Promise<{ id: string; right: number; count: number }> {
  const id = (await hand(page).getAttribute("data-event-id"))!;
  const ids = await placed(page).evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.eventId!));
  const year = eventFile(id, language).year;
  return { id, right: ids.filter((other) => eventFile(other, language).year < year).length, count: ids.length };
}

type Mover = (page: Page, slot: number) => Promise<void>;

/** Mouse: press on the card, move past the drag threshold, move over the slot, release. */
const mouseDrag: Mover = async (page, slot) => {
  const card = hand(page);
  await card.scrollIntoViewIfNeeded();
  const from = (await card.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 12, { steps: 3 });
  const target = page.locator(`[data-slot="${slot}"]`);
  await target.scrollIntoViewIfNeeded();
  const to = (await target.boundingBox())!;
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 6 });
  await expect(page.locator(`[data-slot="${slot}"][data-active]`)).toBeVisible(); // the slot under the pointer is marked
  await page.mouse.up();
};

/** A finger, through Chromium's touch input (pointer events of type "touch"). */
const touchDrag: Mover = async (page, slot) => {
  const cdp = await page.context().newCDPSession(page);
  const card = hand(page);
  await card.scrollIntoViewIfNeeded();
  const from = (await card.boundingBox())!;
  const touch = (type: "touchStart" | "touchMove" | "touchEnd", x: number, y: number) =>
    cdp.send("Input.dispatchTouchEvent", { type, touchPoints: type === "touchEnd" ? [] : [{ x, y }] });
  let x = from.x + from.width / 2;
  let y = from.y + from.height / 2;
  await touch("touchStart", x, y);
  for (let i = 1; i <= 3; i++) await touch("touchMove", x + 4 * i, y + 4 * i);
  const target = page.locator(`[data-slot="${slot}"]`);
  await target.scrollIntoViewIfNeeded();
  const to = (await target.boundingBox())!;
  for (let i = 1; i <= 5; i++) {
    await touch("touchMove", x + ((to.x + to.width / 2 - x) * i) / 5, y + ((to.y + to.height / 2 - y) * i) / 5);
  }
  x = to.x + to.width / 2;
  y = to.y + to.height / 2;
  await touch("touchEnd", x, y);
  await cdp.detach();
};

/** The keyboard alone: Space picks up (at the first slot), arrows move, Enter drops. */
const keyboard: Mover = async (page, slot) => {
  await expect(hand(page)).toBeFocused();
  await page.keyboard.press("Space");
  for (let i = 0; i < slot; i++) await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
};

/**
 * Plays a whole game with `move`, answering wrong where `wrongAt` says (by card number), checking the score,
 * the streak, the timeline's order and the feedback after every card. Returns the final score.
 */
async function playGame(
  page: Page,
  language: Language,
  move: Mover,
  wrongAt: ReadonlySet<number> = new Set(),
): Promise<number> {
  const t = game(language);
  let score = 0;
  let streak = 0;
  for (let turn = 0; turn < cardsPerGame; turn++) {
    const phase = await page.locator("[data-game-phase]").getAttribute("data-game-phase");
    if (phase === "roundOver") {
      if (move === keyboard) {
        await expect(page.getByRole("button", { name: t.nextRound })).toBeFocused();
        await page.keyboard.press("Enter");
      } else await page.getByRole("button", { name: t.nextRound }).click();
    }
    await expect(page.locator("[data-game-phase]")).toHaveAttribute("data-game-phase", "playing");
    const { id, right, count } = await nextMove(page, language);
    const wrong = wrongAt.has(turn);
    const slot = wrong ? (right === 0 ? count : 0) : right;
    await move(page, slot);
    streak = wrong ? 0 : streak + 1;
    score += wrong ? 0 : points(streak);

    const event = eventFile(id, language);
    if (turn < cardsPerGame - 1) {
      await expect(placed(page).and(page.locator(`[data-event-id="${id}"]`))).toHaveAttribute(
        "data-year",
        String(event.year),
      );
      await expect(page.locator("[data-game-score]")).toHaveAttribute("data-game-score", String(score));
      await expect(page.locator("[data-game-streak]")).toHaveAttribute("data-game-streak", String(streak));
      await expect(page.locator("[data-game-feedback]")).toHaveAttribute(
        "data-game-feedback",
        wrong ? "wrong" : "right",
      );
      await expect(page.locator("[data-game-feedback]")).toContainText(event.fact);
      const years = await placed(page).evaluateAll((items) =>
        items.map((item) => Number((item as HTMLElement).dataset.year)),
      );
      expect(years).toEqual([...years].sort((a, b) => a - b));
      if (wrong) {
        await expect(page.locator("[data-game-misplaced]")).toHaveText(t.misplaced);
        await expect(page.locator("[data-game-feedback]")).toContainText(
          fill(t.wrongTitle, { title: event.title, year: event.year }),
        );
      }
    }
  }
  await expect(page.locator("[data-game-results]")).toBeVisible();
  await expect(page.locator("[data-game-final-score]")).toHaveAttribute("data-game-final-score", String(score));
  await expect(page.locator("[data-game-results]")).toContainText(fill(t.resultScore, { score, max: 330 }));
  await expect(page.locator("[data-game-results]")).toContainText(
    fill(t.resultCorrect, { correct: cardsPerGame - wrongAt.size, total: cardsPerGame }),
  );
  return score;
}

async function startGame(page: Page, language: Language, viaKeyboard = false): Promise<void> {
  await page.goto(gamePath(language));
  const play = page.getByRole("button", { name: game(language).play, exact: true });
  if (viaKeyboard) {
    await play.focus();
    await page.keyboard.press("Enter");
  } else await play.click();
  await expect(hand(page)).toBeVisible();
  await expect(placed(page)).toHaveCount(1);
}

async function finishedEvents(page: Page) {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter(
      (entry) => entry.event === "game_finished",
    ),
  );
}

/**
 * A whole game is played once per way of playing, each in another language (mouse in Portuguese, finger in
 * English, keyboard in Spanish): every way of moving a card and every language's events, feedback, results
 * and record are each proven once (nine whole games proved the same nine times over, 85 s of the suite).
 */
const playedIn = { mouse: "pt", finger: "en", keyboard: "es" } as const satisfies Record<string, Language>;

test.describe("with the mouse", () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  for (const language of [playedIn.mouse]) {
    test(`plays a whole game by dragging, in ${language}: score, results, record and the data layer`, async ({
      page,
    }) => {
      test.slow(); // a whole game: 13 drags with their checks, ~10 s alone and past 30 s on a loaded 2-core machine
      await startGame(page, language);
      const score = await playGame(page, language, mouseDrag);
      expect(score).toBe(330);
      expect(await finishedEvents(page)).toEqual([
        expect.objectContaining({ event: "game_finished", score: 330, rounds: 3 }),
      ]);
      await expect(page.locator("[data-game-results]")).toContainText(game(language).newBest);

      // The record survives a reload, in this browser only.
      expect(await page.evaluate(() => localStorage.getItem("circulare:timeline-game:best"))).toBe("330");
      await page.reload();
      await expect(page.getByText(fill(game(language).best, { score: 330 }))).toBeVisible();
    });
  }

  test("a tap on the card and a click on a position also place it; a second tap puts it back", async ({ page }) => {
    const t = game("pt");
    await startGame(page, "pt");
    const { right } = await nextMove(page, "pt");
    await hand(page).click();
    await expect(page.locator("[data-slot]")).toHaveCount(2);
    await hand(page).click();
    await expect(page.locator("[data-slot]")).toHaveCount(0);
    await hand(page).click();
    await page.locator(`[data-slot="${right}"] button`).click();
    await expect(page.locator("[data-game-score]")).toHaveAttribute("data-game-score", "10");
    await expect(page.locator("[data-game-feedback]")).toContainText(fill(t.rightTitle, { points: 10 }));
  });

  test("a drop away from the timeline puts the card back", async ({ page }) => {
    await startGame(page, "pt");
    const id = await hand(page).getAttribute("data-event-id");
    const from = (await hand(page).boundingBox())!;
    await page.mouse.move(from.x + 20, from.y + 20);
    await page.mouse.down();
    await page.mouse.move(from.x + 40, Math.max(4, from.y - 200), { steps: 5 });
    await page.mouse.up();
    await expect(hand(page)).toHaveAttribute("data-event-id", id!);
    await expect(placed(page)).toHaveCount(1);
    await expect(page.locator("[data-game-announcer]")).toHaveText(
      fill(game("pt").cancelled, { title: (await nextTitle(page, "pt"))! }),
    );
  });
});

async function nextTitle(page: Page, language: Language) {
  const id = await hand(page).getAttribute("data-event-id");
  return id ? eventFile(id, language).title : null;
}

test.describe("with a finger, 360 px wide", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  for (const language of [playedIn.finger]) {
    test(`plays a whole game by touch drag, in ${language}`, async ({ page }) => {
      test.slow(); // a whole game: 13 drags with their checks, ~10 s alone and past 30 s on a loaded 2-core machine
      await startGame(page, language);
      const score = await playGame(page, language, touchDrag, new Set([4]));
      // Card 5 wrong: 10+20+30+30, then 0, then a new streak of 7: 10+20+30×5.
      expect(score).toBe(90 + 180);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      expect(await finishedEvents(page)).toEqual([expect.objectContaining({ score: 270, rounds: 3 })]);
      await expect(page.locator("[data-game-results]")).toContainText(game(language).newBest);
    });
  }
});

test.describe("with the keyboard only", () => {
  for (const language of [playedIn.keyboard]) {
    test(`plays a whole game with Space, arrows and Enter, in ${language}, every move announced`, async ({ page }) => {
      test.slow(); // a whole game, as above
      const t = game(language);
      await startGame(page, language, true);
      const title = (await nextTitle(page, language))!;
      // Pick up, move, and cancel with Esc first: nothing is placed.
      await page.keyboard.press("Space");
      await expect(page.locator("[data-game-announcer]")).toContainText(
        fill(t.picked, { title, position: "" }).split(".")[0],
      );
      await page.keyboard.press("ArrowDown");
      await expect(page.locator("[data-game-announcer]")).toContainText(
        fill(t.position, { slot: 2, slots: 2, where: "" }).split(":")[0],
      );
      await page.keyboard.press("Escape");
      await expect(page.locator("[data-game-announcer]")).toHaveText(fill(t.cancelled, { title }));
      await expect(placed(page)).toHaveCount(1);

      const score = await playGame(page, language, keyboard, new Set([0]));
      expect(score).toBe(10 + 20 + 30 * 9);
      await expect(page.locator("[data-game-results] h3")).toBeFocused();
      await expect(page.locator("[data-game-results]")).toContainText(game(language).newBest);
    });
  }
});

test("a wrong answer is shown where it was dropped, corrected, explained and announced", async ({ page }) => {
  const t = game("en");
  await startGame(page, "en", true);
  const { id, right, count } = await nextMove(page, "en");
  const event = eventFile(id, "en");
  await keyboard(page, right === 0 ? count : 0);
  await expect(page.locator("[data-game-feedback]")).toHaveAttribute("data-game-feedback", "wrong");
  await expect(page.locator("[data-game-feedback]")).toContainText(event.fact);
  await expect(page.locator("[data-game-misplaced]")).toBeVisible();
  await expect(placed(page).and(page.locator(`[data-event-id="${id}"]`))).toContainText(t.corrected);
  await expect(page.locator("[data-game-announcer]")).toContainText(
    fill(t.announceWrong, { title: event.title, year: event.year, where: "" }).split(",")[0],
  );
  await expect(page.locator("[data-game-score]")).toHaveAttribute("data-game-score", "0");
});

test.describe("sharing the result", () => {
  test("copies the game's link when the browser has no Web Share, and says so in the page's language", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
    });
    await startGame(page, "es");
    await playGame(page, "es", keyboard);
    const t = game("es");
    await page.getByRole("button", { name: t.copy }).click();
    await expect(page.getByRole("status").filter({ hasText: t.copied })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(gamePath("es"), page.url()).href);
    await expect(page.getByRole("textbox", { name: t.link })).toHaveValue(new URL(gamePath("es"), page.url()).href);

    await page.getByRole("button", { name: t.playAgain }).click();
    await expect(hand(page)).toBeFocused();
    await expect(page.locator("[data-game-score]")).toHaveAttribute("data-game-score", "0");
  });

  test("hands the score and the link to the Web Share API when there is one", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", {
        configurable: true,
        value: async (data: ShareData) => {
          (window as unknown as { shared: ShareData }).shared = data;
        },
      });
    });
    await startGame(page, "pt");
    await playGame(page, "pt", keyboard);
    await page.getByRole("button", { name: game("pt").share }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared))
      .toEqual({
        title: game("pt").shareTitle,
        text: fill(game("pt").shareText, { score: 330 }),
        url: new URL(gamePath("pt"), page.url()).href,
      });
  });
});

test("axe finds no violations at the start, with a card held, after an answer and on the results", async ({ page }) => {
  const scan = async (when: string) => {
    // A card just placed settles in (0.35 s): scan once every animation has ended.
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
    const results = await axe(page).analyze();
    expect(
      results.violations.map((v) => `${when}: ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);
  };
  await page.goto(gamePath("pt"));
  await scan("intro");
  await page.getByRole("button", { name: game("pt").play, exact: true }).click();
  await expect(hand(page)).toBeFocused();
  await page.keyboard.press("Space");
  await expect(page.locator("[data-slot]")).toHaveCount(2);
  await scan("card held");
  const { right, count } = await nextMove(page, "pt");
  await page.keyboard.press("Escape");
  await keyboard(page, right === 0 ? count : 0);
  await expect(page.locator("[data-game-misplaced]")).toBeVisible();
  await scan("wrong answer");
  await playGameFrom(page);
  await scan("results");
});

/** Finishes a game already started (answers right with the keyboard). */
async function playGameFrom(page: Page): Promise<void> {
  while ((await page.locator("[data-game-phase]").getAttribute("data-game-phase")) !== "finished") {
    if ((await page.locator("[data-game-phase]").getAttribute("data-game-phase")) === "roundOver") {
      await page.keyboard.press("Enter");
      await expect(page.locator("[data-game-phase]")).toHaveAttribute("data-game-phase", "playing");
    }
    const { id, right } = await nextMove(page, "pt");
    await keyboard(page, right);
    await expect(page.locator(`button[data-event-id="${id}"]`)).toHaveCount(0);
  }
}

test("respects reduced motion: placed cards do not animate", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await startGame(page, "pt", true);
  const { right } = await nextMove(page, "pt");
  await keyboard(page, right);
  const animations = () =>
    page
      .locator("[data-game-timeline] li[data-event-id]")
      .evaluateAll((items) => items.map((el) => getComputedStyle(el).animationName));
  await expect(page.locator("[data-game-feedback]")).toBeVisible();
  expect(await animations()).toEqual(["none", "none"]);
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await startGame(page, "pt", true);
  const next = await nextMove(page, "pt");
  await keyboard(page, next.right);
  await expect(page.locator("[data-game-feedback]")).toBeVisible();
  expect((await animations()).filter((name) => name !== "none")).toHaveLength(1); // the card just placed settles in
});

test("the Nossa essência page's link opens the game", async ({ page }) => {
  await page.goto("/nossa-essencia/");
  await page.getByRole("link", { name: "Jogue a linha do tempo" }).click();
  await expect(page).toHaveURL(/\/jogo-linha-do-tempo-circulare\/$/);
  await expect(page.getByRole("button", { name: "Jogar", exact: true })).toBeVisible();
});

for (const language of ["pt", "es"] as const) {
  test(`the game page (${language}) loads at most ${jsBudgetFor(gamePath(language))} KB of JavaScript, and none more while playing`, async ({
    page,
  }) => {
    const url = gamePath(language);
    const { kb } = await loadedScripts(page, url);
    test.info().annotations.push({ type: "JS gzip", description: `${url}: ${kb} KB` });
    expect(kb).toBeGreaterThan(40);
    expect(kb).toBeLessThanOrEqual(jsBudgetFor(url));
    const later: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") later.push(request.url());
    });
    await page.getByRole("button", { name: game(language).play, exact: true }).click();
    await keyboardRound(page, language);
    expect(later).toEqual([]);
  });
}

/** Plays the first round right with the keyboard. */
async function keyboardRound(page: Page, language: Language): Promise<void> {
  await expect(hand(page)).toBeFocused();
  while ((await page.locator("[data-game-phase]").getAttribute("data-game-phase")) === "playing") {
    const { id, right } = await nextMove(page, language);
    await keyboard(page, right);
    await expect(page.locator(`button[data-event-id="${id}"]`)).toHaveCount(0);
  }
  await expect(page.locator("[data-game-phase]")).toHaveAttribute("data-game-phase", "roundOver");
}

test.describe("in the CMS", () => {
  let server: ChildProcess | undefined;
  let port = 0;
  let repo = "";

  test.beforeAll(async () => {
    repo = fs.mkdtempSync(path.join(os.tmpdir(), "circulare-cms-timeline-"));
    fs.cpSync("content", path.join(repo, "content"), { recursive: true });
    ({ port, process: server } = await startDecapServer(repo));
  });

  test.afterAll(() => {
    server?.kill();
    if (repo) fs.rmSync(repo, { recursive: true, force: true });
  });

  test("Linha do tempo lists the events and previews one as a card, with its year and fact", async ({ page }) => {
    const event = eventFile("conama-362", "pt");
    await page.goto(`/admin/?decap-server=${port}#/collections/timeline/entries/conama-362`);
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(page.getByRole("textbox", { name: /^Título/ }).first()).toHaveValue(event.title, { timeout: 20_000 });
    // From the languages side by side to Portuguese alone, then the preview beside it.
    await page.getByRole("button", { name: "Mudar i18n" }).click();
    await page.getByRole("button", { name: "Mudar pré-visualização" }).click();
    const preview = page.frameLocator("iframe").last();
    await expect(preview.getByText(event.title).first()).toBeVisible({ timeout: 20_000 });
    await expect(preview.getByText(String(event.year), { exact: true })).toBeVisible();
    await expect(preview.getByText(event.fact)).toBeVisible();
  });
});
