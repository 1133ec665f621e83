/**
 * The password rules of the Cognito user pool, in one place: amplify/backend.ts writes them into the user pool
 * (CfnUserPool.policies.passwordPolicy) and the sign-up / reset forms can import them to show the same rules and
 * check a password before Cognito does. No AWS or CDK import here, so the browser bundle can use it.
 *
 * Length matters more than character classes, so the minimum is 10; symbols are not required (they add friction
 * on phones and little strength once the length is there). Cognito counts only Basic Latin letters as upper or
 * lower case and 0-9 as numbers, which is what the checks below do too.
 */
export type PasswordPolicy = {
  minimumLength: number;
  requireLowercase: boolean;
  requireUppercase: boolean;
  requireNumbers: boolean;
  requireSymbols: boolean;
  /** Days an administrator-issued temporary password stays valid. */
  temporaryPasswordValidityDays: number;
};

export const passwordPolicy: Readonly<PasswordPolicy> = {
  minimumLength: 10,
  requireLowercase: true,
  requireUppercase: true,
  requireNumbers: true,
  requireSymbols: false,
  temporaryPasswordValidityDays: 3,
};

/** A rule a password can fail; the UI maps each one to a translated message. */
export type PasswordRule =
  "minimumLength" | "requireLowercase" | "requireUppercase" | "requireNumbers" | "requireSymbols";

/** Cognito's accepted symbols (and the space, which Cognito also counts as a special character). */
const SYMBOLS = new Set("^$*.[]{}()?\"!@#%&/\\,><':;|_~`=+- ");

/** The rules `password` does not meet, in the order a form would list them; an empty list means it passes. */
export function unmetPasswordRules(
  password: string,
  policy: Readonly<PasswordPolicy> = passwordPolicy,
): PasswordRule[] {
  const unmet: PasswordRule[] = [];
  if ([...password].length < policy.minimumLength) unmet.push("minimumLength");
  if (policy.requireLowercase && !/[a-z]/.test(password)) unmet.push("requireLowercase");
  if (policy.requireUppercase && !/[A-Z]/.test(password)) unmet.push("requireUppercase");
  if (policy.requireNumbers && !/[0-9]/.test(password)) unmet.push("requireNumbers");
  if (policy.requireSymbols && ![...password].some((character) => SYMBOLS.has(character))) unmet.push("requireSymbols");
  return unmet;
}

/** The policy as Cognito's `PasswordPolicy` names it (the local pool's settings; the AWS template is checked against it). */
export const cognitoPasswordPolicy = {
  MinimumLength: passwordPolicy.minimumLength,
  RequireLowercase: passwordPolicy.requireLowercase,
  RequireUppercase: passwordPolicy.requireUppercase,
  RequireNumbers: passwordPolicy.requireNumbers,
  RequireSymbols: passwordPolicy.requireSymbols,
  TemporaryPasswordValidityDays: passwordPolicy.temporaryPasswordValidityDays,
};
