import React, { useEffect, useMemo } from "react";
import { useForm } from "react-hook-form";
import { Field, SelectField, Submit, TextAreaField, formStyles } from "../../components/forms/form-parts";
import { Container, Section } from "../../components/ui";
import { formatCnpj, formatPhone } from "../../domain/brazil";
import {
  contatoSchema,
  supplyCategories,
  type ContatoInput,
  type ContatoRequest,
  type ContatoTopic,
} from "../../domain/contato";
import { domainResolver } from "../../domain/form-resolver";
import { useValidationMessages } from "../forms/validation-messages";
import { useLanguage, useTranslation } from "../../i18n/i18n-context";
import { newIdempotencyKey } from "../forms/draft";
import { ConsentField, DoneCard, SubmitNotices } from "../forms/form-kit";
import { Honeypot, honeypotValue } from "../forms/honeypot";
import { useDraftedForm, useServerErrors } from "../forms/use-drafted-form";
import { useResilientSubmit } from "../forms/use-resilient-submit";
import { pushEvent } from "../third-party/data-layer";

function emptyValues(topic: ContatoTopic, language: string): ContatoInput {
  return {
    idempotencyKey: newIdempotencyKey(),
    topic,
    name: "",
    email: "",
    phone: "",
    company: "",
    cnpj: "",
    supplyCategory: "",
    message: "",
    language,
    consent: false,
  } as unknown as ContatoInput; // empty inputs: the schema reports them as required on submit
}

/**
 * The contact forms (`/fale-com-a-gente/`: geral, `/fale-com-ri/`: ri, `/seja-um-fornecedor/`: fornecedor, which
 * also asks for company, CNPJ and category of supply), checked by the domain's schema, kept as a draft until
 * ContatoAPI confirms with a reference.
 */
export function ContactForm({ topic }: { topic: ContatoTopic }) {
  const { t } = useTranslation("formularios");
  const language = useLanguage();
  const draftKey = `circulare:contato-${topic}-draft`;
  useValidationMessages();
  const resolver = useMemo(() => domainResolver(contatoSchema, language), [language]);
  const form = useForm<ContatoInput, unknown, ContatoRequest>({
    resolver,
    defaultValues: emptyValues(topic, language),
    mode: "onTouched",
  });
  const { register, handleSubmit, setValue, reset, formState } = form;
  const sender = useResilientSubmit<ContatoRequest, { reference: string }>({
    api: "ContatoAPI",
    path: "/contato",
    draftKey,
    body: (values, idempotencyKey) => ({ ...values, idempotencyKey, language }),
  });
  const { state } = sender;

  useDraftedForm(form, draftKey, () => emptyValues(topic, language));
  const sentReference = state.status === "done" ? state.result.reference : null;
  useEffect(() => {
    if (sentReference) pushEvent({ event: "contact_sent", topic });
  }, [sentReference, topic]);
  useServerErrors(form, state);

  const message = (path: keyof ContatoInput) => formState.errors[path]?.message;

  if (state.status === "done") {
    return (
      <DoneCard
        title={t("contato.doneTitle")}
        codeLabel={t("contato.reference")}
        code={state.result.reference}
        testId="reference"
        againLabel={t("contato.another")}
        onAgain={() => {
          reset(emptyValues(topic, language));
          sender.reset();
        }}
      >
        <p>{t("contato.doneText")}</p>
      </DoneCard>
    );
  }

  const supplier = topic === "fornecedor";
  return (
    <Section>
      <Container>
        <div className={formStyles.panel}>
          <h2 className={formStyles.title} id={`contato-${topic}`}>
            {t("contato.title")}
          </h2>
          <p className={formStyles.lead}>{t("contato.lead")}</p>
          <form
            method="post"
            className={formStyles.form}
            onSubmit={(event) => {
              const trap = honeypotValue(event.currentTarget);
              return handleSubmit((values) => sender.submit(values, trap))(event);
            }}
            noValidate
            aria-labelledby={`contato-${topic}`}
          >
            <SubmitNotices state={state} onRetry={() => void sender.retry()} />
            <Honeypot />
            <div className={formStyles.row}>
              <Field
                label={t("contato.name")}
                required
                autoComplete="name"
                error={message("name")}
                {...register("name")}
              />
              <Field
                label={t("contato.email")}
                required
                type="email"
                autoComplete="email"
                error={message("email")}
                {...register("email")}
              />
              <Field
                label={t("contato.phone")}
                type="tel"
                autoComplete="tel"
                error={message("phone")}
                {...register("phone", {
                  onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
                    setValue("phone", formatPhone(event.target.value)),
                })}
              />
            </div>
            {topic !== "geral" && (
              <div className={formStyles.row}>
                <Field
                  label={t("contato.company")}
                  required={supplier}
                  autoComplete="organization"
                  error={message("company")}
                  {...register("company")}
                />
                {supplier && (
                  <Field
                    label={t("contato.cnpj")}
                    required
                    autoCapitalize="characters"
                    spellCheck={false}
                    placeholder="00.000.000/0000-00"
                    error={message("cnpj")}
                    {...register("cnpj", {
                      onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
                        setValue("cnpj", formatCnpj(event.target.value)),
                    })}
                  />
                )}
                {supplier && (
                  <SelectField
                    label={t("contato.supplyCategory")}
                    required
                    placeholder={t("common.select")}
                    options={supplyCategories.map((value) => ({
                      value,
                      label: t(`contato.supplyCategories.${value}`),
                    }))}
                    error={message("supplyCategory")}
                    {...register("supplyCategory")}
                  />
                )}
              </div>
            )}
            <TextAreaField
              label={t("contato.message")}
              hint={t("contato.messageHint")}
              required
              maxLength={2000}
              error={message("message")}
              {...register("message")}
            />
            <ConsentField registration={register("consent")} error={message("consent")} />
            <Submit busy={state.status === "sending"} label={t("contato.submit")} busyLabel={t("common.sending")} />
          </form>
        </div>
      </Container>
    </Section>
  );
}
