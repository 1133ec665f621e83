import React from "react";
import { brandMark } from "../config/brand-mark";
import { site } from "../config/site";

/** The brand mark (two arrows closing a circle around a drop) and the name. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={className} style={{ display: "inline-flex", alignItems: "center", gap: "0.5rem" }}>
      <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
        {brandMark.strokes.map(({ d, color }) => (
          <path key={d} d={d} stroke={color} strokeWidth={brandMark.strokeWidth} fill="none" strokeLinecap="round" />
        ))}
        <path d={brandMark.fill.d} fill={brandMark.fill.color} />
      </svg>
      <span style={{ fontWeight: 800, fontSize: "var(--logo-name-size, 1.375rem)", letterSpacing: "-0.02em" }}>
        {site.name}
      </span>
    </span>
  );
}
