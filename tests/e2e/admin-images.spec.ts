import { type ChildProcess, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { PORTS, serverEnv } from "../../playwright.config";
import { ADMIN_PASSWORD, freshClientIp } from "../support/admin";
import { asReturningVisitor, expectNoAxeViolations, storeTheme } from "../support/axe";
import { pngBytes, SVG_WITH_SCRIPT } from "../support/sample-images";
import { SIGN_IN_TEXTS } from "../../lib/admin/texts";

/**
 * Image upload in the embedded mode: the admin (password sign-in) uploads on the Images page, with JavaScript off, as
 * a plain multipart form; the image is kept in DATA_DIR/uploads/ and served at /uploads/{sha256}.png; a project file
 * in content/ that names it shows it on the project page through next/image. The server is one of this spec's own,
 * on its own copy of content/, so that the project it adds and the pages it expires touch no other test.
 */

const SITE = `http://127.0.0.1:${PORTS.uploads}`;
const DATA_DIR = serverEnv("uploads").DATA_DIR;
const CONTENT_DIR = `${DATA_DIR}-content`;
const REVALIDATE = { authorization: "Bearer e2e-revalidate-secret" };
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const uploads = () => (existsSync(path.join(DATA_DIR, "uploads")) ? readdirSync(path.join(DATA_DIR, "uploads")).filter((name) => !name.startsWith(".")) : []);

test.describe.configure({ mode: "serial", timeout: 90_000 });
test.use({ baseURL: SITE });

let server: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  rmSync(CONTENT_DIR, { recursive: true, force: true });
  cpSync(path.join(process.cwd(), "content"), CONTENT_DIR, { recursive: true });
  mkdirSync(DATA_DIR, { recursive: true });
  server = spawn(process.execPath, ["tests/support/serve-copy.mjs", "uploads", String(PORTS.uploads)], {
    env: { ...process.env, ...serverEnv("uploads", { CONTENT_DIR }) } as NodeJS.ProcessEnv,
    stdio: "ignore",
  });
  await expect.poll(async () => (await fetch(`${SITE}/admin/sign-in/`).catch(() => null))?.status, { timeout: 90_000 }).toBe(200);
});

test.afterAll(async () => {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server!.once("exit", resolve));
  server.kill("SIGTERM");
  await exited;
});

/** A browser without JavaScript, signed in as the admin through the sign-in form. */
async function withoutJavaScript<T>(browser: Browser, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ baseURL: SITE, javaScriptEnabled: false, extraHTTPHeaders: { "x-real-ip": freshClientIp() } });
  try {
    const page = await context.newPage();
    await page.goto("/admin/sign-in/");
    await page.getByLabel("Password").fill(ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Inquiries" })).toBeVisible();
    return await run(page);
  } finally {
    await context.close();
  }
}

async function upload(page: Page, file: { name: string; mimeType: string; buffer: Buffer } | null, alt: string) {
  await page.goto("/admin/images/");
  await expect(page.getByRole("heading", { level: 1, name: "Images" })).toBeVisible();
  if (file) await page.getByLabel("Image file").setInputFiles(file);
  await page.getByLabel("Alt text").fill(alt);
  await page.getByRole("button", { name: "Upload image" }).click();
}

async function expectLoaded(page: Page, image: ReturnType<Page["getByRole"]>) {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
}

test("without JavaScript, an uploaded PNG is kept in DATA_DIR, served for good, and shown on a project page through next/image", async ({ browser, request }) => {
  const png = pngBytes(360, 240, [12, 96, 160]);
  const name = `${sha256(png)}.png`;
  const alt = "A deep blue test card standing in for the harbour photo";
  const slug = `upload-test-${Date.now().toString(36)}`;

  await withoutJavaScript(browser, async (page) => {
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Images" }).click();
    await upload(page, { name: "harbour.png", mimeType: "image/png", buffer: png }, alt);
    await expect(page).toHaveURL(/\/admin\/images\/\?uploaded=/);
    await expect(page.getByRole("heading", { level: 2, name: "Image uploaded" })).toBeVisible();
    await expect(page.getByLabel("Address")).toHaveValue(`/uploads/${name}`);
    await expect(page.getByLabel("Gallery line")).toHaveValue(`/uploads/${name} | ${alt}`);
    await expectLoaded(page, page.getByRole("img", { name: alt }));
  });
  expect(uploads()).toEqual([name]);

  const served = await request.get(`/uploads/${name}`);
  expect(served.status()).toBe(200);
  expect(Buffer.from(await served.body()).equals(png)).toBe(true);
  expect(served.headers()).toMatchObject({ "content-type": "image/png", "cache-control": "public, max-age=31536000, immutable", "x-content-type-options": "nosniff" });
  for (const probe of [`/uploads/${"0".repeat(64)}.png`, "/uploads/..%2F..%2Fpackage.json", `/uploads/${name.replace(".png", ".svg")}`]) {
    expect((await request.get(probe)).status(), probe).toBe(404);
  }

  // The founder puts the address in a project file, as content/ is edited, and publishes it.
  writeFileSync(path.join(CONTENT_DIR, "projects", `${slug}.json`), JSON.stringify({ id: `p-${slug}`, name: "Upload Test Harbour", slug, description: "A project whose pictures were uploaded in the admin.", screenshot_url: `/uploads/${name}`, screenshot_alt: alt, created_at: "2026-01-05T09:00:00+08:00" }));
  writeFileSync(path.join(CONTENT_DIR, "projects", `${slug}.md`), `---\nheadline: "Upload Test Harbour: a picture from the admin"\ngallery:\n  - src: /uploads/${name}\n    alt: "${alt} (gallery)"\n---\n*This is a concept study.*\n\n## The brief\n\nShow an uploaded picture.\n`);
  expect((await request.post("/api/revalidate/", { headers: REVALIDATE, data: { kind: "project", slug } })).status()).toBe(200);

  const page = await browser.newPage({ baseURL: SITE });
  await asReturningVisitor(page);
  await page.goto(`/portfolio/${slug}/`);
  const screenshot = page.getByRole("img", { name: alt, exact: true });
  await expect(screenshot).toHaveAttribute("src", new RegExp(`^/_next/image/?\\?url=${encodeURIComponent(`/uploads/${name}`).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}&w=\\d+&q=75$`));
  await expectLoaded(page, screenshot);
  const gallery = page.getByRole("img", { name: `${alt} (gallery)` });
  await expectLoaded(page, gallery);
  const optimized = await request.get(String(await screenshot.getAttribute("src")), { headers: { accept: "image/webp,image/*" } });
  expect(optimized.status()).toBe(200);
  expect(optimized.headers()["content-type"]).toBe("image/webp");
  await page.close();
});

test("without JavaScript, an SVG, an oversized file and a file without alt text are each refused with a message beside the field, the alt text kept", async ({ browser }) => {
  const before = uploads();
  await withoutJavaScript(browser, async (page) => {
    await upload(page, { name: "logo.png", mimeType: "image/png", buffer: Buffer.from(SVG_WITH_SCRIPT) }, "Our logo");
    await expect(page.getByLabel("Image file")).toHaveAccessibleDescription(/^SVG images are not accepted: an SVG can carry scripts\./);
    await expect(page.getByLabel("Alt text")).toHaveValue("Our logo");

    const oversized = Buffer.concat([pngBytes(8, 8), Buffer.alloc(5 * 1024 * 1024)]);
    await upload(page, { name: "huge.png", mimeType: "image/png", buffer: oversized }, "A very large photo");
    await expect(page.getByLabel("Image file")).toHaveAccessibleDescription(/^The file is larger than 5 MB, the most an image may be\./);
    await expect(page.getByLabel("Alt text")).toHaveValue("A very large photo");

    await upload(page, { name: "square.png", mimeType: "image/png", buffer: pngBytes(40, 40, [200, 60, 40]) }, "  ");
    await expect(page.getByLabel("Alt text")).toHaveAccessibleDescription(/^Describe the image in its alt text/);
    await expect(page.getByRole("heading", { name: "Image uploaded" })).toHaveCount(0);
  });
  expect(uploads()).toEqual(before);
});

test("the upload route answers a script in JSON: 413 past the limit, 415 for an SVG, 401 for a visitor; a cross-site post is refused", async ({ request, browser }) => {
  const form = (buffer: Buffer, name: string, mimeType: string, alt = "An image") => ({ multipart: { file: { name, mimeType, buffer }, alt }, headers: { accept: "application/json" } });
  const visitor = await request.post("/admin/images/upload/", form(pngBytes(4, 4), "a.png", "image/png"));
  expect(visitor.status()).toBe(401);
  expect(await visitor.json()).toEqual({ ok: false, message: SIGN_IN_TEXTS.sessionEndedUpload });
  const crossSite = await request.post("/admin/images/upload/", { ...form(pngBytes(4, 4), "a.png", "image/png"), headers: { accept: "application/json", origin: "https://evil.example", "sec-fetch-site": "cross-site" } });
  expect(crossSite.status()).toBe(403);

  await withoutJavaScript(browser, async (page) => {
    const big = await page.request.post("/admin/images/upload/", form(Buffer.concat([pngBytes(8, 8), Buffer.alloc(6 * 1024 * 1024)]), "big.png", "image/png"));
    expect(big.status()).toBe(413);
    expect((await big.json()).fieldErrors.file).toMatch(/^The file is larger than 5 MB/);
    const svg = await page.request.post("/admin/images/upload/", form(Buffer.from(SVG_WITH_SCRIPT), "a.svg", "image/svg+xml"));
    expect(svg.status()).toBe(415);
    expect((await svg.json()).fieldErrors.file).toMatch(/^SVG images are not accepted/);
  });
});

for (const theme of ["light", "dark"] as const) {
  test(`the Images page, after an upload and after a refusal, has no axe violation (${theme}, phone and desktop)`, async ({ page }) => {
    await storeTheme(page, theme);
    await page.setExtraHTTPHeaders({ "x-real-ip": freshClientIp() });
    await page.goto("/admin/sign-in/");
    await page.getByLabel("Password").fill(ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Inquiries" })).toBeVisible();
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await upload(page, { name: "tile.png", mimeType: "image/png", buffer: pngBytes(300, 200, [30, 140, 90]) }, "A green test tile");
      await expect(page.getByRole("heading", { name: "Image uploaded" })).toBeVisible();
      await expectNoAxeViolations(page);
      await upload(page, { name: "logo.png", mimeType: "image/png", buffer: Buffer.from(SVG_WITH_SCRIPT) }, "");
      await expect(page.getByLabel("Image file")).toHaveAccessibleDescription(/^SVG images are not accepted/);
      await expectNoAxeViolations(page);
    }
  });
}
