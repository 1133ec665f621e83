import { defineFunction } from "@aws-amplify/backend";
import { LOG_RETENTION } from "../shared/logging";
import { coletaApi } from "./routes";

export const coletaApiFunction = defineFunction({
  logging: { retention: LOG_RETENTION },
  name: coletaApi.functionName,
  entry: "./handler.ts",
  // Lambda's nodejs20.x is deprecated (no new functions after 2027-02-01); 24 is supported the longest.
  runtime: 24,
  timeoutSeconds: 10,
  memoryMB: 256,
  // Same stack as the tables and REST APIs (amplify/api/): no cross-stack cycle between them.
  resourceGroupName: "api",
});
