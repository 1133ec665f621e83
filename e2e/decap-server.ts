import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { expect } from "@playwright/test";
import { freePort } from "../amplify/local/ports";

/** A decap-server (the CMS's file-system backend, as `npm run cms` runs it) on a free port. */
export type DecapServer = { port: number; process: ChildProcess };

/**
 * Starts decap-server over the project copy in `repo` (its `content/` is what the CMS edits) and waits until it
 * answers; kill `process` when done.
 */
export async function startDecapServer(repo: string): Promise<DecapServer> {
  const port = await freePort();
  const server = spawn(process.execPath, [path.resolve("node_modules/decap-server/dist/index.js")], {
    env: {
      ...process.env,
      PORT: String(port),
      BIND_HOST: "localhost",
      MODE: "fs",
      GIT_REPO_DIRECTORY: repo,
      LOG_LEVEL: "error",
    },
    stdio: "ignore",
  });
  await expect
    .poll(
      () =>
        fetch(`http://localhost:${port}/api/v1`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ action: "info" }),
        }).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 15_000 },
    )
    .toBe(200);
  return { port, process: server };
}
