import { defineFunction } from "@aws-amplify/backend";
import { LOG_RETENTION } from "../shared/logging";

/** `/__third-party-proxy` (amplify/functions/third-party-proxy/proxy.ts): short, small, no access to anything. */
export const thirdPartyProxyFunction = defineFunction({
  logging: { retention: LOG_RETENTION },
  name: "third-party-proxy",
  entry: "./handler.ts",
  runtime: 24,
  timeoutSeconds: 8,
  memoryMB: 256,
});
