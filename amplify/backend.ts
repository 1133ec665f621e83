import { grantAccountData } from "./api/account-data";
import { defineBackend } from "@aws-amplify/backend";
import { Annotations, Duration, RemovalPolicy, Stack } from "aws-cdk-lib";
import { PolicyStatement, ServicePrincipal } from "aws-cdk-lib/aws-iam";
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  EventType,
  HttpMethods,
  ObjectOwnership,
} from "aws-cdk-lib/aws-s3";
import { LambdaDestination } from "aws-cdk-lib/aws-s3-notifications";
import { allowedOrigins, type DeploymentType } from "./api/origins";
import { grantApplications, grantLifecycle } from "./api/lifecycle";
import { Monitoring, traceFunction } from "./api/monitoring";
import { addDispatcher, notifyFromEnv } from "./api/notifications";
import { PushKeys, vapidPublicKeyFromEnv } from "./api/push";
import { createRestApis } from "./api/rest-apis";
import { grantStaffAdmin } from "./api/staff";
import { createTables } from "./api/tables";
import { addThirdPartyProxyUrl } from "./api/third-party-proxy";
import { ApiFirewall } from "./api/waf";
import { SES_VARIABLES, sesEmailFromEnv, setSesEmail } from "./auth/email";
import { messages } from "./auth/messages";
import { auth } from "./auth/resource";
import {
  keepOriginalUntilVerified,
  trackDevices,
  retainAuthData,
  setAuthFlows,
  setPasswordPolicy,
  setSmsVerificationMessage,
} from "./auth/overrides";
import { passwordPolicy } from "../src/domain/password-policy";
import { coletaApiFunction } from "./functions/coleta-api/resource";
import { coletaApi } from "./functions/coleta-api/routes";
import { contatoApiFunction } from "./functions/contato-api/resource";
import { contatoApi } from "./functions/contato-api/routes";
import { dispatcherFunction } from "./functions/dispatcher/resource";
import { LOG_RETENTION_DAYS } from "./functions/shared/logging";
import { siteSettings } from "./functions/shared/settings";
import { equipeApiFunction } from "./functions/equipe-api/resource";
import { equipeApi } from "./functions/equipe-api/routes";
import { pesquisaApiFunction } from "./functions/pesquisa-api/resource";
import { pesquisaApi } from "./functions/pesquisa-api/routes";
import { pushApiFunction } from "./functions/push-api/resource";
import { pushApi } from "./functions/push-api/routes";
import { thirdPartyProxyFunction } from "./functions/third-party-proxy/resource";
import { uploadLimitFunction } from "./functions/upload-limit/resource";
import { CUSTOMER_FILES_PREFIX } from "../src/domain/storage-limits";
import { fileExpirations } from "./storage/lifecycle";
import { storage } from "./storage/resource";

/**
 * Circulare's backend: Cognito (auth), the file bucket with its upload-limit function (storage), and in the "api"
 * nested stack the DynamoDB tables, the API functions, their REST APIs and the firewall in front of them. See
 * amplify/README.md.
 */
export const backend = defineBackend({
  auth,
  storage,
  uploadLimitFunction,
  coletaApiFunction,
  pesquisaApiFunction,
  contatoApiFunction,
  pushApiFunction,
  equipeApiFunction,
  dispatcherFunction,
  thirdPartyProxyFunction,
});

// "amplify-backend-type" is the CDK context key ampx sets (sandbox, branch or standalone).
const deploymentType = backend.stack.node.tryGetContext("amplify-backend-type") as DeploymentType | undefined;
const isSandbox = deploymentType === "sandbox";
const origins = allowedOrigins(deploymentType);

// --- Auth -------------------------------------------------------------------------------------------------------
const { cfnUserPool, cfnUserPoolClient, cfnIdentityPool } = backend.auth.resources.cfnResources;

setPasswordPolicy(cfnUserPool, passwordPolicy);
setSmsVerificationMessage(cfnUserPool, messages.smsVerification);
setAuthFlows(cfnUserPoolClient);
keepOriginalUntilVerified(cfnUserPool);
trackDevices(cfnUserPool);
if (!isSandbox) retainAuthData(cfnUserPool, cfnIdentityPool);

// E-mail through SES when AUTH_EMAIL_FROM is set (amplify/auth/email.ts); otherwise Cognito's default sender,
// whose daily quota is too low for production.
const sesEmail = sesEmailFromEnv(process.env);
if (sesEmail) setSesEmail(cfnUserPool, sesEmail);
else if (!isSandbox) {
  Annotations.of(cfnUserPool).addWarning(
    `${SES_VARIABLES.from} is not set: Cognito sends e-mail with its own low daily quota. See amplify/README.md (E-mail through SES).`,
  );
}

// --- Storage ----------------------------------------------------------------------------------------------------
// Amplify opens the bucket's CORS to every origin; the site's origins are enough.
backend.storage.resources.cfnResources.cfnBucket.corsConfiguration = {
  corsRules: [
    {
      allowedOrigins: origins,
      allowedHeaders: ["*"],
      allowedMethods: [HttpMethods.GET, HttpMethods.HEAD, HttpMethods.PUT, HttpMethods.POST, HttpMethods.DELETE],
      exposedHeaders: ["x-amz-server-side-encryption", "x-amz-request-id", "x-amz-id-2", "ETag"],
      maxAge: 3000,
    },
  ],
};

// Branch deployments log every request to the file bucket (S3 server access logs: who read or wrote which key,
// when, from where), kept six months like the other logs, in a bucket of their own that is retained with the data.
if (!isSandbox) {
  const files = backend.storage.resources.bucket;
  const accessLogs = new Bucket(Stack.of(files), "FileAccessLogs", {
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
    lifecycleRules: [{ expiration: Duration.days(LOG_RETENTION_DAYS) }],
    removalPolicy: RemovalPolicy.RETAIN,
  });
  accessLogs.addToResourcePolicy(
    new PolicyStatement({
      principals: [new ServicePrincipal("logging.s3.amazonaws.com")],
      actions: ["s3:PutObject"],
      resources: [accessLogs.arnForObjects("circulareFiles/*")],
      conditions: {
        ArnLike: { "aws:SourceArn": files.bucketArn },
        StringEquals: { "aws:SourceAccount": Stack.of(files).account },
      },
    }),
  );
  backend.storage.resources.cfnResources.cfnBucket.loggingConfiguration = {
    destinationBucketName: accessLogs.bucketName,
    logFilePrefix: "circulareFiles/",
  };
}

// Uploads under private/ go through the size check: a file over the limit is deleted (src/domain/storage-limits.ts).
backend.storage.resources.bucket.addEventNotification(
  EventType.OBJECT_CREATED,
  new LambdaDestination(backend.uploadLimitFunction.resources.lambda),
  { prefix: CUSTOMER_FILES_PREFIX },
);

// Applicants' CVs expire with their application (amplify/storage/lifecycle.ts): an S3 lifecycle rule per expiration.
backend.storage.resources.cfnResources.cfnBucket.lifecycleConfiguration = {
  rules: fileExpirations.map((rule) => ({
    id: rule.id,
    status: "Enabled",
    prefix: rule.prefix,
    expirationInDays: rule.days,
  })),
};

// --- Tables and REST APIs ---------------------------------------------------------------------------------------
// Both functions declare resourceGroupName "api", so they share a nested stack; the tables and the APIs go there
// too, which keeps every reference between them inside one stack (no cross-stack cycle).
const apiStack = Stack.of(backend.coletaApiFunction.resources.lambda);
for (const fn of [
  backend.pesquisaApiFunction,
  backend.contatoApiFunction,
  backend.pushApiFunction,
  backend.equipeApiFunction,
  backend.dispatcherFunction,
]) {
  if (Stack.of(fn.resources.lambda) !== apiStack)
    throw new Error('The API functions must share resourceGroupName "api"');
}

const tables = createTables(apiStack, { retain: !isSandbox });

const apiDefinitions = [
  { definition: coletaApi, fn: backend.coletaApiFunction },
  { definition: pesquisaApi, fn: backend.pesquisaApiFunction },
  { definition: contatoApi, fn: backend.contatoApiFunction },
  { definition: pushApi, fn: backend.pushApiFunction },
  { definition: equipeApi, fn: backend.equipeApiFunction },
] as const;

const restApis = createRestApis(apiStack, {
  apis: apiDefinitions,
  tables,
  userPool: backend.auth.resources.userPool,
  userPoolClient: backend.auth.resources.userPoolClient,
  allowedOrigins: origins,
  ownAccountLogRole: !isSandbox,
});

// The collection lifecycle (amplify/api/lifecycle.ts): certificates in the bucket, identity ids.
grantLifecycle(backend.coletaApiFunction, {
  bucket: backend.storage.resources.bucket,
  identityPoolId: cfnIdentityPool.ref,
});
// "Meus dados" (amplify/api/account-data.ts): the export and closing an account (the user pool and private/ files).
grantAccountData(backend.coletaApiFunction, backend.auth.resources.userPool, backend.storage.resources.bucket);
// Applications' CVs (amplify/api/lifecycle.ts): ContatoAPI signs the upload and checks the file, EquipeAPI the download.
grantApplications(backend.contatoApiFunction, backend.equipeApiFunction, backend.storage.resources.bucket);

// The staff's back-office (amplify/api/staff.ts): inviting staff and setting their groups in the user pool.
grantStaffAdmin(backend.equipeApiFunction, backend.auth.resources.userPool);

// E-mail (amplify/api/notifications.ts): the handlers write messages with their changes; the dispatcher, every
// minute and whenever a message is written, sends them through SES (from NOTIFY_FROM, else AUTH_EMAIL_FROM).
const notifyFrom = notifyFromEnv(process.env);
addDispatcher(apiStack, backend.dispatcherFunction, { tables, notifyFrom });
if (!notifyFrom && !isSandbox) {
  Annotations.of(backend.dispatcherFunction.resources.lambda).addWarning(
    "Neither NOTIFY_FROM nor AUTH_EMAIL_FROM is set: notification e-mails wait, unsent, in the messages table. See amplify/README.md.",
  );
}

// Web push (amplify/api/push.ts): the VAPID private key in Secrets Manager, read by the function that announces
// status changes; the public key, from VAPID_PUBLIC_KEY at synthesis, goes to the page through the outputs.
const vapidPublicKey = vapidPublicKeyFromEnv(process.env);
const pushKeys = new PushKeys(apiStack, "PushKeys", { retain: !isSandbox });
pushKeys.grantSend(backend.coletaApiFunction, vapidPublicKey);

// Per-client rate limits and managed rules on every API stage (amplify/api/waf.ts).
const firewall = new ApiFirewall(apiStack, "ApiFirewall", {
  apis: apiDefinitions.map(({ definition }) => {
    const api = restApis[definition.name];
    if (!api) throw new Error(`${definition.name} was not created`);
    return { definition, api };
  }),
});

// `/__third-party-proxy` (amplify/functions/third-party-proxy/proxy.ts) behind the hosting rewrite.
const thirdPartyProxyUrl = addThirdPartyProxyUrl(backend.thirdPartyProxyFunction.resources.lambda);

// --- Monitoring (branch deployments) ----------------------------------------------------------------------------
// Alarms to the operations address of the site settings, and a dashboard (amplify/api/monitoring.ts). A sandbox
// gets none: its alarms would e-mail operations about a developer's experiments.
const functions = {
  "coleta-api": backend.coletaApiFunction.resources.lambda,
  "pesquisa-api": backend.pesquisaApiFunction.resources.lambda,
  "contato-api": backend.contatoApiFunction.resources.lambda,
  "push-api": backend.pushApiFunction.resources.lambda,
  "equipe-api": backend.equipeApiFunction.resources.lambda,
  dispatcher: backend.dispatcherFunction.resources.lambda,
  "upload-limit": backend.uploadLimitFunction.resources.lambda,
  "third-party-proxy": backend.thirdPartyProxyFunction.resources.lambda,
};
// X-Ray on every function, sandbox included (the stages trace too: api/rest-apis.ts).
for (const fn of Object.values(functions)) traceFunction(fn);
if (!isSandbox) {
  new Monitoring(apiStack, "Monitoring", {
    operationsEmail: siteSettings.company.emails.operations,
    apis: Object.values(restApis).flatMap((api) => (api ? [api] : [])),
    functions,
    tables,
    webAcl: firewall.webAcl,
  });
}

// amplify_outputs.json: the browser reads custom.API.<name>.endpoint (Amplify's REST API configuration shape).
backend.addOutput({
  custom: {
    API: Object.fromEntries(
      Object.entries(restApis).flatMap(([name, api]) =>
        api ? [[name, { endpoint: api.url, region: Stack.of(api).region, apiName: api.restApiName }]] : [],
      ),
    ),
    ...(vapidPublicKey ? { push: { vapidPublicKey } } : {}),
    thirdPartyProxy: { url: thirdPartyProxyUrl.url },
  },
});
