import { describe, expect, it } from "vitest";
import { z } from "zod";
import { pageContentSchema, sectionSchema } from "../../content/page-content-schema";
import { pageCollection, pageLanguages, sectionTypes } from "../page-collection";

/**
 * The page model is defined once, by the content schema (page-content-schema.ts); the CMS's fields
 * (page-collection.ts) are Decap's own description of the same model and must not drift from it: every section kind
 * and every field of the schema is in the CMS with a compatible widget and required-ness, and the CMS has nothing
 * the schema would refuse.
 */
type Field = Record<string, unknown>;

const fieldList = (value: unknown): Field[] => (Array.isArray(value) ? (value as Field[]) : []);
const optionValues = (options: unknown): string[] =>
  fieldList(options).map((option) =>
    typeof option === "string" ? option : String((option as { value: unknown }).value),
  );
const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join("\n") === [...b].sort().join("\n");

/** What an upload's path rule accepts tells which Decap widget picks it: a PDF is a file, a JPEG an image. */
function stringWidgets(schema: z.ZodString): string[] {
  const patterns = schema._def.checks.flatMap((check) => (check.kind === "regex" ? [check.regex] : []));
  if (patterns.some((pattern) => pattern.test("pasta/arquivo.pdf"))) return ["file"];
  if (patterns.some((pattern) => pattern.test("pasta/imagem.jpg"))) return ["image"];
  return ["string", "text"];
}

/** Compares one field with its schema, then what it holds; returns one line per disagreement, named by its path. */
function compareField(schema: z.ZodTypeAny, field: Field, path: string, insideOptionalObject: boolean): string[] {
  const problems: string[] = [];
  const optional = schema instanceof z.ZodOptional;
  const inner: z.ZodTypeAny = optional ? (schema as z.ZodOptional<z.ZodTypeAny>).unwrap() : schema;
  // Decap checks the required fields of an optional object even when it is absent, so there every field is optional
  // in the CMS (page-collection.ts, `inside`) and the build's check names a half-filled one.
  const wantRequired = !optional && !insideOptionalObject;
  const required = field.required !== false;
  if (required !== wantRequired)
    problems.push(
      `${path}: the schema makes it ${wantRequired ? "required" : "optional"}, the CMS ${required ? "required" : "optional"}`,
    );
  const widget = String(field.widget ?? "string");
  const wrongWidget = (expected: readonly string[]) =>
    problems.push(`${path}: widget "${widget}", expected ${expected.map((name) => `"${name}"`).join(" or ")}`);

  // A link's destination is one of several string rules (an internal path, tel:, mailto:): a string all the same.
  const strings =
    inner instanceof z.ZodString ? [inner] : inner instanceof z.ZodUnion ? (inner.options as z.ZodTypeAny[]) : [];
  if (strings.length > 0 && strings.every((option) => option instanceof z.ZodString)) {
    const expected = [...new Set((strings as z.ZodString[]).flatMap(stringWidgets))];
    if (!expected.includes(widget)) wrongWidget(expected);
    if (field.pattern !== undefined) {
      const cmsPattern = String(fieldList(field.pattern)[0]);
      const schemaPatterns = (strings as z.ZodString[])
        .flatMap((option) => option._def.checks)
        .flatMap((check) => (check.kind === "regex" ? [check.regex.source] : []));
      if (!schemaPatterns.includes(cmsPattern))
        problems.push(`${path}: the CMS's pattern ${cmsPattern} is not the schema's (${schemaPatterns.join(", ")})`);
    }
  } else if (inner instanceof z.ZodEnum) {
    if (widget !== "select") wrongWidget(["select"]);
    else if (!sameSet(optionValues(field.options), inner.options as string[]))
      problems.push(
        `${path}: the CMS offers ${optionValues(field.options).join(", ")}; the schema accepts ${(inner.options as string[]).join(", ")}`,
      );
  } else if (inner instanceof z.ZodObject) {
    if (widget !== "object") wrongWidget(["object"]);
    else problems.push(...compareObject(inner, fieldList(field.fields), path, optional || insideOptionalObject));
  } else if (inner instanceof z.ZodArray) {
    if (widget !== "list") wrongWidget(["list"]);
    else problems.push(...compareList(inner, field, path));
  } else {
    problems.push(`${path}: the test does not know the schema's ${inner.constructor.name}`);
  }
  return problems;
}

/** Every key of the object is a field of the CMS and the reverse (a discriminator, `type`, is the list's `typeKey`). */
function compareObject(
  schema: z.ZodObject<z.ZodRawShape>,
  fields: Field[],
  path: string,
  optionalObject: boolean,
  skip?: string,
): string[] {
  const problems: string[] = [];
  const shape = schema.shape;
  for (const [name, child] of Object.entries(shape)) {
    if (name === skip) continue;
    const field = fields.find((candidate) => candidate.name === name);
    if (!field) problems.push(`${path}.${name}: in the schema, not in the CMS`);
    else problems.push(...compareField(child, field, `${path}.${name}`, optionalObject));
  }
  for (const field of fields) {
    const name = String(field.name);
    if (!(name in shape) || name === skip) problems.push(`${path}.${name}: in the CMS, not in the schema`);
  }
  return problems;
}

/** A list of kinds has `types`, a list of objects `fields`, a list of single values one `field`; its bounds, where the CMS states them, are the schema's. */
function compareList(schema: z.ZodArray<z.ZodTypeAny>, field: Field, path: string): string[] {
  const problems: string[] = [];
  const element = schema.element;
  if (element instanceof z.ZodDiscriminatedUnion) {
    problems.push(
      ...compareKinds(element as z.ZodDiscriminatedUnion<string, z.ZodObject<z.ZodRawShape>[]>, field, path),
    );
  } else if (element instanceof z.ZodObject) {
    if (!Array.isArray(field.fields))
      problems.push(`${path}: the schema holds objects, the CMS's list has no "fields"`);
    else problems.push(...compareObject(element, fieldList(field.fields), `${path}[]`, false));
  } else if (field.field && typeof field.field === "object") {
    problems.push(...compareField(element, field.field as Field, `${path}[]`, false));
  } else {
    problems.push(`${path}: the schema holds single values, the CMS's list has no "field"`);
  }
  const bounds = { min: schema._def.minLength?.value, max: schema._def.maxLength?.value };
  for (const bound of ["min", "max"] as const) {
    if (field[bound] !== undefined && field[bound] !== bounds[bound])
      problems.push(`${path}: the CMS's ${bound} ${String(field[bound])}, the schema's ${String(bounds[bound])}`);
  }
  return problems;
}

/** The section kinds: one Decap type per kind of the union, keyed by the discriminator, each with the kind's fields. */
function compareKinds(
  schema: z.ZodDiscriminatedUnion<string, z.ZodObject<z.ZodRawShape>[]>,
  field: Field,
  path: string,
): string[] {
  const problems: string[] = [];
  const key = schema.discriminator;
  if (field.typeKey !== key)
    problems.push(`${path}: the CMS's typeKey is ${String(field.typeKey)}, the schema's discriminator ${key}`);
  const types = fieldList(field.types);
  const kinds = schema.options.map((option) => (option.shape[key] as z.ZodLiteral<string>).value);
  schema.options.forEach((option, index) => {
    const kind = kinds[index];
    const type = types.find((candidate) => candidate.name === kind);
    if (!type) problems.push(`${path}: the kind "${kind}" is in the schema, not in the CMS`);
    else if (type.widget !== "object")
      problems.push(`${path}<${kind}>: widget "${String(type.widget)}", expected "object"`);
    else problems.push(...compareObject(option, fieldList(type.fields), `${path}<${kind}>`, false, key));
  });
  for (const type of types)
    if (!kinds.includes(String(type.name)))
      problems.push(`${path}: the kind "${String(type.name)}" is in the CMS, not in the schema`);
  return problems;
}

const pageObject = pageContentSchema.innerType();
const sectionsField = (fields: Field[]) => ({ name: "sections", widget: "list", typeKey: "type", types: fields });

describe("the CMS's page fields and the content schema", () => {
  it("agree in every language's collection: kinds, fields, widgets, required-ness and bounds", () => {
    for (const language of pageLanguages) {
      const files = fieldList(pageCollection(language).files);
      expect(files.length).toBeGreaterThan(10);
      for (const file of files) {
        expect(
          compareObject(pageObject, fieldList(file.fields), `paginas-${language.language}/${String(file.name)}`, false),
        ).toEqual([]);
      }
    }
  });

  it("has one CMS type for each section kind, in both directions", () => {
    expect(sectionTypes.map((type) => type.name).sort()).toEqual(
      sectionSchema.options.map((option) => option.shape.type.value).sort(),
    );
  });

  it("names what drifted: a kind, a field or a required-ness the other side does not have", () => {
    const drifted = structuredClone(sectionTypes) as Field[];
    const stats = drifted.find((type) => type.name === "stats") as Field;
    stats.fields = fieldList(stats.fields).filter((field) => field.name !== "intro");
    const cta = drifted.find((type) => type.name === "cta") as Field;
    cta.fields = [...fieldList(cta.fields), { name: "note", label: "Nota", widget: "string" }];
    const text = drifted.find((type) => type.name === "text") as Field;
    text.fields = fieldList(text.fields).map((field) =>
      field.name === "heading" ? { ...field, required: false } : field,
    );
    const documents = drifted.find((type) => type.name === "documents") as Field;
    documents.fields = fieldList(documents.fields).map((field) =>
      field.name === "category" ? { ...field, options: ["financeiras", "bonds"] } : field,
    );
    const withoutMap = drifted.filter((type) => type.name !== "map");

    const problems = compareField(sectionSchema.array(), sectionsField(withoutMap), "sections", false);
    expect(problems).toEqual(
      expect.arrayContaining([
        'sections: the kind "map" is in the schema, not in the CMS',
        "sections<stats>.intro: in the schema, not in the CMS",
        "sections<cta>.note: in the CMS, not in the schema",
        "sections<text>.heading: the schema makes it required, the CMS optional",
        "sections<documents>.category: the CMS offers financeiras, bonds; the schema accepts financeiras, bonds, sustentabilidade",
      ]),
    );
    expect(problems).toHaveLength(5);
  });
});
