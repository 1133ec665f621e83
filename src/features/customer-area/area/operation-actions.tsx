import React, { useEffect, useMemo, useRef, useState } from "react";
import type { DefaultValues, FieldValues, Path } from "react-hook-form";
import type { z } from "zod";
import {
  Field,
  FormMessage,
  SelectField,
  Submit,
  TextAreaField,
  formStyles,
} from "../../../components/forms/form-parts";
import { Button } from "../../../components/ui";
import { baseMoveSchema } from "../../../domain/base-ids";
import { todayInSaoPaulo } from "../../../domain/fields";
import { transitionSchema, type LifecycleStatus } from "../../../domain/lifecycle";
import { parseDecimal } from "../../../domain/number-input";
import { useLanguage, useTranslation } from "../../../i18n/i18n-context";
import { callApi } from "../../backend/api-client";
import { useDomainForm, type FieldOptions } from "../../forms/use-domain-form";
import { useFormSubmission } from "../../forms/use-form-submission";
import { idToken, signedInSession } from "./id-token";
import type { OperatorRecord } from "./operations-api";
import * as opStyles from "./operations.module.css";

/**
 * The forms' schemas: each transition's body without `to` and the idempotency key (the page adds both), and the move
 * to another base (`base`, its own route) without its key.
 */
function formSchemas() {
  const [schedule, collect, certify, cancel] = transitionSchema().options;
  const omit = { to: true, idempotencyKey: true } as const;
  return {
    agendada: schedule.omit(omit),
    coletada: collect.omit(omit),
    certificada: certify.omit(omit),
    cancelada: cancel.omit(omit),
    base: baseMoveSchema().omit({ idempotencyKey: true }),
  };
}
type Schemas = ReturnType<typeof formSchemas>;
type Target = keyof Schemas;

type TransitionProps = {
  record: OperatorRecord;
  to: LifecycleStatus | "base";
  /** The bases a request may move to (the move form's choices). */
  baseOptions?: { value: string; label: string }[];
  onDone: (record: OperatorRecord) => void;
  reload: () => void;
};

/** The day a request was made, on São Paulo's calendar: the earliest day it can have been collected. */
function requestDay(record: OperatorRecord): string {
  return todayInSaoPaulo(new Date(record.createdAt));
}

/**
 * One allowed transition's form. Its idempotency key lives in a draft until the server answers, so a retry reuses it.
 * Scheduling starts on the customer's preferred day when it has not passed; collecting on today.
 */
export function TransitionForm(props: TransitionProps) {
  const schemas = useMemo(formSchemas, []);
  const language = useLanguage();
  const to = props.to as Target;
  const { record } = props;
  switch (to) {
    case "agendada": {
      const preferred = record.preferredDate && record.preferredDate >= todayInSaoPaulo() ? record.preferredDate : "";
      return (
        <ActionForm
          {...props}
          schema={schemas.agendada}
          defaults={{ date: preferred, window: { from: "08:00", to: "12:00" }, note: "" }}
        />
      );
    }
    case "coletada":
      return (
        <ActionForm
          {...props}
          schema={schemas.coletada}
          // The litres are typed as text, with the language's decimal mark; the schema gets the number.
          // Nothing typed stays undefined: the schema then says "required". Text that is not a number in the page's
          // language ("412.5" in pt) becomes Infinity, which the schema calls invalid_number (NaN would read as empty).
          prepare={(values) => {
            const typed: unknown = values.collectedLitres;
            const litres = typeof typed === "string" ? parseDecimal(typed, language) : typed;
            return {
              ...values,
              collectedLitres: (Number.isNaN(litres) ? Number.POSITIVE_INFINITY : litres) as number,
            };
          }}
          defaults={{
            collectedOn: todayInSaoPaulo(),
            collectedLitres: "" as unknown as number, // the input's text until prepare reads it
            mtrNumber: "",
            vehiclePlate: "",
            driverName: "",
            note: "",
          }}
        />
      );
    case "certificada":
      return <ActionForm {...props} schema={schemas.certificada} defaults={{ note: "" }} />;
    case "cancelada":
      return <ActionForm {...props} schema={schemas.cancelada} defaults={{ reason: "" }} />;
    case "base":
      return <ActionForm {...props} schema={schemas.base} defaults={{ baseId: "", reason: "" }} />;
  }
}

type Answer = { record: OperatorRecord };

function ActionForm<S extends Schemas[Target]>({
  record,
  to,
  baseOptions = [],
  onDone,
  reload,
  schema,
  defaults,
  prepare,
}: TransitionProps & {
  schema: S;
  defaults: DefaultValues<z.input<S>>;
  prepare?: (values: z.input<S>) => z.input<S>;
}) {
  type In = z.input<S> & FieldValues;
  type Out = z.output<S>;
  const { t } = useTranslation("operacao");
  const language = useLanguage();
  const protocol = record.protocol;
  const { form, field } = useDomainForm<In, Out>({
    schema: () => schema as unknown as z.ZodType<Out, z.ZodTypeDef, In>,
    defaultValues: defaults as In,
    prepare: prepare as ((values: In) => In) | undefined,
  });
  // Cancelling asks first (ConfirmCancel): the answer settles the promise the submission waits on.
  const [confirming, setConfirming] = useState(false);
  const answer = useRef<((yes: boolean) => void) | null>(null);
  const settle = (yes: boolean) => {
    setConfirming(false);
    answer.current?.(yes);
    answer.current = null;
  };
  const { sender, state, onSubmit } = useFormSubmission<In, Out, Answer>(form, {
    api: "ColetaAPI",
    path: `/operacao/coleta/${encodeURIComponent(protocol)}/${to === "base" ? "base" : "transicao"}?language=${language}`,
    draftKey: `circulare:operacao-${protocol}-${to}`,
    empty: () => defaults as In,
    body: (values, idempotencyKey) =>
      to === "base" ? { ...(values as object), idempotencyKey } : { ...(values as object), to, idempotencyKey },
    session: signedInSession,
    restoreDraft: false,
    beforeSend:
      to === "cancelada"
        ? () =>
            new Promise<boolean>((resolve) => {
              answer.current = resolve;
              setConfirming(true);
            })
        : undefined,
  });

  const reported = useRef(false);
  useEffect(() => {
    if (state.status !== "done" || reported.current) return;
    reported.current = true;
    onDone(state.result.record);
  }, [state, onDone]);

  const conflict = state.status === "rejected" && state.httpStatus === 409;
  const refused = state.status === "rejected" && state.httpStatus !== 409 && state.httpStatus !== 400;
  const reg = (name: string, options?: FieldOptions) => field(name as Path<In>, options);
  const reason = { required: true, maxLength: 500 };
  const id = (name: string) => `op-${to}-${name}`;

  return (
    <section
      className={opStyles.action}
      aria-labelledby={id("title")}
      {...(to === "base" ? { "data-move": "" } : { "data-transition": to })}
    >
      <h3 id={id("title")}>{t(`actions.${to}.title`)}</h3>
      {conflict && (
        <div className={opStyles.conflict} role="alert" data-conflict="">
          <p>{t("actions.conflict")}</p>
          <Button type="button" variant="secondary" onClick={reload}>
            {t("actions.reload")}
          </Button>
        </div>
      )}
      {refused && <FormMessage error={t("actions.refused")} />}
      {state.status === "offline" && (
        <div role="alert">
          <FormMessage error={t("actions.offline")} />
          <Button type="button" variant="secondary" onClick={() => void sender.retry()}>
            {t("conta:common.retry")}
          </Button>
        </div>
      )}
      {state.status === "session-expired" && <FormMessage error={t("actions.expired")} />}
      <form method="post" className={formStyles.form} noValidate onSubmit={onSubmit}>
        {to === "agendada" && (
          <>
            <Field
              id={id("date")}
              label={t("actions.agendada.date")}
              hint={record.preferredDate ? t("actions.agendada.preferred") : undefined}
              type="date"
              min={todayInSaoPaulo()}
              required
              {...reg("date")}
            />
            <div className={opStyles.window}>
              <Field id={id("from")} label={t("actions.agendada.from")} type="time" required {...reg("window.from")} />
              <Field id={id("to")} label={t("actions.agendada.to")} type="time" required {...reg("window.to")} />
            </div>
          </>
        )}
        {to === "coletada" && (
          <>
            <Field
              id={id("collectedOn")}
              label={t("actions.coletada.collectedOn")}
              type="date"
              min={requestDay(record)}
              max={todayInSaoPaulo()}
              required
              {...reg("collectedOn")}
            />
            <Field
              id={id("litres")}
              label={t("actions.coletada.litres")}
              hint={t("actions.coletada.litresHint")}
              inputMode="decimal"
              autoComplete="off"
              required
              {...reg("collectedLitres")}
            />
            <Field
              id={id("mtr")}
              label={t("actions.coletada.mtrNumber")}
              autoComplete="off"
              maxLength={40}
              {...reg("mtrNumber")}
            />
            <Field
              id={id("plate")}
              label={t("actions.coletada.vehiclePlate")}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={8}
              placeholder="ABC1D23"
              {...reg("vehiclePlate")}
            />
            <Field
              id={id("driver")}
              label={t("actions.coletada.driverName")}
              autoComplete="off"
              maxLength={120}
              {...reg("driverName")}
            />
          </>
        )}
        {to === "base" && (
          <SelectField
            id={id("baseId")}
            label={t("actions.base.baseId")}
            placeholder=""
            options={baseOptions}
            {...reg("baseId", { required: true })}
          />
        )}
        {to === "cancelada" || to === "base" ? (
          <TextAreaField
            id={id("reason")}
            label={t(`actions.${to}.reason`)}
            hint={to === "base" ? t("actions.base.reasonHint") : undefined}
            {...reg("reason", reason)}
          />
        ) : (
          <TextAreaField
            id={id("note")}
            label={t(to === "agendada" ? "actions.agendada.note" : "actions.note")}
            hint={t(to === "agendada" ? "actions.agendada.noteHint" : "actions.noteHint")}
            maxLength={1000}
            {...reg("note")}
          />
        )}
        <Submit
          busy={state.status === "sending"}
          label={t(`actions.${to}.submit`)}
          busyLabel={t("conta:common.wait")}
          className={to === "cancelada" ? opStyles.danger : undefined}
        />
      </form>
      {to === "cancelada" && (
        <ConfirmCancel
          open={confirming}
          protocol={protocol}
          reason={String(form.getValues("reason" as Path<In>) ?? "")}
          onAnswer={settle}
        />
      )}
    </section>
  );
}

/**
 * "Cancel request COL-…?" with the reason: a modal <dialog> (the browser keeps the focus inside and gives it back to
 * the button that opened it); Escape and "keep" answer no, the danger button yes. "Keep" has the focus first: Enter
 * pressed twice does not cancel.
 */
function ConfirmCancel({
  open,
  protocol,
  reason,
  onAnswer,
}: {
  open: boolean;
  protocol: string;
  reason: string;
  onAnswer: (yes: boolean) => void;
}) {
  const { t } = useTranslation("operacao");
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      element.querySelector<HTMLButtonElement>("[data-keep]")?.focus();
    } else if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className={opStyles.confirm}
      aria-labelledby="cancel-confirm-title"
      aria-describedby="cancel-confirm-text"
      onCancel={(event) => {
        // Escape: no (the dialog is closed by the state, like the buttons do).
        event.preventDefault();
        onAnswer(false);
      }}
      data-confirm-cancel=""
    >
      <h2 id="cancel-confirm-title">{t("actions.cancelada.confirm.title", { protocol })}</h2>
      <div id="cancel-confirm-text">
        <p>{t("actions.cancelada.confirm.text")}</p>
        <p>{t("actions.cancelada.confirm.reason", { reason })}</p>
      </div>
      <div className={opStyles.confirmActions}>
        <Button type="button" variant="secondary" data-keep="" onClick={() => onAnswer(false)}>
          {t("actions.cancelada.confirm.keep")}
        </Button>
        <Button type="button" className={opStyles.danger} onClick={() => onAnswer(true)}>
          {t("actions.cancelada.confirm.confirm")}
        </Button>
      </div>
    </dialog>
  );
}

/** The certified PDF through a signed link, asked for at the click (the link is valid five minutes). */
export function CertificateDownload({ protocol, ready }: { protocol: string; ready: boolean }) {
  const { t } = useTranslation("operacao");
  const [state, setState] = useState<"idle" | "busy" | "failed">("idle");
  async function download() {
    setState("busy");
    try {
      const result = await callApi<{ url: string }>(
        "ColetaAPI",
        `/operacao/coleta/${encodeURIComponent(protocol)}/certificado`,
        { token: await idToken() },
      );
      if (result.kind !== "ok") return setState("failed");
      setState("idle");
      window.location.assign(result.body.url);
    } catch {
      setState("failed");
    }
  }
  return (
    <div className={opStyles.action}>
      <Button type="button" onClick={() => void download()} disabled={state === "busy" || !ready}>
        {t("certificate.download")}
      </Button>
      {!ready && <p>{t("certificate.pending")}</p>}
      {state === "failed" && (
        <p role="alert" className={formStyles.fieldError}>
          {t("certificate.failed")}
        </p>
      )}
    </div>
  );
}
