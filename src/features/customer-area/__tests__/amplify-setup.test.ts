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
      s3CredentialsEndpoint: "http://localhost:4569/__local/credentials",
    },
  },
};

describe("Amplify configured from /amplify_outputs.json", () => {
  beforeEach(() => vi.resetModules());

  it("locally: the emulators' endpoints, USER_PASSWORD_AUTH, API endpoints without the trailing slash", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify(outputs))),
    );
    const { ensureAmplify } = await import("../amplify-setup");
    const info = await ensureAmplify();
    expect(info).toEqual({
      authFlowType: "USER_PASSWORD_AUTH",
      apis: { ColetaAPI: "http://localhost:4010/ColetaAPI" },
    });
    const config = Amplify.getConfig();
    expect(config.Auth?.Cognito).toMatchObject({
      userPoolId: "local_abc123",
      userPoolEndpoint: "http://localhost:4571",
    });
    expect(config.Storage?.S3).toMatchObject({
      bucket: "circulare-files-local",
      dangerouslyConnectToHttpEndpointForTesting: "http://localhost:4569",
    });
  });

  it("locally: S3 credentials come from the outputs' endpoint for a signed-in customer, not asked for when signed out", async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url === "/amplify_outputs.json"
        ? new Response(JSON.stringify(outputs))
        : new Response(
            JSON.stringify({
              accessKeyId: "ASIA1",
              secretAccessKey: "s",
              sessionToken: "t",
              expiration: "2099-01-01T00:00:00Z",
              identityId: "us-east-1:ana",
            }),
          ),
    );
    vi.stubGlobal("fetch", fetchMock);
    const configure = vi.spyOn(Amplify, "configure");
    const { ensureAmplify } = await import("../amplify-setup");
    await ensureAmplify();
    const provider = configure.mock.calls.at(-1)?.[1]?.Auth?.credentialsProvider;
    configure.mockRestore();
    expect(
      await provider?.getCredentialsAndIdentityId({ authenticated: false, authConfig: undefined }),
    ).toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const idToken = { payload: { sub: "ana" }, toString: () => "id-token" };
    const options = {
      authenticated: true,
      authConfig: undefined,
      tokens: { idToken, accessToken: idToken },
    } as unknown as Parameters<NonNullable<typeof provider>["getCredentialsAndIdentityId"]>[0];
    expect(await provider?.getCredentialsAndIdentityId(options)).toMatchObject({
      identityId: "us-east-1:ana",
      credentials: { accessKeyId: "ASIA1" },
    });
    expect(fetchMock).toHaveBeenLastCalledWith(
      "http://localhost:4569/__local/credentials",
      expect.objectContaining({ headers: { Authorization: "id-token" } }),
    );
  });

  it("on AWS (no custom.local): SRP and Amplify's own providers", async () => {
    const { local: _local, ...custom } = outputs.custom;
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ ...outputs, custom }))),
    );
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

describe("local S3 credentials: fetched with the ID token, kept until they expire", () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.useRealTimers());

  const endpoint = "http://localhost:4569/__local/credentials";
  const token = (sub: string) => ({ payload: { sub }, toString: () => `id-token-of-${sub}` });
  const options = (sub: string, forceRefresh = false) =>
    ({
      authenticated: true,
      authConfig: undefined,
      tokens: { idToken: token(sub), accessToken: token(sub) },
      forceRefresh,
    }) as unknown as Parameters<Awaited<ReturnType<typeof load>>["getCredentialsAndIdentityId"]>[0];
  async function load() {
    const { localCredentials } = await import("../local-credentials");
    return localCredentials(endpoint);
  }
  /** The endpoint: a new key pair per call, valid for an hour from the (possibly faked) clock. */
  function serve() {
    let issued = 0;
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
      issued += 1;
      const sub = String((init?.headers as Record<string, string>).Authorization).replace("id-token-of-", "");
      return new Response(
        JSON.stringify({
          accessKeyId: `ASIA${issued}`,
          secretAccessKey: `secret-${issued}`,
          sessionToken: `token-${issued}`,
          expiration: new Date(Date.now() + 3600_000).toISOString(),
          identityId: `us-east-1:${sub}`,
        }),
      );
    });
    vi.stubGlobal("fetch", fetchMock);
    return fetchMock;
  }

  it("posts the ID token once and reuses the key pair until shortly before it expires", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-03-02T10:00:00Z") });
    const fetchMock = serve();
    const provider = await load();
    const first = await provider.getCredentialsAndIdentityId(options("ana"));
    expect(fetchMock).toHaveBeenCalledWith(
      endpoint,
      expect.objectContaining({ method: "POST", headers: { Authorization: "id-token-of-ana" } }),
    );
    expect(first).toEqual({
      identityId: "us-east-1:ana",
      credentials: {
        accessKeyId: "ASIA1",
        secretAccessKey: "secret-1",
        sessionToken: "token-1",
        expiration: new Date("2026-03-02T11:00:00Z"),
      },
    });
    vi.setSystemTime(new Date("2026-03-02T10:58:00Z"));
    expect((await provider.getCredentialsAndIdentityId(options("ana")))?.credentials.accessKeyId).toBe("ASIA1");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    vi.setSystemTime(new Date("2026-03-02T10:59:30Z"));
    expect((await provider.getCredentialsAndIdentityId(options("ana")))?.credentials.accessKeyId).toBe("ASIA2");
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("asks once for simultaneous callers; asks again on forceRefresh, for another user, and after sign-out", async () => {
    const fetchMock = serve();
    const provider = await load();
    const [one, two] = await Promise.all([
      provider.getCredentialsAndIdentityId(options("ana")),
      provider.getCredentialsAndIdentityId(options("ana")),
    ]);
    expect(one).toBe(two);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((await provider.getCredentialsAndIdentityId(options("ana", true)))?.credentials.accessKeyId).toBe("ASIA2");
    expect(await provider.getCredentialsAndIdentityId(options("bruno"))).toMatchObject({
      identityId: "us-east-1:bruno",
      credentials: { accessKeyId: "ASIA3" },
    });
    await provider.clearCredentialsAndIdentityId();
    expect((await provider.getCredentialsAndIdentityId(options("bruno")))?.credentials.accessKeyId).toBe("ASIA4");
  });

  it("gives nothing when signed out, and fails when the endpoint refuses the token", async () => {
    const provider = await load();
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ message: "Unauthorized" }), { status: 401 }));
    vi.stubGlobal("fetch", fetchMock);
    expect(await provider.getCredentialsAndIdentityId({ authenticated: false, authConfig: undefined })).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(provider.getCredentialsAndIdentityId(options("ana"))).rejects.toThrow(/401/);
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
