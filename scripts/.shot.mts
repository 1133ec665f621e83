import { chromium } from "@playwright/test";
const [url, out, width] = [process.argv[2], process.argv[3], Number(process.argv[4] ?? 1280)];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width, height: 900 }, locale: "pt-BR" });
page.on("console", (m) => { if (m.type() === "error" || m.type() === "warning") console.log("console:", m.text().slice(0, 300)); });
page.on("pageerror", (e) => console.log("pageerror:", e.message));
await page.goto(url, { waitUntil: "networkidle" });
await page.screenshot({ path: out, fullPage: process.argv[5] === "full" });
await browser.close();
