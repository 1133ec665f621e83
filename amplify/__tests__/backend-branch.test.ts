// @vitest-environment node
/**
 * Synthesizes the real amplify/backend.ts as a branch (production) deployment with the SES variables set,
 * offline, in its own process (Amplify allows one backend per process; backend.test.ts has the sandbox one).
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Stack } from "aws-cdk-lib";
import { Template } from "aws-cdk-lib/assertions";
import { PUBLIC_WRITE_THROTTLING } from "../api/rest-apis";
import { companyAttributes } from "../auth/company-attributes";
import { SES_VARIABLES } from "../auth/email";
import { site } from "../../src/config/site";
import { flatten, only, resourcesOf, type CfnTemplate, type Json } from "./template-helpers";

const variables = ["CDK_CONTEXT_JSON", "CDK_OUTDIR", ...Object.values(SES_VARIABLES)];
const savedEnv = Object.fromEntries(variables.map((key) => [key, process.env[key]]));
const savedCwd = process.cwd();
// Amplify writes .amplify/generated/env under the current directory. This file runs from amplify/ (the lock file
// esbuild needs is still found above it), so it never touches the folder backend.test.ts cleans up in parallel.
const workDir = path.resolve("amplify");
const amplifyDir = path.join(workDir, ".amplify");
const amplifyDirExisted = existsSync(amplifyDir);
let outdir = "";
const templates = {} as Record<"auth" | "api", CfnTemplate>;

beforeAll(async () => {
  outdir = mkdtempSync(path.join(tmpdir(), "circulare-cdk-branch-"));
  process.env.CDK_CONTEXT_JSON = JSON.stringify({
    "amplify-backend-namespace": "circulare",
    "amplify-backend-name": "main",
    "amplify-backend-type": "branch",
  });
  process.env.CDK_OUTDIR = outdir;
  process.env[SES_VARIABLES.from] = "nao-responda@circulare.com.br";
  process.env[SES_VARIABLES.replyTo] = "contato@circulare.com.br";
  delete process.env[SES_VARIABLES.fromName];
  delete process.env[SES_VARIABLES.identity];
  process.chdir(workDir);
  const { backend } = await import("../backend");
  templates.auth = Template.fromStack(backend.auth.resources.userPool.stack).toJSON() as CfnTemplate;
  templates.api = Template.fromStack(Stack.of(backend.coletaApiFunction.resources.lambda)).toJSON() as CfnTemplate;
}, 120_000);

afterAll(() => {
  process.chdir(savedCwd);
  for (const [key, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  if (outdir) rmSync(outdir, { recursive: true, force: true });
  if (!amplifyDirExisted) rmSync(amplifyDir, { recursive: true, force: true });
});

describe("branch (production) deployment with the SES variables set", () => {
  it("sends Cognito's e-mail through SES, from the site's name and address, with the domain as the SES identity", () => {
    const pool = only(templates.auth, "AWS::Cognito::UserPool");
    const email = pool.EmailConfiguration as Json;
    expect(email.EmailSendingAccount).toBe("DEVELOPER");
    expect(email.From).toBe(`${site.name} <nao-responda@circulare.com.br>`);
    expect(email.ReplyToEmailAddress).toBe("contato@circulare.com.br");
    expect(flatten(email.SourceArn)).toBe("arn:<token>:ses:<token>:<token>:identity/circulare.com.br");
    // The messages stay the Portuguese ones; SES only changes who sends them.
    expect((pool.VerificationMessageTemplate as Json).EmailMessage).toContain("{####}");
  });

  it("keeps the user pool (deletion protection) as every branch deployment does", () => {
    const [[, props]] = resourcesOf(templates.auth, "AWS::Cognito::UserPool");
    expect(props.DeletionProtection).toBe("ACTIVE");
  });

  it("declares the company and CNPJ as mutable custom string attributes the web client may read and write", () => {
    const pool = only(templates.auth, "AWS::Cognito::UserPool");
    const schema = pool.Schema as Json[];
    for (const name of Object.values(companyAttributes)) {
      const bare = name.replace(/^custom:/, "");
      expect(schema, name).toContainEqual(expect.objectContaining({ Name: bare, AttributeDataType: "String", Mutable: true }));
    }
    // A client with attribute lists would hide them from the ID token (read) or refuse the profile's update (write).
    for (const [, client] of resourcesOf(templates.auth, "AWS::Cognito::UserPoolClient")) {
      for (const list of [client.ReadAttributes, client.WriteAttributes]) {
        if (list !== undefined) expect(list).toEqual(expect.arrayContaining(Object.values(companyAttributes)));
      }
    }
  });

  it("sends notification e-mails from the dispatcher only, through SES from AUTH_EMAIL_FROM (no NOTIFY_FROM set)", () => {
    const senders = resourcesOf(templates.api, "AWS::Lambda::Function").filter(
      ([, fn]) => (fn.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables?.NOTIFY_FROM !== undefined,
    );
    expect(senders.map(([id, fn]) => [id.replace(/[0-9A-F]{8}$/, ""), (fn.Environment as { Variables: Record<string, unknown> }).Variables.NOTIFY_FROM])).toEqual([
      [expect.stringMatching(/^dispatcher/), "nao-responda@circulare.com.br"],
    ]);
    const sesStatements = resourcesOf(templates.api, "AWS::IAM::Policy").flatMap(([, policy]) =>
      (policy.PolicyDocument as { Statement: Json[] }).Statement.filter((statement) => JSON.stringify(statement.Action).includes("ses:")),
    );
    expect(sesStatements).toEqual([
      expect.objectContaining({ Action: "ses:SendEmail", Condition: { StringEquals: { "ses:FromAddress": "nao-responda@circulare.com.br" } } }),
    ]);
  });

  it("has the firewall on every stage and the public-write throttles", () => {
    expect(resourcesOf(templates.api, "AWS::WAFv2::WebACL")).toHaveLength(1);
    expect(resourcesOf(templates.api, "AWS::WAFv2::WebACLAssociation")).toHaveLength(5); // one per API: ColetaAPI, PesquisaAPI, ContatoAPI, PushAPI, EquipeAPI
    const throttled = resourcesOf(templates.api, "AWS::ApiGateway::Stage").flatMap(([, props]) =>
      (props.MethodSettings as Json[]).filter((setting) => setting.ThrottlingRateLimit === PUBLIC_WRITE_THROTTLING.rateLimit),
    );
    expect(throttled.map((setting) => `${String(setting.HttpMethod)} ${String(setting.ResourcePath)}`).sort()).toEqual([
      "POST /~1coleta",
      "POST /~1contato",
    ]);
  });
});
