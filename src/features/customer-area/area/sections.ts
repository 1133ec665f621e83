import {
  ADMINISTRATORS_GROUP,
  OPERATORS_GROUP,
  surveyGroups,
  topicTeams,
  type StaffGroup,
} from "../../../domain/staff-groups";

/**
 * The customer area's sections, in menu order. Each is a path below /area-cliente/ and a key under
 * `conta:area.nav.` (or under `<ns>:nav.` when the section names its namespace); a section's pages are routed in
 * customer-area.tsx.
 */
export type AreaSection = {
  path: string;
  key: string;
  /** The namespace of the menu label (default: `conta`, under `area.nav.`). */
  ns?: "backoffice";
  /** Offered only to members of these staff groups (src/domain/staff-groups.ts); absent: to everyone signed in. */
  groups?: readonly StaffGroup[];
};

/** Who reads the inbox: the teams that answer a form's topic (topicTeams, the one mapping), and the administrators. */
export const inboxGroups: readonly StaffGroup[] = Object.values(topicTeams)
  .concat(ADMINISTRATORS_GROUP)
  .filter((group, index, all) => all.indexOf(group) === index);
/** Who moves collection requests on (ColetaAPI lets administrators too). */
export const operationsGroups: readonly StaffGroup[] = [OPERATORS_GROUP, ADMINISTRATORS_GROUP];
export const teamGroups: readonly StaffGroup[] = [ADMINISTRATORS_GROUP];
/** Who sees and resends the e-mails the dispatcher gave up on (EquipeAPI `/avisos-falhos`: administrators only). */
export const deadLetterGroups: readonly StaffGroup[] = [ADMINISTRATORS_GROUP];
export { surveyGroups };

export const areaSections: AreaSection[] = [
  { path: "/area-cliente/", key: "dashboard" },
  { path: "/area-cliente/pedidos/", key: "requests" },
  { path: "/area-cliente/perfil/", key: "profile" },
  { path: "/area-cliente/documentos/", key: "documents" },
  { path: "/area-cliente/meus-dados/", key: "myData" },
  { path: "/area-cliente/operacao/", key: "operations", groups: operationsGroups },
  { path: "/area-cliente/mensagens/", key: "messages", ns: "backoffice", groups: inboxGroups },
  { path: "/area-cliente/pesquisas/", key: "surveys", ns: "backoffice", groups: surveyGroups },
  { path: "/area-cliente/equipe/", key: "team", ns: "backoffice", groups: teamGroups },
  { path: "/area-cliente/avisos-falhos/", key: "deadLetters", ns: "backoffice", groups: deadLetterGroups },
];

/** The sections these groups are offered. */
export function sectionsFor(groups: readonly StaffGroup[]): AreaSection[] {
  return areaSections.filter((section) => !section.groups || section.groups.some((group) => groups.includes(group)));
}
