import { Duration, RemovalPolicy } from "aws-cdk-lib";
import {
  AccessLogFormat,
  AuthorizationType,
  CfnAccount,
  CognitoUserPoolsAuthorizer,
  EndpointType,
  type JsonSchema as CdkJsonSchema,
  LambdaIntegration,
  LogGroupLogDestination,
  MethodLoggingLevel,
  ResponseType,
  type MethodDeploymentOptions,
  type Model,
  type RequestValidator,
  RestApi,
  type MethodOptions,
} from "aws-cdk-lib/aws-apigateway";
import type { IUserPool, IUserPoolClient } from "aws-cdk-lib/aws-cognito";
import { ManagedPolicy, Role, ServicePrincipal } from "aws-cdk-lib/aws-iam";
import type { IFunction } from "aws-cdk-lib/aws-lambda";
import { LogGroup, RetentionDays } from "aws-cdk-lib/aws-logs";
import { Construct } from "constructs";
import { tables as tableDefs } from "../data/tables";
import { LOG_RETENTION_DAYS } from "../functions/shared/logging";
import { gatewayBodyError, JSON_CONTENT_TYPE, modelName, requestModel } from "../functions/shared/request-models";
import type { ApiDef, ApiRoute, RouteAuth } from "../functions/shared/routes";
import type { Tables } from "./tables";

/** The API Gateway stage the endpoints live under (`https://{id}.execute-api.{region}.amazonaws.com/prod/`). */
export const STAGE_NAME = "prod";

/** Request headers a browser may send: the Amplify REST client's, including SigV4's, and the Cognito token. */
export const CORS_ALLOW_HEADERS: readonly string[] = [
  "Content-Type",
  "Authorization",
  "X-Amz-Date",
  "X-Api-Key",
  "X-Amz-Security-Token",
];

/** Stage-wide throttling: generous for a customer area, low enough to cap the bill if someone hammers an API. */
export const THROTTLING = { rateLimit: 50, burstLimit: 100 } as const;

/**
 * Throttling of each public write (`POST /coleta`, `POST /contato`): anyone can call them and each one stores a
 * row (and may send mail), so they get far less than the signed-in routes, which keep THROTTLING. It counts all
 * callers together; the per-client limit is the firewall's (amplify/api/waf.ts). Real traffic is a few forms an
 * hour.
 */
export const PUBLIC_WRITE_THROTTLING = { rateLimit: 5, burstLimit: 10 } as const;

/** A route anyone may call that changes data: not GET, not behind the Cognito authorizer. */
export function isPublicWrite(route: ApiRoute): boolean {
  return route.method !== "GET" && route.auth !== "cognito";
}

/**
 * The stage's per-method settings: PUBLIC_WRITE_THROTTLING on every public write, keyed the way CDK wants them
 * (`/coleta/POST`); every other method keeps the stage-wide THROTTLING.
 */
export function publicWriteMethodOptions(definition: ApiDef): Record<string, MethodDeploymentOptions> {
  return Object.fromEntries(
    definition.routes.filter(isPublicWrite).map((route) => [
      // "/coleta/POST"; the root resource is "//POST".
      `${route.path}/${route.method}`,
      {
        throttlingRateLimit: PUBLIC_WRITE_THROTTLING.rateLimit,
        throttlingBurstLimit: PUBLIC_WRITE_THROTTLING.burstLimit,
      },
    ]),
  );
}

/**
 * One access log line per request, JSON: API Gateway's request id (the `requestId` of the function's own log lines),
 * the X-Ray trace, time, method, resource (the route's template, `/coleta/{protocol}`, so no protocol or code from the
 * path), status, latencies, response size, the firewall's verdict and the gateway's error. Never a body, a header
 * (Authorization and its token included), a query string or a user agent. The source IP is kept: it is the access
 * record Marco Civil da Internet art. 15 obliges the site to keep for six months (the log retention), and the one
 * way to tie a WAF block or an abuse report to requests.
 */
export const ACCESS_LOG_FIELDS = {
  requestId: "$context.requestId",
  traceId: "$context.xrayTraceId",
  time: "$context.requestTime",
  method: "$context.httpMethod",
  resourcePath: "$context.resourcePath",
  status: "$context.status",
  latencyMs: "$context.responseLatency",
  integrationLatencyMs: "$context.integrationLatency",
  responseLength: "$context.responseLength",
  waf: "$context.waf.status",
  error: "$context.error.message",
  sourceIp: "$context.identity.sourceIp",
} as const;

/** The access log format: ACCESS_LOG_FIELDS as one JSON object (numbers unquoted). */
export function accessLogFormat(): AccessLogFormat {
  const numeric = new Set(["status", "latencyMs", "integrationLatencyMs", "responseLength"]);
  const parts = Object.entries(ACCESS_LOG_FIELDS).map(([key, value]) =>
    numeric.has(key) ? `"${key}":${value}` : `"${key}":"${value}"`,
  );
  return AccessLogFormat.custom(`{${parts.join(",")}}`);
}

export type RouteTableRestApiProps = {
  /** Name and routes (amplify/functions/<api>/routes.ts). */
  definition: ApiDef;
  /** The Lambda function that serves every route. */
  handler: IFunction;
  /** Verifies the ID/access token on "cognito" routes. */
  userPool: IUserPool;
  /** Browser origins for the CORS preflight; the first one also goes on API Gateway's own error responses. */
  allowedOrigins: readonly string[];
  /** Keep the access log group when the stack is deleted (branch deployments: the access records stay six months). */
  retainLogs?: boolean;
};

/**
 * A regional REST API made from a route table: one resource per path part (`/coleta/{protocol}` becomes
 * `coleta` → `{protocol}`), one method per route, all proxied to one Lambda function; "cognito" routes go
 * through a Cognito user pool authorizer, "none" routes through nothing. Every resource answers the CORS
 * preflight for the allowed origins.
 */
export class RouteTableRestApi extends Construct {
  readonly api: RestApi;
  /** Present when at least one route needs a signed-in customer. */
  readonly authorizer?: CognitoUserPoolsAuthorizer;

  constructor(scope: Construct, id: string, props: RouteTableRestApiProps) {
    super(scope, id);
    const { definition, handler, userPool, allowedOrigins } = props;
    if (allowedOrigins.length === 0) throw new Error(`${definition.name}: no allowed origins`);
    const methods = [...new Set(definition.routes.map((route) => route.method))].sort();
    const accessLogs = new LogGroup(this, "AccessLogs", {
      retention: LOG_RETENTION_DAYS satisfies RetentionDays,
      removalPolicy: props.retainLogs ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });

    this.api = new RestApi(this, "Api", {
      restApiName: definition.name,
      description: `${definition.name}: ${definition.routes.length} routes served by the ${definition.functionName} function`,
      endpointConfiguration: { types: [EndpointType.REGIONAL] },
      // The account-wide CloudWatch role is a singleton: two APIs (or two sandboxes) must not each own it.
      cloudWatchRole: false,
      deployOptions: {
        stageName: STAGE_NAME,
        throttlingRateLimit: THROTTLING.rateLimit,
        throttlingBurstLimit: THROTTLING.burstLimit,
        methodOptions: publicWriteMethodOptions(definition),
        accessLogDestination: new LogGroupLogDestination(accessLogs),
        accessLogFormat: accessLogFormat(),
        // Execution logs: errors only, never the bodies (dataTrace would log them); X-Ray traces every request.
        loggingLevel: MethodLoggingLevel.ERROR,
        dataTraceEnabled: false,
        tracingEnabled: true,
      },
      defaultCorsPreflightOptions: {
        allowOrigins: [...allowedOrigins],
        allowMethods: [...methods, "OPTIONS"],
        allowHeaders: [...CORS_ALLOW_HEADERS],
        allowCredentials: true,
        maxAge: Duration.hours(1),
      },
    });

    // API Gateway's own errors (authorizer 401, unknown route 403, throttling 429, timeouts 5xx) would reach the
    // browser without CORS headers, as an opaque network error; these carry them. The value must be static, so
    // it is the canonical site origin, not an echo of whatever Origin came in.
    const errorHeaders = {
      "Access-Control-Allow-Origin": `'${allowedOrigins[0]}'`,
      "Access-Control-Allow-Credentials": "'true'",
      "Access-Control-Allow-Headers": `'${CORS_ALLOW_HEADERS.join(",")}'`,
      Vary: "'Origin'",
    };
    this.api.addGatewayResponse("Default4xx", { type: ResponseType.DEFAULT_4XX, responseHeaders: errorHeaders });
    this.api.addGatewayResponse("Default5xx", { type: ResponseType.DEFAULT_5XX, responseHeaders: errorHeaders });
    // A body that fails its route's model (below) is answered in the handlers' error shape, so the forms show their
    // own translated "the server refused" message; the template is static text (no `$`, nothing substituted).
    this.api.addGatewayResponse("BadRequestBody", {
      type: ResponseType.BAD_REQUEST_BODY,
      statusCode: "400",
      responseHeaders: { ...errorHeaders, "Cache-Control": "'no-store'" },
      templates: { [JSON_CONTENT_TYPE]: JSON.stringify(gatewayBodyError()) },
    });

    // Every route that takes a body: a model derived from the zod schema its handler validates with, checked by one
    // validator before the function runs (validateRequestParameters too, as cdk-nag's APIG2 asks: no route declares a
    // required parameter, since path parameters are part of the route and every query parameter is optional and
    // checked by the function).
    const bodyValidator: RequestValidator | undefined = definition.routes.some((route) => route.body)
      ? this.api.addRequestValidator("BodyValidator", {
          requestValidatorName: `${definition.name}-body`,
          validateRequestBody: true,
          validateRequestParameters: true,
        })
      : undefined;

    if (definition.routes.some((route) => route.auth === "cognito")) {
      this.authorizer = new CognitoUserPoolsAuthorizer(this, "CognitoAuthorizer", {
        authorizerName: `${definition.name}CognitoAuthorizer`,
        cognitoUserPools: [userPool],
        identitySource: "method.request.header.Authorization",
      });
    }

    // One invoke permission for the whole API rather than one per method.
    const integration = new LambdaIntegration(handler, { proxy: true, scopePermissionToMethod: false });
    const seen = new Set<string>();
    for (const route of definition.routes) {
      const key = `${route.method} ${route.path}`;
      if (seen.has(key)) throw new Error(`${definition.name}: route ${key} is declared twice`);
      seen.add(key);
      const resource = route.path === "/" ? this.api.root : this.api.root.resourceForPath(route.path);
      const model = this.bodyModel(definition, route);
      resource.addMethod(route.method, integration, {
        ...this.methodOptions(route.auth),
        ...(model && bodyValidator
          ? { requestValidator: bodyValidator, requestModels: { [JSON_CONTENT_TYPE]: model } }
          : {}),
      });
    }
  }

  /** The request model of a route that takes a body (amplify/functions/shared/request-models.ts), or undefined. */
  private bodyModel(definition: ApiDef, route: ApiRoute): Model | undefined {
    const schema = requestModel(definition, route);
    if (!schema) return undefined;
    const name = modelName(route);
    return this.api.addModel(`${name}Model`, {
      modelName: name,
      contentType: JSON_CONTENT_TYPE,
      description: `The body of ${route.method} ${route.path}, from the zod schema its handler validates with`,
      // The same draft-4 keywords CDK's JsonSchema names (its type enums are these strings).
      schema: schema as unknown as CdkJsonSchema,
    });
  }

  private methodOptions(auth: RouteAuth): MethodOptions {
    switch (auth) {
      case "none":
      case "optional": // the handler verifies a token when one is sent
        return { authorizationType: AuthorizationType.NONE };
      case "cognito":
        if (!this.authorizer) throw new Error("A cognito route needs the authorizer");
        return { authorizationType: AuthorizationType.COGNITO, authorizer: this.authorizer };
    }
  }
}

/** What rest-apis needs of an Amplify function (`backend.<name>`): its Lambda and `addEnvironment`. */
export type ApiFunction = {
  resources: { lambda: IFunction };
  addEnvironment: (key: string, value: string) => void;
};

export type RestApisProps = {
  apis: readonly { definition: ApiDef; fn: ApiFunction }[];
  tables: Tables;
  userPool: IUserPool;
  userPoolClient: IUserPoolClient;
  allowedOrigins: readonly string[];
  /**
   * Branch deployments: set the account's API Gateway CloudWatch role (which stage logging needs) and keep it and
   * the access logs when the stack goes. The setting is one per account and region: a sandbox relies on the one a
   * branch set (or on `aws apigateway update-account`, amplify/README.md "Deploying").
   */
  ownAccountLogRole?: boolean;
};

/**
 * The account's API Gateway logging role (AWS::ApiGateway::Account). Retained: deleting it with a stack would stop
 * every API's logging in the account.
 */
function accountLogRole(scope: Construct): CfnAccount {
  const role = new Role(scope, "ApiGatewayLogsRole", {
    assumedBy: new ServicePrincipal("apigateway.amazonaws.com"),
    managedPolicies: [ManagedPolicy.fromAwsManagedPolicyName("service-role/AmazonAPIGatewayPushToCloudWatchLogs")],
  });
  role.applyRemovalPolicy(RemovalPolicy.RETAIN);
  const account = new CfnAccount(scope, "ApiGatewayAccount", { cloudWatchRoleArn: role.roleArn });
  account.applyRemovalPolicy(RemovalPolicy.RETAIN);
  return account;
}

/**
 * Creates a REST API per definition in `scope` and gives each function what it needs at runtime: the allowed
 * origins, every table's name under the variable amplify/data/tables.ts declares, the user pool and client
 * ids, and read/write access to the tables.
 */
export function createRestApis(scope: Construct, props: RestApisProps): Partial<Record<ApiDef["name"], RestApi>> {
  const created: Partial<Record<ApiDef["name"], RestApi>> = {};
  const account = props.ownAccountLogRole ? accountLogRole(scope) : undefined;
  for (const { definition, fn } of props.apis) {
    if (created[definition.name]) throw new Error(`${definition.name} is defined twice`);
    const lambda = fn.resources.lambda;
    fn.addEnvironment("ALLOWED_ORIGINS", props.allowedOrigins.join(","));
    fn.addEnvironment("USER_POOL_ID", props.userPool.userPoolId);
    fn.addEnvironment("USER_POOL_CLIENT_ID", props.userPoolClient.userPoolClientId);
    for (const tableDef of tableDefs) {
      const table = props.tables[tableDef.name];
      fn.addEnvironment(tableDef.env, table.tableName);
      table.grantReadWriteData(lambda);
    }
    const api = new RouteTableRestApi(scope, definition.name, {
      definition,
      handler: lambda,
      userPool: props.userPool,
      allowedOrigins: props.allowedOrigins,
      retainLogs: props.ownAccountLogRole,
    }).api;
    if (account) api.deploymentStage.node.addDependency(account);
    created[definition.name] = api;
  }
  return created;
}
