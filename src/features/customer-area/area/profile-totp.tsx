import React, { useEffect, useState } from "react";
import { fetchMFAPreference, setUpTOTP, updateMFAPreference, verifyTOTPSetup } from "aws-amplify/auth";
import { site } from "../../../config/site";
import { useTranslation } from "../../../i18n/i18n-context";
import { Button } from "../../../components/ui";
import { FormMessage, formStyles } from "../../../components/forms/form-parts";
import { AccountForm, AccountInput } from "../auth/account-inputs";
import { useAction } from "../use-action";
import { areaStyles as styles } from "./area-shell";
import { lazySection } from "./lazy-section";

// The QR encoder (qrcode-generator, 7.4 KB gzip) only for the customers who set up an authenticator app: its code
// loads when the key is shown, not with the profile (which every customer opens).
const QrCode = lazySection(() =>
  import(/* webpackChunkName: "area-qr-code" */ "./qr-code").then((module) => module.QrCode),
);

/** Turns on sign-in codes from an authenticator app: scan the QR code, type one code to prove it works. */
export function TotpSetup({ email }: { email: string }) {
  const { t } = useTranslation("conta");
  const action = useAction();
  const { busy, error, setError, run } = action;
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [setup, setSetup] = useState<{ uri: string; secret: string } | null>(null);
  const [code, setCode] = useState("");
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    fetchMFAPreference()
      .then((preference) => setEnabled(Boolean(preference.enabled?.includes("TOTP"))))
      .catch(() => setEnabled(false));
  }, []);

  const start = () =>
    run(async () => {
      setNotice(null);
      const details = await setUpTOTP();
      setSetup({ uri: details.getSetupUri(site.name, email).toString(), secret: details.sharedSecret });
    });

  async function onVerify(event: React.FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) return setError(t("errors.totpFormat"));
    await run(async () => {
      await verifyTOTPSetup({ code: code.trim() });
      await updateMFAPreference({ totp: "PREFERRED" });
      setSetup(null);
      setCode("");
      setEnabled(true);
      setNotice(t("profile.totpOn"));
    });
  }

  const disable = () =>
    run(async () => {
      await updateMFAPreference({ totp: "DISABLED" });
      setEnabled(false);
      setNotice(t("profile.totpOff"));
    });

  return (
    <section className={styles.block} aria-labelledby="profile-totp">
      <h2 id="profile-totp">{t("profile.totpTitle")}</h2>
      <p>{t(enabled ? "profile.totpEnabled" : "profile.totpLead")}</p>
      <FormMessage error={setup ? null : error} notice={notice} />
      {setup ? (
        <AccountForm
          action={action}
          onSubmit={onVerify}
          submit={t("profile.totpVerify")}
          actions={
            <button type="button" className={formStyles.linkButton} onClick={() => setSetup(null)}>
              {t("common.cancel")}
            </button>
          }
        >
          <p>{t("profile.totpScan")}</p>
          <QrCode value={setup.uri} label={t("profile.totpQr")} className={styles.qr} />
          <p>
            {t("profile.totpManual")} <code className={styles.secret}>{setup.secret}</code>
          </p>
          <AccountInput
            kind="code"
            label={t("fields.totpCode")}
            name="totp"
            autoFocus={false}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        </AccountForm>
      ) : enabled ? (
        <Button variant="secondary" onClick={disable} disabled={busy}>
          {t("profile.totpDisable")}
        </Button>
      ) : (
        enabled === false && (
          <Button variant="secondary" onClick={start} disabled={busy}>
            {t("profile.totpStart")}
          </Button>
        )
      )}
    </section>
  );
}
