import fs from "node:fs";
import path from "node:path";
import { S3Error } from "./s3-auth";
import { maxObjectBytes, tooLarge, xmlEscape } from "./s3-xml";

type Part = { number: number; size: number; modified: Date; md5: string };

/**
 * The multipart uploads s3rver keeps on disk (its FilesystemStore: `<dir>/<id>/key`, `<id>/metadata`,
 * `<id>/<part>`), with what s3rver lacks: aborting an upload (after the parts on their way have landed, so
 * none lands in an upload already removed), listing uploads and parts, and the size limit over all parts.
 */
export class MultipartUploads {
  /** Parts on their way per upload. */
  private readonly partsInFlight = new Map<string, Set<Promise<unknown>>>();
  private readonly aborting = new Set<string>();

  constructor(private readonly dir: string) {}

  /** The object key an upload is for, or null when there is no such upload (or it is being aborted). */
  keyOf(uploadId: string): string | null {
    if (!/^[0-9a-f]{8,64}$/.test(uploadId) || this.aborting.has(uploadId)) return null;
    try {
      return fs.readFileSync(path.join(this.dir, uploadId, "key"), "utf8");
    } catch {
      return null;
    }
  }

  parts(uploadId: string): Part[] {
    return fs
      .readdirSync(path.join(this.dir, uploadId))
      .filter((name) => /^\d+$/.test(name))
      .map((name) => {
        const file = path.join(this.dir, uploadId, name);
        const stat = fs.statSync(file);
        const md5 = fs.existsSync(`${file}.md5`) ? fs.readFileSync(`${file}.md5`, "utf8") : "";
        return { number: Number(name), size: stat.size, modified: stat.mtime, md5 };
      })
      .sort((a, b) => a.number - b.number);
  }

  /** The bytes of an upload's parts but `partNumber` (which a new part of that number replaces). */
  sizeWithout(uploadId: string, partNumber: number): number {
    return this.parts(uploadId)
      .filter((part) => part.number !== partNumber)
      .reduce((sum, part) => sum + part.size, 0);
  }

  /** A part of `uploadId` is on its way: call the function returned once it has landed or failed. */
  partArriving(uploadId: string): () => void {
    const inFlight = this.partsInFlight.get(uploadId) ?? new Set();
    this.partsInFlight.set(uploadId, inFlight);
    let done: () => void = () => undefined;
    const settled = new Promise<void>((resolve) => (done = resolve));
    inFlight.add(settled);
    settled.then(
      () => inFlight.delete(settled),
      () => undefined,
    );
    return done;
  }

  /** AbortMultipartUpload: once the parts on their way have landed, the upload and its parts are gone. */
  async abort(uploadId: string): Promise<void> {
    this.aborting.add(uploadId);
    try {
      await Promise.allSettled([...(this.partsInFlight.get(uploadId) ?? [])]);
      fs.rmSync(path.join(this.dir, uploadId), { recursive: true, force: true });
    } finally {
      this.aborting.delete(uploadId);
    }
  }

  /** CompleteMultipartUpload's part list (its XML body): every listed part exists, and together they fit the limit. */
  checkCompletion(uploadId: string, partListXml: string): void {
    const stored = new Map(this.parts(uploadId).map((part) => [part.number, part.size]));
    let total = 0;
    for (const match of partListXml.matchAll(/<PartNumber>\s*(\d+)\s*<\/PartNumber>/g)) {
      const size = stored.get(Number(match[1]));
      if (size === undefined)
        throw new S3Error(400, "InvalidPart", "One or more of the specified parts could not be found.");
      total += size;
    }
    if (total > maxObjectBytes) throw tooLarge();
  }

  /** ListParts' answer. */
  listPartsXml(bucket: string, key: string, uploadId: string): string {
    const list = this.parts(uploadId)
      .map(
        (part) =>
          `<Part><PartNumber>${part.number}</PartNumber><LastModified>${part.modified.toISOString()}</LastModified><ETag>"${part.md5}"</ETag><Size>${part.size}</Size></Part>`,
      )
      .join("");
    return `<ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>${xmlEscape(bucket)}</Bucket><Key>${xmlEscape(key)}</Key><UploadId>${uploadId}</UploadId><StorageClass>STANDARD</StorageClass><MaxParts>10000</MaxParts><IsTruncated>false</IsTruncated>${list}</ListPartsResult>`;
  }

  /** ListMultipartUploads' answer: the uploads whose key starts with `prefix`. */
  listUploadsXml(bucket: string, prefix: string): string {
    const uploads = (fs.existsSync(this.dir) ? fs.readdirSync(this.dir) : [])
      .map((id) => ({ id, key: this.keyOf(id), initiated: fs.statSync(path.join(this.dir, id)).birthtime }))
      .filter(
        (upload): upload is { id: string; key: string; initiated: Date } =>
          upload.key !== null && upload.key.startsWith(prefix),
      )
      .sort((a, b) => a.key.localeCompare(b.key) || a.id.localeCompare(b.id))
      .map(
        (upload) =>
          `<Upload><Key>${xmlEscape(upload.key)}</Key><UploadId>${upload.id}</UploadId><Initiated>${upload.initiated.toISOString()}</Initiated><StorageClass>STANDARD</StorageClass></Upload>`,
      )
      .join("");
    return `<ListMultipartUploadsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>${xmlEscape(bucket)}</Bucket><Prefix>${xmlEscape(prefix)}</Prefix><MaxUploads>1000</MaxUploads><IsTruncated>false</IsTruncated>${uploads}</ListMultipartUploadsResult>`;
  }
}
