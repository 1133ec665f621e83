/**
 * The decap-server the CMS talks to on a developer's machine. Decap itself only uses a local backend on
 * localhost; `?decap-server=<port>` picks another port than 8081 (the tests start their own on a free port).
 */
export function localBackendUrl(location: Pick<Location, "hostname" | "search">): string | undefined {
  if (!["localhost", "127.0.0.1"].includes(location.hostname)) return undefined;
  const port = new URLSearchParams(location.search).get("decap-server");
  if (!port || !/^\d{2,5}$/.test(port)) return undefined;
  return `http://localhost:${port}/api/v1`;
}
