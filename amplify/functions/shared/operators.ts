import { OPERATORS_GROUP } from "../../auth/groups";
import type { Claims } from "./http";

/** True when the verified token says its user is in the `operadores` group (`cognito:groups`). */
export function isOperator(claims: Claims | null): boolean {
  return Boolean(claims?.groups?.includes(OPERATORS_GROUP));
}
