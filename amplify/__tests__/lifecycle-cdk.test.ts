// @vitest-environment node
/** amplify/api/lifecycle.ts on its own: the certificate grants, and no e-mail (the dispatcher sends it). */
import { App, Stack } from "aws-cdk-lib";
import { Match, Template } from "aws-cdk-lib/assertions";
import { Code, Function as LambdaFunction, Runtime } from "aws-cdk-lib/aws-lambda";
import { Bucket } from "aws-cdk-lib/aws-s3";
import { CERTIFICATE_KEY_PATTERNS, grantLifecycle } from "../api/lifecycle";

function synth() {
  const stack = new Stack(new App(), "Test", { env: { account: "111111111111", region: "us-east-1" } });
  const bucket = new Bucket(stack, "Files");
  const lambda = new LambdaFunction(stack, "Fn", {
    runtime: Runtime.NODEJS_22_X,
    handler: "index.handler",
    code: Code.fromInline("exports.handler=()=>{}"),
  });
  grantLifecycle(
    { resources: { lambda }, addEnvironment: (key, value) => lambda.addEnvironment(key, value) },
    { bucket, identityPoolId: "us-east-1:pool" },
  );
  return Template.fromStack(stack);
}

describe("grantLifecycle", () => {
  it("gives the bucket and identity pool, and put/get under the certificate prefixes only", () => {
    const template = synth();
    template.hasResourceProperties("AWS::Lambda::Function", {
      Environment: {
        Variables: Match.objectLike({ IDENTITY_POOL_ID: "us-east-1:pool", FILES_BUCKET: Match.anyValue() }),
      },
    });
    template.hasResourceProperties("AWS::IAM::Policy", {
      PolicyDocument: {
        Statement: Match.arrayWith([Match.objectLike({ Action: ["s3:PutObject", "s3:GetObject"], Effect: "Allow" })]),
      },
    });
    expect(CERTIFICATE_KEY_PATTERNS).toEqual(["private/*/certificados/*", "certificados/*"]);
  });

  it("sends no e-mail itself: no SES permission, no NOTIFY_FROM (messages go through the dispatcher)", () => {
    expect(JSON.stringify(synth().toJSON())).not.toMatch(/ses:|NOTIFY_FROM/);
  });
});
