import { createHmac } from "node:crypto";
import { expect, test, type Page, type Response } from "@playwright/test";
import { PORTS } from "../../playwright.config";
import { ADMIN_SESSION_COOKIE } from "../../lib/admin/session";
import { ADMIN_PASSWORD, ADMIN_SESSION_SECRET, freshClientIp } from "../support/admin";
import { asReturningVisitor, expectNoAxeViolations, storeTheme } from "../support/axe";
import { CONTACT_TEXTS } from "../../lib/inquiries/texts";
import { INBOX_NOTICES, SIGN_IN_TEXTS } from "../../lib/admin/texts";
import { HEADINGS } from "../../lib/shell/headings";

/**
 * The admin area in the embedded mode: one admin with a password (hash and session secret from the environment),
 * the inbox reading the embedded database that /api/contact/ writes, and the FormSubmit stand-in.
 */

const ADMIN_PAGES = ["/admin/", "/admin/?view=all", "/admin/posts/", "/admin/posts/new/", "/admin/projects/", "/admin/projects/new/", "/admin/posts/0b7c3c1e-5d0e-4a8f-9d51-2f1f8f0d6a11/"];
const stub = (path: string, body: unknown) => fetch(`http://127.0.0.1:${PORTS.formsubmit}${path}`, { method: "POST", body: JSON.stringify(body) });

function signedToken(claims: Record<string, unknown>, secret = ADMIN_SESSION_SECRET) {
  const payload = Buffer.from(JSON.stringify(claims)).toString("base64url");
  return `v1.${payload}.${createHmac("sha256", secret).update(`v1.${payload}`).digest("base64url")}`;
}

async function signIn(page: Page, password = ADMIN_PASSWORD) {
  await page.goto("/admin/sign-in/");
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  if (password === ADMIN_PASSWORD) await expect(page.getByRole("heading", { level: 1, name: "Inquiries" })).toBeVisible();
}

async function submitInquiry(page: Page, name: string, message: string) {
  const response = await page.request.post("/api/contact/", { data: { name, email: "ana@example.com", message, service: "web-design" } });
  expect(response.status()).toBe(200);
}

const card = (page: Page, name: string) => page.getByRole("article", { name });

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
  await page.setExtraHTTPHeaders({ "x-real-ip": freshClientIp() });
});

test("every admin page sends a visitor without a valid session to sign-in, and the export answers 401", async ({ request }) => {
  const now = Date.now();
  const sessions = {
    none: undefined,
    junk: "not-a-token",
    forged: signedToken({ sub: "admin", sid: "x", iat: now, exp: now + 3_600_000 }, "some-other-secret-of-forty-characters-long"),
    expired: signedToken({ sub: "admin", sid: "x", iat: now - 7_200_000, exp: now - 3_600_000 }),
  };
  for (const [kind, token] of Object.entries(sessions)) {
    const headers = token ? { cookie: `${ADMIN_SESSION_COOKIE}=${token}` } : undefined;
    for (const path of ADMIN_PAGES) {
      const response = await request.get(path, { headers, maxRedirects: 0 });
      expect(response.status(), `${kind} ${path}`).toBe(307);
      expect(response.headers().location, `${kind} ${path}`).toBe("/admin/sign-in/");
    }
    const csv = await request.get("/admin/export/", { headers, maxRedirects: 0 });
    expect(csv.status(), kind).toBe(401);
    const backup = await request.get("/admin/backup/", { headers, maxRedirects: 0 });
    expect(backup.status(), kind).toBe(401);
    expect(await backup.json(), kind).toEqual({ message: SIGN_IN_TEXTS.backupNeedsSignIn });
  }
  // The control: a token signed with the server's secret is let in.
  const valid = signedToken({ sub: "admin", sid: "x", iat: now, exp: now + 3_600_000 });
  expect((await request.get("/admin/", { headers: { cookie: `${ADMIN_SESSION_COOKIE}=${valid}` }, maxRedirects: 0 })).status()).toBe(200);
});

test("the sign-in page is noindex, and robots.txt and the sitemap leave the admin area out", async ({ page, request }) => {
  const response = await page.goto("/admin/sign-in/");
  expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(response?.headers()["cache-control"]).toContain("no-store");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  expect(await (await request.get("/robots.txt")).text()).toContain("Disallow: /admin");
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/admin");
});

test("a wrong password is refused with a message and no session; the right one opens the inbox", async ({ page, context }) => {
  await signIn(page, "not the password");
  await expect(page.getByRole("alert").filter({ hasText: SIGN_IN_TEXTS.wrongPassword })).toBeAttached();
  await expect(page.getByLabel("Password")).toHaveAccessibleDescription(SIGN_IN_TEXTS.wrongPassword);
  expect((await context.cookies()).find((cookie) => cookie.name === ADMIN_SESSION_COOKIE)).toBeUndefined();
  await page.getByLabel("Password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Inquiries" })).toBeVisible();
  const cookie = (await context.cookies()).find((entry) => entry.name === ADMIN_SESSION_COOKIE);
  expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: "Strict", path: "/" });
  expect(cookie!.name).toBe("__Host-admin_session");
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(7 * 3_600_000);
  expect(cookie!.expires * 1000 - Date.now()).toBeLessThanOrEqual(8 * 3_600_000 + 60_000);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in\/(?:\?|$)/);
  await page.goto("/admin/");
  await expect(page).toHaveURL(/\/admin\/sign-in\/(?:\?|$)/);
});

test("five wrong passwords lock sign-in for that client, even with the right password next", async ({ page }) => {
  await page.goto("/admin/sign-in/");
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await page.getByLabel("Password").fill(`wrong ${attempt}`);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByLabel("Password")).toHaveAccessibleDescription(SIGN_IN_TEXTS.wrongPassword);
    await expect(page.getByRole("button", { name: "Sign in" })).toBeEnabled();
  }
  await page.getByLabel("Password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByLabel("Password")).toHaveAccessibleDescription(SIGN_IN_TEXTS.locked(15));
  await expect(page).toHaveURL(/\/admin\/sign-in\/(?:\?|$)/);

  // Another client is not locked out.
  await page.setExtraHTTPHeaders({ "x-real-ip": freshClientIp() });
  await signIn(page);
  await expect(page.getByRole("heading", { level: 1, name: "Inquiries" })).toBeVisible();
});

test("an inquiry sent through the public contact form shows in the inbox, forwarded, and can be marked handled and reopened", async ({ page }) => {
  const name = `Inbox Visitor ${Date.now()}`;
  await page.goto("/contact/");
  const form = page.locator('form[data-variant="full"]').first();
  await form.getByLabel("Full Name").fill(name);
  await form.getByLabel("Email Address").fill("noor@example.ph");
  await form.getByLabel("Phone").fill("+63 917 555 0101");
  await form.getByLabel("Service").selectOption("ai-integration");
  await form.getByLabel("Message").fill("We want a chatbot that books dive trips.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("region", { name: "Notifications" }).getByRole("status")).toContainText(CONTACT_TEXTS.successTitle);

  await signIn(page);
  await expect(card(page, name)).toBeVisible();
  await expect.poll(async () => {
    await page.reload();
    return card(page, name).locator("[data-status]").textContent();
  }, { timeout: 10_000 }).toBe("Sent");
  const entry = card(page, name);
  await expect(entry).toContainText("noor@example.ph");
  await expect(entry).toContainText("+63 917 555 0101");
  await expect(entry).toContainText("AI-Powered Solutions");
  await expect(entry).toContainText("We want a chatbot that books dive trips.");
  await expect(entry.getByTestId("attempts")).toHaveText("1");
  // The reference the e-mail carries, so that a second e-mail of the same inquiry is recognised as one.
  const reference = (await entry.getByTestId("reference").textContent())!;
  const forwarded = (await (await fetch(`http://127.0.0.1:${PORTS.formsubmit}/__received`)).json()) as { body: string }[];
  expect(forwarded.filter((entry) => entry.body.includes(name)).map((entry) => /name="reference"\r\n\r\n([0-9a-f-]{36})/.exec(entry.body)?.[1])).toEqual([reference]);
  await expect(entry.getByRole("button", { name: "Retry forwarding" })).toHaveCount(0);

  await entry.getByRole("button", { name: "Mark handled" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Marked as handled." })).toBeVisible();
  await expect(card(page, name)).toHaveCount(0);
  await page.getByRole("link", { name: /^All \(\d+\)$/ }).click();
  await expect(card(page, name)).toContainText("Handled");
  await card(page, name).getByRole("button", { name: "Reopen" }).click();
  await expect(page.getByRole("status").filter({ hasText: INBOX_NOTICES.reopened })).toBeVisible();
  await expect(card(page, name).getByRole("button", { name: "Mark handled" })).toBeVisible();
});

test("a failed forward shows its error and attempts, and Retry forwarding sends it once", async ({ page }) => {
  const name = `Retry Visitor ${Date.now()}`;
  await stub("/__fail-matching", { match: name, fail: true });
  try {
    await submitInquiry(page, name, "Please call me about a new website.");
    await signIn(page);
    await expect.poll(async () => {
      await page.reload();
      return card(page, name).locator("[data-status]").textContent();
    }, { timeout: 10_000 }).toBe("Failed");
    await expect(card(page, name)).toContainText("Last forward failed:");
    await expect(card(page, name).getByTestId("attempts")).toHaveText("1");

    await stub("/__fail-matching", { match: name, fail: false });
    await card(page, name).getByRole("button", { name: "Retry forwarding" }).click();
    await expect(page.getByRole("status").filter({ hasText: INBOX_NOTICES.sent })).toBeVisible();
    await expect(card(page, name).locator("[data-status]")).toHaveText("Sent");
    await expect(card(page, name).getByTestId("attempts")).toHaveText("2");
    const received: { body: string }[] = await (await fetch(`http://127.0.0.1:${PORTS.formsubmit}/__received`)).json();
    expect(received.filter((entry) => entry.body.includes(name))).toHaveLength(2);
  } finally {
    await stub("/__fail-matching", { match: name, fail: false });
  }
});

test("an action sent after the session is gone changes nothing and lands on sign-in", async ({ page, context }) => {
  const name = `Stale Session ${Date.now()}`;
  await submitInquiry(page, name, "Checking that stale pages cannot act.");
  await signIn(page);
  await expect(card(page, name)).toBeVisible();
  await context.clearCookies({ name: ADMIN_SESSION_COOKIE });
  await card(page, name).getByRole("button", { name: "Mark handled" }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in\/(?:\?|$)/);
  await signIn(page);
  await expect(card(page, name).getByRole("button", { name: "Mark handled" })).toBeVisible();
});

test("the CSV export has every inquiry, with formulas defused", async ({ page }) => {
  const name = `Csv Visitor ${Date.now()}`;
  await submitInquiry(page, name, '=HYPERLINK("https://example.com","click"), and a "quote"');
  await signIn(page);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^inquiries-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await (await file.createReadStream()).toArray()).map(String).join("");
  const lines = text.replace(/^\uFEFF/, "").split("\r\n");
  expect(lines[0]).toBe("created_at,name,email,phone,service,message,form,status,attempts,last_error,forwarded_at,handled_at,id");
  const row = lines.find((line) => line.includes(name));
  expect(row).toContain(`"'=HYPERLINK(""https://example.com"",""click""), and a ""quote"""`);
});

test("the backup downloads one JSON document with the files' posts and projects, drafts included, and the inquiries", async ({ page }) => {
  const name = `Backup Visitor ${Date.now()}`;
  await submitInquiry(page, name, "Please keep this one.");
  await signIn(page);
  await expect(page.getByText("The backup holds every post, project, inquiry and the image list")).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download a backup" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^northtide-backup-\d{4}-\d{2}-\d{2}\.json$/);
  const backup = JSON.parse((await (await file.createReadStream()).toArray()).map(String).join(""));
  expect(backup).toMatchObject({ format: "northtide-backup", version: 1, source: "files" });
  expect(backup.posts.length).toBeGreaterThan(5);
  expect(backup.posts.some((post: { published_at: string | null }) => post.published_at === null)).toBe(true);
  expect(backup.projects.length).toBeGreaterThanOrEqual(5);
  expect(backup.inquiries.some((inquiry: { name: string }) => inquiry.name === name)).toBe(true);
  expect(backup.images.length).toBeGreaterThan(0);
});

test("the posts and projects pages show the files read-only, drafts included, and say where they are edited", async ({ page }) => {
  await signIn(page);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Posts" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Posts" })).toBeVisible();
  await expect(page.getByText("This site reads its content from the files in content/blog/")).toBeVisible();
  await expect(page.getByRole("link", { name: "New post" })).toHaveCount(0);
  await expect(page.getByText("Draft", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("Scheduled", { exact: true }).first()).toBeVisible();
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Projects" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Projects" })).toBeVisible();
  await expect(page.getByText("content/projects/")).toBeVisible();
  expect(await page.locator("main li").count()).toBeGreaterThanOrEqual(5);
});

test("no public page loads the admin area's code", async ({ page }) => {
  // A route turns the browser's cache off: a script the previous page left in memory would come back with no response
  // to read, and the page would seem to load none (it did, once, on a busy machine).
  await page.route("**/*", (route) => route.continue());
  for (const path of ["/", "/blog/", "/contact/"]) {
    const responses: Response[] = [];
    const collect = (response: Response) => {
      if (response.request().resourceType() === "script") responses.push(response);
    };
    page.on("response", collect);
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    page.off("response", collect);
    const scripts = await Promise.all(responses.map((response) => response.text()));
    expect(scripts.length, path).toBeGreaterThan(3);
    for (const source of scripts) {
      expect(source.includes("Retry forwarding") || source.includes(HEADINGS.adminSignIn) || source.includes("Save post"), path).toBe(false);
    }
  }
});

for (const theme of ["light", "dark"] as const) {
  test(`sign-in and inbox have no axe violation and no CSP violation (${theme}, phone and desktop)`, async ({ page }) => {
    const cspProblems: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text())) cspProblems.push(message.text());
    });
    await storeTheme(page, theme);
    await submitInquiry(page, `Axe Visitor ${Date.now()}`, "Testing the inbox layout.");
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.context().clearCookies({ name: ADMIN_SESSION_COOKIE });
      await page.goto("/admin/sign-in/");
      await expectNoAxeViolations(page);
      await page.getByLabel("Password").fill(ADMIN_PASSWORD);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Inquiries" })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto("/admin/posts/");
      await expectNoAxeViolations(page);
    }
    expect(cspProblems).toEqual([]);
  });
}
