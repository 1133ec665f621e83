import { PolicyStatement } from "aws-cdk-lib/aws-iam";
import type { IUserPool } from "aws-cdk-lib/aws-cognito";
import type { ApiFunction } from "./rest-apis";

/**
 * The Cognito calls EquipeAPI's staff administration makes (amplify/functions/equipe-api/staff-admin.ts), on the
 * user pool only: list the members of each staff group, read a member and their groups, invite (AdminCreateUser
 * sends Cognito's invitation e-mail), add to and remove from groups. Nothing that deletes, disables or changes a
 * password: an administrator of the site is not an administrator of the pool.
 */
export const STAFF_ADMIN_ACTIONS = [
  "cognito-idp:ListUsersInGroup",
  "cognito-idp:AdminGetUser",
  "cognito-idp:AdminListGroupsForUser",
  "cognito-idp:AdminCreateUser",
  "cognito-idp:AdminAddUserToGroup",
  "cognito-idp:AdminRemoveUserFromGroup",
] as const;

export function grantStaffAdmin(fn: ApiFunction, userPool: IUserPool): void {
  fn.resources.lambda.addToRolePolicy(
    new PolicyStatement({ actions: [...STAFF_ADMIN_ACTIONS], resources: [userPool.userPoolArn] }),
  );
}
