/**
 * Loaded into the backend by the crash test (`node --import`): appends the client port of every connection the
 * gateway's process accepts on the gateway port to the file in CRASH_ACCEPTED_LOG, one a line. With it the test
 * tells a connection the gateway accepted and then cut from one the kernel reset while it still waited in the
 * listening socket's accept queue, which the gateway never had.
 */
import { subscribe } from "node:diagnostics_channel";
import fs from "node:fs";
import type { Socket } from "node:net";

const file = process.env.CRASH_ACCEPTED_LOG;
const gatewayPort = Number(process.env.BACKEND_API_PORT);

if (file) {
  // Published by net.Server for each accepted connection, right after its "connection" event.
  subscribe("net.server.socket", (message) => {
    const { socket } = message as { socket: Socket };
    // A socket destroyed during its "connection" event has no address left: "unknown" (the test fails on it).
    if (socket.localPort === gatewayPort || socket.localPort === undefined)
      fs.appendFileSync(file, `${socket.remotePort ?? "unknown"}\n`);
  });
}
