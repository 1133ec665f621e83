import React from "react";
import { Field, TextAreaField, formStyles } from "../../components/forms/form-parts";
import { Link } from "../../components/ui";
import { ufs } from "../../domain/brazil";
import {
  coletaSchema,
  containerTypes,
  generatorTypes,
  type ColetaInput,
  type ColetaRequest,
} from "../../domain/coleta";
import { useLanguage, useTranslation } from "../../i18n/i18n-context";
import { newIdempotencyKey } from "../forms/draft";
import { ChoiceField, DoneCard, FieldGroup, PublicForm } from "../forms/form-kit";
import { presets, useDomainForm } from "../forms/use-domain-form";
import { useFormSubmission } from "../forms/use-form-submission";
import { useCepLookup } from "./use-cep-lookup";
import { usePrefill } from "./use-prefill";
import { useSaoPauloToday } from "./use-sao-paulo-today";

const draftKey = "circulare:coleta-draft";

/** The note under the address for each state of the CEP lookup (`formularios:coleta.cepLookup.*`). */
const cepNote = { loading: "loading", found: "found", "not-found": "notFound", failed: "failed" } as const;

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
  const cepLookup = useCepLookup(form);
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
  /** A choice among the request's details: labelled `coleta.{name}`, each option `coleta.{labels}.{value}`. */
  const choice = (name: "generatorType" | "container", values: readonly string[], labels: string) => (
    <ChoiceField
      label={t(`coleta.${name}`)}
      values={values}
      labels={`coleta.${labels}`}
      {...field(name)}
      required={false} // the operator settles it when scheduling (src/domain/coleta.ts)
    />
  );

  if (state.status === "done") {
    return (
      <DoneCard section="coleta" codeKey="protocol" code={state.result.protocol} onAgain={submission.again}>
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
      <FieldGroup
        legend={t("coleta.company")}
        rows={[
          <>
            <Field label={t("coleta.companyName")} required {...field("company.name", presets.organization)} />
            <Field label={t("coleta.cnpj")} {...field("company.cnpj", presets.cnpj)} />
          </>,
        ]}
      />

      <FieldGroup
        legend={t("coleta.contact")}
        rows={[
          <>
            <Field label={t("coleta.contactName")} {...field("contact.name", presets.name)} />
            <Field label={t("coleta.email")} {...field("contact.email", presets.email)} />
            <Field label={t("coleta.phone")} required {...field("contact.phone", presets.phone)} />
          </>,
        ]}
      />

      <FieldGroup
        legend={t("coleta.address")}
        rows={[
          <>
            <Field label={t("coleta.cep")} hint={t("coleta.cepHint")} {...field("address.cep", presets.cep)} />
            <Field label={t("coleta.city")} required autoComplete="address-level2" {...field("address.city")} />
            <ChoiceField label={t("coleta.state")} values={ufs} {...field("address.state")} />
          </>,
          <>
            <Field label={t("coleta.street")} autoComplete="address-line1" {...field("address.street")} />
            <Field label={t("coleta.number")} {...field("address.number")} />
            <Field label={t("coleta.complement")} autoComplete="address-line2" {...field("address.complement")} />
            <Field label={t("coleta.district")} autoComplete="address-level3" {...field("address.district")} />
          </>,
        ]}
      >
        {/* Always in the page, so a screen reader announces each change of the lookup's state. */}
        <p className={formStyles.hint} role="status" data-testid="cep-lookup">
          {cepLookup === "idle" ? "" : t(`coleta.cepLookup.${cepNote[cepLookup]}`)}
        </p>
      </FieldGroup>

      <FieldGroup
        legend={t("coleta.details")}
        rows={[
          <>
            {choice("generatorType", generatorTypes, "generatorTypes")}
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
            {choice("container", containerTypes, "containers")}
            <Field
              label={t("coleta.preferredDate")}
              type="date"
              min={saoPaulo.today}
              onFocus={saoPaulo.refresh}
              {...field("preferredDate")}
            />
          </>,
        ]}
      >
        <TextAreaField label={t("coleta.notes")} hint={t("coleta.notesHint")} maxLength={1000} {...field("notes")} />
      </FieldGroup>
    </PublicForm>
  );
}
