import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { brandFont, fontFaces } from "../fonts";
import { globalCss } from "../global-css";
import { theme } from "../theme";

describe("the brand typeface", () => {
  it("is the installed package's version and file", () => {
    const dir = path.join(process.cwd(), "node_modules", ...brandFont.packageName.split("/"));
    const installed = JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")) as { version: string };
    expect(installed.version).toBe(brandFont.version);
    expect(brandFont.url).toContain(brandFont.version);
    expect(fs.existsSync(path.join(dir, "files", brandFont.file))).toBe(true);
  });

  it("is declared in every page's CSS with its fallback, and used first with the fallback next", () => {
    for (const face of fontFaces()) expect(globalCss).toContain(face);
    expect(globalCss).toContain(`url(${brandFont.url})`);
    // Never swapped under the reader (fonts.ts says why).
    expect(globalCss).toContain("font-display:optional");
    expect(theme.font.sans.startsWith(`"${brandFont.family}", "${brandFont.fallback.family}"`)).toBe(true);
  });
});
