import { provideCatalog } from "../../domain/catalogs";
import { useLanguage, usePageContent } from "../../i18n/i18n-context";

/**
 * Hands the page's validation messages (the `validacao` namespace, in its language: routes.ts gives it to every
 * page with a form) to the browser's form checks (src/domain/catalogs.ts). Every component that validates calls it
 * before its first check; the forms' code, not every page's, carries it.
 */
export function useValidationMessages(): void {
  const language = useLanguage();
  provideCatalog(language, usePageContent("errors", "validacao"));
}
