import { describe, expect, it } from "vitest";
import { formatFileSize, formatNumber } from "../numbers";
import { parseDecimal } from "../number-input";

describe("formatFileSize", () => {
  it("writes a file's size in decimal units with each language's decimal mark", () => {
    const plain = (text: string) => text.replace(/\s/g, " ");
    expect(plain(formatFileSize(25_600, "pt"))).toBe("25,6 kB");
    expect(plain(formatFileSize(25_600, "en"))).toBe("25.6 kB");
    expect(plain(formatFileSize(25_600, "es"))).toBe("25,6 kB");
    expect(plain(formatFileSize(1_234_567, "pt"))).toBe("1,23 MB");
    expect(plain(formatFileSize(999, "en"))).toMatch(/^999 /);
    expect(formatFileSize(Number.NaN, "pt")).toBe("");
  });
});

describe("formatNumber", () => {
  it("writes thousands and decimals the language's way, for the pages and the e-mails alike", () => {
    expect(formatNumber(1_234_567.5, "pt")).toBe("1.234.567,5");
    expect(formatNumber(1_234_567.5, "en")).toBe("1,234,567.5");
    expect(formatNumber(1_234_567.5, "es")).toBe("1.234.567,5");
  });
});

describe("parseDecimal", () => {
  it("reads a number the way each language types it", () => {
    expect(parseDecimal("380,5", "pt")).toBe(380.5);
    expect(parseDecimal("1.234,5", "pt")).toBe(1234.5);
    expect(parseDecimal(" 1 234,5 ", "es")).toBe(1234.5);
    expect(parseDecimal("1,234.5", "en")).toBe(1234.5);
    expect(parseDecimal("380.5", "en")).toBe(380.5);
    expect(parseDecimal("380", "pt")).toBe(380);
  });

  it("gives undefined for nothing typed and NaN for what is not a number in that language", () => {
    expect(parseDecimal("  ", "pt")).toBeUndefined();
    expect(parseDecimal("380.5", "pt")).toBeNaN();
    expect(parseDecimal("380,5", "en")).toBeNaN();
    expect(parseDecimal("12,3,4", "pt")).toBeNaN();
    expect(parseDecimal("abc", "es")).toBeNaN();
  });
});
