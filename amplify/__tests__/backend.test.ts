// @vitest-environment node
/**
 * Synthesizes the real amplify/backend.ts as a sandbox deployment, offline (no AWS account: CDK only writes
 * templates; esbuild bundles the functions locally), and checks the CloudFormation of every nested stack.
 * backend-branch.test.ts synthesizes it as a branch (production) deployment.
 */
import { ACCOUNT_DATA_COGNITO_ACTIONS } from "../api/account-data";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Stack } from "aws-cdk-lib";
import type { Table } from "aws-cdk-lib/aws-dynamodb";
import { Match, Template } from "aws-cdk-lib/assertions";
import { tables as tableDefs, type KeyDef } from "../data/tables";
import { coletaApi } from "../functions/coleta-api/routes";
import { pesquisaApi } from "../functions/pesquisa-api/routes";
import { contatoApi } from "../functions/contato-api/routes";
import { pushApi } from "../functions/push-api/routes";
import { equipeApi } from "../functions/equipe-api/routes";
import { VAPID_PUBLIC_KEY_VARIABLE } from "../api/push";
import type { ApiDef } from "../functions/shared/routes";
import { allowedOrigins } from "../api/origins";
import {
  ACCESS_LOG_FIELDS,
  CORS_ALLOW_HEADERS,
  isPublicWrite,
  PUBLIC_WRITE_THROTTLING,
  STAGE_NAME,
  THROTTLING,
} from "../api/rest-apis";
import { MANAGED_RULE_GROUPS, WAF_LIMITS } from "../api/waf";
import { SES_VARIABLES } from "../auth/email";
import { OPERATORS_GROUP, topicTeams, userPoolGroups } from "../../src/domain/staff-groups";
import { groupDescriptions } from "../auth/group-descriptions";
import { STAFF_ADMIN_ACTIONS } from "../api/staff";
import { CERTIFICATE_KEY_PATTERNS, CV_KEY_PATTERN } from "../api/lifecycle";
import { CV_PREFIX } from "../../src/domain/candidatura";
import { CV_EXPIRATION_DAYS } from "../../src/domain/retention";
import { DISPATCHER_TABLES, NOTIFY_FROM_VARIABLE } from "../api/notifications";
import { CUSTOMER_FILES_PREFIX } from "../../src/domain/storage-limits";
import { LOG_RETENTION_DAYS } from "../functions/shared/logging";
import { cognitoPasswordPolicy, passwordPolicy } from "../../src/domain/password-policy";
import { attributesVerifiedBeforeUpdate } from "../auth/attribute-updates";
import { deviceConfiguration } from "../auth/device-tracking";
import { site } from "../../src/config/site";
import { AwsSolutionsChecks } from "cdk-nag";
import { nagAcknowledgments } from "../api/nag";
import { gatewayBodyError, JSON_CONTENT_TYPE, modelName, requestModel } from "../functions/shared/request-models";
import { awsSolutionsFindings } from "./nag";
import { flatten, only, refOf, resourcesOf, type CfnTemplate, type Json } from "./template-helpers";

type Backend = (typeof import("../backend"))["backend"];

const SUB = "${cognito-identity.amazonaws.com:sub}";
const apis: readonly ApiDef[] = [coletaApi, pesquisaApi, contatoApi, pushApi, equipeApi];
/** A VAPID public key (an uncompressed P-256 point), as `npx web-push generate-vapid-keys` prints one. */
const vapidPublicKey = "BPn10BO5eSa2WyfBgWdN1vpxX3VaXxOdg8YUN9LRXu6NJav5ozw_cEn_dL3UF3HHfdzH9WUlsbaUAnva0vwA1lw";
/** The APIs with routes only a signed-in customer may call (each has a Cognito authorizer). */
const protectedApis = apis.filter((definition) => definition.routes.some((route) => route.auth === "cognito"));
const sandboxOrigins = allowedOrigins("sandbox");

let backend: Backend;
let apiStack: Stack;
const templates = {} as Record<"root" | "auth" | "storage" | "api", Template>;
const json = {} as Record<keyof typeof templates, CfnTemplate>;

// Restored after the run: the synth needs them, the other test files must not see them. The SES variables are
// unset: this is a sandbox without SES (a developer's shell may have them).
const savedEnv = Object.fromEntries(
  [
    "CDK_CONTEXT_JSON",
    "CDK_OUTDIR",
    NOTIFY_FROM_VARIABLE,
    VAPID_PUBLIC_KEY_VARIABLE,
    ...Object.values(SES_VARIABLES),
  ].map((key) => [key, process.env[key]]),
);
let outdir = "";
// Amplify writes a typed process.env shim per function under <cwd>/.amplify/generated/env during synth.
const amplifyDir = path.resolve(".amplify");
const amplifyDirExisted = existsSync(amplifyDir);

beforeAll(async () => {
  outdir = mkdtempSync(path.join(tmpdir(), "circulare-cdk-"));
  // The context ampx passes to the CDK app (keys: @aws-amplify/platform-core CDKContextKey).
  process.env.CDK_CONTEXT_JSON = JSON.stringify({
    "amplify-backend-namespace": "circulare",
    "amplify-backend-name": "test",
    "amplify-backend-type": "sandbox",
  });
  process.env.CDK_OUTDIR = outdir;
  for (const key of [NOTIFY_FROM_VARIABLE, ...Object.values(SES_VARIABLES)]) delete process.env[key];
  process.env[VAPID_PUBLIC_KEY_VARIABLE] = vapidPublicKey;
  ({ backend } = await import("../backend"));
  apiStack = Stack.of(backend.coletaApiFunction.resources.lambda);
  const stacks = {
    root: backend.stack,
    auth: backend.auth.resources.userPool.stack,
    storage: backend.storage.resources.bucket.stack,
    api: apiStack,
  };
  for (const [name, stack] of Object.entries(stacks) as [keyof typeof stacks, Stack][]) {
    templates[name] = Template.fromStack(stack);
    json[name] = templates[name].toJSON() as CfnTemplate;
  }
}, 120_000);

afterAll(() => {
  for (const [key, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  if (outdir) rmSync(outdir, { recursive: true, force: true });
  if (!amplifyDirExisted) rmSync(amplifyDir, { recursive: true, force: true });
});

function keySchema(partitionKey: KeyDef, sortKey?: KeyDef) {
  return [
    { AttributeName: partitionKey.name, KeyType: "HASH" },
    ...(sortKey ? [{ AttributeName: sortKey.name, KeyType: "RANGE" }] : []),
  ];
}

function tableLogicalId(name: string): string {
  const table = apiStack.node.findChild(name) as Table;
  return apiStack.getLogicalId(table.node.defaultChild as import("aws-cdk-lib").CfnElement);
}

describe("auth stack (Cognito)", () => {
  it("signs in with the e-mail address as username, case-insensitive, with self sign-up", () => {
    templates.auth.hasResourceProperties("AWS::Cognito::UserPool", {
      UsernameAttributes: ["email"],
      UsernameConfiguration: { CaseSensitive: false },
      AutoVerifiedAttributes: ["email"],
      AdminCreateUserConfig: Match.objectLike({ AllowAdminCreateUserOnly: false }),
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: "verified_email", Priority: 1 }] },
    });
    const pool = only(json.auth, "AWS::Cognito::UserPool");
    expect(pool.AliasAttributes).toBeUndefined();
  });

  it("keeps a changed e-mail waiting for the code sent to it (the old, verified one stays), as the local pool does", () => {
    const pool = only(json.auth, "AWS::Cognito::UserPool");
    expect(attributesVerifiedBeforeUpdate).toEqual(["email"]);
    expect(pool.UserAttributeUpdateSettings).toEqual({ AttributesRequireVerificationBeforeUpdate: ["email"] });
  });

  it("tracks devices, remembered only when the customer asks, as the local pool does", () => {
    const pool = only(json.auth, "AWS::Cognito::UserPool");
    expect(pool.DeviceConfiguration).toEqual(deviceConfiguration);
    expect(deviceConfiguration.DeviceOnlyRememberedOnUserPrompt).toBe(true);
  });

  it("has e-mail required, phone number and name optional and mutable", () => {
    const schema = only(json.auth, "AWS::Cognito::UserPool").Schema as {
      Name: string;
      Required?: boolean;
      Mutable?: boolean;
    }[];
    const byName = Object.fromEntries(schema.map((attribute) => [attribute.Name, attribute]));
    expect(byName.email).toEqual({ Name: "email", Required: true, Mutable: true });
    expect(byName.phone_number).toEqual({ Name: "phone_number", Required: false, Mutable: true });
    expect(byName.name).toEqual({ Name: "name", Required: false, Mutable: true });
    expect(schema.filter((attribute) => attribute.Required).map((attribute) => attribute.Name)).toEqual(["email"]);
  });

  it("offers optional MFA by authenticator app (TOTP) and SMS, with an SMS role", () => {
    const pool = only(json.auth, "AWS::Cognito::UserPool");
    expect(pool.MfaConfiguration).toBe("OPTIONAL");
    expect([...(pool.EnabledMfas as string[])].sort()).toEqual(["SMS_MFA", "SOFTWARE_TOKEN_MFA"]);
    expect(pool.SmsConfiguration).toMatchObject({ SnsCallerArn: { "Fn::GetAtt": [expect.any(String), "Arn"] } });
    expect(pool.SmsAuthenticationMessage).toContain("{####}");
  });

  it("sends Portuguese messages with the brand name and the code placeholder", () => {
    const pool = only(json.auth, "AWS::Cognito::UserPool");
    const template = pool.VerificationMessageTemplate as Record<string, string>;
    expect(template.DefaultEmailOption).toBe("CONFIRM_WITH_CODE");
    expect(template.EmailSubject).toContain(site.name);
    expect(template.EmailMessage).toContain("{####}");
    expect(template.SmsMessage).toContain("{####}");
    expect(pool.SmsVerificationMessage).toBe(template.SmsMessage);
    expect(pool.SmsVerificationMessage).not.toMatch(/verification code/i);
  });

  it("enforces the password policy of src/domain/password-policy.ts", () => {
    templates.auth.hasResourceProperties("AWS::Cognito::UserPool", {
      Policies: Match.objectLike({
        PasswordPolicy: cognitoPasswordPolicy,
      }),
    });
  });

  it("lets the web client sign in with SRP and refresh tokens, never with the plain password flow", () => {
    const client = only(json.auth, "AWS::Cognito::UserPoolClient");
    const flows = client.ExplicitAuthFlows as string[];
    expect(flows).toEqual(expect.arrayContaining(["ALLOW_USER_SRP_AUTH", "ALLOW_REFRESH_TOKEN_AUTH"]));
    expect(flows).not.toContain("ALLOW_USER_PASSWORD_AUTH");
    expect(client.GenerateSecret).not.toBe(true);
    expect(client.PreventUserExistenceErrors).toBe("ENABLED");
  });

  it("has an identity pool that allows guests and trusts the user pool client", () => {
    const identityPool = only(json.auth, "AWS::Cognito::IdentityPool");
    expect(identityPool.AllowUnauthenticatedIdentities).toBe(true);
    const clientId = resourcesOf(json.auth, "AWS::Cognito::UserPoolClient")[0][0];
    expect(identityPool.CognitoIdentityProviders).toEqual([expect.objectContaining({ ClientId: { Ref: clientId } })]);
    const attachment = only(json.auth, "AWS::Cognito::IdentityPoolRoleAttachment");
    expect(Object.keys(attachment.Roles as Json).sort()).toEqual(["authenticated", "unauthenticated"]);
  });

  it("has the staff groups on the user pool, operadores among them (their members' ID tokens carry cognito:groups)", () => {
    const poolId = resourcesOf(json.auth, "AWS::Cognito::UserPool")[0][0];
    const groups = resourcesOf(json.auth, "AWS::Cognito::UserPoolGroup").map(([, group]) => group);
    expect(userPoolGroups).toEqual([
      "operadores",
      "contato",
      "ri",
      "fornecedores",
      "gente",
      "privacidade",
      "administradores",
    ]);
    expect(groups.map((group) => group.GroupName).sort()).toEqual([...userPoolGroups].sort());
    expect(groups).toContainEqual(expect.objectContaining({ GroupName: OPERATORS_GROUP, UserPoolId: { Ref: poolId } }));
    for (const group of groups) expect(group.UserPoolId).toEqual({ Ref: poolId });
    // Every contact topic has its team, and every team is a group of the pool.
    expect(Object.values(topicTeams).every((team) => userPoolGroups.includes(team))).toBe(true);
    expect(Object.keys(groupDescriptions).sort()).toEqual([...userPoolGroups].sort());
  });

  it("keeps Cognito's default e-mail sender in a sandbox without AUTH_EMAIL_FROM", () => {
    const pool = only(json.auth, "AWS::Cognito::UserPool");
    expect(pool.EmailConfiguration).toBeUndefined();
  });

  it("publishes the same password rules and MFA types in amplify_outputs.json", () => {
    const outputs = json.root.Outputs ?? {};
    expect(outputs.passwordPolicyMinLength?.Value).toBe(String(passwordPolicy.minimumLength));
    const requirements = JSON.parse(String(outputs.passwordPolicyRequirements?.Value)) as string[];
    expect(requirements.includes("REQUIRES_SYMBOLS")).toBe(passwordPolicy.requireSymbols);
    expect(requirements.includes("REQUIRES_NUMBERS")).toBe(passwordPolicy.requireNumbers);
    expect(JSON.parse(String(outputs.mfaTypes?.Value))).toEqual(expect.arrayContaining(["SMS", "TOTP"]));
    expect(JSON.parse(String(outputs.usernameAttributes?.Value))).toEqual(["email"]);
    expect(outputs.allowUnauthenticatedIdentities?.Value).toBe("true");
  });
});

describe("storage stack (S3)", () => {
  type Grants = Record<"get" | "list" | "put" | "delete", string[]>;

  /** What the policies attached to the Cognito role whose parameter name matches `role` allow, as key patterns. */
  function grantsFor(role: RegExp): Grants {
    const grants: Grants = { get: [], list: [], put: [], delete: [] };
    for (const [, policy] of resourcesOf(json.storage, "AWS::IAM::Policy")) {
      const roles = (policy.Roles as unknown[]).map(refOf);
      if (!roles.some((name) => name !== undefined && role.test(name))) continue;
      const statements = (policy.PolicyDocument as { Statement: Json[] }).Statement;
      for (const statement of statements) {
        expect(statement.Effect).toBe("Allow");
        const actions = ([] as string[]).concat(statement.Action as string | string[]);
        const resources = ([] as unknown[]).concat(statement.Resource);
        for (const action of actions) {
          if (action === "s3:ListBucket") {
            const condition = statement.Condition as { StringLike: { "s3:prefix": string[] } };
            grants.list.push(...condition.StringLike["s3:prefix"]);
            continue;
          }
          if (action.startsWith("ssm:")) continue; // Amplify's own: a function reads its environment from SSM
          if (action.startsWith("xray:")) continue; // tracing (api/monitoring.ts traceFunction), on "*", nothing of the bucket
          const key = { "s3:GetObject": "get", "s3:PutObject": "put", "s3:DeleteObject": "delete" }[action];
          if (!key) throw new Error(`Unexpected storage action ${action}`);
          // "<bucket arn>/public/*" → "public/*"
          grants[key as keyof Grants].push(...resources.map((resource) => flatten(resource).replace(/^<token>\//, "")));
        }
      }
    }
    for (const key of Object.keys(grants) as (keyof Grants)[]) grants[key].sort();
    return grants;
  }

  it("gives guests no access to any file (no page reads a file signed out)", () => {
    expect(grantsFor(/unauthenticatedUserRole/)).toEqual({ get: [], list: [], put: [], delete: [] });
  });

  it("lets signed-in customers use only their own private/{identity}/ folder", () => {
    const own = `private/${SUB}/*`;
    expect(grantsFor(/(?<!un)authenticatedUserRole/)).toEqual({
      get: [own],
      list: [`private/${SUB}/`, own].sort(),
      put: [own],
      delete: [own],
    });
  });

  it("lets the upload-limit function read and delete under private/, and write nothing", () => {
    expect(grantsFor(/uploadlimitlambdaServiceRole/)).toEqual({
      get: ["private/*"],
      list: ["private/", "private/*"],
      put: [],
      delete: ["private/*"],
    });
  });

  it("grants nobody anything on public/ or protected/", () => {
    const policies = JSON.stringify(resourcesOf(json.storage, "AWS::IAM::Policy"));
    expect(policies).toContain("/private/");
    expect(policies).not.toMatch(/public\/|protected\//);
  });

  it("sends every upload under private/ to the upload-limit function, a Node 24 Lambda in the storage stack", () => {
    const storageStack = backend.storage.resources.bucket.stack;
    expect(Stack.of(backend.uploadLimitFunction.resources.lambda)).toBe(storageStack);
    const bucketId = resourcesOf(json.storage, "AWS::S3::Bucket")[0][0];
    const functionId = storageStack.getLogicalId(backend.uploadLimitFunction.resources.cfnResources.cfnFunction);
    templates.storage.hasResourceProperties("Custom::S3BucketNotifications", {
      BucketName: { Ref: bucketId },
      NotificationConfiguration: {
        LambdaFunctionConfigurations: [
          {
            Events: ["s3:ObjectCreated:*"],
            Filter: { Key: { FilterRules: [{ Name: "prefix", Value: CUSTOMER_FILES_PREFIX }] } },
            LambdaFunctionArn: { "Fn::GetAtt": [functionId, "Arn"] },
          },
        ],
      },
    });
    templates.storage.hasResourceProperties("AWS::Lambda::Permission", {
      Action: "lambda:InvokeFunction",
      Principal: "s3.amazonaws.com",
      FunctionName: { "Fn::GetAtt": [functionId, "Arn"] },
      SourceArn: { "Fn::GetAtt": [bucketId, "Arn"] },
    });
    const fn = json.storage.Resources[functionId];
    expect(fn.Type).toBe("AWS::Lambda::Function");
    expect(fn.Properties?.Runtime).toBe("nodejs24.x");
  });

  it("expires applicants' CVs with their applications: one lifecycle rule, on candidaturas/ only, after CV_EXPIRATION_DAYS", () => {
    const bucket = only(json.storage, "AWS::S3::Bucket");
    expect(bucket.LifecycleConfiguration).toEqual({
      Rules: [{ Id: "applicant-cvs", Status: "Enabled", Prefix: CV_PREFIX, ExpirationInDays: CV_EXPIRATION_DAYS }],
    });
    expect(CV_KEY_PATTERN).toBe(`${CV_PREFIX}*`);
    expect(CV_EXPIRATION_DAYS).toBe(731);
  });

  it("has one bucket, TLS only, CORS limited to the site (plus localhost in a sandbox)", () => {
    const bucket = only(json.storage, "AWS::S3::Bucket");
    const rules = (bucket.CorsConfiguration as { CorsRules: Json[] }).CorsRules;
    expect(rules).toHaveLength(1);
    expect(rules[0].AllowedOrigins).toEqual(sandboxOrigins);
    expect(rules[0].AllowedOrigins).not.toContain("*");
    const bucketPolicy = only(json.storage, "AWS::S3::BucketPolicy");
    expect(JSON.stringify(bucketPolicy)).toContain('"aws:SecureTransport":"false"');
  });

  it("publishes the access paths in amplify_outputs.json: the owner's private/ only", () => {
    const buckets = flatten(json.root.Outputs?.buckets?.Value);
    expect(buckets).toContain("circulareFiles");
    expect(buckets).toContain(`private/${SUB}/*`);
    expect(buckets).not.toMatch(/public\/|protected\//);
  });
});

describe("api stack: DynamoDB tables", () => {
  it("creates exactly the tables of amplify/data/tables.ts", () => {
    templates.api.resourceCountIs("AWS::DynamoDB::Table", tableDefs.length);
  });

  it.each(tableDefs.map((definition) => [definition.name, definition] as const))(
    "%s: on-demand, point-in-time recovery, keys and indexes as declared",
    (_name, definition) => {
      const table = json.api.Resources[tableLogicalId(definition.name)];
      expect(table.Type).toBe("AWS::DynamoDB::Table");
      const props = table.Properties ?? {};
      expect(props.BillingMode).toBe("PAY_PER_REQUEST");
      expect(props.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
      expect(props.KeySchema).toEqual(keySchema(definition.partitionKey, definition.sortKey));
      const keys = [
        definition.partitionKey,
        definition.sortKey,
        ...definition.indexes.flatMap((index) => [index.partitionKey, index.sortKey]),
      ].filter((key): key is KeyDef => key !== undefined);
      const expectedAttributes = [
        ...new Map(keys.map((key) => [key.name, { AttributeName: key.name, AttributeType: key.type }])).values(),
      ];
      expect(props.AttributeDefinitions).toEqual(expect.arrayContaining(expectedAttributes));
      expect(props.AttributeDefinitions).toHaveLength(expectedAttributes.length);
      const indexes = definition.indexes.map((index) => ({
        IndexName: index.name,
        KeySchema: keySchema(index.partitionKey, index.sortKey),
        Projection: { ProjectionType: index.projection ?? "ALL" },
      }));
      expect(props.GlobalSecondaryIndexes ?? []).toEqual(indexes);
      // Time to Live on the declared attribute, and only where declared.
      expect(props.TimeToLiveSpecification).toEqual(
        definition.ttl ? { AttributeName: definition.ttl, Enabled: true } : undefined,
      );
      // A sandbox cleans up after itself; branch deployments retain (see constructs.test.ts).
      expect(table.DeletionPolicy).toBe("Delete");
    },
  );

  it("contato and mensagem: Time to Live on purgeAt, so an unconfirmed data-subject request and its link are deleted", () => {
    for (const name of ["contato", "mensagem"] as const) {
      const props = json.api.Resources[tableLogicalId(name)].Properties ?? {};
      expect(props.TimeToLiveSpecification, name).toEqual({ AttributeName: "purgeAt", Enabled: true });
    }
  });

  it("contato and pesquisa: the staff's inbox reads byInbox (topic#status + createdAt), the survey results byMonth", () => {
    const contato = json.api.Resources[tableLogicalId("contato")].Properties ?? {};
    expect(contato.GlobalSecondaryIndexes).toContainEqual({
      IndexName: "byInbox",
      KeySchema: [
        { AttributeName: "inbox", KeyType: "HASH" },
        { AttributeName: "createdAt", KeyType: "RANGE" },
      ],
      Projection: { ProjectionType: "ALL" },
    });
    const pesquisa = json.api.Resources[tableLogicalId("pesquisa")].Properties ?? {};
    expect(pesquisa.GlobalSecondaryIndexes).toContainEqual({
      IndexName: "byMonth",
      KeySchema: [
        { AttributeName: "month", KeyType: "HASH" },
        { AttributeName: "createdAt", KeyType: "RANGE" },
      ],
      Projection: { ProjectionType: "ALL" },
    });
  });

  it("coleta: linking requests sent without an account reads its own index, byUnlinkedEmail (keys only), no scan", () => {
    const props = json.api.Resources[tableLogicalId("coleta")].Properties ?? {};
    expect(props.GlobalSecondaryIndexes).toContainEqual({
      IndexName: "byUnlinkedEmail",
      KeySchema: [
        { AttributeName: "unlinkedEmail", KeyType: "HASH" },
        { AttributeName: "createdAt", KeyType: "RANGE" },
      ],
      Projection: { ProjectionType: "KEYS_ONLY" },
    });
  });

  it("mensagem: closing an account finds the person's e-mails through byPerson (person + createdAt), no scan", () => {
    const props = json.api.Resources[tableLogicalId("mensagem")].Properties ?? {};
    expect(props.GlobalSecondaryIndexes).toContainEqual({
      IndexName: "byPerson",
      KeySchema: [
        { AttributeName: "person", KeyType: "HASH" },
        { AttributeName: "createdAt", KeyType: "RANGE" },
      ],
      Projection: { ProjectionType: "ALL" },
    });
    // With the dispatcher's byState: two indexes, the second added in its own deployment (one per table at a time).
    expect(props.GlobalSecondaryIndexes).toHaveLength(2);
  });
});

function functionOf(definition: ApiDef) {
  const byName = {
    ColetaAPI: backend.coletaApiFunction,
    PesquisaAPI: backend.pesquisaApiFunction,
    ContatoAPI: backend.contatoApiFunction,
    PushAPI: backend.pushApiFunction,
    EquipeAPI: backend.equipeApiFunction,
  };
  return byName[definition.name];
}

describe("api stack: REST APIs", () => {
  type Method = { api: string; path: string; method: string; props: Json };

  /** Every API Gateway method, with its API's logical id and its full resource path. */
  function methods(): Method[] {
    const resources = Object.fromEntries(resourcesOf(json.api, "AWS::ApiGateway::Resource"));
    const pathOf = (resourceId: unknown): string => {
      const getAtt = (resourceId as { "Fn::GetAtt"?: [string, string] })["Fn::GetAtt"];
      if (getAtt?.[1] === "RootResourceId") return "";
      const id = refOf(resourceId);
      if (!id || !resources[id]) throw new Error(`Unknown resource ${JSON.stringify(resourceId)}`);
      return `${pathOf(resources[id].ParentId)}/${String(resources[id].PathPart)}`;
    };
    return resourcesOf(json.api, "AWS::ApiGateway::Method").map(([, props]) => ({
      api: refOf(props.RestApiId) ?? "",
      path: pathOf(props.ResourceId) || "/",
      method: String(props.HttpMethod),
      props,
    }));
  }

  function restApiId(name: string): string {
    const found = resourcesOf(json.api, "AWS::ApiGateway::RestApi").filter(([, props]) => props.Name === name);
    expect(found, `one RestApi named ${name}`).toHaveLength(1);
    return found[0][0];
  }

  function lambdaId(definition: ApiDef): string {
    const fn = functionOf(definition);
    return apiStack.getLogicalId(fn.resources.cfnResources.cfnFunction);
  }

  it("creates the regional REST APIs (ColetaAPI, PesquisaAPI, ContatoAPI, PushAPI, EquipeAPI), each with a prod stage", () => {
    templates.api.resourceCountIs("AWS::ApiGateway::RestApi", apis.length);
    for (const definition of apis) {
      const id = restApiId(definition.name);
      expect(json.api.Resources[id].Properties?.EndpointConfiguration).toEqual({ Types: ["REGIONAL"] });
      templates.api.hasResourceProperties("AWS::ApiGateway::Stage", { RestApiId: { Ref: id }, StageName: STAGE_NAME });
    }
    expect(resourcesOf(json.api, "AWS::ApiGateway::Account")).toHaveLength(0);
  });

  it("has a Cognito user pool authorizer per API, on the Amplify user pool", () => {
    const authorizers = resourcesOf(json.api, "AWS::ApiGateway::Authorizer");
    expect(authorizers).toHaveLength(protectedApis.length);
    expect(authorizers.map(([, props]) => refOf(props.RestApiId)).sort()).toEqual(
      protectedApis.map((definition) => restApiId(definition.name)).sort(),
    );
    for (const [, props] of authorizers) {
      expect(props.Type).toBe("COGNITO_USER_POOLS");
      expect(props.IdentitySource).toBe("method.request.header.Authorization");
      const [provider] = props.ProviderARNs as unknown[];
      // A parameter the root stack fills with the auth stack's user pool ARN.
      expect(refOf(provider)).toMatch(/auth.*UserPool.*Arn$/);
    }
  });

  it("serves GET /health without auth and GET /me behind the Cognito authorizer, on every API that has it", () => {
    const all = methods();
    for (const definition of apis) {
      const api = restApiId(definition.name);
      const authorizer = resourcesOf(json.api, "AWS::ApiGateway::Authorizer").find(
        ([, props]) => refOf(props.RestApiId) === api,
      )?.[0];
      const health = all.find((method) => method.api === api && method.path === "/health" && method.method === "GET");
      const me = all.find((method) => method.api === api && method.path === "/me" && method.method === "GET");
      expect(health?.props.AuthorizationType).toBe("NONE");
      expect(health?.props.AuthorizerId).toBeUndefined();
      if (!definition.routes.some((route) => route.path === "/me")) continue; // ContatoAPI has no customer routes
      expect(me?.props.AuthorizationType).toBe("COGNITO_USER_POOLS");
      expect(me?.props.AuthorizerId).toEqual({ Ref: authorizer });
    }
  });

  it("has exactly the methods of the route tables, each proxied to its own function", () => {
    const all = methods().filter((method) => method.method !== "OPTIONS");
    for (const definition of apis) {
      const api = restApiId(definition.name);
      const actual = all
        .filter((method) => method.api === api)
        .map((method) => `${method.method} ${method.path} ${String(method.props.AuthorizationType)}`)
        .sort();
      const expected = definition.routes
        .map((route) => `${route.method} ${route.path} ${route.auth === "cognito" ? "COGNITO_USER_POOLS" : "NONE"}`)
        .sort();
      expect(actual).toEqual(expected);
      for (const method of all.filter((candidate) => candidate.api === api)) {
        const integration = method.props.Integration as Json;
        expect(integration.Type).toBe("AWS_PROXY");
        expect(JSON.stringify(integration.Uri)).toContain(`"Fn::GetAtt":["${lambdaId(definition)}","Arn"]`);
      }
      templates.api.hasResourceProperties("AWS::Lambda::Permission", {
        Action: "lambda:InvokeFunction",
        Principal: "apigateway.amazonaws.com",
        FunctionName: { "Fn::GetAtt": [lambdaId(definition), "Arn"] },
        SourceArn: { "Fn::Join": ["", Match.arrayWith([{ Ref: api }])] },
      });
    }
  });

  it("answers the CORS preflight on every resource for the allowed origins, with credentials", () => {
    const all = methods();
    const preflights = all.filter((method) => method.method === "OPTIONS");
    const paths = new Set(
      all.filter((method) => method.method !== "OPTIONS").map((method) => `${method.api} ${method.path}`),
    );
    for (const path of paths) expect(preflights.map((method) => `${method.api} ${method.path}`)).toContain(path);
    for (const preflight of preflights) {
      expect(preflight.props.AuthorizationType).toBe("NONE");
      const [response] = (preflight.props.Integration as { IntegrationResponses: Json[] }).IntegrationResponses;
      const headers = response.ResponseParameters as Record<string, string>;
      expect(headers["method.response.header.Access-Control-Allow-Origin"]).toBe(`'${sandboxOrigins[0]}'`);
      expect(headers["method.response.header.Access-Control-Allow-Credentials"]).toBe("'true'");
      expect(headers["method.response.header.Access-Control-Allow-Headers"]).toBe(`'${CORS_ALLOW_HEADERS.join(",")}'`);
      // The other origins are echoed back by the mapping template, and nothing else is.
      const template = (response.ResponseTemplates as Record<string, string>)["application/json"];
      for (const origin of sandboxOrigins.slice(1)) expect(template).toContain(`$origin == "${origin}"`);
      expect(template.match(/\$origin == "https?:\/\//g)).toHaveLength(sandboxOrigins.length - 1);
    }
  });

  it("adds CORS headers to API Gateway's own 4xx and 5xx responses", () => {
    for (const definition of apis) {
      for (const type of ["DEFAULT_4XX", "DEFAULT_5XX", "BAD_REQUEST_BODY"]) {
        templates.api.hasResourceProperties("AWS::ApiGateway::GatewayResponse", {
          RestApiId: { Ref: restApiId(definition.name) },
          ResponseType: type,
          ResponseParameters: Match.objectLike({
            "gatewayresponse.header.Access-Control-Allow-Origin": `'${site.url}'`,
            "gatewayresponse.header.Vary": "'Origin'",
          }),
        });
      }
    }
  });

  it("checks the body of every route that takes one against a model derived from its handler's zod schema, with one validator per API", () => {
    const all = methods().filter((method) => method.method !== "OPTIONS");
    for (const definition of apis) {
      const api = restApiId(definition.name);
      const validators = resourcesOf(json.api, "AWS::ApiGateway::RequestValidator").filter(
        ([, props]) => refOf(props.RestApiId) === api,
      );
      expect(validators, definition.name).toHaveLength(1);
      const [validatorId, validator] = validators[0];
      expect(validator).toMatchObject({ ValidateRequestBody: true, ValidateRequestParameters: true });
      const models = Object.fromEntries(
        resourcesOf(json.api, "AWS::ApiGateway::Model").filter(([, props]) => refOf(props.RestApiId) === api),
      );
      const bodyRoutes = definition.routes.filter((route) => route.body);
      expect(bodyRoutes.length, definition.name).toBeGreaterThan(0);
      expect(Object.keys(models), definition.name).toHaveLength(bodyRoutes.length);
      for (const method of all.filter((candidate) => candidate.api === api)) {
        const route = definition.routes.find(
          (candidate) => candidate.method === method.method && candidate.path === method.path,
        );
        const name = `${definition.name} ${method.method} ${method.path}`;
        expect(route, name).toBeDefined();
        if (!route?.body) {
          expect(method.props.RequestValidatorId, name).toBeUndefined();
          expect(method.props.RequestModels, name).toBeUndefined();
          continue;
        }
        expect(method.props.RequestValidatorId, name).toEqual({ Ref: validatorId });
        const modelRefs = method.props.RequestModels as Record<string, unknown>;
        expect(Object.keys(modelRefs), name).toEqual([JSON_CONTENT_TYPE]);
        const model = models[refOf(modelRefs[JSON_CONTENT_TYPE]) ?? ""];
        expect(model, name).toBeDefined();
        expect(model.ContentType, name).toBe(JSON_CONTENT_TYPE);
        expect(model.Name, name).toBe(modelName(route));
        // The schema deployed is the one derived from the route's zod schema, as the local gateway checks it.
        expect(model.Schema, name).toEqual(requestModel(definition, route));
      }
    }
  });

  it("answers a body that fails its model (BAD_REQUEST_BODY) in the handlers' error shape: 400, {errors: [{field, code, message}]}", () => {
    for (const definition of apis) {
      const [response] = resourcesOf(json.api, "AWS::ApiGateway::GatewayResponse").filter(
        ([, props]) =>
          refOf(props.RestApiId) === restApiId(definition.name) && props.ResponseType === "BAD_REQUEST_BODY",
      );
      expect(response, definition.name).toBeDefined();
      const [, props] = response;
      expect(props.StatusCode).toBe("400");
      const template = (props.ResponseTemplates as Record<string, string>)[JSON_CONTENT_TYPE];
      expect(JSON.parse(template)).toEqual(gatewayBodyError());
      expect(JSON.parse(template)).toEqual({
        errors: [{ field: "", code: "invalid_body", message: expect.any(String) }],
      });
      expect(props.ResponseParameters).toMatchObject({
        "gatewayresponse.header.Access-Control-Allow-Origin": `'${sandboxOrigins[0]}'`,
        "gatewayresponse.header.Access-Control-Allow-Credentials": "'true'",
        "gatewayresponse.header.Cache-Control": "'no-store'",
      });
    }
  });

  it("throttles the public writes (POST /coleta, POST /contato) per method, below the signed-in routes", () => {
    const publicWrites = apis.flatMap((definition) =>
      definition.routes.filter(isPublicWrite).map((route) => `${definition.name} ${route.method} ${route.path}`),
    );
    // The applications' CV upload link (POST /contato/cv) is a public write too.
    expect(publicWrites.sort()).toEqual([
      "ColetaAPI POST /coleta",
      "ContatoAPI POST /contato",
      "ContatoAPI POST /contato/cv",
      "ContatoAPI POST /contato/titular",
      "ContatoAPI POST /contato/titular/confirmar",
    ]);
    expect(PUBLIC_WRITE_THROTTLING.rateLimit).toBeLessThan(THROTTLING.rateLimit);
    expect(PUBLIC_WRITE_THROTTLING.burstLimit).toBeLessThan(THROTTLING.burstLimit);
    for (const definition of apis) {
      const stages = resourcesOf(json.api, "AWS::ApiGateway::Stage").filter(
        ([, props]) => refOf(props.RestApiId) === restApiId(definition.name),
      );
      expect(stages).toHaveLength(1);
      const settings = (stages[0][1].MethodSettings as Json[]).map(
        ({ ResourcePath, HttpMethod, ThrottlingRateLimit, ThrottlingBurstLimit }) => ({
          ResourcePath,
          HttpMethod,
          ThrottlingRateLimit,
          ThrottlingBurstLimit,
        }),
      );
      const expected = [
        // Every other method, signed-in routes included: the stage-wide limit.
        {
          ResourcePath: "/*",
          HttpMethod: "*",
          ThrottlingRateLimit: THROTTLING.rateLimit,
          ThrottlingBurstLimit: THROTTLING.burstLimit,
        },
        ...definition.routes.filter(isPublicWrite).map((route) => ({
          // API Gateway's encoding of the resource path: "/coleta" → "/~1coleta".
          ResourcePath: `/${route.path.replace(/\//g, "~1")}`,
          HttpMethod: route.method,
          ThrottlingRateLimit: PUBLIC_WRITE_THROTTLING.rateLimit,
          ThrottlingBurstLimit: PUBLIC_WRITE_THROTTLING.burstLimit,
        })),
      ];
      expect(settings).toEqual(expected);
    }
  });

  it("has one regional WAF web ACL: per-IP limits on the public writes and on everything, and managed rules", () => {
    templates.api.resourceCountIs("AWS::WAFv2::WebACL", 1);
    const isPost = {
      ByteMatchStatement: {
        FieldToMatch: { Method: {} },
        PositionalConstraint: "EXACTLY",
        SearchString: "POST",
        TextTransformations: [{ Priority: 0, Type: "NONE" }],
      },
    };
    templates.api.hasResourceProperties("AWS::WAFv2::WebACL", {
      Scope: "REGIONAL",
      DefaultAction: { Allow: {} },
      Rules: [
        Match.objectLike({
          Name: "PublicWritesPerIp",
          Priority: 0,
          Action: { Block: {} },
          Statement: {
            RateBasedStatement: {
              AggregateKeyType: "IP",
              Limit: WAF_LIMITS.publicWrites.limit,
              EvaluationWindowSec: WAF_LIMITS.publicWrites.windowSeconds,
              ScopeDownStatement: {
                AndStatement: {
                  Statements: [
                    isPost,
                    {
                      RegexMatchStatement: {
                        FieldToMatch: { UriPath: {} },
                        RegexString: `^(/${STAGE_NAME})?/(coleta|contato|contato/cv|contato/titular|contato/titular/confirmar)/?$`,
                        TextTransformations: [{ Priority: 0, Type: "URL_DECODE" }],
                      },
                    },
                  ],
                },
              },
            },
          },
        }),
        Match.objectLike({
          Name: "AllRequestsPerIp",
          Priority: 1,
          Action: { Block: {} },
          Statement: {
            RateBasedStatement: {
              AggregateKeyType: "IP",
              Limit: WAF_LIMITS.allRequests.limit,
              EvaluationWindowSec: WAF_LIMITS.allRequests.windowSeconds,
            },
          },
        }),
        ...MANAGED_RULE_GROUPS.map((name, index) =>
          Match.objectLike({
            Name: name,
            Priority: 2 + index,
            OverrideAction: { None: {} },
            Statement: { ManagedRuleGroupStatement: { VendorName: "AWS", Name: name } },
          }),
        ),
      ],
    });
    expect(WAF_LIMITS.publicWrites.limit).toBeLessThan(WAF_LIMITS.allRequests.limit);
    expect(MANAGED_RULE_GROUPS).toEqual([
      "AWSManagedRulesAmazonIpReputationList",
      "AWSManagedRulesKnownBadInputsRuleSet",
    ]);
    // The regex is a PCRE WAF accepts; the same pattern in JavaScript matches what it should.
    const regex = new RegExp(`^(/${STAGE_NAME})?/(coleta|contato)/?$`);
    for (const path of ["/prod/coleta", "/prod/contato/", "/coleta"]) expect(path).toMatch(regex);
    for (const path of ["/prod/coleta/ABC-1", "/prod/pesquisa", "/prod/me"]) expect(path).not.toMatch(regex);
  });

  it("associates the web ACL with every API's prod stage", () => {
    const aclId = resourcesOf(json.api, "AWS::WAFv2::WebACL")[0][0];
    const associations = resourcesOf(json.api, "AWS::WAFv2::WebACLAssociation");
    expect(associations).toHaveLength(apis.length);
    const stages = resourcesOf(json.api, "AWS::ApiGateway::Stage");
    for (const definition of apis) {
      const api = restApiId(definition.name);
      const stage = stages.find(([, props]) => refOf(props.RestApiId) === api)?.[0];
      expect(stage).toBeDefined();
      templates.api.hasResourceProperties("AWS::WAFv2::WebACLAssociation", {
        WebACLArn: { "Fn::GetAtt": [aclId, "Arn"] },
        ResourceArn: {
          "Fn::Join": [
            "",
            [
              "arn:",
              { Ref: "AWS::Partition" },
              ":apigateway:",
              { Ref: "AWS::Region" },
              "::/restapis/",
              { Ref: api },
              "/stages/",
              { Ref: stage },
            ],
          ],
        },
      });
    }
  });

  it("publishes each API's endpoint, region and name under custom.API in amplify_outputs.json", () => {
    const custom = flatten(json.root.Outputs?.customOutputs?.Value);
    for (const definition of apis) {
      expect(custom).toContain(
        `"${definition.name}":{"endpoint":"https://<token>.execute-api.<token>.<token>/<token>/"`,
      );
      expect(custom).toContain(`"apiName":"${definition.name}"`);
    }
    expect(custom).toContain('"region":"<token>"');
  });
});

describe("api stack: Lambda functions", () => {
  function functionProps(definition: ApiDef): Json {
    const fn = functionOf(definition);
    const resource = json.api.Resources[apiStack.getLogicalId(fn.resources.cfnResources.cfnFunction)];
    expect(resource.Type).toBe("AWS::Lambda::Function");
    return resource.Properties ?? {};
  }

  it.each(apis.map((definition) => [definition.functionName, definition] as const))(
    "%s gets the origins, table names and user pool ids",
    (_name, definition) => {
      const props = functionProps(definition);
      // Not a deprecated Lambda runtime (nodejs20.x is, since 2026-04-30).
      expect(props.Runtime).toMatch(/^nodejs(22|24)\.x$/);
      const variables = (props.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(variables.ALLOWED_ORIGINS).toBe(sandboxOrigins.join(","));
      for (const table of tableDefs) expect(variables[table.env]).toEqual({ Ref: tableLogicalId(table.name) });
      expect(refOf(variables.USER_POOL_ID)).toMatch(/auth.*UserPool[0-9A-F]+Ref$/);
      expect(refOf(variables.USER_POOL_CLIENT_ID)).toMatch(/auth.*AppClient[0-9A-F]+Ref$/);
    },
  );

  it.each(apis.map((definition) => [definition.functionName, definition] as const))(
    "%s may read and write every table and its indexes",
    (_name, definition) => {
      const role = (functionProps(definition).Role as { "Fn::GetAtt": [string, string] })["Fn::GetAtt"][0];
      const statements = resourcesOf(json.api, "AWS::IAM::Policy")
        .filter(([, policy]) => (policy.Roles as unknown[]).some((entry) => refOf(entry) === role))
        .flatMap(([, policy]) => (policy.PolicyDocument as { Statement: Json[] }).Statement);
      for (const table of tableDefs) {
        const arn = { "Fn::GetAtt": [tableLogicalId(table.name), "Arn"] };
        const granted = statements.filter((statement) =>
          JSON.stringify(statement.Resource).includes(JSON.stringify(arn)),
        );
        const actions = granted.flatMap((statement) => ([] as string[]).concat(statement.Action as string | string[]));
        expect(actions).toEqual(
          expect.arrayContaining([
            "dynamodb:GetItem",
            "dynamodb:PutItem",
            "dynamodb:UpdateItem",
            "dynamodb:DeleteItem",
            "dynamodb:Query",
          ]),
        );
        if (table.indexes.length > 0) {
          expect(granted.some((statement) => flatten((statement.Resource as unknown[])[1]).endsWith("/index/*"))).toBe(
            true,
          );
        }
      }
    },
  );

  function statementsOf(definition: ApiDef): Json[] {
    const role = (functionProps(definition).Role as { "Fn::GetAtt": [string, string] })["Fn::GetAtt"][0];
    return resourcesOf(json.api, "AWS::IAM::Policy")
      .filter(([, policy]) => (policy.Roles as unknown[]).some((entry) => refOf(entry) === role))
      .flatMap(([, policy]) => (policy.PolicyDocument as { Statement: Json[] }).Statement);
  }

  it("coleta-api may put and get certificates in the bucket, under the certificate prefixes only", () => {
    const variables = (functionProps(coletaApi).Environment as { Variables: Record<string, unknown> }).Variables;
    expect(JSON.stringify(variables.FILES_BUCKET)).toMatch(/storage.*circulareFiles.*Ref/);
    expect(JSON.stringify(variables.IDENTITY_POOL_ID)).toMatch(/auth.*IdentityPool.*Ref/);
    const s3 = statementsOf(coletaApi).filter((statement) => JSON.stringify(statement.Action).includes("s3:"));
    // Certificates; then "Meus dados" (api/account-data.ts): listing private/ only, reading and deleting there.
    expect(s3).toHaveLength(3);
    expect(s3[0].Action).toEqual(["s3:PutObject", "s3:GetObject"]);
    expect(s3[1].Action).toBe("s3:ListBucket");
    expect(s3[1].Condition).toEqual({ StringLike: { "s3:prefix": ["private/*"] } });
    expect(s3[2].Action).toEqual(["s3:GetObject", "s3:DeleteObject"]);
    expect(flatten(s3[2].Resource).replace(/^.*<token>\//, "")).toBe("private/*");
    expect((s3[0].Resource as unknown[]).map((resource) => flatten(resource).replace(/^.*<token>\//, ""))).toEqual([
      ...CERTIFICATE_KEY_PATTERNS,
    ]);
    // The others touch no file but the applications' CVs (contato-api puts and reads them, equipe-api reads them
    // for the people team's download), and a sandbox without a sender sends no e-mail.
    expect(JSON.stringify(statementsOf(pesquisaApi))).not.toMatch(/s3:|ses:/);
    const cvs = (definition: ApiDef) =>
      statementsOf(definition)
        .filter((statement) => JSON.stringify(statement.Action).includes("s3:"))
        .map((statement) => ({
          action: statement.Action,
          resource: flatten(statement.Resource).replace(/^.*<token>\//, ""),
        }));
    expect(cvs(contatoApi)).toEqual([{ action: ["s3:PutObject", "s3:GetObject"], resource: "candidaturas/*" }]);
    expect(cvs(equipeApi)).toEqual([{ action: "s3:GetObject", resource: "candidaturas/*" }]);
    expect(JSON.stringify(statementsOf(contatoApi))).not.toContain("ses:");
    expect(JSON.stringify(statementsOf(coletaApi))).not.toContain("ses:");
    expect(variables[NOTIFY_FROM_VARIABLE]).toBeUndefined();
  });

  it("equipe-api alone may manage the staff in the user pool: the six Cognito calls, on the pool only", () => {
    const cognito = statementsOf(equipeApi).filter((statement) =>
      JSON.stringify(statement.Action).includes("cognito-idp:"),
    );
    expect(cognito).toHaveLength(1);
    expect(cognito[0].Action).toEqual([...STAFF_ADMIN_ACTIONS]);
    expect(refOf(cognito[0].Resource)).toMatch(/auth.*UserPool.*Arn$/);
    expect(JSON.stringify(statementsOf(equipeApi))).not.toMatch(/ses:|AdminDeleteUser|AdminSetUserPassword/);
    for (const definition of [pesquisaApi, contatoApi, pushApi])
      expect(JSON.stringify(statementsOf(definition))).not.toContain("cognito-idp:");
    // coleta-api: "Meus dados" reads the caller, checks their password and deletes them (api/account-data.ts).
    const closing = statementsOf(coletaApi).filter((statement) =>
      JSON.stringify(statement.Action).includes("cognito-idp:"),
    );
    expect(closing).toHaveLength(1);
    expect(closing[0].Action).toEqual([...ACCOUNT_DATA_COGNITO_ACTIONS]);
    expect(refOf(closing[0].Resource)).toMatch(/auth.*UserPool.*Arn$/);
  });

  it("push: the VAPID private key is a Secrets Manager secret only coleta-api may read; the public key is in the outputs", () => {
    const secrets = resourcesOf(json.api, "AWS::SecretsManager::Secret");
    expect(secrets).toHaveLength(1);
    const [secretId] = secrets[0];
    // A sandbox deletes it with the stack (branch deployments keep it: push-cdk.test.ts).
    expect(json.api.Resources[secretId].DeletionPolicy).toBe("Delete");
    const variables = (functionProps(coletaApi).Environment as { Variables: Record<string, unknown> }).Variables;
    expect(variables.VAPID_PUBLIC_KEY).toBe(vapidPublicKey);
    expect(variables.VAPID_PRIVATE_KEY_SECRET).toEqual({ Ref: secretId });
    expect(variables.VAPID_PRIVATE_KEY).toBeUndefined();
    const reads = statementsOf(coletaApi).filter((statement) =>
      JSON.stringify(statement.Action).includes("secretsmanager:"),
    );
    expect(reads).toHaveLength(1);
    expect(reads[0].Action).toEqual(["secretsmanager:GetSecretValue", "secretsmanager:DescribeSecret"]);
    expect(reads[0].Resource).toEqual({ Ref: secretId });
    // No other function may read it.
    for (const definition of [pesquisaApi, contatoApi, pushApi, equipeApi])
      expect(JSON.stringify(statementsOf(definition))).not.toContain("secretsmanager:");
    const custom = flatten(json.root.Outputs?.customOutputs?.Value);
    expect(custom).toContain(`"push":{"vapidPublicKey":"${vapidPublicKey}"}`);
  });
});

describe("api stack: the dispatcher", () => {
  function dispatcher(): { id: string; props: Json } {
    const id = apiStack.getLogicalId(backend.dispatcherFunction.resources.cfnResources.cfnFunction);
    const resource = json.api.Resources[id];
    expect(resource?.Type).toBe("AWS::Lambda::Function");
    return { id, props: resource.Properties ?? {} };
  }

  it("is a Node 24 function in the api stack, with the messages, coleta, contato and pesquisa (survey answers it anonymises) tables and no sender in a sandbox", () => {
    const { props } = dispatcher();
    expect(props.Runtime).toBe("nodejs24.x");
    // Below the lease (functions/dispatcher/dispatch.ts LEASE_MS, 2 minutes): an invocation never outlives its claim.
    expect(props.Timeout).toBe(60);
    const variables = (props.Environment as { Variables: Record<string, unknown> }).Variables;
    for (const name of DISPATCHER_TABLES)
      expect(variables[tableDefs.find((table) => table.name === name)!.env]).toEqual({ Ref: tableLogicalId(name) });
    expect(variables[NOTIFY_FROM_VARIABLE]).toBeUndefined();
  });

  it("runs every minute and when a message is inserted into the messages table", () => {
    const { id } = dispatcher();
    const rules = resourcesOf(json.api, "AWS::Events::Rule").filter(([, rule]) =>
      JSON.stringify(rule.Targets).includes(id),
    );
    expect(rules.map(([, rule]) => rule.ScheduleExpression)).toEqual(["rate(1 minute)"]);
    const mappings = resourcesOf(json.api, "AWS::Lambda::EventSourceMapping").filter(
      ([, mapping]) => refOf(mapping.FunctionName) === id,
    );
    expect(mappings).toHaveLength(1);
    expect(mappings[0][1].EventSourceArn).toEqual({ "Fn::GetAtt": [tableLogicalId("mensagem"), "StreamArn"] });
    expect(mappings[0][1].FilterCriteria).toEqual({
      Filters: [{ Pattern: JSON.stringify({ eventName: ["INSERT"] }) }],
    });
  });

  it("is the only function that may send e-mail, and a sandbox without a sender gives it no SES permission", () => {
    expect(JSON.stringify(json.api)).not.toContain("ses:SendEmail");
  });
});

describe("function logs", () => {
  it("keeps every function's logs for six months, as the privacy policy says (amplify/functions/shared/logging.ts)", () => {
    const functions = [
      ...resourcesOf(json.api, "AWS::Lambda::Function"),
      ...resourcesOf(json.storage, "AWS::Lambda::Function"),
    ].filter(
      ([, fn]) =>
        !JSON.stringify(fn).includes("CustomResource") &&
        (fn as { LoggingConfig?: unknown }).LoggingConfig !== undefined,
    );
    expect(functions.length).toBeGreaterThanOrEqual(6); // the five APIs and upload-limit (the proxy has its own stack)
    const logGroups = [
      ...resourcesOf(json.api, "AWS::Logs::LogGroup"),
      ...resourcesOf(json.storage, "AWS::Logs::LogGroup"),
    ];
    for (const [id, fn] of functions) {
      const group = (fn as { LoggingConfig: { LogGroup: Json } }).LoggingConfig.LogGroup;
      const groupId = refOf(group);
      const found = logGroups.find(([logicalId]) => logicalId === groupId);
      expect(found, `${id}'s log group`).toBeDefined();
      expect((found![1] as { RetentionInDays?: number }).RetentionInDays, id).toBe(LOG_RETENTION_DAYS);
    }
  });
});

describe("observability: access logs and tracing (every deployment)", () => {
  it("writes a JSON access log line per request on every stage: request id, status, latency, method, resource; no body, header or token", () => {
    const stages = resourcesOf(json.api, "AWS::ApiGateway::Stage");
    expect(stages).toHaveLength(apis.length);
    const logGroups = resourcesOf(json.api, "AWS::Logs::LogGroup");
    for (const [id, stage] of stages) {
      const setting = stage.AccessLogSetting as { DestinationArn: { "Fn::GetAtt": [string, string] }; Format: string };
      const group = logGroups.find(([logicalId]) => logicalId === setting.DestinationArn["Fn::GetAtt"][0]);
      expect(group, `${id}'s access log group`).toBeDefined();
      expect((group![1] as { RetentionInDays?: number }).RetentionInDays).toBe(LOG_RETENTION_DAYS);
      // A line as API Gateway writes it: every $context variable replaced by a value.
      const line = JSON.parse(setting.Format.replace(/\$context\.[A-Za-z.]+/g, "1")) as Record<string, unknown>;
      expect(Object.keys(line)).toEqual(
        expect.arrayContaining(["requestId", "status", "latencyMs", "method", "resourcePath"]),
      );
      expect(setting.Format).toContain("$context.requestId");
      expect(setting.Format).toContain("$context.resourcePath"); // the route template, not the path with its protocol
      for (const forbidden of [
        "$input",
        "$context.authorizer",
        "Authorization",
        "$context.identity.userAgent",
        "$context.path",
        "$method.request",
      ]) {
        expect(setting.Format, forbidden).not.toContain(forbidden);
      }
      expect(Object.keys(line).sort()).toEqual(Object.keys(ACCESS_LOG_FIELDS).sort());
      expect(stage.TracingEnabled, id).toBe(true);
      expect(stage.MethodSettings, id).toContainEqual(
        expect.objectContaining({
          HttpMethod: "*",
          ResourcePath: "/*",
          LoggingLevel: "ERROR",
          DataTraceEnabled: false,
        }),
      );
    }
  });

  it("traces every function of the backend with X-Ray (active), with the two X-Ray write actions", () => {
    const functions = [
      ...resourcesOf(json.api, "AWS::Lambda::Function"),
      ...resourcesOf(json.storage, "AWS::Lambda::Function"),
    ].filter(([, fn]) => fn.LoggingConfig !== undefined);
    expect(functions.length).toBeGreaterThanOrEqual(7); // the five APIs, the dispatcher, upload-limit
    for (const [id, fn] of functions) expect(fn.TracingConfig, id).toEqual({ Mode: "Active" });
    const proxy = Stack.of(backend.thirdPartyProxyFunction.resources.lambda);
    const proxyFunctions = resourcesOf(
      Template.fromStack(proxy).toJSON() as CfnTemplate,
      "AWS::Lambda::Function",
    ).filter(([, fn]) => fn.LoggingConfig !== undefined);
    expect(proxyFunctions).toHaveLength(1);
    expect(proxyFunctions[0][1].TracingConfig).toEqual({ Mode: "Active" });
  });

  it("has no alarms, topic, dashboard or account logging role in a sandbox (branch only: backend-branch.test.ts)", () => {
    for (const type of [
      "AWS::CloudWatch::Alarm",
      "AWS::SNS::Topic",
      "AWS::CloudWatch::Dashboard",
      "AWS::ApiGateway::Account",
    ]) {
      expect(resourcesOf(json.api, type), type).toHaveLength(0);
    }
  });
});

describe("AWS's checks: cdk-nag AwsSolutions (sandbox)", () => {
  it("leaves no finding that is neither fixed nor acknowledged with a reason (amplify/api/nag.ts)", () => {
    const findings = awsSolutionsFindings(backend.stack, { sandbox: true });
    expect(findings, `${findings.length} findings:\n${findings.join("\n")}`).toEqual([]);
  });

  it("finds request validation on every API (APIG2 fixed, not acknowledged)", () => {
    const validation = new AwsSolutionsChecks()
      .validateScope(backend.stack)
      .violations.filter((violation) => violation.ruleName === "AwsSolutions-APIG2");
    expect(validation.flatMap((violation) => violation.violatingResources)).toEqual([]);
    expect(
      nagAcknowledgments(apis, { sandbox: true }).filter((entry) => entry.rule.test("AwsSolutions-APIG2")),
    ).toEqual([]);
  });
});
