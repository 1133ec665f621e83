import { z } from "zod";
import { languages, type Language } from "../domain/language";

/**
 * A content value written once per language, `{ pt, en, es }` (in the CMS: one field per language, Português, Inglês,
 * Espanhol), each checked by `schema`: the settings' signatory role, a figure's source, a position's texts.
 */
export const perLanguage = <T extends z.ZodTypeAny>(schema: T) =>
  z.object(Object.fromEntries(languages.map((language) => [language, schema])) as { [L in Language]: T });
