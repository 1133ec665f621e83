import { blogPath, editoriaPath } from "./blog-paths";

export type EditoriaSummary = { slug: string; nome: string; position: number };
export type EditoriaBarItem = { key: string; label: string; to: string };

/** The editorias in their editors' order (`position`), ties by name in `locale`: the blog's bar and the header's menu. */
export function editoriasInOrder<T extends EditoriaSummary>(editorias: readonly T[], locale: string): T[] {
  return [...editorias].sort(
    (a, b) => a.position - b.position || a.nome.localeCompare(b.nome, locale, { sensitivity: "base" }),
  );
}

/**
 * The category bar over the blog: 'Todos' (all posts, linking to /blog/) first, then the editorias in
 * their editors' order (`position`), ties by name in the page's language.
 */
export function editoriaBar(editorias: readonly EditoriaSummary[], allLabel: string, locale: string): EditoriaBarItem[] {
  const sorted = editoriasInOrder(editorias, locale);
  return [
    { key: "all", label: allLabel, to: blogPath },
    ...sorted.map((editoria) => ({ key: editoria.slug, label: editoria.nome, to: editoriaPath(editoria.slug) })),
  ];
}
