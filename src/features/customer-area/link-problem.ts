/**
 * What the customer is told when the requests they sent without an account could not be linked at sign-in
 * (link-requests.ts): sign-in records the outcome, the area shows a problem (area/link-notice.tsx). It goes
 * through sessionStorage because sign-in navigates to the area before, or while, the answer arrives; an event
 * tells an area already on screen about a late one. Kept apart from the call itself, which only sign-in loads.
 */

/** Why the requests could not be linked: the account's e-mail is not verified (403), or anything else. */
export type LinkProblem = "unverified" | "failed";

/** The sessionStorage key and the window event's name. */
const key = "circulare:link-problem";

function session(): Storage | undefined {
  try {
    return sessionStorage;
  } catch {
    return undefined; // storage blocked by a privacy setting: only an area already on screen hears of it
  }
}

/** Keeps the outcome for the area: a problem until it is shown, or nothing (a success clears an older problem). */
export function recordLinkOutcome(problem: LinkProblem | null): void {
  if (problem) session()?.setItem(key, problem);
  else session()?.removeItem(key);
  dispatchEvent(new CustomEvent(key, { detail: problem }));
}

/** The problem waiting to be shown, removed from storage (shown once per sign-in). */
export function takeLinkProblem(): LinkProblem | null {
  const value = session()?.getItem(key);
  session()?.removeItem(key);
  return value === "unverified" || value === "failed" ? value : null;
}

/** Calls `listener` with each outcome recorded from now on; returns the unsubscribe function. */
export function onLinkOutcome(listener: (problem: LinkProblem | null) => void): () => void {
  const handler = (event: Event) => {
    session()?.removeItem(key);
    listener((event as CustomEvent<LinkProblem | null>).detail);
  };
  addEventListener(key, handler);
  return () => removeEventListener(key, handler);
}
