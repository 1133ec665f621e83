/** Valid request bodies (as a client would send them) for the tests: the domain's, the backend's and the browser's. */
import type { ColetaInput } from "../coleta";
import type { ContatoInput, ContatoTopic } from "../contato";
import type { TitularInput } from "../titular";
import { computeCnpjCheckDigits } from "../brazil";

export const TODAY = "2026-03-10";

type ColetaGroup = "company" | "contact" | "address";

/** Changes to the default collection request: a group (company, contact, address) is merged into the default's. */
export type ColetaOverrides = Partial<Omit<ColetaInput, ColetaGroup>> & {
  [G in ColetaGroup]?: Partial<ColetaInput[G]>;
};

/**
 * A valid collection request (the POST /coleta body, typed by the schema's input) as a client sends it to the API:
 * a new idempotency key on every call, no preferred date (the API refuses one in the past), `overrides` on top.
 */
export function coletaRequest(overrides: ColetaOverrides = {}): ColetaInput {
  const { company, contact, address, ...fields } = overrides;
  const base: ColetaInput = {
    idempotencyKey: crypto.randomUUID(),
    company: { name: "Retífica São João Ltda", cnpj: "11.222.333/0001-81" },
    contact: { name: "Joana Prado", email: "joana@retifica.com.br", phone: "(11) 98765-4321" },
    address: {
      cep: "01310-100",
      street: "Avenida Paulista",
      number: "1000",
      district: "Bela Vista",
      city: "São Paulo",
      state: "SP",
    },
    generatorType: "oficina",
    estimatedLiters: 400,
    container: "tambor",
    language: "pt",
    consent: true,
  };
  return {
    ...base,
    ...fields,
    company: { ...base.company, ...company },
    contact: { ...base.contact, ...contact },
    address: { ...base.address, ...address },
  };
}

/** A second valid address, in Rio de Janeiro, for a request that must not look like the default one. */
export const rioAddress = {
  cep: "20040-002",
  street: "Rua da Assembleia",
  number: "10",
  district: "Centro",
  city: "Rio de Janeiro",
  state: "RJ",
} satisfies ColetaInput["address"];

/**
 * The same request with every optional field and a fixed idempotency key, for the domain tests (whose schema's
 * today is `TODAY`): the complement, a preferred date after `TODAY` and notes.
 */
export function validColetaBody(): ColetaInput {
  return coletaRequest({
    idempotencyKey: "3f2504e0-4f89-41d3-9a0c-0305e82c3301",
    address: { complement: "Loja 2" },
    preferredDate: "2026-03-20",
    notes: "Portão lateral, das 8h às 17h.",
  });
}

/**
 * A valid contact message (the POST /contato body, typed by the schema's input) as a client sends it to the API: a
 * new idempotency key on every call, `overrides` on top.
 */
export function contatoRequest(overrides: Partial<ContatoInput> = {}): ContatoInput {
  return {
    idempotencyKey: crypto.randomUUID(),
    topic: "geral",
    name: "Ruth Mendes",
    email: "ruth@example.com",
    message: "Gostaria de saber se vocês atendem o interior de Minas Gerais.",
    language: "pt",
    consent: true,
    ...overrides,
  };
}

/** A PDF's first bytes ("%PDF-1.7") and a little more: what an applicant's CV starts with. */
export const cvPdfBytes = new TextEncoder().encode("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n");

/** An application to an open position (content/vagas) naming an uploaded CV, in `language`. */
export function applicationRequest(cvKey: string, overrides: Partial<ContatoInput> = {}): ContatoInput {
  return contatoRequest({
    topic: "candidatura",
    position: "operador-de-processo-paulinia",
    name: "Marina Castro",
    email: "marina@example.com",
    linkedin: "https://www.linkedin.com/in/marina-castro",
    message: "Sou técnica em química e trabalho há quatro anos em operação de refinaria.",
    cvKey,
    cvName: "curriculo-marina.pdf",
    ...overrides,
  });
}

/** The same message with a fixed key and `topic`, for the domain tests; a supplier's with its company and category. */
export function validContatoBody(topic: ContatoTopic = "geral"): ContatoInput {
  return contatoRequest({
    idempotencyKey: "9b2c4a4e-1d6f-4c1a-8a57-2f7a1b9e0c11",
    topic,
    ...(topic === "fornecedor"
      ? { company: "Fornecedora Ltda", cnpj: "11.444.777/0001-61", supplyCategory: "transporte" as const }
      : {}),
  });
}

export function validPesquisaBody(): Record<string, unknown> {
  return {
    idempotencyKey: "c56a4180-65aa-42ec-a945-5fd21dec0538",
    protocol: "COL-2026-000042",
    score: 9,
    comment: "Coleta rápida e equipe atenciosa.",
    language: "pt",
  };
}

/** Deep copy with `value` at the dotted `path` (undefined removes the key). */
export function withField(body: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  const parts = path.split(".");
  let node = copy;
  for (const part of parts.slice(0, -1)) node = node[part] as Record<string, unknown>;
  const last = parts[parts.length - 1];
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}

/** A valid data-subject request (the POST /contato/titular body): a new idempotency key on every call. */
export function titularRequest(overrides: Partial<TitularInput> = {}): TitularInput {
  return {
    idempotencyKey: crypto.randomUUID(),
    right: "acesso",
    name: "Lívia Prado",
    email: "livia@example.com",
    identifier: "529.982.247-25",
    message: "Quero saber quais dados pessoais meus a Circulare guarda e para quê.",
    language: "pt",
    consent: true,
    ...overrides,
  };
}

/**
 * A data subject of their own for a test that looks for their data afterwards (closing an account, issue 29): a name,
 * e-mail, mobile phone, company and valid CNPJ found nowhere else in the tables, and `traces`, the forms each is
 * stored or written in (the phone as typed and in E.164, the CNPJ bare and formatted), which a scan looks for.
 */
export function dataSubject(label: string) {
  const digits = (count: number) => Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join("");
  const id = crypto.randomUUID().slice(0, 8);
  const base = `${digits(8)}0001`;
  const cnpj = `${base}${computeCnpjCheckDigits(base) ?? ""}`;
  const line = digits(8);
  const subject = {
    name: `Titular ${label} ${id}`,
    email: `${label}-${id}@example.com`,
    phone: `(11) 9${line.slice(0, 4)}-${line.slice(4)}`,
    company: `Oficina ${id} Ltda`,
    cnpj,
  };
  const traces = [
    subject.name,
    subject.email,
    `9${line}`,
    `9${line.slice(0, 4)}-${line.slice(4)}`,
    subject.company,
    cnpj,
    `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`,
  ];
  return { ...subject, traces };
}
