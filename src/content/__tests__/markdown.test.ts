import { renderMarkdown } from "../markdown";

describe("renderMarkdown", () => {
  it("renders headings, lists and emphasis", () => {
    const html = renderMarkdown("## Título\n\nTexto **forte**.\n\n- um\n- dois", "pt");
    expect(html).toContain("<h2>Título</h2>");
    expect(html).toContain("<strong>forte</strong>");
    expect(html).toMatch(/<ul>\s*<li>um<\/li>/);
  });

  it("points internal links to the reader's language", () => {
    expect(renderMarkdown("[coleta](/solicite-sua-coleta/)", "en")).toContain('href="/en/solicite-sua-coleta/"');
    expect(renderMarkdown("[coleta](/solicite-sua-coleta/)", "pt")).toContain('href="/solicite-sua-coleta/"');
  });

  it("marks external links and leaves their address alone", () => {
    expect(renderMarkdown("[ANP](https://www.gov.br/anp)", "es")).toContain('href="https://www.gov.br/anp" rel="noopener noreferrer"');
  });

  it("escapes raw HTML instead of rendering it", () => {
    const html = renderMarkdown('Texto <script>alert(1)</script> e <img src=x onerror="alert(1)">', "pt");
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;");
  });
});
