import { RemovalPolicy, Tokenization } from "aws-cdk-lib";
import type { CfnIdentityPool, CfnUserPool, CfnUserPoolClient } from "aws-cdk-lib/aws-cognito";
import type { PasswordPolicy } from "../../src/domain/password-policy";
import { attributesVerifiedBeforeUpdate } from "./attribute-updates";
import { deviceConfiguration } from "./device-tracking";

/**
 * Changes to the Cognito resources defineAuth has no option for, made on the L1 (CloudFormation) resources.
 * amplify/backend.ts applies them; they are plain functions so tests can apply them to any user pool.
 */

/** Replaces the user pool's password policy (Amplify's default asks for 8 characters and a symbol). */
export function setPasswordPolicy(userPool: CfnUserPool, policy: Readonly<PasswordPolicy>): void {
  const existing: CfnUserPool.PoliciesProperty = Tokenization.isResolvable(userPool.policies)
    ? {}
    : (userPool.policies ?? {});
  userPool.policies = {
    ...existing,
    passwordPolicy: {
      minimumLength: policy.minimumLength,
      requireLowercase: policy.requireLowercase,
      requireUppercase: policy.requireUppercase,
      requireNumbers: policy.requireNumbers,
      requireSymbols: policy.requireSymbols,
      temporaryPasswordValidityDays: policy.temporaryPasswordValidityDays,
    },
  };
}

/** Sets the SMS that verifies a phone number (defineAuth only customises it when phone is a login method). */
export function setSmsVerificationMessage(userPool: CfnUserPool, message: string): void {
  if (!message.includes("{####}")) throw new Error("The SMS verification message needs the {####} placeholder");
  userPool.smsVerificationMessage = message;
  const existing: CfnUserPool.VerificationMessageTemplateProperty = Tokenization.isResolvable(
    userPool.verificationMessageTemplate,
  )
    ? {}
    : (userPool.verificationMessageTemplate ?? {});
  userPool.verificationMessageTemplate = { ...existing, smsMessage: message };
}

/**
 * A changed e-mail takes effect only once the code sent to the new address is confirmed; until then the account
 * keeps the old, verified one (amplify/auth/attribute-updates.ts). defineAuth's `keepOriginal` does the same today;
 * written here so the pool does not depend on that default, and so the local pool (amplify/local/provision.ts)
 * reads the same list.
 */
export function keepOriginalUntilVerified(userPool: CfnUserPool): void {
  userPool.userAttributeUpdateSettings = {
    attributesRequireVerificationBeforeUpdate: [...attributesVerifiedBeforeUpdate],
  };
}

/** Device tracking, remembered only at the customer's request (amplify/auth/device-tracking.ts). */
export function trackDevices(userPool: CfnUserPool): void {
  userPool.deviceConfiguration = {
    challengeRequiredOnNewDevice: deviceConfiguration.ChallengeRequiredOnNewDevice,
    deviceOnlyRememberedOnUserPrompt: deviceConfiguration.DeviceOnlyRememberedOnUserPrompt,
  };
}

/**
 * The flows the web client needs in AWS: SRP sign-in (the password never leaves the browser), refresh, and the
 * server-side password check before an account is closed (ColetaAPI `POST /meus-dados/encerrar`: AdminInitiateAuth,
 * and AdminRespondToAuthChallenge for the authenticator's code, which only a caller with the IAM rights can use,
 * amplify/api/account-data.ts).
 */
export const REQUIRED_AUTH_FLOWS: readonly string[] = [
  "ALLOW_USER_SRP_AUTH",
  "ALLOW_REFRESH_TOKEN_AUTH",
  "ALLOW_ADMIN_USER_PASSWORD_AUTH",
];

/** Flows that must stay off in AWS: the plain password flow sends the password itself to Cognito. */
export const FORBIDDEN_AUTH_FLOWS: readonly string[] = ["ALLOW_USER_PASSWORD_AUTH"];

/** Ensures the required flows and removes the forbidden ones; flows Amplify adds (custom auth, passwordless) stay. */
export function setAuthFlows(client: CfnUserPoolClient): void {
  const existing = Array.isArray(client.explicitAuthFlows) ? client.explicitAuthFlows : [];
  client.explicitAuthFlows = [...new Set([...existing, ...REQUIRED_AUTH_FLOWS])].filter(
    (flow) => !FORBIDDEN_AUTH_FLOWS.includes(flow),
  );
}

/**
 * For branch (production) deployments: Amplify creates the pools with DESTROY, but the customer accounts must
 * outlive the stack, and so must the identity pool, whose identity ids are the protected/ and private/ file
 * prefixes (a new pool would not give them back).
 */
export function retainAuthData(userPool: CfnUserPool, identityPool: CfnIdentityPool): void {
  userPool.deletionProtection = "ACTIVE";
  userPool.applyRemovalPolicy(RemovalPolicy.RETAIN);
  identityPool.applyRemovalPolicy(RemovalPolicy.RETAIN);
}
