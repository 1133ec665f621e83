import React from "react";
import { Field, TextAreaField, formStyles } from "../../components/forms/form-parts";
import {
  contatoSchema,
  supplyCategories,
  type ContatoInput,
  type ContatoRequest,
  type ContatoTopic,
} from "../../domain/contato";
import { useLanguage, useTranslation } from "../../i18n/i18n-context";
import { newIdempotencyKey } from "../forms/draft";
import { ChoiceField, DoneCard, PublicForm } from "../forms/form-kit";
import { presets, useDomainForm } from "../forms/use-domain-form";
import { useFormSubmission } from "../forms/use-form-submission";

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
  const { form, field } = useDomainForm<ContatoInput, ContatoRequest>({
    schema: () => contatoSchema,
    defaultValues: emptyValues(topic, language),
  });
  const submission = useFormSubmission<ContatoInput, ContatoRequest, { reference: string }>(form, {
    api: "ContatoAPI",
    path: "/contato",
    draftKey: `circulare:contato-${topic}-draft`,
    empty: () => emptyValues(topic, language),
    event: { event: "contact_sent", topic },
  });
  const { state } = submission;

  if (state.status === "done") {
    return <DoneCard section="contato" codeKey="reference" code={state.result.reference} onAgain={submission.again} />;
  }

  const supplier = topic === "fornecedor";
  return (
    <PublicForm
      id={`contato-${topic}`}
      title={t("contato.title")}
      lead={t("contato.lead")}
      submission={submission}
      consent={field("consent")}
      submitLabel={t("contato.submit")}
    >
      <div className={formStyles.row}>
        <Field label={t("contato.name")} {...field("name", presets.name)} />
        <Field label={t("contato.email")} {...field("email", presets.email)} />
        <Field label={t("contato.phone")} {...field("phone", presets.phone)} />
      </div>
      {topic !== "geral" && (
        <div className={formStyles.row}>
          <Field label={t("contato.company")} required={supplier} {...field("company", presets.organization)} />
          {supplier && <Field label={t("contato.cnpj")} {...field("cnpj", presets.cnpj)} />}
          {supplier && (
            <ChoiceField
              label={t("contato.supplyCategory")}
              values={supplyCategories}
              labels="contato.supplyCategories"
              {...field("supplyCategory")}
            />
          )}
        </div>
      )}
      <TextAreaField
        label={t("contato.message")}
        hint={t("contato.messageHint")}
        required
        maxLength={2000}
        {...field("message")}
      />
    </PublicForm>
  );
}
