// @vitest-environment node
/**
 * Synthesizes the real amplify/backend.ts as a branch (production) deployment with the SES variables set,
 * offline, in its own process (Amplify allows one backend per process; backend.test.ts has the sandbox one).
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Stack } from "aws-cdk-lib";
import { Template } from "aws-cdk-lib/assertions";
import { ALARM_THRESHOLDS } from "../api/monitoring";
import { PUBLIC_WRITE_THROTTLING } from "../api/rest-apis";
import { tables as tableDefs } from "../data/tables";
import { CUSTOM_METRICS, METRICS_NAMESPACE } from "../functions/shared/logging";
import { siteSettings } from "../functions/shared/settings";
import { companyAttributes } from "../../src/domain/company-attributes";
import { SES_VARIABLES } from "../auth/email";
import { site } from "../../src/config/site";
import { awsSolutionsFindings } from "./nag";
import { flatten, only, refOf, resourcesOf, type CfnTemplate, type Json } from "./template-helpers";

const variables = ["CDK_CONTEXT_JSON", "CDK_OUTDIR", ...Object.values(SES_VARIABLES)];
const savedEnv = Object.fromEntries(variables.map((key) => [key, process.env[key]]));
const savedCwd = process.cwd();
// Amplify writes .amplify/generated/env under the current directory. This file runs from amplify/ (the lock file
// esbuild needs is still found above it), so it never touches the folder backend.test.ts cleans up in parallel.
const workDir = path.resolve("amplify");
const amplifyDir = path.join(workDir, ".amplify");
const amplifyDirExisted = existsSync(amplifyDir);
let outdir = "";
let nagFindings: () => string[] = () => [];
const templates = {} as Record<"auth" | "api" | "storage", CfnTemplate>;

beforeAll(async () => {
  outdir = mkdtempSync(path.join(tmpdir(), "circulare-cdk-branch-"));
  process.env.CDK_CONTEXT_JSON = JSON.stringify({
    "amplify-backend-namespace": "circulare",
    "amplify-backend-name": "main",
    "amplify-backend-type": "branch",
  });
  process.env.CDK_OUTDIR = outdir;
  process.env[SES_VARIABLES.from] = "nao-responda@circulare.com.br";
  process.env[SES_VARIABLES.replyTo] = "contato@circulare.com.br";
  delete process.env[SES_VARIABLES.fromName];
  delete process.env[SES_VARIABLES.identity];
  process.chdir(workDir);
  const { backend } = await import("../backend");
  nagFindings = () => awsSolutionsFindings(backend.stack, { sandbox: false });
  templates.auth = Template.fromStack(backend.auth.resources.userPool.stack).toJSON() as CfnTemplate;
  templates.api = Template.fromStack(Stack.of(backend.coletaApiFunction.resources.lambda)).toJSON() as CfnTemplate;
  templates.storage = Template.fromStack(backend.storage.resources.bucket.stack).toJSON() as CfnTemplate;
}, 120_000);

afterAll(() => {
  process.chdir(savedCwd);
  for (const [key, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  if (outdir) rmSync(outdir, { recursive: true, force: true });
  if (!amplifyDirExisted) rmSync(amplifyDir, { recursive: true, force: true });
});

describe("branch (production) deployment with the SES variables set", () => {
  it("sends Cognito's e-mail through SES, from the site's name and address, with the domain as the SES identity", () => {
    const pool = only(templates.auth, "AWS::Cognito::UserPool");
    const email = pool.EmailConfiguration as Json;
    expect(email.EmailSendingAccount).toBe("DEVELOPER");
    expect(email.From).toBe(`${site.name} <nao-responda@circulare.com.br>`);
    expect(email.ReplyToEmailAddress).toBe("contato@circulare.com.br");
    expect(flatten(email.SourceArn)).toBe("arn:<token>:ses:<token>:<token>:identity/circulare.com.br");
    // The messages stay the Portuguese ones; SES only changes who sends them.
    expect((pool.VerificationMessageTemplate as Json).EmailMessage).toContain("{####}");
  });

  it("keeps the user pool (deletion protection) as every branch deployment does", () => {
    const [[, props]] = resourcesOf(templates.auth, "AWS::Cognito::UserPool");
    expect(props.DeletionProtection).toBe("ACTIVE");
  });

  it("declares the company and CNPJ as mutable custom string attributes the web client may read and write", () => {
    const pool = only(templates.auth, "AWS::Cognito::UserPool");
    const schema = pool.Schema as Json[];
    for (const name of Object.values(companyAttributes)) {
      const bare = name.replace(/^custom:/, "");
      expect(schema, name).toContainEqual(
        expect.objectContaining({ Name: bare, AttributeDataType: "String", Mutable: true }),
      );
    }
    // A client with attribute lists would hide them from the ID token (read) or refuse the profile's update (write).
    for (const [, client] of resourcesOf(templates.auth, "AWS::Cognito::UserPoolClient")) {
      for (const list of [client.ReadAttributes, client.WriteAttributes]) {
        if (list !== undefined) expect(list).toEqual(expect.arrayContaining(Object.values(companyAttributes)));
      }
    }
  });

  it("sends notification e-mails from the dispatcher only, through SES from AUTH_EMAIL_FROM (no NOTIFY_FROM set)", () => {
    const senders = resourcesOf(templates.api, "AWS::Lambda::Function").filter(
      ([, fn]) =>
        (fn.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables?.NOTIFY_FROM !== undefined,
    );
    expect(
      senders.map(([id, fn]) => [
        id.replace(/[0-9A-F]{8}$/, ""),
        (fn.Environment as { Variables: Record<string, unknown> }).Variables.NOTIFY_FROM,
      ]),
    ).toEqual([[expect.stringMatching(/^dispatcher/), "nao-responda@circulare.com.br"]]);
    const sesStatements = resourcesOf(templates.api, "AWS::IAM::Policy").flatMap(([, policy]) =>
      (policy.PolicyDocument as { Statement: Json[] }).Statement.filter((statement) =>
        JSON.stringify(statement.Action).includes("ses:"),
      ),
    );
    expect(sesStatements).toEqual([
      expect.objectContaining({
        Action: "ses:SendEmail",
        Condition: { StringEquals: { "ses:FromAddress": "nao-responda@circulare.com.br" } },
      }),
    ]);
  });

  it("has the firewall on every stage and the public-write throttles", () => {
    expect(resourcesOf(templates.api, "AWS::WAFv2::WebACL")).toHaveLength(1);
    expect(resourcesOf(templates.api, "AWS::WAFv2::WebACLAssociation")).toHaveLength(5); // one per API: ColetaAPI, PesquisaAPI, ContatoAPI, PushAPI, EquipeAPI
    const throttled = resourcesOf(templates.api, "AWS::ApiGateway::Stage").flatMap(([, props]) =>
      (props.MethodSettings as Json[]).filter(
        (setting) => setting.ThrottlingRateLimit === PUBLIC_WRITE_THROTTLING.rateLimit,
      ),
    );
    expect(throttled.map((setting) => `${String(setting.HttpMethod)} ${String(setting.ResourcePath)}`).sort()).toEqual([
      "POST /~1coleta",
      "POST /~1contato",
      "POST /~1contato~1cv",
      "POST /~1contato~1titular",
      "POST /~1contato~1titular~1confirmar",
    ]);
  });
});

/**
 * What an alarm watches, whichever way CloudFormation has it (a metric, or metric queries: CDK writes those for a
 * labelled metric or a math expression): the namespace, the metric names (sorted), their dimensions and statistic.
 */
function watched(alarm: Json): {
  namespace?: string;
  names: string[];
  dimensions: Record<string, unknown>;
  stat?: string;
} {
  type Dim = { Name: string; Value: unknown };
  if (typeof alarm.MetricName === "string") {
    const dimensions = Object.fromEntries(
      ((alarm.Dimensions as Dim[] | undefined) ?? []).map((d) => [d.Name, d.Value]),
    );
    return {
      namespace: alarm.Namespace as string,
      names: [alarm.MetricName],
      dimensions,
      stat: (alarm.ExtendedStatistic ?? alarm.Statistic) as string,
    };
  }
  const stats = ((alarm.Metrics as Json[] | undefined) ?? []).flatMap((m) =>
    m.MetricStat ? [m.MetricStat as { Metric: Json; Stat: string }] : [],
  );
  const dimensions = Object.fromEntries(
    stats.flatMap((stat) => ((stat.Metric.Dimensions as Dim[] | undefined) ?? []).map((d) => [d.Name, d.Value])),
  );
  return {
    namespace: stats[0]?.Metric.Namespace as string | undefined,
    names: stats.map((stat) => String(stat.Metric.MetricName)).sort(),
    dimensions,
    stat: stats.length === 1 ? stats[0].Stat : undefined,
  };
}

describe("branch deployment: knowing when it breaks (amplify/api/monitoring.ts)", () => {
  const apiNames = ["ColetaAPI", "PesquisaAPI", "ContatoAPI", "PushAPI", "EquipeAPI"];

  it("has one SNS topic that e-mails the operations address of the site settings, and every alarm (and its end) goes to it", () => {
    const [[topicId]] = resourcesOf(templates.api, "AWS::SNS::Topic");
    expect(resourcesOf(templates.api, "AWS::SNS::Topic")).toHaveLength(1);
    const subscriptions = resourcesOf(templates.api, "AWS::SNS::Subscription");
    expect(subscriptions.map(([, sub]) => [sub.Protocol, sub.Endpoint, refOf(sub.TopicArn)])).toEqual([
      ["email", siteSettings.company.emails.operations, topicId],
    ]);
    expect(siteSettings.company.emails.operations).toMatch(/@/);
    const alarms = resourcesOf(templates.api, "AWS::CloudWatch::Alarm");
    expect(alarms.length).toBeGreaterThan(0);
    for (const [id, alarm] of alarms) {
      expect((alarm.AlarmActions as unknown[]).map(refOf), id).toEqual([topicId]);
      expect((alarm.OKActions as unknown[]).map(refOf), id).toEqual([topicId]);
      expect(alarm.TreatMissingData, id).toBe("notBreaching");
    }
  });

  it("alarms on every API stage: the share of 5xx, p95 and p99 latency", () => {
    const alarms = resourcesOf(templates.api, "AWS::CloudWatch::Alarm").map(([, alarm]) => alarm);
    for (const api of apiNames) {
      // Stage: a Ref to the API's stage resource (the "prod" stage; one per API).
      const onStage = alarms.filter(
        (alarm) => watched(alarm).dimensions.ApiName === api && refOf(watched(alarm).dimensions.Stage)?.startsWith(api),
      );
      const rate = onStage.find((alarm) => watched(alarm).names.join() === "5XXError,Count");
      expect(rate, `${api} 5xx`).toBeDefined();
      expect(rate!.Threshold).toBe(ALARM_THRESHOLDS.api5xxPercent);
      expect(JSON.stringify(rate!.Metrics)).toContain(`requests >= ${ALARM_THRESHOLDS.api5xxMinRequests}`);
      const latency = onStage
        .filter((alarm) => watched(alarm).names.join() === "Latency")
        .map((alarm) => [watched(alarm).stat, alarm.Threshold]);
      expect(latency.sort(), api).toEqual([
        ["p95", ALARM_THRESHOLDS.latencyP95Ms],
        ["p99", ALARM_THRESHOLDS.latencyP99Ms],
      ]);
    }
  });

  it("alarms on errors and throttles of every function (the five APIs, the dispatcher, upload-limit, the proxy)", () => {
    const alarms = resourcesOf(templates.api, "AWS::CloudWatch::Alarm").map(([, alarm]) => alarm);
    const lambdaAlarms = alarms.filter((alarm) => watched(alarm).namespace === "AWS/Lambda");
    const byMetric = (name: string) =>
      lambdaAlarms
        .filter((alarm) => watched(alarm).names.join() === name)
        .map((alarm) => JSON.stringify(watched(alarm).dimensions.FunctionName));
    expect(new Set(byMetric("Errors")).size).toBe(8);
    expect(new Set(byMetric("Throttles")).size).toBe(8);
    expect(byMetric("Errors").sort()).toEqual(byMetric("Throttles").sort());
    // Every Lambda function of this stack that is ours (it has its log group) is among them.
    const own = resourcesOf(templates.api, "AWS::Lambda::Function").filter(([, fn]) => fn.LoggingConfig !== undefined);
    for (const [id] of own)
      expect(
        byMetric("Errors").some((name) => name.includes(`"${id}"`)),
        id,
      ).toBe(true);
  });

  it("alarms on read and write throttles of every table", () => {
    const alarms = resourcesOf(templates.api, "AWS::CloudWatch::Alarm").map(([, alarm]) => alarm);
    const tableAlarms = alarms.filter(
      (alarm) => watched(alarm).names.join() === "ReadThrottleEvents,WriteThrottleEvents",
    );
    const tables = resourcesOf(templates.api, "AWS::DynamoDB::Table").map(([id]) => id);
    expect(tables).toHaveLength(tableDefs.length);
    expect(tableAlarms.map((alarm) => refOf(watched(alarm).dimensions.TableName)).sort()).toEqual([...tables].sort());
  });

  it("alarms on a burst of requests the firewall blocked, and on any dead letter of the dispatcher (its EMF metric)", () => {
    const alarms = resourcesOf(templates.api, "AWS::CloudWatch::Alarm").map(([, alarm]) => alarm);
    const waf = alarms.filter((alarm) => watched(alarm).namespace === "AWS/WAFV2");
    expect(waf).toHaveLength(1);
    expect(watched(waf[0]).names).toEqual(["BlockedRequests"]);
    expect(waf[0].Threshold).toBe(ALARM_THRESHOLDS.wafBlocks);
    expect(JSON.stringify(watched(waf[0]).dimensions.WebACL)).toContain(
      resourcesOf(templates.api, "AWS::WAFv2::WebACL")[0][0],
    );
    const dead = alarms.filter((alarm) => watched(alarm).namespace === METRICS_NAMESPACE);
    expect(
      dead.map((alarm) => [
        watched(alarm).names.join(),
        watched(alarm).stat,
        alarm.ComparisonOperator,
        alarm.Threshold,
      ]),
    ).toEqual([[CUSTOM_METRICS.deadLetters, "Sum", "GreaterThanOrEqualToThreshold", 1]]);
    // 5 stages × 3, 8 functions × 2, 6 tables, the firewall, the dead letters: nothing else, nothing missing.
    expect(alarms).toHaveLength(apiNames.length * 3 + 8 * 2 + tableDefs.length + 2);
  });

  it("has a dashboard with the same figures", () => {
    const dashboard = only(templates.api, "AWS::CloudWatch::Dashboard");
    const body = JSON.stringify(dashboard.DashboardBody);
    for (const figure of [
      ...apiNames,
      "5XXError",
      "Latency",
      "p95",
      "p99",
      "Errors",
      "Throttles",
      "ReadThrottleEvents",
      "WriteThrottleEvents",
      "BlockedRequests",
      CUSTOM_METRICS.deadLetters,
    ]) {
      expect(body, figure).toContain(figure);
    }
  });

  it("sets the account's API Gateway logging role once, and keeps it and the access logs", () => {
    const [[, account]] = resourcesOf(templates.api, "AWS::ApiGateway::Account");
    expect(resourcesOf(templates.api, "AWS::ApiGateway::Account")).toHaveLength(1);
    expect(account.CloudWatchRoleArn).toBeDefined();
    const retained = Object.entries(templates.api.Resources).filter(
      ([, r]) => r.Type === "AWS::ApiGateway::Account" && r.DeletionPolicy === "Retain",
    );
    expect(retained).toHaveLength(1);
    const stages = resourcesOf(templates.api, "AWS::ApiGateway::Stage");
    expect(stages).toHaveLength(5);
    for (const [id, stage] of stages) {
      const group = refOf(
        ((stage.AccessLogSetting as Json).DestinationArn as { "Fn::GetAtt": [string, string] })["Fn::GetAtt"]
          ? {
              Ref: ((stage.AccessLogSetting as Json).DestinationArn as { "Fn::GetAtt": [string, string] })[
                "Fn::GetAtt"
              ][0],
            }
          : undefined,
      );
      expect(templates.api.Resources[group!]?.DeletionPolicy, id).toBe("Retain");
    }
  });
});

describe("AWS's checks: cdk-nag AwsSolutions (branch)", () => {
  it("logs every request to the file bucket (S3 server access logs) into a retained, private bucket kept six months", () => {
    const buckets = resourcesOf(templates.storage, "AWS::S3::Bucket");
    const files = buckets.find(([, bucket]) => bucket.CorsConfiguration !== undefined);
    const logs = buckets.find(([, bucket]) => bucket.CorsConfiguration === undefined);
    expect(buckets).toHaveLength(2);
    expect(refOf((files![1].LoggingConfiguration as Json).DestinationBucketName)).toBe(logs![0]);
    expect(templates.storage.Resources[logs![0]].DeletionPolicy).toBe("Retain");
    expect(JSON.stringify(logs![1].LifecycleConfiguration)).toContain('"ExpirationInDays":180');
    expect(logs![1].PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
  });

  it("leaves no finding that is neither fixed nor acknowledged with a reason (amplify/api/nag.ts)", () => {
    const findings = nagFindings();
    expect(findings, `${findings.length} findings:\n${findings.join("\n")}`).toEqual([]);
  });
});
