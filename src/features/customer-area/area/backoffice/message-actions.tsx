import React, { useEffect, useMemo, useRef } from "react";
import { useForm, type FieldValues, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import {
  Field,
  FormMessage,
  SelectField,
  Submit,
  TextAreaField,
  formStyles,
} from "../../../../components/forms/form-parts";
import { Button } from "../../../../components/ui";
import {
  assignmentSchema,
  inboxStatuses,
  noteSchema,
  NOTE_MAX,
  replySchema,
  REPLY_MAX,
  statusChangeSchema,
} from "../../../../domain/backoffice";
import { domainResolver } from "../../../../domain/form-resolver";
import { useLanguage, useTranslation } from "../../../../i18n/i18n-context";
import { useServerErrors } from "../../../forms/use-drafted-form";
import { useResilientSubmit } from "../../../forms/use-resilient-submit";
import { signedInSession } from "../id-token";
import * as opStyles from "../operations.module.css";
import { messagePath, type InboxMessage, type ThreadAnswer } from "./backoffice-api";

/** The forms that add to a message's thread: reply, note, assignee, status; each answer replaces the page's message. */
export function MessageActions({ message, onDone }: { message: InboxMessage; onDone: (record: InboxMessage) => void }) {
  const { t } = useTranslation("backoffice");
  return (
    <>
      <h2>{t("actions.title")}</h2>
      <div className={opStyles.actions}>
        <ReplyForm reference={message.reference} onDone={onDone} />
        <NoteForm reference={message.reference} onDone={onDone} />
        <AssignForm reference={message.reference} assigned={Boolean(message.assignee)} onDone={onDone} />
        <StatusForm reference={message.reference} current={message.status} onDone={onDone} />
      </div>
    </>
  );
}

type FormProps = { reference: string; onDone: (record: InboxMessage) => void };
type Action = "status" | "responsavel" | "nota" | "resposta";

/**
 * One thread form's sending: the values with an idempotency key kept in a draft until the server answers (a retry
 * reuses it, useResilientSubmit), the server's field errors on the fields, and after success the page's message
 * replaced by the answer's, the form emptied for the next one.
 */
function useThreadForm<S extends z.ZodTypeAny>(
  reference: string,
  action: Action,
  schema: S,
  defaults: z.input<S>,
  onDone: (record: InboxMessage) => void,
  toBody: (values: z.output<S>) => object = (values) => values as object,
) {
  type In = z.input<S> & FieldValues;
  type Out = z.output<S>;
  const language = useLanguage();
  const resolver = useMemo(
    () => domainResolver(schema as unknown as z.ZodType<Out, z.ZodTypeDef, In>, language),
    [schema, language],
  );
  const form = useForm<In, unknown, Out>({ resolver, defaultValues: defaults });
  const sender = useResilientSubmit<Out, ThreadAnswer>({
    api: "EquipeAPI",
    path: `${messagePath(reference, action)}?language=${language}`,
    draftKey: `circulare:mensagem-${reference}-${action}`,
    body: (values, idempotencyKey) => ({ ...toBody(values), idempotencyKey }),
    session: signedInSession,
  });
  const { state, reset } = sender;
  useServerErrors(form as unknown as UseFormReturn<FieldValues, unknown, unknown>, state);
  const { reset: resetForm } = form;
  /** The values the form starts with, and goes back to after each success (the first render's). */
  const initial = useRef(defaults);
  useEffect(() => {
    if (state.status !== "done") return;
    onDone(state.result.record);
    resetForm(initial.current);
    reset();
  }, [state, onDone, reset, resetForm]);
  return { form, sender, state, onSubmit: form.handleSubmit((values) => sender.submit(values)) };
}

/** What went wrong with a thread form's last sending, translated; a retry button when it was not sent. */
function SendProblems({ state, retry }: { state: ReturnType<typeof useThreadForm>["state"]; retry: () => void }) {
  const { t } = useTranslation("backoffice");
  if (state.status === "offline") {
    return (
      <div role="alert">
        <FormMessage error={t("actions.offline")} />
        <Button type="button" variant="secondary" onClick={retry}>
          {t("common.retry")}
        </Button>
      </div>
    );
  }
  if (state.status === "session-expired") return <FormMessage error={t("actions.expired")} />;
  if (state.status === "rejected" && state.httpStatus === 409) return <FormMessage error={t("actions.threadFull")} />;
  if (state.status === "rejected" && state.httpStatus !== 400) return <FormMessage error={t("actions.refused")} />;
  return null;
}

const error = (form: UseFormReturn<FieldValues, unknown, unknown>, name: string) =>
  form.formState.errors[name]?.message as string | undefined;

function ReplyForm({ reference, onDone }: FormProps) {
  const { t } = useTranslation("backoffice");
  const schema = useMemo(() => replySchema.omit({ idempotencyKey: true }), []);
  const { form, sender, state, onSubmit } = useThreadForm(reference, "resposta", schema, { text: "" }, onDone);
  return (
    <section className={opStyles.action} aria-labelledby="bo-reply-title" data-action="resposta">
      <h3 id="bo-reply-title">{t("actions.reply.title")}</h3>
      <p>{t("actions.reply.hint")}</p>
      <SendProblems state={state} retry={() => void sender.retry()} />
      <form method="post" className={formStyles.form} noValidate onSubmit={onSubmit}>
        <TextAreaField
          id="bo-reply-text"
          label={t("actions.reply.text")}
          required
          maxLength={REPLY_MAX}
          rows={6}
          error={error(form as unknown as UseFormReturn<FieldValues, unknown, unknown>, "text")}
          {...form.register("text")}
        />
        <Submit busy={state.status === "sending"} label={t("actions.reply.submit")} busyLabel={t("common.wait")} />
      </form>
    </section>
  );
}

function NoteForm({ reference, onDone }: FormProps) {
  const { t } = useTranslation("backoffice");
  const schema = useMemo(() => noteSchema.omit({ idempotencyKey: true }), []);
  const { form, sender, state, onSubmit } = useThreadForm(reference, "nota", schema, { text: "" }, onDone);
  return (
    <section className={opStyles.action} aria-labelledby="bo-note-title" data-action="nota">
      <h3 id="bo-note-title">{t("actions.note.title")}</h3>
      <p>{t("actions.note.hint")}</p>
      <SendProblems state={state} retry={() => void sender.retry()} />
      <form method="post" className={formStyles.form} noValidate onSubmit={onSubmit}>
        <TextAreaField
          id="bo-note-text"
          label={t("actions.note.text")}
          required
          maxLength={NOTE_MAX}
          rows={3}
          error={error(form as unknown as UseFormReturn<FieldValues, unknown, unknown>, "text")}
          {...form.register("text")}
        />
        <Submit busy={state.status === "sending"} label={t("actions.note.submit")} busyLabel={t("common.wait")} />
      </form>
    </section>
  );
}

function AssignForm({ reference, assigned, onDone }: FormProps & { assigned: boolean }) {
  const { t } = useTranslation("backoffice");
  const schema = useMemo(() => assignmentSchema.omit({ idempotencyKey: true }), []);
  const { form, sender, state, onSubmit } = useThreadForm(reference, "responsavel", schema, { assignee: "" }, onDone);
  const busy = state.status === "sending";
  return (
    <section className={opStyles.action} aria-labelledby="bo-assign-title" data-action="responsavel">
      <h3 id="bo-assign-title">{t("actions.assign.title")}</h3>
      <SendProblems state={state} retry={() => void sender.retry()} />
      <form method="post" className={formStyles.form} noValidate onSubmit={onSubmit}>
        <Field
          id="bo-assign-email"
          label={t("actions.assign.email")}
          hint={t("actions.assign.hint")}
          type="email"
          autoComplete="off"
          required
          maxLength={128}
          error={error(form as unknown as UseFormReturn<FieldValues, unknown, unknown>, "assignee")}
          {...form.register("assignee")}
        />
        <Submit busy={busy} label={t("actions.assign.submit")} busyLabel={t("common.wait")} />
      </form>
      {assigned && (
        <p>
          <Button
            type="button"
            variant="secondary"
            disabled={busy}
            onClick={() => void sender.submit({ assignee: null })}
          >
            {t("actions.assign.remove")}
          </Button>
        </p>
      )}
    </section>
  );
}

function StatusForm({ reference, current, onDone }: FormProps & { current: InboxMessage["status"] }) {
  const { t } = useTranslation("backoffice");
  const schema = useMemo(() => statusChangeSchema.omit({ idempotencyKey: true }), []);
  const { form, sender, state, onSubmit } = useThreadForm(reference, "status", schema, { status: current }, onDone);
  return (
    <section className={opStyles.action} aria-labelledby="bo-status-title" data-action="status">
      <h3 id="bo-status-title">{t("actions.status.title")}</h3>
      <SendProblems state={state} retry={() => void sender.retry()} />
      <form method="post" className={formStyles.form} noValidate onSubmit={onSubmit}>
        <SelectField
          id="bo-status-value"
          label={t("actions.status.label")}
          placeholder={t("actions.status.choose")}
          required
          options={inboxStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
          error={error(form as unknown as UseFormReturn<FieldValues, unknown, unknown>, "status")}
          {...form.register("status")}
        />
        <Submit busy={state.status === "sending"} label={t("actions.status.submit")} busyLabel={t("common.wait")} />
      </form>
    </section>
  );
}
