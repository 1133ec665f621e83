import { defineFunction } from "@aws-amplify/backend";
import { LOG_RETENTION } from "../shared/logging";
import { equipeApi } from "./routes";

export const equipeApiFunction = defineFunction({
  logging: { retention: LOG_RETENTION },
  name: equipeApi.functionName,
  entry: "./handler.ts",
  runtime: 24,
  // An export reads up to 5,000 messages (or three years of survey answers) and writes the file; API Gateway
  // waits 29 s at most.
  timeoutSeconds: 25,
  memoryMB: 512,
  resourceGroupName: "api",
});
