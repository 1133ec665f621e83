import type { Language } from "../../../config/languages";
import { formatInstant } from "../../../domain/dates";

/** "1,2 MB" in the visitor's language (1 KB = 1024 bytes, as file managers show). */
export function formatBytes(bytes: number, language: Language): string {
  const units = ["B", "KB", "MB", "GB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: digits }).format(value)} ${units[unit]}`;
}

/** When a file was stored or a request sent, on the visitor's clock. */
export function formatDate(date: Date | undefined, language: Language): string {
  return date ? formatInstant(date, language, "visitor") : "";
}

/** The file's name: the last part of its S3 path. */
export function fileName(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1);
}
