// @vitest-environment node
/**
 * The pieces amplify/backend.ts is built from, each in a plain CDK stack: what a sandbox synth cannot show
 * (branch deployments retain data, production origins) and the edge cases of the route-table API builder.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { App, Stack } from "aws-cdk-lib";
import { Match, Template } from "aws-cdk-lib/assertions";
import { CfnIdentityPool, CfnUserPool, CfnUserPoolClient, UserPool, UserPoolClient } from "aws-cdk-lib/aws-cognito";
import { Code, Function as LambdaFunction, Runtime } from "aws-cdk-lib/aws-lambda";
import { allowedOrigins, localOrigins, siteOrigins } from "../api/origins";
import { createRestApis, PUBLIC_WRITE_THROTTLING, publicWriteMethodOptions, RouteTableRestApi } from "../api/rest-apis";
import { ApiFirewall, publicWriteMethods, publicWritePathRegex } from "../api/waf";
import { SES_VARIABLES, sesEmailFromEnv, setSesEmail } from "../auth/email";
import { createTables } from "../api/tables";
import {
  keepOriginalUntilVerified,
  retainAuthData,
  setAuthFlows,
  setPasswordPolicy,
  setSmsVerificationMessage,
} from "../auth/overrides";
import { passwordPolicy, unmetPasswordRules } from "../../src/domain/password-policy";
import { messages } from "../auth/messages";
import { tables as tableDefs } from "../data/tables";
import type { ApiDef } from "../functions/shared/routes";
import { site } from "../../src/config/site";

// The first synth in a process also starts CDK's CloudFormation validator (WebAssembly): seconds, not ms.
vi.setConfig({ testTimeout: 60_000 });

const outdirs: string[] = [];
afterAll(() => {
  for (const dir of outdirs) rmSync(dir, { recursive: true, force: true });
});

function newStack(): Stack {
  const outdir = mkdtempSync(path.join(tmpdir(), "circulare-cdk-unit-"));
  outdirs.push(outdir);
  return new Stack(new App({ outdir }), "Test", { env: { account: "123456789012", region: "us-east-1" } });
}

function newFunction(stack: Stack, id = "Handler"): LambdaFunction {
  return new LambdaFunction(stack, id, {
    runtime: Runtime.NODEJS_24_X,
    handler: "index.handler",
    code: Code.fromInline("exports.handler = async () => ({ statusCode: 200, body: '' });"),
  });
}

describe("allowed origins", () => {
  it("are the site's URL and its apex in production", () => {
    expect(siteOrigins()).toEqual([site.url, site.url.replace("://www.", "://")]);
    expect(siteOrigins()).toEqual(["https://www.circulare.com.br", "https://circulare.com.br"]);
    for (const type of ["branch", "standalone", undefined] as const)
      expect(allowedOrigins(type)).toEqual(siteOrigins());
  });

  it("add localhost only in a sandbox", () => {
    expect(allowedOrigins("sandbox")).toEqual([...siteOrigins(), ...localOrigins]);
    expect(allowedOrigins("branch").some((origin) => origin.includes("localhost"))).toBe(false);
  });

  it("are origins, not URLs, and a host without www. has no apex twin", () => {
    expect(siteOrigins("https://example.org/pt/")).toEqual(["https://example.org"]);
    expect(siteOrigins("https://www.example.org:8443/x")).toEqual([
      "https://www.example.org:8443",
      "https://example.org:8443",
    ]);
  });
});

describe("password policy", () => {
  it("is at least as strong as Cognito's floor and needs letters of both cases and a number", () => {
    expect(passwordPolicy.minimumLength).toBeGreaterThanOrEqual(8);
    expect(passwordPolicy.requireLowercase && passwordPolicy.requireUppercase && passwordPolicy.requireNumbers).toBe(
      true,
    );
    expect(passwordPolicy.temporaryPasswordValidityDays).toBeGreaterThanOrEqual(1);
  });

  it("tells which rules a password misses", () => {
    expect(unmetPasswordRules("Reciclagem2026")).toEqual([]);
    expect(unmetPasswordRules("curta1A")).toEqual(["minimumLength"]);
    expect(unmetPasswordRules("somenteminusculas")).toEqual(["requireUppercase", "requireNumbers"]);
    expect(unmetPasswordRules("SOMENTEMAIUSCULAS9")).toEqual(["requireLowercase"]);
    expect(unmetPasswordRules("Reciclagem2026", { ...passwordPolicy, requireSymbols: true })).toEqual([
      "requireSymbols",
    ]);
    expect(unmetPasswordRules("Reciclagem-2026", { ...passwordPolicy, requireSymbols: true })).toEqual([]);
  });

  it("counts characters, not UTF-16 units, and only Basic Latin letters for the case rules", () => {
    expect(unmetPasswordRules("ÁÉÍÓÚáéíóú1")).toEqual(["requireLowercase", "requireUppercase"]);
    expect(unmetPasswordRules("Aa1😀😀😀😀😀")).toEqual(["minimumLength"]);
  });
});

describe("createTables", () => {
  it("retains the tables and protects them from deletion by default (branch deployments)", () => {
    const stack = newStack();
    const tables = createTables(stack);
    expect(Object.keys(tables).sort()).toEqual(tableDefs.map((table) => table.name).sort());
    const template = Template.fromStack(stack);
    template.resourceCountIs("AWS::DynamoDB::Table", tableDefs.length);
    for (const [, table] of Object.entries(template.findResources("AWS::DynamoDB::Table"))) {
      expect(table.DeletionPolicy).toBe("Retain");
      expect(table.UpdateReplacePolicy).toBe("Retain");
      expect(table.Properties.DeletionProtectionEnabled).toBe(true);
      expect(table.Properties.BillingMode).toBe("PAY_PER_REQUEST");
    }
  });

  it("lets a sandbox delete them", () => {
    const stack = newStack();
    createTables(stack, { retain: false });
    for (const [, table] of Object.entries(Template.fromStack(stack).findResources("AWS::DynamoDB::Table"))) {
      expect(table.DeletionPolicy).toBe("Delete");
      expect(table.Properties.DeletionProtectionEnabled).toBe(false);
    }
  });
});

describe("RouteTableRestApi", () => {
  const coleta: ApiDef = {
    name: "ColetaAPI",
    functionName: "coleta-api",
    routes: [
      { method: "GET", path: "/health", auth: "none" },
      { method: "POST", path: "/coleta", auth: "cognito" },
      { method: "GET", path: "/coleta/{protocol}", auth: "cognito" },
      { method: "DELETE", path: "/coleta/{protocol}", auth: "cognito" },
    ],
  };

  function build(definition: ApiDef, origins: readonly string[] = siteOrigins()) {
    const stack = newStack();
    const construct = new RouteTableRestApi(stack, "Api", {
      definition,
      handler: newFunction(stack),
      userPool: new UserPool(stack, "Pool"),
      allowedOrigins: origins,
    });
    return { stack, construct, template: Template.fromStack(stack) };
  }

  it("turns path parameters into nested resources with one method per route", () => {
    const { template } = build(coleta);
    const resources = template.findResources("AWS::ApiGateway::Resource");
    const byPart = Object.fromEntries(
      Object.entries(resources).map(([id, resource]) => [resource.Properties.PathPart, id]),
    );
    expect(Object.keys(byPart).sort()).toEqual(["coleta", "health", "{protocol}"]);
    expect(resources[byPart["{protocol}"]].Properties.ParentId).toEqual({ Ref: byPart.coleta });
    const methodsOf = (part: string) =>
      Object.values(template.findResources("AWS::ApiGateway::Method"))
        .filter((method) => JSON.stringify(method.Properties.ResourceId) === JSON.stringify({ Ref: byPart[part] }))
        .map((method) => `${method.Properties.HttpMethod}:${method.Properties.AuthorizationType}`)
        .sort();
    expect(methodsOf("{protocol}")).toEqual(["DELETE:COGNITO_USER_POOLS", "GET:COGNITO_USER_POOLS", "OPTIONS:NONE"]);
    expect(methodsOf("coleta")).toEqual(["OPTIONS:NONE", "POST:COGNITO_USER_POOLS"]);
    expect(methodsOf("health")).toEqual(["GET:NONE", "OPTIONS:NONE"]);
    template.resourceCountIs("AWS::ApiGateway::Authorizer", 1);
    template.hasResourceProperties("AWS::ApiGateway::RestApi", { Name: "ColetaAPI" });
    // One invoke permission for the whole API.
    template.resourceCountIs("AWS::Lambda::Permission", 1);
  });

  it("allows exactly the route methods in the preflight", () => {
    const { template } = build(coleta);
    template.hasResourceProperties("AWS::ApiGateway::Method", {
      HttpMethod: "OPTIONS",
      Integration: Match.objectLike({
        IntegrationResponses: [
          Match.objectLike({
            ResponseParameters: Match.objectLike({
              "method.response.header.Access-Control-Allow-Methods": "'DELETE,GET,POST,OPTIONS'",
            }),
          }),
        ],
      }),
    });
  });

  it("creates no authorizer for an API without cognito routes (an unattached one would fail synthesis)", () => {
    const { construct, template } = build({ ...coleta, routes: [{ method: "GET", path: "/health", auth: "none" }] });
    expect(construct.authorizer).toBeUndefined();
    template.resourceCountIs("AWS::ApiGateway::Authorizer", 0);
  });

  it("refuses a route declared twice and an empty origin list", () => {
    const twice: ApiDef = {
      ...coleta,
      routes: [...coleta.routes, { method: "GET", path: "/health", auth: "cognito" }],
    };
    expect(() => build(twice)).toThrow(/declared twice/);
    expect(() => build(coleta, [])).toThrow(/no allowed origins/);
  });
});

describe("createRestApis", () => {
  it("gives each function the origins, table names and pool ids, and read/write on every table", () => {
    const stack = newStack();
    const pool = new UserPool(stack, "Pool");
    const client = new UserPoolClient(stack, "Client", { userPool: pool });
    const tables = createTables(stack);
    const lambdas = { coleta: newFunction(stack, "Coleta"), pesquisa: newFunction(stack, "Pesquisa") };
    const asApiFunction = (lambda: LambdaFunction) => ({
      resources: { lambda },
      addEnvironment: (key: string, value: string) => {
        lambda.addEnvironment(key, value);
      },
    });
    const apis = createRestApis(stack, {
      apis: [
        {
          definition: {
            name: "ColetaAPI",
            functionName: "coleta-api",
            routes: [{ method: "GET", path: "/health", auth: "none" }],
          },
          fn: asApiFunction(lambdas.coleta),
        },
        {
          definition: {
            name: "PesquisaAPI",
            functionName: "pesquisa-api",
            routes: [{ method: "GET", path: "/me", auth: "cognito" }],
          },
          fn: asApiFunction(lambdas.pesquisa),
        },
      ],
      tables,
      userPool: pool,
      userPoolClient: client,
      allowedOrigins: ["https://a.example", "https://b.example"],
    });
    expect(Object.keys(apis).sort()).toEqual(["ColetaAPI", "PesquisaAPI"]);
    const template = Template.fromStack(stack);
    for (const lambda of Object.values(lambdas)) {
      const variables = stack.resolve(
        (
          template.toJSON().Resources as Record<
            string,
            { Properties: { Environment: { Variables: Record<string, unknown> } } }
          >
        )[stack.getLogicalId(lambda.node.defaultChild as import("aws-cdk-lib").CfnElement)].Properties.Environment
          .Variables,
      ) as Record<string, unknown>;
      expect(variables.ALLOWED_ORIGINS).toBe("https://a.example,https://b.example");
      expect(variables.USER_POOL_ID).toEqual({ Ref: stack.getLogicalId(pool.node.defaultChild as CfnUserPool) });
      expect(variables.USER_POOL_CLIENT_ID).toEqual({
        Ref: stack.getLogicalId(client.node.defaultChild as CfnUserPoolClient),
      });
      for (const table of tableDefs) {
        expect(variables[table.env]).toEqual({
          Ref: stack.getLogicalId(tables[table.name].node.defaultChild as import("aws-cdk-lib").CfnElement),
        });
      }
    }
    template.resourceCountIs("AWS::ApiGateway::Authorizer", 1);
  });

  it("refuses the same API defined twice", () => {
    const stack = newStack();
    const pool = new UserPool(stack, "Pool");
    const lambda = newFunction(stack);
    const coleta = {
      definition: { name: "ColetaAPI" as const, functionName: "coleta-api", routes: [] },
      fn: { resources: { lambda }, addEnvironment: () => undefined },
    };
    expect(() =>
      createRestApis(stack, {
        apis: [coleta, coleta],
        tables: createTables(stack),
        userPool: pool,
        userPoolClient: new UserPoolClient(stack, "Client", { userPool: pool }),
        allowedOrigins: siteOrigins(),
      }),
    ).toThrow(/ColetaAPI is defined twice/);
  });
});

describe("auth overrides", () => {
  it("retainAuthData keeps the user pool (with deletion protection) and the identity pool", () => {
    const stack = newStack();
    const pool = new CfnUserPool(stack, "Pool");
    const identityPool = new CfnIdentityPool(stack, "Identities", { allowUnauthenticatedIdentities: true });
    retainAuthData(pool, identityPool);
    const template = Template.fromStack(stack);
    template.hasResource("AWS::Cognito::UserPool", {
      DeletionPolicy: "Retain",
      Properties: { DeletionProtection: "ACTIVE" },
    });
    template.hasResource("AWS::Cognito::IdentityPool", { DeletionPolicy: "Retain" });
  });

  it("setAuthFlows adds SRP and refresh, drops the plain password flow, keeps the rest", () => {
    const stack = newStack();
    const client = new CfnUserPoolClient(stack, "Client", {
      userPoolId: "us-east-1_x",
      explicitAuthFlows: ["ALLOW_USER_PASSWORD_AUTH", "ALLOW_CUSTOM_AUTH"],
    });
    setAuthFlows(client);
    expect(client.explicitAuthFlows).toEqual([
      "ALLOW_CUSTOM_AUTH",
      "ALLOW_USER_SRP_AUTH",
      "ALLOW_REFRESH_TOKEN_AUTH",
      "ALLOW_ADMIN_USER_PASSWORD_AUTH",
    ]);
  });

  it("setPasswordPolicy keeps the other user pool policies", () => {
    const stack = newStack();
    const pool = new CfnUserPool(stack, "Pool", {
      policies: { signInPolicy: { allowedFirstAuthFactors: ["PASSWORD"] }, passwordPolicy: { minimumLength: 6 } },
    });
    setPasswordPolicy(pool, passwordPolicy);
    expect(pool.policies).toEqual({
      signInPolicy: { allowedFirstAuthFactors: ["PASSWORD"] },
      passwordPolicy: { ...passwordPolicy },
    });
  });

  it("keepOriginalUntilVerified makes a changed e-mail wait for its code", () => {
    const stack = newStack();
    const pool = new CfnUserPool(stack, "Pool");
    keepOriginalUntilVerified(pool);
    Template.fromStack(stack).hasResourceProperties("AWS::Cognito::UserPool", {
      UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: ["email"] },
    });
  });

  it("setSmsVerificationMessage needs the code placeholder", () => {
    const stack = newStack();
    const pool = new CfnUserPool(stack, "Pool");
    expect(() => setSmsVerificationMessage(pool, "sem código")).toThrow(/\{####\}/);
    setSmsVerificationMessage(pool, messages.smsVerification);
    expect(pool.verificationMessageTemplate).toEqual({ smsMessage: messages.smsVerification });
  });
});

describe("public-write throttles and the API firewall", () => {
  const open: ApiDef = {
    name: "ContatoAPI",
    functionName: "contato-api",
    routes: [
      { method: "GET", path: "/health", auth: "none" },
      { method: "POST", path: "/", auth: "none" },
      { method: "PUT", path: "/rascunho/{id}", auth: "optional" },
      { method: "POST", path: "/privado", auth: "cognito" },
    ],
  };
  const signedInOnly: ApiDef = {
    name: "PesquisaAPI",
    functionName: "pesquisa-api",
    routes: [{ method: "POST", path: "/pesquisa", auth: "cognito" }],
  };

  it("throttles every non-GET route without the authorizer, the root resource included, and nothing else", () => {
    const throttle = {
      throttlingRateLimit: PUBLIC_WRITE_THROTTLING.rateLimit,
      throttlingBurstLimit: PUBLIC_WRITE_THROTTLING.burstLimit,
    };
    expect(publicWriteMethodOptions(open)).toEqual({ "//POST": throttle, "/rascunho/{id}/PUT": throttle });
    expect(publicWriteMethodOptions(signedInOnly)).toEqual({});
    const stack = newStack();
    new RouteTableRestApi(stack, "Api", {
      definition: open,
      handler: newFunction(stack),
      userPool: new UserPool(stack, "Pool"),
      allowedOrigins: siteOrigins(),
    });
    const stage = Object.values(Template.fromStack(stack).findResources("AWS::ApiGateway::Stage"))[0];
    expect(stage.Properties.MethodSettings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          ResourcePath: "/",
          HttpMethod: "POST",
          ThrottlingRateLimit: PUBLIC_WRITE_THROTTLING.rateLimit,
        }),
        expect.objectContaining({
          ResourcePath: "/~1rascunho~1{id}",
          HttpMethod: "PUT",
          ThrottlingRateLimit: PUBLIC_WRITE_THROTTLING.rateLimit,
        }),
      ]),
    );
    expect(stage.Properties.MethodSettings).toHaveLength(3);
  });

  it("matches the public-write paths with their parameters, and every public-write method", () => {
    const regex = publicWritePathRegex([open, signedInOnly]);
    expect(regex).toBe("^(/prod)?/(|rascunho/[^/]+)/?$");
    expect(publicWriteMethods([open, signedInOnly])).toEqual(["POST", "PUT"]);
    expect(publicWritePathRegex([signedInOnly])).toBeNull();
    const pattern = new RegExp(regex ?? "");
    for (const path of ["/prod/", "/prod/rascunho/abc", "/rascunho/abc/"]) expect(path).toMatch(pattern);
    for (const path of ["/prod/privado", "/prod/rascunho/a/b", "/prod/rascunho/"]) expect(path).not.toMatch(pattern);
  });

  function firewall(definitions: readonly ApiDef[]) {
    const stack = newStack();
    const pool = new UserPool(stack, "Pool");
    const apis = definitions.map((definition) => ({
      definition,
      api: new RouteTableRestApi(stack, definition.name, {
        definition,
        handler: newFunction(stack, `${definition.name}Fn`),
        userPool: pool,
        allowedOrigins: siteOrigins(),
      }).api,
    }));
    new ApiFirewall(stack, "Firewall", { apis });
    return Template.fromStack(stack);
  }

  it("joins several public-write methods with an OR, and associates each API's stage", () => {
    const template = firewall([open, signedInOnly]);
    template.hasResourceProperties("AWS::WAFv2::WebACL", {
      Rules: Match.arrayWith([
        Match.objectLike({
          Name: "PublicWritesPerIp",
          Statement: {
            RateBasedStatement: Match.objectLike({
              ScopeDownStatement: {
                AndStatement: {
                  Statements: [
                    {
                      OrStatement: {
                        Statements: [
                          Match.objectLike({ ByteMatchStatement: Match.objectLike({ SearchString: "POST" }) }),
                          Match.objectLike({ ByteMatchStatement: Match.objectLike({ SearchString: "PUT" }) }),
                        ],
                      },
                    },
                    Match.objectLike({
                      RegexMatchStatement: Match.objectLike({ RegexString: "^(/prod)?/(|rascunho/[^/]+)/?$" }),
                    }),
                  ],
                },
              },
            }),
          },
        }),
      ]),
    });
    template.resourceCountIs("AWS::WAFv2::WebACLAssociation", 2);
  });

  it("has no public-write rule when every write needs a signed-in customer, and refuses an empty API list", () => {
    const rules = Object.values(firewall([signedInOnly]).findResources("AWS::WAFv2::WebACL"))[0].Properties.Rules as {
      Name: string;
    }[];
    expect(rules.map((rule) => rule.Name)).toEqual([
      "AllRequestsPerIp",
      "AWSManagedRulesAmazonIpReputationList",
      "AWSManagedRulesKnownBadInputsRuleSet",
    ]);
    expect(() => new ApiFirewall(newStack(), "Firewall", { apis: [] })).toThrow(/no APIs/);
  });
});

describe("Cognito e-mail through SES", () => {
  it("is off without AUTH_EMAIL_FROM (a sandbox keeps Cognito's sender)", () => {
    expect(sesEmailFromEnv({})).toBeUndefined();
    expect(sesEmailFromEnv({ [SES_VARIABLES.from]: "  " })).toBeUndefined();
  });

  it("defaults the name to the site's and the SES identity to the sender's domain", () => {
    expect(sesEmailFromEnv({ [SES_VARIABLES.from]: "nao-responda@circulare.com.br" })).toEqual({
      fromAddress: "nao-responda@circulare.com.br",
      fromName: site.name,
      replyTo: undefined,
      identity: "circulare.com.br",
    });
    expect(
      sesEmailFromEnv({
        [SES_VARIABLES.from]: "nao-responda@circulare.com.br",
        [SES_VARIABLES.fromName]: "Circulare Atendimento",
        [SES_VARIABLES.replyTo]: "contato@circulare.com.br",
        [SES_VARIABLES.identity]: "nao-responda@circulare.com.br",
      }),
    ).toEqual({
      fromAddress: "nao-responda@circulare.com.br",
      fromName: "Circulare Atendimento",
      replyTo: "contato@circulare.com.br",
      identity: "nao-responda@circulare.com.br",
    });
  });

  it("refuses malformed values and an identity that does not cover the sender", () => {
    expect(() => sesEmailFromEnv({ [SES_VARIABLES.from]: "Circulare <x@circulare.com.br>" })).toThrow(
      /AUTH_EMAIL_FROM/,
    );
    expect(() => sesEmailFromEnv({ [SES_VARIABLES.from]: "x@localhost" })).toThrow(/AUTH_EMAIL_FROM/);
    expect(() =>
      sesEmailFromEnv({ [SES_VARIABLES.from]: "x@circulare.com.br", [SES_VARIABLES.replyTo]: "nope" }),
    ).toThrow(/REPLY_TO/);
    expect(() =>
      sesEmailFromEnv({ [SES_VARIABLES.from]: "x@circulare.com.br", [SES_VARIABLES.identity]: "example.com" }),
    ).toThrow(/SES_IDENTITY/);
    expect(() =>
      sesEmailFromEnv({ [SES_VARIABLES.from]: "x@circulare.com.br", [SES_VARIABLES.fromName]: "A <b>" }),
    ).toThrow(/FROM_NAME/);
  });

  it("setSesEmail makes the pool send as the developer account through the identity's ARN", () => {
    const stack = newStack();
    const pool = new CfnUserPool(stack, "Pool");
    setSesEmail(pool, { fromAddress: "x@circulare.com.br", fromName: "Circulare", identity: "circulare.com.br" });
    Template.fromStack(stack).hasResourceProperties("AWS::Cognito::UserPool", {
      EmailConfiguration: {
        EmailSendingAccount: "DEVELOPER",
        From: "Circulare <x@circulare.com.br>",
        SourceArn: {
          "Fn::Join": [
            "",
            ["arn:", { Ref: "AWS::Partition" }, ":ses:us-east-1:123456789012:identity/circulare.com.br"],
          ],
        },
      },
    });
  });
});
