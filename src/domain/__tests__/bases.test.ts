import fs from "node:fs";
import { assignBase, basesFileSchema, countOperatingBases, distanceKm, type Base } from "../bases";
import { baseMoveSchema, parseBaseIds } from "../base-ids";

/** A base of kind "base" with the fields the rule does not read filled in. */
function base(
  id: string,
  city: string,
  uf: string,
  at: [lon: number, lat: number],
  serves: Partial<Base["serves"]> = {},
): Base {
  return {
    id,
    name: city,
    kind: "base",
    city,
    uf: uf as Base["uf"],
    longitude: at[0],
    latitude: at[1],
    serves: { states: [], municipalities: [], ...serves },
    phone: "+55 11 5555-0100",
    operationsEmail: `${id}@example.com`,
  };
}

const guarulhos = base("guarulhos", "Guarulhos", "SP", [-46.53, -23.46], { states: ["SP"] });
const anapolis = base("anapolis", "Anápolis", "GO", [-48.95, -16.33], {
  states: ["GO"],
  municipalities: [{ city: "Uberlândia", uf: "MG" }],
});
const contagem = base("contagem", "Contagem", "MG", [-44.05, -19.93], { states: ["MG"] });
const belem = base("belem", "Belém", "PA", [-48.5, -1.46], { states: ["PA"] });
const plant: Base = { ...base("paulinia", "Paulínia", "SP", [-47.15, -22.76]), kind: "plant" };
const bases = [plant, guarulhos, anapolis, contagem, belem];

describe("assignBase: the base that serves an address", () => {
  it("takes the base that lists the municipality, before the one that serves its state", () => {
    expect(assignBase({ city: "Uberlândia", state: "MG" }, bases)).toEqual({ base: anapolis, by: "municipality" });
    // Accents, case and spaces do not matter; the state does (an Uberlândia elsewhere is not listed).
    expect(assignBase({ city: "  uberlandia ", state: "mg" }, bases)?.base.id).toBe("anapolis");
  });

  it("else the base that serves the state", () => {
    expect(assignBase({ city: "Belo Horizonte", state: "MG" }, bases)).toEqual({ base: contagem, by: "state" });
    expect(assignBase({ city: "Campinas", state: "SP" }, bases)).toEqual({ base: guarulhos, by: "state" });
  });

  it("else the nearest base by distance, from the city when known, else from the state's capital", () => {
    // Palmas (TO, a capital): Anápolis ~700 km, Belém ~970 km.
    expect(assignBase({ city: "Palmas", state: "TO" }, bases)).toEqual({ base: anapolis, by: "nearest" });
    // Araguaína (TO, a known city further north): Belém is nearer.
    expect(assignBase({ city: "Araguaína", state: "TO" }, bases)).toEqual({ base: belem, by: "nearest" });
    // An unknown town of Tocantins is placed at its capital.
    expect(assignBase({ city: "Lugar Nenhum", state: "TO" }, bases)?.base.id).toBe("anapolis");
  });

  it("never gives a request to the plant or the office, and gives none when no base takes requests", () => {
    expect(assignBase({ city: "Paulínia", state: "SP" }, bases)?.base.id).toBe("guarulhos");
    expect(assignBase({ city: "Campinas", state: "SP" }, [plant])).toBeNull();
  });

  it("measures great-circle distances in kilometres", () => {
    // São Paulo – Rio de Janeiro: about 360 km.
    expect(distanceKm([-46.63, -23.55], [-43.17, -22.91])).toBeGreaterThan(350);
    expect(distanceKm([-46.63, -23.55], [-43.17, -22.91])).toBeLessThan(370);
  });
});

describe("content/bases/bases.json", () => {
  const file = basesFileSchema.parse(JSON.parse(fs.readFileSync("content/bases/bases.json", "utf8")));

  it("holds the 14 operating bases of the map, the plant and the office", () => {
    expect(countOperatingBases(file.bases)).toBe(14);
    expect(
      file.bases
        .filter((entry) => entry.kind !== "base")
        .map((entry) => entry.kind)
        .sort(),
    ).toEqual(["office", "plant"]);
  });

  it("gives every state a base, by the list or by distance", () => {
    for (const capital of ["Rio Branco/AC", "Porto Velho/RO", "Palmas/TO", "Campinas/SP", "Canoas/RS", "Uberaba/MG"]) {
      const [city, state] = capital.split("/");
      expect(assignBase({ city, state }, file.bases)).not.toBeNull();
    }
  });

  it("refuses a state served twice, a duplicate id and a plant that serves requests", () => {
    const [first, second] = file.bases.filter((entry) => entry.kind === "base");
    const broken = {
      bases: [
        ...file.bases,
        { ...second, id: first.id },
        { ...first, id: "outra", serves: { states: first.serves.states, municipalities: [] } },
        { ...first, id: "planta", kind: "plant" },
      ],
    };
    const result = basesFileSchema.safeParse(broken);
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`) ?? [];
    expect(messages.some((line) => line.includes(`is already the id of`))).toBe(true);
    expect(messages.some((line) => line.includes(`${first.serves.states[0]} is already served by "${first.id}"`))).toBe(
      true,
    );
    expect(messages.some((line) => line.endsWith('only a base of kind "base" serves requests'))).toBe(true);
  });
});

describe("baseMoveSchema: an operator's move to another base", () => {
  const key = "6f1c1e9e-2a5b-4c1d-9a57-2f7a3c1b9d10";
  it("takes a base id (any case, trimmed) and a reason", () => {
    expect(baseMoveSchema().parse({ idempotencyKey: key, baseId: " Joinville ", reason: "Rota nova" })).toEqual({
      idempotencyKey: key,
      baseId: "joinville",
      reason: "Rota nova",
    });
  });
  it("refuses a move without a reason, or to something that is no base id", () => {
    expect(baseMoveSchema().safeParse({ idempotencyKey: key, baseId: "joinville" }).success).toBe(false);
    expect(baseMoveSchema().safeParse({ idempotencyKey: key, baseId: "a b", reason: "Rota nova" }).success).toBe(false);
  });
});

describe("parseBaseIds: an operator's custom:bases", () => {
  it("keeps the ids in order, once, and drops what is no id", () => {
    expect(parseBaseIds("guarulhos, anapolis,guarulhos,,Não")).toEqual(["guarulhos", "anapolis"]);
    expect(parseBaseIds(undefined)).toEqual([]);
  });
});
