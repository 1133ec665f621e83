import React, { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { DefaultValues, FieldValues, Path } from "react-hook-form";
import type { z } from "zod";
import { Field, FormMessage, Submit, TextAreaField, formStyles } from "../../../components/forms/form-parts";
// The move form's choice of base.
import { SelectField } from "../../../components/forms/form-parts";
import { Button, Link } from "../../../components/ui";
import { KeepTogether } from "../../../components/ui/keep-together";
import { formatCep, formatCnpj } from "../../../domain/brazil";
import { formatDay, formatInstant } from "../../../domain/dates";
import { todayInSaoPaulo } from "../../../domain/fields";
import { nextStatuses, transitionSchema, type LifecycleStatus } from "../../../domain/lifecycle";
import { baseMoveSchema } from "../../../domain/base-ids";
import { useLanguage, useTranslation } from "../../../i18n/i18n-context";
import { callApi } from "../../backend/api-client";
import { useDomainForm, type FieldOptions } from "../../forms/use-domain-form";
import { useFormSubmission } from "../../forms/use-form-submission";
import { areaStyles as styles } from "./area-shell";
import { idToken, signedInSession } from "./id-token";
import { NotAllowed } from "./not-allowed";
import { formatLiters, loadOperatingBases, type OperatorRecord } from "./operations-api";
import { settle, useLoad } from "./load-state";
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

/** `/area-cliente/operacao/{protocol}/`: one request, its history, and the transitions its status allows. */
export function OperationDetail({ protocol, operator }: { protocol: string; operator: boolean | null }) {
  const { t } = useTranslation("operacao");
  const language = useLanguage();
  const {
    state: loaded,
    set: setLoaded,
    reload,
  } = useLoad(
    useCallback(
      async () =>
        settle(
          await callApi<OperatorRecord>(
            "ColetaAPI",
            `/operacao/coleta/${encodeURIComponent(protocol)}?language=${language}`,
            { token: await idToken() },
          ),
          ["forbidden", "missing"],
        ),
      [protocol, language],
    ),
    operator === true,
  );
  const { state: basesState } = useLoad(loadOperatingBases, operator === true);
  const bases = basesState.status === "ready" ? basesState.value.items : [];
  /** "Base Guarulhos" for a base id (the id itself for one no longer in content/bases). */
  const baseName = (id: string | null) => {
    if (!id) return t("history.noBase");
    return t("common:operatingBase", { name: bases.find((base) => base.id === id)?.name ?? id });
  };

  if (operator === null) return <p role="status">{t("conta:common.loading")}</p>;
  if (operator === false || loaded.status === "forbidden") return <NotAllowed />;

  const back = (
    <p>
      <Link to="/area-cliente/operacao/">{t("detail.back")}</Link>
    </p>
  );
  if (loaded.status !== "ready") {
    return (
      <>
        <h1 className={styles.title}>
          <KeepTogether text={t("detail.title", { protocol })} part={protocol} />
        </h1>
        {loaded.status === "loading" && <p role="status">{t("conta:common.loading")}</p>}
        {loaded.status === "missing" && <p role="alert">{t("detail.missing")}</p>}
        {loaded.status === "failed" && (
          <div role="alert">
            <p className={styles.danger}>{t("detail.failed")}</p>
            <Button type="button" onClick={reload}>
              {t("conta:common.retry")}
            </Button>
          </div>
        )}
        {back}
      </>
    );
  }

  const { value: record } = loaded;
  const status = record.status;
  const address = record.address;
  const rows: [string, string][] = [
    [t("detail.status"), t(`statuses.${status}`)],
    [t("detail.base"), baseName(record.base?.id ?? null)],
    [t("detail.createdAt"), formatInstant(record.createdAt, language)],
    [t("detail.company"), `${record.company.name} · ${formatCnpj(record.company.cnpj)}`],
    [t("detail.contact"), `${record.contact.name} · ${record.contact.email} · ${record.contact.phone}`],
    [
      t("detail.address"),
      `${address.street}, ${address.number}${address.complement ? ` ${address.complement}` : ""} · ${address.district} · ${address.city}/${address.state} · ${formatCep(address.cep)}`,
    ],
    [t("detail.estimated"), t("list.liters", { liters: formatLiters(record.estimatedLiters, language) })],
    ...(record.preferredDate
      ? [[t("detail.preferredDate"), formatDay(record.preferredDate, language, "medium")] as [string, string]]
      : []),
    ...(record.notes ? [[t("detail.notes"), record.notes] as [string, string]] : []),
    ...(record.schedule
      ? [
          [
            t("detail.schedule"),
            t("detail.scheduleValue", {
              date: formatDay(record.schedule.date, language, "medium"),
              from: record.schedule.from,
              to: record.schedule.to,
            }),
          ] as [string, string],
        ]
      : []),
    ...(record.collection
      ? [
          [
            t("detail.collection"),
            t("detail.collectionValue", {
              liters: formatLiters(record.collection.liters, language),
              driver: record.collection.driver,
            }),
          ] as [string, string],
        ]
      : []),
    ...(record.cancellation ? [[t("detail.cancellation"), record.cancellation.reason] as [string, string]] : []),
    ...(record.certificate ? [[t("detail.certificateCode"), record.certificate.code] as [string, string]] : []),
  ];

  return (
    <>
      <h1 className={styles.title}>
        <KeepTogether text={t("detail.title", { protocol: record.protocol })} part={record.protocol} />
      </h1>
      <dl className={opStyles.details} data-status={status}>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {status === "certificada" && (
        <CertificateDownload protocol={record.protocol} ready={Boolean(record.certificate?.sha256)} />
      )}

      <h2>{t("history.title")}</h2>
      <ol className={opStyles.history} aria-label={t("history.title")}>
        {record.history.map((entry, index) => (
          <li key={`${entry.at}-${index}`} data-to={entry.to} data-base-move={entry.base ? "" : undefined}>
            <p>
              <strong>
                {entry.base
                  ? t("history.moved", { from: baseName(entry.base.from), to: baseName(entry.base.to) })
                  : t(`statuses.${entry.to}`)}
              </strong>{" "}
              · <time dateTime={entry.at}>{formatInstant(entry.at, language)}</time>
            </p>
            <p>
              {t("history.by", {
                who: entry.by === "customer" || !entry.byEmail ? t("history.customer") : entry.byEmail,
              })}
            </p>
            {entry.note && (
              <p>{t(entry.base ? "history.reason" : "history.note", { note: entry.note, reason: entry.note })}</p>
            )}
          </li>
        ))}
      </ol>

      {nextStatuses[status].length > 0 && (
        <>
          <h2>{t("actions.title")}</h2>
          <div className={opStyles.actions}>
            {nextStatuses[status].map((to) => (
              <TransitionForm
                key={`${status}-${to}`}
                protocol={record.protocol}
                to={to}
                onDone={(next) => setLoaded({ status: "ready", value: next })}
                reload={() => void reload()}
              />
            ))}
            {bases.length > 1 && (
              // Keyed by the base: after a move the form starts again, with a new idempotency key.
              <TransitionForm
                key={`base-${record.baseId ?? ""}`}
                protocol={record.protocol}
                to="base"
                baseOptions={bases
                  .filter((base) => base.id !== record.baseId)
                  .map((base) => ({ value: base.id, label: `${baseName(base.id)} (${base.city}/${base.uf})` }))}
                onDone={(next) => setLoaded({ status: "ready", value: next })}
                reload={() => void reload()}
              />
            )}
          </div>
        </>
      )}
      {back}
    </>
  );
}

/** The certified PDF through a signed link, asked for at the click (the link is valid five minutes). */
function CertificateDownload({ protocol, ready }: { protocol: string; ready: boolean }) {
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

type TransitionProps = {
  protocol: string;
  to: LifecycleStatus | "base";
  /** The bases a request may move to (the move form's choices). */
  baseOptions?: { value: string; label: string }[];
  onDone: (record: OperatorRecord) => void;
  reload: () => void;
};

/** One allowed transition's form. Its idempotency key lives in a draft until the server answers, so a retry reuses it. */
function TransitionForm(props: TransitionProps) {
  const schemas = useMemo(formSchemas, []);
  const to = props.to as Target;
  switch (to) {
    case "agendada":
      return (
        <ActionForm
          {...props}
          schema={schemas.agendada}
          defaults={{ date: "", window: { from: "08:00", to: "12:00" }, note: "" }}
        />
      );
    case "coletada":
      return <ActionForm {...props} schema={schemas.coletada} defaults={{ driver: "", note: "" }} />;
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
  protocol,
  to,
  baseOptions = [],
  onDone,
  reload,
  schema,
  defaults,
}: TransitionProps & { schema: S; defaults: DefaultValues<z.input<S>> }) {
  type In = z.input<S> & FieldValues;
  type Out = z.output<S>;
  const { t } = useTranslation("operacao");
  const language = useLanguage();
  const { form, field } = useDomainForm<In, Out>({
    schema: () => schema as unknown as z.ZodType<Out, z.ZodTypeDef, In>,
    defaultValues: defaults as In,
  });
  const { sender, state, onSubmit } = useFormSubmission<In, Out, Answer>(form, {
    api: "ColetaAPI",
    path: `/operacao/coleta/${encodeURIComponent(protocol)}/${to === "base" ? "base" : "transicao"}?language=${language}`,
    draftKey: `circulare:operacao-${protocol}-${to}`,
    empty: () => defaults as In,
    body: (values, idempotencyKey) =>
      to === "base" ? { ...(values as object), idempotencyKey } : { ...(values as object), to, idempotencyKey },
    session: signedInSession,
    restoreDraft: false,
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
              id={id("liters")}
              label={t("actions.coletada.liters")}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              required
              {...reg("collectedLiters", { valueAsNumber: true })}
            />
            <Field
              id={id("driver")}
              label={t("actions.coletada.driver")}
              autoComplete="off"
              required
              maxLength={120}
              {...reg("driver")}
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
            label={t("actions.note")}
            hint={t("actions.noteHint")}
            maxLength={1000}
            {...reg("note")}
          />
        )}
        <Submit
          busy={state.status === "sending"}
          label={t(`actions.${to}.submit`)}
          busyLabel={t("conta:common.wait")}
        />
      </form>
    </section>
  );
}
