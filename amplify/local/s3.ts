import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import S3rver from "s3rver";

/** s3rver's own documented default key pair: the only one it accepts. Not a secret. */
export const localS3Credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } as const;

function corsXml(): string {
  // Any localhost origin: the site may be served on any port locally.
  const rule = (origin: string) => `<CORSRule>
    <AllowedOrigin>${origin}</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedMethod>POST</AllowedMethod>
    <AllowedMethod>DELETE</AllowedMethod><AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader><ExposeHeader>x-amz-request-id</ExposeHeader>
    <MaxAgeSeconds>600</MaxAgeSeconds>
  </CORSRule>`;
  return `<CORSConfiguration>${rule("http://localhost:*")}${rule("http://127.0.0.1:*")}</CORSConfiguration>`;
}

function isLocalOrigin(origin: string | undefined): origin is string {
  return Boolean(origin && /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(origin));
}

/**
 * s3rver keeps objects on disk in `dir`. It lacks AbortMultipartUpload (DELETE ?uploadId=…), which a cancelled
 * upload sends; this front answers it by removing the upload's stored parts, adds the Content-Disposition a signed
 * download link asks for, and hands everything else to s3rver.
 */
export async function startS3(dir: string, port: number, bucket: string): Promise<http.Server> {
  fs.mkdirSync(dir, { recursive: true });
  const s3rver = new S3rver({
    directory: dir,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [corsXml()] }],
  });
  await s3rver.configureBuckets();
  const handle = s3rver.callback();
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const uploadId = url.searchParams.get("uploadId");
    if (request.method === "DELETE" && uploadId && /^[\w-]+$/.test(uploadId)) {
      const [, bucketName] = url.pathname.split("/");
      // Where s3rver's FilesystemStore keeps an upload's parts (getResourcePath(bucket, "", "uploads")).
      fs.rmSync(path.join(dir, bucketName, "._S3rver_uploads", uploadId), { recursive: true, force: true });
      const origin = request.headers.origin;
      response.writeHead(204, isLocalOrigin(origin) ? { "Access-Control-Allow-Origin": origin, Vary: "Origin" } : {});
      response.end();
      return;
    }
    // S3 honours response-content-disposition on a signed GET (a download link); s3rver does not.
    const disposition = url.searchParams.get("response-content-disposition");
    if (request.method === "GET" && disposition) {
      const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => http.ServerResponse;
      response.writeHead = ((...args: unknown[]) => {
        if (response.statusCode < 300 || Number(args[0]) < 300) response.setHeader("Content-Disposition", disposition);
        return writeHead(...args);
      }) as typeof response.writeHead;
    }
    handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(port, "localhost", resolve));
  return server;
}
