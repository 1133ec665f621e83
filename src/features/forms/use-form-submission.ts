import type React from "react";
import { useCallback, useEffect, useRef, useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { useLanguage } from "../../i18n/i18n-context";
import type { SubmitSession } from "../backend/session-token";
import { pushEvent, type SiteEvent } from "../third-party/data-layer";
import { honeypotValue } from "./honeypot";
import { useDraftedForm, useServerErrors } from "./use-drafted-form";
import { useResilientSubmit, type SubmitState } from "./use-resilient-submit";

type Options<In, Out> = {
  api: string;
  path: string;
  draftKey: string;
  /** The form's empty values: what a restored draft is merged over, and what "send another" starts from. */
  empty: () => In;
  /** Whose request this is (see useResilientSubmit); omitted: anonymous. */
  session?: () => Promise<SubmitSession> | SubmitSession;
  /** Pushed to the data layer once, when the server has the submission. */
  event?: SiteEvent;
  /** False: the form starts empty on every visit instead of restoring its draft. */
  restoreDraft?: boolean;
  /** The body sent; default: the values with the idempotency key and the page's language. */
  body?: (values: Out, idempotencyKey: string) => unknown;
  /**
   * Runs after the values passed the schema and before they are sent (e.g. reading a fresh token, or asking for a
   * confirmation); `false`: not sent (the person declined).
   */
  beforeSend?: () => Promise<void | boolean>;
};

/**
 * The one way a form of the site is sent: the never-lost submit (useResilientSubmit: the idempotency key kept in
 * the draft and reused on every retry, offline and failed states), the localStorage draft (useDraftedForm), the
 * API's field errors on their fields (useServerErrors), the page's language in the body, the honeypot's value,
 * and the analytics event once the server confirms. `onSubmit` is the form element's handler; `again` empties the
 * form for another submission after the done state.
 */
export function useFormSubmission<In extends FieldValues, Out, R>(
  form: UseFormReturn<In, unknown, Out>,
  { api, path, draftKey, empty, session, event, restoreDraft = true, body, beforeSend }: Options<In, Out>,
) {
  const language = useLanguage();
  const [pendingAtLoad, setPendingAtLoad] = useState(false);
  const sender = useResilientSubmit<Out, R>({
    api,
    path,
    draftKey,
    body: body ?? ((values, idempotencyKey) => ({ ...values, idempotencyKey, language })),
    session,
  });
  const { state } = sender;
  useDraftedForm(form, draftKey, empty, (draft) => setPendingAtLoad(draft.pending), restoreDraft);
  useServerErrors(form, state);

  const eventRef = useRef(event);
  eventRef.current = event;
  const done = state.status === "done" ? state.result : null;
  useEffect(() => {
    if (done && eventRef.current) pushEvent(eventRef.current);
  }, [done]);

  const beforeRef = useRef(beforeSend);
  beforeRef.current = beforeSend;
  const { handleSubmit, reset } = form;
  const { submit, reset: resetState } = sender;
  const onSubmit = useCallback(
    (formEvent: React.FormEvent<HTMLFormElement>) => {
      const trap = honeypotValue(formEvent.currentTarget);
      return handleSubmit(async (values) => {
        if ((await beforeRef.current?.()) === false) return;
        await submit(values, trap);
      })(formEvent);
    },
    [handleSubmit, submit],
  );
  const emptyRef = useRef(empty);
  emptyRef.current = empty;
  const again = useCallback(() => {
    reset(emptyRef.current());
    resetState();
  }, [reset, resetState]);

  return { sender, state, pendingAtLoad, onSubmit, again };
}

/** What a form's panel needs of its submission (PublicForm). */
export type FormSubmission<R> = {
  state: SubmitState<R>;
  pendingAtLoad: boolean;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => Promise<void>;
  sender: { retry: () => Promise<void>; sendAnonymously: () => Promise<void> };
};
