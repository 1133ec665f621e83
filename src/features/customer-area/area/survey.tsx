import React, { useCallback, useEffect, useState } from "react";
import { FormMessage, Submit, TextAreaField, formStyles } from "../../../components/forms/form-parts";
import { Button, Link } from "../../../components/ui";
import { KeepTogether } from "../../../components/ui/keep-together";
import type { ColetaRecord } from "../../../domain/coleta";
import { pesquisaSchema, type PesquisaInput, type PesquisaRequest } from "../../../domain/pesquisa";
import { useLanguage, useTranslation } from "../../../i18n/i18n-context";
import { newIdempotencyKey } from "../../forms/draft";
import { useDomainForm } from "../../forms/use-domain-form";
import { useFormSubmission } from "../../forms/use-form-submission";
import { callApi } from "../../backend/api-client";
import { areaStyles as styles } from "./area-shell";
import { idToken } from "./id-token";
import { canRate } from "./lifecycle-view";
import * as surveyStyles from "./survey.module.css";

const scores = Array.from({ length: 11 }, (_, score) => score);

/** Whether the protocol can be rated: the customer's own, collected, not rated yet (checked before the form shows). */
type Eligibility = "checking" | "open" | "missing" | "not-collected" | "already" | "failed";

async function eligibility(protocol: string): Promise<Eligibility> {
  const token = await idToken();
  const [request, surveys] = await Promise.all([
    callApi<ColetaRecord>("ColetaAPI", `/coleta/${encodeURIComponent(protocol)}`, { token }),
    callApi<{ items: { protocol: string }[] }>("PesquisaAPI", "/pesquisa", { token }),
  ]);
  if (request.kind === "rejected" && request.status === 404) return "missing";
  if (request.kind !== "ok" || surveys.kind !== "ok") return "failed";
  if (surveys.body.items.some((item) => item.protocol === protocol)) return "already";
  return canRate(request.body.status) ? "open" : "not-collected";
}

/** `/area-cliente/pesquisa/{protocol}/`: NPS 0–10 and a comment, once per collected request. */
export function Survey({ protocol }: { protocol: string }) {
  const { t } = useTranslation("formularios");
  const [check, setCheck] = useState<Eligibility>("checking");
  const recheck = useCallback(() => {
    setCheck("checking");
    eligibility(protocol)
      .then(setCheck)
      .catch(() => setCheck("failed"));
  }, [protocol]);
  useEffect(recheck, [recheck]);
  if (check === "open") return <SurveyForm protocol={protocol} />;
  const message: Record<Exclude<Eligibility, "open">, string> = {
    checking: t("pesquisa.checking"),
    missing: t("pedidos.notFound"),
    "not-collected": t("pesquisa.notCollected"),
    already: t("pesquisa.already"),
    failed: t("pesquisa.loadFailed"),
  };
  return (
    <>
      <h1 className={styles.title}>
        <KeepTogether text={t("pesquisa.title", { protocol })} part={protocol} />
      </h1>
      {check === "checking" ? (
        <p role="status">{message.checking}</p>
      ) : (
        <FormMessage
          error={check === "missing" || check === "failed" ? message[check] : undefined}
          notice={check === "missing" || check === "failed" ? undefined : message[check]}
        />
      )}
      {check === "failed" && (
        <Button variant="secondary" onClick={recheck}>
          {t("pedidos.retry")}
        </Button>
      )}
      <p>
        <Link to="/area-cliente/pedidos/">{t("pedidos.back")}</Link>
      </p>
    </>
  );
}

/** A radio group's value is the checked input's string ("9"); the schema wants the number. Unchecked is absent. */
function scoreAsNumber(values: PesquisaInput): PesquisaInput {
  const raw = values.score as unknown;
  return {
    ...values,
    score: raw === null || raw === undefined || raw === "" ? undefined : Number(raw),
  } as PesquisaInput;
}

function SurveyForm({ protocol }: { protocol: string }) {
  const { t } = useTranslation("formularios");
  const language = useLanguage();
  const empty = () => ({ idempotencyKey: newIdempotencyKey(), protocol, language, comment: "" }) as PesquisaInput;
  const { form, field } = useDomainForm<PesquisaInput, PesquisaRequest>({
    schema: () => pesquisaSchema,
    defaultValues: empty(),
    prepare: scoreAsNumber,
  });
  const { register, formState } = form;
  const token = React.useRef<string | null>(null);
  const submission = useFormSubmission<PesquisaInput, PesquisaRequest, { id: string }>(form, {
    api: "PesquisaAPI",
    path: "/pesquisa",
    draftKey: `circulare:pesquisa-${protocol}-draft`,
    empty,
    session: () => (token.current ? { kind: "signed-in", token: token.current } : { kind: "anonymous" }),
    restoreDraft: false,
    beforeSend: async () => {
      token.current = await idToken();
    },
  });
  const { state } = submission;

  const refused = state.status === "rejected" && state.httpStatus === 409;
  const notCollected = refused && state.errors.some((error) => error.code === "not_collected");
  const already = refused && !notCollected;
  const notFound = state.status === "rejected" && state.httpStatus === 404;
  const scoreError = formState.errors.score ? t("pesquisa.chooseScore") : undefined;

  if (state.status === "done" || refused) {
    return (
      <>
        <h1 className={styles.title}>
          <KeepTogether text={t("pesquisa.title", { protocol })} part={protocol} />
        </h1>
        <FormMessage
          notice={t(notCollected ? "pesquisa.notCollected" : already ? "pesquisa.already" : "pesquisa.thanks")}
        />
        <p>
          <Link to="/area-cliente/pedidos/">{t("pedidos.back")}</Link>
        </p>
      </>
    );
  }

  return (
    <>
      <h1 className={styles.title}>
        <KeepTogether text={t("pesquisa.title", { protocol })} part={protocol} />
      </h1>
      <p className={styles.lead}>{t("pesquisa.lead")}</p>
      <form method="post" className={formStyles.form} noValidate onSubmit={submission.onSubmit}>
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
        <TextAreaField
          label={t("pesquisa.comment")}
          hint={t("pesquisa.commentHint")}
          maxLength={2000}
          {...field("comment")}
        />
        <Submit busy={state.status === "sending"} label={t("pesquisa.submit")} busyLabel={t("common.sending")} />
      </form>
    </>
  );
}
