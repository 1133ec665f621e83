import fs from "node:fs";
import net from "node:net";

/**
 * The system's ephemeral range (Linux: /proc/sys/net/ipv4/ip_local_port_range), from which it takes the local port
 * of every outgoing connection and of every `listen(0)`; IANA's 49152–65535 elsewhere.
 */
function ephemeralRange(): [number, number] {
  try {
    const [low, high] = fs
      .readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8")
      .trim()
      .split(/\s+/)
      .map(Number);
    if (low > 0 && high >= low) return [low, high];
  } catch {
    // Not Linux.
  }
  return [49152, 65535];
}

/** Resolves true if localhost:port can be listened on at this moment. */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once("error", () => resolve(false));
    server.listen(port, "localhost", () => server.close(() => resolve(true)));
  });
}

/**
 * A port free on localhost right now, for a server started a moment later (tests, and the emulators a test starts).
 * Chosen at random below the ephemeral range: a port from `listen(0)` is free only until the server binds it, and
 * in between any outgoing connection on the machine may take it as its local port (the unit tests run on two
 * workers, each starting emulators and opening hundreds of connections). Outside the range only another chooser
 * like this one could take it, one chance in thousands. (A failure first put down to this race was another cause:
 * functions/shared/client-cache.ts.)
 */
export async function freePort(): Promise<number> {
  const [low] = ephemeralRange();
  const from = 10_000;
  if (low - from >= 1_000) {
    for (let attempt = 0; attempt < 50; attempt++) {
      const port = from + Math.floor(Math.random() * (low - from));
      if (await canListen(port)) return port;
    }
  }
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "localhost", () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === "object") resolve(address.port);
        else reject(new Error("No port"));
      });
    });
  });
}

/** Resolves when something accepts TCP connections on localhost:port, or rejects after `timeoutMs`. */
export async function waitForPort(port: number, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ port, host: "localhost" });
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`Nothing listens on localhost:${port} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Thrown when a fixed port is taken: its message is the one line a developer needs. */
export class PortInUseError extends Error {
  constructor(
    readonly port: number,
    what: string,
    variable: string,
  ) {
    super(
      `Port ${port} (${what}) is already in use: stop what listens there, or choose another with ${variable}=<port>.`,
    );
    this.name = "PortInUseError";
  }
}

/** A port variable that holds no port: its message is one line too. */
export class BadPortError extends Error {
  override name = "BadPortError";
}

/** Resolves if localhost:port can be listened on now; rejects with PortInUseError if something has it. */
export function ensurePortFree(port: number, what: string, variable: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once("error", (error: NodeJS.ErrnoException) =>
      reject(error.code === "EADDRINUSE" || error.code === "EACCES" ? new PortInUseError(port, what, variable) : error),
    );
    server.listen(port, "localhost", () => server.close(() => resolve()));
  });
}

/** A port from an environment variable, or the default; anything but 1–65535 is refused in one line. */
export function portFromEnv(variable: string, fallback: number, env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[variable];
  if (raw === undefined || raw === "") return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new BadPortError(`${variable}="${raw}" is not a port number (1–65535).`);
  }
  return port;
}
