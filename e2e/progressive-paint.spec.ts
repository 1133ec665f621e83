import http from "node:http";
import type { AddressInfo } from "node:net";
import fs from "node:fs";
import { test, expect } from "./test";
import thirdPartyJson from "../src/config/third-party.json";

/**
 * A page that arrives in pieces shifts nothing. On a slow connection (or a busy server) the browser paints what
 * it has parsed so far, so anything whose place depends on markup that comes after it moves when that markup
 * arrives: found by Lighthouse in CI (CLS 0.029 on /en/nossa-essencia/) and then here, three of them: the
 * header's buttons moved left when the menu button came (5 loads in 6), the consent banner, fixed at the
 * bottom, grew upward from 73 to 373 px, and the hero's ring, hung from the hero's bottom, went down with it; and a post's breadcrumb, a row of flex items,
 * put its last crumb on a line of its own when the crumb's text, cut by a piece's end, grew whole.
 *
 * A proxy in front of the served build sends each HTML document in 2 KB pieces, 15 ms apart (a slow mobile
 * connection); the browser is a phone at 4× CPU. From the first paint on, no layout shift is allowed.
 */
const accessibilityPlugin = (thirdPartyJson as unknown as { accessibility: { primary: string } }).accessibility.primary;
const pluginFixture = fs.readFileSync("e2e/fixtures/vendors/vlibras-plugin.js", "utf8");

let proxy: http.Server;
let proxyOrigin = "";

test.beforeAll(async ({ baseURL }) => {
  proxy = http.createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(`${baseURL}${request.url}`, {
        headers: {
          accept: String(request.headers.accept ?? "*/*"),
          "accept-encoding": "identity",
          "accept-language": String(request.headers["accept-language"] ?? ""),
        },
        redirect: "manual",
      });
      const body = Buffer.from(await upstream.arrayBuffer());
      const headers: Record<string, string> = {};
      upstream.headers.forEach((value, key) => {
        if (!["content-encoding", "content-length", "transfer-encoding", "connection"].includes(key))
          headers[key] = value;
      });
      response.writeHead(upstream.status, headers);
      if (!String(upstream.headers.get("content-type")).includes("text/html")) {
        response.end(body);
        return;
      }
      for (let at = 0; at < body.length; at += 2048) {
        response.write(body.subarray(at, at + 2048));
        await new Promise((resolve) => setTimeout(resolve, 15));
      }
      response.end();
    })().catch((error: unknown) => {
      response.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, "localhost", resolve));
  proxyOrigin = `http://localhost:${(proxy.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => proxy.close(resolve));
});

// A first visit, as Lighthouse's: the consent banner shows, and the functional third parties load (the
// accessibility plugin from its local fixture; nothing leaves the machine).
test.use({ consent: null });
test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });

for (const [path, locale] of [
  ["/", "pt-BR"],
  ["/en/nossa-essencia/", "en-US"],
  ["/es/blog/", "es-ES"],
  ["/solicite-sua-coleta/", "pt-BR"],
  ["/blog/o-que-e-oluc/", "pt-BR"],
] as const) {
  test.describe(() => {
    test.use({ locale });
    test(`${path} arriving in 2 KB pieces on a phone at 4× CPU: no layout shift from the first paint`, async ({
      page,
    }) => {
      await page.addInitScript(() => {
        const state = { shifts: 0, moved: [] as string[] };
        (window as unknown as { shiftState: typeof state }).shiftState = state;
        type Shift = PerformanceEntry & {
          value: number;
          sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        };
        const name = (node?: Node) =>
          node instanceof Element
            ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}.${String(node.className).slice(0, 40)}`
            : String(node?.nodeName);
        const rect = (box: DOMRectReadOnly) =>
          `${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)}`;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            state.shifts += entry.value;
            const sources = entry.sources.map(
              (source) => `${name(source.node)} ${rect(source.previousRect)} → ${rect(source.currentRect)}`,
            );
            state.moved.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${sources.join(", ")}`);
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.context().route(/^https:\/\//, (route) => route.abort("internetdisconnected"));
      await page.route(accessibilityPlugin, (route) =>
        route.fulfill({ contentType: "text/javascript", body: pluginFixture }),
      );
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await page.goto(`${proxyOrigin}${path}`);
      // Past hydration and the idle work after it (the third parties' attempts, the split sections).
      await page.waitForTimeout(1500);
      const state = await page.evaluate(
        () => (window as unknown as { shiftState: { shifts: number; moved: string[] } }).shiftState,
      );
      expect(state.shifts, `layout shifts: ${state.moved.join(" | ")}`).toBe(0);
      // The page did arrive whole: the banner (the last markup) is shown, the header's last button too.
      await expect(page.locator("[data-consent-banner]")).toBeVisible();
      await expect(page.getByRole("banner").getByRole("button").last()).toBeVisible();
    });
  });
}
