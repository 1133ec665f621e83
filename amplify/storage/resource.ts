import { defineStorage } from "@aws-amplify/backend";

/**
 * The file bucket, with the three access levels of the Amplify libraries: `public/` (anyone reads, signed-in
 * customers write), `protected/{identity}/` (signed-in customers read, the owner writes) and
 * `private/{identity}/` (the owner only). `{entity_id}` is the caller's Cognito identity-pool identity id.
 */
export const storage = defineStorage({
  name: "circulareFiles",
  isDefault: true,
  // Customers' files survive a deleted backend; Amplify ignores this (and empties the bucket) in sandboxes.
  keepOnDelete: true,
  access: (allow) => ({
    "public/*": [allow.guest.to(["read"]), allow.authenticated.to(["read", "write", "delete"])],
    "protected/{entity_id}/*": [
      allow.authenticated.to(["read"]),
      allow.entity("identity").to(["read", "write", "delete"]),
    ],
    "private/{entity_id}/*": [allow.entity("identity").to(["read", "write", "delete"])],
  }),
});
