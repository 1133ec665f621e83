/**
 * The contact forms: "Fale com a gente" (geral), "Fale com RI" (ri), "Seja um fornecedor" (fornecedor) and the
 * applications to an open position (candidatura, from /gente/vagas/<slug>/). One payload, with extra required fields
 * for suppliers (company, CNPJ, category) and for applications (the position and the uploaded CV).
 */
import { z } from "zod";
import {
  addCodedIssue,
  checkedFirst,
  cnpj,
  consent,
  email,
  formatSequence,
  sequencePattern,
  isoDate,
  isoDateTime,
  language,
  patterned,
  phone,
  text,
  uuid,
} from "./fields";
import { cvKey, linkedinUrl, positionSlugPattern } from "./candidatura";
import { dataSubjectRights, type DataSubjectRight } from "./titular";

/**
 * "titular": a data-subject request (src/domain/titular.ts), stored here only once its requester confirmed it by
 * e-mail; the contact form cannot send it (POST /contato refuses the topic).
 */
export const contatoTopics = ["geral", "ri", "fornecedor", "candidatura", "titular"] as const;
export type ContatoTopic = (typeof contatoTopics)[number];

/** What a prospective supplier offers. */
export const supplyCategories = [
  "oleo-basico",
  "aditivos",
  "embalagens",
  "transporte",
  "manutencao",
  "servicos",
  "outro",
] as const;
export type SupplyCategory = (typeof supplyCategories)[number];

/** Fields that are optional in general but required when topic is "fornecedor". */
export const supplierRequiredFields = ["company", "cnpj", "supplyCategory"] as const;

/** Fields that are optional in general but required when topic is "candidatura". */
export const applicationRequiredFields = ["position", "cvKey", "cvName"] as const;

const requiredByTopic: Partial<Record<ContatoTopic, readonly string[]>> = {
  fornecedor: supplierRequiredFields,
  candidatura: applicationRequiredFields,
};

/** "CTT-2026-000042": the reference given back for a contact message. */
export const referencePattern = sequencePattern("CTT");

/** formatReference(2026, 42) → "CTT-2026-000042". Past 999,999 the number grows (CTT-2026-1000000); throws RangeError outside year 0–9999 / n 0–999,999,999. */
export function formatReference(year: number, n: number): string {
  return formatSequence("CTT", year, n);
}

const contatoShape = {
  topic: z.enum(contatoTopics),
  name: text(2, 120),
  email: email(),
  phone: phone().optional(),
  company: text(2, 120).optional(),
  cnpj: cnpj().optional(),
  supplyCategory: z.enum(supplyCategories).optional(),
  /** The position applied to (its slug), a LinkedIn profile, and the CV uploaded through POST /contato/cv. */
  position: patterned(positionSlugPattern, "invalid_option", "lower").optional(),
  linkedin: linkedinUrl().optional(),
  cvKey: cvKey().optional(),
  cvName: text(1, 200).optional(),
  message: text(10, 2000, { multiline: true }),
  language: language(),
  consent: consent(),
};

const hasOwn = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

/**
 * Cross-field rule, checked on the raw body *before* the field rules so that a supplier's missing
 * company/CNPJ/category is reported together with every other problem (a zod refinement on the object
 * would only run once all fields were valid). Present-but-invalid values are left to the field rules.
 */
function requireSupplierFields(value: unknown, ctx: z.RefinementCtx): void {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return;
  const body = value as Record<string, unknown>;
  if (!hasOwn(body, "topic") || typeof body.topic !== "string") return;
  if (body.topic === "titular" && !hasOwn(body, "reference")) {
    // A data-subject request goes through POST /contato/titular and its e-mailed confirmation.
    addCodedIssue(ctx, "invalid_option", {}, ["topic"]);
    return;
  }
  for (const field of requiredByTopic[body.topic as ContatoTopic] ?? []) {
    if (!hasOwn(body, field) || body[field] === undefined) addCodedIssue(ctx, "required", {}, [field]);
  }
}

/** Wraps an object schema with the supplier rule, keeping its input/output types for callers. */
function withSupplierRule<T extends z.ZodTypeAny>(schema: T): z.ZodType<z.output<T>, z.ZodTypeDef, z.input<T>> {
  return checkedFirst(requireSupplierFields, schema) as unknown as z.ZodType<z.output<T>, z.ZodTypeDef, z.input<T>>;
}

const contatoObject = z
  .object({
    idempotencyKey: uuid(),
    ...contatoShape,
  })
  .strict();

export const contatoSchema = withSupplierRule(contatoObject);

export type ContatoInput = z.input<typeof contatoObject>;
export type ContatoRequest = z.output<typeof contatoObject>;

/** A stored contact message (an application's CV: its key, the name it was sent with, its size and format). */
export const contatoRecordSchema = withSupplierRule(
  z
    .object({
      reference: patterned(referencePattern, "invalid_format"),
      ...contatoShape,
      cvSize: z.number().int().nonnegative().optional(),
      /** A data-subject request's right, identifier, confirmation and legal deadline ("YYYY-MM-DD"). */
      right: z.enum(dataSubjectRights).optional(),
      identifier: z.string().max(40).optional(),
      confirmedAt: isoDateTime().optional(),
      deadline: isoDate().optional(),
      createdAt: isoDateTime(),
    })
    .strict(),
);

export type ContatoRecord = Omit<ContatoRequest, "idempotencyKey"> & {
  reference: string;
  /** ISO 8601 timestamp. */
  createdAt: string;
  /** An application's CV: its size in bytes, as stored. */
  cvSize?: number;
  /** A data-subject request (topic "titular"): the right asked for, the requester's CPF/CNPJ/reference if given. */
  right?: DataSubjectRight;
  identifier?: string;
  /** When the requester confirmed it (ISO 8601), and the legal deadline that starts then ("YYYY-MM-DD"). */
  confirmedAt?: string;
  deadline?: string;
};
