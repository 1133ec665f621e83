import type { Language } from "../../config/languages";
import type pt from "../../../locales/pt/assistente.json";

/** The assistant's strings (locales/<lang>/assistente.json, same keys in every language). */
export type AssistantStrings = typeof pt;

/** Only the page's language is fetched, as its own small chunk. */
export async function loadStrings(language: Language): Promise<AssistantStrings> {
  const module = (await import(
    /* webpackChunkName: "assistant-strings-[request]" */ `../../../locales/${language}/assistente.json`
  )) as { default: AssistantStrings };
  return module.default;
}
