import { ADMINISTRATORS_GROUP, OPERATORS_GROUP } from "../../../src/domain/staff-groups";
import type { Claims } from "./http";

/**
 * True when the verified token says its user is in the `operadores` group (`cognito:groups`), or in
 * `administradores`, who see everything the other groups see.
 */
export function isOperator(claims: Claims | null): boolean {
  return Boolean(claims?.groups?.includes(OPERATORS_GROUP) || claims?.groups?.includes(ADMINISTRATORS_GROUP));
}
