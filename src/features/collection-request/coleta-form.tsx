import React from "react";
import { Field, SelectField, TextAreaField, formStyles } from "../../components/forms/form-parts";
import { Link } from "../../components/ui";
import { formatCep, formatCnpj, formatPhone, ufs } from "../../domain/brazil";
import {
  coletaSchema,
  containerTypes,
  generatorTypes,
  type ColetaInput,
  type ColetaRequest,
} from "../../domain/coleta";
import { useLanguage, useTranslation } from "../../i18n/i18n-context";
import { newIdempotencyKey } from "../forms/draft";
import { CnpjField, DoneCard, PersonFields, PublicForm } from "../forms/form-kit";
import { useDomainForm } from "../forms/use-domain-form";
import { useFormSubmission } from "../forms/use-form-submission";
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
  const { form, field, errorCount } = useDomainForm<ColetaInput, ColetaRequest>({
    schema: coletaSchema,
    defaultValues: emptyValues(language),
  });
  const prefill = usePrefill(form);
  const saoPaulo = useSaoPauloToday();
  const submission = useFormSubmission<ColetaInput, ColetaRequest, Confirmation>(form, {
    api: "ColetaAPI",
    path: "/coleta",
    draftKey,
    empty: () => emptyValues(language),
    session: prefill.session,
    event: { event: "collection_request_sent" },
  });
  const { state } = submission;

  if (state.status === "done") {
    return (
      <DoneCard
        section="coleta"
        codeKey="protocol"
        code={state.result.protocol}
        testId="protocol"
        onAgain={submission.again}
      >
        <p>{t("coleta.doneText")}</p>
        <p>{t("coleta.doneLinked")}</p>
        <p>
          <Link to="/area-cliente/pedidos/">{t("coleta.doneArea")}</Link>
        </p>
      </DoneCard>
    );
  }

  return (
    <PublicForm
      id="coleta-form"
      title={t("coleta.title")}
      lead={t("coleta.lead")}
      submission={submission}
      consent={field("consent")}
      submitLabel={t("coleta.submit")}
      notice={prefill.used ? t("coleta.prefilled") : null}
      signedIn={{ returnTo: "/solicite-sua-coleta/" }}
      summary={{ errorCount, submitted: form.formState.isSubmitted }}
    >
      <fieldset className={formStyles.fieldset}>
        <legend>{t("coleta.company")}</legend>
        <div className={formStyles.row}>
          <Field label={t("coleta.companyName")} required autoComplete="organization" {...field("company.name")} />
          <CnpjField label={t("coleta.cnpj")} {...field("company.cnpj", { mask: formatCnpj })} />
        </div>
      </fieldset>

      <fieldset className={formStyles.fieldset}>
        <legend>{t("coleta.contact")}</legend>
        <div className={formStyles.row}>
          <PersonFields
            name={field("contact.name")}
            email={field("contact.email")}
            phone={field("contact.phone", { mask: formatPhone })}
            labels={{ name: t("coleta.contactName"), email: t("coleta.email"), phone: t("coleta.phone") }}
            phoneRequired
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
            {...field("address.cep", { mask: formatCep })}
          />
          <Field label={t("coleta.street")} required autoComplete="address-line1" {...field("address.street")} />
          <Field label={t("coleta.number")} required {...field("address.number")} />
        </div>
        <div className={formStyles.row}>
          <Field label={t("coleta.complement")} autoComplete="address-line2" {...field("address.complement")} />
          <Field label={t("coleta.district")} required {...field("address.district")} />
          <Field label={t("coleta.city")} required autoComplete="address-level2" {...field("address.city")} />
          <SelectField
            label={t("coleta.state")}
            required
            placeholder={t("common.select")}
            options={ufs.map((uf) => ({ value: uf, label: uf }))}
            {...field("address.state")}
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
            {...field("generatorType")}
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
            {...field("estimatedLiters", { valueAsNumber: true })}
          />
          <SelectField
            label={t("coleta.container")}
            required
            placeholder={t("common.select")}
            options={containerTypes.map((value) => ({ value, label: t(`coleta.containers.${value}`) }))}
            {...field("container")}
          />
          <Field
            label={t("coleta.preferredDate")}
            type="date"
            min={saoPaulo.today}
            onFocus={saoPaulo.refresh}
            {...field("preferredDate")}
          />
        </div>
        <TextAreaField label={t("coleta.notes")} hint={t("coleta.notesHint")} maxLength={1000} {...field("notes")} />
      </fieldset>
    </PublicForm>
  );
}
