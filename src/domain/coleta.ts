/**
 * Used-oil collection request ("Solicite sua coleta"): the payload the form sends and the API stores.
 */
import { z } from "zod";
import { MAX_LITERS, MIN_LITERS } from "./limits";
import { lifecycleStatuses, platePattern, type CollectionRecord, type LifecycleStatus } from "./lifecycle";
import { baseIdPattern } from "./base-ids";
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

export { MAX_LITERS, MIN_LITERS } from "./limits";

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

/**
 * Where to collect. The first contact asks only what assigns the request to its base (the CEP, city and state:
 * src/domain/bases.ts) and lets the operator settle the rest when scheduling; the form fills street and district
 * from the CEP (src/features/collection-request/postal-lookup.ts), so they usually come anyway.
 */
export const addressSchema = z
  .object({
    cep: cep(),
    // Optional, and held to the same lengths when given (the forms leave an empty input out).
    street: text(2, 160).optional(),
    number: text(1, 20).optional(),
    complement: optionalText(80),
    district: text(2, 80).optional(),
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
    /** Optional at the first contact, like the container: the operator settles both when scheduling. */
    generatorType: z.enum(generatorTypes).optional(),
    estimatedLiters: integer(MIN_LITERS, MAX_LITERS),
    container: z.enum(containerTypes).optional(),
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

/** "08:00": a time of day, as a schedule's window stores it. */
const storedTime = patterned(/^([01]\d|2[0-3]):[0-5]\d$/, "invalid_time");

/** One step of a request's history (lifecycle.ts: HistoryEntry); the operator fields are never shown to customers. */
export const historyEntrySchema = z
  .object({
    from: z.enum(lifecycleStatuses).nullable(),
    to: z.enum(lifecycleStatuses),
    at: isoDateTime(),
    by: z.string().min(1).max(200),
    byEmail: z.string().max(254).optional(),
    note: z.string().max(1000).optional(),
    idempotencyKey: z.string().max(100).optional(),
    /** A digest of the transition's body: the same key with another body is refused (422). */
    fingerprint: z.string().max(100).optional(),
    /** A move to another base (lifecycle.ts: HistoryEntry). */
    base: z
      .object({ from: z.string().max(40).nullable(), to: z.string().max(40) })
      .strict()
      .optional(),
  })
  .strict();

/** The collection certificate of a `certificada` request. */
export const certificateSchema = z
  .object({
    /** The public verification code, "ABCD-EFGH-JKMN" (Crockford base32, 60 random bits). */
    code: z.string().regex(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/),
    issuedAt: isoDateTime(),
    /** Hex SHA-256 of the stored PDF; absent only between the status change and the upload (a retry finishes it). */
    sha256: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .optional(),
    /** Its S3 key: `private/<identityId>/certificados/<protocol>.pdf`, or `certificados/<protocol>.pdf` for an anonymous request. */
    key: z.string().min(1).max(300),
  })
  .strict();

/** A stored collection request (the row, without `kind` and `idempotencyKey`). */
export const coletaRecordSchema = z
  .object({
    ...coletaShape(isoDate()),
    protocol: patterned(protocolPattern, "invalid_protocol"),
    status: z.enum(lifecycleStatuses),
    createdAt: isoDateTime(),
    updatedAt: isoDateTime().optional(),
    customerId: z.string().min(1).max(200).nullable(),
    /** The operating base that serves it (src/domain/bases.ts): assigned at creation, moved by an operator. */
    baseId: z.string().max(40).regex(baseIdPattern).optional(),
    /** The customer's Cognito identity id (names their `private/` folder), when known. */
    identityId: z.string().min(1).max(200).optional(),
    history: z.array(historyEntrySchema).max(20).optional(),
    schedule: z.object({ date: isoDate(), from: storedTime, to: storedTime }).strict().optional(),
    // The collection, once made (lifecycle.ts collectionFields: the names the certificate reads).
    collectedOn: isoDate().optional(),
    collectedLitres: z.number().positive().max(MAX_LITERS).optional(),
    mtrNumber: z.string().min(1).max(40).optional(),
    vehiclePlate: z.string().regex(platePattern).optional(),
    driverName: z.string().min(1).max(120).optional(),
    cancellation: z
      .object({ reason: z.string().min(1).max(500) })
      .strict()
      .optional(),
    certificate: certificateSchema.optional(),
  })
  .strict();

export type StoredColeta = z.output<typeof coletaRecordSchema>;

/** A step of the history as the customer sees it: no operator identity, no idempotency data. */
export type CustomerHistoryEntry = { from: LifecycleStatus | null; to: LifecycleStatus; at: string; note?: string };

/** A stored collection request, as shown to the customer (GET /coleta, GET /coleta/{protocol}). */
export type ColetaRecord = Omit<ColetaRequest, "idempotencyKey"> & {
  protocol: string;
  status: LifecycleStatus;
  /** ISO 8601 timestamp. */
  createdAt: string;
  /** The last transition's time (absent until the first one). */
  updatedAt?: string;
  /** The signed-in customer who made the request (or to whom it was linked), or null for an anonymous request. */
  customerId: string | null;
  /** The base that serves it (absent on requests stored before bases existed). */
  baseId?: string;
  /** That base as the pages name it ("Base Campinas"). */
  base?: { id: string; name: string };
  history: CustomerHistoryEntry[];
  schedule?: { date: string; from: string; to: string };
} & Partial<CollectionRecord> & {
    cancellation?: { reason: string };
    /** Present once certified and stored; the PDF itself through GET /coleta/{protocol}/certificado. */
    certificate?: { code: string; issuedAt: string; sha256: string };
  };
