/** The local S3 front's answers: CORS for local origins, S3's XML bodies and errors (amplify/local/s3.ts). */
import crypto from "node:crypto";
import type http from "node:http";
import { S3Error } from "./s3-auth";
import { MAX_UPLOAD_BYTES } from "../../src/domain/storage-limits";

/** Largest object the front stores: the bucket's limit, the documents page's too (production checks it on each new object). */
export const maxObjectBytes = MAX_UPLOAD_BYTES;

export function isLocalOrigin(origin: string | undefined): origin is string {
  return Boolean(origin && /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(origin));
}

export function corsHeaders(origin: string | undefined): Record<string, string> {
  return isLocalOrigin(origin)
    ? {
        "Access-Control-Allow-Origin": origin,
        "Access-Control-Expose-Headers": "ETag,x-amz-request-id",
        Vary: "Origin",
      }
    : { Vary: "Origin" };
}

export const xmlEscape = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[char] ?? char,
  );

export function sendXml(
  response: http.ServerResponse,
  status: number,
  origin: string | undefined,
  xml: string,
  head = false,
) {
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n${xml}`;
  response.writeHead(status, {
    ...corsHeaders(origin),
    "Content-Type": "application/xml",
    "Content-Length": Buffer.byteLength(body),
    "x-amz-request-id": crypto.randomBytes(8).toString("hex").toUpperCase(),
  });
  response.end(head ? undefined : body);
}

export function sendError(response: http.ServerResponse, origin: string | undefined, error: S3Error, head: boolean) {
  sendXml(
    response,
    error.status,
    origin,
    `<Error><Code>${error.code}</Code><Message>${xmlEscape(error.message)}</Message></Error>`,
    head,
  );
}

export const accessDenied = () => new S3Error(403, "AccessDenied", "Access Denied");
export const noSuchUpload = () =>
  new S3Error(
    404,
    "NoSuchUpload",
    "The specified upload does not exist. The upload ID may be invalid, or the upload may have been aborted or completed.",
  );
export const tooLarge = () =>
  new S3Error(
    400,
    "EntityTooLarge",
    `Your proposed upload exceeds the maximum allowed size (${maxObjectBytes} bytes).`,
  );
