import { defineFunction } from "@aws-amplify/backend";
import { LOG_RETENTION } from "../shared/logging";
import { contatoApi } from "./routes";

export const contatoApiFunction = defineFunction({
  logging: { retention: LOG_RETENTION },
  name: contatoApi.functionName,
  entry: "./handler.ts",
  runtime: 24,
  timeoutSeconds: 10,
  memoryMB: 256,
  resourceGroupName: "api",
});
