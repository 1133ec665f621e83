import { defineFunction } from "@aws-amplify/backend";
import { LOG_RETENTION } from "../shared/logging";

/** The dispatcher (dispatch.ts): sends the messages table's e-mails. Its timeout stays below dispatch.ts LEASE_MS. */
export const dispatcherFunction = defineFunction({
  logging: { retention: LOG_RETENTION },
  name: "dispatcher",
  entry: "./handler.ts",
  runtime: 24,
  timeoutSeconds: 60,
  memoryMB: 256,
  // Same stack as the tables it reads (amplify/api/): no cross-stack references.
  resourceGroupName: "api",
});
