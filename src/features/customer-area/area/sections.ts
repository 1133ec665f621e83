/**
 * The customer area's sections, in menu order. Each is a path below /area-cliente/ and a key under
 * `conta:area.nav.`; the collection-request issue adds "My collection requests" here.
 */
export type AreaSection = { path: string; key: string };

export const areaSections: AreaSection[] = [
  { path: "/area-cliente/", key: "dashboard" },
  { path: "/area-cliente/perfil/", key: "profile" },
  { path: "/area-cliente/documentos/", key: "documents" },
];
