import { notificationFromPayload } from "../push";

describe("notificationFromPayload", () => {
  it("shows the payload's title and body in its language, and keeps where a click goes", () => {
    const payload = {
      title: "Coleta agendada: COL-2026-000042",
      body: "Sua coleta…",
      lang: "es",
      url: "/es/area-cliente/pedidos/COL-2026-000042/",
      protocol: "COL-2026-000042",
      tag: "coleta-COL-2026-000042",
    };
    const { title, options } = notificationFromPayload(JSON.stringify(payload));
    expect(title).toBe(payload.title);
    expect(options).toMatchObject({
      body: payload.body,
      lang: "es",
      tag: payload.tag,
      data: { url: payload.url, protocol: payload.protocol },
    });
    expect(options.icon).toMatch(/^\/icons\//);
  });

  it.each([
    ["no payload", null],
    ["a payload that is not JSON", "status changed"],
    ["JSON that is not an object", "[1,2]"],
  ])("shows a generic notice for %s (a push must show one), opening the customer area", (_what, text) => {
    const { title, options } = notificationFromPayload(text);
    expect(title).toBe("Circulare");
    expect(options.body).toBe("Há novidades nos seus pedidos de coleta.");
    expect(options.data).toEqual({ url: "/area-cliente/" });
  });

  it.each(["//evil.example/x", "https://evil.example/", "javascript:alert(1)", "/area cliente/", "\\\\evil"])(
    "never sends a click to %s: the area's home in the payload's language instead",
    (url) => {
      expect(notificationFromPayload(JSON.stringify({ title: "T", body: "B", lang: "en", url })).options.data).toEqual({
        url: "/en/area-cliente/",
      });
    },
  );

  it("falls back to Portuguese for an unknown language", () => {
    expect(
      notificationFromPayload(JSON.stringify({ title: "T", body: "B", lang: "fr", url: "/area-cliente/" })).options
        .lang,
    ).toBe("pt");
  });
});
