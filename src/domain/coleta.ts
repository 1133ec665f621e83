/**
 * Used-oil collection request ("Solicite sua coleta"): the payload the form sends and the API stores.
 */
import { z } from "zod";
import {
  cep,
  cnpj,
  consent,
  email,
  formatSequence,
  sequencePattern,
  integer,
  isoDate,
  isoDateTime,
  language,
  optionalText,
  patterned,
  phone,
  text,
  todayInSaoPaulo,
  uf,
  uuid,
  type TodaySource,
} from "./fields";

export { todayInSaoPaulo, type TodaySource } from "./fields";

/** Who generates the used oil. */
export const generatorTypes = ["oficina", "posto", "concessionaria", "industria", "transportadora", "outro"] as const;
export type GeneratorType = (typeof generatorTypes)[number];

/** How the oil is stored for pick-up. */
export const containerTypes = ["tambor", "tanque", "bombona", "outro"] as const;
export type ContainerType = (typeof containerTypes)[number];

/** Life cycle of a stored request. */
export const coletaStatuses = ["recebida", "agendada", "coletada", "cancelada"] as const;
export type ColetaStatus = (typeof coletaStatuses)[number];

export const MIN_LITERS = 20;
export const MAX_LITERS = 1_000_000;

/** "COL-2026-000042": the number the customer quotes for a collection. */
export const protocolPattern = sequencePattern("COL");

/** formatProtocol(2026, 42) → "COL-2026-000042". Past 999,999 the number grows (COL-2026-1000000); throws RangeError outside year 0–9999 / n 0–999,999,999. */
export function formatProtocol(year: number, n: number): string {
  return formatSequence("COL", year, n);
}

export const companySchema = z
  .object({
    name: text(2, 120),
    cnpj: cnpj(),
  })
  .strict();

export const contactSchema = z
  .object({
    name: text(2, 120),
    email: email(),
    phone: phone(),
  })
  .strict();

export const addressSchema = z
  .object({
    cep: cep(),
    street: text(2, 160),
    number: text(1, 20),
    complement: optionalText(80),
    district: text(2, 80),
    city: text(2, 80),
    state: uf(),
  })
  .strict();

/** The fields a request and its stored record share; `preferredDate` differs (records may be in the past). */
function coletaShape<D extends z.ZodTypeAny>(preferredDate: D) {
  return {
    company: companySchema,
    contact: contactSchema,
    address: addressSchema,
    generatorType: z.enum(generatorTypes),
    estimatedLiters: integer(MIN_LITERS, MAX_LITERS),
    container: z.enum(containerTypes),
    preferredDate: preferredDate.optional(),
    notes: optionalText(1000, { multiline: true }),
    language: language(),
    consent: consent(),
  };
}

/**
 * The request schema. `today` ("YYYY-MM-DD", or a function returning it) is the first accepted
 * `preferredDate`; by default today's date in São Paulo, read at each validation (a warm Lambda lives
 * across midnight).
 */
export function coletaSchema(today: TodaySource = () => todayInSaoPaulo()) {
  return z
    .object({
      idempotencyKey: uuid(),
      ...coletaShape(isoDate(today)),
    })
    .strict();
}

/** The request schema with the live São Paulo date: what the API handler uses. */
export const coletaRequestSchema = coletaSchema();

export type ColetaSchema = ReturnType<typeof coletaSchema>;
/** What a client sends (masked CNPJ/CEP/phone allowed). */
export type ColetaInput = z.input<ColetaSchema>;
/** The validated, normalized request. */
export type ColetaRequest = z.output<ColetaSchema>;

/** A stored collection request, as shown to the customer. */
export const coletaRecordSchema = z
  .object({
    ...coletaShape(isoDate()),
    protocol: patterned(protocolPattern, "invalid_protocol"),
    status: z.enum(coletaStatuses),
    createdAt: isoDateTime(),
    customerId: z.string().min(1).max(200).nullable(),
  })
  .strict();

export type ColetaRecord = Omit<ColetaRequest, "idempotencyKey"> & {
  protocol: string;
  status: ColetaStatus;
  /** ISO 8601 timestamp. */
  createdAt: string;
  /** The signed-in customer who made the request, or null for an anonymous request. */
  customerId: string | null;
};
