import React from "react";
import { site } from "../config/site";

/** The brand mark (two arrows closing a circle around a drop) and the name. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={className} style={{ display: "inline-flex", alignItems: "center", gap: "0.5rem" }}>
      <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
        <path d="M18 4a14 14 0 0 1 13.6 10.6" stroke="#f26b1d" strokeWidth="4" fill="none" strokeLinecap="round" />
        <path d="M32 21.5A14 14 0 0 1 9 29.3" stroke="#f26b1d" strokeWidth="4" fill="none" strokeLinecap="round" />
        <path d="M5.2 24A14 14 0 0 1 12 5.3" stroke="#b5410b" strokeWidth="4" fill="none" strokeLinecap="round" />
        <path d="M18 10.5c2.6 3.3 4.4 5.9 4.4 8.2a4.4 4.4 0 0 1-8.8 0c0-2.3 1.8-4.9 4.4-8.2z" fill="#1c232b" />
      </svg>
      <span style={{ fontWeight: 800, fontSize: "var(--logo-name-size, 1.375rem)", letterSpacing: "-0.02em" }}>
        {site.name}
      </span>
    </span>
  );
}
