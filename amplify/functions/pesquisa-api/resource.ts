import { defineFunction } from "@aws-amplify/backend";
import { pesquisaApi } from "./routes";

export const pesquisaApiFunction = defineFunction({
  name: pesquisaApi.functionName,
  entry: "./handler.ts",
  runtime: 24,
  timeoutSeconds: 10,
  memoryMB: 256,
  resourceGroupName: "api",
});
