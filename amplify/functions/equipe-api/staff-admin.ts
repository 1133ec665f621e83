/**
 * The staff's accounts, for administrators: who is in which staff group (ListUsersInGroup per group: only staff are
 * read, never the customers), inviting a member (AdminCreateUser: Cognito e-mails the invitation with a temporary
 * password, amplify/auth/messages.ts; locally cognito-local prints it and the backend keeps it in codes.jsonl), and
 * setting a member's groups. Group names are those of src/domain/staff-groups.ts only.
 *
 * A member's groups travel in their ID token: a change reaches the API at their next sign-in or token refresh
 * (within the hour).
 */
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
  ListUsersInGroupCommand,
  type AttributeType,
} from "@aws-sdk/client-cognito-identity-provider";
import { clientFor } from "../shared/client-cache";
import { staffGroupsOf, userPoolGroups, type StaffGroup } from "../../../src/domain/staff-groups";
import { basesAttribute, parseBaseIds } from "../../../src/domain/base-ids";
import type { StaffMemberView } from "../../../src/domain/backoffice";

/** One client per Lambda container (locally AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER points it at cognito-local). */
const cognito: () => CognitoIdentityProviderClient = clientFor(
  "AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER",
  () => new CognitoIdentityProviderClient({}),
);

function userPoolId(): string {
  const id = process.env.USER_POOL_ID;
  if (!id) throw new Error("USER_POOL_ID is not set");
  return id;
}

function attribute(attributes: AttributeType[] | undefined, name: string): string | null {
  return attributes?.find((entry) => entry.Name === name)?.Value ?? null;
}

type CognitoUser = {
  Username?: string;
  Attributes?: AttributeType[];
  UserAttributes?: AttributeType[];
  UserStatus?: string;
  Enabled?: boolean;
  UserCreateDate?: Date;
};

function memberView(user: CognitoUser, groups: StaffGroup[]): StaffMemberView {
  const attributes = user.Attributes ?? user.UserAttributes;
  return {
    username: user.Username ?? "",
    sub: attribute(attributes, "sub"),
    email: attribute(attributes, "email"),
    name: attribute(attributes, "name"),
    status: user.UserStatus ?? null,
    enabled: user.Enabled ?? true,
    createdAt: user.UserCreateDate ? new Date(user.UserCreateDate).toISOString() : null,
    groups: [...groups].sort(),
    bases: parseBaseIds(attribute(attributes, basesAttribute)),
  };
}

/** Every member of a staff group, with all their staff groups; by e-mail. */
export async function listStaff(): Promise<StaffMemberView[]> {
  const members = new Map<string, { user: CognitoUser; groups: StaffGroup[] }>();
  for (const group of userPoolGroups) {
    let next: string | undefined;
    do {
      const page = await cognito().send(
        new ListUsersInGroupCommand({ UserPoolId: userPoolId(), GroupName: group, Limit: 60, NextToken: next }),
      );
      for (const user of page.Users ?? []) {
        const username = user.Username ?? "";
        const known: { user: CognitoUser; groups: StaffGroup[] } = members.get(username) ?? { user, groups: [] };
        known.groups.push(group);
        members.set(username, known);
      }
      next = page.NextToken;
    } while (next);
  }
  return [...members.values()]
    .map(({ user, groups }) => memberView(user, groups))
    .sort((a, b) => (a.email ?? a.username).localeCompare(b.email ?? b.username));
}

function isNamed(error: unknown, name: string): boolean {
  return (error as { name?: string } | null)?.name === name;
}

/** A member by username (or e-mail), with their staff groups; null when Cognito knows no such user. */
export async function getMember(username: string): Promise<StaffMemberView | null> {
  let user: CognitoUser;
  try {
    user = await cognito().send(new AdminGetUserCommand({ UserPoolId: userPoolId(), Username: username }));
  } catch (error) {
    if (isNamed(error, "UserNotFoundException")) return null;
    throw error;
  }
  return memberView(user, await groupsOf(user.Username ?? username));
}

async function groupsOf(username: string): Promise<StaffGroup[]> {
  const groups: string[] = [];
  let next: string | undefined;
  do {
    const page = await cognito().send(
      new AdminListGroupsForUserCommand({ UserPoolId: userPoolId(), Username: username, Limit: 60, NextToken: next }),
    );
    groups.push(...(page.Groups ?? []).map((group) => group.GroupName ?? ""));
    next = page.NextToken;
  } while (next);
  return staffGroupsOf(groups);
}

/**
 * Invites a member: a new account gets Cognito's invitation e-mail (a temporary password, changed at the first
 * sign-in) with a verified address and is added to `groups`; an account that exists already (a resend, or a
 * customer becoming staff) is only added to them, no e-mail. `invited` says which.
 */
export async function inviteMember(input: {
  email: string;
  name?: string;
  groups: readonly StaffGroup[];
}): Promise<{ member: StaffMemberView; invited: boolean }> {
  let invited = true;
  try {
    await cognito().send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId(),
        Username: input.email,
        DesiredDeliveryMediums: ["EMAIL"],
        UserAttributes: [
          { Name: "email", Value: input.email },
          { Name: "email_verified", Value: "true" },
          ...(input.name ? [{ Name: "name", Value: input.name }] : []),
        ],
      }),
    );
  } catch (error) {
    if (!isNamed(error, "UsernameExistsException")) throw error;
    invited = false;
  }
  const found = await getMember(input.email);
  if (!found) throw new Error(`${input.email}: created, then not found`);
  for (const group of input.groups) {
    await cognito().send(
      new AdminAddUserToGroupCommand({ UserPoolId: userPoolId(), Username: found.username, GroupName: group }),
    );
  }
  const member = await getMember(found.username);
  if (!member) throw new Error(`${input.email}: gone while being invited`);
  return { member, invited };
}

/** Sets the member's operating bases to exactly `bases` (ids of content/bases); null when unknown. */
export async function setMemberBases(username: string, bases: readonly string[]): Promise<StaffMemberView | null> {
  const member = await getMember(username);
  if (!member) return null;
  await cognito().send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: userPoolId(),
      Username: member.username,
      UserAttributes: [{ Name: basesAttribute, Value: bases.join(",") }],
    }),
  );
  return getMember(member.username);
}

/** Sets the member's staff groups to exactly `groups` (other groups, made by hand, are left alone); null when unknown. */
export async function setMemberGroups(
  username: string,
  groups: readonly StaffGroup[],
): Promise<StaffMemberView | null> {
  const member = await getMember(username);
  if (!member) return null;
  for (const group of groups) {
    if (!member.groups.includes(group)) {
      await cognito().send(
        new AdminAddUserToGroupCommand({ UserPoolId: userPoolId(), Username: member.username, GroupName: group }),
      );
    }
  }
  for (const group of member.groups) {
    if (!groups.includes(group)) {
      await cognito().send(
        new AdminRemoveUserFromGroupCommand({ UserPoolId: userPoolId(), Username: member.username, GroupName: group }),
      );
    }
  }
  return getMember(member.username);
}
