/**
 * The customer area's sections, in menu order. Each is a path below /area-cliente/ and a key under
 * `conta:area.nav.`; a section's pages are routed in customer-area.tsx.
 */
export type AreaSection = {
  path: string;
  key: string;
  /** Offered only to members of `operadores` (the operations area). */
  operators?: boolean;
};

export const areaSections: AreaSection[] = [
  { path: "/area-cliente/", key: "dashboard" },
  { path: "/area-cliente/pedidos/", key: "requests" },
  { path: "/area-cliente/perfil/", key: "profile" },
  { path: "/area-cliente/documentos/", key: "documents" },
  { path: "/area-cliente/operacao/", key: "operations", operators: true },
];
