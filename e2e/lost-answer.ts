import type { Page } from "@playwright/test";

/**
 * Loses the answer to the first request for `url`: the server gets it and does its work, but the answer never
 * reaches the page (the connection resets); the requests after it pass. Gives the idempotency key of each request
 * sent, in order: a page that sends the request again must send the first one's key.
 */
export async function loseFirstAnswer(page: Page, url: string | ((url: URL) => boolean)): Promise<string[]> {
  const keys: string[] = [];
  await page.route(url, async (route) => {
    keys.push((route.request().postDataJSON() as { idempotencyKey: string }).idempotencyKey);
    if (keys.length === 1) {
      await route.fetch();
      await route.abort("connectionreset");
    } else {
      await route.continue();
    }
  });
  return keys;
}
