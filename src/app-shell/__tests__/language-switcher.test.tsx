// @vitest-environment jsdom
import React from "react";
import { screen } from "@testing-library/react";
import { renderIn } from "../../__tests__/render-in";
import common from "../../../locales/pt/common.json";
import type { Language } from "../../config/languages";
import { LanguageSwitcher } from "../language-switcher";

const renderOn = (pathname: string, availableLanguages?: Language[]) =>
  renderIn(
    { routePath: "/blog/x/", ns: "blog", resources: { common }, availableLanguages },
    <LanguageSwitcher pathname={pathname} />,
  );

describe("LanguageSwitcher", () => {
  it("links to the same page in each language", () => {
    renderOn("/blog/x/");
    expect(screen.getByTitle(common.languageNames.en)).toHaveAttribute("href", "/en/blog/x/");
    expect(screen.getByTitle(common.languageNames.es)).toHaveAttribute("href", "/es/blog/x/");
  });

  it("sends a language the page does not exist in to that language's home page", () => {
    renderOn("/blog/x/", ["pt", "en"]);
    expect(screen.getByTitle(common.languageNames.en)).toHaveAttribute("href", "/en/blog/x/");
    expect(screen.getByTitle(common.languageNames.es)).toHaveAttribute("href", "/es/");
  });
});
