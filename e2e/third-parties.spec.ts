import fs from "node:fs";
import { axe } from "./axe";
import { strings } from "./content";
import { fillColeta } from "./form-filling";
import { uniqueEmail } from "./local-backend";
import { test, expect, type Page } from "./test";
import thirdPartyJson from "../src/config/third-party.json";

/**
 * Third parties (issue 15): the consent banner and preferences, Consent Mode and the tag manager through
 * Partytown, the chatbot, the accessibility plugin with its fallback, the proxy and the privacy policy's table.
 * No request leaves the machine: the vendors' URLs (from the production configuration the build uses) are
 * routed to local fixtures (e2e/fixtures/vendors/) or aborted.
 */
const config = thirdPartyJson as unknown as {
  accessibility: { primary: string; fallback: string; timeoutMs: number };
  tagManager: { script: string; id: string };
};
const vlibrasFixture = fs.readFileSync("e2e/fixtures/vendors/vlibras-plugin.js", "utf8");
const gtmFixture = fs.readFileSync("e2e/fixtures/vendors/gtm.js", "utf8");
const primaryOrigin = new URL(config.accessibility.primary).origin;
const fallbackOrigin = new URL(config.accessibility.fallback).origin;
const analyticsPattern = /googletagmanager\.com|google-analytics\.com|__third-party-proxy|~partytown/;

test.use({ consent: null });

type VendorPlan = { primary?: "ok" | "fail" | "stall"; fallback?: "ok" | "fail" };

/** Routes every third-party request to a fixture (or a failure); returns the analytics requests seen. */
async function vendors(page: Page, plan: VendorPlan = {}): Promise<string[]> {
  const analytics: string[] = [];
  page.context().on("request", (request) => {
    if (analyticsPattern.test(request.url())) analytics.push(request.url());
  });
  await page.context().route(/^https:\/\//, (route) => route.abort("internetdisconnected"));
  await page.route(config.accessibility.primary, async (route) => {
    const how = plan.primary ?? "ok";
    if (how === "fail") return route.abort("failed");
    if (how === "stall") await new Promise((resolve) => setTimeout(resolve, 1500));
    return route.fulfill({ contentType: "text/javascript", body: vlibrasFixture }).catch(() => {});
  });
  await page.route(config.accessibility.fallback, (route) =>
    (plan.fallback ?? "ok") === "ok"
      ? route.fulfill({ contentType: "text/javascript", body: vlibrasFixture })
      : route.abort("failed"),
  );
  // The tag manager comes through the site's proxy (Partytown's resolveUrl); the fixture stands in for Google.
  await page.context().route(/\/__third-party-proxy\?/, (route) => {
    const target = new URL(route.request().url()).searchParams.get("url") ?? "";
    if (target.startsWith(config.tagManager.script))
      return route.fulfill({ contentType: "text/javascript", body: gtmFixture });
    return route.continue();
  });
  return analytics;
}

/** CSP violations Chromium reports in the console, from the page and its frames and workers. */
function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  page.on("pageerror", (error) => {
    if (/Content Security Policy|EvalError/i.test(String(error))) violations.push(String(error));
  });
  return violations;
}

const storedConsent = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(localStorage.getItem("circulare:consent") ?? "null") as {
        functional: boolean;
        analytics: boolean;
      } | null,
  );
const banner = (page: Page) => page.locator("[data-consent-banner]");
/** The chatbot as mounted (its container; the site's assistant) and its frame: what a visitor sees of it. */
const chatbot = (page: Page) => page.locator("[data-chatbot]");
const chatbotFrame = (page: Page) => page.locator("[data-chatbot] button").first();
/** Idle work done: the accessibility plugin's attempt has settled (loaded, from which host). */
const pluginOrigin = (page: Page) => page.locator("html").getAttribute("data-accessibility-plugin");

test.describe("consent banner", () => {
  test("shows on a first visit in the visitor's language, as an overlay that shifts nothing", async ({ page }) => {
    await vendors(page);
    // The banner is in the page's HTML (it paints with the page); the third parties come after load. Layout
    // shifts from load on (the chunks, the plugin, the chatbot, the banner taking focus): none allowed.
    await page.addInitScript(() => {
      const state = { since: Infinity, shifts: 0, moved: [] as string[] };
      (window as unknown as { shiftState: typeof state }).shiftState = state;
      window.addEventListener("load", () => (state.since = performance.now()));
      type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] };
      const name = (node?: Node) =>
        node instanceof Element
          ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}.${String(node.className).slice(0, 40)}`
          : String(node?.nodeName);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          if (entry.hadRecentInput || entry.startTime < state.since) continue;
          state.shifts += entry.value;
          state.moved.push(
            `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${entry.sources.map((source) => name(source.node)).join(", ")}`,
          );
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    for (const [path, title, accept] of [
      ["/", "Sua privacidade", "Aceitar todos"],
      ["/en/", "Your privacy", "Accept all"],
      ["/es/", "Tu privacidad", "Aceptar todo"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("region", { name: title })).toBeVisible();
      await expect(banner(page).getByRole("button", { name: accept })).toBeVisible();
      expect(await banner(page).evaluate((node) => getComputedStyle(node).position)).toBe("fixed");
      // The plugin and the chatbot came in too (they are fixed overlays as well).
      await expect(page.locator("[data-vlibras-fixture]")).toHaveCount(1);
      await expect(chatbot(page)).toHaveCount(1);
      const shifted = await page.evaluate(
        () => (window as unknown as { shiftState: { shifts: number; moved: string[] } }).shiftState,
      );
      expect(shifted.shifts, `${path}: layout shifts after load: ${shifted.moved.join(" | ")}`).toBe(0);
      expect(
        await page.evaluate(() => (window as unknown as { shiftState: { since: number } }).shiftState.since),
      ).toBeLessThan(Infinity);
    }
    expect(await storedConsent(page)).toBeNull();
  });

  test("works from the keyboard; Esc does not dismiss it; the choice is kept", async ({ page }) => {
    const analytics = await vendors(page);
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    // It took focus (nothing else had it): Tab goes through its link and its three buttons.
    await expect(banner(page)).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(banner(page).getByRole("link", { name: "Política de privacidade" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(banner(page)).toBeVisible();
    expect(await storedConsent(page)).toBeNull();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Recusar opcionais" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(banner(page)).toBeHidden();
    expect(await storedConsent(page)).toMatchObject({ functional: false, analytics: false });
    // Applied at once: the chatbot and the plugin it had loaded by default are gone.
    await expect(chatbot(page)).toHaveCount(0);
    await expect(page.locator("[data-accessibility-widget], [vw], [data-vlibras-fixture]")).toHaveCount(0);
    await page.reload();
    await expect(page.locator("footer")).toBeVisible();
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    await expect(banner(page)).toBeHidden();
    await expect(chatbot(page)).toHaveCount(0);
    expect(analytics).toEqual([]);
  });

  test("choose by category from the keyboard in the dialog; Esc closes it and changes nothing", async ({ page }) => {
    await vendors(page);
    await page.goto("/en/");
    await expect(banner(page)).toBeFocused();
    await banner(page).getByRole("button", { name: "Choose" }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Cookie preferences" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("checkbox", { name: /Necessary/ })).toBeDisabled();
    await expect(dialog.getByRole("checkbox", { name: /Functional/ })).toBeChecked();
    await expect(dialog.getByRole("checkbox", { name: /Audience measurement/ })).not.toBeChecked();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(banner(page)).toBeVisible();
    expect(await storedConsent(page)).toBeNull();

    await banner(page).getByRole("button", { name: "Choose" }).press("Enter");
    await dialog.getByRole("checkbox", { name: /Functional/ }).focus();
    await page.keyboard.press("Space");
    await dialog.getByRole("checkbox", { name: /Audience measurement/ }).focus();
    await page.keyboard.press("Space");
    await dialog.getByRole("button", { name: "Save choice" }).press("Enter");
    await expect(dialog).toHaveCount(0);
    await expect(banner(page)).toBeHidden();
    expect(await storedConsent(page)).toMatchObject({ functional: false, analytics: true });
  });

  test("the footer's link reopens the choice and applies a change at once", async ({ page }) => {
    await vendors(page);
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Aceitar todos" }).click();
    await expect(chatbot(page)).toHaveCount(1);
    expect(await pluginOrigin(page)).toBe(primaryOrigin);
    const link = page.locator("footer").getByRole("button", { name: "Preferências de cookies" });
    await link.click();
    const dialog = page.getByRole("dialog", { name: "Preferências de cookies" });
    await expect(dialog.getByRole("checkbox", { name: /Medição de audiência/ })).toBeChecked();
    await dialog.getByRole("checkbox", { name: /Funcionais/ }).uncheck();
    await dialog.getByRole("button", { name: "Salvar escolha" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(link).toBeFocused();
    await expect(chatbot(page)).toHaveCount(0);
    await expect(page.locator("[data-accessibility-widget], [vw], [data-vlibras-fixture]")).toHaveCount(0);
    expect(await storedConsent(page)).toMatchObject({ functional: false, analytics: true });
  });

  test("banner and dialog pass axe (WCAG 2.1 AA)", async ({ page }) => {
    await vendors(page);
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    const onBanner = await axe(page, "[data-consent-banner]").analyze();
    expect(onBanner.violations).toEqual([]);
    await banner(page).getByRole("button", { name: "Escolher" }).click();
    await expect(page.locator("[data-consent-preferences]")).toBeVisible();
    const onDialog = await axe(page, "[data-consent-preferences]").analyze();
    expect(onDialog.violations).toEqual([]);
  });
});

test.describe("tag manager", () => {
  // Partytown runs the tag manager through its own service worker (under /~partytown/): allowed here.
  test.use({ serviceWorkers: "allow" });
  test("no analytics request before opt-in; after it, GTM runs off the main thread through the proxy with consent granted", async ({
    page,
  }) => {
    const analytics = await vendors(page);
    const violations = watchCsp(page);
    const sandbox: { url: string; fromServiceWorker: boolean }[] = [];
    page.on("response", (response) => {
      if (response.url().includes("/~partytown/partytown-sandbox-sw.html"))
        sandbox.push({ url: response.url(), fromServiceWorker: response.fromServiceWorker() });
    });
    await page.goto("/");
    // Consent Mode's defaults ran in <head>, all denied.
    const first = await page.evaluate(() =>
      Array.from((window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer[0] ?? []),
    );
    expect(first).toEqual([
      "consent",
      "default",
      { ad_storage: "denied", analytics_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" },
    ]);
    await expect(banner(page)).toBeVisible();
    await expect(chatbot(page)).toHaveCount(1);
    expect(await pluginOrigin(page)).toBe(primaryOrigin);
    await banner(page).getByRole("button", { name: "Recusar opcionais" }).click();
    await page.reload();
    await page.locator("footer").getByRole("button", { name: "Preferências de cookies" }).click();
    expect(analytics).toEqual([]);

    await page.getByRole("dialog").getByRole("button", { name: "Aceitar todos" }).click();
    await expect(page.locator("html")).toHaveAttribute("data-gtm-fixture", /consent:update:granted/);
    const seen = JSON.parse((await page.locator("html").getAttribute("data-gtm-fixture")) ?? "[]") as string[];
    expect(seen.slice(0, 2)).toEqual(["consent:default:denied", "consent:update:granted"]);
    expect(seen).toContain("gtm.js");
    expect(analytics.some((url) => url.includes("/~partytown/partytown.js"))).toBe(true);
    const proxied = analytics.find((url) => url.includes("/__third-party-proxy?"));
    expect(new URL(proxied ?? "http://x/").searchParams.get("url")).toBe(
      `${config.tagManager.script}?id=${config.tagManager.id}`,
    );
    // Never a page script: its <script> keeps a type the main thread does not run (Partytown marks it done).
    expect(await page.locator(`script[src^="${config.tagManager.script}"]:not([type^="text/partytown"])`).count()).toBe(
      0,
    );
    // Partytown's hidden frame is its sandbox page, answered by its own service worker; nothing was blocked by the
    // CSP, on the page, in that frame or in the worker.
    expect(sandbox.map((response) => response.fromServiceWorker)).toEqual([true]);
    expect(violations).toEqual([]);
  });

  test("Partytown's sandbox page, as the server sends it when its service worker is bypassed, runs under the CSP of /~partytown/", async ({
    page,
  }) => {
    const violations = watchCsp(page);
    const worker = page.waitForEvent("worker");
    const response = await page.goto("/~partytown/partytown-sandbox-sw.html");
    expect(response?.fromServiceWorker()).toBe(false);
    const policy = response?.headers()["content-security-policy"] ?? "";
    expect(policy).toMatch(/script-src 'self' 'unsafe-eval' 'sha256-[\w+/]+=*'/);
    expect(policy).not.toContain("'unsafe-inline'");
    // Its inline module ran (allowed by its hash) and started Partytown's web worker from a blob: URL.
    expect((await worker).url()).toMatch(/^blob:/);
    expect(violations).toEqual([]);
  });
});

test.describe("chatbot", () => {
  test("on every page but the game, removed when navigating into it and back when leaving", async ({ page }) => {
    await vendors(page);
    await page.goto("/");
    await expect(chatbotFrame(page)).toBeVisible();
    // A client-side navigation, as a link click in the site does (Gatsby's router).
    await page.evaluate(() =>
      (window as unknown as { ___navigate: (to: string) => void }).___navigate("/jogo-linha-do-tempo-circulare/"),
    );
    await expect(page).toHaveURL(/jogo-linha-do-tempo-circulare\/$/);
    await expect(chatbot(page)).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(chatbotFrame(page)).toBeVisible();
  });

  test("absent on the game in every language, with or without the trailing slash", async ({ page }) => {
    await vendors(page);
    for (const path of [
      "/jogo-linha-do-tempo-circulare/",
      "/en/jogo-linha-do-tempo-circulare",
      "/es/jogo-linha-do-tempo-circulare/",
    ]) {
      await page.goto(path);
      // The idle work has run (the plugin is there: functional parties do load on the game).
      await expect(page.locator("html")).toHaveAttribute("data-accessibility-plugin", primaryOrigin);
      await expect(chatbot(page), path).toHaveCount(0);
    }
  });

  test("its frame shows only in the configured languages (pt), hidden in en and es", async ({ page }) => {
    await vendors(page);
    await page.goto("/");
    await expect(chatbotFrame(page)).toBeVisible();
    for (const path of ["/en/", "/es/"]) {
      await page.goto(path);
      await expect(chatbot(page).locator("button")).toHaveCount(1); // mounted and rendered…
      await expect(chatbotFrame(page)).toBeHidden(); // …and not shown
    }
  });
});

test.describe("accessibility plugin", () => {
  const warnings = (page: Page) => {
    const list: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") list.push(message.text());
    });
    return list;
  };

  test("loads from the primary host, no warning", async ({ page }) => {
    const logged = warnings(page);
    await vendors(page);
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-accessibility-plugin", primaryOrigin);
    await expect(page.locator("[data-vlibras-fixture]")).toHaveAttribute(
      "data-vlibras-fixture",
      "https://vlibras.gov.br/app",
    );
    expect(logged.filter((text) => text.includes("Accessibility plugin"))).toEqual([]);
  });

  test("falls back after the primary fails, with a warning", async ({ page }) => {
    const logged = warnings(page);
    await vendors(page, { primary: "fail" });
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-accessibility-plugin", fallbackOrigin);
    expect(
      logged.some((text) =>
        text.includes(`${config.accessibility.primary} failed to load; trying ${config.accessibility.fallback}`),
      ),
    ).toBe(true);
  });

  test("falls back when the primary stalls 1.5 s (over 700 ms), and only one widget starts", async ({ page }) => {
    const logged = warnings(page);
    await vendors(page, { primary: "stall" });
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-accessibility-plugin", fallbackOrigin);
    expect(logged.some((text) => text.includes(`had not loaded in ${config.accessibility.timeoutMs} ms`))).toBe(true);
    await expect(page.locator("[data-vlibras-fixture]")).toHaveCount(1);
  });

  test("when both fail the page goes on, showing nothing", async ({ page }) => {
    const logged = warnings(page);
    await vendors(page, { primary: "fail", fallback: "fail" });
    const fallbackTried = page.waitForRequest(config.accessibility.fallback);
    await page.goto("/");
    await fallbackTried;
    await expect.poll(() => logged.some((text) => text.includes("Accessibility plugin"))).toBe(true);
    await expect(page.locator("[vw], [data-vlibras-fixture]")).toHaveCount(0);
    await expect(page.locator("html")).not.toHaveAttribute("data-accessibility-plugin", /./);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("third-party proxy over HTTP", () => {
  test("405 for other methods, 400 for what is not an http(s) URL, 403 for hosts not configured", async ({
    request,
  }) => {
    const target = encodeURIComponent(config.accessibility.primary);
    expect((await request.post(`/__third-party-proxy?url=${target}`)).status()).toBe(405);
    expect((await request.delete(`/__third-party-proxy?url=${target}`)).status()).toBe(405);
    expect((await request.get("/__third-party-proxy")).status()).toBe(400);
    expect((await request.get(`/__third-party-proxy?url=${encodeURIComponent("javascript:alert(1)")}`)).status()).toBe(
      400,
    );
    expect((await request.get(`/__third-party-proxy?url=${encodeURIComponent("/gtm.js")}`)).status()).toBe(400);
    const forbidden = await request.get(`/__third-party-proxy?url=${encodeURIComponent("https://evil.example/x.js")}`, {
      headers: { Cookie: "session=1" },
    });
    expect(forbidden.status()).toBe(403);
    expect(forbidden.headers()["set-cookie"]).toBeUndefined();
    expect(forbidden.headers()["cache-control"]).toBe("no-store");
  });
});

test.describe("privacy policy", () => {
  for (const [path, heading, provider] of [
    ["/politica-de-privacidade/", "Terceiros e cookies deste site", "Serviço"],
    ["/en/politica-de-privacidade/", "Third parties and cookies on this site", "Service"],
    ["/es/politica-de-privacidade/", "Terceros y cookies de este sitio", "Servicio"],
  ] as const) {
    test(`${path} lists the configured third parties`, async ({ page }) => {
      await vendors(page);
      await page.goto(path);
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
      const table = page.locator("[data-third-party-table]");
      await expect(table.getByRole("columnheader", { name: provider })).toBeVisible();
      await expect(table.locator("tbody tr")).toHaveCount(5);
      await expect(table.locator('tr[data-party="accessibility"]')).toContainText("vlibras.gov.br");
      await expect(table.locator('tr[data-party="tagManager"]')).toContainText("_ga");
      // The collection form's CEP lookup (issue 26), called from the browser.
      await expect(table.locator('tr[data-party="postalLookup"]')).toContainText("viacep.com.br");
    });
  }
});

test.describe("events for the tag manager", () => {
  // These forms and pages have nothing to do with the banner: a visitor who already chose (the default fixture).
  test.use({ consent: { functional: false, analytics: false } });
  const events = (page: Page) =>
    page.evaluate(() =>
      Array.from((window as unknown as { dataLayer: unknown[] }).dataLayer)
        .filter((entry): entry is { event: string } => Object.prototype.toString.call(entry) === "[object Object]")
        .map((entry) => ({ ...entry })),
    );
  const forms = strings("pt", "formularios");
  const conta = strings("pt", "conta");

  test("collection request sent, contact sent and sign-up reach window.dataLayer at their success", async ({
    page,
  }) => {
    await page.goto("/solicite-sua-coleta/");
    await fillColeta(page, forms);
    expect(await events(page)).toEqual([]);
    await page.getByRole("button", { name: forms.coleta.submit }).click();
    await expect(page.getByTestId("protocol")).toBeVisible();
    expect(await events(page)).toEqual([{ event: "collection_request_sent" }]);

    await page.goto("/fale-com-a-gente/");
    await page.getByLabel(forms.contato.name, { exact: true }).fill("Ana Pereira");
    await page.getByLabel(forms.contato.email, { exact: true }).fill("ana.pereira@example.com");
    await page.getByLabel(forms.contato.phone, { exact: true }).fill("11987654321");
    await page
      .getByLabel(forms.contato.message, { exact: true })
      .fill("Gostaríamos de conversar sobre coletas na região Sul.");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: forms.contato.submit }).click();
    await expect(page.getByTestId("reference")).toBeVisible();
    expect(await events(page)).toEqual([{ event: "contact_sent", topic: "geral" }]);

    await page.goto("/area-cliente/criar-conta/");
    await page.getByLabel(conta.fields.name).fill("Bruna Teles");
    await page.getByLabel(conta.fields.email, { exact: true }).fill(uniqueEmail("events"));
    await page.getByLabel(conta.fields.password, { exact: true }).fill("Circulare!2026x");
    await page.getByRole("button", { name: conta.signUp.submit }).click();
    await expect(page).toHaveURL(/\/area-cliente\/confirmar-conta\/\?email=/);
    // A client-side navigation: the page's dataLayer is still the one sign-up pushed to.
    expect(await events(page)).toEqual([{ event: "sign_up" }]);
  });
});
