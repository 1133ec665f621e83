import { defineFunction } from "@aws-amplify/backend";

/** `/__third-party-proxy` (amplify/functions/third-party-proxy/proxy.ts): short, small, no access to anything. */
export const thirdPartyProxyFunction = defineFunction({
  name: "third-party-proxy",
  entry: "./handler.ts",
  runtime: 24,
  timeoutSeconds: 8,
  memoryMB: 256,
});
