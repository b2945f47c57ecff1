import { createHash, randomBytes } from "node:crypto";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { PORTS, SUPABASE_STANDIN_URL } from "../../playwright.config";
import { freshClientIp } from "../support/admin";
import { asReturningVisitor, expectNoAxeViolations } from "../support/axe";
import { expectStrictPolicyCoveringScripts, watchPolicyViolations } from "../support/csp";
import { pngBytes, SVG_WITH_SCRIPT } from "../support/sample-images";
import { GALLERY_ALT_REQUIRED } from "../../lib/content/schemas";
import { EDITOR_TEXTS, SIGN_IN_TEXTS } from "../../lib/admin/texts";
import { HEADINGS } from "../../lib/shell/headings";
import { PROJECT_SECTIONS } from "../../lib/content/portfolio";

/**
 * The admin area in Supabase mode: the site on the Supabase stand-in (tests/support/supabase-standin.mjs), with
 * sign-in through Supabase Auth and admin rights from is_admin(), posts and projects written with the admin's own
 * token, and the public pages reading the same tables as an anonymous visitor. Tests share one stand-in, so each
 * one writes only rows with its own slugs and leaves the seeded rows as they are (the project test renames a seeded
 * project, which no other test reads).
 */

const SITE = `http://127.0.0.1:${PORTS.supabase}`;
const ADMIN = { email: "founder@northtide.test", password: "admin pass 123" };
const WRITER = { email: "writer@northtide.test", password: "writer pass 123" };
/** A second admin, for the sign-out check: signing out ends every session of that user, parallel tests' too. */
const PARTNER = { email: "partner@northtide.test", password: "partner pass 123" };
/** A seeded published post whose article has a table (read-only for every test here). */
const SEEDED_POST = { id: "1d4f7a2e-3b6c-4e8d-9f01-2a3b4c5d6e02", slug: "fast-pages-on-philippine-mobile-data", title: "Fast Pages on Philippine Mobile Data" };
const SEEDED_DRAFT_TITLE = "Booking Forms That Clinics Actually Use";
const SEEDED_PUBLISHED_TITLES = ["Fast Pages on Philippine Mobile Data", "Choosing a Web Designer in Cebu or Vancouver: Questions Worth Asking"];
const SLUG_HINT = EDITOR_TEXTS.slugHint;
const UUID_PATH = /\/admin\/posts\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/$/;

const ARTICLE = [
  "We timed the booking flow of three Cebu ferry operators on a prepaid connection in Mandaue.",
  "",
  "| Operator route | Steps to a ticket | Time on 4G |",
  "| --- | --- | --- |",
  "| Cebu to Tagbilaran | 7 | 3 min 40 s |",
  "| Cebu to Ormoc | 5 | 2 min 10 s |",
  "",
  "## Before the redesign",
  "",
  "- [x] Count the fields a traveller must fill",
  "- [ ] Test the GCash hand-off on a mid-range phone",
].join("\n");

type Dump = { blogs: { id: string; slug: string; title: string; published_at: string | null; tags: string[] }[]; projects: { slug: string; name: string }[] };
type LogEntry = { method: string; path: string; role: string | null; slug: string | null; status: number };

const standin = async <T>(path: string): Promise<T> => (await fetch(`${SUPABASE_STANDIN_URL}${path}`)).json() as Promise<T>;
const unique = () => `${Date.now().toString(36)}${randomBytes(2).toString("hex")}`;

test.use({ baseURL: SITE });
// Each test signs in and loads several server-rendered pages; on a busy machine that takes longer than the default.
// One at a time: every article lists other posts, so a save in one test expires the pages another test counts reads of.
test.describe.configure({ timeout: 60_000, mode: "serial" });

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
  await page.setExtraHTTPHeaders({ "x-real-ip": freshClientIp() });
});

async function submitSignIn(page: Page, account: { email: string; password: string }) {
  await page.goto("/admin/sign-in/");
  await page.getByLabel("E-mail address").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

async function signInAsAdmin(page: Page) {
  await submitSignIn(page, ADMIN);
  await expect(page.getByRole("heading", { level: 1, name: "Inquiries" })).toBeVisible();
}

const toast = (page: Page) => page.getByRole("region", { name: "Notifications" }).getByRole("status");
const preview = (page: Page) => page.getByRole("region", { name: "Preview" });

/** Fills the new-post form; the slug fills itself from the title. */
async function fillNewPost(page: Page, post: { title: string; excerpt: string; tags: string; content: string }) {
  await page.goto("/admin/posts/new/");
  await expect(page.getByRole("heading", { level: 1, name: "New post" })).toBeVisible();
  await page.getByLabel("Title").fill(post.title);
  await page.getByLabel("Excerpt").fill(post.excerpt);
  await page.getByLabel("Tags").fill(post.tags);
  await page.getByLabel("Article (markdown)").fill(post.content);
}

/** Saves the form and returns the new post's id from the address the editor moves to. */
async function saveNewPost(page: Page): Promise<string> {
  await page.getByRole("button", { name: "Save post" }).click();
  await expect(toast(page)).toContainText("Post saved");
  await expect(page).toHaveURL(UUID_PATH);
  await expect(page.getByRole("heading", { level: 1, name: "Edit post" })).toBeVisible();
  return UUID_PATH.exec(page.url())![1];
}

/** A visitor with no cookies at all (a fresh browser context). */
async function asVisitor<T>(browser: Browser, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ baseURL: SITE });
  try {
    const page = await context.newPage();
    await asReturningVisitor(page);
    return await run(page);
  } finally {
    await context.close();
  }
}

const authCookies = async (page: Page) => (await page.context().cookies()).filter((cookie) => /^sb-.+-auth-token(\.\d+)?$/.test(cookie.name) && cookie.value);

test("sign-in asks for e-mail and password; a wrong password and a non-admin are refused, the admin gets the inbox", async ({ page }) => {
  await page.goto("/admin/sign-in/");
  await expect(page.getByText(SIGN_IN_TEXTS.supabaseHint)).toBeVisible();
  await expect(page.getByLabel("E-mail address")).toHaveAttribute("type", "email");
  await expect(page.getByLabel("Password")).toHaveAttribute("type", "password");

  await submitSignIn(page, { email: ADMIN.email, password: "admin pass 124" });
  await expect(page.getByLabel("Password")).toHaveAccessibleDescription(SIGN_IN_TEXTS.wrongCredentials);
  await expect(page.getByRole("alert").filter({ hasText: SIGN_IN_TEXTS.wrongCredentials })).toBeAttached();
  await expect(page).toHaveURL(/\/admin\/sign-in\/(?:\?|$)/);
  expect(await authCookies(page)).toEqual([]);

  // The writer's password is right, but is_admin() says no: signed out again at once, and kept out.
  await submitSignIn(page, WRITER);
  await expect(page.getByLabel("Password")).toHaveAccessibleDescription(SIGN_IN_TEXTS.notAdmin);
  expect(await authCookies(page)).toEqual([]);
  const response = await page.goto("/admin/");
  await expect(page).toHaveURL(/\/admin\/sign-in\/(?:\?|$)/);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: HEADINGS.adminSignIn })).toBeVisible();

  await submitSignIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Inquiries" })).toBeVisible();
  await expect(page.getByText(`Signed in as ${ADMIN.email}`)).toBeVisible();
  const [session] = await authCookies(page);
  expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: "Lax", path: "/" });
  // The session survives a reload (the proxy and the page check it with Supabase Auth).
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Inquiries" })).toBeVisible();
});

test("signing out ends the Supabase session: its cookies are gone and the admin pages send to sign-in", async ({ page, request }) => {
  await submitSignIn(page, PARTNER);
  await expect(page.getByRole("heading", { level: 1, name: "Inquiries" })).toBeVisible();
  const cookieHeader = (await authCookies(page)).map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
  expect(cookieHeader).not.toBe("");
  expect((await request.get("/admin/posts/", { headers: { cookie: cookieHeader }, maxRedirects: 0 })).status()).toBe(200);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in\/(?:\?|$)/);
  expect(await authCookies(page)).toEqual([]);
  await page.goto("/admin/posts/");
  await expect(page).toHaveURL(/\/admin\/sign-in\/(?:\?|$)/);
  // The old cookies, replayed, are refused too: Supabase Auth ended the session, not only the browser's copy.
  const replay = await request.get("/admin/posts/", { headers: { cookie: cookieHeader }, maxRedirects: 0 });
  expect(replay.status()).toBe(307);
  expect(replay.headers().location).toBe("/admin/sign-in/");
});

test("an expiring session is refreshed on the next admin request, and the admin stays signed in", async ({ page, context }) => {
  await signInAsAdmin(page);
  const cookies = await authCookies(page);
  expect(cookies.map((cookie) => cookie.name)).toEqual(["sb-127-auth-token"]);
  const [cookie] = cookies;
  const decode = (value: string) => JSON.parse(Buffer.from(value.replace(/^base64-/, ""), "base64url").toString("utf8")) as { refresh_token: string; expires_at: number; access_token: string };
  const session = decode(cookie.value);
  // The browser's copy says the access token expired a minute ago: the proxy must refresh it before the page renders.
  const expired = `base64-${Buffer.from(JSON.stringify({ ...session, expires_at: Math.floor(Date.now() / 1000) - 60 })).toString("base64url")}`;
  await context.addCookies([{ ...cookie, value: expired }]);

  await page.goto("/admin/posts/");
  await expect(page.getByRole("heading", { level: 1, name: "Posts" })).toBeVisible();
  const refreshed = decode((await authCookies(page))[0].value);
  expect(refreshed.refresh_token).not.toBe(session.refresh_token);
  expect(refreshed.access_token).not.toBe(session.access_token);
  expect(refreshed.expires_at).toBeGreaterThan(Date.now() / 1000 + 30 * 60);
  const refreshes = (await standin<LogEntry[]>("/__log")).filter((entry) => entry.path === "/auth/v1/token?grant_type=refresh_token" && entry.status === 200);
  expect(refreshes.length).toBeGreaterThan(0);
});

test("the posts list shows drafts and published posts; a new post with a table and a task list previews live and is public once published", async ({ page, browser }) => {
  await signInAsAdmin(page);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Posts" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Posts" })).toBeVisible();
  const row = (title: string) => page.getByRole("listitem").filter({ has: page.getByRole("link", { name: title, exact: true }) });
  await expect(row(SEEDED_DRAFT_TITLE)).toContainText("Draft");
  await expect(row(SEEDED_DRAFT_TITLE).getByRole("link", { name: /^View/ })).toHaveCount(0);
  for (const title of SEEDED_PUBLISHED_TITLES) await expect(row(title)).toContainText("Published");

  await page.getByRole("link", { name: "New post" }).click();
  await expect(page).toHaveURL(/\/admin\/posts\/new\/$/);
  const suffix = unique();
  const title = `Ferry Booking on Prepaid Data: A Cebu Field Test ${suffix}`;
  const slug = `ferry-booking-on-prepaid-data-a-cebu-field-test-${suffix}`;
  await expect(preview(page)).toContainText("Content not available.");
  await page.getByLabel("Title").fill(title);
  await expect(page.getByLabel("Slug")).toHaveValue(slug);
  await page.getByLabel("Excerpt").fill("We timed three ferry operators' booking flows on a prepaid connection and counted every field.");
  await page.getByLabel("Tags").fill("Cebu, Booking, Field notes");
  await page.getByLabel("Article (markdown)").fill(ARTICLE);

  // The preview is the article page's own rendering: a real table and the task list's checkboxes.
  await expect(preview(page).getByRole("heading", { level: 3, name: title })).toBeVisible();
  await expect(preview(page).locator("table")).toBeVisible({ timeout: 10_000 });
  await expect(preview(page).getByRole("cell", { name: "Cebu to Tagbilaran" })).toBeVisible();
  await expect(preview(page).getByRole("checkbox")).toHaveCount(2);
  await expect(preview(page).getByRole("checkbox", { name: /^Count the fields/ })).toBeChecked();
  await expect(preview(page).getByRole("checkbox", { name: /^Test the GCash/ })).not.toBeChecked();

  await page.getByRole("radio", { name: "Publish now" }).check();
  const id = await saveNewPost(page);

  // Written with the admin's own token, as one row with the typed values.
  const saved = (await standin<Dump>("/__dump")).blogs.find((post) => post.id === id);
  expect(saved).toMatchObject({ slug, title, tags: ["Cebu", "Booking", "Field notes"] });
  expect(Date.parse(saved!.published_at ?? "")).toBeLessThanOrEqual(Date.now());
  const insert = (await standin<LogEntry[]>("/__log")).find((entry) => entry.method === "POST" && entry.path.startsWith("/rest/v1/blogs") && entry.slug === slug);
  expect(insert).toMatchObject({ role: `${ADMIN.email} (admin)`, status: 201 });

  await asVisitor(browser, async (visitor) => {
    const response = await visitor.goto(`/blog/${slug}/`);
    expect(response?.status()).toBe(200);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(visitor.locator("article table")).toBeVisible();
    await expect(visitor.getByRole("cell", { name: "Cebu to Ormoc" })).toBeVisible();
    await visitor.goto("/blog/");
    await expect(visitor.getByRole("heading", { level: 2, name: title })).toBeVisible();
    await expect(visitor.getByRole("heading", { level: 2, name: SEEDED_DRAFT_TITLE })).toHaveCount(0);
  });
});

test("the post editor shows the content rules' notes as they are typed (a tag of its own, a 175-character excerpt), and saves all the same", async ({ page }) => {
  await signInAsAdmin(page);
  const title = `Clinic Websites That Patients Trust ${unique()}`;
  const excerpt = "A clinic's website is read by anxious people on small screens, so every page answers one question first: can I book, when, and what will it cost me? We timed ten Cebu clinics.";
  expect(excerpt).toHaveLength(175);
  await fillNewPost(page, { title, excerpt, tags: "Healthcare, Web Design", content: "## Booking first\n\nThe booking button comes before the doctor's biography." });
  const notes = page.getByRole("region", { name: "Notes" });
  await expect(notes).toContainText("An excerpt of 175 characters: the page's meta description is the excerpt only at 120 to 155 characters");
  await expect(notes).toContainText("Tags of its own (Healthcare): fine");
  await expect(notes).toContainText("Notes never stop a save.");
  await page.getByLabel("Excerpt").fill("A clinic's website is read by anxious people on small screens, so every page answers one question first: can I book, and when?");
  await page.getByLabel("Tags").fill("SEO, Web Design");
  await expect(notes).toContainText("None: the content rules have nothing to say.");
  await page.getByLabel("Excerpt").fill(excerpt);
  await page.getByLabel("Tags").fill("Healthcare, Web Design");
  await page.getByRole("radio", { name: "Publish now" }).check();
  const id = await saveNewPost(page);
  expect((await standin<Dump>("/__dump")).blogs.find((post) => post.id === id)).toMatchObject({ title, excerpt, tags: ["Healthcare", "Web Design"] });
});

test("public reads are cached: a second visit asks the database nothing, and a save shows at once", async ({ page, browser, request }) => {
  const suffix = unique();
  const title = `Caching Notes from a Vancouver Clinic ${suffix}`;
  await signInAsAdmin(page);
  await fillNewPost(page, { title, excerpt: "What a physiotherapy clinic's site keeps ready, and what it asks for fresh.", tags: "Vancouver, Performance", content: "Short answer: almost everything can wait a minute." });
  const slug = await page.getByLabel("Slug").inputValue();
  await page.getByRole("radio", { name: "Publish now" }).check();
  await saveNewPost(page);

  const articleReads = async () => (await standin<LogEntry[]>("/__log")).filter((entry) => entry.method === "GET" && entry.path.startsWith("/rest/v1/blogs") && entry.path.includes(`slug=eq.${slug}`)).length;
  await asVisitor(browser, async (visitor) => {
    await visitor.goto(`/blog/${slug}/`);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(title);
  });
  const afterFirstVisit = await articleReads();
  expect(afterFirstVisit).toBeGreaterThanOrEqual(1);
  await asVisitor(browser, async (visitor) => {
    await visitor.goto(`/blog/${slug}/`);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(title);
  });
  expect(await articleReads()).toBe(afterFirstVisit);

  const renamed = `${title} (updated)`;
  await page.getByLabel("Title").fill(renamed);
  await page.getByRole("button", { name: "Save post" }).click();
  await expect(toast(page)).toContainText("Post saved");
  await asVisitor(browser, async (visitor) => {
    const problems = await watchPolicyViolations(visitor);
    await visitor.goto(`/blog/${slug}/`);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(renamed);
    expect(await problems()).toEqual([]);
  });
  expect(await articleReads()).toBeGreaterThan(afterFirstVisit);
  // The page regenerated after the save is cached with the policy of its new HTML.
  const regenerated = await request.get(`${SITE}/blog/${slug}/`);
  expect(regenerated.headers()["x-nextjs-cache"]).toBe("HIT");
  await expectStrictPolicyCoveringScripts(page, regenerated, "the article after its save");
});

test("a post published in the editor is named by the assistant in its next answer", async ({ page, request }) => {
  const suffix = unique();
  const title = `Wool Shops for Alpaca Farms ${suffix}`;
  const question = `Do you build wool shops for alpaca farms? ${suffix}`;
  const ask = async () => {
    const response = await request.post(`${SITE}/api/chat/`, { headers: { "x-real-ip": "198.51.100.77" }, data: { message: question } });
    expect(response.status()).toBe(200);
    return ((await response.json()) as { message: string }).message;
  };
  // Asked first, so that the assistant holds an index read before the post existed.
  expect(await ask()).not.toContain(title);
  await signInAsAdmin(page);
  await fillNewPost(page, { title, excerpt: "An alpaca farm's wool, yarn and farm stays, sold from its own site.", tags: "E-commerce, Strategy", content: "What an alpaca farm's wool shop needs." });
  const slug = await page.getByLabel("Slug").inputValue();
  await page.getByRole("radio", { name: "Publish now" }).check();
  await saveNewPost(page);
  const answer = await ask();
  expect(answer).toContain(title);
  expect(answer).toContain(`(/blog/${slug}/)`);
});

test("a slug that is not lower-case-with-hyphens, or one another post uses, is refused and the typed values stay", async ({ page }) => {
  await signInAsAdmin(page);
  const suffix = unique();
  const title = `Sari-sari Store Websites ${suffix}`;
  const excerpt = "What a neighbourhood store in Talisay needs online, and what it can skip.";
  await fillNewPost(page, { title, excerpt, tags: "Retail, Cebu", content: "A short list, written with three store owners." });
  const slugField = page.getByLabel("Slug");

  await slugField.fill("Bad Slug");
  await page.getByRole("button", { name: "Save post" }).click();
  await expect(slugField).toHaveAttribute("aria-invalid", "true");
  await expect(slugField).toHaveAccessibleDescription(new RegExp(SLUG_HINT.replace(/[.]/g, "\\.")));
  await expect(page.getByText(SLUG_HINT, { exact: true })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: EDITOR_TEXTS.checkFields })).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(slugField).toHaveValue("Bad Slug");
  await expect(page.getByLabel("Excerpt")).toHaveValue(excerpt);
  await expect(page.getByLabel("Tags")).toHaveValue("Retail, Cebu");
  await expect(page.getByLabel("Article (markdown)")).toHaveValue("A short list, written with three store owners.");
  await expect(page).toHaveURL(/\/admin\/posts\/new\/$/);

  await slugField.fill(SEEDED_POST.slug);
  await page.getByRole("button", { name: "Save post" }).click();
  await expect(page.getByRole("alert").filter({ hasText: EDITOR_TEXTS.slugTaken("post") })).toBeVisible();
  await expect(slugField).toHaveAttribute("aria-invalid", "true");
  await expect(slugField).toHaveAccessibleDescription(/Another post already uses this slug\./);
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page).toHaveURL(/\/admin\/posts\/new\/$/);
  const dump = await standin<Dump>("/__dump");
  expect(dump.blogs.filter((post) => post.slug === SEEDED_POST.slug)).toHaveLength(1);
  expect(dump.blogs.find((post) => post.title === title)).toBeUndefined();
});

test("a post scheduled for tomorrow stays off the site; a published post switched to draft is gone from it", async ({ page, request }) => {
  await signInAsAdmin(page);
  const scheduled = { title: `Rainy Season Checklist for Resort Sites ${unique()}`, excerpt: "Typhoon notices, refund rules and offline-friendly pages.", tags: "Hospitality", content: "Publish in June." };
  const scheduledSlug = scheduled.title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  await fillNewPost(page, scheduled);
  await page.getByRole("radio", { name: "Scheduled" }).check();
  const tomorrow = await page.evaluate(() => {
    const date = new Date(Date.now() + 24 * 3_600_000);
    const pad = (value: number) => String(value).padStart(2, "0");
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  });
  await page.getByLabel("Publish on").fill(tomorrow);
  const scheduledId = await saveNewPost(page);
  await expect(page.getByRole("radio", { name: "Scheduled" })).toBeChecked();
  const row = (await standin<Dump>("/__dump")).blogs.find((post) => post.id === scheduledId);
  expect(row?.slug).toBe(scheduledSlug);
  expect(Date.parse(row!.published_at ?? "")).toBeGreaterThan(Date.now() + 23 * 3_600_000);
  expect((await request.get(`/blog/${scheduledSlug}/`)).status()).toBe(404);
  expect(await (await request.get("/blog/")).text()).not.toContain(scheduled.title);
  await page.goto("/admin/posts/");
  await expect(page.getByRole("listitem").filter({ hasText: scheduled.title })).toContainText("Scheduled");

  // Unpublish: published first (public), then Draft (not public) and saved.
  const published = { title: `Menu Pages Diners Can Read ${unique()}`, excerpt: "Prices in pesos, allergens and a map, in that order.", tags: "Restaurants", content: "Short and readable." };
  const publishedSlug = published.title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  await fillNewPost(page, published);
  await page.getByRole("radio", { name: "Publish now" }).check();
  await saveNewPost(page);
  await expect(page.getByLabel("Slug")).toHaveValue(publishedSlug);
  expect((await request.get(`/blog/${publishedSlug}/`)).status()).toBe(200);
  expect(await (await request.get("/blog/")).text()).toContain(published.title);
  await expect(page.getByRole("radio", { name: "Published" })).toBeChecked();
  await expect(page.getByRole("link", { name: "View on the site" })).toBeVisible();

  await page.getByRole("radio", { name: "Draft (not public)" }).check();
  await page.getByRole("button", { name: "Save post" }).click();
  // Saved and refreshed: the editor now starts from a draft (no "View on the site", "Publish now" offered again).
  await expect(page.getByRole("link", { name: "View on the site" })).toHaveCount(0);
  await expect(page.getByRole("radio", { name: "Publish now" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "Draft (not public)" })).toBeChecked();
  expect((await request.get(`/blog/${publishedSlug}/`)).status()).toBe(404);
  expect(await (await request.get("/blog/")).text()).not.toContain(published.title);
});

test("a project's new name shows on its portfolio page", async ({ page, browser }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/projects/");
  await expect(page.getByRole("heading", { level: 1, name: "Projects" })).toBeVisible();
  await expect(page.getByRole("link", { name: "New project" })).toBeVisible();
  const slug = "false-creek-kayak-rentals";
  await page.getByRole("listitem").filter({ hasText: `/portfolio/${slug}/` }).getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit project" })).toBeVisible();
  await expect(page.getByLabel("Slug")).toHaveValue(slug);

  const name = `False Creek Kayak Rentals and Paddle School ${unique()}`;
  await page.getByLabel("Name").fill(name);
  await page.getByRole("button", { name: "Save project" }).click();
  await expect(toast(page)).toContainText("Project saved");
  await expect(page.getByLabel("Slug")).toHaveValue(slug);
  expect((await standin<Dump>("/__dump")).projects.find((project) => project.slug === slug)?.name).toBe(name);

  await asVisitor(browser, async (visitor) => {
    await visitor.goto(`/portfolio/${slug}/`);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(name);
  });
});

test("a new project saved as a draft stays off the site; published, it shows; scheduled, it is listed as Scheduled", async ({ page, request }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/projects/new/");
  const name = `Mactan Surf School Bookings ${unique()}`;
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  await page.getByLabel("Name").fill(name);
  await expect(page.getByRole("radio", { name: "Draft (not public)" })).toBeChecked();
  await page.getByRole("button", { name: "Save project" }).click();
  await expect(toast(page)).toContainText(EDITOR_TEXTS.draft);
  await expect(page.getByRole("heading", { level: 1, name: "Edit project" })).toBeVisible();
  expect((await request.get(`/portfolio/${slug}/`)).status()).toBe(404);
  expect(await (await request.get("/portfolio/")).text()).not.toContain(name);
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain(`/portfolio/${slug}/`);

  await page.getByRole("radio", { name: "Publish now" }).check();
  await page.getByRole("button", { name: "Save project" }).click();
  await expect(page.getByRole("link", { name: "View on the site" })).toBeVisible();
  expect((await request.get(`/portfolio/${slug}/`)).status()).toBe(200);
  expect(await (await request.get("/portfolio/")).text()).toContain(name);

  await page.getByRole("radio", { name: "Scheduled" }).check();
  const tomorrow = await page.evaluate(() => {
    const date = new Date(Date.now() + 24 * 3_600_000);
    const pad = (value: number) => String(value).padStart(2, "0");
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  });
  await page.getByLabel("Publish on").fill(tomorrow);
  await page.getByRole("button", { name: "Save project" }).click();
  await expect(page.getByRole("link", { name: "View on the site" })).toHaveCount(0);
  expect((await request.get(`/portfolio/${slug}/`)).status()).toBe(404);
  await page.goto("/admin/projects/");
  await expect(page.getByRole("listitem").filter({ hasText: name })).toContainText("Scheduled");
});

test("a case study written in the project editor shows in its preview and on the project page; a gallery image without alt is refused", async ({ page, browser }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/projects/new/");
  const id = unique();
  const name = `Mabolo Clinic Booking ${id}`;
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Headline").fill("Mabolo Clinic: booking a check-up in two taps");
  await page.getByLabel("Case study (markdown)").fill("*This is a concept study.*\n\n## The brief\n\nA clinic in Mabolo, Cebu City, books by phone.\n\n| Step | Taps |\n| --- | --- |\n| Choose a time | 1 |\n| Confirm | 1 |");
  await page.getByLabel("Client type").fill("Fictional family clinic");
  await page.getByLabel("Location").fill("Mabolo, Cebu City");
  await page.getByLabel("Services").fill("Web Design & Development, Online booking");
  await page.getByLabel("Outcomes").fill("2 | Taps to book a check-up, as designed");
  await page.getByRole("textbox", { name: "Gallery", exact: true }).fill("/projects/kitsilano-physio-clinic.webp | A clinic home page mock-up with the next free slot");

  await expect(preview(page).getByRole("heading", { name: "The brief" })).toBeVisible({ timeout: 10_000 });
  await expect(preview(page).locator("table")).toBeVisible();
  await expect(preview(page).getByRole("complementary", { name: "At a glance" })).toContainText("Mabolo, Cebu City");
  await expect(preview(page).getByRole("img")).toHaveCount(1);

  await page.getByRole("textbox", { name: "Gallery", exact: true }).fill("/projects/kitsilano-physio-clinic.webp | A clinic home page mock-up with the next free slot\n/illustrations/web-design.webp");
  await expect(preview(page)).toContainText(`The preview shows once the case study fields are valid: ${GALLERY_ALT_REQUIRED}`, { timeout: 10_000 });

  await page.getByRole("button", { name: "Save project" }).click();
  await expect(page.getByText(`Line 2: ${GALLERY_ALT_REQUIRED}`)).toBeVisible();
  expect((await standin<Dump>("/__dump")).projects.find((project) => project.name === name)).toBeUndefined();

  await page.getByRole("textbox", { name: "Gallery", exact: true }).fill("/projects/kitsilano-physio-clinic.webp | A clinic home page mock-up with the next free slot\n/illustrations/web-design.webp | A desktop page and a phone showing the same layout");
  await expect(preview(page).getByRole("img")).toHaveCount(2, { timeout: 10_000 });
  await expect(preview(page)).toContainText(EDITOR_TEXTS.projectPreview);
  await page.getByRole("radio", { name: "Publish now" }).check();
  await page.getByRole("button", { name: "Save project" }).click();
  await expect(toast(page)).toContainText("Project saved");
  await expect(page.getByRole("heading", { level: 1, name: "Edit project" })).toBeVisible();
  const slug = await page.getByLabel("Slug").inputValue();

  await asVisitor(browser, async (visitor) => {
    await visitor.goto(`/portfolio/${slug}/`);
    await expect(visitor).toHaveTitle("Mabolo Clinic: booking a check-up in two taps (Concept) | Northtide Studio");
    await expect(visitor.getByRole("region", { name: "Case study" }).getByRole("heading", { name: "The brief" })).toBeVisible();
    await expect(visitor.getByRole("complementary", { name: "At a glance" })).toContainText("Fictional family clinic");
    await expect(visitor.getByText("Taps to book a check-up, as designed")).toBeVisible();
    await expect(visitor.locator("section", { has: visitor.getByRole("heading", { name: "Gallery" }) }).getByRole("img")).toHaveCount(2);
    await expect(visitor.getByRole("heading", { name: PROJECT_SECTIONS[0].title })).toHaveCount(0);
  });
});

const BUCKET_UPLOADS = `${SUPABASE_STANDIN_URL}/storage/v1/object/public/site-images/uploads/`;
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
type Stored = { path: string; contentType: string; size: number; sha256: string };

/** The /_next/image address next/image writes for an image, whatever width it picked. */
const optimizedSrc = (src: string) => new RegExp(`^/_next/image/?\\?url=${encodeURIComponent(src).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}&w=\\d+&q=75$`);

async function expectLoaded(image: ReturnType<Page["getByRole"]>) {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
}

test("the project editor uploads a screenshot and a gallery image to the bucket as the admin; an SVG, an oversized file and no alt text are refused beside their fields, nothing typed lost", async ({ page, browser }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/projects/new/");
  const name = `Talisay Harbour Ferries ${unique()}`;
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Case study (markdown)").fill("*This is a concept study.*\n\n## The brief\n\nFerries from Talisay, with the timetable on a phone.");
  const screenshotUpload = page.getByRole("group", { name: "Upload a screenshot" });
  const galleryUpload = page.getByRole("group", { name: EDITOR_TEXTS.galleryUpload });
  const shot = pngBytes(420, 280, [10, 90, 150]);
  const picture = pngBytes(300, 200, [180, 120, 30]);
  const alt = "The ferry timetable on a phone, next departure first";
  const galleryAlt = "The ticket page with the fare for two adults";

  await page.getByLabel("Screenshot alt text").fill(alt);
  await screenshotUpload.getByLabel("Image file").setInputFiles({ name: "timetable.png", mimeType: "image/png", buffer: Buffer.from(SVG_WITH_SCRIPT) });
  await screenshotUpload.getByRole("button", { name: "Upload image" }).click();
  await expect(screenshotUpload.getByLabel("Image file")).toHaveAccessibleDescription(/^SVG images are not accepted: an SVG can carry scripts\./);

  await screenshotUpload.getByLabel("Image file").setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: Buffer.concat([pngBytes(8, 8), Buffer.alloc(5 * 1024 * 1024)]) });
  await screenshotUpload.getByRole("button", { name: "Upload image" }).click();
  await expect(screenshotUpload.getByLabel("Image file")).toHaveAccessibleDescription(/^The image is 5\.1 MB; the most it may be is 5 MB\./);

  await page.getByLabel("Screenshot alt text").fill("");
  await screenshotUpload.getByLabel("Image file").setInputFiles({ name: "timetable.png", mimeType: "image/png", buffer: shot });
  await screenshotUpload.getByRole("button", { name: "Upload image" }).click();
  await expect(page.getByLabel("Screenshot alt text")).toHaveAccessibleDescription(/^Describe the image in its alt text/);
  await expectNoAxeViolations(page);
  await expect(page.getByLabel("Name")).toHaveValue(name);
  await expect(page.getByLabel("Case study (markdown)")).toHaveValue(/Ferries from Talisay/);
  expect((await standin<Stored[]>("/__storage")).some((object) => object.sha256 === sha256(shot))).toBe(false);

  await page.getByLabel("Screenshot alt text").fill(alt);
  await screenshotUpload.getByRole("button", { name: "Upload image" }).click();
  await expect(page.getByLabel("Screenshot", { exact: true })).toHaveValue(`${BUCKET_UPLOADS}${sha256(shot)}.png`);
  await expect(screenshotUpload.getByRole("status")).toHaveText(EDITOR_TEXTS.uploaded);
  await expect(page.getByLabel("Screenshot alt text")).not.toHaveAttribute("aria-invalid", "true");

  // Enter in the gallery image's alt text uploads it; it does not save the project.
  await galleryUpload.getByLabel("Image file").setInputFiles({ name: "tickets.png", mimeType: "image/png", buffer: picture });
  await galleryUpload.getByLabel(EDITOR_TEXTS.galleryAlt).fill(galleryAlt);
  await galleryUpload.getByLabel(EDITOR_TEXTS.galleryAlt).press("Enter");
  await expect(page.getByRole("textbox", { name: "Gallery", exact: true })).toHaveValue(`${BUCKET_UPLOADS}${sha256(picture)}.png | ${galleryAlt}`);
  await expect(galleryUpload.getByLabel(EDITOR_TEXTS.galleryAlt)).toHaveValue("");
  await expect(page).toHaveURL(/\/admin\/projects\/new\/$/);

  const stored = await standin<Stored[]>("/__storage");
  for (const image of [shot, picture]) expect(stored).toContainEqual({ path: `uploads/${sha256(image)}.png`, contentType: "image/png", size: image.length, sha256: sha256(image) });
  const writes = (await standin<LogEntry[]>("/__log")).filter((entry) => entry.method === "POST" && entry.path.startsWith("/storage/v1/object/site-images/uploads/"));
  expect(new Set(writes.map((entry) => `${entry.role} ${entry.status}`))).toEqual(new Set([`${ADMIN.email} (admin) 200`]));

  await page.getByRole("radio", { name: "Publish now" }).check();
  await page.getByRole("button", { name: "Save project" }).click();
  await expect(toast(page)).toContainText("Project saved");
  const slug = await page.getByLabel("Slug").inputValue();

  await asVisitor(browser, async (visitor) => {
    await visitor.goto(`/portfolio/${slug}/`);
    const screenshot = visitor.getByRole("img", { name: alt, exact: true });
    await expect(screenshot).toHaveAttribute("src", optimizedSrc(`${BUCKET_UPLOADS}${sha256(shot)}.png`));
    await expectLoaded(screenshot);
    const gallery = visitor.getByRole("img", { name: galleryAlt });
    await expect(gallery).toHaveAttribute("src", optimizedSrc(`${BUCKET_UPLOADS}${sha256(picture)}.png`));
    await expectLoaded(gallery);
  });
});

test("the post editor uploads a cover with its alt text, and the article shows it through next/image", async ({ page, browser }) => {
  await signInAsAdmin(page);
  const title = `Ferry Timetables That Fit a Phone ${unique()}`;
  await fillNewPost(page, { title, excerpt: "Why the next departure comes first.", tags: "Mobile, Cebu", content: "A timetable is read on a pier, in the sun, with one hand." });
  const cover = pngBytes(600, 300, [240, 170, 40]);
  const coverAlt = "A yellow card standing in for a photo of the Talisay pier";
  const upload = page.getByRole("group", { name: "Upload a cover" });
  await upload.getByLabel("Image file").setInputFiles({ name: "pier.png", mimeType: "image/png", buffer: cover });
  await upload.getByRole("button", { name: "Upload image" }).click();
  await expect(page.getByLabel("Cover alt text")).toHaveAccessibleDescription(/^Describe the image in its alt text/);
  await page.getByLabel("Cover alt text").fill(coverAlt);
  await upload.getByRole("button", { name: "Upload image" }).click();
  await expect(page.getByLabel("Cover image")).toHaveValue(`${BUCKET_UPLOADS}${sha256(cover)}.png`);
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await page.getByRole("radio", { name: "Publish now" }).check();
  await saveNewPost(page);
  const slug = await page.getByLabel("Slug").inputValue();

  await asVisitor(browser, async (visitor) => {
    await visitor.goto(`/blog/${slug}/`);
    const image = visitor.getByRole("img", { name: coverAlt });
    await expect(image).toHaveAttribute("src", optimizedSrc(`${BUCKET_UPLOADS}${sha256(cover)}.png`));
    await expectLoaded(image);
  });
});

for (const width of [390, 1440]) {
  test(`the post editor with its preview has no axe violations and no CSP violation at ${width} px`, async ({ page }) => {
    const cspProblems: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text())) cspProblems.push(message.text());
    });
    await page.setViewportSize({ width, height: 900 });
    await signInAsAdmin(page);
    await page.goto(`/admin/posts/${SEEDED_POST.id}/`);
    await expect(page.getByLabel("Title")).toHaveValue(SEEDED_POST.title);
    await expect(preview(page).locator("table")).toBeVisible({ timeout: 10_000 });
    await expect(preview(page)).toContainText(EDITOR_TEXTS.postPreview);
    await expectNoAxeViolations(page);
    expect(cspProblems).toEqual([]);
  });
}
