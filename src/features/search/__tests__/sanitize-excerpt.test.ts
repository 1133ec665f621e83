// @vitest-environment jsdom
import { sanitizeExcerpt } from "../sanitize-excerpt";

describe("sanitizeExcerpt", () => {
  it("keeps the highlighted matches", () => {
    expect(sanitizeExcerpt("o <mark>óleo</mark> usado")).toBe("o <mark>óleo</mark> usado");
  });

  it("makes scripts, event handlers and javascript: URLs inert", () => {
    const dirty =
      'a<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">link</a><mark onclick="alert(4)">x</mark>';
    const clean = sanitizeExcerpt(dirty);
    expect(clean).not.toMatch(/<script|onerror|onclick|javascript:|<img|<a /i);
    expect(clean).toBe("alink<mark>x</mark>");
  });
});
