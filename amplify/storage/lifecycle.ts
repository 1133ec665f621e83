/**
 * The file bucket's expirations, declared once: the CDK stack (amplify/backend.ts) turns each into an S3 lifecycle
 * rule, and the local backend, whose S3 (s3rver) has no lifecycle, deletes by the same rule on its schedule
 * (amplify/local/ttl-sweep.ts sweepExpiredObjects). Only applicants' CVs expire: two years after the application
 * (src/domain/retention.ts CV_EXPIRATION_DAYS), with the message, its claim and its e-mails (DynamoDB's Time to Live).
 * A customer's own files (`private/`) stay until they delete them or close their account.
 */
import { CV_PREFIX } from "../../src/domain/candidatura";
import { CV_EXPIRATION_DAYS } from "../../src/domain/retention";

export type ObjectExpiration = {
  /** The lifecycle rule's id. */
  id: string;
  /** The keys it covers. */
  prefix: string;
  /** Days after an object's creation. */
  days: number;
};

export const fileExpirations: readonly ObjectExpiration[] = [
  { id: "applicant-cvs", prefix: CV_PREFIX, days: CV_EXPIRATION_DAYS },
];

const DAY_MS = 86_400_000;

/**
 * When S3 expires an object created at `createdAt` under a rule of `days`: "the number of days specified in the rule
 * added to the object creation time, rounded to the next day's midnight UTC" (S3's lifecycle documentation: created
 * 2014-01-15 10:30 UTC with 3 days, it expires 2014-01-19 00:00 UTC). From then on S3 deletes it (asynchronously).
 */
export function objectExpiresAt(createdAt: Date, days: number): Date {
  const end = createdAt.getTime() + days * DAY_MS;
  return new Date(Math.floor(end / DAY_MS) * DAY_MS + DAY_MS);
}
