import { Duration } from "aws-cdk-lib";
import {
  AuthorizationType,
  CognitoUserPoolsAuthorizer,
  EndpointType,
  LambdaIntegration,
  ResponseType,
  type MethodDeploymentOptions,
  RestApi,
  type MethodOptions,
} from "aws-cdk-lib/aws-apigateway";
import type { IUserPool, IUserPoolClient } from "aws-cdk-lib/aws-cognito";
import type { IFunction } from "aws-cdk-lib/aws-lambda";
import { Construct } from "constructs";
import { tables as tableDefs } from "../data/tables";
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
    definition.routes
      .filter(isPublicWrite)
      .map((route) => [
        // "/coleta/POST"; the root resource is "//POST".
        `${route.path}/${route.method}`,
        { throttlingRateLimit: PUBLIC_WRITE_THROTTLING.rateLimit, throttlingBurstLimit: PUBLIC_WRITE_THROTTLING.burstLimit },
      ]),
  );
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
      resource.addMethod(route.method, integration, this.methodOptions(route.auth));
    }
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
};

/**
 * Creates a REST API per definition in `scope` and gives each function what it needs at runtime: the allowed
 * origins, every table's name under the variable amplify/data/tables.ts declares, the user pool and client
 * ids, and read/write access to the tables.
 */
export function createRestApis(scope: Construct, props: RestApisProps): Partial<Record<ApiDef["name"], RestApi>> {
  const created: Partial<Record<ApiDef["name"], RestApi>> = {};
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
    created[definition.name] = new RouteTableRestApi(scope, definition.name, {
      definition,
      handler: lambda,
      userPool: props.userPool,
      allowedOrigins: props.allowedOrigins,
    }).api;
  }
  return created;
}
