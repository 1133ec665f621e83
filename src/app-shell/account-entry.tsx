import React, { useEffect, useState } from "react";
import { useTranslation } from "../i18n/i18n-context";
import type { SessionClaims } from "../features/backend/session-token";
import { Icon, Link } from "../components/ui";

/** Amplify's token keys start with this; without one, nobody ever signed in here and nothing is fetched. */
const tokenKeyPrefix = "CognitoIdentityServiceProvider.";

function mayBeSignedIn(): boolean {
  try {
    for (let index = 0; index < localStorage.length; index++) {
      const key = localStorage.key(index);
      if (key?.startsWith(tokenKeyPrefix) && key.endsWith(".LastAuthUser")) return true;
    }
  } catch {
    // Storage blocked (privacy settings): nobody can be signed in either.
  }
  return false;
}

/** "Ana Souza" → "Ana"; without a name, the e-mail's local part. */
export function firstName(claims: SessionClaims): string {
  return claims.name?.trim().split(/\s+/)[0] || claims.email?.split("@")[0] || "";
}

/**
 * The signed-in customer's first name, read after hydration from the tokens Amplify keeps in localStorage
 * (without loading Amplify: public pages stay free of it), or null for a visitor. Read again on every page, so
 * signing in or out shows at the next navigation.
 */
export function useSignedInName(pathname: string): string | null {
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    if (!mayBeSignedIn()) {
      setName(null);
      return;
    }
    let active = true;
    // Loaded only here, for someone who signed in on this browser: a visitor's pages carry none of it.
    Promise.all([import("../features/backend/outputs"), import("../features/backend/session-token")])
      .then(async ([{ loadOutputs }, { signedInClaims }]) => {
        const claims = signedInClaims(await loadOutputs());
        if (active) setName(claims ? firstName(claims) || null : null);
      })
      .catch(() => {
        if (active) setName(null);
      });
    return () => {
      active = false;
    };
  }, [pathname]);
  return name;
}

/**
 * "Entrar" (to /login/) for a visitor, the customer's first name (to /area-cliente/) once signed in. The server
 * renders "Entrar"; the name replaces it in a box of the same width (the CSS reserves it), as a new element (its
 * own key), so nothing that was on the screen moves: no layout shift.
 */
export function AccountEntry({
  name,
  className,
  textClassName,
}: {
  name: string | null;
  className?: string;
  textClassName?: string;
}) {
  const { t } = useTranslation();
  return name ? (
    <Link
      key="customer"
      to="/area-cliente/"
      className={className}
      aria-label={t("header.account", { name })}
      title={name}
      data-account-entry="customer"
    >
      <Icon name="user" size={20} />
      <span className={textClassName}>{name}</span>
    </Link>
  ) : (
    <Link key="visitor" to="/login/" className={className} data-account-entry="visitor">
      <Icon name="user" size={20} />
      <span className={textClassName}>{t("header.signIn")}</span>
    </Link>
  );
}
