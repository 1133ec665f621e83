// @vitest-environment jsdom
import React from "react";
import { screen } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { vi } from "vitest";
import commonEn from "../../../locales/en/common.json";
import commonEs from "../../../locales/es/common.json";
import commonPt from "../../../locales/pt/common.json";
import settings from "../../../content/settings/site.json";
import type { Language } from "../../config/languages";
import { siteSettingsSchema, type Company } from "../../content/content-schema";
import { renderIn } from "../../__tests__/render-in";
import { Footer } from "../footer";

/** The footer with the site settings given (the static query's answer), in one language. */
const common = { pt: commonPt, en: commonEn, es: commonEs } as const;
const company = siteSettingsSchema.parse(settings).company;
function renderFooter(language: Language, demonstrationData: boolean, changes: Partial<Company> = {}) {
  vi.mocked(useStaticQuery).mockReturnValue({
    // Built in 2020 (the footer shows the current year once it runs); the header's editorias.
    site: { buildTime: "2020" },
    allEditoria: { nodes: [] },
    siteSettings: {
      demonstrationData,
      footerFiles: { pt: null, en: null, es: null },
      company: { ...company, ...changes },
    },
  });
  return renderIn({ language, ns: "home", resources: { common: common[language] } }, <Footer />);
}

describe("Footer", () => {
  it.each(["pt", "en", "es"] as const)(
    "says once, in %s, that the site shows demonstration data while the settings say so",
    (language) => {
      const { container } = renderFooter(language, true);
      const notices = container.querySelectorAll("[data-demonstration-notice]");
      expect(notices).toHaveLength(1);
      expect(notices[0]).toHaveTextContent(common[language].demonstration.notice);
      // In the flow of the footer, beside the company's details: nothing positioned over the page.
      expect(notices[0].tagName).toBe("P");
      expect(notices[0].closest("footer")).not.toBeNull();
    },
  );

  it("says nothing of it once the settings are out of the demonstration", () => {
    const { container } = renderFooter("pt", false);
    expect(container.querySelector("[data-demonstration-notice]")).toBeNull();
    expect(container).not.toHaveTextContent(commonPt.demonstration.notice);
  });

  it("prints the registrations in the page's language, and leaves out one the settings leave empty", () => {
    const both = renderFooter("en", false, { anpAuthorization: "1.203/2018", environmentalLicense: "CETESB 36004512" });
    expect(both.container).toHaveTextContent("ANP authorization: 1.203/2018 · Operating license: CETESB 36004512");
    both.unmount();
    const licenceOnly = renderFooter("pt", false, { anpAuthorization: "", environmentalLicense: "CETESB 36004512" });
    expect(licenceOnly.container).toHaveTextContent("Licença de operação: CETESB 36004512");
    expect(licenceOnly.container).not.toHaveTextContent("Autorização ANP");
    expect(licenceOnly.container).not.toHaveTextContent(" · Licença");
    licenceOnly.unmount();
    const none = renderFooter("pt", false, { anpAuthorization: "", environmentalLicense: "" });
    expect(none.container).not.toHaveTextContent("Autorização ANP");
    expect(none.container).not.toHaveTextContent("Licença de operação");
    expect(none.container.querySelector("address")?.lastElementChild?.textContent).not.toBe("");
  });

  it("shows the ISO 14001 seal only when the settings list that certification", () => {
    const listed = renderFooter("pt", false);
    expect(screen.getByRole("img", { name: commonPt.footer.sealAlt })).toBeInTheDocument();
    listed.unmount();
    renderFooter("pt", false, {
      certifications: company.certifications.filter((item) => !item.name.startsWith("ISO 14001")),
    });
    expect(screen.queryByRole("img", { name: commonPt.footer.sealAlt })).toBeNull();
  });

  it("shows no made-up marker in any language", () => {
    for (const language of ["pt", "en", "es"] as const) {
      const { container, unmount } = renderFooter(language, true);
      expect(container.textContent).not.toMatch(/placeholder|fict[ií]ci|fictitious|lorem/i);
      unmount();
    }
  });

  it("shows the visitor's current year once it runs, whatever year the page was built in", () => {
    const { container } = renderFooter("pt", false);
    expect(container.textContent).toContain(`© ${new Date().getFullYear()} `);
    expect(container.textContent).not.toContain("© 2020 ");
  });
});
