// Minimal types for the two emulators that ship none: only what amplify/local uses.
declare module "s3rver" {
  import type { IncomingMessage, ServerResponse } from "node:http";
  type BucketConfig = { name: string; configs: string[] };
  export default class S3rver {
    constructor(options: { directory: string; silent?: boolean; configureBuckets?: BucketConfig[] });
    configureBuckets(): Promise<void>;
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
  }
}

declare module "dynalite" {
  import type { Server } from "node:http";
  export default function dynalite(options: {
    path?: string;
    createTableMs?: number;
    deleteTableMs?: number;
    updateTableMs?: number;
  }): Server;
}
