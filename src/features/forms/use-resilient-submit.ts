import { useCallback, useEffect, useRef, useState } from "react";
import { callApi, type ApiResult } from "../backend/api-client";
import type { SubmitSession } from "../backend/session-token";
import { clearDraft, loadDraft, newIdempotencyKey, saveDraft } from "./draft";
import { honeypotName } from "./honeypot";
import { automaticResends, decide, resendDelayMs } from "./submit-policy";

export type ServerFieldError = { field: string; code: string; message: string };

export type SubmitState<R> =
  | { status: "idle" }
  | { status: "sending" }
  /** Not sent (offline, server down): the draft is pending and goes out when the connection returns. */
  | { status: "offline" }
  /** The customer signed in here has a session that can no longer be renewed: sign in again, or send anonymously. */
  | { status: "session-expired" }
  | { status: "rejected"; httpStatus: number; errors: ServerFieldError[] }
  | { status: "done"; result: R };

type Options<V> = {
  api: string;
  path: string;
  draftKey: string;
  /** The body sent for `values` (adds the key, the language…). */
  body: (values: V, idempotencyKey: string) => unknown;
  /** Whose request this is: a signed-in customer's (with a fresh ID token) or anonymous. Omitted: anonymous. */
  session?: () => Promise<SubmitSession> | SubmitSession;
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends a form so that it is never lost and never sent twice: the values and an idempotency key live in a
 * localStorage draft until the server confirms. Without a decision from the server (no answer, 5xx, 429, 409
 * "in progress") the same body goes again with the same key, up to `automaticResends` times with growing
 * pauses; then the draft stays pending and is sent again (same key) when the browser comes back online, on the
 * next visit, or on "retry". Only a refusal of the content (400, 413, 422) gives the next submit a new key.
 * One request at a time.
 */
export function useResilientSubmit<V, R>(options: Options<V>) {
  const [state, setState] = useState<SubmitState<R>>({ status: "idle" });
  const sending = useRef(false);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  /** What a robot typed into the hidden field (see honeypot.tsx); people leave it empty. */
  const trap = useRef("");

  const send = useCallback(async (sendAnonymously = false): Promise<void> => {
    const { api, path, draftKey, body, session } = optionsRef.current;
    const draft = loadDraft<V>(draftKey);
    if (!draft || sending.current) return;
    sending.current = true;
    setState({ status: "sending" });
    saveDraft(draftKey, { ...draft, pending: true });
    try {
      for (let attempt = 0; ; attempt++) {
        const who: SubmitSession =
          sendAnonymously || !session
            ? { kind: "anonymous" }
            : await Promise.resolve(session()).catch(() => ({ kind: "unreachable" }) as const);
        if (who.kind === "expired") {
          setState({ status: "session-expired" });
          return;
        }
        const payload = {
          ...(body(draft.values, draft.idempotencyKey) as object),
          ...(trap.current ? { [honeypotName]: trap.current } : {}),
        };
        const result: ApiResult<R> =
          who.kind === "unreachable"
            ? { kind: "unavailable" }
            : await callApi<R>(api, path, {
                method: "POST",
                body: payload,
                token: who.kind === "signed-in" ? who.token : null,
              });
        const decision = decide(result);
        if (decision === "done" && result.kind === "ok") {
          clearDraft(draftKey);
          setState({ status: "done", result: result.body });
          return;
        }
        if (decision === "resend") {
          const offline = typeof navigator !== "undefined" && navigator.onLine === false;
          if (attempt >= automaticResends || offline) {
            setState({ status: "offline" });
            return;
          }
          await wait(resendDelayMs(attempt + 1, result.kind === "ok" ? undefined : result.retryAfterMs));
          continue;
        }
        const status = result.kind === "rejected" ? result.status : 0;
        // The content was refused: the visitor changes something, and that is a new submission with a new key.
        if (decision === "fix") saveDraft(draftKey, { ...draft, pending: false, idempotencyKey: newIdempotencyKey() });
        else saveDraft(draftKey, { ...draft, pending: false });
        const errors =
          (result.kind === "rejected" ? (result.body as { errors?: ServerFieldError[] } | null)?.errors : undefined) ??
          [];
        setState({ status: "rejected", httpStatus: status, errors: Array.isArray(errors) ? errors : [] });
        return;
      }
    } finally {
      sending.current = false;
    }
  }, []);

  /** Stores the values (keeping the draft's key) and sends them; `honeypot` is the hidden field's value. */
  const submit = useCallback(
    async (values: V, honeypot = "") => {
      const { draftKey } = optionsRef.current;
      const draft = loadDraft<V>(draftKey);
      trap.current = honeypot;
      saveDraft(draftKey, { values, idempotencyKey: draft?.idempotencyKey ?? newIdempotencyKey(), pending: true });
      await send();
    },
    [send],
  );

  useEffect(() => {
    const retry = () => {
      if (loadDraft(optionsRef.current.draftKey)?.pending) void send();
    };
    retry(); // a pending draft from an earlier visit
    window.addEventListener("online", retry);
    return () => window.removeEventListener("online", retry);
  }, [send]);

  const reset = useCallback(() => setState({ status: "idle" }), []);
  return { state, submit, retry: () => send(), sendAnonymously: () => send(true), reset };
}
