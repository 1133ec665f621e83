/**
 * Who may do what in the back-office (EquipeAPI), from the verified token's `cognito:groups` alone: the groups and
 * the topic → team mapping are named once in src/domain/staff-groups.ts. Customers (no staff group) may do nothing.
 */
import type { ContatoTopic } from "../../../src/domain/contato";
import {
  ADMINISTRATORS_GROUP,
  staffGroupsOf,
  surveyGroups,
  topicsOf,
  type StaffGroup,
} from "../../../src/domain/staff-groups";
import type { Claims } from "./http";

export type StaffAccess = {
  groups: StaffGroup[];
  /** The contact topics whose messages the caller reads and answers (every one for an administrator). */
  topics: ContatoTopic[];
  surveys: boolean;
  administrator: boolean;
};

export function staffAccess(claims: Claims | null): StaffAccess {
  const groups = staffGroupsOf(claims?.groups);
  return {
    groups,
    topics: topicsOf(groups),
    surveys: groups.some((group) => surveyGroups.includes(group)),
    administrator: groups.includes(ADMINISTRATORS_GROUP),
  };
}

/** In at least one staff group. */
export function isStaff(claims: Claims | null): boolean {
  return staffAccess(claims).groups.length > 0;
}
