import type { Language } from "../config/languages";
import type { NavLink } from "../config/navigation";
import { editoriaPath } from "../content/blog-paths";
import { editoriasInOrder, type EditoriaSummary } from "../content/editoria-bar";

/**
 * The header's Blog menu after 'Todos': the editorias the CMS has in `language` (content/editorias, the site
 * settings' query), named as the CMS names them, in their editors' order. An editoria an editor adds shows here
 * with the next build, with nothing else to change.
 */
export function blogMenuLinks(
  editorias: readonly (EditoriaSummary & { language: string })[],
  language: Language,
): NavLink[] {
  return editoriasInOrder(
    editorias.filter((editoria) => editoria.language === language),
    language,
  ).map((editoria) => ({ label: editoria.slug, text: editoria.nome, to: editoriaPath(editoria.slug) }));
}
