// @vitest-environment node
import { acceptedWarnings, unacceptedWarnings } from "../lib/build-log";

describe("the build log", () => {
  it("finds Gatsby's, webpack's and Browserslist's warnings, colours and all", () => {
    const log = [
      "success run queries in workers - 3.634s - 273/273 75.12/s",
      "\u001b[33mwarning\u001b[39m You can't use childImageSharp together with g2.pt.pdf — use publicURL instead.",
      "warn [webpack] chunk commons [mini-css-extract-plugin]",
      "Browserslist: caniuse-lite is outdated. Please run: npx update-browserslist-db@latest",
      "info Done building in 73.1 sec",
      "a line that mentions a warning in passing is not one",
    ].join("\n");
    expect(unacceptedWarnings(log, [])).toEqual([
      "warning You can't use childImageSharp together with g2.pt.pdf — use publicURL instead.",
      "warn [webpack] chunk commons [mini-css-extract-plugin]",
      "Browserslist: caniuse-lite is outdated. Please run: npx update-browserslist-db@latest",
    ]);
  });

  it("lets through only what is accepted with a reason", () => {
    const log = "warn one thing\nwarn another thing";
    expect(unacceptedWarnings(log, [{ pattern: /one thing/, reason: "harmless because of X" }])).toEqual([
      "warn another thing",
    ]);
    for (const { reason } of acceptedWarnings) expect(reason.length).toBeGreaterThan(20);
  });
});
