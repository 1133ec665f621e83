import React, { useCallback, useEffect, useState } from "react";
import { Field, FormMessage, Submit, formStyles } from "../../components/forms/form-parts";
import { Container, Section } from "../../components/ui";
import { useLanguage, useTranslation } from "../../i18n/i18n-context";
import { callApi } from "../backend/api-client";
import { formatDay } from "../../domain/dates";
import { formatNumber } from "../../domain/numbers";

/**
 * What `GET /certificado/{code}` answers for an existing certificate: nothing personal, and the generator only by its
 * name and a masked CNPJ ("12.345.***" + "/****-95"), enough to match the paper.
 */
type Verified = {
  protocol: string;
  collectedAt: string;
  liters: number;
  company: { name: string; cnpj: string };
};

type State =
  | { kind: "idle" }
  | { kind: "checking" }
  | { kind: "found"; code: string; certificate: Verified }
  | { kind: "not-found"; code: string }
  | { kind: "invalid" }
  | { kind: "failed"; code: string };

/** The code as printed is 12 Crockford base32 characters in three groups; spaces and dashes are optional. */
export function normalizeCode(raw: string): string | null {
  const compact = raw.replace(/[\s-]/g, "").toUpperCase();
  return /^[0-9A-Z]{12}$/.test(compact) ? `${compact.slice(0, 4)}-${compact.slice(4, 8)}-${compact.slice(8)}` : null;
}

/** `/verificar-certificado/`: anyone checks a collection certificate's code (also from `?codigo=`) against ColetaAPI. */
export function VerifyCertificate({ search }: { search: string }) {
  const { t } = useTranslation("verificar-certificado");
  const language = useLanguage();
  const [code, setCode] = useState(() => new URLSearchParams(search).get("codigo") ?? "");
  const [state, setState] = useState<State>({ kind: "idle" });

  const verify = useCallback(async (raw: string) => {
    const normalized = normalizeCode(raw);
    if (!normalized) return setState({ kind: "invalid" });
    setState({ kind: "checking" });
    const result = await callApi<Verified>("ColetaAPI", `/certificado/${encodeURIComponent(normalized)}`);
    if (result.kind === "ok") setState({ kind: "found", code: normalized, certificate: result.body });
    else if (result.kind === "rejected" && result.status === 404) setState({ kind: "not-found", code: normalized });
    else setState({ kind: "failed", code: normalized });
  }, []);

  useEffect(() => {
    const fromUrl = new URLSearchParams(search).get("codigo");
    if (fromUrl) void verify(fromUrl);
  }, [search, verify]);

  return (
    <Section>
      <Container>
        <div className={formStyles.panel}>
          <h2 className={formStyles.title} id="verify-form">
            {t("form.title")}
          </h2>
          <form
            method="get"
            className={formStyles.form}
            aria-labelledby="verify-form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void verify(code);
            }}
          >
            <Field
              label={t("form.code")}
              hint={t("form.codeHint")}
              name="codigo"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={code}
              error={state.kind === "invalid" ? t("form.invalid") : undefined}
              onChange={(event) => setCode(event.target.value)}
            />
            <Submit busy={state.kind === "checking"} label={t("form.submit")} busyLabel={t("form.checking")} />
          </form>
          <div aria-live="polite">
            {state.kind === "found" && (
              <div data-testid="certificate-valid">
                <FormMessage notice={t("form.valid", { code: state.code })} />
                <dl>
                  <dt>{t("form.protocol")}</dt>
                  <dd>{state.certificate.protocol}</dd>
                  <dt>{t("form.collectedAt")}</dt>
                  <dd>{formatDay(state.certificate.collectedAt, language)}</dd>
                  <dt>{t("form.liters")}</dt>
                  <dd>{formatNumber(state.certificate.liters, language)}</dd>
                  <dt>{t("form.company")}</dt>
                  <dd>{state.certificate.company.name}</dd>
                  <dt>{t("form.cnpj")}</dt>
                  <dd data-testid="certificate-cnpj">{state.certificate.company.cnpj}</dd>
                </dl>
              </div>
            )}
            {state.kind === "not-found" && <FormMessage error={t("form.notFound", { code: state.code })} />}
            {state.kind === "failed" && (
              <>
                <FormMessage error={t("form.failed")} />
                <button type="button" className={formStyles.linkButton} onClick={() => void verify(state.code)}>
                  {t("form.retry")}
                </button>
              </>
            )}
          </div>
        </div>
      </Container>
    </Section>
  );
}
