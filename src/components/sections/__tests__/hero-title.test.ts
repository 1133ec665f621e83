import { describe, expect, it } from "vitest";
import { titleStep } from "../hero";

describe("a hero heading's size step", () => {
  it("keeps the display size up to 60 characters and steps down twice after", () => {
    expect(titleStep("x".repeat(60))).toBeUndefined();
    expect(titleStep("x".repeat(61))).toBe("long");
    expect(titleStep("x".repeat(84))).toBe("long");
    expect(titleStep("x".repeat(85))).toBe("longer");
  });
});
