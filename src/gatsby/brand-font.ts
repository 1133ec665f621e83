import fs from "node:fs";
import path from "node:path";
import { brandFont } from "../styles/fonts";

/**
 * Copies the brand typeface from its npm package to `public/` at the path the pages preload and their CSS
 * names (src/styles/fonts.ts), at bootstrap (for `gatsby develop`) and again after the build (whatever Gatsby
 * cleared meanwhile). Fails when the installed package is not the version the path names.
 */
export function copyBrandFont(root = process.cwd()): void {
  const packageDir = path.join(root, "node_modules", ...brandFont.packageName.split("/"));
  const installed = (JSON.parse(fs.readFileSync(path.join(packageDir, "package.json"), "utf8")) as { version: string })
    .version;
  if (installed !== brandFont.version)
    throw new Error(
      `${brandFont.packageName} ${installed} is installed, src/styles/fonts.ts names ${brandFont.version}: update both`,
    );
  const target = path.join(root, "public", ...brandFont.url.split("/").filter(Boolean));
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.copyFileSync(path.join(packageDir, "files", brandFont.file), target);
}
