import React, { useEffect, useMemo } from "react";
import { useForm, type FieldPath } from "react-hook-form";
import { CheckboxField, Field, FormMessage, SelectField, Submit, TextAreaField, formStyles } from "../../components/forms/form-parts";
import { Container, Link, Section } from "../../components/ui";
import { formatCnpj, formatPhone } from "../../domain/brazil";
import { contatoSchema, supplyCategories, type ContatoInput, type ContatoRequest, type ContatoTopic } from "../../domain/contato";
import { domainResolver } from "../../domain/form-resolver";
import { useLanguage, useTranslation } from "../../i18n/i18n-context";
import { loadDraft, newIdempotencyKey, saveDraft } from "../forms/draft";
import { useResilientSubmit } from "../forms/use-resilient-submit";

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
  const resolver = useMemo(() => domainResolver(contatoSchema, language), [language]);
  const { register, handleSubmit, setValue, setError, reset, watch, formState } = useForm<ContatoInput, unknown, ContatoRequest>({
    resolver,
    defaultValues: emptyValues(topic, language),
    mode: "onTouched",
  });
  const sender = useResilientSubmit<ContatoRequest, { reference: string }>({
    api: "ContatoAPI",
    path: "/contato",
    draftKey,
    body: (values, idempotencyKey) => ({ ...values, idempotencyKey, language }),
  });
  const { state } = sender;

  useEffect(() => {
    const draft = loadDraft<ContatoInput>(draftKey);
    if (draft) reset({ ...emptyValues(topic, language), ...draft.values, topic, language } as ContatoInput);
    const subscription = watch((values) => {
      const current = loadDraft<ContatoInput>(draftKey);
      saveDraft(draftKey, { values: values as ContatoInput, idempotencyKey: current?.idempotencyKey ?? newIdempotencyKey(), pending: current?.pending ?? false });
    });
    return () => subscription.unsubscribe();
  }, [draftKey, language, reset, topic, watch]);

  useEffect(() => {
    if (state.status !== "rejected") return;
    for (const error of state.errors) {
      if (error.field) setError(error.field as FieldPath<ContatoInput>, { type: error.code, message: error.message });
    }
  }, [state, setError]);

  const message = (path: keyof ContatoInput) => formState.errors[path]?.message;

  if (state.status === "done") {
    return (
      <Section>
        <Container>
          <div className={`${formStyles.panel} ${formStyles.done}`} role="status">
            <h2 className={formStyles.title}>{t("contato.doneTitle")}</h2>
            <p>{t("contato.doneText")}</p>
            <p>{t("contato.reference")}</p>
            <p className={formStyles.protocol} data-testid="reference">
              {state.result.reference}
            </p>
            <button
              type="button"
              className={formStyles.linkButton}
              onClick={() => {
                reset(emptyValues(topic, language));
                sender.reset();
              }}
            >
              {t("contato.another")}
            </button>
          </div>
        </Container>
      </Section>
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
          <form method="post" className={formStyles.form} onSubmit={handleSubmit((values) => sender.submit(values))} noValidate aria-labelledby={`contato-${topic}`}>
            {state.status === "offline" && (
              <div className={formStyles.alert} role="alert">
                <p>{t("common.offline")}</p>
                <button type="button" className={formStyles.linkButton} onClick={() => void sender.retry()}>
                  {t("common.retry")}
                </button>
              </div>
            )}
            {state.status === "rejected" && <FormMessage error={t(state.httpStatus === 409 ? "common.conflict" : "common.rejected")} />}
            <div className={formStyles.row}>
              <Field label={t("contato.name")} required autoComplete="name" error={message("name")} {...register("name")} />
              <Field label={t("contato.email")} required type="email" autoComplete="email" error={message("email")} {...register("email")} />
              <Field
                label={t("contato.phone")}
                type="tel"
                autoComplete="tel"
                error={message("phone")}
                {...register("phone", { onChange: (event: React.ChangeEvent<HTMLInputElement>) => setValue("phone", formatPhone(event.target.value)) })}
              />
            </div>
            {topic !== "geral" && (
              <div className={formStyles.row}>
                <Field label={t("contato.company")} required={supplier} autoComplete="organization" error={message("company")} {...register("company")} />
                {supplier && (
                  <Field
                    label={t("contato.cnpj")}
                    required
                    inputMode="numeric"
                    placeholder="00.000.000/0000-00"
                    error={message("cnpj")}
                    {...register("cnpj", { onChange: (event: React.ChangeEvent<HTMLInputElement>) => setValue("cnpj", formatCnpj(event.target.value)) })}
                  />
                )}
                {supplier && (
                  <SelectField
                    label={t("contato.supplyCategory")}
                    required
                    placeholder={t("common.select")}
                    options={supplyCategories.map((value) => ({ value, label: t(`contato.supplyCategories.${value}`) }))}
                    error={message("supplyCategory")}
                    {...register("supplyCategory")}
                  />
                )}
              </div>
            )}
            <TextAreaField label={t("contato.message")} hint={t("contato.messageHint")} required maxLength={2000} error={message("message")} {...register("message")} />
            <CheckboxField
              label={
                <>
                  {t("common.consent")} <Link to="/politica-de-privacidade/">{t("common.privacyLink")}</Link>
                </>
              }
              error={message("consent")}
              {...register("consent")}
            />
            <Submit busy={state.status === "sending"} label={t("contato.submit")} busyLabel={t("common.sending")} />
          </form>
        </div>
      </Container>
    </Section>
  );
}
