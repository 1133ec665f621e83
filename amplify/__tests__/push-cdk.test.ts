// @vitest-environment node
/** amplify/api/push.ts on its own: the secret's retention, the grant with and without a public key, the key's check. */
import { App, Stack } from "aws-cdk-lib";
import { Match, Template } from "aws-cdk-lib/assertions";
import { Code, Function as LambdaFunction, Runtime } from "aws-cdk-lib/aws-lambda";
import webpush from "web-push";
import { PushKeys, vapidPublicKeyFromEnv } from "../api/push";

function synth(options: { retain: boolean; publicKey?: string }) {
  const stack = new Stack(new App(), "Test", { env: { account: "111111111111", region: "us-east-1" } });
  const lambda = new LambdaFunction(stack, "Fn", {
    runtime: Runtime.NODEJS_22_X,
    handler: "index.handler",
    code: Code.fromInline("exports.handler=()=>{}"),
  });
  const keys = new PushKeys(stack, "PushKeys", { retain: options.retain });
  keys.grantSend(
    { resources: { lambda }, addEnvironment: (key, value) => lambda.addEnvironment(key, value) },
    options.publicKey,
  );
  return Template.fromStack(stack);
}

const publicKey = webpush.generateVAPIDKeys().publicKey;

// The first synthesis loads aws-cdk-lib (several seconds on a loaded machine).
describe("PushKeys", { timeout: 30_000 }, () => {
  it("keeps the secret on a branch deployment, deletes it with a sandbox", () => {
    synth({ retain: true }).hasResource("AWS::SecretsManager::Secret", {
      DeletionPolicy: "Retain",
      UpdateReplacePolicy: "Retain",
    });
    synth({ retain: false }).hasResource("AWS::SecretsManager::Secret", { DeletionPolicy: "Delete" });
  });

  it("with a public key: the function gets it, the secret's ARN and read access to that secret only", () => {
    const template = synth({ retain: true, publicKey });
    template.hasResourceProperties("AWS::Lambda::Function", {
      Environment: {
        Variables: {
          VAPID_PUBLIC_KEY: publicKey,
          VAPID_PRIVATE_KEY_SECRET: { Ref: Match.stringLikeRegexp("^PushKeysVapidPrivateKey") },
        },
      },
    });
    template.hasResourceProperties("AWS::IAM::Policy", {
      PolicyDocument: {
        Statement: [
          {
            Action: ["secretsmanager:GetSecretValue", "secretsmanager:DescribeSecret"],
            Effect: "Allow",
            Resource: { Ref: Match.stringLikeRegexp("^PushKeysVapidPrivateKey") },
          },
        ],
      },
    });
  });

  it("without a public key: no variables, no permission (nothing is pushed)", () => {
    const template = synth({ retain: true });
    expect(JSON.stringify(template.toJSON())).not.toMatch(/VAPID_|secretsmanager:/);
  });

  it("reads VAPID_PUBLIC_KEY, refusing anything that is not a P-256 public key", () => {
    expect(vapidPublicKeyFromEnv({ VAPID_PUBLIC_KEY: ` ${publicKey} ` })).toBe(publicKey);
    expect(vapidPublicKeyFromEnv({})).toBeUndefined();
    expect(() => vapidPublicKeyFromEnv({ VAPID_PUBLIC_KEY: webpush.generateVAPIDKeys().privateKey })).toThrow(
      /not a VAPID public key/,
    );
  });
});
