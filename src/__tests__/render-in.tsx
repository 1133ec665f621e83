/**
 * Rendering a component inside the i18n provider, as every page is (for the unit tests that render). The page
 * context defaults to Portuguese at `/` with no strings; pass the language, the path, the namespace and the
 * strings the component reads (the locale files themselves, or a few keys).
 */
import React from "react";
import { render, type RenderOptions, type RenderResult } from "@testing-library/react";
import { I18nProvider } from "../i18n/i18n-context";
import type { LocalizedPageContext } from "../i18n/page-context";

export type TestPageContext = Partial<LocalizedPageContext>;

/** `ui` inside the provider, as an element (for `rerender`, or to nest in other providers). */
export function inI18n(pageContext: TestPageContext, ui: React.ReactNode): React.ReactElement {
  return <I18nProvider pageContext={{ language: "pt", routePath: "/", ...pageContext }}>{ui}</I18nProvider>;
}

/** Renders `ui` inside the provider. */
export function renderIn(pageContext: TestPageContext, ui: React.ReactNode, options?: RenderOptions): RenderResult {
  return render(inI18n(pageContext, ui), options);
}
