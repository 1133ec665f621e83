import { defineFunction } from "@aws-amplify/backend";
import { pushApi } from "./routes";

export const pushApiFunction = defineFunction({
  name: pushApi.functionName,
  entry: "./handler.ts",
  runtime: 24,
  timeoutSeconds: 10,
  memoryMB: 256,
  resourceGroupName: "api",
});
