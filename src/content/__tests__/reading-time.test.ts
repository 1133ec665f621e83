import { countWords, readingMinutes } from "../reading-time";

describe("countWords", () => {
  it("counts words, not Markdown", () => {
    expect(countWords("## Um título\n\nTexto com **negrito** e [um link](/g2/).\n\n- item um\n- item dois")).toBe(12);
  });

  it("does not count punctuation or list markers on their own", () => {
    expect(countWords("— - * 1. ok")).toBe(2);
  });

  it("counts accented words once", () => {
    expect(countWords("óleo lubrificante usado, não é resíduo comum")).toBe(7);
  });
});

describe("readingMinutes", () => {
  it("rounds to whole minutes at 200 words a minute", () => {
    expect(readingMinutes(600)).toBe(3);
    expect(readingMinutes(700)).toBe(4);
    expect(readingMinutes(899)).toBe(4);
  });

  it("is never less than a minute", () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(40)).toBe(1);
  });
});
