import { S3Client } from "@aws-sdk/client-s3";
import type { S3Event } from "aws-lambda";
import { enforceUploadLimit } from "./enforce";

const client = new S3Client({});

/** S3 ObjectCreated notifications for private/ (amplify/backend.ts): see enforce.ts. */
export const handler = async (event: S3Event): Promise<void> => {
  await enforceUploadLimit(event, { client });
};
