import { lightPlaceholder } from "../picture";

/** Relative luminance (WCAG) of `#rrggbb`. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe("an image's placeholder colour", () => {
  it("is a light tint of the image's dominant colour, not the colour itself", () => {
    // A blog cover's mustard, the brand orange, a dark photo: each comes out light, and keeps its hue's order.
    for (const dominant of ["#c8a008", "#f26b1d", "#1c232b", "#000000"]) {
      const tint = lightPlaceholder(dominant)!;
      expect(tint, dominant).toMatch(/^#[0-9a-f]{6}$/);
      expect(luminance(tint), dominant).toBeGreaterThan(0.5);
      expect(tint).not.toBe(dominant);
    }
    expect(lightPlaceholder("#c8a008")).toBe("#f1e7c1");
    expect(lightPlaceholder("#fff")).toBe("#ffffff");
    const [red, green, blue] = [1, 3, 5].map((start) =>
      parseInt(lightPlaceholder("#c8a008")!.slice(start, start + 2), 16),
    );
    expect(red).toBeGreaterThan(green);
    expect(green).toBeGreaterThan(blue);
  });

  it("gives no colour for anything but a hex colour", () => {
    for (const value of [undefined, "", "transparent", "rgb(1, 2, 3)", "#12345"])
      expect(lightPlaceholder(value)).toBeUndefined();
  });
});
