import type { StaffGroup } from "../../src/domain/staff-groups";

/**
 * What each staff group is for: the groups' descriptions in the local user pool (amplify/local/provision.ts; Amplify's
 * defineAuth takes none). Here, not beside the group names in src/domain: those are in every page's bundle, and these
 * sentences were too (the people team's made /login/ 132.1 KB against its 132).
 */
export const groupDescriptions: Readonly<Record<StaffGroup, string>> = {
  operadores: "Circulare operations: collection requests and survey results",
  contato: "Circulare sales and contact: messages from the contact form",
  ri: "Circulare investor relations: messages from the investor relations form",
  fornecedores: "Circulare purchasing: messages from the supplier form",
  gente: "Circulare people team: job applications",
  privacidade: "Circulare data protection officer's team: data-subject requests (LGPD)",
  administradores: "Circulare administrators: everything, and the staff's accounts",
};
