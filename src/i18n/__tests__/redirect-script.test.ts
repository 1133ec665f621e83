import { languageStorageKey } from "../../config/languages";
import { gamePath } from "../../config/routes";
import { languageRedirectApplies, languageRedirectScript } from "../redirect-script";

type Visit = {
  path: string;
  stored?: string | null;
  languages?: string[];
  userAgent?: string;
  storageThrows?: boolean;
  search?: string;
  hash?: string;
};

/** Runs the exact inline script against a fake window and returns where it sent the visitor, if anywhere. */
function visit({
  path,
  stored = null,
  languages = ["pt-BR"],
  userAgent = "Mozilla/5.0 Chrome/126",
  storageThrows,
  search = "",
  hash = "",
}: Visit) {
  let replacedWith: string | undefined;
  const style: Record<string, string> = {};
  const fakeWindow = {
    location: { pathname: path, search, hash, replace: (to: string) => (replacedWith = to) },
    localStorage: {
      getItem: (key: string) => {
        if (storageThrows) throw new Error("blocked");
        return key === languageStorageKey ? stored : null;
      },
    },
  };
  const fakeNavigator = { languages, language: languages[0], userAgent };
  const fakeDocument = { documentElement: { style } };
  new Function("window", "navigator", "document", languageRedirectScript())(fakeWindow, fakeNavigator, fakeDocument);
  return { to: replacedWith, hidden: style.visibility === "hidden" };
}

describe("the pre-paint language redirect", () => {
  it("sends a visitor with a stored language to that prefix, hiding the page first", () => {
    expect(visit({ path: "/g2/", stored: "en" })).toEqual({ to: "/en/g2/", hidden: true });
    expect(visit({ path: "/", stored: "es" }).to).toBe("/es/");
  });

  it("keeps query and hash", () => {
    expect(visit({ path: "/g2/", stored: "en", search: "?a=1", hash: "#x" }).to).toBe("/en/g2/?a=1#x");
  });

  it("prefers the stored choice over the browser's language", () => {
    expect(visit({ path: "/", stored: "pt", languages: ["en-US"] }).to).toBeUndefined();
    expect(visit({ path: "/", stored: "es", languages: ["en-US"] }).to).toBe("/es/");
  });

  it("uses the browser's first supported language when nothing is stored", () => {
    expect(visit({ path: "/", languages: ["en-US", "pt-BR"] }).to).toBe("/en/");
    expect(visit({ path: "/", languages: ["fr-FR", "es-AR"] }).to).toBe("/es/");
    expect(visit({ path: "/", languages: ["pt-BR", "en-US"] }).to).toBeUndefined();
    expect(visit({ path: "/", languages: ["fr-FR", "de-DE"] }).to).toBeUndefined();
  });

  it("ignores an unknown stored value and falls back to detection", () => {
    expect(visit({ path: "/", stored: "xx", languages: ["pt-BR"] }).to).toBeUndefined();
  });

  it("still detects when storage is blocked", () => {
    expect(visit({ path: "/", storageThrows: true, languages: ["es-MX"] }).to).toBe("/es/");
  });

  it("never redirects prefixed paths", () => {
    expect(visit({ path: "/en/g2/", stored: "es" }).to).toBeUndefined();
    expect(visit({ path: "/es/", stored: "en" }).to).toBeUndefined();
    expect(visit({ path: "/en", stored: "es" }).to).toBeUndefined();
  });

  it("leaves the ignore list alone: customer area, login, the game, the CMS", () => {
    for (const path of [
      "/area-cliente/",
      "/area-cliente/documentos/",
      "/login/",
      gamePath,
      "/admin/",
      "/area-cliente",
    ]) {
      expect(visit({ path, stored: "en" }).to, path).toBeUndefined();
      // So the pages there leave the script out (gatsby-ssr.tsx): it would return at once.
      expect(languageRedirectApplies(path), path).toBe(false);
    }
    for (const path of ["/", "/g2/", "/blog/", "/404/"]) expect(languageRedirectApplies(path), path).toBe(true);
  });

  it("never redirects crawlers", () => {
    for (const userAgent of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (compatible; bingbot/2.0)",
      "facebookexternalhit/1.1",
      "Mozilla/5.0 (Linux; Android 11) Chrome-Lighthouse",
    ]) {
      expect(visit({ path: "/", languages: ["en-US"], userAgent }).to, userAgent).toBeUndefined();
    }
  });
});
