/**
 * The loaders of the split sections (split-section.tsx), by name, and what gatsby-browser calls before it
 * hydrates. Apart from split-section.tsx, and without React, so that the hydration code every page loads (the
 * customer area's too) carries only these few lines.
 */
export const splitLoaders = new Map<string, () => Promise<unknown>>();

/** Loads the code of every split section the page's HTML names; resolves when all are there (or failed). */
export function loadSplitSections(root: ParentNode): Promise<unknown> {
  const markers = root.querySelectorAll<HTMLTemplateElement>("template[data-split-section]");
  // A chunk that fails to load is the section's own business: it shows "try again" once rendered.
  return Promise.all(
    Array.from(markers, (marker) =>
      splitLoaders
        .get(marker.dataset.splitSection ?? "")?.()
        .catch(() => undefined),
    ),
  );
}
