/**
 * The geography of the map section (brazil-map.tsx): a simplified outline of Brazil and the approximate places of
 * its cities, as longitude/latitude in degrees, projected onto the map's SVG (equirectangular, scaled by the
 * cosine of a central parallel so the country keeps its shape). Approximate on purpose: a marker shows the region
 * of a base, the list beside the map names it.
 */
import { locateCity, type LonLat } from "../../domain/places";
import type { BaseKind } from "../../domain/bases";

export { cities, cityKey, locateCity, stateCapitals, type LonLat } from "../../domain/places";
export type Point = { x: number; y: number };

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
    const place = locateCity(base.city, base.uf);
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
