/**
 * A base's id and what carries one (a request's record, a staff member's `custom:bases`, an operator's move): the
 * pieces the pages and the handlers share, without the bases' schema and places (bases.ts), so the collection form
 * and the customer area do not load the table of cities.
 */
import { z } from "zod";
import { patterned, text, uuid } from "./fields";

/** A base's id: lower case letters, digits and hyphens ("feira-de-santana"); it is kept on every request it serves. */
export const baseIdPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The user pool's custom attribute that keeps the bases a staff member works for, as ids separated by commas
 * ("guarulhos,anapolis"); it travels in the ID token, and the operations list opens on those bases' requests.
 */
export const basesAttribute = "custom:bases";

/** The base ids of a `custom:bases` value (unknown shapes give none; order kept, duplicates dropped). */
export function parseBaseIds(value: unknown): string[] {
  if (typeof value !== "string") return [];
  const ids = value
    .split(",")
    .map((id) => id.trim())
    .filter((id) => baseIdPattern.test(id));
  return [...new Set(ids)];
}

/** A base id as a body carries it (any case, trimmed); whether that base exists is the handler's to say. */
export function baseIdField() {
  return patterned(baseIdPattern, "invalid_option", "lower");
}

/**
 * An operator's move of a request to another base (POST /operacao/coleta/{protocol}/base): where to, why (kept in
 * the request's history) and the action's idempotency key. Whether the base exists is the handler's to say.
 */
export function baseMoveSchema() {
  return z
    .object({
      idempotencyKey: uuid(),
      baseId: baseIdField(),
      reason: text(2, 500),
    })
    .strict();
}

export type BaseMoveRequest = z.output<ReturnType<typeof baseMoveSchema>>;
