import React from "react";
import { Container, Heading, Section } from "../ui";
import { brazilPath, mapHeight, mapMarkers, mapWidth } from "./brazil-geo";
import type { BaseKind } from "../../domain/bases";
import type { MapSectionContent } from "../../content/page-content-schema";
import { SectionHeader } from "./section-header";
import * as styles from "./brazil-map.module.css";

type BrazilMapProps = Omit<MapSectionContent, "type"> & { tone?: "default" | "alt" };

const kinds: readonly BaseKind[] = ["plant", "base", "office"];
const markerSize = 10;

/** A base's marker: a square for a plant, a circle for a base, a diamond for an office (also the legend's key). */
function Marker({ kind, x, y }: { kind: BaseKind; x: number; y: number }) {
  const className = [styles.marker, styles[kind]].join(" ");
  const r = markerSize;
  if (kind === "plant") return <rect className={className} x={x - r} y={y - r} width={2 * r} height={2 * r} rx={2} />;
  if (kind === "office")
    return (
      <path
        className={className}
        d={`M${x} ${y - r * 1.25}L${x + r * 1.25} ${y}L${x} ${y + r * 1.25}L${x - r * 1.25} ${y}Z`}
      />
    );
  return <circle className={className} cx={x} cy={y} r={r} />;
}

function LegendKey({ kind }: { kind: BaseKind }) {
  return (
    <svg className={styles.key} viewBox="0 0 24 24" width={18} height={18} aria-hidden="true" focusable="false">
      <Marker kind={kind} x={12} y={12} />
    </svg>
  );
}

/**
 * Brazil with the bases marked by kind. The drawing is decoration (aria-hidden); the list beside it, grouped by
 * kind under the legend's names, says the same for everyone, screen readers and search engines included.
 */
export function BrazilMap({ kicker, heading, intro, legend, bases = [], tone }: BrazilMapProps) {
  const markers = mapMarkers(bases, markerSize * 2 + 2);
  const groups = kinds
    .map((kind) => ({ kind, bases: bases.filter((base) => base.kind === kind) }))
    .filter((group) => group.bases.length > 0);
  return (
    <Section tone={tone}>
      <Container>
        <SectionHeader kicker={kicker} heading={heading} intro={intro} />
        <div className={styles.layout}>
          <svg
            className={styles.map}
            viewBox={`0 0 ${mapWidth} ${mapHeight}`}
            width={mapWidth}
            height={mapHeight}
            aria-hidden="true"
            focusable="false"
            data-map
          >
            <path className={styles.country} d={brazilPath} />
            {markers.map((marker, index) => (
              <Marker key={index} kind={marker.kind} x={marker.x} y={marker.y} />
            ))}
          </svg>
          <div className={styles.groups}>
            {groups.map((group) => (
              <div key={group.kind} data-kind={group.kind}>
                <Heading level={3} size="sm" className={styles.groupHeading}>
                  <LegendKey kind={group.kind} />
                  {legend[group.kind]}
                </Heading>
                <ul className={styles.bases}>
                  {group.bases.map((base, index) => (
                    <li key={index}>
                      {base.city} – {base.uf}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      </Container>
    </Section>
  );
}
