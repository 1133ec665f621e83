import React, { useState } from "react";
import { signOut } from "aws-amplify/auth";
import { Button, Link } from "../../../components/ui";
import { useLanguage, useTranslation } from "../../../i18n/i18n-context";
import { RetentionList } from "../../privacy/retention-list";
import { callApi, type ApiResult } from "../../backend/api-client";
import { AccountForm, AccountInput } from "../auth/account-inputs";
import { useAction } from "../use-action";
import { areaStyles as styles } from "./area-shell";
import { idToken } from "./id-token";
import { saveFile } from "./save-file";

/** What the customer can correct, and where (`conta:myData.edit.<key>`); a certificate cannot (`fixed`). */
const editable = [
  { key: "profile", to: "/area-cliente/perfil/" },
  { key: "files", to: "/area-cliente/documentos/" },
  { key: "requests", to: "/area-cliente/pedidos/" },
] as const;

/** The export as GET /meus-dados answers it (amplify/functions/coleta-api/account-data.ts); the page reads two fields. */
type AccountExport = { generatedAt: string; requestsCsv: string } & Record<string, unknown>;

/** The first error of a refusal (its code and message, as the API wrote it in the page's language). */
function refusal(result: ApiResult<unknown>): { code?: string; message?: string } | null {
  if (result.kind !== "rejected") return null;
  const errors = (result.body as { errors?: { code?: string; message?: string }[] } | null)?.errors;
  return errors?.[0] ?? null;
}

/**
 * `/area-cliente/meus-dados/`: what the company holds and what the customer can correct where, the export (generated
 * by the server: a JSON file and the requests as CSV), and closing the account after the password is confirmed, and
 * the authenticator app's code when the account has one on (the server says so: the code field appears, the password
 * typed stays, and both go again).
 */
export function MyData() {
  const { t } = useTranslation("conta");
  const language = useLanguage();
  const [exporting, setExporting] = useState<"idle" | "busy" | "failed" | "done">("idle");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  /** The server asked for the authenticator's code (`totp_required`): its message, shown above the field. */
  const [codeAsked, setCodeAsked] = useState<string | null>(null);
  const [closed, setClosed] = useState(false);
  const action = useAction();
  const { setError, run } = action;

  async function onExport() {
    if (exporting === "busy") return;
    setExporting("busy");
    const token = await idToken().catch(() => null);
    const result = await callApi<AccountExport>("ColetaAPI", "/meus-dados", { token });
    if (result.kind !== "ok") return setExporting("failed");
    const day = result.body.generatedAt.slice(0, 10);
    saveFile(`circulare-meus-dados-${day}.json`, JSON.stringify(result.body, null, 2), "application/json");
    saveFile(`circulare-pedidos-${day}.csv`, result.body.requestsCsv, "text/csv;charset=utf-8");
    setExporting("done");
  }

  async function onClose(event: React.FormEvent) {
    event.preventDefault();
    if (!password) return setError(t("errors.emptyPassword"));
    await run(async () => {
      const token = await idToken();
      const result = await callApi("ColetaAPI", "/meus-dados/encerrar", {
        method: "POST",
        token,
        body: { password, ...(codeAsked ? { code } : {}), language },
      });
      if (result.kind !== "ok") {
        const refused = refusal(result);
        if (refused?.code === "totp_required") return setCodeAsked(refused.message ?? t("myData.close.code"));
        setError(refused?.message ?? t("myData.close.failed"));
        return;
      }
      setPassword("");
      setCode("");
      // The user is gone from the pool: only this browser's tokens are left to forget.
      await signOut().catch(() => undefined);
      setClosed(true);
    });
  }

  if (closed) {
    return (
      <>
        <h1 className={styles.title}>{t("myData.closed.title")}</h1>
        <p className={styles.lead} role="status">
          {t("myData.closed.lead")}
        </p>
        <RetentionList />
        <p>
          <Link to="/">{t("myData.closed.home")}</Link>
        </p>
      </>
    );
  }

  return (
    <>
      <h1 className={styles.title}>{t("myData.title")}</h1>
      <p className={styles.lead}>{t("myData.lead")}</p>

      <section className={styles.block} aria-labelledby="my-data-edit">
        <h2 id="my-data-edit">{t("myData.edit.title")}</h2>
        <ul>
          {editable.map((item) => (
            <li key={item.key}>
              {t(`myData.edit.${item.key}`)} <Link to={item.to}>{t(`myData.edit.${item.key}Link`)}</Link>
            </li>
          ))}
          <li>{t("myData.edit.fixed")}</li>
        </ul>
      </section>

      <section className={styles.block} aria-labelledby="my-data-export">
        <h2 id="my-data-export">{t("myData.export.title")}</h2>
        <p>{t("myData.export.lead")}</p>
        <Button onClick={() => void onExport()} aria-busy={exporting === "busy"} disabled={exporting === "busy"}>
          {exporting === "busy" ? t("myData.export.busy") : t("myData.export.button")}
        </Button>
        {exporting === "failed" && (
          <p role="alert" className={styles.danger}>
            {t("myData.export.failed")}
          </p>
        )}
        {exporting === "done" && <p role="status">{t("myData.export.done")}</p>}
      </section>

      <section className={styles.block} aria-labelledby="my-data-retention">
        <h2 id="my-data-retention">{t("retencao:heading")}</h2>
        <p>{t("retencao:intro")}</p>
        <RetentionList />
      </section>

      <section className={styles.block} aria-labelledby="my-data-close">
        <h2 id="my-data-close">{t("myData.close.title")}</h2>
        <p>{t("myData.close.lead")}</p>
        <AccountForm
          action={action}
          onSubmit={onClose}
          notice={codeAsked && !action.error ? codeAsked : null}
          submit={t("myData.close.button")}
        >
          <AccountInput
            kind="currentPassword"
            label={t("myData.close.password")}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoFocus={false}
          />
          {codeAsked !== null && (
            <AccountInput
              kind="code"
              type="text"
              label={t("myData.close.code")}
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          )}
        </AccountForm>
      </section>
    </>
  );
}
