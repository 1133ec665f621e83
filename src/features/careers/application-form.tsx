import React, { useState } from "react";
import { Field, TextAreaField, formStyles } from "../../components/forms/form-parts";
import { cvAccept, cvFileProblem, MAX_CV_BYTES, type CvUploadGrant } from "../../domain/candidatura";
import { contatoSchema, type ContatoInput, type ContatoRequest } from "../../domain/contato";
import { isErrorCode, messageFor } from "../../domain/messages";
import { useLanguage, useTranslation } from "../../i18n/i18n-context";
import { callApi } from "../backend/api-client";
import { newIdempotencyKey } from "../forms/draft";
import { DoneCard, PublicForm } from "../forms/form-kit";
import { presets, useDomainForm } from "../forms/use-domain-form";
import { useFormSubmission } from "../forms/use-form-submission";

function emptyValues(position: string, language: string): ContatoInput {
  return {
    idempotencyKey: newIdempotencyKey(),
    topic: "candidatura",
    position,
    name: "",
    email: "",
    phone: "",
    linkedin: "",
    message: "",
    cvKey: "",
    cvName: "",
    language,
    consent: false,
  } as unknown as ContatoInput; // empty inputs: the schema reports them as required on submit
}

type Upload = { status: "idle" } | { status: "uploading" } | { status: "error"; message: string };

/** The first error code of an API refusal's body (`{ errors: [{ code }] }`), if it names one. */
function refusalCode(body: unknown): string | null {
  const errors = (body as { errors?: { code?: unknown }[] } | null)?.errors;
  const code = Array.isArray(errors) ? errors[0]?.code : undefined;
  return isErrorCode(code) ? code : null;
}

/**
 * The application to a position (or a spontaneous one): a contact message of topic "candidatura" sent to ContatoAPI
 * with the shared form kit. The CV is checked (PDF or DOCX, at most 5 MB) and uploaded as soon as it is chosen:
 * ContatoAPI hands out a signed PUT (`POST /contato/cv`) and the browser sends the file straight to S3; the
 * application then names the stored file (`cvKey`), whose bytes the API checks again before storing the message.
 * A refused file leaves every typed field as it was.
 */
export function ApplicationForm({ position }: { position: string }) {
  const { t } = useTranslation("formularios");
  const language = useLanguage();
  const { form, field, message } = useDomainForm<ContatoInput, ContatoRequest>({
    schema: () => contatoSchema,
    defaultValues: emptyValues(position, language),
  });
  const submission = useFormSubmission<ContatoInput, ContatoRequest, { reference: string }>(form, {
    api: "ContatoAPI",
    path: "/contato",
    draftKey: `circulare:candidatura-${position}-draft`,
    empty: () => emptyValues(position, language),
    event: { event: "contact_sent", topic: "candidatura" },
  });
  const [upload, setUpload] = useState<Upload>({ status: "idle" });
  const cvName = form.watch("cvName");
  const { state } = submission;

  if (state.status === "done") {
    return (
      <DoneCard section="candidatura" codeKey="reference" code={state.result.reference} onAgain={submission.again} />
    );
  }

  const choose = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    form.setValue("cvKey", "" as never);
    form.setValue("cvName", "" as never);
    if (!file) return setUpload({ status: "idle" });
    const problem = cvFileProblem(file);
    if (problem) {
      event.target.value = "";
      return setUpload({
        status: "error",
        message: messageFor(problem, language, { max: MAX_CV_BYTES / 1024 / 1024 }),
      });
    }
    setUpload({ status: "uploading" });
    const grant = await callApi<CvUploadGrant>("ContatoAPI", "/contato/cv", {
      method: "POST",
      body: { idempotencyKey: newIdempotencyKey(), fileName: file.name, contentType: file.type, size: file.size },
    });
    if (grant.kind !== "ok") {
      event.target.value = "";
      const code = grant.kind === "rejected" ? refusalCode(grant.body) : null;
      return setUpload({
        status: "error",
        message: code ? messageFor(code, language, { max: 5 }) : t("candidatura.uploadFailed"),
      });
    }
    const stored = await fetch(grant.body.uploadUrl, { method: "PUT", headers: grant.body.headers, body: file }).then(
      (response) => response.ok,
      () => false,
    );
    if (!stored) {
      event.target.value = "";
      return setUpload({ status: "error", message: t("candidatura.uploadFailed") });
    }
    const validate = form.formState.isSubmitted;
    form.setValue("cvKey", grant.body.cvKey as never, { shouldValidate: validate });
    form.setValue("cvName", file.name as never, { shouldValidate: validate });
    setUpload({ status: "idle" });
  };

  const fileError = upload.status === "error" ? upload.message : (message("cvKey") ?? message("cvName") ?? undefined);
  return (
    <PublicForm
      id="candidatura"
      title={t("candidatura.title")}
      lead={t("candidatura.lead")}
      submission={submission}
      consent={field("consent")}
      submitLabel={t("candidatura.submit")}
    >
      <div className={formStyles.row}>
        <Field label={t("candidatura.name")} {...field("name", presets.name)} />
        <Field label={t("candidatura.email")} {...field("email", presets.email)} />
        <Field label={t("candidatura.phone")} {...field("phone", presets.phone)} />
      </div>
      <Field
        label={t("candidatura.linkedin")}
        hint={t("candidatura.linkedinHint")}
        type="url"
        inputMode="url"
        autoComplete="url"
        {...field("linkedin")}
      />
      <TextAreaField
        label={t("candidatura.message")}
        hint={t("candidatura.messageHint")}
        required
        maxLength={2000}
        {...field("message")}
      />
      <Field
        label={t("candidatura.cv")}
        hint={
          upload.status === "uploading"
            ? t("candidatura.uploading")
            : cvName
              ? t("candidatura.uploaded", { name: cvName })
              : t("candidatura.cvHint")
        }
        error={fileError}
        type="file"
        name="cv"
        accept={cvAccept}
        required
        aria-busy={upload.status === "uploading"}
        onChange={(event) => void choose(event)}
      />
    </PublicForm>
  );
}
