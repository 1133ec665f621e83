import { GetObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { clientFor } from "./client-cache";

/** One S3 client per container; locally AWS_ENDPOINT_URL_S3 points it at the local S3 front (path-style there). */
const s3: () => S3Client = clientFor(
  "AWS_ENDPOINT_URL_S3",
  () => new S3Client({ forcePathStyle: Boolean(process.env.AWS_ENDPOINT_URL_S3) }),
);

/** The file bucket (FILES_BUCKET, set by amplify/api/lifecycle.ts; locally by amplify/local/backend.ts). */
export function filesBucket(): string {
  const bucket = process.env.FILES_BUCKET;
  if (!bucket) throw new Error("FILES_BUCKET is not set");
  return bucket;
}

/** How long a download link works. */
export const DOWNLOAD_URL_SECONDS = 5 * 60;

export async function putPdf(key: string, bytes: Uint8Array): Promise<void> {
  await s3().send(
    new PutObjectCommand({ Bucket: filesBucket(), Key: key, Body: bytes, ContentType: "application/pdf" }),
  );
}

/** A signed GET of `key` for DOWNLOAD_URL_SECONDS, saved by the browser as `filename`. */
export async function downloadUrl(key: string, filename: string): Promise<string> {
  return getSignedUrl(
    s3(),
    new GetObjectCommand({
      Bucket: filesBucket(),
      Key: key,
      ResponseContentDisposition: `attachment; filename="${filename}"`,
    }),
    { expiresIn: DOWNLOAD_URL_SECONDS },
  );
}
