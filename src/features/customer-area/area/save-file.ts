/**
 * Saves `text` as a file named `name` through a Blob URL (the browser's download). A CSV gets the byte-order mark,
 * so spreadsheet programs read it as UTF-8 (accents intact); the URL is let go a minute later.
 */
export function saveFile(name: string, text: string, type: string): void {
  const csv = type.startsWith("text/csv");
  const parts = csv ? ["\uFEFF", text.replace(/^\uFEFF/, "")] : [text];
  const url = URL.createObjectURL(new Blob(parts, { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
