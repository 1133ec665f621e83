/**
 * Attributes whose new value waits for its code: Cognito's `UserAttributeUpdateSettings.
 * AttributesRequireVerificationBeforeUpdate` (CDK's and Amplify's `keepOriginal`). A customer who changes their
 * e-mail keeps the old, verified address (`email`, `email_verified: true`, and signing in with it) until they type
 * the code sent to the new one; only then does the new address replace it, verified. An address nobody has proved
 * to own therefore never reaches the ID token, which is what `POST /coleta/vincular` trusts to link the requests
 * sent without an account.
 *
 * One list for both backends: amplify/backend.ts writes it into the user pool (amplify/auth/overrides.ts,
 * `keepOriginalUntilVerified`) and amplify/local/provision.ts into cognito-local's pool. No AWS or CDK import here.
 */
export type VerifiedAttribute = "email" | "phone_number";

export const attributesVerifiedBeforeUpdate: readonly VerifiedAttribute[] = ["email"];
