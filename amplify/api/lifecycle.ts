import { PolicyStatement } from "aws-cdk-lib/aws-iam";
import type { IBucket } from "aws-cdk-lib/aws-s3";
import { CV_PREFIX } from "../../src/domain/candidatura";
import type { ApiFunction } from "./rest-apis";

/** The S3 keys ColetaAPI writes and signs downloads of: a customer's certificates, and anonymous requests' ones. */
export const CERTIFICATE_KEY_PATTERNS = ["private/*/certificados/*", "certificados/*"] as const;

export type LifecycleProps = {
  /** The file bucket (amplify/storage/resource.ts). */
  bucket: IBucket;
  /** The identity pool whose ids name customers' `private/` folders. */
  identityPoolId: string;
};

/**
 * What the collection lifecycle needs beyond the tables (amplify/README.md, "ColetaAPI"): the bucket's name
 * (FILES_BUCKET) and the right to put and get certificates under CERTIFICATE_KEY_PATTERNS only; the identity pool
 * (IDENTITY_POOL_ID) for Cognito Identity GetId, which needs no IAM permission. Its e-mails are messages the
 * dispatcher sends (amplify/api/notifications.ts): no SES permission here.
 */
export function grantLifecycle(fn: ApiFunction, props: LifecycleProps): void {
  const lambda = fn.resources.lambda;
  fn.addEnvironment("FILES_BUCKET", props.bucket.bucketName);
  fn.addEnvironment("IDENTITY_POOL_ID", props.identityPoolId);
  lambda.addToRolePolicy(
    new PolicyStatement({
      actions: ["s3:PutObject", "s3:GetObject"],
      resources: CERTIFICATE_KEY_PATTERNS.map((pattern) => props.bucket.arnForObjects(pattern)),
    }),
  );
}

/** Where applicants' CVs are stored (src/domain/candidatura.ts: CV_PREFIX, cvKeyPattern). */
export const CV_KEY_PATTERN = `${CV_PREFIX}*`;

/**
 * Applications' CVs (amplify/README.md, "ContatoAPI"): ContatoAPI signs the applicant's PUT and reads the stored file's
 * first bytes and size (s3:PutObject, s3:GetObject under CV_KEY_PATTERN only); EquipeAPI signs the people team's
 * download (s3:GetObject there only). Both get the bucket's name (FILES_BUCKET).
 */
export function grantApplications(contato: ApiFunction, equipe: ApiFunction, bucket: IBucket): void {
  for (const [fn, actions] of [
    [contato, ["s3:PutObject", "s3:GetObject"]],
    [equipe, ["s3:GetObject"]],
  ] as const) {
    fn.addEnvironment("FILES_BUCKET", bucket.bucketName);
    fn.resources.lambda.addToRolePolicy(
      new PolicyStatement({ actions: [...actions], resources: [bucket.arnForObjects(CV_KEY_PATTERN)] }),
    );
  }
}
