import { useEffect, useState } from "react";
import { fetchAuthSession } from "aws-amplify/auth";

/** The Cognito group of the staff who move collection requests on (amplify/auth/groups.ts). */
export const OPERATORS_GROUP = "operadores";

/** Whether an ID token's claims put its owner in `operadores` (`cognito:groups` is a list, or absent). */
export function claimsAreOperator(payload: Record<string, unknown> | undefined): boolean {
  const groups = payload?.["cognito:groups"];
  return Array.isArray(groups) && groups.includes(OPERATORS_GROUP);
}

/**
 * Whether the signed-in user is an operator, from their ID token: `null` while unknown. It only decides what the
 * page offers (the menu entry, the operations section); the API checks the same claim and refuses others (403).
 */
export function useOperator(ready: boolean): boolean | null {
  const [operator, setOperator] = useState<boolean | null>(null);
  useEffect(() => {
    if (!ready) return;
    let active = true;
    fetchAuthSession()
      .then((session) => active && setOperator(claimsAreOperator(session.tokens?.idToken?.payload)))
      .catch(() => active && setOperator(false));
    return () => {
      active = false;
    };
  }, [ready]);
  return operator;
}
