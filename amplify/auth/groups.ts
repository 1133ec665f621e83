/**
 * The user pool's groups, named once: the CDK (auth/resource.ts), the local provisioning (local/provision.ts)
 * and the handlers' check (functions/shared/operators.ts) read them from here. No AWS imports.
 */

/** Circulare's staff who move collection requests on (schedule, collect, certify, cancel). */
export const OPERATORS_GROUP = "operadores";

export const userPoolGroups = [OPERATORS_GROUP] as const;
