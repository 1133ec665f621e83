/**
 * The user pool's groups, named once: the CDK (amplify/auth/resource.ts), the local provisioning
 * (amplify/local/provision.ts), the handlers' checks (amplify/functions/shared/operators.ts, staff.ts), the staff
 * administration routes (EquipeAPI) and the back-office pages read them from here. In the domain because the
 * backend and the site both read it; no AWS imports.
 *
 * Staff are the members of these groups; a customer is in none. Administrators see everything.
 */
import type { ContatoTopic } from "./contato";

/** Circulare's staff who move collection requests on (schedule, collect, certify, cancel). */
export const OPERATORS_GROUP = "operadores";
/** Sales and general contact: the "Fale com a gente" form. */
export const CONTACT_GROUP = "contato";
/** Investor relations: the "Fale com RI" form. */
export const INVESTOR_RELATIONS_GROUP = "ri";
/** Purchasing: the "Seja um fornecedor" form. */
export const SUPPLIERS_GROUP = "fornecedores";
/** The people team: applications to the open positions ("Gente"). */
export const PEOPLE_GROUP = "gente";
/** The data-protection officer's team: data-subject requests (LGPD art. 18) from the LGPD page. */
export const DATA_PROTECTION_GROUP = "privacidade";
/** Everything the others see, plus inviting staff and setting their groups. */
export const ADMINISTRATORS_GROUP = "administradores";

export const userPoolGroups = [
  OPERATORS_GROUP,
  CONTACT_GROUP,
  INVESTOR_RELATIONS_GROUP,
  SUPPLIERS_GROUP,
  PEOPLE_GROUP,
  DATA_PROTECTION_GROUP,
  ADMINISTRATORS_GROUP,
] as const;

export type StaffGroup = (typeof userPoolGroups)[number];

/** The one mapping of contact-form topics (src/domain/contato.ts) to the team that answers them. */
export const topicTeams: Readonly<Record<ContatoTopic, StaffGroup>> = {
  geral: CONTACT_GROUP,
  ri: INVESTOR_RELATIONS_GROUP,
  fornecedor: SUPPLIERS_GROUP,
  candidatura: PEOPLE_GROUP,
  titular: DATA_PROTECTION_GROUP,
};

/** Groups that read the survey results (NPS). */
export const surveyGroups: readonly StaffGroup[] = [OPERATORS_GROUP, ADMINISTRATORS_GROUP];

export function isStaffGroup(value: unknown): value is StaffGroup {
  return typeof value === "string" && (userPoolGroups as readonly string[]).includes(value);
}

/** The staff groups among `groups` (a token's `cognito:groups` may hold others, made by hand in the console). */
export function staffGroupsOf(groups: readonly string[] | undefined): StaffGroup[] {
  return (groups ?? []).filter(isStaffGroup);
}

/** The contact topics these groups answer: their teams' topics, or every topic for an administrator. */
export function topicsOf(groups: readonly string[] | undefined): ContatoTopic[] {
  const staff = staffGroupsOf(groups);
  return (Object.keys(topicTeams) as ContatoTopic[]).filter(
    (topic) => staff.includes(ADMINISTRATORS_GROUP) || staff.includes(topicTeams[topic]),
  );
}
