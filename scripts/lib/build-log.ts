/**
 * A clean build log is part of a trustworthy build: `npm run build` (scripts/gatsby-build.mts) fails when
 * `gatsby build` prints a warning that is not listed here with the reason it is accepted. Each entry is a
 * pattern over one line of the log (colours removed) and why that warning is harmless.
 */
export type AcceptedWarning = { pattern: RegExp; reason: string };

export const acceptedWarnings: readonly AcceptedWarning[] = [];

// Gatsby's reporter starts a warning with "warn" or "warning"; webpack and Browserslist print their own words.
const warningLine = /^\s*(?:warn(?:ing)?\b|⚠|\(!\)|Browserslist:)/i;
const ansi = new RegExp(String.raw`\u001b\[[0-9;]*[A-Za-z]`, "g");

/** The warning lines of a build log that no accepted pattern covers. */
export function unacceptedWarnings(log: string, accepted: readonly AcceptedWarning[] = acceptedWarnings): string[] {
  return log
    .replace(ansi, "")
    .split(/\r?\n/)
    .filter((line) => warningLine.test(line))
    .filter((line) => !accepted.some(({ pattern }) => pattern.test(line)))
    .map((line) => line.trim());
}
