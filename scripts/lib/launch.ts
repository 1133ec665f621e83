import fs from "node:fs";
import path from "node:path";
import { launchProblems } from "../../src/content/launch-check";

/** The settings the launch check reads (the CMS's "Configurações do site → Empresa e rodapé"). */
export const settingsFile = "content/settings/site.json";

/** `LAUNCH=1` (or `true`, `yes`) makes `npm run build` run the launch check before building. */
export function launchRequested(env: NodeJS.ProcessEnv = process.env): boolean {
  return /^(1|true|yes)$/i.test(env.LAUNCH?.trim() ?? "");
}

/**
 * The launch check of `npm run launch:check` and `LAUNCH=1 npm run build`: whether the site settings are ready for
 * production, and the lines to print (one per field that is not: src/content/launch-check.ts).
 */
export function launchCheck(root: string = process.cwd()): { passed: boolean; lines: string[] } {
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(path.join(root, settingsFile), "utf8"));
  } catch (error) {
    return {
      passed: false,
      lines: [`Launch check failed: ${settingsFile} cannot be read: ${(error as Error).message}`],
    };
  }
  const problems = launchProblems(raw);
  if (problems.length === 0) {
    return {
      passed: true,
      lines: [
        `Launch check passed: ${settingsFile} holds no demonstration data and every legal and contact setting is filled.`,
      ],
    };
  }
  return {
    passed: false,
    lines: [
      `Launch check failed: ${settingsFile} is not ready for production (${problems.length} field${problems.length === 1 ? "" : "s"}):`,
      ...problems.map((problem) => `  ${settingsFile} ${problem}`),
    ],
  };
}
