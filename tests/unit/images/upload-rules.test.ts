import { createHash } from "node:crypto";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ALT_MAX } from "@/lib/admin/content-rules";
import { SITE_IMAGE_MAX_BYTES } from "@/lib/images/site-images.mjs";
import { altRefusal, checkUpload, fileVerdict, formatBytes, normalizeAlt, refusalMessage, sniffImage, UPLOAD_MESSAGES, uploadedImageHeaders, uploadedImageName, uploadedNameType } from "@/lib/images/upload-rules";
import { pngBytes, SVG_WITH_SCRIPT } from "../../support/sample-images";

/**
 * The rules of an admin's image upload (lib/images/upload-rules.ts), on real files: PNGs written byte by byte, and
 * JPEG, WebP, AVIF and GIF encoded by sharp, the library next/image optimizes with.
 */

const encoded = (format: "jpeg" | "png" | "webp" | "avif" | "gif") =>
  sharp({ create: { width: 6, height: 4, channels: 3, background: { r: 10, g: 120, b: 200 } } })[format]().toBuffer();

const bytes = (text: string) => new TextEncoder().encode(text);

/** The ftyp box an ISO base media file starts with: major brand, minor version, compatible brands. */
function ftyp(major: string, compatible: string[]): Uint8Array {
  const size = 16 + compatible.length * 4;
  const box = Buffer.alloc(size + 8);
  box.writeUInt32BE(size, 0);
  box.write(`ftyp${major}`, 4, "ascii");
  compatible.forEach((brand, i) => box.write(brand, 16 + i * 4, "ascii"));
  return box;
}

describe("sniffImage: the type is read from the bytes", () => {
  it.each(["jpeg", "png", "webp", "avif"] as const)("recognises a %s an encoder wrote", async (format) => {
    expect(sniffImage(await encoded(format))).toEqual({ ok: true, type: format });
  });

  it("recognises a PNG written byte by byte, of any size", () => {
    expect(sniffImage(pngBytes(1, 1))).toEqual({ ok: true, type: "png" });
    expect(sniffImage(pngBytes(640, 40))).toEqual({ ok: true, type: "png" });
  });

  it("recognises AVIF by any of its brands (an image sequence too), and tells HEIC apart", () => {
    expect(sniffImage(ftyp("avif", ["mif1", "miaf"]))).toEqual({ ok: true, type: "avif" });
    expect(sniffImage(ftyp("mif1", ["avif", "miaf"]))).toEqual({ ok: true, type: "avif" });
    expect(sniffImage(ftyp("avis", ["msf1"]))).toEqual({ ok: true, type: "avif" });
    expect(sniffImage(ftyp("heic", ["mif1", "heic"]))).toEqual({ ok: false, found: "heic" });
    expect(sniffImage(ftyp("isom", ["mp41"]))).toEqual({ ok: false, found: "unknown" });
  });

  it("refuses a GIF", async () => {
    expect(sniffImage(await encoded("gif"))).toEqual({ ok: false, found: "gif" });
  });

  it.each([
    ["with an XML declaration and a script", SVG_WITH_SCRIPT],
    ["bare", '<svg xmlns="http://www.w3.org/2000/svg"/>'],
    ["after a byte-order mark and blank lines", "\uFEFF\n\n  <SVG viewBox='0 0 1 1'></SVG>"],
    ["after a comment and a doctype", '<!-- drawn in Inkscape --><!DOCTYPE svg><svg width="1" height="1"></svg>'],
  ])("refuses an SVG %s", (_, text) => {
    expect(sniffImage(bytes(text))).toEqual({ ok: false, found: "svg" });
  });

  it.each([
    ["HTML", "<!doctype html><title>x</title><script>alert(1)</script>"],
    ["a PDF", "%PDF-1.7\n1 0 obj"],
    ["plain text", "just text"],
    ["nothing", ""],
    ["a PNG signature cut short", "\x89PNG"],
    ["a RIFF file that is no WebP", "RIFF\0\0\0\0WAVEfmt "],
  ])("refuses %s as not an image", (_, text) => {
    expect(sniffImage(Uint8Array.from(text, (c) => c.charCodeAt(0)))).toEqual({ ok: false, found: "unknown" });
  });

  it("ignores what the name or declared type would say: an SVG called photo.png is an SVG", () => {
    const named = new File([SVG_WITH_SCRIPT], "photo.png", { type: "image/png" });
    expect(named.type).toBe("image/png");
    expect(checkUpload(bytes(SVG_WITH_SCRIPT), "A photo")).toMatchObject({ ok: false, refusals: { file: "svg" }, fieldErrors: { file: UPLOAD_MESSAGES.svg } });
  });
});

describe("size", () => {
  it("takes up to the limit, which is the bucket's 5 MB, and refuses one byte more and nothing at all", () => {
    expect(SITE_IMAGE_MAX_BYTES).toBe(5 * 1024 * 1024);
    // The browser checks a file by its size and its first bytes, as the server does (fileVerdict), before sending it.
    const head = pngBytes(2, 2);
    expect(fileVerdict(SITE_IMAGE_MAX_BYTES, head)).toEqual({ ok: true, type: "png" });
    expect(fileVerdict(SITE_IMAGE_MAX_BYTES + 1, head)).toEqual({ ok: false, code: "tooLarge" });
    expect(refusalMessage("tooLarge", SITE_IMAGE_MAX_BYTES + 1)).toBe("The image is 5.1 MB; the most it may be is 5 MB. Make it smaller and upload it again.");
    expect(refusalMessage("tooLarge", 6.2 * 1024 * 1024)).toBe("The image is 6.2 MB; the most it may be is 5 MB. Make it smaller and upload it again.");
    expect(fileVerdict(0, new Uint8Array())).toEqual({ ok: false, code: "empty" });
    expect(refusalMessage("empty", 0)).toBe(UPLOAD_MESSAGES.empty);
  });

  it("names sizes as people read them", () => {
    expect(formatBytes(5 * 1024 * 1024)).toBe("5 MB");
    expect(formatBytes(740 * 1024)).toBe("740 KB");
    expect(formatBytes(12)).toBe("1 KB");
  });
});

describe("alt text", () => {
  it("is required, within the gallery's limit, with white space and line breaks collapsed", () => {
    expect(altRefusal(undefined)).toBe("altMissing");
    expect(altRefusal(" \n\t ")).toBe("altMissing");
    expect(altRefusal("x".repeat(ALT_MAX))).toBeNull();
    expect(altRefusal("x".repeat(ALT_MAX + 1))).toBe("altTooLong");
    expect(normalizeAlt("  The booking bar\n on a phone  ")).toBe("The booking bar on a phone");
  });
});

describe("checkUpload", () => {
  it("accepts an image with alt text, keeping the alt text tidied", async () => {
    expect(checkUpload(await encoded("webp"), "  A harbour at dusk ")).toEqual({ ok: true, type: "webp", alt: "A harbour at dusk" });
  });

  it("names every refusal beside its field at once", () => {
    expect(checkUpload(null, "")).toEqual({ ok: false, refusals: { file: "noFile", alt: "altMissing" }, fieldErrors: { file: UPLOAD_MESSAGES.noFile, alt: UPLOAD_MESSAGES.altMissing } });
    expect(checkUpload(pngBytes(2, 2), "")).toEqual({ ok: false, refusals: { alt: "altMissing" }, fieldErrors: { alt: UPLOAD_MESSAGES.altMissing } });
    const big = pngBytes(2, 2);
    expect(checkUpload(big, "A square", big.length - 1)).toMatchObject({ ok: false, refusals: { file: "tooLarge" } });
  });
});

describe("names", () => {
  it("are the SHA-256 of the bytes with the sniffed type's extension", async () => {
    const image = await encoded("jpeg");
    const digest = createHash("sha256").update(image).digest("hex");
    expect(uploadedImageName(digest, "jpeg")).toBe(`${digest}.jpg`);
    expect(uploadedImageName(digest, "avif")).toBe(`${digest}.avif`);
    expect(() => uploadedImageName("../../etc/passwd", "png")).toThrow();
  });

  it("are the only names the route looks up: anything else is no upload", () => {
    const digest = "a".repeat(64);
    expect(uploadedNameType(`${digest}.png`)).toBe("png");
    expect(uploadedNameType(`${digest}.jpg`)).toBe("jpeg");
    expect(uploadedNameType(`${digest}.webp`)).toBe("webp");
    expect(uploadedNameType(`${digest}.avif`)).toBe("avif");
    for (const name of [`${digest}.svg`, `${digest}.gif`, `${digest}.PNG`, `${"A".repeat(64)}.png`, `${digest.slice(1)}.png`, digest, `../${digest}.png`, `${digest}.png/..`, "..%2f..%2fetc%2fpasswd", `.${digest}.png.partial`]) {
      expect(uploadedNameType(name), name).toBeNull();
    }
  });

  it("serve with their exact type, never sniffed, cached for good", () => {
    const digest = "b".repeat(64);
    expect(uploadedImageHeaders("avif", 287, `${digest}.avif`)).toEqual({
      "Content-Type": "image/avif",
      "Content-Length": "287",
      "Cache-Control": "public, max-age=31536000, immutable",
      ETag: `"${digest}"`,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    });
  });
});
