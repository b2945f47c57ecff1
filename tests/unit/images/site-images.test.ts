import { createClient } from "@supabase/supabase-js";
import { matchRemotePattern } from "next/dist/shared/lib/match-remote-pattern";
import { describe, expect, it } from "vitest";
import WebSocket from "ws";
import { checkImageUrl, imageUrlRule, isUploadedImage, publicImageUrl, siteImagesOnLoopback, siteImagesPrefix, siteImagesRemotePatterns } from "@/lib/images/site-images.mjs";
import { noncePolicy, pagePolicy, regeneratedPagePolicy } from "@/lib/security/csp.mjs";

/**
 * The image addresses the site can show (lib/images/site-images.mjs): a path on this site, or the public URL of an
 * image in the Supabase bucket site-images; next/image, the Content-Security-Policy and the admin all follow it.
 */

const PROJECT = "https://abcd1234.supabase.co";
const BUCKET = `${PROJECT}/storage/v1/object/public/site-images/`;

const accepted = (value: string, supabaseUrl: string | undefined = PROJECT) => checkImageUrl(value, supabaseUrl).ok;

describe("checkImageUrl: what an admin may give as a cover or a screenshot", () => {
  it.each(["/projects/harbourview.webp", "/covers/a-post.svg", "/illustrations/founder.webp", "/a", "/images/caf%C3%A9.png"])("accepts the site path %s", (value) => {
    expect(accepted(value)).toBe(true);
    expect(accepted(value, undefined)).toBe(true);
  });

  it.each([
    `${BUCKET}projects/harbourview.webp`,
    `${BUCKET}covers/2026/a-post.webp`,
    `${BUCKET}covers/caf%C3%A9%20au%20lait.png`,
  ])("accepts the bucket's public URL %s", (value) => {
    expect(accepted(value)).toBe(true);
  });

  it.each([
    ["an empty value (the field decides whether none is allowed)", ""],
    ["another https host", "https://cdn.example.com/a.png"],
    ["a protocol-relative URL (another host)", "//cdn.example.com/a.png"],
    ["a path a browser reads as another host", "/\\cdn.example.com/a.png"],
    ["a relative path", "projects/a.webp"],
    ["a path with a space", "/projects/a b.webp"],
    ["a path with a line break", "/projects/a\n.webp"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["a data: URL", "data:image/png;base64,iVBORw0KGgo="],
    ["the project's other bucket", `${PROJECT}/storage/v1/object/public/private-files/a.png`],
    ["a way out of the bucket", `${BUCKET}../private-files/a.png`],
    ["an encoded way out of the bucket", `${BUCKET}%2e%2e/private-files/a.png`],
    ["the bucket itself", BUCKET],
    ["a folder of the bucket", `${BUCKET}covers/`],
    ["the authenticated object URL", `${PROJECT}/storage/v1/object/site-images/a.png`],
    ["a signed URL", `${PROJECT}/storage/v1/object/sign/site-images/a.png?token=x`],
    ["the image transformation URL", `${PROJECT}/storage/v1/render/image/public/site-images/a.png`],
    ["http instead of https", `http://abcd1234.supabase.co/storage/v1/object/public/site-images/a.png`],
    ["another port", `https://abcd1234.supabase.co:8443/storage/v1/object/public/site-images/a.png`],
    ["another project", "https://other5678.supabase.co/storage/v1/object/public/site-images/a.png"],
    ["a host that only starts like the project's", "https://abcd1234.supabase.co.example.com/storage/v1/object/public/site-images/a.png"],
    ["a query", `${BUCKET}a.png?download=1`],
    ["a fragment", `${BUCKET}a.png#x`],
    ["credentials", "https://user:pass@abcd1234.supabase.co/storage/v1/object/public/site-images/a.png"],
    ["a space", `${BUCKET}a b.png`],
    ["a value that is not text", 42 as unknown as string],
  ])("refuses %s", (_label, value) => {
    expect(checkImageUrl(value, PROJECT)).toEqual({ ok: false, message: imageUrlRule(PROJECT) });
  });

  it("refuses a bucket URL when Supabase is not configured, and says only site paths are accepted", () => {
    expect(checkImageUrl(`${BUCKET}a.png`, undefined)).toEqual({ ok: false, message: "Use a path on this site, like /projects/cover.webp." });
    expect(checkImageUrl(`${BUCKET}a.png`, "not a url")).toEqual({ ok: false, message: "Use a path on this site, like /projects/cover.webp." });
  });

  it("says what is accepted, naming the bucket's address", () => {
    expect(imageUrlRule(PROJECT)).toBe(`Use a path on this site (like /projects/cover.webp) or the public URL of an image in the site-images bucket (${BUCKET}…).`);
  });

  it("follows the configured URL's protocol and port (a local Supabase)", () => {
    const local = "http://127.0.0.1:54321";
    expect(accepted("http://127.0.0.1:54321/storage/v1/object/public/site-images/a.png", local)).toBe(true);
    expect(accepted("https://127.0.0.1:54321/storage/v1/object/public/site-images/a.png", local)).toBe(false);
    expect(accepted("http://127.0.0.1/storage/v1/object/public/site-images/a.png", local)).toBe(false);
  });
});

describe("the bucket's addresses", () => {
  it("are where supabase-js's getPublicUrl() puts them, for any configured form of the project URL", () => {
    for (const url of [PROJECT, `${PROJECT}/`, " https://abcd1234.supabase.co ", "http://127.0.0.1:54321", "https://example.com/supabase/"]) {
      const client = createClient(url.trim(), "publishable-key", { auth: { persistSession: false }, realtime: { transport: WebSocket as never } });
      for (const objectPath of ["projects/a.webp", "covers/café au lait.png"]) {
        expect(publicImageUrl(url, objectPath)).toBe(client.storage.from("site-images").getPublicUrl(objectPath).data.publicUrl);
        expect(checkImageUrl(publicImageUrl(url, objectPath), url)).toEqual({ ok: true });
      }
    }
  });

  it("have one prefix, or none without a usable Supabase URL", () => {
    expect(siteImagesPrefix(PROJECT)).toBe(BUCKET);
    expect(siteImagesPrefix(`${PROJECT}/`)).toBe(BUCKET);
    expect(siteImagesPrefix("https://example.com/supabase")).toBe("https://example.com/supabase/storage/v1/object/public/site-images/");
    for (const unusable of [undefined, "", "  ", "not a url", "ftp://abcd1234.supabase.co", "https://"]) expect(siteImagesPrefix(unusable)).toBeNull();
    expect(() => publicImageUrl(undefined, "a.png")).toThrow(/NEXT_PUBLIC_SUPABASE_URL/);
  });
});

describe("next/image's remote patterns", () => {
  const allowed = (value: string, supabaseUrl = PROJECT) => siteImagesRemotePatterns(supabaseUrl).some((pattern) => matchRemotePattern(pattern, new URL(value)));

  it("allow the bucket's public URLs and nothing else, by Next's own matcher", () => {
    expect(siteImagesRemotePatterns(PROJECT)).toEqual([{ protocol: "https", hostname: "abcd1234.supabase.co", port: "", pathname: "/storage/v1/object/public/site-images/**" }]);
    expect(allowed(`${BUCKET}projects/a.webp`)).toBe(true);
    expect(allowed(`${BUCKET}covers/2026/caf%C3%A9.png`)).toBe(true);
    expect(allowed(`${PROJECT}/storage/v1/object/public/private-files/a.png`)).toBe(false);
    expect(allowed(`${PROJECT}/rest/v1/inquiries`)).toBe(false);
    expect(allowed("http://abcd1234.supabase.co/storage/v1/object/public/site-images/a.png")).toBe(false);
    expect(allowed("https://abcd1234.supabase.co:8443/storage/v1/object/public/site-images/a.png")).toBe(false);
    expect(allowed("https://cdn.example.com/storage/v1/object/public/site-images/a.png")).toBe(false);
  });

  it("name the port of a local Supabase, and are empty without Supabase", () => {
    expect(siteImagesRemotePatterns("http://127.0.0.1:54321")).toEqual([{ protocol: "http", hostname: "127.0.0.1", port: "54321", pathname: "/storage/v1/object/public/site-images/**" }]);
    expect(allowed("http://127.0.0.1:54321/storage/v1/object/public/site-images/a.png", "http://127.0.0.1:54321")).toBe(true);
    expect(siteImagesRemotePatterns(undefined)).toEqual([]);
  });

  it("cover every address checkImageUrl accepts from the bucket", () => {
    for (const objectPath of ["a.png", "projects/a.webp", "covers/café au lait.png", "deep/er/still.avif"]) {
      expect(allowed(publicImageUrl(PROJECT, objectPath))).toBe(true);
    }
  });
});

describe("the Content-Security-Policy's img-src", () => {
  const imgSrc = (policy: string) => policy.split("; ").find((directive) => directive.startsWith("img-src "));

  it("adds the bucket's public folder when Supabase is configured, in every kind of policy", () => {
    const env = { NEXT_PUBLIC_SUPABASE_URL: PROJECT };
    const expected = `img-src 'self' data: blob: ${BUCKET}`;
    expect(siteImagesPrefix(PROJECT)).toBe(BUCKET);
    expect(imgSrc(pagePolicy("<script>x()</script>", { env }))).toBe(expected);
    expect(imgSrc(noncePolicy("abc", [], { env }))).toBe(expected);
    expect(imgSrc(regeneratedPagePolicy({ env }))).toBe(expected);
  });

  it("stays 'self' data: blob: without Supabase", () => {
    expect(imgSrc(pagePolicy("", { env: {} }))).toBe("img-src 'self' data: blob:");
    expect(imgSrc(pagePolicy("", { env: { NEXT_PUBLIC_SUPABASE_URL: "not a url" } }))).toBe("img-src 'self' data: blob:");
  });
});

describe("the admin's uploads", () => {
  const name = `${"0".repeat(64)}.png`;

  it("are site paths under /uploads/ or objects under uploads/ of the bucket, both images the site shows", () => {
    for (const upload of [`/uploads/${name}`, publicImageUrl(PROJECT, `uploads/${name}`)]) {
      expect(isUploadedImage(upload, PROJECT)).toBe(true);
      expect(accepted(upload)).toBe(true);
    }
    expect(isUploadedImage(`/uploads/${name}`, undefined)).toBe(true);
    for (const other of ["/projects/a.webp", `${BUCKET}projects/a.webp`, `https://cdn.example.com/uploads/${name}`, `/covers/uploads/${name}`, null]) {
      expect(isUploadedImage(other, PROJECT), String(other)).toBe(false);
    }
  });

  it("through next/image need a loopback host allowed only when the project runs on this machine", () => {
    expect(siteImagesOnLoopback("http://127.0.0.1:54321")).toBe(true);
    expect(siteImagesOnLoopback("http://localhost:54321/")).toBe(true);
    expect(siteImagesOnLoopback("http://[::1]:54321")).toBe(true);
    expect(siteImagesOnLoopback(PROJECT)).toBe(false);
    expect(siteImagesOnLoopback("https://127.0.0.1.example.com")).toBe(false);
    expect(siteImagesOnLoopback(undefined)).toBe(false);
  });
});
