import fs from "node:fs";
import path from "node:path";
import { routes } from "../../src/config/routes";
import { faqNamespace } from "../../src/features/faq/faq-section";
import { keyPaths, languages, namespacesOf, pageContentProblems, readNamespace } from "../lib/locale-files";

describe("translations", () => {
  it("has the same namespaces in pt, en and es", () => {
    expect(namespacesOf("en")).toEqual(namespacesOf("pt"));
    expect(namespacesOf("es")).toEqual(namespacesOf("pt"));
  });

  it("has no empty strings", () => {
    for (const language of languages) {
      for (const ns of namespacesOf(language)) {
        const content = readNamespace(language, ns);
        const empty = keyPaths(content).filter((key) => {
          const value = key
            .split(".")
            .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], content);
          return typeof value === "string" && value.trim() === "";
        });
        expect(empty, `${language}/${ns}`).toEqual([]);
      }
    }
  });
});

describe("pages", () => {
  const pageNamespaces = [
    ...new Set(routes.filter((route) => !route.fromContent && !route.app).map((route) => route.ns)),
  ];

  it.each(pageNamespaces)("%s: a real page in every language (title, lead, sections, a call to action)", (ns) => {
    expect(pageContentProblems([ns])).toEqual([]);
    for (const language of languages) {
      const content = readNamespace(language, ns) as { hero: { primary?: unknown }; sections: { type: string }[] };
      const hasCta = Boolean(content.hero.primary) || content.sections.some((section) => section.type === "cta");
      expect(hasCta, `${language}/${ns} has a call to action`).toBe(true);
    }
  });

  it.each(namespacesOf("pt").filter((ns) => !pageNamespaces.includes(ns)))(
    "%s: identical keys across languages",
    (ns) => {
      const pt = keyPaths(readNamespace("pt", ns));
      for (const language of ["en", "es"] as const)
        expect(keyPaths(readNamespace(language, ns)), `${language}/${ns}`).toEqual(pt);
    },
  );

  it("has a page file for every route not made from content or a template, and a route for every page file", () => {
    const pagesDir = path.join(process.cwd(), "src/pages");
    const files = fs
      .readdirSync(pagesDir, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".tsx"))
      .map((file) => {
        const route = `/${file.replace(/\.tsx$/, "").replace(/(^|\/)index$/, "")}/`.replace(/\/+/g, "/");
        return route;
      })
      .sort();
    expect(files).toEqual(
      routes
        .filter((route) => !route.fromContent && !route.template)
        .map((route) => route.path)
        .sort(),
    );
  });

  it("gives every page made from the FAQ template the FAQ block's strings", () => {
    const faqRoutes = routes.filter((route) => route.template === "faq");
    expect(faqRoutes.length).toBeGreaterThan(0);
    for (const route of faqRoutes) expect(route.extraNs ?? [], route.path).toContain(faqNamespace);
  });
});
