import { expect, test, type Page } from "./test";
import { fill, strings } from "./content";
import { apiBase, outboxMessages, signInTo, staffAccount, uniqueEmail, updateRow } from "./local-backend";
import { formatDay } from "../src/domain/dates";
import { titularRequest } from "../src/domain/__tests__/fixtures";
import { addDays, legalDeadline } from "../src/domain/titular";
import { todayInSaoPaulo } from "../src/domain/fields";

/**
 * Data-subject requests (LGPD art. 18) on the production build with the local backend: a visitor files one on the LGPD
 * page, opens the link e-mailed through the outbox (its path and token, on this server), gets the reference and the
 * deadline in their language, and the DPO team finds it in its inbox with that deadline; overdue and due-soon requests
 * are flagged.
 */

/** The confirmation link e-mailed to `email` (the outbox's file, as the platform would send it), on this server. */
async function linkFor(email: string): Promise<string> {
  let link = "";
  await expect
    .poll(() => {
      const mail = outboxMessages("titular").find((message) => message.to === email);
      link = /https?:\/\/\S+\/lei-lgpd\/confirmar\/#[A-Za-z0-9_-]{43}/.exec(mail?.text ?? "")?.[0] ?? "";
      return link;
    })
    .not.toBe("");
  const url = new URL(link);
  return `${url.pathname}${url.hash}`;
}

/** A request filed and confirmed as the form and the link do (ContatoAPI), for the inbox's tests; its reference. */
async function confirmedRequest(page: Page, email: string): Promise<string> {
  const filed = await fetch(`${apiBase("ContatoAPI")}contato/titular`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(titularRequest({ email })),
  });
  expect(filed.status).toBe(202);
  // Opened from the e-mail, in a tab of its own: two links differ only after `#`, so the same tab would keep showing
  // the first request's reference for a moment (a same-document navigation), and the test could read it twice.
  const tab = await page.context().newPage();
  await tab.goto(await linkFor(email));
  const reference = (await tab.getByTestId("reference").textContent()) ?? "";
  expect(reference).toMatch(/^CTT-\d{4}-\d{6}$/);
  await tab.close();
  return reference;
}

test("en: a visitor files a request, confirms it from the e-mail, gets reference and deadline; the DPO team sees it", async ({
  page,
}) => {
  const t = strings("en", "formularios").titular;
  const email = uniqueEmail("titular");
  // The form's code loads once the hero's action is followed, while the visitor fills it in: no error on the way
  // (React's 421 was the form's server HTML dropped and rendered anew, empty).
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/en/lei-lgpd/");
  // The hero's first action leads to the form.
  await page
    .getByRole("link", {
      name: (strings("en", "lei-lgpd") as { hero: { primary: { label: string } } }).hero.primary.label,
    })
    .click();
  await expect(page).toHaveURL(/\/en\/lei-lgpd\/#titular$/);
  await page.getByLabel(t.right, { exact: true }).selectOption({ label: t.rights.portabilidade });
  await page.getByLabel(t.name, { exact: true }).fill("Lívia Prado");
  await page.getByLabel(t.email, { exact: true }).fill(email);
  await page.getByLabel(t.identifier, { exact: true }).fill("529.982.247-2");
  await page.getByLabel(t.message, { exact: true }).fill("Please send my data to my new oil collection provider.");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: t.submit }).click();
  // A CPF with a digit missing: refused in English, nothing sent.
  await expect(page.getByText(strings("en", "validacao").errors.invalid_identifier)).toBeVisible();
  await page.getByLabel(t.identifier, { exact: true }).fill("529.982.247-25");
  await page.getByRole("button", { name: t.submit }).click();
  await expect(page.getByRole("heading", { name: t.doneTitle })).toBeVisible();
  await expect(page.getByTestId("sentTo")).toHaveText(email);
  expect(errors).toEqual([]);

  const link = await linkFor(email);
  expect(link).toMatch(/^\/en\/lei-lgpd\/confirmar\/#/);
  const deadline = legalDeadline(new Date());
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: t.confirm.doneTitle })).toBeVisible();
  const reference = (await page.getByTestId("reference").textContent()) ?? "";
  expect(reference).toMatch(/^CTT-\d{4}-\d{6}$/);
  await expect(page.getByTestId("deadline")).toHaveText(formatDay(deadline, "en", "long"));
  // The same link again: the same reference, nothing new.
  await page.reload();
  await expect(page.getByTestId("reference")).toHaveText(reference);
  await expect
    .poll(() => outboxMessages(reference).map((message) => [message.to, message.subject]))
    .toContainEqual([
      email,
      fill(
        (strings("en", "notificacoes") as { titular: { confirmed: { subject: string } } }).titular.confirmed.subject,
        { reference },
      ),
    ]);
  const mail = outboxMessages(reference).find((message) => message.to === email);
  expect(mail?.text).toContain(formatDay(deadline, "en", "long"));

  const bo = strings("pt", "backoffice");
  await signInTo(page, staffAccount("privacidade"), "/area-cliente/mensagens/");
  const item = page.locator(`li[data-reference="${reference}"]`);
  await expect(item).toBeVisible();
  await expect(item).toContainText(bo.topics.titular);
  await expect(item.getByTestId("deadline")).toHaveText(
    fill(bo.deadline.label, { date: formatDay(deadline, "pt", "long") }),
  );
  await expect(item.getByTestId("deadline")).toHaveAttribute("data-deadline", "on-time");
});

/** The request form's own chunk (src/features/privacy/deferred-request.tsx: webpackChunkName "titular-form"). */
const formChunk = /\/titular-form-[0-9a-f]+\.js$/;

test("pt: the form is in the HTML at once, its code waits for the visitor, and it hydrates in place: same fields, nothing shifts, typing kept", async ({
  page,
}) => {
  const t = strings("pt", "formularios").titular;
  const asked: string[] = [];
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("request", (request) => {
    if (formChunk.test(new URL(request.url()).pathname)) asked.push(request.url());
  });
  // A slow network once the visitor goes to the form: the chunk arrives only when the test lets it (asked for before,
  // it is served at once, so the page settles and the check below fails).
  let arrive = () => undefined as void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  let interacting = false;
  await page.route(formChunk, async (route) => {
    if (interacting) await arrived;
    await route.continue();
  });
  await page.addInitScript(() => {
    const win = window as unknown as { shifts: number };
    win.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) win.shifts += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto("/lei-lgpd/");
  await page.waitForLoadState("networkidle");
  // Read, not used: the form is there (server HTML), its code is not loaded.
  const name = page.getByLabel(t.name, { exact: true });
  await expect(name).toBeVisible();
  await expect(page.getByRole("button", { name: t.submit })).toBeDisabled();
  expect(asked).toEqual([]);

  // A keyboard user reaches the form's first field (the right asked for), which asks for the code, and tabs on.
  await name.evaluate((field) => ((field as unknown as { marked: boolean }).marked = true));
  const right = page.getByLabel(t.right, { exact: true });
  interacting = true;
  await right.focus();
  await expect.poll(() => asked.length).toBe(1);
  await page.keyboard.press("Tab");
  await expect(name).toBeFocused();
  await page.keyboard.type("Lívia Prado");
  arrive();
  // Hydrated: the button works, the field is the same element, still focused, with what was typed.
  await expect(page.getByRole("button", { name: t.submit })).toBeEnabled();
  expect(await name.evaluate((field) => (field as unknown as { marked?: boolean }).marked)).toBe(true);
  await expect(name).toBeFocused();
  await expect(name).toHaveValue("Lívia Prado");
  await right.selectOption({ label: t.rights.acesso });
  await page.getByLabel(t.email, { exact: true }).fill(uniqueEmail("titular-lazy"));
  await page.getByLabel(t.message, { exact: true }).fill("Quero saber quais dados meus vocês guardam.");
  await page.getByRole("checkbox").check();
  // Nothing moved from the first paint to here (the done card below replaces the form: that one is meant).
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
  await page.getByRole("button", { name: t.submit }).click();
  await expect(page.getByRole("heading", { name: t.doneTitle })).toBeVisible();
  expect(asked).toHaveLength(1);
  expect(errors).toEqual([]);
});

test("pt: an overdue request is flagged in the DPO team's inbox, and one due soon is marked", async ({ page }) => {
  const overdue = await confirmedRequest(page, uniqueEmail("titular-vencido"));
  const soon = await confirmedRequest(page, uniqueEmail("titular-breve"));
  // Seeded: confirmed through the real API path above, then its confirmation moved 16 days back in the table (a
  // deadline cannot be waited for), and the other's to 13 days back.
  const today = todayInSaoPaulo();
  const moveBack = (reference: string, days: number) =>
    updateRow(
      "contato",
      { reference },
      {
        confirmedAt: `${addDays(today, -days)}T15:00:00.000Z`,
        deadline: legalDeadline(new Date(`${addDays(today, -days)}T15:00:00Z`)),
      },
    );
  await moveBack(overdue, 16);
  await moveBack(soon, 13);

  const bo = strings("pt", "backoffice");
  await signInTo(page, staffAccount("privacidade"), "/area-cliente/mensagens/");
  const late = page.locator(`li[data-reference="${overdue}"]`).getByTestId("deadline");
  await expect(late).toHaveAttribute("data-deadline", "overdue");
  await expect(late).toContainText(bo.deadline.overdue);
  await expect(late).toContainText(formatDay(addDays(today, -1), "pt", "long"));
  const close = page.locator(`li[data-reference="${soon}"]`).getByTestId("deadline");
  await expect(close).toHaveAttribute("data-deadline", "due-soon");
  await expect(close).toContainText(bo.deadline["due-soon"]);
});

test("es: an unknown link says so in Spanish and offers a new request", async ({ page }) => {
  const t = strings("es", "formularios").titular;
  await page.goto(`/es/lei-lgpd/confirmar/#${"x".repeat(43)}`);
  await expect(page.getByRole("alert")).toContainText(strings("es", "validacao").errors.invalid_link);
  await page.getByRole("link", { name: t.confirm.newRequest }).click();
  await expect(page).toHaveURL(/\/es\/lei-lgpd\/#titular$/);
});
