import React, { useCallback, useEffect, useMemo, useRef, useState } from "react";
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
import { Button, Link } from "../../../../components/ui";
import {
  assignmentSchema,
  inboxStatuses,
  noteSchema,
  NOTE_MAX,
  replySchema,
  REPLY_MAX,
  statusChangeSchema,
} from "../../../../domain/backoffice";
import { formatCnpj } from "../../../../domain/brazil";
import { formatInstant } from "../../../../domain/dates";
import { domainResolver } from "../../../../domain/form-resolver";
import { useLanguage, useTranslation } from "../../../../i18n/i18n-context";
import { callApi } from "../../../backend/api-client";
import { useServerErrors } from "../../../forms/use-drafted-form";
import { useResilientSubmit } from "../../../forms/use-resilient-submit";
import { areaStyles as styles } from "../area-shell";
import { idToken, signedInSession } from "../id-token";
import { settle, useLoad } from "../load-state";
import * as opStyles from "../operations.module.css";
import { messagePath, type InboxMessage, type ThreadAnswer, type ThreadEntry } from "./backoffice-api";
import { BackofficeNotAllowed, Checking } from "./not-allowed";
import * as boStyles from "./backoffice.module.css";

/** `/area-cliente/mensagens/{reference}/`: one message, its thread, and the forms that add to it. */
export function MessageDetail({ reference, allowed }: { reference: string; allowed: boolean | null }) {
  const { t } = useTranslation("backoffice");
  const language = useLanguage();
  const fetchMessage = useCallback(
    async () =>
      settle(
        await callApi<InboxMessage>("EquipeAPI", `${messagePath(reference)}?language=${language}`, {
          token: await idToken(),
        }),
        ["forbidden", "missing"],
      ),
    [reference, language],
  );
  const { state: loaded, set: setLoaded, reload, current } = useLoad(fetchMessage, allowed === true);
  const onDone = useCallback((record: InboxMessage) => setLoaded({ status: "ready", value: record }), [setLoaded]);
  const [refreshing, setRefreshing] = useState<"idle" | "busy" | "failed">("idle");
  /** The thread again (a reply's delivery state), the forms and what is typed in them left as they are. */
  const refresh = useCallback(async () => {
    const same = current();
    setRefreshing("busy");
    const settled = await fetchMessage().catch(() => ({ status: "failed" }) as const);
    if (!same()) return;
    if (settled.status === "ready" || settled.status === "forbidden" || settled.status === "missing")
      setLoaded(settled);
    setRefreshing(settled.status === "failed" ? "failed" : "idle");
  }, [current, fetchMessage, setLoaded]);

  if (allowed === null) return <Checking />;
  if (allowed === false || loaded.status === "forbidden") return <BackofficeNotAllowed />;

  const back = (
    <p>
      <Link to="/area-cliente/mensagens/">{t("message.back")}</Link>
    </p>
  );
  if (loaded.status !== "ready") {
    return (
      <>
        <h1 className={styles.title}>{t("message.title", { reference })}</h1>
        {loaded.status === "loading" && <p role="status">{t("common.loading")}</p>}
        {loaded.status === "missing" && <p role="alert">{t("message.missing")}</p>}
        {loaded.status === "failed" && (
          <div role="alert">
            <p className={styles.danger}>{t("message.failed")}</p>
            <Button type="button" onClick={reload}>
              {t("common.retry")}
            </Button>
          </div>
        )}
        {back}
      </>
    );
  }

  const { value: message } = loaded;
  const rows: [string, string][] = [
    [t("message.status"), t(`statuses.${message.status}`)],
    [t("message.topic"), t(`topics.${message.topic}`)],
    [t("message.createdAt"), formatInstant(message.createdAt, language)],
    [t("message.from"), `${message.name} · ${message.email}${message.phone ? ` · ${message.phone}` : ""}`],
    ...(message.company
      ? [
          [t("message.company"), `${message.company}${message.cnpj ? ` · ${formatCnpj(message.cnpj)}` : ""}`] as [
            string,
            string,
          ],
        ]
      : []),
    ...(message.position ? [[t("message.position"), message.position] as [string, string]] : []),
    ...(message.linkedin ? [[t("message.linkedin"), message.linkedin] as [string, string]] : []),
    [t("message.language"), t(`languages.${message.language}`)],
    [
      t("message.assignee"),
      message.assignee ? (message.assignee.email ?? message.assignee.username) : t("inbox.unassigned"),
    ],
  ];

  return (
    <>
      <h1 className={styles.title}>{t("message.title", { reference: message.reference })}</h1>
      <dl className={opStyles.details} data-status={message.status}>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h2>{t("message.text")}</h2>
      <p className={boStyles.text}>{message.message}</p>
      {message.cvKey && <CvDownload reference={message.reference} name={message.cvName ?? ""} />}

      <h2 id="thread-title">{t("thread.title")}</h2>
      {(message.thread ?? []).length === 0 ? (
        <p>{t("thread.empty")}</p>
      ) : (
        <ol className={opStyles.history} aria-labelledby="thread-title">
          {(message.thread ?? []).map((entry) => (
            <ThreadItem key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
      <p>
        <Button type="button" variant="secondary" onClick={() => void refresh()} disabled={refreshing === "busy"}>
          {t("thread.refresh")}
        </Button>
      </p>
      {refreshing === "failed" && (
        <p role="alert" className={formStyles.fieldError}>
          {t("message.failed")}
        </p>
      )}

      <h2>{t("actions.title")}</h2>
      <div className={opStyles.actions}>
        <ReplyForm reference={message.reference} onDone={onDone} />
        <NoteForm reference={message.reference} onDone={onDone} />
        <AssignForm reference={message.reference} assigned={Boolean(message.assignee)} onDone={onDone} />
        <StatusForm reference={message.reference} current={message.status} onDone={onDone} />
      </div>
      {back}
    </>
  );
}

function ThreadItem({ entry }: { entry: ThreadEntry }) {
  const { t } = useTranslation("backoffice");
  const language = useLanguage();
  const who = entry.byEmail ?? t("thread.someone");
  let what: React.ReactNode;
  switch (entry.kind) {
    case "status":
      what = t("thread.status", { from: t(`statuses.${entry.from}`), to: t(`statuses.${entry.to}`) });
      break;
    case "atribuicao":
      what = entry.assignee
        ? t("thread.assigned", { who: entry.assignee.email ?? entry.assignee.username })
        : t("thread.unassigned");
      break;
    case "nota":
      what = (
        <>
          {t("thread.note")}
          <span className={boStyles.text}>{entry.text}</span>
        </>
      );
      break;
    case "resposta":
      what = (
        <>
          {t("thread.reply")}{" "}
          <span data-delivery={entry.delivery?.state ?? "pending"}>
            ({t(`delivery.${entry.delivery?.state ?? "pending"}`)})
          </span>
          <span className={boStyles.text}>{entry.text}</span>
        </>
      );
      break;
  }
  return (
    <li data-kind={entry.kind}>
      <p>
        <strong>{t(`thread.kinds.${entry.kind}`)}</strong> ·{" "}
        <time dateTime={entry.at}>{formatInstant(entry.at, language)}</time> · {t("thread.by", { who })}
      </p>
      <p>{what}</p>
    </li>
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

/**
 * An application's CV: EquipeAPI signs a GET that works for a few minutes, asked for only when the button is pressed,
 * and the browser saves the file it answers with.
 */
function CvDownload({ reference, name }: { reference: string; name: string }) {
  const { t } = useTranslation("backoffice");
  const [state, setState] = useState<"idle" | "busy" | "failed">("idle");
  const download = async () => {
    setState("busy");
    const answer = await callApi<{ url: string }>("EquipeAPI", `${messagePath(reference)}/cv`, {
      token: await idToken(),
    });
    if (answer.kind !== "ok") return setState("failed");
    setState("idle");
    window.location.assign(answer.body.url);
  };
  return (
    <>
      <h2>{t("message.cv")}</h2>
      <p>
        <Button type="button" variant="secondary" onClick={() => void download()} disabled={state === "busy"}>
          {t("message.cvDownload", { name })}
        </Button>
      </p>
      {state === "failed" && (
        <p role="alert" className={formStyles.fieldError}>
          {t("message.cvFailed")}
        </p>
      )}
    </>
  );
}
