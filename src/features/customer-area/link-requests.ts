import { callApi } from "../backend/api-client";
import { idToken } from "./area/id-token";
import type { LinkProblem } from "./link-problem";

/**
 * Links the collection requests sent without an account (`POST /coleta/vincular`) after each sign-in. Sign-in
 * loads this module when it needs it (auth/sign-in.tsx), so the sign-in page's first load stays within its
 * budget; what the customer is told lives in link-problem.ts.
 */

/** Asks the backend to link them; null when it did (even if there was nothing to link). */
export async function linkRequests(): Promise<LinkProblem | null> {
  const token = await idToken().catch(() => null);
  if (!token) return "failed";
  const result = await callApi<{ linked: string[] }>("ColetaAPI", "/coleta/vincular", { method: "POST", token });
  if (result.kind === "ok") return null;
  // The route refuses (403) only a token whose e-mail is missing or not verified; anything else may pass.
  return result.kind === "rejected" && result.status === 403 ? "unverified" : "failed";
}
