// @vitest-environment node
/** amplify/api/lifecycle.ts on its own: the certificate grants and the SES permission with and without a sender. */
import { App, Stack } from "aws-cdk-lib";
import { Match, Template } from "aws-cdk-lib/assertions";
import { Code, Function as LambdaFunction, Runtime } from "aws-cdk-lib/aws-lambda";
import { Bucket } from "aws-cdk-lib/aws-s3";
import { grantLifecycle, notifyFromEnv } from "../api/lifecycle";

function synth(notifyFrom?: string) {
  const stack = new Stack(new App(), "Test", { env: { account: "111111111111", region: "us-east-1" } });
  const bucket = new Bucket(stack, "Files");
  const lambda = new LambdaFunction(stack, "Fn", { runtime: Runtime.NODEJS_22_X, handler: "index.handler", code: Code.fromInline("exports.handler=()=>{}") });
  grantLifecycle({ resources: { lambda }, addEnvironment: (key, value) => lambda.addEnvironment(key, value) }, { bucket, identityPoolId: "us-east-1:pool", notifyFrom });
  return Template.fromStack(stack);
}

describe("grantLifecycle", () => {
  it("with a sender: NOTIFY_FROM and ses:SendEmail from that address only", () => {
    const template = synth("nao-responda@circulare.com.br");
    template.hasResourceProperties("AWS::Lambda::Function", {
      Environment: { Variables: Match.objectLike({ NOTIFY_FROM: "nao-responda@circulare.com.br", IDENTITY_POOL_ID: "us-east-1:pool" }) },
    });
    template.hasResourceProperties("AWS::IAM::Policy", {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: "ses:SendEmail",
            Effect: "Allow",
            Resource: { "Fn::Join": ["", Match.arrayWith([":ses:us-east-1:111111111111:identity/*"])] },
            Condition: { StringEquals: { "ses:FromAddress": "nao-responda@circulare.com.br" } },
          }),
        ]),
      },
    });
  });

  it("without a sender: no SES permission and no NOTIFY_FROM", () => {
    const template = synth();
    expect(JSON.stringify(template.toJSON())).not.toMatch(/ses:|NOTIFY_FROM/);
  });

  it("takes the sender from NOTIFY_FROM, else AUTH_EMAIL_FROM", () => {
    expect(notifyFromEnv({ NOTIFY_FROM: " a@b.com ", AUTH_EMAIL_FROM: "c@d.com" })).toBe("a@b.com");
    expect(notifyFromEnv({ AUTH_EMAIL_FROM: "c@d.com" })).toBe("c@d.com");
    expect(notifyFromEnv({})).toBeUndefined();
  });
});
