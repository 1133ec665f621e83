/**
 * One SDK client per container, made on first use, and made again when the endpoint variable it was made with has
 * changed. In AWS the variable never changes, so a container keeps one client. Locally a process can start the
 * backend more than once (the persistence tests do): a client made while the first backend ran kept that
 * backend's endpoint, and the second backend's handlers then called a port nobody listened on any more (seen as
 * ECONNREFUSED in `amplify/local/__tests__/persistence.test.ts` when the dispatcher had ticked under the first).
 */
export function clientFor<T>(endpointVariable: string, make: () => T): () => T {
  let cached: { endpoint: string | undefined; client: T } | undefined;
  return () => {
    const endpoint = process.env[endpointVariable];
    if (!cached || cached.endpoint !== endpoint) cached = { endpoint, client: make() };
    return cached.client;
  };
}
