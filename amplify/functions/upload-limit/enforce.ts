import { DeleteObjectCommand, HeadObjectCommand, NotFound, type S3Client } from "@aws-sdk/client-s3";
import type { S3Event } from "aws-lambda";
import { CUSTOMER_FILES_PREFIX, MAX_UPLOAD_BYTES } from "../../../src/domain/storage-limits";
import { logger } from "../shared/logging";

export type UploadCheck = {
  bucket: string;
  key: string;
  /** The object's size now (HeadObject), or null when it is already gone. */
  size: number | null;
  action: "kept" | "deleted" | "skipped";
};

export type EnforceOptions = {
  client: S3Client;
  maxBytes?: number;
  log?: (line: string) => void;
};

/** S3 event keys are URL-encoded, with "+" for a space. */
export function decodeKey(key: string): string {
  return decodeURIComponent(key.replace(/\+/g, " "));
}

/**
 * For each ObjectCreated record under private/: reads the object's size from S3 (not from the event, so a later
 * smaller upload under the same key is not deleted by the event of an earlier large one) and deletes it when it
 * is over the limit, with a log line that names the key and the size. Objects outside private/ are left alone.
 */
export async function enforceUploadLimit(event: S3Event, options: EnforceOptions): Promise<UploadCheck[]> {
  const maxBytes = options.maxBytes ?? MAX_UPLOAD_BYTES;
  const log = options.log ?? ((line: string) => logger.warn(line));
  const results: UploadCheck[] = [];
  for (const record of event.Records ?? []) {
    if (!record.eventName?.startsWith("ObjectCreated:")) continue;
    const bucket = record.s3.bucket.name;
    const key = decodeKey(record.s3.object.key);
    if (!key.startsWith(CUSTOMER_FILES_PREFIX)) {
      results.push({ bucket, key, size: null, action: "skipped" });
      continue;
    }
    const versionId = record.s3.object.versionId || undefined;
    let size: number;
    try {
      const head = await options.client.send(new HeadObjectCommand({ Bucket: bucket, Key: key, VersionId: versionId }));
      size = head.ContentLength ?? 0;
    } catch (error) {
      // Deleted by its owner (or by an earlier delivery of the same event) before this ran.
      if (error instanceof NotFound || (error as { name?: string }).name === "NotFound") {
        results.push({ bucket, key, size: null, action: "skipped" });
        continue;
      }
      throw error;
    }
    if (size <= maxBytes) {
      results.push({ bucket, key, size, action: "kept" });
      continue;
    }
    await options.client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key, VersionId: versionId }));
    // The folder (the owner's identity id), not the file's name: a name can be personal.
    log(
      `upload-limit: deleted an object in s3://${bucket}/${key.split("/").slice(0, 2).join("/")}/: ${size} bytes, over the limit of ${maxBytes}`,
    );
    results.push({ bucket, key, size, action: "deleted" });
  }
  return results;
}
