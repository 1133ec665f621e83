import { Amplify } from "aws-amplify";
import fs from "node:fs";

const outputs = {
  version: "1.4",
  auth: {
    aws_region: "us-east-1",
    user_pool_id: "local_abc123",
    user_pool_client_id: "client123",
    username_attributes: ["email"],
    standard_required_attributes: ["email"],
    user_verification_types: ["email"],
    mfa_configuration: "OPTIONAL",
    mfa_methods: ["SMS", "TOTP"],
  },
  storage: { aws_region: "us-east-1", bucket_name: "circulare-files-local" },
  custom: {
    API: { ColetaAPI: { endpoint: "http://localhost:4010/ColetaAPI/", region: "us-east-1", apiName: "ColetaAPI" } },
    local: {
      userPoolEndpoint: "http://localhost:4571",
      s3Endpoint: "http://localhost:4569",
      s3Credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    },
  },
};

describe("Amplify configured from /amplify_outputs.json", () => {
  beforeEach(() => vi.resetModules());

  it("locally: the emulators' endpoints, USER_PASSWORD_AUTH, API endpoints without the trailing slash", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify(outputs))));
    const { ensureAmplify } = await import("../amplify-setup");
    const info = await ensureAmplify();
    expect(info).toEqual({ authFlowType: "USER_PASSWORD_AUTH", apis: { ColetaAPI: "http://localhost:4010/ColetaAPI" } });
    const config = Amplify.getConfig();
    expect(config.Auth?.Cognito).toMatchObject({ userPoolId: "local_abc123", userPoolEndpoint: "http://localhost:4571" });
    expect(config.Storage?.S3).toMatchObject({
      bucket: "circulare-files-local",
      dangerouslyConnectToHttpEndpointForTesting: "http://localhost:4569",
    });
  });

  it("on AWS (no custom.local): SRP and Amplify's own providers", async () => {
    const { local: _local, ...custom } = outputs.custom;
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ ...outputs, custom }))));
    const { ensureAmplify } = await import("../amplify-setup");
    expect((await ensureAmplify()).authFlowType).toBe("USER_SRP_AUTH");
    expect(Amplify.getConfig().Auth?.Cognito).not.toHaveProperty("userPoolEndpoint");
  });

  it("fails when the outputs file is missing, and tries again next time", async () => {
    const fetchMock = vi.fn(async () => new Response("missing", { status: 404 }));
    vi.stubGlobal("fetch", fetchMock);
    const { ensureAmplify } = await import("../amplify-setup");
    await expect(ensureAmplify()).rejects.toThrow(/404/);
    await expect(ensureAmplify()).rejects.toThrow(/404/);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe("the aws-amplify Storage patch (patches/, applied on install)", () => {
  it("is applied: an http endpoint is used as given, path-style", () => {
    for (const file of [
      "node_modules/@aws-amplify/storage/dist/esm/providers/s3/utils/client/s3data/base.mjs",
      "node_modules/@aws-amplify/storage/dist/esm/providers/s3/utils/resolveS3ConfigAndInput.mjs",
    ]) {
      expect(fs.readFileSync(file, "utf8"), file).toContain("Patched (Circulare)");
    }
  });
});
