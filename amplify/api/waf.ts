import type { RestApi } from "aws-cdk-lib/aws-apigateway";
import { CfnWebACL, CfnWebACLAssociation } from "aws-cdk-lib/aws-wafv2";
import { Construct } from "constructs";
import type { ApiDef } from "../functions/shared/routes";
import { isPublicWrite, STAGE_NAME } from "./rest-apis";

/**
 * Per-client limits, counted by WAF per source IP over a sliding window. A client over a limit gets 403 from
 * API Gateway (a WAF_FILTERED response, with the CORS headers of DEFAULT_4XX) until its rate falls back under it.
 *
 * - publicWrites: `POST /coleta` and `POST /contato` (every public write of the route tables). A company fills in
 *   a form a few times a day; 30 in 5 minutes leaves room for offices and mobile networks behind one address.
 * - allRequests: every request to the APIs, signed-in routes included. A customer-area page makes a handful of
 *   calls; 1000 in 5 minutes (about 3 a second, sustained) only catches scripts.
 */
export const WAF_LIMITS = {
  publicWrites: { limit: 30, windowSeconds: 300 },
  allRequests: { limit: 1000, windowSeconds: 300 },
} as const;

/**
 * AWS managed rule groups, all free of charge beyond the rule fee and chosen for few false positives on a JSON
 * API: addresses Amazon's threat intelligence flags (bots, scanners), and request patterns of known exploits
 * (Log4j, Java deserialization, localhost Host headers). The Core rule set is left out: its body rules (cross-site
 * scripting, size) flag ordinary form text, and the handlers validate every body with a schema anyway.
 */
export const MANAGED_RULE_GROUPS = [
  "AWSManagedRulesAmazonIpReputationList",
  "AWSManagedRulesKnownBadInputsRuleSet",
] as const;

/** Path parameters (`{protocol}`) match one path segment. */
function pathPattern(path: string): string {
  return path
    .split("/")
    .filter(Boolean)
    .map((part) => (/^\{.+\}$/.test(part) ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
}

/**
 * The URI paths of the public writes as WAF sees them: `/prod/coleta` on the execute-api host, `/coleta` behind a
 * custom domain; a trailing slash is the same resource.
 */
export function publicWritePathRegex(definitions: readonly ApiDef[]): string | null {
  const paths = [
    ...new Set(
      definitions.flatMap((definition) =>
        definition.routes.filter(isPublicWrite).map((route) => pathPattern(route.path)),
      ),
    ),
  ].sort();
  if (paths.length === 0) return null;
  return `^(/${STAGE_NAME})?/(${paths.join("|")})/?$`;
}

/** The methods of the public writes (POST today). */
export function publicWriteMethods(definitions: readonly ApiDef[]): string[] {
  return [
    ...new Set(
      definitions.flatMap((definition) => definition.routes.filter(isPublicWrite).map((route) => route.method)),
    ),
  ].sort();
}

function visibility(metricName: string): CfnWebACL.VisibilityConfigProperty {
  return { cloudWatchMetricsEnabled: true, metricName, sampledRequestsEnabled: true };
}

function methodIs(method: string): CfnWebACL.StatementProperty {
  return {
    byteMatchStatement: {
      fieldToMatch: { method: {} },
      positionalConstraint: "EXACTLY",
      searchString: method,
      textTransformations: [{ priority: 0, type: "NONE" }],
    },
  };
}

export type ApiFirewallProps = {
  /** The REST APIs to protect, with the route tables they were made from. */
  apis: readonly { definition: ApiDef; api: RestApi }[];
};

/**
 * One regional WAF web ACL in front of every API stage: a tight per-IP rate limit on the public writes, a loose
 * per-IP limit on everything, and the managed rule groups. Requests that match no rule are allowed.
 */
export class ApiFirewall extends Construct {
  readonly webAcl: CfnWebACL;
  readonly associations: CfnWebACLAssociation[] = [];

  constructor(scope: Construct, id: string, props: ApiFirewallProps) {
    super(scope, id);
    if (props.apis.length === 0) throw new Error("ApiFirewall: no APIs to protect");
    const definitions = props.apis.map(({ definition }) => definition);
    const rules: CfnWebACL.RuleProperty[] = [];

    const pathRegex = publicWritePathRegex(definitions);
    const methods = publicWriteMethods(definitions);
    if (pathRegex) {
      const methodStatement =
        methods.length === 1 ? methodIs(methods[0]) : { orStatement: { statements: methods.map(methodIs) } };
      rules.push({
        name: "PublicWritesPerIp",
        priority: rules.length,
        action: { block: {} },
        statement: {
          rateBasedStatement: {
            aggregateKeyType: "IP",
            limit: WAF_LIMITS.publicWrites.limit,
            evaluationWindowSec: WAF_LIMITS.publicWrites.windowSeconds,
            scopeDownStatement: {
              andStatement: {
                statements: [
                  methodStatement,
                  {
                    regexMatchStatement: {
                      fieldToMatch: { uriPath: {} },
                      regexString: pathRegex,
                      textTransformations: [{ priority: 0, type: "URL_DECODE" }],
                    },
                  },
                ],
              },
            },
          },
        },
        visibilityConfig: visibility("PublicWritesPerIp"),
      });
    }

    rules.push({
      name: "AllRequestsPerIp",
      priority: rules.length,
      action: { block: {} },
      statement: {
        rateBasedStatement: {
          aggregateKeyType: "IP",
          limit: WAF_LIMITS.allRequests.limit,
          evaluationWindowSec: WAF_LIMITS.allRequests.windowSeconds,
        },
      },
      visibilityConfig: visibility("AllRequestsPerIp"),
    });

    for (const name of MANAGED_RULE_GROUPS) {
      rules.push({
        name,
        priority: rules.length,
        overrideAction: { none: {} },
        statement: { managedRuleGroupStatement: { vendorName: "AWS", name } },
        visibilityConfig: visibility(name),
      });
    }

    // No name: CloudFormation makes a unique one, so a sandbox and a branch can share an account and region.
    this.webAcl = new CfnWebACL(this, "WebAcl", {
      scope: "REGIONAL",
      defaultAction: { allow: {} },
      description: `Rate limits and managed rules for ${definitions.map((definition) => definition.name).join(", ")}`,
      rules,
      visibilityConfig: visibility("CirculareApis"),
    });

    for (const { definition, api } of props.apis) {
      // The stage ARN refers to the stage resource, so the association waits for the stage.
      this.associations.push(
        new CfnWebACLAssociation(this, `${definition.name}Association`, {
          resourceArn: api.deploymentStage.stageArn,
          webAclArn: this.webAcl.attrArn,
        }),
      );
    }
  }
}
