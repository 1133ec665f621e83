import { defineFunction } from "@aws-amplify/backend";
import { LOG_RETENTION } from "../shared/logging";

/**
 * Deletes a customer file over the size limit (src/domain/storage-limits.ts) as soon as S3 reports it: the browser
 * checks the size too, but anyone with the customer's credentials can upload without the browser.
 */
export const uploadLimitFunction = defineFunction({
  logging: { retention: LOG_RETENTION },
  name: "upload-limit",
  entry: "./handler.ts",
  runtime: 24,
  timeoutSeconds: 30,
  memoryMB: 256,
  // Same stack as the bucket: the bucket notifies the function and the function deletes from the bucket, so in
  // two stacks each would depend on the other.
  resourceGroupName: "storage",
});
