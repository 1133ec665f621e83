// @vitest-environment node
/** amplify/api/notifications.ts on its own: the dispatcher's schedule, stream trigger, tables and SES permission. */
import { App, Stack } from "aws-cdk-lib";
import { Match, Template } from "aws-cdk-lib/assertions";
import { Code, Function as LambdaFunction, Runtime } from "aws-cdk-lib/aws-lambda";
import { addDispatcher, DISPATCHER_TABLES, notifyFromEnv } from "../api/notifications";
import { createTables } from "../api/tables";
import { tableEnv } from "../data/tables";

function synth(notifyFrom?: string) {
  const stack = new Stack(new App(), "Test", { env: { account: "111111111111", region: "us-east-1" } });
  const tables = createTables(stack, { retain: false });
  const lambda = new LambdaFunction(stack, "Dispatcher", {
    runtime: Runtime.NODEJS_22_X,
    handler: "index.handler",
    code: Code.fromInline("exports.handler=()=>{}"),
  });
  addDispatcher(
    stack,
    { resources: { lambda }, addEnvironment: (key, value) => lambda.addEnvironment(key, value) },
    { tables, notifyFrom },
  );
  const template = Template.fromStack(stack);
  const logicalId = (name: string) =>
    stack.getLogicalId(tables[name as keyof typeof tables].node.defaultChild as import("aws-cdk-lib").CfnElement);
  return {
    template,
    logicalId,
    lambdaId: stack.getLogicalId(lambda.node.defaultChild as import("aws-cdk-lib").CfnElement),
  };
}

// The first synthesis loads aws-cdk-lib (several seconds on a loaded machine).
describe("the dispatcher", { timeout: 30_000 }, () => {
  it("runs every minute on an EventBridge schedule", () => {
    const { template, lambdaId } = synth();
    template.hasResourceProperties("AWS::Events::Rule", {
      ScheduleExpression: "rate(1 minute)",
      State: "ENABLED",
      Targets: [Match.objectLike({ Arn: { "Fn::GetAtt": [lambdaId, "Arn"] } })],
    });
    template.hasResourceProperties("AWS::Lambda::Permission", {
      Principal: "events.amazonaws.com",
      Action: "lambda:InvokeFunction",
    });
  });

  it("runs when a message is inserted: the messages table's stream, inserts only, no retries", () => {
    const { template, logicalId, lambdaId } = synth();
    template.hasResourceProperties("AWS::DynamoDB::Table", {
      StreamSpecification: { StreamViewType: "KEYS_ONLY" },
      KeySchema: [{ AttributeName: "id", KeyType: "HASH" }],
    });
    template.hasResourceProperties("AWS::Lambda::EventSourceMapping", {
      FunctionName: { Ref: lambdaId },
      EventSourceArn: { "Fn::GetAtt": [logicalId("mensagem"), "StreamArn"] },
      StartingPosition: "LATEST",
      MaximumRetryAttempts: 0,
      FilterCriteria: { Filters: [{ Pattern: JSON.stringify({ eventName: ["INSERT"] }) }] },
    });
    // Only the messages table has a stream.
    expect(
      Object.values(template.findResources("AWS::DynamoDB::Table")).filter(
        (table) => table.Properties.StreamSpecification,
      ),
    ).toHaveLength(1);
  });

  it("reads and writes the messages, coleta, contato and pesquisa tables, named in its environment", () => {
    const { template, logicalId } = synth();
    template.hasResourceProperties("AWS::Lambda::Function", {
      Environment: {
        Variables: Object.fromEntries(DISPATCHER_TABLES.map((name) => [tableEnv(name), { Ref: logicalId(name) }])),
      },
    });
    const statements = Object.values(template.findResources("AWS::IAM::Policy")).flatMap(
      (policy) =>
        (policy.Properties.PolicyDocument as { Statement: { Action: string | string[]; Resource: unknown }[] })
          .Statement,
    );
    for (const name of DISPATCHER_TABLES) {
      const granted = statements.filter((statement) =>
        JSON.stringify(statement.Resource).includes(`"${logicalId(name)}","Arn"`),
      );
      expect(
        granted.flatMap((statement) => ([] as string[]).concat(statement.Action)),
        name,
      ).toEqual(
        expect.arrayContaining(["dynamodb:GetItem", "dynamodb:PutItem", "dynamodb:UpdateItem", "dynamodb:Query"]),
      );
    }
  });

  it("with a sender: NOTIFY_FROM and ses:SendEmail from that address only; without one, neither", () => {
    const { template } = synth("nao-responda@circulare.com.br");
    template.hasResourceProperties("AWS::Lambda::Function", {
      Environment: { Variables: Match.objectLike({ NOTIFY_FROM: "nao-responda@circulare.com.br" }) },
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
    expect(JSON.stringify(synth().template.toJSON())).not.toMatch(/ses:|NOTIFY_FROM/);
  });

  it("takes the sender from NOTIFY_FROM, else AUTH_EMAIL_FROM", () => {
    expect(notifyFromEnv({ NOTIFY_FROM: " a@b.com ", AUTH_EMAIL_FROM: "c@d.com" })).toBe("a@b.com");
    expect(notifyFromEnv({ AUTH_EMAIL_FROM: "c@d.com" })).toBe("c@d.com");
    expect(notifyFromEnv({})).toBeUndefined();
  });
});
