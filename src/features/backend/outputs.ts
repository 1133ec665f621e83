/**
 * /amplify_outputs.json, fetched once per page load. Written by `ampx` in AWS and by `npm run backend` locally;
 * the customer area configures Amplify from it, the public forms read only their API endpoints (no Amplify).
 */
export type Outputs = {
  auth?: { user_pool_id?: string; user_pool_client_id?: string; aws_region?: string };
  custom?: {
    API?: Record<string, { endpoint: string; region: string }>;
    /** Web push: the VAPID public key the page subscribes with (absent when push is not configured). */
    push?: { vapidPublicKey?: string };
    /** Only in the outputs of the local backend (amplify/local/outputs.ts). */
    local?: {
      userPoolEndpoint: string;
      s3Endpoint: string;
      /** `POST` with the customer's ID token → their temporary S3 credentials and identity id. */
      s3CredentialsEndpoint: string;
      /** `POST` with the customer's ID token → a test push to their browsers (local only). */
      pushTestEndpoint?: string;
    };
  };
};

let loading: Promise<Outputs> | undefined;

export function loadOutputs(): Promise<Outputs> {
  loading ??= (async () => {
    const response = await fetch("/amplify_outputs.json", { cache: "no-store" });
    if (!response.ok) {
      await response.text().catch(() => ""); // drain it: an unread body keeps the request open
      throw Object.assign(new Error(`amplify_outputs.json: HTTP ${response.status}`), { name: "BackendUnavailable" });
    }
    return (await response.json()) as Outputs;
  })();
  loading.catch(() => {
    loading = undefined; // a later attempt may succeed (the backend was starting)
  });
  return loading;
}

/** The REST APIs' base URLs, without a trailing slash. */
export function apiEndpoints(outputs: Outputs): Record<string, string> {
  return Object.fromEntries(
    Object.entries(outputs.custom?.API ?? {}).map(([name, api]) => [name, api.endpoint.replace(/\/$/, "")]),
  );
}
