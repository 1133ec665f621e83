import { PolicyStatement } from "aws-cdk-lib/aws-iam";
import type { IUserPool } from "aws-cdk-lib/aws-cognito";
import type { IBucket } from "aws-cdk-lib/aws-s3";
import type { ApiFunction } from "./rest-apis";

/**
 * What ColetaAPI's "Meus dados" needs (amplify/functions/coleta-api/account-data.ts), beyond the tables every API
 * function reads and writes: on the user pool, reading the caller's attributes for the export, checking their password
 * before a closing (AdminInitiateAuth, ADMIN_USER_PASSWORD_AUTH: a server-side flow, only with these IAM rights), and
 * their authenticator's code when Cognito asks for it (AdminRespondToAuthChallenge, SOFTWARE_TOKEN_MFA), and deleting
 * the user; in the bucket, listing, reading (the export's links, the certificate copied to the archive) and
 * deleting the objects of customers' `private/` folders. The handler touches only the caller's own (the ID token's
 * sub, their identity id).
 */
export const ACCOUNT_DATA_COGNITO_ACTIONS = [
  "cognito-idp:AdminGetUser",
  "cognito-idp:AdminInitiateAuth",
  "cognito-idp:AdminRespondToAuthChallenge",
  "cognito-idp:AdminDeleteUser",
] as const;

export function grantAccountData(fn: ApiFunction, userPool: IUserPool, bucket: IBucket): void {
  const lambda = fn.resources.lambda;
  lambda.addToRolePolicy(
    new PolicyStatement({ actions: [...ACCOUNT_DATA_COGNITO_ACTIONS], resources: [userPool.userPoolArn] }),
  );
  lambda.addToRolePolicy(
    new PolicyStatement({
      actions: ["s3:ListBucket"],
      resources: [bucket.bucketArn],
      conditions: { StringLike: { "s3:prefix": ["private/*"] } },
    }),
  );
  lambda.addToRolePolicy(
    new PolicyStatement({
      actions: ["s3:GetObject", "s3:DeleteObject"],
      resources: [bucket.arnForObjects("private/*")],
    }),
  );
}
