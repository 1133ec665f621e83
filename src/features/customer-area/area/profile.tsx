import React, { useState } from "react";
import { Button } from "../../../components/ui";
import { useTranslation } from "../../../i18n/i18n-context";
import { EmailChange } from "./profile-email";
import { PasswordChange } from "./profile-password";
import { ProfileDetails } from "./profile-details";
import { CompanyDetails } from "./profile-company";
import { TotpSetup } from "./profile-totp";
import type { Customer } from "./use-customer";
import { areaStyles as styles } from "./area-shell";
import { lazySection } from "./lazy-section";

// Push needs the service worker and its own code only here: loaded when the profile shows.
const PushNotifications = lazySection(() =>
  import(/* webpackChunkName: "area-profile-notifications" */ "./profile-notifications").then(
    (module) => module.PushNotifications,
  ),
);

// Devices and sessions: Amplify's device calls, loaded when the profile shows.
const SessionsAndDevices = lazySection(() =>
  import(/* webpackChunkName: "area-profile-sessions" */ "./profile-sessions").then(
    (module) => module.SessionsAndDevices,
  ),
);

/**
 * The sessions and devices block, closed until asked for: its code (Amplify's device calls) loads only for the
 * customers who open it, so the profile stays within the area's JavaScript budget.
 */
function SessionsBlock() {
  const { t } = useTranslation("conta");
  const [open, setOpen] = useState(false);
  if (open) return <SessionsAndDevices focusTitle />;
  return (
    <section className={styles.block} aria-labelledby="profile-sessions">
      <h2 id="profile-sessions">{t("sessions.title")}</h2>
      <p>{t("sessions.lead")}</p>
      <Button type="button" variant="secondary" onClick={() => setOpen(true)}>
        {t("sessions.open")}
      </Button>
    </section>
  );
}

/** `/area-cliente/perfil/`: name and phone, company and CNPJ, email (verified by a code), password, authenticator app, devices and sessions, notifications. */
export function Profile({ customer, refresh }: { customer: Customer; refresh: () => Promise<void> }) {
  const { t } = useTranslation("conta");
  return (
    <>
      <h1 className={styles.title}>{t("profile.title")}</h1>
      <p className={styles.lead}>{t("profile.lead")}</p>
      <ProfileDetails customer={customer} refresh={refresh} />
      <CompanyDetails customer={customer} refresh={refresh} />
      <EmailChange customer={customer} refresh={refresh} />
      <PasswordChange />
      <TotpSetup email={customer.email} />
      <SessionsBlock />
      <PushNotifications />
    </>
  );
}
