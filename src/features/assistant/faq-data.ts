import type { Language } from "../../config/languages";
import { faqJsonPath, type AssistantFaqEntry, type AssistantFaqFile } from "../../content/assistant-faq";

/** Fetches the FAQ of `language`; throws on a network failure, a non-2xx answer or a malformed file. */
export async function fetchFaq(language: Language, fetcher: typeof fetch = fetch): Promise<AssistantFaqEntry[]> {
  const response = await fetcher(faqJsonPath(language), { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`FAQ ${language}: HTTP ${response.status}`);
  const data = (await response.json()) as Partial<AssistantFaqFile>;
  if (!Array.isArray(data.entries)) throw new Error(`FAQ ${language}: no entries`);
  return data.entries;
}
