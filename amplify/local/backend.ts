import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import { coletaApi } from "../functions/coleta-api/routes";
import { pesquisaApi } from "../functions/pesquisa-api/routes";
import { contatoApi } from "../functions/contato-api/routes";
import { pushApi } from "../functions/push-api/routes";
import { equipeApi } from "../functions/equipe-api/routes";
import { allowLocalPushHosts } from "../functions/shared/push";
import { verifyIdToken } from "../functions/shared/token";
import { tables } from "../data/tables";
import { startCognito } from "./cognito";
import { startDynamo } from "./dynamodb";
import { createGateway, drainGateway, type GatewayOptions } from "./gateway";
import { localBucket, localOutputs, type LocalOutputs } from "./outputs";
import { ensurePortFree, freePort, portFromEnv } from "./ports";
import {
  ensureOperator,
  ensureStaff,
  ensureBaseOperators,
  ensureTables,
  ensureUserPool,
  localRegion,
  type OperatorAccount,
  type StaffAccount,
} from "./provision";
import { ensureVapidKeys, localPushHosts, pushTest, pushTestPath } from "./push";
import { localS3Credentials, startS3 } from "./s3";
import { startDispatcherLoop, type DispatcherLoop } from "./dispatcher-loop";

export type Ports = { cognito: number; s3: number; dynamodb: number; gateway: number };

/** What each port serves and the variable that moves it (`BACKEND_S3_PORT=4600 npm start`). */
export const portNames: Record<keyof Ports, { what: string; variable: string; fallback: number }> = {
  // Not 9229: that is Node's inspector port (`node --inspect`).
  cognito: { what: "user pools, cognito-local", variable: "BACKEND_COGNITO_PORT", fallback: 4571 },
  s3: { what: "S3, s3rver", variable: "BACKEND_S3_PORT", fallback: 4569 },
  dynamodb: { what: "DynamoDB, dynalite", variable: "BACKEND_DYNAMODB_PORT", fallback: 4567 },
  gateway: { what: "REST APIs, the local gateway", variable: "BACKEND_API_PORT", fallback: 4010 },
};

/** Fixed ports for `npm run backend`, so a developer's outputs file stays valid across restarts. */
export function fixedPorts(env: NodeJS.ProcessEnv = process.env): Ports {
  const entries = Object.entries(portNames).map(([key, { variable, fallback }]) => [
    key,
    portFromEnv(variable, fallback, env),
  ]);
  return Object.fromEntries(entries) as Ports;
}

export type LocalBackendOptions = {
  /** Where every emulator keeps its data (git-ignored `.local-data/` by default). */
  dataDir: string;
  /** "free" picks free ports (tests). */
  ports: Ports | "free";
  /** Where to write amplify_outputs.json; null writes nothing. */
  outputsFile: string | null;
  log?: (line: string) => void;
};

export type LocalBackend = {
  outputs: LocalOutputs;
  ports: Ports;
  /** cognito-local's folder: `codes.jsonl` there lists every code it "sent". */
  cognitoDir: string;
  /** The local operator (group `operadores`): e-mail and password. */
  operator: OperatorAccount;
  /** One account in each other staff group (contato, ri, fornecedores, administradores): group, e-mail and password. */
  staff: StaffAccount[];
  /** Where notifications are written, one JSON file per message (`npm run outbox` prints the latest). */
  outboxDir: string;
  /**
   * The dispatcher running in this process (every 500 ms; the sweep every 5 s; expired rows deleted every minute,
   * DynamoDB's TTL). `flush()` sends what is due now, after the run in progress: the outbox then holds every message
   * the requests answered so far wrote. `expire(now)` deletes what TTL would delete at `now`.
   */
  notifications: DispatcherLoop;
  stop(): Promise<void>;
};

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections?.();
    server.close(() => resolve());
  });
}

/** Stops cognito-local by closing its stdin (it ignores SIGTERM, see cognito.ts); SIGKILL after 3 s. */
function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.stdin?.end();
    setTimeout(() => child.kill("SIGKILL"), 3000).unref();
  });
}

/**
 * Starts cognito-local, s3rver and dynalite, creates the pool, client, bucket and tables when missing, mounts the
 * real Lambda handlers behind a local API gateway, runs the dispatcher (messages to the outbox) and writes
 * amplify_outputs.json.
 */
export async function startLocalBackend(options: LocalBackendOptions): Promise<LocalBackend> {
  const log = options.log ?? ((line: string) => console.log(`[backend] ${line}`));
  const ports: Ports =
    options.ports === "free"
      ? { cognito: await freePort(), s3: await freePort(), dynamodb: await freePort(), gateway: await freePort() }
      : options.ports;
  if (options.ports !== "free") {
    for (const key of Object.keys(portNames) as (keyof Ports)[]) {
      await ensurePortFree(ports[key], portNames[key].what, portNames[key].variable);
    }
  }
  const cognitoDir = path.join(options.dataDir, "cognito");
  const endpoints = {
    cognito: `http://localhost:${ports.cognito}`,
    s3: `http://localhost:${ports.s3}`,
    dynamodb: `http://localhost:${ports.dynamodb}`,
    gateway: `http://localhost:${ports.gateway}`,
  };
  // Where each emulator answers, for tools that inspect it as an AWS operator would (the browser tests scan the tables
  // through DynamoDB's API after an account is closed); the browser's outputs file leaves DynamoDB out.
  fs.mkdirSync(options.dataDir, { recursive: true });
  fs.writeFileSync(path.join(options.dataDir, "endpoints.json"), `${JSON.stringify(endpoints, null, 2)}\n`);

  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const stopOne of stops.reverse()) await stopOne();
  };
  try {
    const [cognito, s3, dynamo] = await Promise.all([
      startCognito(cognitoDir, ports.cognito, log),
      startS3({
        dir: path.join(options.dataDir, "s3"),
        port: ports.s3,
        bucket: localBucket,
        credentialsFile: path.join(options.dataDir, "s3-credentials.json"),
        // Reads the pool from COGNITO_ISSUER and USER_POOL_CLIENT_ID, set below before anyone can sign in.
        verifyIdToken,
        log,
      }),
      startDynamo(path.join(options.dataDir, "dynamodb"), ports.dynamodb),
    ]);
    stops.push(
      () => stopChild(cognito),
      () => closeServer(s3),
      () => closeServer(dynamo),
    );

    const [pool, rebuilt] = await Promise.all([
      ensureUserPool(options.dataDir, endpoints.cognito),
      ensureTables(endpoints.dynamodb),
    ]);
    const operator = await ensureOperator(options.dataDir, endpoints.cognito, pool.userPoolId);
    const staff = await ensureStaff(options.dataDir, endpoints.cognito, pool.userPoolId);
    await ensureBaseOperators(options.dataDir, endpoints.cognito, pool.userPoolId);
    const outboxDir = path.join(options.dataDir, "outbox");
    // The push keys are made once and kept, like the private key in Secrets Manager: subscriptions survive restarts.
    const vapid = ensureVapidKeys(options.dataDir);

    // What the handlers read in AWS (set by amplify/api/rest-apis.ts), pointed at the emulators.
    Object.assign(process.env, {
      AWS_REGION: localRegion,
      // The local S3 front's master key pair (dynalite and cognito-local accept any): the handlers store
      // certificates and sign their download links with it, as a Lambda does with its role.
      AWS_ACCESS_KEY_ID: localS3Credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: localS3Credentials.secretAccessKey,
      AWS_ENDPOINT_URL_DYNAMODB: endpoints.dynamodb,
      AWS_ENDPOINT_URL_S3: endpoints.s3,
      // The staff administration's calls (EquipeAPI) go to cognito-local.
      AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: endpoints.cognito,
      FILES_BUCKET: localBucket,
      // No identity pool here: identity ids are `us-east-1:<sub>`, as the S3 front names customers' folders.
      LOCAL_IDENTITY_REGION: localRegion,
      // Messages are delivered as files instead of through SES (amplify/functions/shared/notify.ts).
      OUTBOX_DIR: outboxDir,
      USER_POOL_ID: pool.userPoolId,
      USER_POOL_CLIENT_ID: pool.userPoolClientId,
      COGNITO_ISSUER: `${endpoints.cognito}/${pool.userPoolId}`,
      ALLOWED_ORIGINS: "",
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      ...Object.fromEntries(tables.map((table) => [table.env, table.name])),
    });
    const [coleta, pesquisa, contato, push, equipe, coletaStore, backfill, messageBackfill, retention] =
      await Promise.all([
        import("../functions/coleta-api/handler"),
        import("../functions/pesquisa-api/handler"),
        import("../functions/contato-api/handler"),
        import("../functions/push-api/handler"),
        import("../functions/equipe-api/handler"),
        import("../functions/coleta-api/coleta-store"),
        import("../functions/equipe-api/backfill"),
        import("../functions/shared/message-backfill"),
        import("../functions/contato-api/retention"),
      ]);
    if (rebuilt.includes("coleta")) {
      // Requests kept from before byUnlinkedEmail: what scripts/backfill-unlinked-email.mts does after the deployment in AWS.
      log(
        `coleta rebuilt with its new index; ${await coletaStore.backfillUnlinkedEmails()} requests sent without an account indexed for linking`,
      );
      log(`coleta: ${await coletaStore.backfillOpenCnpj()} open requests indexed by CNPJ`);
    }
    // Messages and survey answers kept from before the inbox and the results: what scripts/backfill-backoffice.mts does in AWS.
    if (rebuilt.includes("contato"))
      log(`contato rebuilt with its new index; ${await backfill.backfillInbox()} messages put in the inbox`);
    if (rebuilt.includes("pesquisa"))
      log(
        `pesquisa rebuilt with its new index; ${await backfill.backfillSurveyMonths()} survey answers given their month`,
      );
    // Messages kept from before byPerson: what scripts/backfill-message-person.mts does in AWS.
    if (rebuilt.includes("mensagem"))
      log(
        `mensagem rebuilt with its new index; ${await messageBackfill.backfillMessagePersons()} messages indexed by person`,
      );
    // Contact messages, claims and e-mails kept from before their Time to Live: what scripts/backfill-retention.mts does
    // in AWS (a filtered scan of contato and mensagem: cheap here, so at every start).
    const retained = await retention.backfillRetention();
    if (retained.messages + retained.claims + retained.emails > 0)
      log(
        `contato: ${retained.messages} messages, ${retained.claims} claims and ${retained.emails} e-mails given their Time to Live`,
      );
    // The dispatcher, as the schedule runs it in AWS; stopped after the gateway has answered every request, before
    // the emulators it uses stop (stops run in reverse).
    const notifications = await startDispatcherLoop({ log });
    stops.push(() => notifications.stop());
    // Push endpoints on localhost (the tests' push service, with a throwaway certificate) are accepted here only.
    allowLocalPushHosts(localPushHosts);
    const issuer = `${endpoints.cognito}/${pool.userPoolId}`;
    const jwks = (await (await fetch(`${issuer}/.well-known/jwks.json`)).json()) as GatewayOptions["jwks"];
    const gateway = createGateway({
      apis: [
        { api: coletaApi, handler: coleta.handler },
        { api: pesquisaApi, handler: pesquisa.handler },
        { api: contatoApi, handler: contato.handler },
        { api: pushApi, handler: push.handler },
        { api: equipeApi, handler: equipe.handler },
      ],
      localRoutes: [
        {
          method: "POST",
          path: pushTestPath,
          handle: async (claims, body) => ({ status: 200, body: await pushTest(claims.sub, body) }),
        },
      ],
      issuer,
      clientId: pool.userPoolClientId,
      jwks,
      log,
    });
    await new Promise<void>((resolve) => gateway.listen(ports.gateway, "localhost", resolve));
    // Stopped first (stops run in reverse): every request already received is answered while the emulators its
    // handler uses are still up; only then do dynalite, s3rver and cognito-local stop.
    stops.push(() => drainGateway(gateway, { log }));

    const outputs = localOutputs(pool, endpoints, vapid.publicKey);
    if (options.outputsFile) {
      fs.writeFileSync(options.outputsFile, `${JSON.stringify(outputs, null, 2)}\n`);
    }
    return { outputs, ports, cognitoDir, operator, staff, outboxDir, notifications, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
