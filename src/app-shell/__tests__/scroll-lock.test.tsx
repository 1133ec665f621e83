// @vitest-environment jsdom
import React from "react";
import { vi } from "vitest";
import { screen, fireEvent } from "@testing-library/react";
import { renderIn } from "../../__tests__/render-in";
import { headerNavigation } from "../../config/navigation";
import { isScrollLocked, lockScroll, unlockScroll } from "../../components/ui/scroll-lock";
import { MobileMenu } from "../mobile-menu";
import { copyrightYear } from "../footer";

describe("scroll lock", () => {
  it("locks the page and restores it; nested locks release only at the last unlock", () => {
    document.documentElement.style.overflow = "auto";
    lockScroll();
    lockScroll();
    expect(document.documentElement.style.overflow).toBe("hidden");
    unlockScroll();
    expect(isScrollLocked()).toBe(true);
    expect(document.documentElement.style.overflow).toBe("hidden");
    unlockScroll();
    expect(isScrollLocked()).toBe(false);
    expect(document.documentElement.style.overflow).toBe("auto");
    unlockScroll();
    expect(document.documentElement.style.overflow).toBe("auto");
  });
});

describe("mobile menu", () => {
  const renderMenu = () =>
    renderIn(
      { ns: "home", resources: { common: { header: { openMenu: "Abrir menu", closeMenu: "Fechar menu" } } } },
      <MobileMenu items={headerNavigation} pathname="/" />,
    );

  it("locks scroll while open and unlocks on Esc, returning focus to the hamburger", async () => {
    renderMenu();
    const toggle = screen.getByRole("button", { name: "Abrir menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(isScrollLocked()).toBe(true);
    expect(screen.getByRole("button", { name: "Fechar menu" })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(isScrollLocked()).toBe(false);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(toggle).toHaveFocus();
  });

  it("closes and unlocks on a link click", () => {
    renderMenu();
    fireEvent.click(screen.getByRole("button", { name: "Abrir menu" }));
    const dialog = screen.getByRole("dialog");
    fireEvent.click(dialog.querySelector("a[href='/nossa-essencia/']")!);
    expect(dialog).not.toBeVisible();
    expect(isScrollLocked()).toBe(false);
  });
});

describe("copyright year", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is the year of the given moment on the visitor's own calendar, up to the last second", () => {
    // Local-time constructors: the same calendar moments whatever the machine's time zone.
    expect(copyrightYear(new Date(2031, 2, 4, 12))).toBe(2031);
    expect(copyrightYear(new Date(2031, 11, 31, 23, 59, 59))).toBe(2031);
    expect(copyrightYear(new Date(2032, 0, 1, 0, 0, 0))).toBe(2032);
  });

  it("is the current year when called without a moment", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2029, 6, 1, 9));
    expect(copyrightYear()).toBe(2029);
    vi.setSystemTime(new Date(2044, 0, 1, 0, 0, 1));
    expect(copyrightYear()).toBe(2044);
  });
});
