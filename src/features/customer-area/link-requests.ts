import { callApi } from "../backend/api-client";
import { idToken } from "./area/id-token";

/**
 * Linking the collection requests sent without an account (`POST /coleta/vincular`) after each sign-in, and what
 * the customer is told when it fails: sign-in starts it (auth/sign-in.tsx), the area shows the problem
 * (area/link-notice.tsx). The problem goes through sessionStorage because sign-in navigates to the area before,
 * or while, the answer arrives; an event tells an area already on screen about a late one.
 */

/** Why the requests could not be linked: the account's e-mail is not verified (403), or anything else. */
export type LinkProblem = "unverified" | "failed";

const storageKey = "circulare:link-problem";
const eventName = "circulare:link-problem";

/** Asks the backend to link them; null when it did (even if there was nothing to link). */
export async function linkRequests(): Promise<LinkProblem | null> {
  const token = await idToken().catch(() => null);
  if (!token) return "failed";
  const result = await callApi<{ linked: string[] }>("ColetaAPI", "/coleta/vincular", { method: "POST", token });
  if (result.kind === "ok") return null;
  // The route refuses (403) only a token whose e-mail is missing or not verified; anything else may pass.
  return result.kind === "rejected" && result.status === 403 ? "unverified" : "failed";
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage blocked (a privacy setting): the notice is then only shown to an area already on screen.
    return null;
  }
}

/** Keeps the outcome for the area: a problem until it is shown, or nothing (a success clears an older problem). */
export function recordLinkOutcome(problem: LinkProblem | null): void {
  if (problem) storage()?.setItem(storageKey, problem);
  else storage()?.removeItem(storageKey);
  window.dispatchEvent(new CustomEvent<LinkProblem | null>(eventName, { detail: problem }));
}

/** The problem waiting to be shown, removed from storage (shown once per sign-in). */
export function takeLinkProblem(): LinkProblem | null {
  const value = storage()?.getItem(storageKey) ?? null;
  storage()?.removeItem(storageKey);
  return value === "unverified" || value === "failed" ? value : null;
}

/** Calls `listener` with each outcome recorded from now on; returns the unsubscribe function. */
export function onLinkOutcome(listener: (problem: LinkProblem | null) => void): () => void {
  const handler = (event: Event) => {
    storage()?.removeItem(storageKey);
    listener((event as CustomEvent<LinkProblem | null>).detail);
  };
  window.addEventListener(eventName, handler);
  return () => window.removeEventListener(eventName, handler);
}
