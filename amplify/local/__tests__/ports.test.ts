import { spawn } from "node:child_process";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import fs from "node:fs";
import { fixedPorts, portNames } from "../backend";
import { BadPortError, ensurePortFree, freePort, PortInUseError } from "../ports";

/** Holds localhost:port until released. */
async function occupy(): Promise<{ port: number; release: () => Promise<void> }> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "localhost", resolve));
  const port = (server.address() as net.AddressInfo).port;
  return { port, release: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe("the local backend's ports", () => {
  it("are fixed, distinct, off Node's inspector port 9229, and each movable by its own variable", () => {
    const ports = Object.values(fixedPorts({}));
    expect(new Set(ports).size).toBe(4);
    expect(ports).not.toContain(9229);
    expect(fixedPorts({ BACKEND_S3_PORT: "4600", BACKEND_COGNITO_PORT: "4601" })).toMatchObject({
      s3: 4600,
      cognito: 4601,
    });
    expect(new Set(Object.values(portNames).map((name) => name.variable)).size).toBe(4);
  });

  it("refuses a variable that holds no port, in one line", () => {
    expect(() => fixedPorts({ BACKEND_API_PORT: "http" })).toThrow(
      new BadPortError('BACKEND_API_PORT="http" is not a port number (1–65535).'),
    );
    expect(() => fixedPorts({ BACKEND_API_PORT: "70000" })).toThrow(BadPortError);
  });

  it("a taken port names itself, what it serves and the variable that moves it", async () => {
    const { port, release } = await occupy();
    try {
      await expect(ensurePortFree(port, "S3, s3rver", "BACKEND_S3_PORT")).rejects.toThrow(
        new PortInUseError(port, "S3, s3rver", "BACKEND_S3_PORT"),
      );
      await expect(ensurePortFree(await freePort(), "x", "X")).resolves.toBeUndefined();
    } finally {
      await release();
    }
  });

  it("`npm run backend` with a taken port prints one line, no stack trace, and exits 1", async () => {
    const { port, release } = await occupy();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "circulare-ports-"));
    try {
      const child = spawn(
        process.execPath,
        [
          "--import",
          "tsx",
          "amplify/local/main.ts",
          `--data-dir=${dataDir}`,
          `--outputs=${path.join(dataDir, "o.json")}`,
        ],
        {
          env: { ...process.env, BACKEND_DYNAMODB_PORT: String(port) },
          stdio: ["ignore", "pipe", "pipe"],
        },
      );
      let stderr = "";
      child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
      expect(code).toBe(1);
      const lines = stderr
        .split("\n")
        .filter((line) => line.trim() && !/ExperimentalWarning|--trace-warnings/.test(line));
      expect(lines).toEqual([
        `[backend] Port ${port} (DynamoDB, dynalite) is already in use: stop what listens there, or choose another with BACKEND_DYNAMODB_PORT=<port>.`,
      ]);
    } finally {
      await release();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 30_000);

  it("a free port for a test's server is outside the range the system takes its connections' ports from", async () => {
    const range = fs.existsSync("/proc/sys/net/ipv4/ip_local_port_range")
      ? fs.readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/).map(Number)
      : [49152, 65535];
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    for (const port of ports) {
      expect(port < range[0] || port > range[1], `${port} outside ${range.join("–")}`).toBe(true);
      await expect(ensurePortFree(port, "x", "X")).resolves.toBeUndefined();
    }
  });
});
