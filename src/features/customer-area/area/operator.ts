import { useEffect, useState } from "react";
import { fetchAuthSession } from "aws-amplify/auth";
import { ADMINISTRATORS_GROUP, OPERATORS_GROUP, staffGroupsOf, type StaffGroup } from "../../../domain/staff-groups";

export { OPERATORS_GROUP };

/** The staff groups an ID token's claims put its owner in (`cognito:groups` is a list, or absent). */
export function claimsGroups(payload: Record<string, unknown> | undefined): StaffGroup[] {
  const groups = payload?.["cognito:groups"];
  return Array.isArray(groups)
    ? staffGroupsOf(groups.filter((group): group is string => typeof group === "string"))
    : [];
}

/** Whether an ID token's claims put its owner in `operadores` (or `administradores`, who see everything). */
export function claimsAreOperator(payload: Record<string, unknown> | undefined): boolean {
  return isOperator(claimsGroups(payload));
}

export function isOperator(groups: readonly StaffGroup[]): boolean {
  return groups.includes(OPERATORS_GROUP) || groups.includes(ADMINISTRATORS_GROUP);
}

/** Whether `groups` has one of `wanted`; `null` (not known yet) stays `null`. */
export function inGroups(groups: readonly StaffGroup[] | null, wanted: readonly StaffGroup[]): boolean | null {
  return groups === null ? null : groups.some((group) => wanted.includes(group));
}

/**
 * The signed-in user's staff groups, from their ID token: `null` while unknown, `[]` for a customer. It only
 * decides what the page offers (the menu's entries, the staff sections); the APIs check the same claim and refuse
 * others (403).
 */
export function useStaffGroups(ready: boolean): StaffGroup[] | null {
  const [groups, setGroups] = useState<StaffGroup[] | null>(null);
  useEffect(() => {
    if (!ready) return;
    let active = true;
    fetchAuthSession()
      .then((session) => active && setGroups(claimsGroups(session.tokens?.idToken?.payload)))
      .catch(() => active && setGroups([]));
    return () => {
      active = false;
    };
  }, [ready]);
  return groups;
}
