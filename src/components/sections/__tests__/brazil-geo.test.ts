import {
  brazilOutline,
  brazilPath,
  cities,
  cityKey,
  locateCity,
  mapHeight,
  mapMarkers,
  mapWidth,
  placeMarkers,
  project,
  stateCapitals,
  type Point,
} from "../brazil-geo";

/** Ray casting: whether a point is inside the projected outline. */
function insideOutline(point: Point): boolean {
  const polygon = brazilOutline.map(project);
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i];
    const b = polygon[j];
    if (a.y > point.y !== b.y > point.y && point.x < ((b.x - a.x) * (point.y - a.y)) / (b.y - a.y) + a.x)
      inside = !inside;
  }
  return inside;
}

describe("the projection", () => {
  it("puts north up, east right, and the whole outline inside the map", () => {
    const manaus = project(stateCapitals.AM.at);
    const recife = project(stateCapitals.PE.at);
    const portoAlegre = project(stateCapitals.RS.at);
    expect(recife.x).toBeGreaterThan(manaus.x);
    expect(portoAlegre.y).toBeGreaterThan(manaus.y);
    for (const point of brazilOutline.map(project)) {
      expect(point.x).toBeGreaterThan(0);
      expect(point.x).toBeLessThan(mapWidth);
      expect(point.y).toBeGreaterThan(0);
      expect(point.y).toBeLessThan(mapHeight);
    }
  });

  it("keeps Brazil's proportions (about as tall as it is wide, east–west scaled by the latitude)", () => {
    // Chuí–Caburaí (39° of latitude) against Ponta do Seixas–Acre (39.2° of longitude at cos 14° ≈ 0.97).
    const height = project([-53.4, -33.8]).y - project([-60.2, 5.3]).y;
    const width = project([-34.7, -7.1]).x - project([-74.0, -7.5]).x;
    expect(width / height).toBeCloseTo((39.3 * Math.cos((14 * Math.PI) / 180)) / 39.1, 2);
  });

  it("draws a closed path through every outline point", () => {
    expect(brazilPath.startsWith("M")).toBe(true);
    expect(brazilPath.endsWith("Z")).toBe(true);
    expect(brazilPath.split("L")).toHaveLength(brazilOutline.length);
  });

  it("has every capital and every known city inside the outline", () => {
    const outside = [
      ...Object.entries(stateCapitals).map(([uf, capital]) => [`${uf} ${capital.city}`, capital.at] as const),
      ...Object.entries(cities),
    ].filter(([, at]) => !insideOutline(project(at)));
    expect(outside.map(([name]) => name)).toEqual([]);
  });

  it("has the 27 federative units", () => {
    expect(Object.keys(stateCapitals)).toHaveLength(27);
  });
});

describe("locating a base", () => {
  it("finds a known city whatever its accents, case and spacing", () => {
    expect(cityKey("  São  José dos Campos ", "sp")).toBe("SP:sao jose dos campos");
    expect(locateCity("Paulínia", "SP")).toEqual({ at: cities["SP:paulinia"], exact: true });
    expect(locateCity("PAULINIA", "SP")).toEqual({ at: cities["SP:paulinia"], exact: true });
  });

  it("finds the capital itself, exactly", () => {
    expect(locateCity("Belém", "PA")).toEqual({ at: stateCapitals.PA.at, exact: true });
  });

  it("falls back to the state's capital for a city it does not know", () => {
    expect(locateCity("Cidade Inventada", "GO")).toEqual({ at: stateCapitals.GO.at, exact: false });
    // A known name in another state is not that state's city.
    expect(locateCity("Campinas", "MG")).toEqual({ at: stateCapitals.MG.at, exact: false });
  });

  it("gives nothing for a UF that is no state", () => {
    expect(locateCity("Lugar", "XX")).toBeUndefined();
  });
});

describe("placing markers", () => {
  it("leaves markers that do not overlap where they are", () => {
    const points = [
      { x: 10, y: 10 },
      { x: 40, y: 10 },
    ];
    expect(placeMarkers(points, 12)).toEqual(points);
  });

  it("moves markers that would overlap until all are at least the distance apart", () => {
    const same = Array.from({ length: 9 }, () => ({ x: 100, y: 100 }));
    const placed = placeMarkers(same, 12);
    expect(placed[0]).toEqual({ x: 100, y: 100 });
    for (let i = 0; i < placed.length; i++) {
      for (let j = i + 1; j < placed.length; j++) {
        expect(Math.hypot(placed[i].x - placed[j].x, placed[i].y - placed[j].y)).toBeGreaterThanOrEqual(12 - 1e-6);
      }
    }
    // The first six fit on the first ring around the spot; the rest go to the next one.
    for (const point of placed.slice(1, 7)) expect(Math.hypot(point.x - 100, point.y - 100)).toBeCloseTo(12, 6);
  });

  it("makes the markers of a section: two bases in one city both show, an unknown UF is left out", () => {
    const markers = mapMarkers(
      [
        { city: "Paulínia", uf: "SP", kind: "plant" },
        { city: "Paulínia", uf: "SP", kind: "office" },
        { city: "Nenhures", uf: "ZZ", kind: "base" },
        { city: "Cidade Inventada", uf: "BA", kind: "base" },
      ],
      10,
    );
    expect(markers.map((marker) => `${marker.kind} ${marker.city}`)).toEqual([
      "plant Paulínia",
      "office Paulínia",
      "base Cidade Inventada",
    ]);
    expect(markers[0]).toMatchObject(project(cities["SP:paulinia"]));
    expect(Math.hypot(markers[1].x - markers[0].x, markers[1].y - markers[0].y)).toBeGreaterThanOrEqual(9.9);
    expect(markers[2]).toMatchObject(project(stateCapitals.BA.at));
  });
});
