import { useEffect, useRef, useState } from "react";
import { navigate } from "gatsby";
import { fetchUserAttributes, getCurrentUser, signOut } from "aws-amplify/auth";
import { useLocalize } from "../../../i18n/i18n-context";
import { companyAttributes } from "../../../domain/company-attributes";
import { ensureAmplify } from "../amplify-setup";

export type Customer = {
  userId: string;
  email: string;
  name: string;
  phone: string;
  /** custom:company and custom:cnpj (the CNPJ as its 14 characters), "" when not given. */
  company: string;
  cnpj: string;
};

export type CustomerState =
  { status: "loading" } | { status: "ready"; customer: Customer; refresh: () => Promise<void> } | { status: "error" };

async function loadCustomer(): Promise<Customer> {
  const user = await getCurrentUser();
  const attributes = await fetchUserAttributes();
  return {
    userId: user.userId,
    email: attributes.email ?? user.signInDetails?.loginId ?? "",
    name: attributes.name ?? "",
    phone: attributes.phone_number ?? "",
    company: attributes[companyAttributes.company] ?? "",
    cnpj: attributes[companyAttributes.cnpj] ?? "",
  };
}

/**
 * The signed-in customer, or a trip to `/login/?next=<this page>` for a visitor who is not signed in (the
 * protected part of the site: nothing below /area-cliente/ renders without a session).
 */
export function useCustomer(pathname: string): CustomerState {
  const localize = useLocalize();
  const [state, setState] = useState<CustomerState>({ status: "loading" });
  // Moving between the area's sections keeps the page mounted: the session is checked and the customer loaded
  // once, not on every section; the path only matters for where to come back after signing in.
  const path = useRef(pathname);
  path.current = pathname;

  useEffect(() => {
    let active = true;
    const refresh = async () => {
      const customer = await loadCustomer();
      if (active) setState({ status: "ready", customer, refresh });
    };
    ensureAmplify()
      .then(async () => {
        try {
          await getCurrentUser();
        } catch {
          await navigate(`${localize("/login/")}?next=${encodeURIComponent(path.current)}`, { replace: true });
          return;
        }
        try {
          await refresh();
        } catch (caught) {
          // Signed out everywhere (here or on another device): Cognito refuses the session's tokens. This browser
          // forgets them and asks to sign in again, saying why.
          // (Cognito's answer to a revoked or expired token; Amplify's when it could not renew the session.)
          if (!/NotAuthorized|UserUnAuthenticated/.test((caught as Error | undefined)?.name ?? "")) throw caught;
          await signOut().catch(() => undefined);
          await navigate(`${localize("/login/")}?sessionEnded=1&next=${encodeURIComponent(path.current)}`, {
            replace: true,
          });
        }
      })
      .catch(() => {
        if (active) setState({ status: "error" });
      });
    return () => {
      active = false;
    };
  }, [localize]);

  return state;
}
