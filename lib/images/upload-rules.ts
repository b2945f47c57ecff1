import { ALT_MAX } from "@/lib/admin/content-rules";
import { SITE_IMAGE_MAX_BYTES } from "./site-images.mjs";

/**
 * The rules of an image an admin uploads (app/admin/images/upload/route.ts): its type is read from its first bytes,
 * never from the name or the type the browser declares; only JPEG, PNG, WebP and AVIF are kept (an SVG can carry
 * scripts, and GIF, HEIC and the rest are not shown by the site); its size is bounded; its alt text is required; and
 * its name is the SHA-256 of its bytes, so the same picture uploaded twice is one file and a name never changes
 * meaning (served as immutable).
 */

export const UPLOAD_TYPES = {
  jpeg: { mime: "image/jpeg", ext: "jpg" },
  png: { mime: "image/png", ext: "png" },
  webp: { mime: "image/webp", ext: "webp" },
  avif: { mime: "image/avif", ext: "avif" },
} as const;
export type UploadType = keyof typeof UPLOAD_TYPES;

/** What the first bytes say a file is: one of the accepted types, or what it was recognised as instead. */
export type Sniffed = { ok: true; type: UploadType } | { ok: false; found: "svg" | "gif" | "heic" | "unknown" };

/** The accept attribute of the upload inputs: a hint to the browser's file picker, not a check. */
export const UPLOAD_ACCEPT = Object.values(UPLOAD_TYPES)
  .map((type) => type.mime)
  .join(",");

const ascii = (bytes: Uint8Array, start: number, length: number) => String.fromCharCode(...bytes.subarray(start, start + length));
const startsWith = (bytes: Uint8Array, signature: number[], at = 0) => bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

/** The brands of an ISO base media file's ftyp box (AVIF, HEIC), or null when the file does not start with one. */
function ftypBrands(bytes: Uint8Array): string[] | null {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== "ftyp") return null;
  const size = ((bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3]) >>> 0;
  if (size < 16 || size > bytes.length) return null;
  const brands = [ascii(bytes, 8, 4)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(ascii(bytes, at, 4));
  return brands;
}

/** Markup (SVG, HTML or other XML) is refused whatever its extension: a leading BOM and white space skipped. */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder("utf-8", { fatal: false }).decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, "").trimStart();
  return head.startsWith("<") && /<svg[\s>/]/i.test(head);
}

export function sniffImage(bytes: Uint8Array): Sniffed {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { ok: true, type: "jpeg" };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) && ascii(bytes, 12, 4) === "IHDR") return { ok: true, type: "png" };
  if (bytes.length >= 16 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP" && ["VP8 ", "VP8L", "VP8X"].includes(ascii(bytes, 12, 4))) return { ok: true, type: "webp" };
  const brands = ftypBrands(bytes);
  if (brands?.some((brand) => brand === "avif" || brand === "avis")) return { ok: true, type: "avif" };
  if (brands?.some((brand) => ["heic", "heix", "hevc", "heim", "heis", "mif1", "msf1"].includes(brand))) return { ok: false, found: "heic" };
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") return { ok: false, found: "gif" };
  if (looksLikeSvg(bytes)) return { ok: false, found: "svg" };
  return { ok: false, found: "unknown" };
}

const ACCEPTED = "a JPEG, PNG, WebP or AVIF image";

export const UPLOAD_MESSAGES = {
  noFile: "Choose an image file to upload.",
  empty: "This file is empty. Choose the image again.",
  svg: `SVG images are not accepted: an SVG can carry scripts. Export it as PNG or WebP and upload that.`,
  gif: `GIF images are not accepted. Upload ${ACCEPTED} (a still of the animation, say).`,
  heic: `HEIC photos (an iPhone's default) are not accepted. Export the photo as JPEG and upload that.`,
  unknown: `This file is not ${ACCEPTED}, whatever its name says.`,
  altMissing: "Describe the image in its alt text: what a visitor who cannot see it should know.",
  altTooLong: `Keep the alt text within ${ALT_MAX} characters.`,
} as const;

/** "5 MB", "6.2 MB", "740 KB": rounded up, so that a file one byte over the limit does not read as the limit. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.ceil(bytes / 1024))} KB`;
  const tenths = Math.ceil((bytes / (1024 * 1024)) * 10);
  return `${tenths % 10 === 0 ? tenths / 10 : (tenths / 10).toFixed(1)} MB`;
}

export const tooLargeMessage = (bytes: number | null, max = SITE_IMAGE_MAX_BYTES) =>
  bytes === null ? `The file is larger than ${formatBytes(max)}, the most an image may be. Make it smaller and upload it again.` : `The image is ${formatBytes(bytes)}; the most it may be is ${formatBytes(max)}. Make it smaller and upload it again.`;

/**
 * A chosen file by its size and its first bytes (the browser reads the first 4 KB before sending it, the server has
 * them all): its type, or why it is refused.
 */
export function fileVerdict(size: number, head: Uint8Array, max = SITE_IMAGE_MAX_BYTES): { ok: true; type: UploadType } | { ok: false; code: FileRefusal } {
  if (size <= 0) return { ok: false, code: "empty" };
  if (size > max) return { ok: false, code: "tooLarge" };
  const sniffed = sniffImage(head);
  return sniffed.ok ? sniffed : { ok: false, code: sniffed.found };
}

/** Alt text as it is kept: white space (line breaks included) collapsed, trimmed. */
export const normalizeAlt = (alt: unknown) => (typeof alt === "string" ? alt.replace(/\s+/g, " ").trim() : "");

/** What is wrong with an image's alt text, or null when it will do. */
export function altRefusal(alt: unknown): AltRefusal | null {
  const text = normalizeAlt(alt);
  if (!text) return "altMissing";
  return text.length > ALT_MAX ? "altTooLong" : null;
}

/** The file name of an upload: the hex SHA-256 of its bytes and the extension of its sniffed type. */
export function uploadedImageName(sha256Hex: string, type: UploadType): string {
  if (!/^[0-9a-f]{64}$/.test(sha256Hex)) throw new Error("not a hex SHA-256 digest");
  return `${sha256Hex}.${UPLOAD_TYPES[type].ext}`;
}

const NAME = /^([0-9a-f]{64})\.(jpg|png|webp|avif)$/;

/** The type of an upload's file name, or null for any other name (which is then no upload: 404, no file read). */
export function uploadedNameType(name: string): UploadType | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const entry = Object.entries(UPLOAD_TYPES).find(([, type]) => type.ext === match[2]);
  return entry ? (entry[0] as UploadType) : null;
}

/** The headers of an upload served from DATA_DIR: its exact type, never sniffed again, and cached for good. */
export function uploadedImageHeaders(type: UploadType, length: number, name: string): Record<string, string> {
  return {
    "Content-Type": UPLOAD_TYPES[type].mime,
    "Content-Length": String(length),
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: `"${name.slice(0, name.indexOf("."))}"`,
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
  };
}

export type FileRefusal = "noFile" | "empty" | "tooLarge" | "svg" | "gif" | "heic" | "unknown";
export type AltRefusal = "altMissing" | "altTooLong";
export type UploadFieldErrors = { file?: string; alt?: string };

/** The message of a refusal by its code (a form posted without JavaScript is sent back to its page with the code). */
export function refusalMessage(code: FileRefusal | AltRefusal, size: number | null = null, max = SITE_IMAGE_MAX_BYTES): string {
  return code === "tooLarge" ? tooLargeMessage(size, max) : UPLOAD_MESSAGES[code];
}

/** An upload checked: its type, size and alt text, with every refusal beside the field it concerns. */
export type UploadCheck =
  | { ok: true; type: UploadType; alt: string }
  | { ok: false; refusals: { file?: FileRefusal; alt?: AltRefusal }; fieldErrors: UploadFieldErrors };

export function checkUpload(file: Uint8Array | null, alt: unknown, max = SITE_IMAGE_MAX_BYTES): UploadCheck {
  const fileCheck = file ? fileVerdict(file.byteLength, file, max) : ({ ok: false, code: "noFile" } as const);
  const altCode = altRefusal(alt);
  if (fileCheck.ok && !altCode) return { ok: true, type: fileCheck.type, alt: normalizeAlt(alt) };
  const refusals: { file?: FileRefusal; alt?: AltRefusal } = {};
  const fieldErrors: UploadFieldErrors = {};
  if (!fileCheck.ok) {
    refusals.file = fileCheck.code;
    fieldErrors.file = refusalMessage(fileCheck.code, file?.byteLength ?? null, max);
  }
  if (altCode) {
    refusals.alt = altCode;
    fieldErrors.alt = refusalMessage(altCode);
  }
  return { ok: false, refusals, fieldErrors };
}

/** What every upload input says it takes. */
export const UPLOAD_HINT = `JPEG, PNG, WebP or AVIF, at most ${formatBytes(SITE_IMAGE_MAX_BYTES)}. SVG is not accepted.`;

/** What the upload route (lib/images/upload-http.ts) answers the editors' script. */
export type UploadAnswer = { ok: true; src: string; alt: string; name: string } | { ok: false; message: string; fieldErrors?: UploadFieldErrors };

/** A refusal that concerns no one field; its code goes back to the Images page after a post without JavaScript. */
export type FormRefusal = "unreadable" | "rate" | "storage" | "forbidden";

export const FORM_REFUSAL_MESSAGES: Record<FormRefusal, string> = {
  unreadable: "The form could not be read. Choose the image again and upload it.",
  rate: "That is many uploads in a short time. Wait a few minutes, then upload again.",
  storage: "The image could not be kept just now; nothing was saved. Try again in a minute.",
  forbidden: "Storage refused the upload: your account may not add images.",
};

export const NOT_UPLOADED = "The image was not uploaded.";
