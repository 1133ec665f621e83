import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { languages } from "../../config/languages";
import { blogMenuLinks } from "../blog-menu";

/** The editorias as the build reads them (content/editorias/<slug>.<language>.json). */
const dir = path.join(process.cwd(), "content/editorias");
const editorias = fs.readdirSync(dir).map((file) => {
  const [slug, language] = file.split(".");
  const { nome, position } = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
  return { slug, language, nome: String(nome), position: Number(position) };
});

describe("the header's Blog menu", () => {
  it.each(languages)("offers every editoria the CMS has in %s, named and ordered as the CMS has them", (language) => {
    const own = editorias.filter((editoria) => editoria.language === language);
    expect(own.length).toBeGreaterThan(0);
    const byPosition = [...own].sort((a, b) => a.position - b.position || a.nome.localeCompare(b.nome, language));
    expect(blogMenuLinks(editorias, language)).toEqual(
      byPosition.map((editoria) => ({
        label: editoria.slug,
        text: editoria.nome,
        to: `/blog/editoria/${editoria.slug}/`,
      })),
    );
  });

  it("shows an editoria an editor adds, where its position puts it, with nothing else to change", () => {
    const added = { slug: "nova-editoria", language: "pt", nome: "Nova editoria", position: 0 };
    expect(blogMenuLinks([...editorias, added], "pt")[0]).toEqual({
      label: "nova-editoria",
      text: "Nova editoria",
      to: "/blog/editoria/nova-editoria/",
    });
  });
});
