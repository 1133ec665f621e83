/**
 * Survey results for the staff: NPS by month (São Paulo's calendar) with the 0–10 distribution, the comments, and
 * the rows of an export. Read through the pesquisa table's byMonth index, one query per month of the range (no scan).
 *
 * NPS: promoters answer 9–10, passives 7–8, detractors 0–6; NPS = 100 × (promoters − detractors) / answers,
 * rounded to the nearest whole number (halves away from zero), null without answers.
 */
import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import { SURVEY_MAX_MONTHS, type NpsSummary, type SurveyQuery } from "../../../src/domain/backoffice";
import { todayInSaoPaulo } from "../../../src/domain/fields";
import type { Language } from "../../../src/domain/language";
import { db, tableName } from "../shared/dynamo";
import { pages, type StartKey } from "../shared/pages";

export const MONTH_INDEX = "byMonth";

/** The month an answer is counted in: "2026-03", São Paulo's calendar. Written with the answer (`month`). */
export function surveyMonth(createdAt: string): string {
  return todayInSaoPaulo(new Date(createdAt)).slice(0, 7);
}

export type Category = "promotor" | "neutro" | "detrator";

export function categoryOf(score: number): Category {
  return score >= 9 ? "promotor" : score >= 7 ? "neutro" : "detrator";
}

/** Halves away from zero (Math.round sends −12.5 to −12). */
function roundHalfAway(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

export function npsOf(scores: readonly number[]): NpsSummary {
  const distribution = Array.from({ length: 11 }, () => 0);
  for (const score of scores) {
    if (!Number.isInteger(score) || score < 0 || score > 10) throw new RangeError(`Not a score: ${score}`);
    distribution[score] += 1;
  }
  const promoters = distribution[9] + distribution[10];
  const passives = distribution[7] + distribution[8];
  const detractors = scores.length - promoters - passives;
  const nps = scores.length ? roundHalfAway((100 * (promoters - detractors)) / scores.length) || 0 : null;
  return { answers: scores.length, promoters, passives, detractors, nps, distribution };
}

export type SurveyAnswer = { protocol: string; score: number; comment?: string; language: Language; createdAt: string };

/** The range a query asks for: by default the last 12 months to today (São Paulo). */
export function surveyRange(query: SurveyQuery, now = new Date()): { from: string; to: string } {
  const to = query.to ?? todayInSaoPaulo(now);
  if (query.from) return { from: query.from, to };
  const start = new Date(`${to.slice(0, 7)}-01T12:00:00.000Z`);
  start.setUTCMonth(start.getUTCMonth() - 11);
  return { from: start.toISOString().slice(0, 10), to };
}

/** Every month from `from`'s to `to`'s, oldest first ("2026-01", "2026-02"…). */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  const cursor = new Date(`${from.slice(0, 7)}-01T12:00:00.000Z`);
  const last = to.slice(0, 7);
  while (cursor.toISOString().slice(0, 7) <= last) {
    months.push(cursor.toISOString().slice(0, 7));
    cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  }
  return months;
}

/** Whether the range is short enough to read at once (SURVEY_MAX_MONTHS months). */
export function rangeAllowed(range: { from: string; to: string }): boolean {
  return monthsBetween(range.from, range.to).length <= SURVEY_MAX_MONTHS;
}

/** The answers of the range, by month (oldest month first; in a month, oldest answer first). */
export async function answersByMonth(range: { from: string; to: string }): Promise<Map<string, SurveyAnswer[]>> {
  const lower = `${range.from}T03:00:00.000Z`;
  const next = new Date(`${range.to}T03:00:00.000Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  const upper = next.toISOString();
  const months = monthsBetween(range.from, range.to);
  const perMonth = await Promise.all(
    months.map(async (month) => {
      const answers: SurveyAnswer[] = [];
      const read = (start: StartKey | undefined) =>
        db().send(
          new QueryCommand({
            TableName: tableName("pesquisa"),
            IndexName: MONTH_INDEX,
            KeyConditionExpression: "#month = :month AND createdAt BETWEEN :lower AND :upper",
            ExpressionAttributeNames: { "#month": "month" },
            ExpressionAttributeValues: { ":month": month, ":lower": lower, ":upper": upper },
            ExclusiveStartKey: start,
          }),
        );
      for await (const items of pages(read)) {
        for (const item of items) {
          if (typeof item.score !== "number" || item.createdAt >= upper) continue;
          answers.push({
            protocol: String(item.protocol),
            score: item.score,
            ...(typeof item.comment === "string" && item.comment !== "" ? { comment: item.comment } : {}),
            language: item.language as Language,
            createdAt: String(item.createdAt),
          });
        }
      }
      return [month, answers] as const;
    }),
  );
  return new Map(perMonth);
}

/** The most comments one answer lists (newest first); `commentsTruncated` says when there were more. */
export const MAX_COMMENTS = 500;

export function surveyResults(range: { from: string; to: string }, byMonth: Map<string, SurveyAnswer[]>) {
  const all = [...byMonth.values()].flat();
  const comments = all
    .filter((answer) => answer.comment)
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0))
    .map((answer) => ({ ...answer, category: categoryOf(answer.score) }));
  return {
    ...range,
    months: [...byMonth.entries()].map(([month, answers]) => ({
      month,
      ...npsOf(answers.map((answer) => answer.score)),
    })),
    total: npsOf(all.map((answer) => answer.score)),
    comments: comments.slice(0, MAX_COMMENTS),
    commentsTruncated: comments.length > MAX_COMMENTS,
  };
}
