/**
 * The production build served like production on a free localhost port, with its own local backend in a
 * temporary folder (so `/amplify_outputs.json` exists, as it does on AWS). For measuring scripts
 * (`npm run bench`, `npm run test:lighthouse`); `stop()` ends both and removes the folder.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { startLocalBackend } from "../../amplify/local/backend";
import { createServer } from "./serve";

/** `proxyFetch`: what the third-party proxy fetches with (the vendor stand-ins' in measuring runs). */
export async function serveBuild(
  options: { proxyFetch?: typeof fetch } = {},
): Promise<{ origin: string; stop: () => Promise<void> }> {
  if (!fs.existsSync("public/index.html")) {
    console.error("public/ has no build: run `npm run build` first (npm test does).");
    process.exit(1);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "circulare-measure-"));
  const outputsFile = path.join(dataDir, "amplify_outputs.json");
  const backend = await startLocalBackend({ dataDir, ports: "free", outputsFile, log: () => {} });
  const server = createServer({ outputsFile, proxyFetch: options.proxyFetch }).listen(0, "localhost");
  await new Promise((resolve) => server.once("listening", resolve));
  return {
    origin: `http://localhost:${(server.address() as AddressInfo).port}`,
    stop: async () => {
      await new Promise((resolve) => server.close(resolve));
      await backend.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
