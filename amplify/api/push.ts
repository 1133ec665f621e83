import { RemovalPolicy } from "aws-cdk-lib";
import { Secret } from "aws-cdk-lib/aws-secretsmanager";
import { Construct } from "constructs";
import type { ApiFunction } from "./rest-apis";

/** The variable, read when the backend is synthesized, that holds the VAPID public key (base64url, 65 bytes). */
export const VAPID_PUBLIC_KEY_VARIABLE = "VAPID_PUBLIC_KEY";

/** An uncompressed P-256 point in base64url without padding: 87 characters, "B…" (0x04 first). */
const publicKeyPattern = /^B[A-Za-z0-9_-]{86}$/;

/** The VAPID public key from the environment, or undefined (push then stays off); a malformed one stops the synthesis. */
export function vapidPublicKeyFromEnv(env: NodeJS.ProcessEnv): string | undefined {
  const value = env[VAPID_PUBLIC_KEY_VARIABLE]?.trim();
  if (!value) return undefined;
  if (!publicKeyPattern.test(value)) {
    throw new Error(
      `${VAPID_PUBLIC_KEY_VARIABLE} is not a VAPID public key (npx web-push generate-vapid-keys makes one)`,
    );
  }
  return value;
}

export type PushKeysProps = {
  /** Keep the secret when the stack is deleted (branch deployments): subscriptions are tied to the key pair. */
  retain: boolean;
};

/**
 * The VAPID private key in AWS Secrets Manager. CloudFormation creates the secret with a placeholder; the key is
 * put in it once (amplify/README.md, "Push notifications"), and the handlers read it at run time, so it is in no
 * template, environment variable or output. Until it holds a real key (32 bytes, base64url), nothing is pushed.
 */
export class PushKeys extends Construct {
  readonly privateKey: Secret;

  constructor(scope: Construct, id: string, props: PushKeysProps) {
    super(scope, id);
    this.privateKey = new Secret(this, "VapidPrivateKey", {
      description:
        "Circulare web push: the VAPID private key (base64url), the pair of the public key in amplify_outputs.json",
      // A placeholder the handlers refuse as a key; replaced with put-secret-value.
      generateSecretString: { passwordLength: 20, excludePunctuation: true },
      removalPolicy: props.retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
  }

  /**
   * Lets a function push: VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY_SECRET (the secret's ARN) and read access to that
   * secret only. Without a public key the function gets nothing, and sends nothing.
   */
  grantSend(fn: ApiFunction, publicKey: string | undefined): void {
    if (!publicKey) return;
    fn.addEnvironment("VAPID_PUBLIC_KEY", publicKey);
    fn.addEnvironment("VAPID_PRIVATE_KEY_SECRET", this.privateKey.secretArn);
    this.privateKey.grantRead(fn.resources.lambda);
  }
}
