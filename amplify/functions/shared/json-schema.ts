/**
 * The structural part of a zod schema as a JSON Schema (draft 4, what API Gateway's models are written in), and a
 * small validator for the keywords that derivation writes. The gateway's request models (amplify/api/rest-apis.ts)
 * and the local gateway (amplify/local/gateway.ts) both take their schemas from here, derived from the zod schema
 * the handler validates the same body with: one definition, no second schema written by hand.
 *
 * The rule: the derived schema never refuses a value the zod schema accepts. It says what zod checks on the value
 * as it arrives (types, required keys, unknown keys of a strict object, enums and literals, array sizes, lengths of a
 * string zod measures before changing it) and leaves out what zod decides after a transformation or in a refinement:
 * the CNPJ's and the phone's checks, dates, UUIDs, e-mails, and the lengths of free text, which `text()` (src/domain/
 * fields.ts) measures once invisible characters are stripped and the ends trimmed, so the raw string has no bound
 * the gateway could check (the body's 64 KB limit bounds it). Those stay in the handler, which answers them field by
 * field in the visitor's language.
 *
 * Anything the derivation cannot read exactly (a preprocess not known to keep its input, a lazy, catch or coerced
 * schema, a type JSON cannot carry) becomes `{}`: any value. Lengths are safe under either way of counting a
 * string's length (UTF-16 units, as zod and Java count, or code points, as JSON Schema does): a maximum is kept as
 * is, a minimum halved (rounded up), since a code point is one or two units.
 */
import type { z } from "zod";
import { keepsInput } from "../../../src/domain/fields";

export type JsonType = "object" | "array" | "string" | "number" | "integer" | "boolean" | "null";
type Primitive = string | number | boolean | null;

/** The draft-4 keywords the derivation writes and `checkJsonSchema` reads: nothing else. */
export type JsonSchema = {
  $schema?: string;
  title?: string;
  description?: string;
  type?: JsonType | JsonType[];
  enum?: Primitive[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema | JsonSchema[];
  additionalItems?: boolean | JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean;
  exclusiveMaximum?: boolean;
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  not?: JsonSchema;
};

export const JSON_SCHEMA_DRAFT4 = "http://json-schema.org/draft-04/schema#";

const knownKeywords = new Set<string>([
  "$schema",
  "title",
  "description",
  "type",
  "enum",
  "properties",
  "required",
  "additionalProperties",
  "items",
  "additionalItems",
  "minItems",
  "maxItems",
  "minLength",
  "maxLength",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "anyOf",
  "allOf",
  "not",
]);

const hasOwn = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

/** zod 3's definition of a schema, as far as the derivation reads it. */
type Def = { typeName?: string } & Record<string, unknown>;
const defOf = (schema: z.ZodTypeAny): Def => schema._def as Def;

/** String checks that change the value: a length checked after one is not the raw string's. */
const changingStringChecks = new Set(["trim", "toLowerCase", "toUpperCase"]);

function stringStructure(def: Def): JsonSchema {
  if (def.coerce) return {};
  const result: JsonSchema = { type: "string" };
  let minimum = 0;
  let maximum = Infinity;
  for (const check of (def.checks ?? []) as { kind: string; value?: number }[]) {
    if (changingStringChecks.has(check.kind)) break;
    if (check.kind === "min" || check.kind === "length") minimum = Math.max(minimum, check.value ?? 0);
    if (check.kind === "max" || check.kind === "length") maximum = Math.min(maximum, check.value ?? Infinity);
  }
  if (minimum > 0) result.minLength = Math.ceil(minimum / 2);
  if (Number.isFinite(maximum)) result.maxLength = maximum;
  return result;
}

function numberStructure(def: Def): JsonSchema {
  if (def.coerce) return {};
  // Never "integer" for .int(): a JSON writer may send 1.0, which zod reads as 1 and a validator may call a number.
  const result: JsonSchema = { type: "number" };
  for (const check of (def.checks ?? []) as { kind: string; value?: number; inclusive?: boolean }[]) {
    if (
      check.kind === "min" &&
      typeof check.value === "number" &&
      (result.minimum === undefined || check.value >= result.minimum)
    ) {
      result.minimum = check.value;
      if (check.inclusive === false) result.exclusiveMinimum = true;
      else delete result.exclusiveMinimum;
    }
    if (
      check.kind === "max" &&
      typeof check.value === "number" &&
      (result.maximum === undefined || check.value <= result.maximum)
    ) {
      result.maximum = check.value;
      if (check.inclusive === false) result.exclusiveMaximum = true;
      else delete result.exclusiveMaximum;
    }
  }
  return result;
}

function isPrimitive(value: unknown): value is Primitive {
  return value === null || ["string", "number", "boolean"].includes(typeof value);
}

function typeOfPrimitive(value: Primitive): JsonType {
  return value === null ? "null" : (typeof value as "string" | "number" | "boolean");
}

/** True when the zod schema accepts a missing value (undefined): the key need not be there. */
function acceptsMissing(schema: z.ZodTypeAny): boolean {
  try {
    return schema.safeParse(undefined).success;
  } catch {
    // An async refinement cannot run here: say "not required", the safe side.
    return true;
  }
}

const anything = (schema: JsonSchema) => Object.keys(schema).length === 0;

/**
 * The JSON Schema of what `schema` checks on the value as it arrives (see the module's comment). Never refuses a
 * value the zod schema accepts.
 */
export function structureOf(schema: z.ZodTypeAny): JsonSchema {
  const def = defOf(schema);
  switch (def.typeName) {
    case "ZodString":
      return stringStructure(def);
    case "ZodNumber":
      return numberStructure(def);
    case "ZodBoolean":
      return def.coerce ? {} : { type: "boolean" };
    case "ZodNull":
      return { type: "null" };
    case "ZodLiteral": {
      const value = def.value;
      return isPrimitive(value) ? { type: typeOfPrimitive(value), enum: [value] } : {};
    }
    case "ZodEnum":
      return { type: "string", enum: [...(def.values as string[])] };
    case "ZodObject": {
      const shape = (schema as z.AnyZodObject).shape as Record<string, z.ZodTypeAny>;
      const properties: Record<string, JsonSchema> = {};
      const required: string[] = [];
      for (const [key, value] of Object.entries(shape)) {
        properties[key] = structureOf(value);
        if (!acceptsMissing(value)) required.push(key);
      }
      const result: JsonSchema = { type: "object", properties };
      if (required.length) result.required = required;
      const catchall = def.catchall as z.ZodTypeAny | undefined;
      if (catchall && defOf(catchall).typeName !== "ZodNever") result.additionalProperties = structureOf(catchall);
      else if (def.unknownKeys === "strict") result.additionalProperties = false;
      return result;
    }
    case "ZodArray": {
      const result: JsonSchema = { type: "array", items: structureOf(def.type as z.ZodTypeAny) };
      const sizes = def as {
        minLength?: { value: number } | null;
        maxLength?: { value: number } | null;
        exactLength?: { value: number } | null;
      };
      const min = Math.max(sizes.minLength?.value ?? 0, sizes.exactLength?.value ?? 0);
      const max = Math.min(sizes.maxLength?.value ?? Infinity, sizes.exactLength?.value ?? Infinity);
      if (min > 0) result.minItems = min;
      if (Number.isFinite(max)) result.maxItems = max;
      return result;
    }
    case "ZodTuple": {
      const items = (def.items as z.ZodTypeAny[]).map(structureOf);
      const rest = def.rest as z.ZodTypeAny | null;
      return {
        type: "array",
        items,
        minItems: items.length,
        ...(rest ? { additionalItems: structureOf(rest) } : { maxItems: items.length, additionalItems: false }),
      };
    }
    case "ZodRecord":
      return { type: "object", additionalProperties: structureOf(def.valueType as z.ZodTypeAny) };
    case "ZodUnion":
    case "ZodDiscriminatedUnion": {
      const options = def.options as z.ZodTypeAny[] | Map<unknown, z.ZodTypeAny>;
      const alternatives = [...(options instanceof Map ? options.values() : options)].map(structureOf);
      return alternatives.some(anything) ? {} : { anyOf: alternatives };
    }
    case "ZodIntersection":
      return { allOf: [structureOf(def.left as z.ZodTypeAny), structureOf(def.right as z.ZodTypeAny)] };
    case "ZodOptional":
    case "ZodDefault":
      return structureOf(def.innerType as z.ZodTypeAny);
    case "ZodNullable": {
      const inner = structureOf(def.innerType as z.ZodTypeAny);
      return anything(inner) ? {} : { anyOf: [inner, { type: "null" }] };
    }
    case "ZodReadonly":
      return structureOf(def.innerType as z.ZodTypeAny);
    case "ZodBranded":
      return structureOf(def.type as z.ZodTypeAny);
    case "ZodPipeline":
      return structureOf(def.in as z.ZodTypeAny);
    case "ZodEffects": {
      const effect = def.effect as { type: "refinement" | "transform" | "preprocess"; transform?: unknown };
      // A refinement or a transformation runs after the inner schema accepted the value as it arrived.
      if (effect.type !== "preprocess") return structureOf(def.schema as z.ZodTypeAny);
      // A preprocess may change the value before the inner schema sees it: only one known to keep it is read through.
      return keepsInput(effect.transform) ? structureOf(def.schema as z.ZodTypeAny) : {};
    }
    default:
      // ZodAny, ZodUnknown, ZodCatch, ZodLazy, and what JSON cannot carry (dates, maps, sets…): any value.
      return {};
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The validator (the local gateway's, and the tests' check of the derived schemas)
// ---------------------------------------------------------------------------------------------------------------

/** One reason a value does not match: where (a JSON Pointer into the value) and which keyword. Never the value. */
export type SchemaProblem = { path: string; keyword: string };

function jsonType(value: unknown): JsonType | "other" {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  switch (typeof value) {
    case "string":
      return "string";
    case "number":
      return "number";
    case "boolean":
      return "boolean";
    case "object":
      return "object";
    default:
      return "other";
  }
}

function matchesType(value: unknown, type: JsonType): boolean {
  const actual = jsonType(value);
  if (type === "integer") return actual === "number" && Number.isInteger(value);
  return actual === type;
}

function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return (
    keysA.length === keysB.length &&
    keysA.every(
      (key) => hasOwn(b, key) && equal((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    )
  );
}

/** A string's length as JSON Schema counts it: in code points (a lone surrogate counts one). */
function codePoints(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}

const pointer = (path: string, key: string | number) =>
  `${path}/${String(key).replace(/~/g, "~0").replace(/\//g, "~1")}`;

/**
 * The problems of `value` against `schema` (empty when it matches), for the keywords of `JsonSchema` only: a schema
 * with any other keyword throws, so no keyword is ever silently ignored. At most `limit` problems.
 */
export function checkJsonSchema(schema: JsonSchema, value: unknown, limit = 20): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  visit(schema, value, "", problems, limit);
  return problems.slice(0, limit);
}

function visit(schema: JsonSchema, value: unknown, path: string, problems: SchemaProblem[], limit: number): void {
  if (problems.length >= limit) return;
  for (const key of Object.keys(schema)) {
    if (!knownKeywords.has(key)) throw new Error(`JSON Schema keyword "${key}" is not supported here`);
  }
  const fail = (keyword: string, at = path) => problems.push({ path: at, keyword });
  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!types.some((type) => matchesType(value, type))) {
      fail("type");
      return;
    }
  }
  if (schema.enum && !schema.enum.some((candidate) => equal(candidate, value))) fail("enum");
  if (typeof value === "string") {
    if (schema.minLength !== undefined || schema.maxLength !== undefined) {
      const length = codePoints(value);
      if (schema.minLength !== undefined && length < schema.minLength) fail("minLength");
      if (schema.maxLength !== undefined && length > schema.maxLength) fail("maxLength");
    }
  }
  if (typeof value === "number") {
    if (schema.minimum !== undefined && (schema.exclusiveMinimum ? value <= schema.minimum : value < schema.minimum))
      fail("minimum");
    if (schema.maximum !== undefined && (schema.exclusiveMaximum ? value >= schema.maximum : value > schema.maximum))
      fail("maximum");
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) fail("minItems");
    if (schema.maxItems !== undefined && value.length > schema.maxItems) fail("maxItems");
    if (Array.isArray(schema.items)) {
      const tuple = schema.items;
      value.forEach((item, index) => {
        if (index < tuple.length) visit(tuple[index], item, pointer(path, index), problems, limit);
        else if (schema.additionalItems === false) fail("additionalItems", pointer(path, index));
        else if (typeof schema.additionalItems === "object")
          visit(schema.additionalItems, item, pointer(path, index), problems, limit);
      });
    } else if (schema.items) {
      const items = schema.items;
      value.forEach((item, index) => visit(items, item, pointer(path, index), problems, limit));
    }
  }
  if (jsonType(value) === "object") {
    const object = value as Record<string, unknown>;
    for (const key of schema.required ?? []) if (!hasOwn(object, key)) fail("required", pointer(path, key));
    const properties = schema.properties ?? {};
    for (const key of Object.keys(object)) {
      if (hasOwn(properties, key)) visit(properties[key], object[key], pointer(path, key), problems, limit);
      // Reported at the object: the unknown key is the client's text, not the schema's.
      else if (schema.additionalProperties === false) fail("additionalProperties");
      else if (typeof schema.additionalProperties === "object")
        visit(schema.additionalProperties, object[key], pointer(path, key), problems, limit);
    }
  }
  if (schema.allOf) for (const part of schema.allOf) visit(part, value, path, problems, limit);
  if (schema.anyOf) {
    const outcomes = schema.anyOf.map((alternative) => checkJsonSchema(alternative, value, limit));
    if (!outcomes.some((found) => found.length === 0)) {
      fail("anyOf");
      // And why the nearest alternative failed (the first of those with the fewest problems): what a log reader needs.
      const nearest = outcomes.reduce((best, found) => (found.length < best.length ? found : best));
      problems.push(...nearest);
    }
  }
  if (schema.not && checkJsonSchema(schema.not, value, 1).length === 0) fail("not");
}
