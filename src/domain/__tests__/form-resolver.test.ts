// @vitest-environment node
import type { ResolverOptions } from "react-hook-form";
import { coletaSchema, type ColetaInput } from "../coleta";
import { contatoSchema, type ContatoInput } from "../contato";
import { cleanFormValues, domainResolver, toFormErrors } from "../form-resolver";
import { TODAY, validColetaBody, validContatoBody } from "./fixtures";

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<ColetaInput>;

describe("cleanFormValues", () => {
  it("drops empty strings, blank strings, undefined and NaN at any depth, without touching the input", () => {
    const values = {
      a: "",
      b: "  ",
      c: undefined,
      d: Number.NaN,
      e: "x",
      f: 0,
      g: false,
      h: null,
      nested: { x: "", y: "kept", deeper: { z: undefined } },
      list: ["", "a"],
    };
    const copy = structuredClone(values);
    expect(cleanFormValues(values)).toEqual({
      e: "x",
      f: 0,
      g: false,
      h: null,
      nested: { y: "kept", deeper: {} },
      list: ["", "a"],
    });
    expect(values).toEqual(copy);
  });

  it("keeps __proto__ as an own key instead of changing the prototype", () => {
    const values = JSON.parse('{"__proto__": {"polluted": true}, "a": "1"}');
    const cleaned = cleanFormValues(values) as Record<string, unknown>;
    expect(Object.getPrototypeOf(cleaned)).toBe(Object.prototype);
    expect(Object.keys(cleaned)).toEqual(["__proto__", "a"]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("leaves non-plain values alone", () => {
    const date = new Date();
    expect(cleanFormValues({ date }).date).toBe(date);
    expect(cleanFormValues("")).toBe("");
    expect(cleanFormValues(null)).toBeNull();
  });
});

describe("domainResolver", () => {
  const resolver = domainResolver(coletaSchema(TODAY), "pt");

  it("returns the parsed values and no errors for a valid form, ignoring empty optional inputs", async () => {
    const values = {
      ...validColetaBody(),
      notes: "",
      preferredDate: "",
      address: { ...(validColetaBody().address as object), complement: "" },
    };
    const result = await resolver(values as ColetaInput, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ company: { cnpj: "11222333000181" }, contact: { phone: "+5511987654321" } });
    expect(result.values).not.toHaveProperty("notes");
    expect(result.values).not.toHaveProperty("preferredDate");
  });

  it("returns nested errors with the code as type and the message in the language", async () => {
    const values = { ...validColetaBody(), company: { name: "", cnpj: "123" }, consent: false };
    const result = await domainResolver(coletaSchema(TODAY), "en")(values as ColetaInput, undefined, options);
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      company: {
        name: { type: "required", message: "Please fill in this field." },
        cnpj: {
          type: "invalid_cnpj",
          message:
            "Enter a valid 14-character CNPJ, such as 11.222.333/0001-81 or, in the format with letters, 12.ABC.345/01DE-35.",
        },
      },
      consent: {
        type: "consent_required",
        message: "To continue, check the box to confirm you know how we will use your details.",
      },
    });
  });

  it("shows the supplier rules on their fields", async () => {
    const values = {
      ...validContatoBody("fornecedor"),
      company: "",
      cnpj: "",
      supplyCategory: "",
    } as unknown as ContatoInput;
    const result = await domainResolver(contatoSchema, "es")(values, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(Object.keys(result.errors)).toEqual(["company", "cnpj", "supplyCategory"]);
    expect(result.errors.cnpj).toEqual({ type: "required", message: "Complete este campo." });
  });

  it("attaches the field ref for focusing and all messages with criteriaMode 'all'", async () => {
    const ref = { name: "company.cnpj", focus: () => undefined };
    const values = { ...validColetaBody(), company: { name: "Acme", cnpj: "1" } };
    const result = await resolver(values as ColetaInput, undefined, {
      ...options,
      criteriaMode: "all",
      fields: { "company.cnpj": { ref, name: "company.cnpj" } },
    });
    expect(result.errors.company?.cnpj).toMatchObject({
      type: "invalid_cnpj",
      ref,
      types: { invalid_cnpj: expect.any(String) },
    });
  });
});

describe("toFormErrors", () => {
  it("puts whole-body errors on root and never pollutes prototypes", () => {
    const errors = toFormErrors([
      { field: "", code: "not_object", message: "m1" },
      { field: "__proto__.polluted", code: "unknown_field", message: "m2" },
      { field: "constructor.prototype.x", code: "unknown_field", message: "m3" },
      { field: "a", code: "invalid_type", message: "m4" },
      { field: "a.b", code: "unknown_field", message: "m5" },
      { field: "a", code: "required", message: "m6" },
    ]) as Record<string, unknown>;
    expect(errors.root).toEqual({ type: "not_object", message: "m1" });
    expect(errors.a).toEqual({ type: "invalid_type", message: "m4" });
    expect(Object.getPrototypeOf(errors)).toBe(Object.prototype);
    expect(Object.keys(errors)).toEqual(["root", "__proto__", "constructor", "a"]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((Object.prototype as unknown as Record<string, unknown>).x).toBeUndefined();
  });
});
