import { useCallback, useEffect, useRef, useState } from "react";
import { callApi } from "../backend/api-client";
import { clearDraft, loadDraft, newIdempotencyKey, saveDraft } from "./draft";

export type ServerFieldError = { field: string; code: string; message: string };

export type SubmitState<R> =
  | { status: "idle" }
  | { status: "sending" }
  /** Not sent (offline, server down): the draft is pending and goes out when the connection returns. */
  | { status: "offline" }
  | { status: "rejected"; httpStatus: number; errors: ServerFieldError[] }
  | { status: "done"; result: R };

type Options<V> = {
  api: string;
  path: string;
  draftKey: string;
  /** The body sent for `values` (adds the key, the language…). */
  body: (values: V, idempotencyKey: string) => unknown;
  /** The signed-in customer's ID token, if any. */
  token?: () => string | null;
};

/**
 * Sends a form so that it is never lost and never sent twice: the values and an idempotency key live in a
 * localStorage draft until the server confirms; without an answer the draft stays pending and is sent again
 * (same key) when the browser comes back online, on the next visit, or on "retry". One request at a time.
 */
export function useResilientSubmit<V, R>(options: Options<V>) {
  const [state, setState] = useState<SubmitState<R>>({ status: "idle" });
  const sending = useRef(false);
  const optionsRef = useRef(options);
  optionsRef.current = options;

  const send = useCallback(async (): Promise<void> => {
    const { api, path, draftKey, body, token } = optionsRef.current;
    const draft = loadDraft<V>(draftKey);
    if (!draft || sending.current) return;
    sending.current = true;
    setState({ status: "sending" });
    saveDraft(draftKey, { ...draft, pending: true });
    try {
      const result = await callApi<R>(api, path, { method: "POST", body: body(draft.values, draft.idempotencyKey), token: token?.() });
      if (result.kind === "ok") {
        clearDraft(draftKey);
        setState({ status: "done", result: result.body });
      } else if (result.kind === "unavailable") {
        setState({ status: "offline" });
      } else {
        // Refused: the visitor must change something; the next submit is a new attempt with a new key.
        saveDraft(draftKey, { ...draft, pending: false, idempotencyKey: newIdempotencyKey() });
        const errors = (result.body as { errors?: ServerFieldError[] } | null)?.errors;
        setState({ status: "rejected", httpStatus: result.status, errors: Array.isArray(errors) ? errors : [] });
      }
    } finally {
      sending.current = false;
    }
  }, []);

  /** Stores the values (keeping the draft's key) and sends them. */
  const submit = useCallback(
    async (values: V) => {
      const { draftKey } = optionsRef.current;
      const draft = loadDraft<V>(draftKey);
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
  return { state, submit, retry: send, reset };
}
