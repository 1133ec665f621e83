import { isAllowedUrl, renderMarkdown } from "../markdown";

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

  describe("addresses of links and images", () => {
    const hostile = [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "JAVASCRIPT:alert(document.cookie)",
      "&#106;avascript:alert(1)",
      "&#x6A;&#x61;vascript&#x3A;alert(1)",
      "javascript&colon;alert(1)",
      "javascript&#58;alert(1)",
      "&amp;#106;avascript:alert(1)",
      "<java\tscript:alert(1)>",
      "java&#10;script:alert(1)",
      "java&NewLine;script:alert(1)",
      "<java script:alert(1)>",
      "<\u0001javascript:alert(1)>",
      "<\u00a0javascript:alert(1)>",
      "jav&Tab;ascript:alert(1)",
      "jav&#x09;ascript:alert(1)",
      "java\u200bscript:alert(1)",
      "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
      "DATA:text/html,<script>alert(1)</script>",
      "vbscript:msgbox(1)",
      "VBScript:msgbox(1)",
      "file:///etc/passwd",
    ];

    it.each(hostile)("drops the link to %s and keeps its text", (url) => {
      const html = renderMarkdown(`Leia [o guia **completo**](${url}) agora.`, "pt");
      expect(html).toBe("<p>Leia o guia <strong>completo</strong> agora.</p>\n");
    });

    it.each(hostile)("drops the image %s and keeps its description as text", (url) => {
      const html = renderMarkdown(`![Tambor de óleo](${url})`, "pt");
      expect(html).toBe("<p>Tambor de óleo</p>\n");
    });

    it("a line break inside a destination is no link at all: the Markdown stays text", () => {
      expect(renderMarkdown("[guia](<java\nscript:alert(1)>)", "pt")).not.toContain("<a");
    });

    it("drops autolinks and reference links with such schemes", () => {
      expect(renderMarkdown("<javascript:alert(1)>", "pt")).not.toContain("<a");
      expect(renderMarkdown("<VBSCRIPT:msgbox(1)>", "pt")).not.toContain("<a");
      const reference = renderMarkdown("Veja [aqui][r].\n\n[r]: JaVaScRiPt:alert(1)", "pt");
      expect(reference).toBe("<p>Veja aqui.</p>\n");
    });

    it.each([
      ["[site](https://www.gov.br/anp)", 'href="https://www.gov.br/anp"'],
      ["[site](HTTP://example.com/)", 'href="HTTP://example.com/"'],
      ["[e-mail](mailto:contato@circulare.com.br)", 'href="mailto:contato@circulare.com.br"'],
      ["[telefone](tel:+551140000000)", 'href="tel:+551140000000"'],
      ["[coleta](/solicite-sua-coleta/)", 'href="/en/solicite-sua-coleta/"'],
      ["[seção](#numeros)", 'href="#numeros"'],
      ["[ao lado](outra-pagina/)", 'href="outra-pagina/"'],
      ["[acima](../blog/)", 'href="../blog/"'],
      ["[busca](?q=oleo)", 'href="?q=oleo"'],
      ["[cdn](//cdn.example.com/a.pdf)", 'href="//cdn.example.com/a.pdf"'],
      ["<https://www.gov.br/anp>", 'href="https://www.gov.br/anp"'],
    ])("keeps %s", (markdown, attribute) => {
      const html = renderMarkdown(markdown, "en");
      expect(html).toContain(`<a ${attribute}`);
    });

    it("keeps http(s) and relative images, refuses mailto and tel as image sources", () => {
      expect(renderMarkdown("![Tambor](/uploads/tambor.jpg)", "pt")).toContain('<img src="/uploads/tambor.jpg" alt="Tambor">');
      expect(renderMarkdown("![Tambor](https://example.com/t.jpg \"Foto\")", "pt")).toContain('<img src="https://example.com/t.jpg" alt="Tambor" title="Foto">');
      expect(renderMarkdown("![Tambor](mailto:a@b.c)", "pt")).not.toContain("<img");
      expect(renderMarkdown("![Tambor](tel:+5511)", "pt")).not.toContain("<img");
    });

    it("escapes an image description instead of letting it close the attribute", () => {
      const html = renderMarkdown('![x" onerror="alert(1)](/uploads/a.jpg)', "pt");
      expect(html).toContain('alt="x&quot; onerror=&quot;alert(1)"');
      expect(html).not.toMatch(/\sonerror="/);
      expect(renderMarkdown("![a <b> & \"c\"](javascript:x)", "pt")).toBe("<p>a &lt;b&gt; &amp; &quot;c&quot;</p>\n");
    });

    it("isAllowedUrl reads the scheme as a browser would, only stricter", () => {
      expect(isAllowedUrl("https://x.com/a:b")).toBe(true);
      expect(isAllowedUrl("pagina:com-dois-pontos")).toBe(false);
      expect(isAllowedUrl("./pagina:com-dois-pontos")).toBe(true);
      expect(isAllowedUrl(" \t https://x.com")).toBe(true);
      expect(isAllowedUrl("&#38;#106;avascript:alert(1)")).toBe(false); // nested references
    });
  });
});
