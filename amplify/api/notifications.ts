import { Duration, Stack } from "aws-cdk-lib";
import { Rule, Schedule } from "aws-cdk-lib/aws-events";
import { LambdaFunction } from "aws-cdk-lib/aws-events-targets";
import { PolicyStatement } from "aws-cdk-lib/aws-iam";
import { FilterCriteria, FilterRule, StartingPosition } from "aws-cdk-lib/aws-lambda";
import { DynamoEventSource } from "aws-cdk-lib/aws-lambda-event-sources";
import type { Construct } from "constructs";
import { tableEnv, type TableDef } from "../data/tables";
import type { ApiFunction } from "./rest-apis";
import type { Tables } from "./tables";

/** The variable that turns notification e-mails on (the sender); AUTH_EMAIL_FROM (auth/email.ts) when unset. */
export const NOTIFY_FROM_VARIABLE = "NOTIFY_FROM";

export function notifyFromEnv(env: NodeJS.ProcessEnv): string | undefined {
  return env[NOTIFY_FROM_VARIABLE]?.trim() || env.AUTH_EMAIL_FROM?.trim() || undefined;
}

/** How often the dispatcher runs even when no message was written (retries fall due, the sweep looks for marks). */
export const DISPATCH_EVERY = Duration.minutes(1);

/** The tables the dispatcher reads and writes: the messages, and the records whose marks its sweep settles. */
export const DISPATCHER_TABLES: readonly TableDef["name"][] = ["mensagem", "coleta", "contato", "pesquisa"];

export type DispatcherProps = {
  tables: Tables;
  /** The notifications' sender address (verified in SES); none: messages wait, pending, and no SES permission. */
  notifyFrom?: string;
};

/**
 * The dispatcher Lambda (amplify/functions/dispatcher/): started by an EventBridge schedule every minute and by the
 * messages table's stream when a message is inserted (so an e-mail leaves within seconds; retries and the sweep ride
 * on the schedule). It may read and write the messages, coleta and contato tables and, with a sender, send e-mail
 * through SES from that address only: it is the only function that sends e-mail.
 */
export function addDispatcher(scope: Construct, fn: ApiFunction, props: DispatcherProps): { schedule: Rule } {
  const lambda = fn.resources.lambda;
  for (const name of DISPATCHER_TABLES) {
    fn.addEnvironment(tableEnv(name), props.tables[name].tableName);
    props.tables[name].grantReadWriteData(lambda);
  }
  const schedule = new Rule(scope, "DispatcherSchedule", {
    description: "Sends the messages that are due and sweeps changes whose messages were not written",
    schedule: Schedule.rate(DISPATCH_EVERY),
    targets: [new LambdaFunction(lambda, { retryAttempts: 0 })],
  });
  // A failed batch is not retried (the next scheduled run sends whatever it left): no poison batch can block the
  // stream, and the records carry nothing the dispatcher needs (it queries what is due).
  const source = new DynamoEventSource(props.tables.mensagem, {
    startingPosition: StartingPosition.LATEST,
    batchSize: 100,
    retryAttempts: 0,
    filters: [FilterCriteria.filter({ eventName: FilterRule.isEqual("INSERT") })],
  });
  lambda.addEventSource(source);
  if (props.notifyFrom) {
    const stack = Stack.of(lambda);
    fn.addEnvironment(NOTIFY_FROM_VARIABLE, props.notifyFrom);
    lambda.addToRolePolicy(
      new PolicyStatement({
        actions: ["ses:SendEmail"],
        resources: [stack.formatArn({ service: "ses", resource: "identity", resourceName: "*" })],
        conditions: { StringEquals: { "ses:FromAddress": props.notifyFrom } },
      }),
    );
  }
  return { schedule };
}
