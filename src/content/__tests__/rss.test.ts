import { XMLParser, XMLValidator } from "fast-xml-parser";
import { buildRssFeed, rfc822 } from "../rss";

const feed = buildRssFeed({
  title: "Blog Circulare",
  description: "Artigos & guias",
  siteLink: "https://www.circulare.com.br/blog/",
  selfLink: "https://www.circulare.com.br/blog/rss.xml",
  language: "pt-BR",
  items: [
    {
      title: 'Óleo <usado> & "contaminado"',
      url: "https://www.circulare.com.br/blog/o-que-e-oluc/",
      date: "2024-02-06",
      description: "Resumo",
      category: "OLUC",
      author: "Marcos Tavares",
    },
    { title: "Outro", url: "https://www.circulare.com.br/blog/outro/", date: "2024-01-23", description: "Mais um" },
  ],
});

describe("buildRssFeed", () => {
  it("is well-formed XML that parses back to the same items", () => {
    expect(XMLValidator.validate(feed)).toBe(true);
    const parsed = new XMLParser({ ignoreAttributes: false }).parse(feed);
    const channel = parsed.rss.channel;
    expect(parsed.rss["@_version"]).toBe("2.0");
    expect(channel.language).toBe("pt-BR");
    expect(channel.item).toHaveLength(2);
    expect(channel.item[0].title).toBe('Óleo <usado> & "contaminado"');
    expect(channel.item[0]["dc:creator"]).toBe("Marcos Tavares");
    expect(channel.item[0].guid["#text"]).toBe("https://www.circulare.com.br/blog/o-que-e-oluc/");
    expect(channel["atom:link"]["@_href"]).toBe("https://www.circulare.com.br/blog/rss.xml");
  });

  it("dates the channel by its newest post, so two builds give the same file", () => {
    expect(feed).toContain(`<lastBuildDate>${rfc822("2024-02-06")}</lastBuildDate>`);
    expect(rfc822("2024-02-06")).toBe("Tue, 06 Feb 2024 00:00:00 GMT");
  });
});
