import { expect, test, type Page } from "./test";
import { strings } from "./content";
import { fillColeta } from "./form-filling";

/**
 * `preferredDate` on /solicite-sua-coleta/: the date input's `min` is today in São Paulo whatever the
 * browser's time zone, an earlier date is refused in the page before anything is sent, and the API refuses
 * it too when a request carries one anyway.
 */

const en = strings("en", "formularios");
const es = strings("es", "formularios");
const enErrors = strings("en", "validacao").errors;
const esErrors = strings("es", "validacao").errors;

/** 22:30 on 9 March 2030 in São Paulo: already 10 March in UTC and in Kiritimati (UTC+14). */
const instant = new Date("2030-03-10T01:30:00Z");
const saoPauloToday = "2030-03-09";

const browserLocalDate = (page: Page) =>
  page.evaluate(() => {
    const now = new Date();
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
  });

for (const timezoneId of ["UTC", "Pacific/Kiritimati"]) {
  test.describe(`a browser in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test("the date input's min is São Paulo's today, and an earlier date is refused in the page", async ({ page }) => {
      await page.clock.setFixedTime(instant);
      await page.goto("/en/solicite-sua-coleta/");
      // The browser's own calendar is a day ahead of São Paulo's: a min from it would be wrong.
      expect(await browserLocalDate(page)).toBe("2030-03-10");
      const date = page.getByLabel(en.coleta.preferredDate, { exact: true });
      await expect(date).toHaveAttribute("min", saoPauloToday);
      await date.fill("2030-03-08");
      await date.blur();
      await expect(date).toHaveAttribute("aria-invalid", "true");
      await expect(date).toHaveAccessibleDescription(enErrors.date_in_past);
      await date.fill(saoPauloToday);
      await expect(date).not.toHaveAttribute("aria-invalid", "true");
    });
  });
}

test("es: a past date that reaches the API is refused there and shown on the date field in Spanish", async ({
  page,
}) => {
  await page.goto("/es/solicite-sua-coleta/");
  await fillColeta(page, es);
  await page.route(
    (url) => url.pathname.endsWith("/coleta"),
    async (route) => {
      const request = route.request();
      if (request.method() !== "POST") return route.continue();
      const body = request.postDataJSON() as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, preferredDate: "2020-01-02" }) });
    },
  );
  const response = page.waitForResponse(
    (r) => r.request().method() === "POST" && new URL(r.url()).pathname.endsWith("/coleta"),
  );
  await page.getByRole("button", { name: es.coleta.submit }).click();
  const answer = await response;
  expect(answer.status()).toBe(400);
  expect(await answer.json()).toMatchObject({
    errors: [{ field: "preferredDate", code: "date_in_past", message: esErrors.date_in_past }],
  });
  const date = page.getByLabel(es.coleta.preferredDate, { exact: true });
  await expect(date).toHaveAttribute("aria-invalid", "true");
  await expect(date).toHaveAccessibleDescription(esErrors.date_in_past);
});
