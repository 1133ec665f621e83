import { defineFunction } from "@aws-amplify/backend";
import { coletaApi } from "./routes";

export const coletaApiFunction = defineFunction({
  name: coletaApi.functionName,
  entry: "./handler.ts",
  runtime: 20,
  timeoutSeconds: 10,
  memoryMB: 256,
  // Same stack as the tables and REST APIs (amplify/api/): no cross-stack cycle between them.
  resourceGroupName: "api",
});
