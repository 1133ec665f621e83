import { defineFunction } from "@aws-amplify/backend";
import { contatoApi } from "./routes";

export const contatoApiFunction = defineFunction({
  name: contatoApi.functionName,
  entry: "./handler.ts",
  runtime: 24,
  timeoutSeconds: 10,
  memoryMB: 256,
  resourceGroupName: "api",
});
