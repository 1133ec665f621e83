import { ArnFormat, Stack } from "aws-cdk-lib";
import type { CfnUserPool } from "aws-cdk-lib/aws-cognito";
import { site } from "../../src/config/site";

/**
 * Cognito's e-mail (sign-up codes, password resets, invitations) through Amazon SES instead of Cognito's built-in
 * sender, which allows only a few dozen messages a day. It is set from environment variables of the deployment
 * (Amplify Hosting's environment variables, or the shell that runs `ampx sandbox`):
 *
 * - `AUTH_EMAIL_FROM` (turns SES on): the sender address, e.g. `nao-responda@circulare.com.br`.
 * - `AUTH_EMAIL_FROM_NAME` (optional): the sender name; the site's name by default.
 * - `AUTH_EMAIL_REPLY_TO` (optional): where replies go.
 * - `AUTH_EMAIL_SES_IDENTITY` (optional): the verified SES identity that covers the sender, the domain of
 *   `AUTH_EMAIL_FROM` by default; set it to the address itself when only the address is verified.
 *
 * Without `AUTH_EMAIL_FROM` the user pool keeps Cognito's default sender, so a sandbox needs no SES set-up.
 * Amplify's `senders.email` is not used because it always names the address as the SES identity, which fails
 * when the domain is the verified identity (aws-amplify/amplify-backend#3134).
 */
export type SesEmail = {
  fromAddress: string;
  fromName: string;
  replyTo?: string;
  /** A verified SES identity: a domain or an address. */
  identity: string;
};

export const SES_VARIABLES = {
  from: "AUTH_EMAIL_FROM",
  fromName: "AUTH_EMAIL_FROM_NAME",
  replyTo: "AUTH_EMAIL_REPLY_TO",
  identity: "AUTH_EMAIL_SES_IDENTITY",
} as const;

const ADDRESS = /^[^\s@<>"]+@([^\s@<>"]+\.[^\s@<>"]+)$/;

/** The SES settings in `env`, or undefined when `AUTH_EMAIL_FROM` is unset; throws on a malformed value. */
export function sesEmailFromEnv(env: NodeJS.ProcessEnv = process.env): SesEmail | undefined {
  const fromAddress = env[SES_VARIABLES.from]?.trim();
  if (!fromAddress) return undefined;
  const match = ADDRESS.exec(fromAddress);
  if (!match) throw new Error(`${SES_VARIABLES.from} must be an e-mail address, got "${fromAddress}"`);
  const replyTo = env[SES_VARIABLES.replyTo]?.trim() || undefined;
  if (replyTo && !ADDRESS.test(replyTo))
    throw new Error(`${SES_VARIABLES.replyTo} must be an e-mail address, got "${replyTo}"`);
  const identity = env[SES_VARIABLES.identity]?.trim() || match[1];
  if (identity !== match[1] && identity !== fromAddress) {
    throw new Error(
      `${SES_VARIABLES.identity} must be ${match[1]} or ${fromAddress}, the identity that covers the sender`,
    );
  }
  const fromName = env[SES_VARIABLES.fromName]?.trim() || site.name;
  if (/[<>"\r\n]/.test(fromName)) throw new Error(`${SES_VARIABLES.fromName} must not contain < > " or line breaks`);
  return { fromAddress, fromName, replyTo, identity };
}

/**
 * Points the user pool's e-mail at SES (EmailSendingAccount DEVELOPER), sending from `Name <address>` with the
 * identity in the pool's own account and region. Cognito sends through its service-linked role, so no IAM role
 * is needed here.
 */
export function setSesEmail(userPool: CfnUserPool, email: SesEmail): void {
  userPool.emailConfiguration = {
    emailSendingAccount: "DEVELOPER",
    from: `${email.fromName} <${email.fromAddress}>`,
    replyToEmailAddress: email.replyTo,
    sourceArn: Stack.of(userPool).formatArn({
      service: "ses",
      resource: "identity",
      resourceName: email.identity,
      arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
    }),
  };
}
