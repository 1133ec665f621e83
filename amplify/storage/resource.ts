import { defineStorage } from "@aws-amplify/backend";
import { uploadLimitFunction } from "../functions/upload-limit/resource";

/**
 * The file bucket. The site uses one access level: `private/{entity_id}/*`, the customer's own documents
 * (src/features/customer-area/area/documents.tsx), where `{entity_id}` is the caller's Cognito identity-pool
 * identity id. Only its owner reads, writes and deletes there; nobody gets `public/` or `protected/`, and guests
 * get nothing (no page reads a file without signing in). The upload-limit function reads sizes and deletes files
 * over the limit (src/domain/storage-limits.ts); amplify/backend.ts subscribes it to the bucket's uploads.
 */
export const storage = defineStorage({
  name: "circulareFiles",
  isDefault: true,
  // Customers' files survive a deleted backend; Amplify ignores this (and empties the bucket) in sandboxes.
  keepOnDelete: true,
  access: (allow) => ({
    "private/{entity_id}/*": [
      allow.entity("identity").to(["read", "write", "delete"]),
      allow.resource(uploadLimitFunction).to(["read", "delete"]),
    ],
  }),
});
