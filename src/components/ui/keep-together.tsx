import React from "react";

/**
 * `text` with each occurrence of `part` on one line (a reference number such as COL-2026-000042 would otherwise
 * break at its hyphens on a phone); the text itself is unchanged, so it reads and copies the same.
 */
export function KeepTogether({ text, part }: { text: string; part: string }) {
  if (!part || !text.includes(part)) return <>{text}</>;
  const pieces = text.split(part);
  return (
    <>
      {pieces.map((piece, index) => (
        <React.Fragment key={index}>
          {index > 0 && <span className="nowrap">{part}</span>}
          {piece}
        </React.Fragment>
      ))}
    </>
  );
}
