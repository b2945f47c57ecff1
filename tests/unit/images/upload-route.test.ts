import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import WebSocket from "ws";
import { handleImageUpload, type UploadDependencies } from "@/lib/images/upload-http";
import { readUploadPageQuery } from "@/lib/images/upload-page";
import { FORM_REFUSAL_MESSAGES, UPLOAD_MESSAGES } from "@/lib/images/upload-rules";
import type { UploadTarget } from "@/lib/images/upload-store";
import { MemoryRateLimiter } from "@/lib/rate-limit/memory";
import { pngBytes, SVG_WITH_SCRIPT } from "../../support/sample-images";
import { startSupabaseStandin, type SupabaseStandin } from "../../support/standin-process.mjs";
import { SIGN_IN_TEXTS } from "@/lib/admin/texts";

/**
 * POST /admin/images/upload/ (lib/images/upload-http.ts) with real multipart bodies: into a fresh DATA_DIR and, through
 * the Supabase stand-in, into the bucket with an admin's own token; and GET /uploads/{name} serving what DATA_DIR keeps.
 */

const SITE = "https://northtide.studio";
const dirs: string[] = [];
const freshDataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "uploads-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
afterEach(() => vi.unstubAllEnvs());

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

function uploadRequest(parts: { file?: { bytes: Uint8Array; name: string; type: string } | "none"; alt?: string }, headers: Record<string, string> = { accept: "application/json", "sec-fetch-site": "same-origin" }) {
  const form = new FormData();
  if (parts.file === "none") form.append("file", new File([], "", { type: "application/octet-stream" }));
  else if (parts.file) form.append("file", new File([Buffer.from(parts.file.bytes)], parts.file.name, { type: parts.file.type }));
  if (parts.alt !== undefined) form.append("alt", parts.alt);
  return new Request(`${SITE}/admin/images/upload/`, { method: "POST", body: form, headers });
}

const formPost = { "sec-fetch-site": "same-origin", accept: "text/html" };

function deps(target: UploadTarget | null, overrides: Partial<UploadDependencies> = {}): UploadDependencies {
  return {
    admin: async () => (target ? { key: "admin:test", target } : null),
    limiter: new MemoryRateLimiter({ name: "admin-upload-test", max: 100, windowMs: 60_000 }),
    siteUrl: SITE,
    ...overrides,
  };
}

describe("an upload into DATA_DIR (the embedded mode)", () => {
  it("keeps a PNG under the SHA-256 of its bytes and answers its address; the same bytes again are the same file", async () => {
    const dataDir = freshDataDir();
    const image = pngBytes(120, 80);
    const response = await handleImageUpload(uploadRequest({ file: { bytes: image, name: "Harbour photo.PNG", type: "image/png" }, alt: " The harbour\nat dusk " }), deps({ kind: "data-dir", dataDir }));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const name = `${sha256(image)}.png`;
    expect(await response.json()).toEqual({ ok: true, src: `/uploads/${name}`, alt: "The harbour at dusk", name });
    expect(readFileSync(path.join(dataDir, "uploads", name)).equals(image)).toBe(true);

    const again = await handleImageUpload(uploadRequest({ file: { bytes: image, name: "copy.png", type: "image/png" }, alt: "Again" }), deps({ kind: "data-dir", dataDir }));
    expect((await again.json()).src).toBe(`/uploads/${name}`);
    expect(readdirSync(path.join(dataDir, "uploads"))).toEqual([name]);
  });

  it("names a file by what its bytes are, not by its name or declared type", async () => {
    const dataDir = freshDataDir();
    const webp = await sharp(pngBytes(8, 8)).webp().toBuffer();
    const response = await handleImageUpload(uploadRequest({ file: { bytes: webp, name: "cover.svg", type: "image/svg+xml" }, alt: "A blue square" }), deps({ kind: "data-dir", dataDir }));
    expect(await response.json()).toMatchObject({ ok: true, src: `/uploads/${sha256(webp)}.webp` });
  });

  it.each([
    ["an SVG, even named .png", { bytes: new TextEncoder().encode(SVG_WITH_SCRIPT), name: "logo.png", type: "image/png" }, 415, UPLOAD_MESSAGES.svg],
    ["a GIF", { bytes: Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64"), name: "a.gif", type: "image/gif" }, 415, UPLOAD_MESSAGES.gif],
    ["a text file", { bytes: new TextEncoder().encode("hello"), name: "a.jpg", type: "image/jpeg" }, 415, UPLOAD_MESSAGES.unknown],
  ])("refuses %s with its message beside the file, and keeps nothing", async (_, file, status, message) => {
    const dataDir = freshDataDir();
    const response = await handleImageUpload(uploadRequest({ file, alt: "A logo" }), deps({ kind: "data-dir", dataDir }));
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ ok: false, message: `The image was not uploaded. ${message}`, fieldErrors: { file: message } });
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it("refuses a file over the limit with 413, whether the form says its length or not", async () => {
    const dataDir = freshDataDir();
    const image = pngBytes(64, 64);
    const small = await handleImageUpload(uploadRequest({ file: { bytes: image, name: "a.png", type: "image/png" }, alt: "Blue" }), deps({ kind: "data-dir", dataDir }, { maxBytes: image.length - 1 }));
    expect(small.status).toBe(413);
    expect((await small.json()).fieldErrors.file).toMatch(/^The image is \d+ KB; the most it may be is \d+ KB\. Make it smaller/);

    // A body far past the limit is refused from its declared length, before it is read.
    const huge = new Request(`${SITE}/admin/images/upload/`, { method: "POST", body: "x", headers: { "content-type": "multipart/form-data; boundary=x", "content-length": String(50 * 1024 * 1024), accept: "application/json" } });
    const refused = await handleImageUpload(huge, deps({ kind: "data-dir", dataDir }));
    expect(refused.status).toBe(413);
    expect(await refused.json()).toEqual({ ok: false, message: "The image was not uploaded. The file is larger than 5 MB, the most an image may be. Make it smaller and upload it again.", fieldErrors: { file: "The file is larger than 5 MB, the most an image may be. Make it smaller and upload it again." } });

    // The real limit, 5 MB, with a file one byte over it and no declared length (a streamed body).
    const over = new Uint8Array(5 * 1024 * 1024 + 1);
    over.set(pngBytes(1, 1));
    const streamed = await handleImageUpload(uploadRequest({ file: { bytes: over, name: "big.png", type: "image/png" }, alt: "Big" }), deps({ kind: "data-dir", dataDir }));
    expect(streamed.status).toBe(413);
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it("refuses an image without alt text, and says so for the file too when both are missing", async () => {
    const dataDir = freshDataDir();
    const noAlt = await handleImageUpload(uploadRequest({ file: { bytes: pngBytes(4, 4), name: "a.png", type: "image/png" }, alt: "   " }), deps({ kind: "data-dir", dataDir }));
    expect(noAlt.status).toBe(400);
    expect(await noAlt.json()).toEqual({ ok: false, message: `The image was not uploaded. ${UPLOAD_MESSAGES.altMissing}`, fieldErrors: { alt: UPLOAD_MESSAGES.altMissing } });
    const nothing = await handleImageUpload(uploadRequest({ file: "none" }), deps({ kind: "data-dir", dataDir }));
    expect(nothing.status).toBe(400);
    expect((await nothing.json()).fieldErrors).toEqual({ file: UPLOAD_MESSAGES.noFile, alt: UPLOAD_MESSAGES.altMissing });
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it("lets in only a signed-in admin, from the site's own pages, within the upload limit, with a form", async () => {
    const dataDir = freshDataDir();
    const target: UploadTarget = { kind: "data-dir", dataDir };
    const good = () => uploadRequest({ file: { bytes: pngBytes(4, 4), name: "a.png", type: "image/png" }, alt: "Blue" });

    const visitor = await handleImageUpload(good(), deps(null));
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toEqual({ ok: false, message: SIGN_IN_TEXTS.sessionEndedUpload });
    const visitorForm = await handleImageUpload(uploadRequest({ file: { bytes: pngBytes(4, 4), name: "a.png", type: "image/png" }, alt: "Blue" }, formPost), deps(null));
    expect([visitorForm.status, visitorForm.headers.get("location")]).toEqual([303, "/admin/sign-in/"]);

    const crossSite = await handleImageUpload(uploadRequest({ file: { bytes: pngBytes(4, 4), name: "a.png", type: "image/png" }, alt: "Blue" }, { accept: "application/json", "sec-fetch-site": "cross-site", origin: "https://evil.example" }), deps(target));
    expect(crossSite.status).toBe(403);

    const json = new Request(`${SITE}/admin/images/upload/`, { method: "POST", body: JSON.stringify({ alt: "x" }), headers: { "content-type": "application/json", accept: "application/json" } });
    expect((await handleImageUpload(json, deps(target))).status).toBe(415);

    const limited = deps(target, { limiter: new MemoryRateLimiter({ name: "admin-upload-tight", max: 2, windowMs: 60_000 }) });
    expect((await handleImageUpload(good(), limited)).status).toBe(200);
    expect((await handleImageUpload(good(), limited)).status).toBe(200);
    const third = await handleImageUpload(good(), limited);
    expect(third.status).toBe(429);
    expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(readdirSync(path.join(dataDir, "uploads"))).toHaveLength(1);
  });

  it("answers a form posted without JavaScript with a redirect to the Images page, which reads back only what it knows", async () => {
    const dataDir = freshDataDir();
    const image = pngBytes(6, 6);
    const stored = await handleImageUpload(uploadRequest({ file: { bytes: image, name: "a.png", type: "image/png" }, alt: "Six blue pixels" }, formPost), deps({ kind: "data-dir", dataDir }));
    expect(stored.status).toBe(303);
    const location = new URL(stored.headers.get("location")!, SITE);
    expect(location.pathname).toBe("/admin/images/");
    expect(readUploadPageQuery(Object.fromEntries(location.searchParams))).toEqual({ uploaded: `${sha256(image)}.png`, alt: "Six blue pixels", fileError: null, altError: null, formError: null });

    const refused = await handleImageUpload(uploadRequest({ file: { bytes: new TextEncoder().encode(SVG_WITH_SCRIPT), name: "a.svg", type: "image/svg+xml" }, alt: "" }, formPost), deps({ kind: "data-dir", dataDir }));
    const back = new URL(refused.headers.get("location")!, SITE);
    expect(readUploadPageQuery(Object.fromEntries(back.searchParams))).toEqual({ uploaded: null, alt: "", fileError: UPLOAD_MESSAGES.svg, altError: UPLOAD_MESSAGES.altMissing, formError: null });

    const typed = await handleImageUpload(uploadRequest({ file: "none", alt: "A view of the bay" }, formPost), deps({ kind: "data-dir", dataDir }));
    expect(readUploadPageQuery(Object.fromEntries(new URL(typed.headers.get("location")!, SITE).searchParams))).toMatchObject({ alt: "A view of the bay", fileError: UPLOAD_MESSAGES.noFile, altError: null });

    // A query made up by someone else says nothing of their choosing.
    expect(readUploadPageQuery({ uploaded: "../../etc/passwd", file: "Click here", error: "<b>x</b>", alt_error: "nope" })).toEqual({ uploaded: null, alt: "", fileError: null, altError: null, formError: null });
  });
});

describe("GET /uploads/{name}", () => {
  async function get(name: string, dataDir: string) {
    vi.stubEnv("DATA_DIR", dataDir);
    const { GET } = await import("@/app/uploads/[file]/route");
    return GET(new Request(`${SITE}/uploads/${name}`), { params: Promise.resolve({ file: name }) });
  }

  it("serves an upload with its type, nosniff and an immutable cache; anything else is a 404 that reads no file", async () => {
    const dataDir = freshDataDir();
    const image = pngBytes(10, 10);
    const answer = await handleImageUpload(uploadRequest({ file: { bytes: image, name: "a.png", type: "image/png" }, alt: "Blue" }), deps({ kind: "data-dir", dataDir }));
    const { name } = (await answer.json()) as { name: string };
    const served = await get(name, dataDir);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true);
    expect(Object.fromEntries(served.headers)).toMatchObject({
      "content-type": "image/png",
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      etag: `"${name.slice(0, 64)}"`,
    });

    // A file beside the uploads, and one inside that is not an upload's name, are out of reach.
    writeFileSync(path.join(dataDir, "secret.txt"), "secret");
    writeFileSync(path.join(dataDir, "uploads", "notes.png"), "not an upload");
    for (const probe of [`${"c".repeat(64)}.png`, "../secret.txt", "..%2Fsecret.txt", "notes.png", name.replace(".png", ".webp"), name.replace(".png", ".svg")]) {
      const response = await get(probe, dataDir);
      expect(response.status, probe).toBe(404);
      expect(response.headers.get("x-content-type-options"), probe).toBe("nosniff");
    }
  });
});

describe("an upload into the bucket (Supabase mode, through the stand-in)", () => {
  const SERVICE_KEY = "upload-test-service-role-key";
  let standin: SupabaseStandin | undefined;
  let url = "";

  beforeAll(async () => {
    standin = await startSupabaseStandin({ anonKey: "anon", serviceKey: SERVICE_KEY });
    url = standin.url;
  });
  afterAll(() => standin?.stop());

  async function signedIn(email: string, password: string): Promise<SupabaseClient> {
    const client = createClient(url, "anon", { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: WebSocket as never } });
    const { error } = await client.auth.signInWithPassword({ email, password });
    expect(error).toBeNull();
    return client;
  }

  it("writes with the admin's own token into uploads/, answers the public URL, and takes the same image twice", async () => {
    const client = await signedIn("founder@northtide.test", "admin pass 123");
    const image = await sharp(pngBytes(30, 20)).avif().toBuffer();
    const target: UploadTarget = { kind: "bucket", client, supabaseUrl: url };
    const name = `${sha256(image)}.avif`;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await handleImageUpload(uploadRequest({ file: { bytes: image, name: "photo.jpg", type: "image/jpeg" }, alt: "A green field" }), deps(target));
      expect(await response.json()).toEqual({ ok: true, src: `${url}/storage/v1/object/public/site-images/uploads/${name}`, alt: "A green field", name });
    }
    const stored = (await (await fetch(`${url}/__storage`)).json()) as { path: string; contentType: string; sha256: string }[];
    expect(stored.filter((object) => object.path.startsWith("uploads/"))).toEqual([{ path: `uploads/${name}`, contentType: "image/avif", size: image.length, sha256: sha256(image) }]);
    const log = (await (await fetch(`${url}/__log`)).json()) as { method: string; path: string; role: string | null; status: number }[];
    expect(log.filter((entry) => entry.path.includes(`/object/site-images/uploads/${name}`)).map((entry) => [entry.role, entry.status])).toEqual([
      ["founder@northtide.test (admin)", 200],
      ["founder@northtide.test (admin)", 409],
    ]);
    const publicCopy = await fetch(`${url}/storage/v1/object/public/site-images/uploads/${name}`);
    expect(Buffer.from(await publicCopy.arrayBuffer()).equals(image)).toBe(true);
  });

  it("is refused to a signed-in user who is no admin: the bucket's policy decides, and the editor is told", async () => {
    const client = await signedIn("writer@northtide.test", "writer pass 123");
    const response = await handleImageUpload(uploadRequest({ file: { bytes: pngBytes(3, 3), name: "a.png", type: "image/png" }, alt: "Blue" }), deps({ kind: "bucket", client, supabaseUrl: url }));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ ok: false, message: FORM_REFUSAL_MESSAGES.forbidden });
  });
});
