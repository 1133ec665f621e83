import { Validations } from "aws-cdk-lib";
import { AwsSolutionsChecks } from "cdk-nag";
import type { IConstruct } from "constructs";
import type { ApiDef } from "../functions/shared/routes";

/**
 * cdk-nag's AwsSolutions findings the backend keeps on purpose, each with the reason a reviewer reads. A finding is
 * acknowledged only on the construct its entry names (the construct path under the root stack, a regular
 * expression anchored at both ends) and only for its exact rule id; everything else fails the test
 * (amplify/__tests__/nag.ts, run over the sandbox and the branch synthesis: it applies these, then expects no finding
 * left). amplify/README.md lists what was fixed.
 */
export type NagAcknowledgment = {
  /** The finding's id: "AwsSolutions-COG2", "AwsSolutions-IAM5[Resource::*]"… */
  rule: RegExp;
  /** The construct path without the root stack's name: "auth/amplifyAuth/UserPool/Resource". */
  path: RegExp;
  reason: string;
};

const LAMBDA_BASIC_EXECUTION =
  /^AwsSolutions-IAM4\[Policy::arn:<AWS::Partition>:iam::aws:policy\/service-role\/AWSLambdaBasicExecutionRole\]$/;
/** Our functions' roles (defineFunction): "api/coleta-api-lambda/…", "storage/upload-limit-lambda/…", "function/…". */
const OUR_FUNCTION = "(api|storage|function)/[a-z-]+-lambda";

/** The routes a route table opens to anyone ("none", or "optional": the handler checks a token when one is sent). */
function publicMethodPaths(apis: readonly ApiDef[]): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const methods = apis.flatMap((api) =>
    api.routes
      .filter((route) => route.auth !== "cognito")
      .map(
        (route) =>
          `api/${api.name}/Api/Default${escape(route.path === "/" ? "" : route.path)}/${route.method}/Resource`,
      ),
  );
  return new RegExp(`^(${methods.join("|")})$`);
}

export function nagAcknowledgments(apis: readonly ApiDef[], options: { sandbox: boolean }): NagAcknowledgment[] {
  const publicMethods = publicMethodPaths(apis);
  return [
    {
      rule: /^AwsSolutions-(APIG4|COG4)$/,
      path: publicMethods,
      reason:
        "Public by design (the route table says auth none/optional): GET /health, the public forms POST /coleta, POST /contato and the CV upload link POST /contato/cv, the data-subject requests POST /contato/titular and their e-mailed confirmation POST /contato/titular/confirmar (method throttles and per-IP WAF limits, amplify/README.md Abuse protection) and the certificate check GET /certificado/{code} printed on certificates. POST /coleta verifies a token itself when one is sent.",
    },
    {
      rule: /^AwsSolutions-COG1$/,
      path: /^auth\/amplifyAuth\/UserPool\/Resource$/,
      reason:
        "Symbols are not required on purpose: 10 characters minimum with upper, lower case and digits (src/domain/password-policy.ts: length matters more than character classes, NIST SP 800-63B).",
    },
    {
      rule: /^AwsSolutions-COG2$/,
      path: /^auth\/amplifyAuth\/UserPool\/Resource$/,
      reason:
        "MFA is optional (authenticator app or SMS), a product decision for customers who sign in a few times a month; staff are asked to turn it on (runbook).",
    },
    {
      rule: /^AwsSolutions-COG7$/,
      path: /^auth\/amplifyAuth\/IdentityPool$/,
      reason:
        "Amplify's defineAuth always allows guest identities; the guest role is allowed nothing (asserted in backend.test.ts), and no page reads a file signed out.",
    },
    {
      rule: /^AwsSolutions-COG8$/,
      path: /^auth\/amplifyAuth\/UserPool\/Resource$/,
      reason:
        "Threat protection needs Cognito's Plus feature plan, which the company has not bought; the WAF and the password policy stand in front of sign-in meanwhile.",
    },
    {
      rule: LAMBDA_BASIC_EXECUTION,
      path: new RegExp(
        `^(${OUR_FUNCTION}/ServiceRole/Resource|AmplifyBranchLinker/.+/ServiceRole/Resource|storage/BucketNotificationsHandler[0-9a-f]+/Role/Resource)$`,
      ),
      reason:
        "AWS's managed policy that lets a function write its own logs (logs:CreateLogGroup, CreateLogStream, PutLogEvents), attached by Amplify's defineFunction and CDK's providers.",
    },
    {
      rule: /^AwsSolutions-IAM4\[Policy::arn:<AWS::Partition>:iam::aws:policy\/service-role\/AmazonAPIGatewayPushToCloudWatchLogs\]$/,
      path: /^api\/ApiGatewayLogsRole\/Resource$/,
      reason:
        "The role AWS documents for API Gateway's account-level logging (stage access and execution logs); API Gateway alone assumes it.",
    },
    {
      rule: /^AwsSolutions-IAM5\[Resource::\*\]$/,
      path: new RegExp(`^${OUR_FUNCTION}/ServiceRole/DefaultPolicy/Resource$`),
      reason:
        "xray:PutTraceSegments and xray:PutTelemetryRecords (tracing, api/monitoring.ts) have no resource-level permissions.",
    },
    {
      rule: /^AwsSolutions-IAM5\[Resource::\*\]$/,
      path: /^auth\/amplifyAuth\/UserPool\/smsRole\/Resource$/,
      reason: "Cognito's SMS role (Amplify's): sns:Publish to a phone number has no resource ARN to name.",
    },
    {
      rule: /^AwsSolutions-IAM5\[Resource::<[A-Za-z0-9]+\.Arn>\/index\/\*\]$/,
      path: new RegExp(`^${OUR_FUNCTION}/ServiceRole/DefaultPolicy/Resource$`),
      reason:
        "CDK's grantReadWriteData on a table includes its indexes (the handlers query them); the table itself is named.",
    },
    {
      rule: /^AwsSolutions-IAM5\[Resource::<[A-Za-z0-9]+>\/(private\/\*\/)?certificados\/\*\]$/,
      path: /^api\/coleta-api-lambda\/ServiceRole\/DefaultPolicy\/Resource$/,
      reason:
        "coleta-api stores and reads certificate PDFs under certificados/ and any customer's private/<identity>/certificados/ (operators download anyone's): api/lifecycle.ts.",
    },
    {
      rule: /^AwsSolutions-IAM5\[Resource::<[A-Za-z0-9]+(\.Arn)?>\/private\/\*\]$/,
      path: /^api\/coleta-api-lambda\/ServiceRole\/DefaultPolicy\/Resource$/,
      reason:
        "Meus dados (api/account-data.ts): the export lists and links, and closing an account deletes, the caller's own private/<identity id>/ folder; identity ids are not known in advance, and the handler names the caller's alone.",
    },
    {
      rule: /^AwsSolutions-IAM5\[Resource::<[A-Za-z0-9]+>\/candidaturas\/\*\]$/,
      path: /^api\/(contato|equipe)-api-lambda\/ServiceRole\/DefaultPolicy\/Resource$/,
      reason:
        "Job applicants' CVs live under candidaturas/<uuid> (one key per upload, not known in advance): contato-api signs the upload and reads the file to check it, equipe-api reads it for the people team's download link: api/lifecycle.ts grantApplications.",
    },
    {
      rule: /^AwsSolutions-IAM5\[Resource::arn:<AWS::Partition>:ses:<AWS::Region>:<AWS::AccountId>:identity\/\*\]$/,
      path: /^api\/dispatcher-lambda\/ServiceRole\/DefaultPolicy\/Resource$/,
      reason:
        "ses:SendEmail is limited by the condition ses:FromAddress to the one sender; the verified identity (address or domain) is chosen outside the code.",
    },
    {
      rule: /^AwsSolutions-IAM5\[Resource::<[A-Za-z0-9]+\.Arn>\/private\/(\*|<cognito-identity\.amazonaws\.com:sub>\/\*)\]$/,
      path: /^storage\/[A-Za-z0-9-]+--storageAccess\d+\/Resource$/,
      reason:
        "Amplify storage access: each signed-in identity to its own private/<identity>/ folder, upload-limit to read and delete under private/ (amplify/storage/resource.ts).",
    },
    {
      rule: /^AwsSolutions-(IAM5\[Resource::.+\]|L1)$/,
      path: /^AmplifyBranchLinker\/.+$/,
      reason:
        "Amplify's own custom resource that links the deployment to its Amplify branch; neither its runtime nor its policy can be set from here.",
    },
    {
      rule: /^AwsSolutions-SMG4$/,
      path: /^api\/PushKeys\/VapidPrivateKey\/Resource$/,
      reason:
        "The VAPID private key cannot rotate by itself: a new pair invalidates every browser's push subscription. It is rotated by hand (runbook: rotating the VAPID keys).",
    },
    {
      rule: /^AwsSolutions-S1$/,
      path: /^storage\/FileAccessLogs\/Resource$/,
      reason: "The bucket that receives the file bucket's server access logs: logging it into itself would loop.",
    },
    ...(options.sandbox
      ? [
          {
            rule: /^AwsSolutions-S1$/,
            path: /^storage\/circulareFiles\/Bucket\/Resource$/,
            reason:
              "A sandbox is a developer's throwaway copy with test files (its bucket is deleted with it); the branch (production) bucket logs its access.",
          },
        ]
      : []),
  ];
}

/**
 * Runs the AwsSolutions pack over `root` and acknowledges (Validations.of(construct).acknowledge, where cdk-nag reads
 * it) each finding an entry of `acknowledgments` names, on that finding's construct. Returns what is left.
 */
export function acknowledgeNagFindings(root: IConstruct, acknowledgments: readonly NagAcknowledgment[]): string[] {
  const prefix = `${root.node.path}/`;
  const byPath = new Map(root.node.findAll().map((construct) => [construct.node.path, construct]));
  const left: string[] = [];
  for (const violation of new AwsSolutionsChecks().validateScope(root).violations) {
    for (const resource of violation.violatingResources) {
      // cdk-nag 3 names each resource by its construct path (not in CDK's beta type, hence the cast).
      const path = (resource as { constructPath?: string }).constructPath ?? "";
      const relative = path.startsWith(prefix) ? path.slice(prefix.length) : path;
      const entry = acknowledgments.find((ack) => ack.rule.test(violation.ruleName) && ack.path.test(relative));
      const construct = byPath.get(path);
      if (entry && construct) Validations.of(construct).acknowledge({ id: violation.ruleName, reason: entry.reason });
      else left.push(`${violation.ruleName} ${relative}`);
    }
  }
  return left.sort();
}
