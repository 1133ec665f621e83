import React, { useEffect, useMemo, useState } from "react";
import { useForm, type FieldPath } from "react-hook-form";
import { Field, FormMessage, SelectField, Submit, TextAreaField, formStyles } from "../../components/forms/form-parts";
import { Container, Link, Section } from "../../components/ui";
import { formatCep, formatCnpj, formatPhone, ufs } from "../../domain/brazil";
import {
  coletaSchema,
  containerTypes,
  generatorTypes,
  type ColetaInput,
  type ColetaRequest,
} from "../../domain/coleta";
import { domainResolver } from "../../domain/form-resolver";
import { useValidationMessages } from "../forms/validation-messages";
import { useLanguage, useTranslation } from "../../i18n/i18n-context";
import { newIdempotencyKey } from "../forms/draft";
import { ConsentField, DoneCard, SubmitNotices } from "../forms/form-kit";
import { Honeypot, honeypotValue } from "../forms/honeypot";
import { useDraftedForm, useServerErrors } from "../forms/use-drafted-form";
import { useResilientSubmit } from "../forms/use-resilient-submit";
import { pushEvent } from "../third-party/data-layer";
import { usePrefill } from "./use-prefill";
import { useSaoPauloToday } from "./use-sao-paulo-today";

const draftKey = "circulare:coleta-draft";

type Confirmation = { protocol: string; status: string; createdAt: string };

function emptyValues(language: string): ColetaInput {
  return {
    idempotencyKey: newIdempotencyKey(),
    company: { name: "", cnpj: "" },
    contact: { name: "", email: "", phone: "" },
    address: { cep: "", street: "", number: "", complement: "", district: "", city: "", state: "" },
    generatorType: "",
    estimatedLiters: "",
    container: "",
    preferredDate: "",
    notes: "",
    language,
    consent: false,
  } as unknown as ColetaInput; // empty inputs: the schema reports them as required on submit
}

/**
 * The collection request (`/solicite-sua-coleta/`): the domain's schema checks every field as the API does;
 * the draft stays in this browser until the API confirms, and a request sent offline goes out, once, when
 * the connection returns.
 */
export function ColetaForm() {
  const { t } = useTranslation("formularios");
  const language = useLanguage();
  useValidationMessages();
  const resolver = useMemo(() => domainResolver(coletaSchema(), language), [language]);
  const form = useForm<ColetaInput, unknown, ColetaRequest>({
    resolver,
    defaultValues: emptyValues(language),
    mode: "onTouched",
  });
  const { register, handleSubmit, setValue, reset, formState } = form;
  const errors = formState.errors;
  const [pendingAtLoad, setPendingAtLoad] = useState(false);
  const prefill = usePrefill(form);
  const saoPaulo = useSaoPauloToday();
  const sender = useResilientSubmit<ColetaRequest, Confirmation>({
    api: "ColetaAPI",
    path: "/coleta",
    draftKey,
    body: (values, idempotencyKey) => ({ ...values, idempotencyKey, language }),
    session: prefill.session,
  });
  const { state } = sender;

  useDraftedForm(
    form,
    draftKey,
    () => emptyValues(language),
    (draft) => setPendingAtLoad(draft.pending),
  );
  const sentProtocol = state.status === "done" ? state.result.protocol : null;
  useEffect(() => {
    if (sentProtocol) pushEvent({ event: "collection_request_sent" });
  }, [sentProtocol]);
  useServerErrors(form, state);

  const mask = (path: FieldPath<ColetaInput>, format: (value: string) => string) =>
    register(path, {
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => setValue(path, format(event.target.value) as never),
    });
  const error = (path: string) =>
    path.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], errors) as
      { message?: string } | undefined;
  const message = (path: string) => error(path)?.message;

  if (state.status === "done") {
    return (
      <DoneCard
        title={t("coleta.doneTitle")}
        codeLabel={t("coleta.protocol")}
        code={state.result.protocol}
        testId="protocol"
        againLabel={t("coleta.another")}
        onAgain={() => {
          reset(emptyValues(language));
          sender.reset();
        }}
      >
        <p>{t("coleta.doneText")}</p>
        <p>{t("coleta.doneLinked")}</p>
        <p>
          <Link to="/area-cliente/pedidos/">{t("coleta.doneArea")}</Link>
        </p>
      </DoneCard>
    );
  }

  const errorCount = Object.keys(errors).length ? countLeaves(errors) : 0;
  const busy = state.status === "sending";
  return (
    <Section>
      <Container>
        <div className={formStyles.panel}>
          <h2 className={formStyles.title} id="coleta-form">
            {t("coleta.title")}
          </h2>
          <p className={formStyles.lead}>{t("coleta.lead")}</p>
          <form
            method="post"
            className={formStyles.form}
            onSubmit={(event) => {
              const trap = honeypotValue(event.currentTarget);
              return handleSubmit((values) => sender.submit(values, trap))(event);
            }}
            noValidate
            aria-labelledby="coleta-form"
          >
            {prefill.used && <FormMessage notice={t("coleta.prefilled")} />}
            <SubmitNotices
              state={state}
              pendingAtLoad={pendingAtLoad}
              onRetry={() => void sender.retry()}
              onSendAnonymously={() => void sender.sendAnonymously()}
              returnTo="/solicite-sua-coleta/"
            />
            <Honeypot />
            {errorCount > 0 && formState.isSubmitted && (
              <FormMessage error={t("common.fixErrors", { count: errorCount })} />
            )}

            <fieldset className={formStyles.fieldset}>
              <legend>{t("coleta.company")}</legend>
              <div className={formStyles.row}>
                <Field
                  label={t("coleta.companyName")}
                  required
                  autoComplete="organization"
                  error={message("company.name")}
                  {...register("company.name")}
                />
                <Field
                  label={t("coleta.cnpj")}
                  required
                  autoCapitalize="characters"
                  spellCheck={false}
                  placeholder="00.000.000/0000-00"
                  error={message("company.cnpj")}
                  {...mask("company.cnpj", formatCnpj)}
                />
              </div>
            </fieldset>

            <fieldset className={formStyles.fieldset}>
              <legend>{t("coleta.contact")}</legend>
              <div className={formStyles.row}>
                <Field
                  label={t("coleta.contactName")}
                  required
                  autoComplete="name"
                  error={message("contact.name")}
                  {...register("contact.name")}
                />
                <Field
                  label={t("coleta.email")}
                  required
                  type="email"
                  autoComplete="email"
                  error={message("contact.email")}
                  {...register("contact.email")}
                />
                <Field
                  label={t("coleta.phone")}
                  required
                  type="tel"
                  autoComplete="tel"
                  placeholder="(11) 95555-0123"
                  error={message("contact.phone")}
                  {...mask("contact.phone", formatPhone)}
                />
              </div>
            </fieldset>

            <fieldset className={formStyles.fieldset}>
              <legend>{t("coleta.address")}</legend>
              <div className={formStyles.row}>
                <Field
                  label={t("coleta.cep")}
                  required
                  inputMode="numeric"
                  autoComplete="postal-code"
                  placeholder="00000-000"
                  error={message("address.cep")}
                  {...mask("address.cep", formatCep)}
                />
                <Field
                  label={t("coleta.street")}
                  required
                  autoComplete="address-line1"
                  error={message("address.street")}
                  {...register("address.street")}
                />
                <Field
                  label={t("coleta.number")}
                  required
                  error={message("address.number")}
                  {...register("address.number")}
                />
              </div>
              <div className={formStyles.row}>
                <Field
                  label={t("coleta.complement")}
                  autoComplete="address-line2"
                  error={message("address.complement")}
                  {...register("address.complement")}
                />
                <Field
                  label={t("coleta.district")}
                  required
                  error={message("address.district")}
                  {...register("address.district")}
                />
                <Field
                  label={t("coleta.city")}
                  required
                  autoComplete="address-level2"
                  error={message("address.city")}
                  {...register("address.city")}
                />
                <SelectField
                  label={t("coleta.state")}
                  required
                  placeholder={t("common.select")}
                  options={ufs.map((uf) => ({ value: uf, label: uf }))}
                  error={message("address.state")}
                  {...register("address.state")}
                />
              </div>
            </fieldset>

            <fieldset className={formStyles.fieldset}>
              <legend>{t("coleta.details")}</legend>
              <div className={formStyles.row}>
                <SelectField
                  label={t("coleta.generatorType")}
                  required
                  placeholder={t("common.select")}
                  options={generatorTypes.map((value) => ({ value, label: t(`coleta.generatorTypes.${value}`) }))}
                  error={message("generatorType")}
                  {...register("generatorType")}
                />
                <Field
                  label={t("coleta.estimatedLiters")}
                  hint={t("coleta.estimatedLitersHint")}
                  required
                  type="number"
                  inputMode="numeric"
                  min={20}
                  max={1_000_000}
                  step={1}
                  error={message("estimatedLiters")}
                  {...register("estimatedLiters", { valueAsNumber: true })}
                />
                <SelectField
                  label={t("coleta.container")}
                  required
                  placeholder={t("common.select")}
                  options={containerTypes.map((value) => ({ value, label: t(`coleta.containers.${value}`) }))}
                  error={message("container")}
                  {...register("container")}
                />
                <Field
                  label={t("coleta.preferredDate")}
                  type="date"
                  min={saoPaulo.today}
                  onFocus={saoPaulo.refresh}
                  error={message("preferredDate")}
                  {...register("preferredDate")}
                />
              </div>
              <TextAreaField
                label={t("coleta.notes")}
                hint={t("coleta.notesHint")}
                maxLength={1000}
                error={message("notes")}
                {...register("notes")}
              />
            </fieldset>

            <ConsentField registration={register("consent")} error={message("consent")} />
            <Submit busy={busy} label={t("coleta.submit")} busyLabel={t("common.sending")} />
          </form>
        </div>
      </Container>
    </Section>
  );
}

function countLeaves(node: unknown): number {
  if (!node || typeof node !== "object") return 0;
  if ("message" in node && typeof (node as { message?: unknown }).message === "string") return 1;
  return Object.entries(node as Record<string, unknown>)
    .filter(([key]) => key !== "ref" && key !== "root")
    .reduce((sum, [, child]) => sum + countLeaves(child), 0);
}
