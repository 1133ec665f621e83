import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: "pt-BR" });
page.on("console", (m) => { if (m.type() === "error" || m.type() === "warning") console.log("console:", m.text().slice(0, 300)); });
page.on("request", (r) => { if (!r.url().includes("/static/")) console.log("req:", r.method(), r.url().slice(0, 120)); });
page.on("pageerror", (e) => console.log("pageerror:", e.message));
await page.goto("http://localhost:9400/admin/", { waitUntil: "networkidle" });
await page.screenshot({ path: "/tmp/admin1.png" });
const button = page.getByRole("button");
console.log(await button.allTextContents());
if (await button.count()) { await button.first().click(); await page.waitForTimeout(3000); }
await page.screenshot({ path: "/tmp/admin2.png" });
await browser.close();
