import {
  CopyObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
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

/** How long an applicant's signed CV upload works. */
export const UPLOAD_URL_SECONDS = 10 * 60;

/**
 * A signed PUT of `key` for UPLOAD_URL_SECONDS that only takes a body of `size` bytes of `contentType` (both are in
 * the signature: S3 refuses another length or type), and the headers the browser must send with it.
 */
export async function uploadUrl(
  key: string,
  contentType: string,
  size: number,
): Promise<{ url: string; headers: Record<string, string> }> {
  const url = await getSignedUrl(
    s3(),
    new PutObjectCommand({ Bucket: filesBucket(), Key: key, ContentType: contentType, ContentLength: size }),
    { expiresIn: UPLOAD_URL_SECONDS, signableHeaders: new Set(["content-type"]) },
  );
  return { url, headers: { "Content-Type": contentType } };
}

/** A stored object's size and its first `count` bytes, or null when there is no such object. */
export async function objectStart(key: string, count: number): Promise<{ size: number; start: Uint8Array } | null> {
  try {
    const head = await s3().send(new HeadObjectCommand({ Bucket: filesBucket(), Key: key }));
    const size = head.ContentLength ?? 0;
    if (size === 0) return { size, start: new Uint8Array() };
    const object = await s3().send(
      new GetObjectCommand({ Bucket: filesBucket(), Key: key, Range: `bytes=0-${count - 1}` }),
    );
    const start = object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
    return { size, start: start.slice(0, count) };
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === "NotFound" || name === "NoSuchKey") return null;
    throw error;
  }
}

/** A stored object as a listing gives it. */
export type StoredObject = { key: string; size: number; lastModified: string | null };

/** Every object under `prefix`, page after page (ListObjectsV2 answers at most 1,000 keys at a time). */
export async function listObjects(prefix: string): Promise<StoredObject[]> {
  const objects: StoredObject[] = [];
  let token: string | undefined;
  do {
    const page = await s3().send(
      new ListObjectsV2Command({ Bucket: filesBucket(), Prefix: prefix, ContinuationToken: token }),
    );
    for (const item of page.Contents ?? []) {
      if (!item.Key || item.Key.endsWith("/")) continue;
      objects.push({
        key: item.Key,
        size: item.Size ?? 0,
        lastModified: item.LastModified ? new Date(item.LastModified).toISOString() : null,
      });
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return objects;
}

/** Copies `from` to `to` in the file bucket (a retried copy writes the same object again). */
export async function copyObject(from: string, to: string): Promise<void> {
  await s3().send(
    new CopyObjectCommand({
      Bucket: filesBucket(),
      Key: to,
      CopySource: `${filesBucket()}/${from.split("/").map(encodeURIComponent).join("/")}`,
    }),
  );
}

/** Deletes `keys` (1,000 per request, S3's limit); deleting a key that is gone is no error. */
export async function deleteObjects(keys: readonly string[]): Promise<void> {
  for (let start = 0; start < keys.length; start += 1000) {
    const batch = keys.slice(start, start + 1000);
    const result = await s3().send(
      new DeleteObjectsCommand({
        Bucket: filesBucket(),
        Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
      }),
    );
    if (result.Errors?.length)
      throw new Error(`S3 kept ${result.Errors.length} of the objects: ${result.Errors[0]?.Code}`);
  }
}
