import { apiEndpoints, loadOutputs } from "../../../backend/outputs";
import { idToken } from "../id-token";
import { saveFile } from "../save-file";
import { collectCsv, fileNameOf } from "./backoffice-api";

/**
 * Downloads an EquipeAPI CSV export (`path` with its query string) with the staff member's ID token: every part
 * (`X-Next`) fetched and joined, then saved through a Blob URL under the name the first answer gives (when CORS
 * lets the page read `Content-Disposition`; else `fallbackName`). Throws when the API cannot be reached or refuses.
 */
export async function downloadCsv(path: string, fallbackName: string): Promise<void> {
  const base = apiEndpoints(await loadOutputs()).EquipeAPI;
  if (!base) throw new Error("EquipeAPI is not configured");
  let name = fallbackName;
  const text = await collectCsv(async (next) => {
    const token = await idToken();
    const url = `${base}${path}${next ? `${path.includes("?") ? "&" : "?"}next=${encodeURIComponent(next)}` : ""}`;
    const response = await fetch(url, { headers: token ? { Authorization: token } : {} });
    if (!response.ok) throw new Error(`CSV export answered ${response.status}`);
    if (!next) name = fileNameOf(response.headers.get("Content-Disposition"), fallbackName);
    return { text: await response.text(), next: response.headers.get("X-Next") };
  });
  saveFile(name, text, "text/csv;charset=utf-8");
}
