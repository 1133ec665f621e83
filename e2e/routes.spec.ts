import { expect, test } from "./test";
import { languages, languageTags } from "../src/config/languages";
import { routes } from "../src/config/routes";
import { localizePath } from "../src/i18n/paths";
import { heroTitle, strings } from "./content";

/**
 * Application pages (forms, customer area) render their heading from `conta`, not from a hero; or from the namespace
 * written before a colon.
 */
const appHeadings: Record<string, string> = {
  "/login/": "signIn.title",
  "/area-cliente/": "area.navLabel",
  "/area-cliente/criar-conta/": "signUp.title",
  "/area-cliente/confirmar-conta/": "confirm.title",
  "/area-cliente/esqueci-a-senha/": "forgot.title",
  "/lei-lgpd/confirmar/": "formularios:titular.confirm.title",
};
const heading = (path: string, ns: string, language: (typeof languages)[number]) => {
  const entry = appHeadings[path];
  if (!entry) return heroTitle(language, ns);
  const [from, key] = entry.includes(":") ? entry.split(":") : ["conta", entry];
  return key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], strings(language, from)) as string;
};

/** Every route × 3 languages: 200, the right `html lang`, its own H1, landmarks, head tags. */
for (const route of routes) {
  for (const language of languages) {
    const url = localizePath(route.path, language);
    test(`${url} answers 200 in ${language} with its heading`, async ({ request }) => {
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${languageTags[language].htmlLang}"`);
      const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1].replace(/<[^>]+>/g, "");
      expect(h1).toContain(heading(route.path, route.ns, language).replace(/&/g, "&amp;"));
      expect(html).toMatch(/<header[\s>]/);
      expect(html).toMatch(/<main[\s>]/);
      expect(html).toMatch(/<footer[\s>]/);
      expect(html).toMatch(/<title[^>]*>[^<]+ \| Circulare<\/title>/);
      if (route.noindex) expect(html).toContain('name="robots" content="noindex, follow"');
      else {
        expect(html).not.toContain('content="noindex');
        for (const other of languages) {
          expect(html).toContain(
            `hrefLang="${languageTags[other].hreflang}" href="https://www.circulare.com.br${localizePath(route.path, other)}"`,
          );
        }
        expect(html).toContain(`hrefLang="x-default" href="https://www.circulare.com.br${route.path}"`);
      }
    });
  }
}
