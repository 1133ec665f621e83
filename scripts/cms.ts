/**
 * `npm run cms`: the editor's setup. decap-server (writes what /admin/ saves into content/) beside
 * `gatsby develop`, both on localhost; Ctrl-C stops both. Open http://localhost:8000/admin/.
 */
import { spawn, type ChildProcess } from "node:child_process";

const children: ChildProcess[] = [];
const run = (command: string, args: string[], env: NodeJS.ProcessEnv = {}) => {
  const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  child.on("exit", (code) => {
    if (code !== 0 && code !== null) console.error(`${command} ${args.join(" ")} exited with ${code}`);
    stop(code ?? 0);
  });
  children.push(child);
};

let stopping = false;
function stop(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  process.exit(code);
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

run("npx", ["decap-server"], { PORT: process.env.DECAP_SERVER_PORT ?? "8081", BIND_HOST: "localhost", MODE: "fs" });
run("npx", ["gatsby", "develop", "-H", "localhost"]);
