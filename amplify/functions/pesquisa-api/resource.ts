import { defineFunction } from "@aws-amplify/backend";
import { LOG_RETENTION } from "../shared/logging";
import { pesquisaApi } from "./routes";

export const pesquisaApiFunction = defineFunction({
  logging: { retention: LOG_RETENTION },
  name: pesquisaApi.functionName,
  entry: "./handler.ts",
  runtime: 24,
  timeoutSeconds: 10,
  memoryMB: 256,
  resourceGroupName: "api",
});
