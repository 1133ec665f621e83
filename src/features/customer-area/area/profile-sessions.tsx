import React, { useCallback, useEffect, useRef, useState } from "react";
import { navigate } from "gatsby";
import { Amplify } from "aws-amplify";
import {
  fetchAuthSession,
  fetchDevices,
  forgetDevice,
  rememberDevice,
  signOut,
  type FetchDevicesOutput,
} from "aws-amplify/auth";
import { useLanguage, useLocalize, useTranslation } from "../../../i18n/i18n-context";
import { Button } from "../../../components/ui";
import { FormMessage, formStyles } from "../../../components/forms/form-parts";
import { useAction } from "../use-action";
import { areaStyles as styles } from "./area-shell";
import { formatDate } from "./documents-format";
import { deviceName } from "./device-name";
import * as sessionStyles from "./sessions.module.css";

type Device = FetchDevicesOutput[number];

type DevicesState =
  { status: "loading" } | { status: "error" } | { status: "ready"; devices: Device[]; current: string | null };

/** The device key this browser's session was issued to (the access token's device_key claim), if any. */
async function currentDeviceKey(): Promise<string | null> {
  const key = (await fetchAuthSession()).tokens?.accessToken.payload.device_key;
  return typeof key === "string" ? key : null;
}

const remembered = (device: Device) => device.attributes["dev:device_remembered_status"] === "remembered";

/**
 * Cognito's GlobalSignOut for this session's access token. Amplify's `signOut({ global: true })` swallows its
 * failure and signs this browser out anyway, which would tell the customer the other devices were signed out when
 * they were not; this call fails instead (translated by auth-errors.ts), and only then is this browser signed out.
 */
async function signOutEverywhere(): Promise<void> {
  // The user-pool variant of Amplify's Cognito config carries userPoolEndpoint (amplify-setup.ts sets it locally).
  const cognito = Amplify.getConfig().Auth?.Cognito as { userPoolId?: string; userPoolEndpoint?: string } | undefined;
  const token = (await fetchAuthSession()).tokens?.accessToken.toString();
  if (!cognito?.userPoolId || !token)
    throw Object.assign(new Error("no session"), { name: "UserUnAuthenticatedException" });
  const region = cognito.userPoolId.split("_")[0];
  const response = await fetch(cognito.userPoolEndpoint ?? `https://cognito-idp.${region}.amazonaws.com/`, {
    method: "POST",
    headers: {
      "content-type": "application/x-amz-json-1.1",
      "x-amz-target": "AWSCognitoIdentityProviderService.GlobalSignOut",
    },
    body: JSON.stringify({ AccessToken: token }),
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { __type?: string; message?: string };
    throw Object.assign(new Error(body.message ?? ""), { name: body.__type?.split("#").pop() || "UnknownError" });
  }
  await signOut();
}

/**
 * "Sessions and devices": the customer's remembered devices (Cognito device tracking) with their last use, this
 * one marked; forgetting one; remembering this one so the authenticator app's code is not asked again on it; and
 * signing out of every device, after a confirmation.
 */
export function SessionsAndDevices({ focusTitle = false }: { focusTitle?: boolean }) {
  const { t } = useTranslation("conta");
  const language = useLanguage();
  const localize = useLocalize();
  const action = useAction();
  const { busy, error, run } = action;
  const [state, setState] = useState<DevicesState>({ status: "loading" });
  const [notice, setNotice] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const section = useRef<HTMLElement>(null);
  const asked = useRef(false);

  // After an action the list is read again in place (no "Loading…" over the notice); at first, and on "Try
  // again", it says it is loading.
  const load = useCallback(async (quietly = false) => {
    if (!quietly) setState({ status: "loading" });
    try {
      const [devices, current] = await Promise.all([fetchDevices(), currentDeviceKey()]);
      setState({ status: "ready", devices, current });
    } catch {
      setState({ status: "error" });
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  // Opened from the closed block (profile.tsx): the focus goes to the title, where the button was.
  useEffect(() => {
    if (focusTitle) section.current?.querySelector<HTMLElement>("#profile-sessions")?.focus();
  }, [focusTitle]);

  // The question takes the focus on "Cancel" (Enter pressed twice signs nothing out); answered no, the focus goes
  // back to the button that asked.
  useEffect(() => {
    if (confirming) section.current?.querySelector<HTMLButtonElement>("[data-keep]")?.focus();
    else if (asked.current) section.current?.querySelector<HTMLButtonElement>("[data-everywhere]")?.focus();
    asked.current = confirming;
  }, [confirming]);

  const label = (device: Device) => {
    const { browser, system } = deviceName(device.name);
    if (browser && system) return t("sessions.deviceName", { browser, system });
    return browser ?? system ?? t("sessions.unknownDevice");
  };

  const forget = (device: Device, isCurrent: boolean) =>
    run(async () => {
      setNotice(null);
      await forgetDevice(isCurrent ? undefined : { device });
      setNotice(t(isCurrent ? "sessions.forgotThis" : "sessions.forgot", { name: label(device) }));
      await load(true);
    });

  const rememberThis = () =>
    run(async () => {
      setNotice(null);
      await rememberDevice();
      setNotice(t("sessions.rememberedNotice"));
      await load(true);
    });

  const everywhere = () =>
    run(async () => {
      await signOutEverywhere();
      await navigate(`${localize("/login/")}?signedOutEverywhere=1`, { replace: true });
    });

  const cancel = () => setConfirming(false);

  const thisDevice = state.status === "ready" ? state.devices.find((device) => device.id === state.current) : undefined;

  return (
    <section ref={section} className={styles.block} aria-labelledby="profile-sessions">
      <h2 id="profile-sessions" tabIndex={-1}>
        {t("sessions.title")}
      </h2>
      <FormMessage error={error} notice={notice} />

      <h3>{t("sessions.devicesTitle")}</h3>
      <p>{t("sessions.devicesLead")}</p>
      {state.status === "loading" && (
        <p className={formStyles.loading} role="status">
          {t("common.loading")}
        </p>
      )}
      {state.status === "error" && (
        <div role="alert">
          <p>{t("sessions.loadFailed")}</p>
          <Button type="button" variant="secondary" onClick={() => void load()}>
            {t("common.retry")}
          </Button>
        </div>
      )}
      {state.status === "ready" &&
        (state.devices.length === 0 ? (
          <p>{t("sessions.none")}</p>
        ) : (
          <ul className={sessionStyles.devices} aria-label={t("sessions.devicesTitle")}>
            {state.devices.map((device) => {
              const isCurrent = device.id === state.current;
              const when = device.lastAuthenticatedDate ?? device.lastModifiedDate ?? device.createDate;
              return (
                <li key={device.id} className={sessionStyles.device} data-device={device.id}>
                  <div>
                    <p>
                      <strong>{label(device)}</strong>
                      {isCurrent && <span className={sessionStyles.current}>{t("sessions.thisDevice")}</span>}
                    </p>
                    <p>
                      {when ? t("sessions.lastUsed", { date: formatDate(when, language) }) : null}
                      {" · "}
                      {t(remembered(device) ? "sessions.isRemembered" : "sessions.notRemembered")}
                    </p>
                  </div>
                  <Button
                    type="button"
                    variant="secondary"
                    disabled={busy}
                    onClick={() => void forget(device, isCurrent)}
                    aria-label={t("sessions.forgetNamed", { name: label(device) })}
                  >
                    {t("sessions.forget")}
                  </Button>
                </li>
              );
            })}
          </ul>
        ))}
      {state.status === "ready" && thisDevice && !remembered(thisDevice) && (
        <div>
          <p>{t("sessions.rememberLead")}</p>
          <Button type="button" variant="secondary" disabled={busy} onClick={() => void rememberThis()}>
            {t("sessions.remember")}
          </Button>
        </div>
      )}

      <h3>{t("sessions.everywhereTitle")}</h3>
      <p>{t("sessions.everywhereLead")}</p>
      {confirming ? (
        <div className={sessionStyles.confirm} role="group" aria-labelledby="sessions-confirm">
          <p id="sessions-confirm">{t("sessions.confirmText")}</p>
          <div className={sessionStyles.actions}>
            <Button type="button" variant="secondary" data-keep="" onClick={cancel} disabled={busy}>
              {t("common.cancel")}
            </Button>
            <Button type="button" className={styles.danger} onClick={() => void everywhere()} disabled={busy}>
              {busy ? t("common.wait") : t("sessions.confirm")}
            </Button>
          </div>
        </div>
      ) : (
        <Button type="button" variant="secondary" data-everywhere="" onClick={() => setConfirming(true)}>
          {t("sessions.everywhere")}
        </Button>
      )}
    </section>
  );
}
