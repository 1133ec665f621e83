import fs from "node:fs";
import path from "node:path";
import type { Language } from "../config/languages";
import type { Resources, Strings } from "./translate";

/** Build-time only (gatsby-node): reads `common` plus the page's namespace for one language. */
export function loadResources(root: string, language: Language, namespaces: readonly string[]): Resources {
  const resources: Resources = {};
  for (const ns of ["common", ...namespaces]) {
    const file = path.join(root, "locales", language, `${ns}.json`);
    if (!fs.existsSync(file)) {
      throw new Error(`Missing translation file ${path.relative(root, file)} (namespace "${ns}", ${language}).`);
    }
    try {
      resources[ns] = JSON.parse(fs.readFileSync(file, "utf8")) as Strings;
    } catch (error) {
      throw new Error(`Invalid JSON in ${path.relative(root, file)}: ${(error as Error).message}`, { cause: error });
    }
  }
  return resources;
}
