import React, { useCallback } from "react";
import { FormMessage, Submit, TextAreaField, formStyles } from "../../../components/forms/form-parts";
import { Link } from "../../../components/ui";
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
import { useLoad, type Settled } from "./load-state";
import { LoadView } from "./load-view";
import * as surveyStyles from "./survey.module.css";

const scores = Array.from({ length: 11 }, (_, score) => score);

/** Whether a protocol found in the customer's account can be rated: collected and not rated yet. */
type Eligibility = "open" | "not-collected" | "already";

/** The protocol as the survey sees it (checked before the form shows): missing when it is not the customer's. */
async function eligibility(protocol: string): Promise<Settled<Eligibility>> {
  const token = await idToken();
  const [request, surveys] = await Promise.all([
    callApi<ColetaRecord>("ColetaAPI", `/coleta/${encodeURIComponent(protocol)}`, { token }),
    callApi<{ items: { protocol: string }[] }>("PesquisaAPI", "/pesquisa", { token }),
  ]);
  if (request.kind === "rejected" && request.status === 404) return { status: "missing" };
  if (request.kind !== "ok" || surveys.kind !== "ok") return { status: "failed" };
  if (surveys.body.items.some((item) => item.protocol === protocol)) return { status: "ready", value: "already" };
  return { status: "ready", value: canRate(request.body.status) ? "open" : "not-collected" };
}

/** `/area-cliente/pesquisa/{protocol}/`: NPS 0–10 and a comment, once per collected request. */
export function Survey({ protocol }: { protocol: string }) {
  const { t } = useTranslation("formularios");
  const { state, reload } = useLoad(useCallback(() => eligibility(protocol), [protocol]));
  if (state.status === "ready" && state.value === "open") return <SurveyForm protocol={protocol} />;
  return (
    <>
      <h1 className={styles.title}>
        <KeepTogether text={t("pesquisa.title", { protocol })} part={protocol} />
      </h1>
      <LoadView
        state={state}
        reload={reload}
        loading={t("pesquisa.checking")}
        missing={t("pedidos.notFound")}
        failed={t("pesquisa.loadFailed")}
      >
        {(answer) => <FormMessage notice={t(answer === "already" ? "pesquisa.already" : "pesquisa.notCollected")} />}
      </LoadView>
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
