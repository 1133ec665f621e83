import fs from "node:fs";
import type { Server } from "node:http";
import dynalite from "dynalite";

/** dynalite (DynamoDB on LevelDB) with its data in `dir`: tables and items survive a restart. */
export async function startDynamo(dir: string, port: number): Promise<Server> {
  fs.mkdirSync(dir, { recursive: true });
  const server = dynalite({ path: dir, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "localhost", () => resolve());
  });
  return server;
}
