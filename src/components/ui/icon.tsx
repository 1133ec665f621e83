import React from "react";
import { iconPaths, type IconName } from "../../styles/icon-paths";

type IconProps = { name: IconName | string; size?: number; className?: string; title?: string };

/** An inline SVG icon. Decorative unless it has a `title`. An unknown name logs an error (SPEC §8). */
export function Icon({ name, size = 24, className, title }: IconProps) {
  const d = (iconPaths as Record<string, string>)[name];
  if (!d) {
    console.error(`Icon "${name}" does not exist; known icons: ${Object.keys(iconPaths).join(", ")}`);
    return null;
  }
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      role={title ? "img" : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}
