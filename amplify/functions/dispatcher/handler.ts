import type { Context } from "aws-lambda";
import { dispatchDue, sweep } from "./dispatch";
import { anonymiseOldSurveys } from "../pesquisa-api/retention";
import { logger, withRequestId } from "../shared/logging";

/** Stop claiming new messages this long before the function's timeout (a send in progress still finishes). */
const STOP_BEFORE_TIMEOUT_MS = 15_000;

/**
 * The dispatcher Lambda: started every minute by an EventBridge schedule and by the messages table's stream when a
 * message is written (amplify/api/notifications.ts). Whatever started it, it does the same: the sweep, then every
 * message due. Both are safe to run several at once (see dispatch.ts).
 */
export async function handler(_event: unknown, context?: Pick<Context, "getRemainingTimeInMillis" | "awsRequestId">) {
  return withRequestId(context?.awsRequestId, () => run(context));
}

async function run(context?: Pick<Context, "getRemainingTimeInMillis">) {
  const deadline = context ? Date.now() + context.getRemainingTimeInMillis() - STOP_BEFORE_TIMEOUT_MS : undefined;
  const swept = await sweep();
  // Survey answers past their period lose their links to the person (pesquisa-api/retention.ts); a failure waits
  // for the next run and never holds up the messages.
  const anonymised = await anonymiseOldSurveys().catch((error: unknown) => {
    logger.error("dispatcher: survey answers not anonymised (the next run tries again)", {}, error);
    return [];
  });
  const report = await dispatchDue(new Date(), { deadline });
  const summary = {
    swept: swept.length,
    anonymised: anonymised.length,
    sent: report.sent.length,
    alreadySent: report.alreadySent.length,
    retried: report.retried.length,
    dead: report.dead.length,
  };
  if (Object.values(summary).some((count) => count > 0)) logger.info("dispatcher: run", summary);
  return summary;
}
