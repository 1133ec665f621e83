import { expect, test, type Page, type Request } from "./test";
import { strings } from "./content";
import { fillColeta } from "./form-filling";
import { createCustomer, signIn, uniqueEmail } from "./local-backend";

/**
 * The collection form when the network or the API misbehaves, on the production build with the local
 * backend: every send of one submission carries the same idempotency key, a lost answer never makes a second
 * request, and a signed-in customer's request is theirs even when their ID token expired meanwhile.
 */
const pt = strings("pt", "formularios");
const conta = strings("pt", "conta");
const draftKey = "circulare:coleta-draft";
/** A scripted answer's headers: resend at once (the page may read Retry-After across origins, as the API allows). */
const retryNow = {
  "Retry-After": "0",
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers": "Retry-After",
};

const isColetaPost = (request: Request) => request.method() === "POST" && /\/ColetaAPI\/coleta$/.test(request.url());
const keyOf = (request: Request) => (request.postDataJSON() as { idempotencyKey: string }).idempotencyKey;

async function draft(page: Page) {
  return JSON.parse((await page.evaluate((key) => localStorage.getItem(key), draftKey)) ?? "null") as {
    idempotencyKey: string;
    pending: boolean;
    values: { company: { name: string } };
  } | null;
}

/** Records every POST /coleta the page sends, with the key it carries. */
function recordPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on("request", (request) => {
    if (isColetaPost(request)) posts.push(request);
  });
  return posts;
}

test("API down (5xx): the visitor is told, the draft stays, Retry sends it once with the same key", async ({
  page,
}) => {
  await page.goto("/solicite-sua-coleta/");
  await fillColeta(page, pt);
  const posts = recordPosts(page);
  // The API answers 503 (Retry-After: 0, so the automatic resends do not wait) until it is "back".
  let down = true;
  await page.route(/\/ColetaAPI\/coleta$/, (route) =>
    down && route.request().method() === "POST"
      ? route.fulfill({ status: 503, headers: { ...retryNow }, body: "{}" })
      : route.fallback(),
  );
  await page.getByRole("button", { name: pt.coleta.submit }).click();
  await expect(page.getByText(pt.common.offline)).toBeVisible();
  // One send and four automatic resends, then it waits for the visitor.
  expect(posts).toHaveLength(5);
  const saved = await draft(page);
  expect(saved).toEqual(
    expect.objectContaining({
      pending: true,
      values: expect.objectContaining({ company: expect.objectContaining({ name: "Auto Center Paulista" }) }),
    }),
  );

  down = false;
  await page.getByRole("button", { name: pt.common.retry }).click();
  await expect(page.getByTestId("protocol")).toHaveText(/^COL-\d{4}-\d{6}$/);
  expect(posts).toHaveLength(6);
  expect(new Set(posts.map(keyOf))).toEqual(new Set([saved?.idempotencyKey]));
  expect(await draft(page)).toBeNull();
});

test("a lost answer (the request reached the server): the resend shows the same protocol, one request stored", async ({
  page,
}) => {
  await page.goto("/solicite-sua-coleta/");
  await fillColeta(page, pt);
  const posts = recordPosts(page);
  let firstAnswer: { status: number; protocol: string } | undefined;
  await page.route(/\/ColetaAPI\/coleta$/, async (route) => {
    if (route.request().method() !== "POST" || firstAnswer) return route.fallback();
    // The server gets it and answers; the answer never reaches the page.
    const response = await route.fetch();
    firstAnswer = { status: response.status(), protocol: ((await response.json()) as { protocol: string }).protocol };
    await route.abort("connectionreset");
  });
  const answers: number[] = [];
  page.on("response", (response) => {
    if (isColetaPost(response.request())) answers.push(response.status());
  });
  await page.getByRole("button", { name: pt.coleta.submit }).click();
  await expect(page.getByTestId("protocol")).toHaveText(/^COL-\d{4}-\d{6}$/);
  expect(firstAnswer?.status).toBe(201);
  await expect(page.getByTestId("protocol")).toHaveText(firstAnswer?.protocol ?? "");
  // The resend was answered 200: the server already had it and wrote nothing new.
  expect(answers).toEqual([200]);
  expect(posts).toHaveLength(2);
  expect(keyOf(posts[0])).toBe(keyOf(posts[1]));
});

test("429 and 409 'in progress' are resent with the same key; 422 gives the next submit a new key", async ({
  page,
}) => {
  await page.goto("/solicite-sua-coleta/");
  await fillColeta(page, pt);
  const posts = recordPosts(page);
  const scripted = [
    { status: 429, body: { errors: [] } },
    { status: 409, body: { errors: [{ field: "idempotencyKey", code: "in_progress", message: "…" }] } },
    { status: 422, body: { errors: [{ field: "idempotencyKey", code: "idempotency_mismatch", message: "…" }] } },
  ];
  await page.route(/\/ColetaAPI\/coleta$/, (route) => {
    const next = route.request().method() === "POST" ? scripted.shift() : undefined;
    if (!next) return route.fallback();
    return route.fulfill({
      status: next.status,
      headers: { ...retryNow },
      contentType: "application/json",
      body: JSON.stringify(next.body),
    });
  });
  await page.getByRole("button", { name: pt.coleta.submit }).click();
  await expect(page.getByText(pt.common.rejected)).toBeVisible();
  expect(posts).toHaveLength(3);
  expect(new Set(posts.map(keyOf)).size).toBe(1);
  const after = await draft(page);
  expect(after?.idempotencyKey).not.toBe(keyOf(posts[0]));
  expect(after?.pending).toBe(false);

  await page.getByRole("button", { name: pt.coleta.submit }).click();
  await expect(page.getByTestId("protocol")).toHaveText(/^COL-\d{4}-\d{6}$/);
  expect(posts).toHaveLength(4);
  expect(keyOf(posts[3])).toBe(after?.idempotencyKey);
});

test("sent offline, the draft goes out on the next visit with its key", async ({ page, context }) => {
  await page.goto("/solicite-sua-coleta/");
  await fillColeta(page, pt);
  await context.setOffline(true);
  await page.getByRole("button", { name: pt.coleta.submit }).click();
  await expect(page.getByText(pt.common.offline)).toBeVisible();
  const saved = await draft(page);
  expect(saved?.pending).toBe(true);
  await page.close();

  await context.setOffline(false);
  const next = await context.newPage();
  const posts = recordPosts(next);
  await next.goto("/solicite-sua-coleta/");
  await expect(next.getByTestId("protocol")).toHaveText(/^COL-\d{4}-\d{6}$/);
  expect(posts.map(keyOf)).toEqual([saved?.idempotencyKey]);
});

/** A new customer signs in, then fills the collection form (their contact prefilled, then typed over). */
async function fillAsSignedInCustomer(page: Page, email: string, name: string): Promise<void> {
  await createCustomer(email, "Circulare-2026x", name);
  await page.goto("/login/");
  await signIn(page, conta, email, "Circulare-2026x");
  await page.waitForURL("**/area-cliente/");
  await page.goto("/solicite-sua-coleta/");
  await fillColeta(page, pt);
}

/** A JWT whose payload says it expired an hour ago (the signature no longer matters: the page only reads it). */
function expired(token: string): string {
  const [header, payload] = token.split(".");
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as Record<string, unknown>;
  const old = Buffer.from(JSON.stringify({ ...claims, exp: Math.floor(Date.now() / 1000) - 3600 })).toString(
    "base64url",
  );
  return `${header}.${old}.signature`;
}

async function expireIdToken(page: Page, refreshToken?: string) {
  await page.evaluate(
    ({ make, refresh }) => {
      const key = Object.keys(localStorage).find((name) => name.endsWith(".idToken"));
      if (!key) throw new Error("not signed in");
      localStorage.setItem(key, make);
      if (refresh !== undefined) localStorage.setItem(key.replace(/idToken$/, "refreshToken"), refresh);
    },
    {
      make: expired(
        (await page.evaluate(() =>
          localStorage.getItem(Object.keys(localStorage).find((name) => name.endsWith(".idToken")) ?? ""),
        )) ?? "",
      ),
      refresh: refreshToken,
    },
  );
}

test("a signed-in customer whose ID token expired: the session is renewed and the request is theirs", async ({
  page,
}) => {
  const email = uniqueEmail("expirado");
  await fillAsSignedInCustomer(page, email, "Renata Expira");
  await expireIdToken(page);
  const posts = recordPosts(page);
  await page.getByRole("button", { name: pt.coleta.submit }).click();
  const protocol = (await page.getByTestId("protocol").textContent()) ?? "";
  expect(protocol).toMatch(/^COL-\d{4}-\d{6}$/);
  // It went with a valid token, not as anonymous, and it is in the customer's list.
  expect(posts).toHaveLength(1);
  expect(posts[0].headers().authorization).toBeTruthy();
  await page.goto("/area-cliente/pedidos/");
  await expect(page.getByText(protocol)).toBeVisible();
});

test("when the session cannot be renewed, the customer is told and chooses; nothing goes in silently", async ({
  page,
}) => {
  const email = uniqueEmail("revogado");
  await fillAsSignedInCustomer(page, email, "Rui Revogado");
  await expireIdToken(page, "not-a-refresh-token");
  const posts = recordPosts(page);
  await page.getByRole("button", { name: pt.coleta.submit }).click();
  await expect(page.getByTestId("session-expired")).toContainText(pt.common.sessionExpired);
  expect(posts).toHaveLength(0);
  expect((await draft(page))?.values.company.name).toBe("Auto Center Paulista");
  await expect(page.getByRole("link", { name: pt.common.signInAgain })).toHaveAttribute("href", /\/login\/\?next=/);
  await page.getByRole("button", { name: pt.common.sendAnonymously }).click();
  await expect(page.getByTestId("protocol")).toHaveText(/^COL-\d{4}-\d{6}$/);
  expect(posts).toHaveLength(1);
  expect(posts[0].headers().authorization).toBeUndefined();
});

test("signing in again from the notice comes back to the form, which sends the kept draft as theirs", async ({
  page,
}) => {
  const email = uniqueEmail("volta");
  await fillAsSignedInCustomer(page, email, "Vera Volta");
  await expireIdToken(page, "not-a-refresh-token");
  const posts = recordPosts(page);
  await page.getByRole("button", { name: pt.coleta.submit }).click();
  await page.getByRole("link", { name: pt.common.signInAgain }).click();
  await page.waitForURL(/\/login\/\?next=/);
  expect(posts).toHaveLength(0);
  await signIn(page, conta, email, "Circulare-2026x");
  await page.waitForURL(/\/solicite-sua-coleta\/$/);
  // The draft was waiting to be sent: it goes out on arrival, now with the renewed session.
  const protocol = (await page.getByTestId("protocol").textContent()) ?? "";
  expect(protocol).toMatch(/^COL-\d{4}-\d{6}$/);
  expect(posts).toHaveLength(1);
  expect(posts[0].headers().authorization).toBeTruthy();
  await page.goto("/area-cliente/pedidos/");
  await expect(page.getByText(protocol)).toBeVisible();
});
