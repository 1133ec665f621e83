/** Every upload a page's content names: images (`…image.src`) and downloads (`…download.file`), once each. */
export function pageAssets(content: unknown): string[] {
  const found = new Set<string>();
  const walk = (node: unknown, key: string) => {
    if (Array.isArray(node)) node.forEach((child) => walk(child, key));
    else if (node && typeof node === "object") {
      for (const [childKey, child] of Object.entries(node)) {
        if (typeof child === "string" && ((key === "image" && childKey === "src") || (key === "download" && childKey === "file"))) {
          found.add(child);
        } else walk(child, childKey);
      }
    }
  };
  walk(content, "");
  return [...found].sort();
}
