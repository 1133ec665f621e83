/**
 * What each page illustration shows and its alternative text in pt, en and es: content, in
 * content/uploads/paginas/imagens.json (the manifest the site and the CMS read), one entry per picture that
 * scripts/make-page-images.mts draws from the scene of the same name (scenes.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";

export const pictureSchema = z
  .object({
    /** <scene name>.jpg */
    file: z.string().regex(/^[a-z0-9-]+\.jpg$/),
    subject: z.string().min(1),
    alt: z.object({ pt: z.string().min(1), en: z.string().min(1), es: z.string().min(1) }).strict(),
  })
  .strict();
export const picturesSchema = z.array(pictureSchema);
export type Picture = z.infer<typeof pictureSchema>;

/** The pictures of `dir`'s imagens.json, validated; their scene names (the file without .jpg) with them. */
export function readPictures(dir: string): (Picture & { name: string })[] {
  const raw: unknown = JSON.parse(fs.readFileSync(path.join(dir, "imagens.json"), "utf8"));
  return picturesSchema.parse(raw).map((picture) => ({ ...picture, name: picture.file.replace(/\.jpg$/, "") }));
}
