import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { languages, defaultLanguage } from "../../src/config/languages";
import {
  authorSchema,
  editoriaSchema,
  postFrontMatterSchema,
  siteSettingsSchema,
} from "../../src/content/content-schema";
import { baseSchema } from "../../src/domain/bases";

/** The CMS writes what the build reads: its collections, folders and fields match the content schemas. */
type Field = { name: string; i18n?: boolean | string; fields?: Field[] };
type Collection = {
  name: string;
  folder?: string;
  extension?: string;
  i18n?: boolean;
  fields?: Field[];
  files?: { file: string; fields: Field[] }[];
};
const config = parse(fs.readFileSync(path.join(process.cwd(), "static/admin/config.yml"), "utf8")) as {
  local_backend: boolean;
  i18n: { structure: string; locales: string[]; default_locale: string };
  collections: Collection[];
};
const collection = (name: string) => config.collections.find((item) => item.name === name)!;
const fieldNames = (fields: Field[] = []) => fields.map((field) => field.name).sort();

describe("static/admin/config.yml", () => {
  it("edits pt, en and es as one file per language, Portuguese first, with a local backend", () => {
    expect(config.i18n).toEqual({
      structure: "multiple_files",
      locales: [...languages],
      default_locale: defaultLanguage,
    });
    expect(config.local_backend).toBe(true);
  });

  it.each([
    ["posts", "content/posts", "md", postFrontMatterSchema, ["body"]],
    ["editorias", "content/editorias", "json", editoriaSchema, []],
    ["authors", "content/authors", "json", authorSchema, []],
  ] as const)("%s: writes into %s the fields the build reads", (name, folder, extension, schema, extra) => {
    const item = collection(name);
    expect(item.folder).toBe(folder);
    expect(item.extension).toBe(extension);
    expect(item.i18n).toBe(true);
    expect(fs.existsSync(path.join(process.cwd(), folder))).toBe(true);
    expect(fieldNames(item.fields)).toEqual([...Object.keys(schema.shape), ...extra].sort());
  });

  it("edits the footer's file in content/settings/site.json", () => {
    const file = collection("settings").files![0];
    expect(file.file).toBe("content/settings/site.json");
    expect(fieldNames(file.fields)).toEqual(["settingsId", ...Object.keys(siteSettingsSchema.shape)].sort());
  });

  it("edits the certificates' signatory with the role in each language, as the schema reads it", () => {
    const company = collection("settings").files![0].fields.find((field) => field.name === "company")?.fields;
    const signatory = company?.find((field) => field.name === "signatory")?.fields;
    const { shape } = siteSettingsSchema.shape.company.shape.signatory;
    expect(fieldNames(signatory)).toEqual(Object.keys(shape).sort());
    const role = signatory?.find((field) => field.name === "role")?.fields;
    expect(fieldNames(role)).toEqual([...languages].sort());
    expect(Object.keys(shape.role.shape).sort()).toEqual([...languages].sort());
  });

  it("edits the operating bases in content/bases/bases.json, each with the fields the schema reads", () => {
    const file = collection("bases").files![0];
    expect(file.file).toBe("content/bases/bases.json");
    expect(fieldNames(file.fields)).toEqual(["bases"]);
    const base = file.fields[0].fields ?? [];
    expect(fieldNames(base)).toEqual(Object.keys(baseSchema.shape).sort());
    const serves = base.find((field) => field.name === "serves")?.fields;
    expect(fieldNames(serves)).toEqual(Object.keys(baseSchema.shape.serves.shape).sort());
  });
});
