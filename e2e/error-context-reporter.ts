import fs from "node:fs";
import type { Reporter, TestCase, TestResult } from "@playwright/test/reporter";

/**
 * Beside the list reporter: what the page showed when a test failed, printed into the log instead of only written
 * to test-results/. A clean-clone CI run takes its files with it, so a failure seen once there (a flake) must be
 * explained by the log alone: which page, which message. From the error context's page snapshot (Playwright's
 * accessibility tree) it prints the `main` region and every alert or status outside it; the header and footer,
 * the same on every page, are left out, and a long region is cut.
 */
const maxLines = 80;

/** The lines of `snapshot` that matter: `- main:` with everything below it, and alerts and statuses anywhere. */
export function whatThePageShowed(snapshot: string): string[] {
  const lines = snapshot.split("\n");
  const shown: string[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index];
    const indent = line.length - line.trimStart().length;
    if (/^\s*- main\b/.test(line)) {
      shown.push(line);
      while (index + 1 < lines.length && lines[index + 1].length - lines[index + 1].trimStart().length > indent)
        shown.push(lines[++index]);
    } else if (/^\s*- (alert|status)\b/.test(line)) shown.push(line);
  }
  return shown.length > maxLines ? [...shown.slice(0, maxLines), `… (${shown.length - maxLines} more lines)`] : shown;
}

export default class ErrorContextReporter implements Reporter {
  printsToStdio(): boolean {
    return false;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === "passed" || result.status === "skipped") return;
    for (const attachment of result.attachments) {
      if (attachment.name !== "error-context" || !attachment.path || !fs.existsSync(attachment.path)) continue;
      const context = fs.readFileSync(attachment.path, "utf8");
      const snapshot = /```yaml\n([\s\S]*?)```/.exec(context)?.[1];
      if (!snapshot) continue;
      const title = test.titlePath().slice(1).join(" › ");
      console.log(
        `\n  What the page showed when "${title}" failed:\n${whatThePageShowed(snapshot)
          .map((line) => `    ${line}`)
          .join("\n")}\n`,
      );
    }
  }
}
