import { Duration, Fn } from "aws-cdk-lib";
import type { RestApi } from "aws-cdk-lib/aws-apigateway";
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  TextWidget,
  TreatMissingData,
  type IMetric,
} from "aws-cdk-lib/aws-cloudwatch";
import { SnsAction } from "aws-cdk-lib/aws-cloudwatch-actions";
import type { ITable } from "aws-cdk-lib/aws-dynamodb";
import { PolicyStatement } from "aws-cdk-lib/aws-iam";
import { CfnFunction, type IFunction } from "aws-cdk-lib/aws-lambda";
import { Topic } from "aws-cdk-lib/aws-sns";
import { EmailSubscription } from "aws-cdk-lib/aws-sns-subscriptions";
import type { CfnWebACL } from "aws-cdk-lib/aws-wafv2";
import { Construct } from "constructs";
import { CUSTOM_METRICS, METRICS_NAMESPACE } from "../functions/shared/logging";

/**
 * The thresholds, in one place (the runbook in amplify/README.md quotes them). Every alarm looks at 5-minute periods.
 *
 * - api5xxPercent: share of a stage's requests answered 5xx, counted only once the stage had `api5xxMinRequests`
 *   in the period (one failed request of two at night is not an outage); 2 periods of 3.
 * - latencyP95Ms / latencyP99Ms: the stage's latency (gateway + function); the functions time out at 10 s (60 s the
 *   dispatcher, which has no stage). 3 periods in a row.
 * - functionErrors / functionThrottles: any, in a period. The API functions answer their own errors with 500
 *   (router.ts), so a Lambda error is a crash, a timeout or an out-of-memory.
 * - tableThrottles: read + write throttle events on a table (on-demand tables throttle only at a sudden spike
 *   beyond twice the previous peak, or a hot key).
 * - wafBlocks: requests the web ACL blocked in a period, all rules together: ordinary scanners stay below it.
 * - deadLetters: any message the dispatcher gave up on.
 */
export const ALARM_THRESHOLDS = {
  api5xxPercent: 5,
  api5xxMinRequests: 10,
  latencyP95Ms: 3000,
  latencyP99Ms: 8000,
  functionErrors: 1,
  functionThrottles: 1,
  tableThrottles: 1,
  wafBlocks: 300,
  deadLetters: 1,
} as const;

const PERIOD = Duration.minutes(5);

/**
 * X-Ray active tracing on a function (every deployment): each invocation is a trace, joined to the API stage's
 * when API Gateway called it. The two write actions X-Ray needs, on "*" (X-Ray has no resource-level permissions
 * for them), instead of the managed AWSXRayDaemonWriteAccess policy.
 */
export function traceFunction(fn: IFunction): void {
  const cfn = fn.node.defaultChild;
  if (!(cfn instanceof CfnFunction)) throw new Error(`${fn.node.path}: not a Lambda function defined here`);
  cfn.tracingConfig = { mode: "Active" };
  fn.addToRolePolicy(
    new PolicyStatement({ actions: ["xray:PutTraceSegments", "xray:PutTelemetryRecords"], resources: ["*"] }),
  );
}

export type MonitoringProps = {
  /** Where the alarms go: the site settings' `company.emails.operations`. */
  operationsEmail: string;
  apis: readonly RestApi[];
  /** Every Lambda function of the backend, by a short name for the alarm ("coleta-api"). */
  functions: Readonly<Record<string, IFunction>>;
  tables: Readonly<Record<string, ITable>>;
  webAcl: CfnWebACL;
};

/**
 * Knowing when the backend breaks (branch deployments): CloudWatch alarms on every API stage (5xx share, p95 and
 * p99 latency), every function (errors, throttles), every table (throttles), the firewall (a burst of blocks) and
 * the dispatcher's dead letters, all to one SNS topic that e-mails the operations address; and one dashboard with
 * the same figures. The runbook (amplify/README.md, "When an alarm fires") says what each one means.
 */
export class Monitoring extends Construct {
  readonly topic: Topic;
  readonly dashboard: Dashboard;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    // enforceSSL: the topic refuses publishing over plain HTTP (cdk-nag AwsSolutions-SNS3).
    this.topic = new Topic(this, "Alarms", { displayName: "Circulare: backend alarms", enforceSSL: true });
    this.topic.addSubscription(new EmailSubscription(props.operationsEmail));
    const action = new SnsAction(this.topic);
    const alarm = (
      alarmId: string,
      metric: IMetric,
      threshold: number,
      description: string,
      periods = { evaluate: 1, toAlarm: 1 },
    ) => {
      const created = new Alarm(this, alarmId, {
        alarmDescription: `${description} See amplify/README.md, "When an alarm fires".`,
        metric,
        threshold,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: periods.evaluate,
        datapointsToAlarm: periods.toAlarm,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      created.addAlarmAction(action);
      created.addOkAction(action);
      this.alarms.push(created);
      return created;
    };

    this.dashboard = new Dashboard(this, "Dashboard", { defaultInterval: Duration.days(1) });
    this.dashboard.addWidgets(
      new TextWidget({
        markdown:
          "# Circulare backend\nAlarms e-mail the operations address; the runbook is amplify/README.md, *When an alarm fires*.",
        width: 24,
        height: 2,
      }),
    );

    // --- API stages ---------------------------------------------------------------------------------------------
    for (const api of props.apis) {
      const name = api.restApiName;
      const stage = api.deploymentStage;
      const errors = stage.metricServerError({ statistic: "Sum", period: PERIOD });
      const requests = stage.metricCount({ statistic: "Sum", period: PERIOD });
      const rate = new MathExpression({
        expression: `IF(requests >= ${ALARM_THRESHOLDS.api5xxMinRequests}, 100 * errors / requests, 0)`,
        usingMetrics: { errors, requests },
        period: PERIOD,
        label: `${name} 5xx %`,
      });
      const p95 = stage.metricLatency({ statistic: "p95", period: PERIOD, label: `${name} p95` });
      const p99 = stage.metricLatency({ statistic: "p99", period: PERIOD, label: `${name} p99` });
      alarm(
        `${name}5xx`,
        rate,
        ALARM_THRESHOLDS.api5xxPercent,
        `${name}: ${ALARM_THRESHOLDS.api5xxPercent}% or more of the requests answered 5xx.`,
        { evaluate: 3, toAlarm: 2 },
      );
      alarm(
        `${name}LatencyP95`,
        p95,
        ALARM_THRESHOLDS.latencyP95Ms,
        `${name}: p95 latency ${ALARM_THRESHOLDS.latencyP95Ms} ms or more.`,
        { evaluate: 3, toAlarm: 3 },
      );
      alarm(
        `${name}LatencyP99`,
        p99,
        ALARM_THRESHOLDS.latencyP99Ms,
        `${name}: p99 latency ${ALARM_THRESHOLDS.latencyP99Ms} ms or more.`,
        { evaluate: 3, toAlarm: 3 },
      );
      this.dashboard.addWidgets(
        new GraphWidget({ title: `${name}: requests and 5xx`, left: [requests, errors], right: [rate], width: 12 }),
        new GraphWidget({ title: `${name}: latency (ms)`, left: [p95, p99], width: 12 }),
      );
    }

    // --- Functions ----------------------------------------------------------------------------------------------
    const errorMetrics: IMetric[] = [];
    const throttleMetrics: IMetric[] = [];
    for (const [name, fn] of Object.entries(props.functions)) {
      const id = name.replace(/[^A-Za-z0-9]/g, "");
      const errors = fn.metricErrors({ statistic: "Sum", period: PERIOD, label: `${name} errors` });
      const throttles = fn.metricThrottles({ statistic: "Sum", period: PERIOD, label: `${name} throttles` });
      alarm(
        `${id}Errors`,
        errors,
        ALARM_THRESHOLDS.functionErrors,
        `Function ${name}: an invocation failed (crash, timeout or out of memory).`,
      );
      alarm(
        `${id}Throttles`,
        throttles,
        ALARM_THRESHOLDS.functionThrottles,
        `Function ${name}: invocations throttled (the account's concurrency is used up).`,
      );
      errorMetrics.push(errors);
      throttleMetrics.push(throttles);
    }
    this.dashboard.addWidgets(
      new GraphWidget({ title: "Functions: errors", left: errorMetrics, width: 12 }),
      new GraphWidget({ title: "Functions: throttles", left: throttleMetrics, width: 12 }),
    );

    // --- Tables -------------------------------------------------------------------------------------------------
    const tableMetrics: IMetric[] = [];
    for (const [name, table] of Object.entries(props.tables)) {
      const reads = table.metric("ReadThrottleEvents", { statistic: "Sum", period: PERIOD });
      const writes = table.metric("WriteThrottleEvents", { statistic: "Sum", period: PERIOD });
      // Ids unique across the dashboard's graph of every table.
      const throttles = new MathExpression({
        expression: `r${name} + w${name}`,
        usingMetrics: { [`r${name}`]: reads, [`w${name}`]: writes },
        period: PERIOD,
        label: `${name} throttles`,
      });
      alarm(
        `Table${name}Throttles`,
        throttles,
        ALARM_THRESHOLDS.tableThrottles,
        `Table ${name}: reads or writes throttled.`,
      );
      tableMetrics.push(throttles);
    }

    // --- Firewall -----------------------------------------------------------------------------------------------
    // The web ACL's name is CloudFormation's (no Name attribute): its Ref is "name|id|scope".
    const webAclName = Fn.select(0, Fn.split("|", props.webAcl.ref));
    const blocked = new Metric({
      namespace: "AWS/WAFV2",
      metricName: "BlockedRequests",
      dimensionsMap: { WebACL: webAclName, Region: props.webAcl.stack.region, Rule: "ALL" },
      statistic: "Sum",
      period: PERIOD,
      label: "WAF blocked requests",
    });
    alarm(
      "WafBlocks",
      blocked,
      ALARM_THRESHOLDS.wafBlocks,
      `The firewall blocked ${ALARM_THRESHOLDS.wafBlocks} or more requests in 5 minutes.`,
    );

    // --- Dead letters -------------------------------------------------------------------------------------------
    const deadLetters = new Metric({
      namespace: METRICS_NAMESPACE,
      metricName: CUSTOM_METRICS.deadLetters,
      statistic: "Sum",
      period: PERIOD,
      label: "notification dead letters",
    });
    alarm(
      "DeadLetters",
      deadLetters,
      ALARM_THRESHOLDS.deadLetters,
      "The dispatcher gave up on a notification message (state dead).",
    );

    this.dashboard.addWidgets(
      new GraphWidget({ title: "Tables: throttle events", left: tableMetrics, width: 8 }),
      new GraphWidget({ title: "Firewall: blocked requests", left: [blocked], width: 8 }),
      new GraphWidget({ title: "Notifications: dead letters", left: [deadLetters], width: 8 }),
    );
  }
}
