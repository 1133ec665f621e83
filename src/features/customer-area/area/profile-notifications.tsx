import React, { useEffect, useState } from "react";
import { useTranslation } from "../../../i18n/i18n-context";
import { Button } from "../../../components/ui";
import { FormMessage } from "../../../components/forms/form-parts";
import { areaStyles as styles } from "./area-shell";
import { idToken } from "./id-token";
import { pushState, turnOff, turnOn, type PushState } from "./push-client";

const outcomeKeys = {
  denied: "profile.denied",
  dismissed: null,
  failed: "profile.failed",
  "save-failed": "profile.saveFailed",
} as const;

/**
 * "Notificações": push notices of the customer's requests in this browser. Nothing is asked of the browser
 * until the customer clicks "Turn on"; without a service worker or the Push API it says push is unavailable here.
 */
export function PushNotifications() {
  const { t, language } = useTranslation("push");
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    idToken()
      .then((token) => pushState(token))
      .catch((): PushState => ({ kind: "not-configured" }))
      .then((found) => live && setState(found));
    return () => {
      live = false;
    };
  }, []);

  async function act(action: () => Promise<void>) {
    if (busy) return;
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      await action();
    } catch {
      setError(t("profile.failed"));
    } finally {
      setBusy(false);
    }
  }

  const enable = (publicKey: string) =>
    act(async () => {
      const outcome = await turnOn(publicKey, await idToken(), language);
      if (outcome === "on") {
        setState({ kind: "on", publicKey });
        setNotice(t("profile.enabled"));
      } else if (outcome === "denied") {
        setState({ kind: "denied", publicKey });
      } else {
        const key = outcomeKeys[outcome];
        if (key) setError(t(key));
      }
    });

  const disable = (publicKey: string) =>
    act(async () => {
      if ((await turnOff(await idToken())) === "off") {
        setState({ kind: "off", publicKey });
        setNotice(t("profile.disabled"));
      } else {
        setError(t("profile.saveFailed"));
      }
    });

  let body: React.ReactNode = null;
  if (state?.kind === "unsupported") body = <p data-push-state="unsupported">{t("profile.unsupported")}</p>;
  else if (state?.kind === "not-configured")
    body = <p data-push-state="not-configured">{t("profile.notConfigured")}</p>;
  else if (state?.kind === "denied") body = <p data-push-state="denied">{t("profile.denied")}</p>;
  else if (state) {
    const { publicKey } = state;
    const on = state.kind === "on";
    body = (
      <>
        <p data-push-state={state.kind}>{t(on ? "profile.on" : "profile.off")}</p>
        <FormMessage error={error} notice={notice} />
        <Button variant="secondary" onClick={() => (on ? disable(publicKey) : enable(publicKey))} disabled={busy}>
          {t(on ? "profile.disable" : "profile.enable")}
        </Button>
      </>
    );
  }

  return (
    <section className={styles.block} aria-labelledby="profile-notifications" aria-busy={state === null || busy}>
      <h2 id="profile-notifications">{t("profile.title")}</h2>
      <p>{t("profile.lead")}</p>
      {body}
    </section>
  );
}
