/**
 * The geography of the map section (brazil-map.tsx): a simplified outline of Brazil and the approximate places of
 * its cities, as longitude/latitude in degrees, projected onto the map's SVG (equirectangular, scaled by the
 * cosine of a central parallel so the country keeps its shape). Approximate on purpose: a marker shows the region
 * of a base, the list beside the map names it.
 */
export type LonLat = readonly [lon: number, lat: number];
export type Point = { x: number; y: number };
export type BaseKind = "plant" | "base" | "office";

/** The outline, clockwise from Cabo Orange (AP): the coast south to Chuí (RS), then the land borders back north. */
export const brazilOutline: readonly LonLat[] = [
  // Atlantic coast
  [-51.3, 4.5],
  [-50.9, 3.3],
  [-50.3, 1.9],
  [-49.7, 1.0],
  [-49.9, 0.1],
  [-48.9, -0.1],
  [-48.1, -0.6],
  [-47.0, -0.5],
  [-45.8, -1.0],
  [-44.9, -1.3],
  [-44.1, -2.3],
  [-43.3, -2.4],
  [-41.8, -2.7],
  [-40.4, -2.7],
  [-39.0, -3.2],
  [-38.2, -3.9],
  [-37.2, -4.6],
  [-36.1, -4.9],
  [-35.2, -5.1],
  [-35.0, -5.9],
  [-34.7, -7.1],
  [-34.7, -8.1],
  [-35.2, -9.1],
  [-35.6, -9.6],
  [-36.4, -10.5],
  [-36.9, -10.8],
  [-37.6, -11.6],
  [-38.3, -12.8],
  [-38.9, -13.5],
  [-38.9, -15.0],
  [-38.9, -16.5],
  [-39.1, -17.7],
  [-39.6, -18.8],
  [-39.8, -19.7],
  [-40.2, -20.3],
  [-40.9, -21.3],
  [-41.1, -22.0],
  [-41.9, -22.9],
  [-43.1, -23.1],
  [-44.5, -23.3],
  [-45.4, -23.8],
  [-46.2, -24.1],
  [-47.2, -24.6],
  [-48.1, -25.3],
  [-48.4, -25.9],
  [-48.5, -26.6],
  [-48.4, -27.5],
  [-48.7, -28.3],
  [-49.4, -29.1],
  [-50.0, -30.0],
  [-50.7, -31.0],
  [-51.5, -31.7],
  [-52.2, -32.3],
  [-52.7, -33.0],
  [-53.4, -33.8],
  // Uruguay
  [-53.5, -33.1],
  [-53.2, -32.5],
  [-53.8, -32.0],
  [-54.6, -31.4],
  [-55.4, -31.0],
  [-56.0, -30.9],
  [-56.9, -30.1],
  [-57.6, -30.2],
  // Argentina (the Uruguay river)
  [-56.6, -29.2],
  [-55.8, -28.3],
  [-55.0, -27.8],
  [-53.8, -27.1],
  [-53.7, -26.3],
  [-53.8, -25.7],
  [-54.65, -25.6],
  // Paraguay
  [-54.3, -24.1],
  [-55.3, -24.0],
  [-55.6, -23.0],
  [-55.8, -22.3],
  [-56.9, -22.3],
  [-57.9, -22.1],
  [-58.1, -20.2],
  [-57.8, -19.1],
  // Bolivia
  [-57.5, -18.2],
  [-58.3, -17.4],
  [-58.4, -16.3],
  [-60.2, -16.2],
  [-60.2, -15.1],
  [-60.4, -13.6],
  [-61.9, -13.5],
  [-63.1, -12.7],
  [-64.4, -12.4],
  [-65.3, -11.3],
  [-65.3, -10.0],
  [-66.6, -9.9],
  [-67.8, -10.7],
  [-68.7, -11.1],
  [-69.6, -11.0],
  // Peru
  [-70.6, -11.0],
  [-70.6, -9.6],
  [-71.3, -9.9],
  [-72.2, -10.0],
  [-72.4, -9.5],
  [-73.2, -9.2],
  [-73.0, -8.6],
  [-74.0, -7.5],
  [-73.7, -7.0],
  [-73.1, -5.8],
  [-72.4, -5.0],
  [-71.2, -4.3],
  [-69.95, -4.2],
  // Colombia
  [-69.5, -1.2],
  [-69.4, 0.1],
  [-70.1, 0.6],
  [-69.3, 1.1],
  [-69.8, 1.7],
  [-68.2, 1.8],
  [-67.3, 2.1],
  [-66.9, 1.2],
  // Venezuela
  [-66.0, 0.8],
  [-65.3, 1.0],
  [-64.1, 1.6],
  [-63.4, 2.2],
  [-64.1, 2.5],
  [-64.2, 3.4],
  [-64.8, 4.1],
  [-64.0, 4.2],
  [-63.1, 3.9],
  [-62.4, 4.1],
  [-61.4, 4.4],
  [-60.7, 4.9],
  [-60.2, 5.3],
  // Guyana, Suriname, French Guiana (the Oiapoque)
  [-59.9, 4.3],
  [-59.6, 3.6],
  [-59.9, 2.7],
  [-59.7, 1.8],
  [-58.9, 1.2],
  [-58.3, 1.5],
  [-57.3, 1.9],
  [-56.4, 1.9],
  [-55.9, 2.5],
  [-55.0, 2.5],
  [-54.1, 2.1],
  [-52.9, 2.2],
  [-52.3, 3.2],
  [-51.8, 3.9],
];

/** Each state's capital, by UF: where a base goes when its city is not in `cities`. */
export const stateCapitals: Readonly<Record<string, { city: string; at: LonLat }>> = {
  AC: { city: "Rio Branco", at: [-67.81, -9.97] },
  AL: { city: "Maceió", at: [-35.74, -9.67] },
  AP: { city: "Macapá", at: [-51.07, 0.03] },
  AM: { city: "Manaus", at: [-60.02, -3.12] },
  BA: { city: "Salvador", at: [-38.5, -12.97] },
  CE: { city: "Fortaleza", at: [-38.54, -3.73] },
  DF: { city: "Brasília", at: [-47.88, -15.79] },
  ES: { city: "Vitória", at: [-40.34, -20.32] },
  GO: { city: "Goiânia", at: [-49.25, -16.68] },
  MA: { city: "São Luís", at: [-44.3, -2.53] },
  MT: { city: "Cuiabá", at: [-56.1, -15.6] },
  MS: { city: "Campo Grande", at: [-54.62, -20.47] },
  MG: { city: "Belo Horizonte", at: [-43.94, -19.92] },
  PA: { city: "Belém", at: [-48.5, -1.46] },
  PB: { city: "João Pessoa", at: [-34.86, -7.12] },
  PR: { city: "Curitiba", at: [-49.27, -25.43] },
  PE: { city: "Recife", at: [-34.88, -8.05] },
  PI: { city: "Teresina", at: [-42.8, -5.09] },
  RJ: { city: "Rio de Janeiro", at: [-43.17, -22.91] },
  RN: { city: "Natal", at: [-35.21, -5.79] },
  RS: { city: "Porto Alegre", at: [-51.23, -30.03] },
  RO: { city: "Porto Velho", at: [-63.9, -8.76] },
  RR: { city: "Boa Vista", at: [-60.67, 2.82] },
  SC: { city: "Florianópolis", at: [-48.55, -27.6] },
  SP: { city: "São Paulo", at: [-46.63, -23.55] },
  SE: { city: "Aracaju", at: [-37.07, -10.91] },
  TO: { city: "Palmas", at: [-48.33, -10.18] },
};

/** Other cities with industry (and so bases), by `UF:name` with the name as `cityKey` writes it. */
export const cities: Readonly<Record<string, LonLat>> = {
  "SP:campinas": [-47.06, -22.91],
  "SP:paulinia": [-47.15, -22.76],
  "SP:guarulhos": [-46.53, -23.46],
  "SP:santos": [-46.33, -23.96],
  "SP:cubatao": [-46.43, -23.89],
  "SP:sao jose dos campos": [-45.89, -23.18],
  "SP:ribeirao preto": [-47.81, -21.18],
  "SP:sorocaba": [-47.46, -23.5],
  "SP:jundiai": [-46.88, -23.19],
  "SP:piracicaba": [-47.65, -22.73],
  "SP:bauru": [-49.06, -22.31],
  "SP:sao jose do rio preto": [-49.38, -20.82],
  "SP:presidente prudente": [-51.39, -22.12],
  "SP:franca": [-47.4, -20.54],
  "SP:limeira": [-47.4, -22.56],
  "SP:taubate": [-45.56, -23.03],
  "SP:santo andre": [-46.54, -23.66],
  "SP:sao bernardo do campo": [-46.56, -23.69],
  "SP:osasco": [-46.79, -23.53],
  "SP:barueri": [-46.88, -23.51],
  "SP:maua": [-46.46, -23.67],
  "RJ:duque de caxias": [-43.31, -22.79],
  "RJ:niteroi": [-43.1, -22.88],
  "RJ:macae": [-41.79, -22.37],
  "RJ:volta redonda": [-44.1, -22.52],
  "RJ:campos dos goytacazes": [-41.32, -21.75],
  "MG:contagem": [-44.05, -19.93],
  "MG:betim": [-44.2, -19.97],
  "MG:uberlandia": [-48.28, -18.92],
  "MG:uberaba": [-47.93, -19.75],
  "MG:juiz de fora": [-43.35, -21.76],
  "MG:ipatinga": [-42.54, -19.47],
  "MG:montes claros": [-43.86, -16.73],
  "MG:governador valadares": [-41.95, -18.85],
  "MG:sete lagoas": [-44.25, -19.47],
  "ES:serra": [-40.31, -20.13],
  "ES:vila velha": [-40.29, -20.33],
  "PR:londrina": [-51.16, -23.31],
  "PR:maringa": [-51.94, -23.42],
  "PR:cascavel": [-53.46, -24.96],
  "PR:araucaria": [-49.41, -25.59],
  "PR:ponta grossa": [-50.16, -25.09],
  "PR:foz do iguacu": [-54.59, -25.52],
  "PR:paranagua": [-48.51, -25.52],
  "SC:joinville": [-48.85, -26.3],
  "SC:blumenau": [-49.07, -26.92],
  "SC:itajai": [-48.66, -26.91],
  "SC:chapeco": [-52.62, -27.1],
  "SC:criciuma": [-49.37, -28.68],
  "SC:lages": [-50.33, -27.82],
  "RS:caxias do sul": [-51.18, -29.17],
  "RS:canoas": [-51.18, -29.92],
  "RS:pelotas": [-52.34, -31.77],
  "RS:rio grande": [-52.1, -32.04],
  "RS:santa maria": [-53.81, -29.69],
  "RS:passo fundo": [-52.41, -28.26],
  "RS:novo hamburgo": [-51.13, -29.68],
  "RS:gravatai": [-50.99, -29.94],
  "RS:triunfo": [-51.72, -29.94],
  "BA:camacari": [-38.32, -12.7],
  "BA:feira de santana": [-38.97, -12.27],
  "BA:vitoria da conquista": [-40.84, -14.86],
  "PE:ipojuca": [-35.06, -8.4],
  "PE:jaboatao dos guararapes": [-35.01, -8.11],
  "PE:caruaru": [-35.98, -8.28],
  "PE:petrolina": [-40.5, -9.39],
  "CE:juazeiro do norte": [-39.31, -7.21],
  "CE:maracanau": [-38.63, -3.87],
  "RN:mossoro": [-37.34, -5.19],
  "PB:campina grande": [-35.88, -7.23],
  "MA:imperatriz": [-47.49, -5.53],
  "PA:maraba": [-49.12, -5.37],
  "PA:santarem": [-54.71, -2.44],
  "PA:barcarena": [-48.63, -1.51],
  "PA:parauapebas": [-49.9, -6.07],
  "GO:anapolis": [-48.95, -16.33],
  "GO:rio verde": [-50.93, -17.8],
  "MT:rondonopolis": [-54.64, -16.47],
  "MT:sinop": [-55.5, -11.86],
  "MS:dourados": [-54.81, -22.22],
  "MS:tres lagoas": [-51.68, -20.75],
  "TO:araguaina": [-48.21, -7.19],
  "RO:ji-parana": [-61.95, -10.88],
};

/** The key of a city in `cities`: its UF and its name without accents, case or extra spaces. */
export function cityKey(city: string, uf: string): string {
  const name = city
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
  return `${uf.toUpperCase()}:${name}`;
}

/**
 * Where a base is: its city when known, else its state's capital (`exact: false`); undefined for a UF that is
 * no state (the base is still listed, only not drawn).
 */
export function locateBase(city: string, uf: string): { at: LonLat; exact: boolean } | undefined {
  const known = cities[cityKey(city, uf)];
  if (known) return { at: known, exact: true };
  const capital = stateCapitals[uf.toUpperCase()];
  if (!capital) return undefined;
  return { at: capital.at, exact: cityKey(capital.city, uf) === cityKey(city, uf) };
}

/** The map's frame in degrees (a margin around the outline) and its size in SVG units. */
const frame = { west: -74.6, east: -34.1, north: 5.9, south: -34.4 };
const scaleX = Math.cos((-14 * Math.PI) / 180);
export const mapWidth = 600;
const unitsPerDegree = mapWidth / ((frame.east - frame.west) * scaleX);
export const mapHeight = Math.round((frame.north - frame.south) * unitsPerDegree);

/** A longitude/latitude as a point of the map (x to the east, y to the south), rounded to 0.1 unit. */
export function project([lon, lat]: LonLat): Point {
  const round = (value: number) => Math.round(value * 10) / 10;
  return { x: round((lon - frame.west) * scaleX * unitsPerDegree), y: round((frame.north - lat) * unitsPerDegree) };
}

/** The outline as an SVG path. */
export const brazilPath = `M${brazilOutline
  .map((point) => {
    const { x, y } = project(point);
    return `${x} ${y}`;
  })
  .join("L")}Z`;

/**
 * Markers that do not cover one another: each point that falls within `minDistance` of one already placed moves
 * to the first free spot on rings around it (6, then 12, … positions), so two bases in one city both show.
 */
export function placeMarkers(points: readonly Point[], minDistance: number): Point[] {
  const placed: Point[] = [];
  const free = (candidate: Point) =>
    placed.every((other) => Math.hypot(other.x - candidate.x, other.y - candidate.y) >= minDistance - 1e-9);
  for (const point of points) {
    let spot = point;
    for (let ring = 1; !free(spot); ring++) {
      const slots = 6 * ring;
      const candidates = Array.from({ length: slots }, (_, slot) => {
        const angle = (2 * Math.PI * slot) / slots - Math.PI / 2;
        const distance = minDistance * ring;
        return { x: point.x + distance * Math.cos(angle), y: point.y + distance * Math.sin(angle) };
      });
      spot = candidates.find(free) ?? spot;
    }
    placed.push(spot);
  }
  return placed;
}

export type MapMarker = { kind: BaseKind; city: string; uf: string; x: number; y: number };

/** The markers of a map section's bases, in their order; bases with an unknown UF are left out. */
export function mapMarkers(
  bases: readonly { city: string; uf: string; kind: BaseKind }[],
  minDistance: number,
): MapMarker[] {
  const located = bases.flatMap((base) => {
    const place = locateBase(base.city, base.uf);
    return place ? [{ ...base, ...project(place.at) }] : [];
  });
  const spots = placeMarkers(located, minDistance);
  const round = (value: number) => Math.round(value * 10) / 10;
  return located.map((base, index) => ({
    kind: base.kind,
    city: base.city,
    uf: base.uf,
    x: round(spots[index].x),
    y: round(spots[index].y),
  }));
}
