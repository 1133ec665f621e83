import React, { useMemo } from "react";
import { useForm } from "react-hook-form";
import { FormMessage, Submit, TextAreaField, formStyles } from "../../../components/forms/form-parts";
import { Link } from "../../../components/ui";
import { domainResolver } from "../../../domain/form-resolver";
import { pesquisaSchema, type PesquisaInput, type PesquisaRequest } from "../../../domain/pesquisa";
import { useLanguage, useTranslation } from "../../../i18n/i18n-context";
import { newIdempotencyKey } from "../../forms/draft";
import { useServerErrors } from "../../forms/use-drafted-form";
import { useResilientSubmit } from "../../forms/use-resilient-submit";
import { areaStyles as styles } from "./area-shell";
import { idToken } from "./id-token";
import * as surveyStyles from "./survey.module.css";

const scores = Array.from({ length: 11 }, (_, score) => score);

/** `/area-cliente/pesquisa/{protocol}/`: NPS 0–10 and a comment, once per collection request. */
export function Survey({ protocol }: { protocol: string }) {
  const { t } = useTranslation("formularios");
  const language = useLanguage();
  const resolver = useMemo(() => {
    const check = domainResolver(pesquisaSchema, language);
    // A radio group's value is the checked input's string ("9"); the schema wants the number. Unchecked is absent.
    const withNumber: typeof check = (values, context, options) => {
      const raw = values.score as unknown;
      const score = raw === null || raw === undefined || raw === "" ? undefined : Number(raw);
      return check({ ...values, score } as PesquisaInput, context, options);
    };
    return withNumber;
  }, [language]);
  const form = useForm<PesquisaInput, unknown, PesquisaRequest>({
    resolver,
    defaultValues: { idempotencyKey: newIdempotencyKey(), protocol, language, comment: "" } as PesquisaInput,
  });
  const { register, handleSubmit, formState } = form;
  const token = React.useRef<string | null>(null);
  const sender = useResilientSubmit<PesquisaRequest, { id: string }>({
    api: "PesquisaAPI",
    path: "/pesquisa",
    draftKey: `circulare:pesquisa-${protocol}-draft`,
    body: (values, idempotencyKey) => ({ ...values, idempotencyKey, language }),
    session: () => (token.current ? { kind: "signed-in", token: token.current } : { kind: "anonymous" }),
  });
  const { state } = sender;

  useServerErrors(form, state);

  const already = state.status === "rejected" && state.httpStatus === 409;
  const notFound = state.status === "rejected" && state.httpStatus === 404;
  const scoreError = formState.errors.score ? t("pesquisa.chooseScore") : undefined;

  if (state.status === "done" || already) {
    return (
      <>
        <h1 className={styles.title}>{t("pesquisa.title", { protocol })}</h1>
        <FormMessage notice={t(already ? "pesquisa.already" : "pesquisa.thanks")} />
        <p>
          <Link to="/area-cliente/pedidos/">{t("pedidos.back")}</Link>
        </p>
      </>
    );
  }

  return (
    <>
      <h1 className={styles.title}>{t("pesquisa.title", { protocol })}</h1>
      <p className={styles.lead}>{t("pesquisa.lead")}</p>
      <form method="post"
        className={formStyles.form}
        noValidate
        onSubmit={handleSubmit(async (values) => {
          token.current = await idToken();
          await sender.submit(values);
        })}
      >
        {notFound && <FormMessage error={t("pedidos.notFound")} />}
        {state.status === "offline" && <FormMessage error={t("common.offline")} />}
        <fieldset className={surveyStyles.scale} aria-describedby={scoreError ? "score-error" : undefined}>
          <legend>{t("pesquisa.question")}</legend>
          <div className={surveyStyles.options}>
            {scores.map((score) => (
              <label key={score} className={surveyStyles.option}>
                <input type="radio" value={score} {...register("score")} />
                <span>{score}</span>
              </label>
            ))}
          </div>
          <p className={surveyStyles.ends}>
            <span>{t("pesquisa.low")}</span>
            <span>{t("pesquisa.high")}</span>
          </p>
          {scoreError && (
            <p id="score-error" className={formStyles.fieldError}>
              {scoreError}
            </p>
          )}
        </fieldset>
        <TextAreaField label={t("pesquisa.comment")} hint={t("pesquisa.commentHint")} maxLength={2000} error={formState.errors.comment?.message} {...register("comment")} />
        <Submit busy={state.status === "sending"} label={t("pesquisa.submit")} busyLabel={t("common.sending")} />
      </form>
    </>
  );
}
