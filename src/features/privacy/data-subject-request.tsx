import React from "react";
import { Field, TextAreaField, formStyles } from "../../components/forms/form-parts";
import { dataSubjectRights, type TitularInput, type TitularRequest } from "../../domain/titular";
import { titularSchema } from "../../domain/titular";
import { useLanguage, useTranslation } from "../../i18n/i18n-context";
import { newIdempotencyKey } from "../forms/draft";
import { ChoiceField, DoneCard, PublicForm } from "../forms/form-kit";
import { presets, useDomainForm } from "../forms/use-domain-form";
import { useFormSubmission } from "../forms/use-form-submission";

function emptyValues(language: string): TitularInput {
  return {
    idempotencyKey: newIdempotencyKey(),
    right: "",
    name: "",
    email: "",
    identifier: "",
    message: "",
    language,
    consent: false,
  } as unknown as TitularInput; // empty inputs: the schema reports them as required on submit
}

/**
 * The data-subject request on `/lei-lgpd/` (LGPD art. 18), for anyone, with or without an account: the right, who
 * asks, and what they need, checked by the domain's schema and kept as a draft until ContatoAPI has it. What comes
 * back is no reference yet: the request waits for the link e-mailed to the address given (`/lei-lgpd/confirmar/`).
 */
export function DataSubjectRequest() {
  const { t } = useTranslation("formularios");
  const language = useLanguage();
  const { form, field } = useDomainForm<TitularInput, TitularRequest>({
    schema: () => titularSchema,
    defaultValues: emptyValues(language),
  });
  const submission = useFormSubmission<TitularInput, TitularRequest, { status: string }>(form, {
    api: "ContatoAPI",
    path: "/contato/titular",
    draftKey: "circulare:titular-draft",
    empty: () => emptyValues(language),
  });
  const { state } = submission;
  const [sentTo, setSentTo] = React.useState("");

  if (state.status === "done") {
    return <DoneCard section="titular" codeKey="sentTo" code={sentTo} onAgain={submission.again} />;
  }

  return (
    <div
      onSubmitCapture={() => {
        // The address the link goes to, as typed: the done card names it.
        setSentTo(String(form.getValues("email") ?? "").trim());
      }}
    >
      <PublicForm
        id="titular"
        title={t("titular.title")}
        lead={t("titular.lead")}
        submission={submission}
        consent={field("consent")}
        submitLabel={t("titular.submit")}
      >
        <ChoiceField
          label={t("titular.right")}
          values={dataSubjectRights}
          labels="titular.rights"
          {...field("right")}
        />
        <div className={formStyles.row}>
          <Field label={t("titular.name")} {...field("name", presets.name)} />
          <Field label={t("titular.email")} {...field("email", presets.email)} />
        </div>
        <Field
          label={t("titular.identifier")}
          hint={t("titular.identifierHint")}
          autoCapitalize="characters"
          spellCheck={false}
          {...field("identifier", { autoComplete: "off" })}
        />
        <TextAreaField
          label={t("titular.message")}
          hint={t("titular.messageHint")}
          required
          maxLength={2000}
          {...field("message")}
        />
      </PublicForm>
    </div>
  );
}
