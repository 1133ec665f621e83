import { gamePath } from "../../config/routes";
import { splitLanguage } from "../../i18n/paths";

/** The game (`/jogo-linha-do-tempo-circulare`, in any language, with or without its trailing slash). */
export function isGamePath(pathname: string): boolean {
  const path = splitLanguage(pathname).path;
  return `${path.replace(/\/+$/, "")}/` === gamePath;
}

export const languageOf = (pathname: string) => splitLanguage(pathname).language;
