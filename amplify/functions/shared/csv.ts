/**
 * CSV files for the staff's exports (EquipeAPI `…/exportar`), written for the spreadsheet they are opened in:
 *
 * - UTF-8 with a byte-order mark, so Excel reads "São Paulo" as written;
 * - `;` between cells: Excel in Brazil (and Spain) splits on the list separator of the system, which is `;`
 *   where the decimal mark is a comma; LibreOffice and Google Sheets detect it;
 * - CRLF between rows (RFC 4180);
 * - a cell holding `;`, `"`, CR or LF is quoted, its quotes doubled; line breaks inside a message stay in its cell;
 * - a text cell a spreadsheet would read as a formula (leading `=`, `+`, `-`, `@`, TAB or CR) gets an apostrophe
 *   before it (src/domain/text.ts, as OWASP advises); numbers are written as numbers (a negative NPS stays a number).
 */
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from "aws-lambda";
import { neutralizeFormula } from "../../../src/domain/text";
import { corsHeaders } from "./http";

export const CSV_SEPARATOR = ";";
export const CSV_BOM = "\uFEFF";
const ROW_END = "\r\n";

export type CsvValue = string | number | boolean | null | undefined;

/** One cell: empty for null/undefined, numbers as they are, text neutralised and quoted when it must be. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (typeof value === "boolean") return value ? "true" : "false";
  const safe = neutralizeFormula(value);
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvRow(values: readonly CsvValue[]): string {
  return values.map(csvCell).join(CSV_SEPARATOR) + ROW_END;
}

/** The whole file: BOM, header row, one row per record. */
export function csvDocument(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return CSV_BOM + csvRow(header) + rows.map(csvRow).join("");
}

/** 200 with the file as an attachment; `extra` headers (the next part's cursor) are exposed to the page. */
export function csvResponse(
  event: APIGatewayProxyEvent,
  filename: string,
  body: string,
  extra: Record<string, string> = {},
): APIGatewayProxyResult {
  return {
    statusCode: 200,
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
      ...corsHeaders(event),
      ...extra,
    },
    body,
  };
}
