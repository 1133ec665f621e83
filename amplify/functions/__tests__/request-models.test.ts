/**
 * The gateway's request models (shared/request-models.ts), derived from the zod schemas the handlers validate with
 * (shared/json-schema.ts): every valid body passes; what the model refuses, the handler refuses too (checked on
 * hundreds of generated bodies: valid bodies with fields changed, removed and added); wrong types, missing fields and
 * unknown fields are refused as the zod schema refuses them; and a JSON Schema library (jsonschema, the one the CDK
 * itself depends on) agrees with the local validator on every body.
 */
import { createRequire } from "node:module";
import fc from "fast-check";
import { z } from "zod";
import {
  coletaRequest,
  validColetaBody,
  validContatoBody,
  applicationRequest,
  titularRequest,
  validPesquisaBody,
} from "../../../src/domain/__tests__/fixtures";
import { checkedFirst } from "../../../src/domain/fields";
import { errorCodes, validate } from "../../../src/domain/validate";
import { coletaApi } from "../coleta-api/routes";
import { contatoApi } from "../contato-api/routes";
import { equipeApi } from "../equipe-api/routes";
import { pesquisaApi } from "../pesquisa-api/routes";
import { pushApi } from "../push-api/routes";
import { checkJsonSchema, structureOf, type JsonSchema } from "../shared/json-schema";
import { bodyStructure, gatewayBodyError, INVALID_BODY_CODE, modelName, requestModel } from "../shared/request-models";
import { honeypotField, takeHoneypot } from "../shared/respond";
import type { ApiDef, ApiRoute } from "../shared/routes";
import { todayInSaoPaulo } from "../../../src/domain/fields";

const apis: readonly ApiDef[] = [coletaApi, pesquisaApi, contatoApi, pushApi, equipeApi];
const bodyRoutes = apis.flatMap((api) => api.routes.filter((route) => route.body).map((route) => ({ api, route })));
const key = (route: Pick<ApiRoute, "method" | "path">) => `${route.method} ${route.path}`;

/** "YYYY-MM-DD", `days` from today (UTC; a margin of days keeps it valid in São Paulo). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const uuid = () => crypto.randomUUID();
/** base64url of `bytes` bytes, as a browser's subscription keys are. */
const keyOf = (bytes: number) => Buffer.alloc(bytes, 7).toString("base64url");

/** Valid bodies of each route, as the pages and the tests send them: each is accepted by the handler's schema. */
const validBodies: Record<string, Record<string, unknown>[]> = {
  "POST /coleta": [
    coletaRequest(),
    { ...validColetaBody(), preferredDate: inDays(10) },
    { ...coletaRequest(), notes: "  Portão lateral\n" },
    { ...coletaRequest(), [honeypotField]: "" },
    { ...coletaRequest(), [honeypotField]: "   " },
  ],
  "POST /operacao/coleta/{protocol}/transicao": [
    {
      to: "agendada",
      idempotencyKey: uuid(),
      date: inDays(2),
      window: { from: "08:00", to: "12:00" },
      note: "Portão 2",
    },
    { to: "agendada", idempotencyKey: uuid(), date: inDays(2), window: { from: " 08:00", to: "17:30 " } },
    {
      to: "coletada",
      idempotencyKey: uuid(),
      collectedOn: todayInSaoPaulo(),
      collectedLitres: 380,
      driverName: "Carlos Mendes",
      note: "ok",
    },
    { to: "certificada", idempotencyKey: uuid() },
    { to: "cancelada", idempotencyKey: uuid(), reason: "Cliente desistiu" },
  ],
  "POST /contato": [
    validContatoBody("geral"),
    validContatoBody("ri"),
    validContatoBody("fornecedor"),
    { ...validContatoBody(), phone: "(11) 98765-4321", [honeypotField]: "" },
    applicationRequest("candidaturas/0b0f4a1e-2c3d-4e5f-8a9b-0c1d2e3f4a5b.pdf"),
  ],
  "POST /contato/cv": [
    { idempotencyKey: uuid(), fileName: "curriculo.pdf", contentType: "application/pdf", size: 120_000 },
    { idempotencyKey: uuid(), fileName: "cv.docx", contentType: "", size: 5 * 1024 * 1024 },
  ],
  "POST /contato/titular": [
    titularRequest(),
    (({ identifier: _identifier, ...rest }) => ({ ...rest, right: "revogacao", language: "es" }))(titularRequest()),
  ],
  "POST /contato/titular/confirmar": [{ token: "a".repeat(43) }, { token: "A_-".repeat(14) + "b", language: "en" }],
  "POST /meus-dados/encerrar": [{ password: "Circulare-2026x" }, { password: "x", code: "123 456", language: "es" }],
  "POST /pesquisa": [validPesquisaBody(), { ...withoutKey(validPesquisaBody(), "comment"), score: 0 }],
  "PUT /inscricao": [
    {
      endpoint: "https://fcm.googleapis.com/fcm/send/abc",
      expirationTime: null,
      keys: { p256dh: keyOf(65), auth: keyOf(16) },
      language: "pt",
    },
    {
      endpoint: "https://updates.push.services.mozilla.com/wpush/v2/x",
      expirationTime: 1_900_000_000_000,
      keys: { p256dh: keyOf(65), auth: keyOf(16) },
      language: "es",
    },
    { endpoint: "https://web.push.apple.com/QGx", keys: { p256dh: keyOf(65), auth: keyOf(16) }, language: "en" },
  ],
  "DELETE /inscricao": [{ endpoint: "https://fcm.googleapis.com/fcm/send/abc" }],
  "POST /mensagens/{reference}/status": [{ idempotencyKey: uuid(), status: "em-andamento" }],
  "POST /mensagens/{reference}/responsavel": [
    { idempotencyKey: uuid(), assignee: "0b6c3c4e-4d1f-4e7a-9c71-1f3b8e2a9d10" },
    { idempotencyKey: uuid(), assignee: "contato@circulare.local" },
    { idempotencyKey: uuid(), assignee: null },
  ],
  "POST /mensagens/{reference}/nota": [{ idempotencyKey: uuid(), text: "Ligar amanhã.\nCliente prefere à tarde." }],
  "POST /mensagens/{reference}/resposta": [{ idempotencyKey: uuid(), text: "Olá! Obrigado pelo contato." }],
  "POST /avisos-falhos/{id}/reenviar": [{ idempotencyKey: uuid() }, { idempotencyKey: ` ${uuid().toUpperCase()} ` }],
  "POST /equipe": [
    { email: "novo@example.com", groups: ["contato"] },
    { email: " Nova.Pessoa@Circulare.com.br ", name: "Nova Pessoa", groups: ["ri", "contato"], language: "en" },
  ],
  "PUT /equipe/{username}/grupos": [{ groups: [] }, { groups: ["operadores", "administradores"], language: "pt" }],
  "PUT /equipe/{username}/bases": [{ bases: [] }, { bases: ["guarulhos", " Canoas "], language: "pt" }],
  "POST /operacao/coleta/{protocol}/base": [
    { idempotencyKey: uuid(), baseId: "joinville", reason: "Mais perto da rota" },
    { idempotencyKey: uuid(), baseId: " Canoas ", reason: "Rota do Sul" },
  ],
};

function withoutKey(body: Record<string, unknown>, gone: string): Record<string, unknown> {
  const { [gone]: _gone, ...rest } = body;
  return rest;
}

/** The body as the gateway and the handler get it: through JSON. */
const asJson = (body: unknown): unknown =>
  body === undefined ? undefined : (JSON.parse(JSON.stringify(body)) as unknown);

/**
 * True when an object in `value` has a key named like one of Object.prototype's ("constructor", "__proto__"…): the
 * jsonschema library looks such keys up as if declared (`properties[key]` finds the prototype's), so it is not
 * asked about those bodies. The local validator and zod handle them (tested below and in the generated bodies).
 */
function hasPrototypeKey(value: unknown): boolean {
  if (!value || typeof value !== "object") return false;
  return Object.keys(value).some(
    (name) => name in Object.prototype || hasPrototypeKey((value as Record<string, unknown>)[name]),
  );
}

/** What the handler does with a body: takes the honeypot out (a filled one is accepted as is), then validates. */
function handlerAccepts(route: ApiRoute, body: unknown): boolean {
  if (!route.body) throw new Error(`${key(route)} takes no body`);
  let rest = body;
  if (route.body.honeypot) {
    const taken = takeHoneypot(body);
    if (taken.trapped) return true;
    rest = taken.body;
  }
  return validate(route.body.schema(), rest).ok;
}

const modelOf = (api: ApiDef, route: ApiRoute): JsonSchema => {
  const model = requestModel(api, route);
  if (!model) throw new Error(`${key(route)} has no model`);
  return model;
};
const modelAccepts = (model: JsonSchema, body: unknown) => checkJsonSchema(model, body).length === 0;

// The CDK's own JSON Schema library, a second opinion (draft 4). Not a dependency of the project: aws-cdk-lib's.
const require = createRequire(import.meta.url);
let library: { validate(instance: unknown, schema: unknown): { valid: boolean } } | null = null;
try {
  const { Validator } = require("jsonschema") as { Validator: new () => NonNullable<typeof library> };
  library = new Validator();
} catch {
  library = null;
}

describe("request models: which routes have one", () => {
  it("every route but a GET says what body it takes (a schema, or null for none)", () => {
    for (const api of apis) {
      for (const route of api.routes) {
        if (route.method === "GET") expect(route.body, `${api.name} ${key(route)}`).toBeUndefined();
        else expect(route.body, `${api.name} ${key(route)}`).not.toBeUndefined();
      }
    }
    expect(bodyRoutes.map(({ api, route }) => `${api.name} ${key(route)}`).sort()).toEqual(
      [
        "ColetaAPI POST /coleta",
        "ColetaAPI POST /meus-dados/encerrar",
        "ColetaAPI POST /operacao/coleta/{protocol}/base",
        "ColetaAPI POST /operacao/coleta/{protocol}/transicao",
        "ContatoAPI POST /contato",
        "ContatoAPI POST /contato/cv",
        "ContatoAPI POST /contato/titular",
        "ContatoAPI POST /contato/titular/confirmar",
        "EquipeAPI POST /avisos-falhos/{id}/reenviar",
        "EquipeAPI POST /equipe",
        "EquipeAPI POST /mensagens/{reference}/nota",
        "EquipeAPI POST /mensagens/{reference}/responsavel",
        "EquipeAPI POST /mensagens/{reference}/resposta",
        "EquipeAPI POST /mensagens/{reference}/status",
        "EquipeAPI PUT /equipe/{username}/bases",
        "EquipeAPI PUT /equipe/{username}/grupos",
        "PesquisaAPI POST /pesquisa",
        "PushAPI DELETE /inscricao",
        "PushAPI PUT /inscricao",
      ].sort(),
    );
    expect(
      requestModel(
        coletaApi,
        coletaApi.routes.find((route) => route.path === "/coleta/vincular")!,
      ),
    ).toBeNull();
    expect(Object.keys(validBodies).sort()).toEqual(bodyRoutes.map(({ route }) => key(route)).sort());
  });

  it("names each model after its route, letters and digits only, unique in its API", () => {
    expect(modelName({ method: "POST", path: "/mensagens/{reference}/nota" })).toBe("PostMensagensReferenceNota");
    expect(modelName({ method: "PUT", path: "/avisos-falhos/{id}/reenviar" })).toBe("PutAvisosFalhosIdReenviar");
    for (const api of apis) {
      const names = api.routes.filter((route) => route.body).map(modelName);
      for (const name of names) expect(name).toMatch(/^[A-Za-z0-9]+$/);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it("describes the shape the handler's schema checks (an example: the survey)", () => {
    const model = modelOf(
      pesquisaApi,
      pesquisaApi.routes.find((route) => route.path === "/pesquisa" && route.method === "POST")!,
    );
    expect(model).toEqual({
      $schema: "http://json-schema.org/draft-04/schema#",
      title: "PesquisaAPI POST /pesquisa",
      type: "object",
      properties: {
        idempotencyKey: { type: "string" },
        protocol: { type: "string" },
        score: { type: "number" },
        comment: { type: "string" },
        language: { type: "string", enum: ["pt", "en", "es"] },
      },
      required: ["idempotencyKey", "protocol", "score", "language"],
      additionalProperties: false,
    });
  });
});

describe.each(bodyRoutes.map(({ api, route }) => [`${api.name} ${key(route)}`, api, route] as const))(
  "%s",
  (_name, api, route) => {
    const model = modelOf(api, route);
    const valid = validBodies[key(route)];
    const base = valid[0];

    it("lets every valid body through, the handler's schema accepting each", () => {
      expect(valid.length).toBeGreaterThan(0);
      for (const body of valid) {
        expect(handlerAccepts(route, body), JSON.stringify(body)).toBe(true);
        expect(checkJsonSchema(model, body), JSON.stringify(body)).toEqual([]);
      }
    });

    it("refuses a missing required field, a field of the wrong type, an unknown field and a body that is no object, as the handler does", () => {
      const structure = bodyStructure(route.body!);
      // The object alternative (honeypot routes: the first of anyOf).
      const shape = structure.anyOf ? structure.anyOf[0] : structure;
      const refused: unknown[] = [null, [], "text", 42, true, [base], {}];
      for (const field of shape.required ?? []) {
        const { [field]: _gone, ...rest } = base;
        refused.push(rest);
      }
      for (const [field, schema] of Object.entries(shape.properties ?? {})) {
        if (field === honeypotField || !schema.type) continue; // an untyped field (consent: only `true`) is the handler's
        const wrong =
          schema.type === "string" || (Array.isArray(schema.type) && schema.type.includes("string")) ? 12345 : "12345";
        refused.push({ ...base, [field]: wrong });
        refused.push({ ...base, [field]: { nested: true } });
      }
      refused.push({ ...base, somethingElse: "x" });
      for (const body of refused) {
        expect(handlerAccepts(route, body), JSON.stringify(body)).toBe(false);
        expect(modelAccepts(model, body), JSON.stringify(body)).toBe(false);
      }
    });

    it("never refuses a body the handler accepts (valid bodies with fields changed, removed, added)", () => {
      let acceptedBodies = 0;
      let refusedBodies = 0;
      const paths = leafPaths(base);
      const mutation = fc.record({
        at: fc.constantFrom(...paths),
        kind: fc.constantFrom("replace", "replace", "replace", "remove", "add", "pad", "case"),
        value: hostileValue,
        name: fc.oneof(
          fc.constantFrom(honeypotField, "extra", "__proto__", "constructor", "toString"),
          fc.string({ maxLength: 6 }),
        ),
      });
      fc.assert(
        fc.property(
          fc.constantFrom(...valid),
          fc.array(mutation, { minLength: 1, maxLength: 3 }),
          (start, mutations) => {
            const body = asJson(
              mutations.reduce<unknown>((value, change) => mutate(value, change), structuredClone(start)),
            );
            const accepted = handlerAccepts(route, body);
            const passes = modelAccepts(model, body);
            if (accepted) expect(passes, JSON.stringify(body)).toBe(true);
            if (accepted) acceptedBodies += 1;
            if (!passes) refusedBodies += 1;
            if (library && !hasPrototypeKey(body))
              expect(library.validate(body, model).valid, JSON.stringify(body)).toBe(passes);
          },
        ),
        { numRuns: 300 },
      );
      // Both kinds came up: bodies the handler accepts (the property is not empty) and bodies the model refuses.
      expect(acceptedBodies).toBeGreaterThan(10);
      expect(refusedBodies).toBeGreaterThan(10);
    });

    it("agrees with a JSON Schema library (draft 4) on arbitrary JSON", () => {
      if (!library) return; // aws-cdk-lib brings jsonschema; without it, the other tests still hold
      fc.assert(
        fc.property(fc.jsonValue({ maxDepth: 3 }), (body) => {
          const passes = modelAccepts(model, body);
          if (!hasPrototypeKey(body)) expect(library!.validate(body, model).valid).toBe(passes);
          if (handlerAccepts(route, body)) expect(passes).toBe(true);
        }),
        { numRuns: 200 },
      );
    });
  },
);

describe("request models: the honeypot (POST /coleta, POST /contato)", () => {
  const coleta = coletaApi.routes.find((route) => route.method === "POST" && route.path === "/coleta")!;
  const contato = contatoApi.routes.find((route) => route.path === "/contato")!;

  it("lets a filled honeypot through whatever else the body holds: the handler answers it as if stored", () => {
    for (const [api, route] of [
      [coletaApi, coleta],
      [contatoApi, contato],
    ] as const) {
      const model = modelOf(api, route);
      for (const trap of ["http://spam.example", "x", 1, null, false, {}, []]) {
        for (const body of [
          { [honeypotField]: trap },
          { ...coletaRequest(), [honeypotField]: trap, extra: 1 },
          { [honeypotField]: trap, company: 7 },
        ]) {
          expect(handlerAccepts(route, body)).toBe(true);
          expect(checkJsonSchema(model, body), JSON.stringify(body)).toEqual([]);
        }
      }
      // Empty: a person; the rest must then be valid.
      expect(modelAccepts(model, { [honeypotField]: "" })).toBe(false);
      expect(modelAccepts(model, { [honeypotField]: "", company: 7 })).toBe(false);
    }
  });
});

describe("the gateway's answer to a refused body", () => {
  it("is the handlers' error shape: one whole-body error, code invalid_body, a message with nothing a template would substitute", () => {
    const answer = gatewayBodyError();
    expect(answer).toEqual({
      errors: [{ field: "", code: INVALID_BODY_CODE, message: expect.stringMatching(/formato esperado/) }],
    });
    expect(errorCodes).toContain(INVALID_BODY_CODE);
    expect(JSON.stringify(answer)).not.toMatch(/[$#\\]/);
  });
});

describe("structureOf: what it reads of a zod schema", () => {
  it("keeps a string's lengths measured before a change, halving minimums (code points or UTF-16 units alike)", () => {
    expect(structureOf(z.string().min(3).max(10))).toEqual({ type: "string", minLength: 2, maxLength: 10 });
    expect(structureOf(z.string().length(4))).toEqual({ type: "string", minLength: 2, maxLength: 4 });
    expect(structureOf(z.string().trim().max(5))).toEqual({ type: "string" });
    expect(structureOf(z.string().max(5).toUpperCase().max(3))).toEqual({ type: "string", maxLength: 5 });
    expect(structureOf(z.string().uuid().regex(/x/).email())).toEqual({ type: "string" });
    // "ab😀" is 4 UTF-16 units and 3 code points: zod's min(4) accepts it, so does the derived minLength.
    expect(checkJsonSchema(structureOf(z.string().min(4)), "ab😀")).toEqual([]);
    expect(z.string().max(3).safeParse("ab😀").success).toBe(false);
    expect(checkJsonSchema(structureOf(z.string().max(3)), "ab😀")).toEqual([]); // looser, never stricter
  });

  it("reads numbers, booleans, literals, enums, arrays, tuples, records, unions, nullables and intersections", () => {
    expect(structureOf(z.number().int().min(1).max(9))).toEqual({ type: "number", minimum: 1, maximum: 9 });
    expect(structureOf(z.number().gt(0).lt(1))).toEqual({
      type: "number",
      minimum: 0,
      exclusiveMinimum: true,
      maximum: 1,
      exclusiveMaximum: true,
    });
    expect(structureOf(z.boolean())).toEqual({ type: "boolean" });
    expect(structureOf(z.literal("a"))).toEqual({ type: "string", enum: ["a"] });
    expect(structureOf(z.literal(3))).toEqual({ type: "number", enum: [3] });
    expect(structureOf(z.enum(["a", "b"]))).toEqual({ type: "string", enum: ["a", "b"] });
    expect(structureOf(z.array(z.string()).min(1).max(3))).toEqual({
      type: "array",
      items: { type: "string" },
      minItems: 1,
      maxItems: 3,
    });
    expect(structureOf(z.tuple([z.string(), z.number()]))).toEqual({
      type: "array",
      items: [{ type: "string" }, { type: "number" }],
      minItems: 2,
      maxItems: 2,
      additionalItems: false,
    });
    expect(structureOf(z.record(z.number()))).toEqual({ type: "object", additionalProperties: { type: "number" } });
    expect(structureOf(z.union([z.string(), z.number()]))).toEqual({ anyOf: [{ type: "string" }, { type: "number" }] });
    expect(structureOf(z.union([z.string(), z.any()]))).toEqual({});
    expect(structureOf(z.string().nullable())).toEqual({ anyOf: [{ type: "string" }, { type: "null" }] });
    expect(structureOf(z.intersection(z.object({ a: z.string() }), z.object({ b: z.number() })))).toEqual({
      allOf: [
        { type: "object", properties: { a: { type: "string" } }, required: ["a"] },
        { type: "object", properties: { b: { type: "number" } }, required: ["b"] },
      ],
    });
  });

  it("makes a key required exactly when the zod schema refuses it missing; strict objects refuse unknown keys, others keep them", () => {
    const schema = z.object({
      a: z.string(),
      b: z.string().optional(),
      c: z.string().default("x"),
      d: z.custom<boolean>((value) => value === true),
      e: z.any(),
    });
    expect(structureOf(schema)).toEqual({
      type: "object",
      properties: { a: { type: "string" }, b: { type: "string" }, c: { type: "string" }, d: {}, e: {} },
      required: ["a", "d"],
    });
    expect(structureOf(schema.strict()).additionalProperties).toBe(false);
    expect(structureOf(schema.passthrough()).additionalProperties).toBeUndefined();
    expect(structureOf(schema.catchall(z.number())).additionalProperties).toEqual({ type: "number" });
  });

  it("reads through refinements, transformations and checkedFirst(), but not through a preprocess that may change the value", () => {
    const inner = z.object({ n: z.number() }).strict();
    const expected = {
      type: "object",
      properties: { n: { type: "number" } },
      required: ["n"],
      additionalProperties: false,
    };
    expect(structureOf(inner.refine(() => true))).toEqual(expected);
    expect(structureOf(inner.transform((value) => value.n))).toEqual(expected);
    expect(structureOf(checkedFirst(() => undefined, inner))).toEqual(expected);
    // This one turns "5" into 5: the model cannot say "number" (the handler accepts "5").
    const changing = z.preprocess((value) => (typeof value === "string" ? Number(value) : value), z.number());
    expect(changing.safeParse("5").success).toBe(true);
    expect(structureOf(changing)).toEqual({});
  });

  it("says nothing (any value) of what it cannot read exactly", () => {
    for (const schema of [
      z.coerce.string(),
      z.coerce.number(),
      z.string().catch("x"),
      z.lazy(() => z.string()),
      z.date(),
      z.unknown(),
    ]) {
      expect(structureOf(schema)).toEqual({});
    }
  });
});

describe("checkJsonSchema: the local validator", () => {
  it("reads only the keywords the derivation writes, and says so for any other", () => {
    expect(() => checkJsonSchema({ pattern: "^a$" } as JsonSchema, "a")).toThrow(/pattern/);
    expect(() => checkJsonSchema({ format: "email" } as JsonSchema, "a")).toThrow(/format/);
  });

  it("reports keywords and paths, never the value or an unknown key's name", () => {
    const schema: JsonSchema = {
      type: "object",
      properties: {
        a: { type: "object", properties: { b: { type: "number" } }, required: ["b"], additionalProperties: false },
      },
      required: ["a"],
    };
    expect(checkJsonSchema(schema, { a: { secret: "maria@example.com" } })).toEqual([
      { path: "/a/b", keyword: "required" },
      { path: "/a", keyword: "additionalProperties" },
    ]);
    expect(checkJsonSchema(schema, { a: { b: "maria@example.com" } })).toEqual([{ path: "/a/b", keyword: "type" }]);
  });

  it("does not take a key named after Object.prototype for a declared property", () => {
    const schema: JsonSchema = { type: "object", properties: { a: { type: "string" } }, additionalProperties: false };
    const body = JSON.parse('{"__proto__": 1, "constructor": 2, "toString": 3}') as unknown;
    expect(checkJsonSchema(schema, body)).toEqual([
      { path: "", keyword: "additionalProperties" },
      { path: "", keyword: "additionalProperties" },
      { path: "", keyword: "additionalProperties" },
    ]);
  });
});

// --- generated bodies ----------------------------------------------------------------------------------------------

type Mutation = { at: string[]; kind: string; value: unknown; name: string };

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    "",
    " ",
    "pt",
    "PT",
    "en",
    "fornecedor",
    "agendada",
    "tambor",
    "oficina",
    "contato",
    "em-andamento",
    null,
    true,
    false,
    0,
    -1,
    1.5,
    400,
    1e21,
    [],
    {},
    [""],
    ["contato"],
    ["contato", "contato"],
  ),
  fc.string({ maxLength: 20 }),
  fc.string({ unit: "grapheme", maxLength: 10 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.jsonValue({ maxDepth: 2 }),
);

/** Every path to a value in `value` (objects and arrays included), `[]` being the body itself. */
function leafPaths(value: unknown, prefix: string[] = []): string[][] {
  const paths = [prefix];
  if (value && typeof value === "object") {
    for (const [childKey, child] of Object.entries(value)) paths.push(...leafPaths(child, [...prefix, childKey]));
  }
  return paths;
}

function mutate(body: unknown, change: Mutation): unknown {
  if (change.at.length === 0) {
    if (change.kind === "replace") return change.value;
    if (change.kind === "add" && body && typeof body === "object" && !Array.isArray(body))
      return { ...(body as object), [change.name]: change.value };
    return body;
  }
  let parent: unknown = body;
  for (const part of change.at.slice(0, -1)) {
    if (!parent || typeof parent !== "object") return body;
    parent = (parent as Record<string, unknown>)[part];
  }
  if (!parent || typeof parent !== "object") return body;
  const record = parent as Record<string, unknown>;
  const last = change.at[change.at.length - 1];
  if (!Object.prototype.hasOwnProperty.call(record, last)) return body;
  const current = record[last];
  switch (change.kind) {
    case "replace":
      record[last] = change.value;
      break;
    case "remove":
      delete record[last];
      break;
    case "add":
      if (current && typeof current === "object" && !Array.isArray(current))
        Object.defineProperty(current, change.name, {
          value: change.value,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      else
        Object.defineProperty(record, change.name, {
          value: change.value,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      break;
    case "pad":
      if (typeof current === "string") record[last] = ` \u200b${current}\u00ad `;
      break;
    case "case":
      if (typeof current === "string") record[last] = current.toUpperCase();
      break;
  }
  return body;
}
