import React from "react";
import * as opStyles from "./operations.module.css";

/** A term and its value in a record's details. */
export type DetailRow = [term: string, value: React.ReactNode];

/** A row only when its value is there: a field the form leaves optional shows nothing, never "undefined". */
export function optional(term: string, value: React.ReactNode | undefined | null | false): DetailRow[] {
  return value === undefined || value === null || value === false || value === "" ? [] : [[term, value]];
}

/** A record's details as the staff read them (a collection request, a contact message): each term and its value. */
export function DetailsList({ rows, status }: { rows: readonly DetailRow[]; status: string }) {
  return (
    <dl className={opStyles.details} data-status={status}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
