import "@testing-library/jest-dom/vitest";
import React from "react";
import { vi } from "vitest";

/** Gatsby's runtime is not available in unit tests: `Link` is a plain anchor, queries are mocks. */
vi.mock("gatsby", () => ({
  graphql: vi.fn(),
  useStaticQuery: vi.fn(() => ({ siteSettings: null })),
  Link: vi.fn(
    ({
      to,
      activeClassName: _activeClassName,
      partiallyActive: _partiallyActive,
      ...rest
    }: {
      to: string;
      activeClassName?: string;
      partiallyActive?: boolean;
    } & React.AnchorHTMLAttributes<HTMLAnchorElement>) => React.createElement("a", { ...rest, href: to }),
  ),
  navigate: vi.fn(),
}));
