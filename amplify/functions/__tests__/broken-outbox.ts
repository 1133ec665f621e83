import fs from "node:fs";
import path from "node:path";

/**
 * Makes the local outbox directory unwritable, so every delivery fails: read-only, or, for a user permissions do not
 * stop (root), a file where the directory was. Returns the undo.
 */
export function breakOutbox(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  fs.chmodSync(dir, 0o500);
  const probe = path.join(dir, ".probe");
  try {
    fs.writeFileSync(probe, "");
    fs.rmSync(probe);
  } catch {
    return () => fs.chmodSync(dir, 0o755);
  }
  fs.chmodSync(dir, 0o755);
  const aside = `${dir}.aside`;
  fs.renameSync(dir, aside);
  fs.writeFileSync(dir, "not a directory\n");
  return () => {
    fs.rmSync(dir);
    fs.renameSync(aside, dir);
  };
}
