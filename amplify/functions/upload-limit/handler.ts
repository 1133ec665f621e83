import { S3Client } from "@aws-sdk/client-s3";
import type { Context, S3Event } from "aws-lambda";
import { withRequestId } from "../shared/logging";
import { enforceUploadLimit } from "./enforce";

const client = new S3Client({});

/** S3 ObjectCreated notifications for private/ (amplify/backend.ts): see enforce.ts. */
export const handler = async (event: S3Event, context?: Pick<Context, "awsRequestId">): Promise<void> => {
  await withRequestId(context?.awsRequestId, () => enforceUploadLimit(event, { client }));
};
