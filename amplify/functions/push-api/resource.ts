import { defineFunction } from "@aws-amplify/backend";
import { LOG_RETENTION } from "../shared/logging";
import { pushApi } from "./routes";

export const pushApiFunction = defineFunction({
  logging: { retention: LOG_RETENTION },
  name: pushApi.functionName,
  entry: "./handler.ts",
  runtime: 24,
  timeoutSeconds: 10,
  memoryMB: 256,
  resourceGroupName: "api",
});
