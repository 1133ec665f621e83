/**
 * Satisfaction survey (NPS, 0–10) about a finished collection, identified by its protocol.
 */
import { z } from "zod";
import { protocolPattern } from "./coleta";
import { integer, isoDateTime, language, optionalText, patterned, uuid } from "./fields";

export const MIN_SCORE = 0;
export const MAX_SCORE = 10;

const protocol = () => patterned(protocolPattern, "invalid_protocol");

export const pesquisaSchema = z
  .object({
    idempotencyKey: uuid(),
    protocol: protocol(),
    score: integer(MIN_SCORE, MAX_SCORE),
    comment: optionalText(2000, { multiline: true }),
    language: language(),
  })
  .strict();

export type PesquisaInput = z.input<typeof pesquisaSchema>;
export type PesquisaRequest = z.output<typeof pesquisaSchema>;

/** A stored survey answer. */
export const pesquisaRecordSchema = z
  .object({
    id: z.string().min(1).max(200),
    protocol: protocol(),
    score: integer(MIN_SCORE, MAX_SCORE),
    comment: optionalText(2000, { multiline: true }),
    language: language(),
    customerId: z.string().min(1).max(200).nullable(),
    createdAt: isoDateTime(),
  })
  .strict();

export type PesquisaRecord = z.output<typeof pesquisaRecordSchema>;
