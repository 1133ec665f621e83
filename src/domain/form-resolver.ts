/**
 * react-hook-form resolver for the domain schemas, so the forms show exactly the errors (codes and
 * messages) the API would return. react-hook-form is only imported for its types: this module stays
 * usable (and testable) without it.
 */
import type { FieldErrors, FieldValues, Resolver, ResolverOptions } from "react-hook-form";
import type { z } from "zod";
import { loadCatalog } from "./catalogs";
import { resolveLanguage, validate, type FieldError } from "./validate";

const MAX_DEPTH = 32;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Sets an own property, even for keys like "__proto__" (plain assignment would change the prototype). */
function defineOwn(target: object, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** True for what an empty form input produces: undefined, a blank string, NaN (an empty `valueAsNumber`). */
function isEmptyLeaf(value: unknown): boolean {
  return (
    value === undefined ||
    (typeof value === "string" && value.trim() === "") ||
    (typeof value === "number" && Number.isNaN(value))
  );
}

function clean(value: unknown, depth: number): unknown {
  if (depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => clean(item, depth + 1));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const item = value[key];
    if (!isEmptyLeaf(item)) defineOwn(out, key, clean(item, depth + 1));
  }
  return out;
}

/**
 * Form values as the API expects them: drops the fields a form leaves empty (undefined, "" or only spaces,
 * NaN from an empty number input) at any depth of plain objects, so an empty optional input is "not
 * given" rather than an invalid value, and an empty required input reports `required`. Returns a new
 * value; the input is not modified. Other values (arrays' items, Dates, Files) are kept as they are.
 */
export function cleanFormValues<T>(values: T): T {
  return clean(values, 0) as T;
}

type ErrorEntry = { type: string; message: string; ref?: unknown; types?: Record<string, string> };

/** FieldErrors in react-hook-form's nested shape: { company: { cnpj: { type, message } } }. */
export function toFormErrors<TFieldValues extends FieldValues = FieldValues>(
  errors: readonly FieldError[],
  options?: Partial<ResolverOptions<TFieldValues>>,
): FieldErrors<TFieldValues> {
  const result: Record<string, unknown> = {};
  const leaves = new WeakSet<object>();
  const allCriteria = options?.criteriaMode === "all";
  for (const error of errors) {
    const parts = error.field === "" ? ["root"] : error.field.split(".");
    let node: Record<string, unknown> | null = result;
    for (const part of parts.slice(0, -1)) {
      const existing: unknown = Object.prototype.hasOwnProperty.call(node, part) ? node[part] : undefined;
      if (existing === undefined) {
        const child: Record<string, unknown> = {};
        defineOwn(node, part, child);
        node = child;
      } else if (existing !== null && typeof existing === "object" && !leaves.has(existing)) {
        node = existing as Record<string, unknown>;
      } else {
        node = null; // A parent already carries an error: it is the one to show.
        break;
      }
    }
    if (!node) continue;
    const last = parts[parts.length - 1];
    const current: unknown = Object.prototype.hasOwnProperty.call(node, last) ? node[last] : undefined;
    if (current === undefined) {
      const entry: ErrorEntry = { type: error.code, message: error.message };
      const ref = options?.fields?.[error.field]?.ref;
      if (ref) entry.ref = ref;
      if (allCriteria) entry.types = { [error.code]: error.message };
      leaves.add(entry);
      defineOwn(node, last, entry);
    } else if (allCriteria && current !== null && typeof current === "object" && leaves.has(current)) {
      const entry = current as ErrorEntry;
      entry.types = { ...entry.types, [error.code]: error.message };
    }
  }
  return result as FieldErrors<TFieldValues>;
}

/**
 * A react-hook-form resolver: cleans the form values (cleanFormValues), validates them with `schema`,
 * and returns either the parsed values (normalized: CNPJ digits, E.164 phone…) or nested errors whose
 * `type` is the FieldError code and `message` is in `language`.
 *
 *   useForm<ColetaInput, unknown, ColetaRequest>({ resolver: domainResolver(coletaSchema(), language) })
 */
export function domainResolver<TIn extends FieldValues, TOut>(
  schema: z.ZodType<TOut, z.ZodTypeDef, TIn>,
  language?: unknown,
): Resolver<TIn, unknown, TOut> {
  return async (values, _context, options) => {
    const cleaned = cleanFormValues(values);
    await loadCatalog(resolveLanguage(language, cleaned));
    const result = validate(schema, cleaned, language);
    if (result.ok) return { values: result.value, errors: {} };
    return { values: {}, errors: toFormErrors<TIn>(result.errors, options) };
  };
}
