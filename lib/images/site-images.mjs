// Which image addresses the site can show, in one plain module: next.config.ts (remote images), the
// Content-Security-Policy (lib/security/csp.mjs), the admin's image fields (lib/admin/content.ts) and
// npm run content:seed (lib/content/seed.ts) all read it. An image is either a path on this site or an image in the Supabase Storage
// bucket site-images (supabase/migrations/20260106100000_site_images_bucket.sql), served from its public URL
// {NEXT_PUBLIC_SUPABASE_URL}/storage/v1/object/public/site-images/{path}. No other host: nothing loads from a third
// party at run time.

/** @typedef {{ ok: true } | { ok: false; message: string }} ImageUrlCheck */
/** @typedef {{ protocol: "http" | "https"; hostname: string; port: string; pathname: string }} SiteImagesRemotePattern */

import { UPLOADS_FOLDER, UPLOADS_PATH } from "../../config/uploads.mjs";

export const SITE_IMAGES_BUCKET = /** @type {const} */ ("site-images");

/** The largest image an admin may upload: the bucket's own file_size_limit (5 MB), the same in the embedded mode. */
export const SITE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export { UPLOADS_FOLDER, UPLOADS_PATH };

/**
 * The project's storage URL as supabase-js builds it ("storage/v1" under the configured URL), or null when unset or not http(s).
 * @param {string | undefined} supabaseUrl
 */
function storageUrl(supabaseUrl) {
  const trimmed = typeof supabaseUrl === "string" ? supabaseUrl.trim() : "";
  if (!/^https?:\/\//i.test(trimmed)) return null;
  try {
    return new URL("storage/v1", trimmed.endsWith("/") ? trimmed : `${trimmed}/`);
  } catch {
    return null;
  }
}

/**
 * The public URL of an object of the bucket, as supabase-js's getPublicUrl() writes it.
 * @param {string | undefined} supabaseUrl
 * @param {string} objectPath
 * @returns {string}
 */
export function publicImageUrl(supabaseUrl, objectPath) {
  const storage = storageUrl(supabaseUrl);
  if (!storage) throw new Error("NEXT_PUBLIC_SUPABASE_URL is not an http(s) URL");
  return encodeURI(`${storage.href}/object/public/${SITE_IMAGES_BUCKET}/${objectPath}`);
}

/**
 * Where every public URL of the bucket starts ("https://x.supabase.co/storage/v1/object/public/site-images/"), or null without Supabase.
 * It is also the img-src source of the Content-Security-Policy (lib/security/csp.mjs): a source ending in / covers the paths below it.
 * @param {string | undefined} supabaseUrl
 * @returns {string | null}
 */
export function siteImagesPrefix(supabaseUrl) {
  const storage = storageUrl(supabaseUrl);
  return storage ? new URL(`${storage.pathname}/object/public/${SITE_IMAGES_BUCKET}/`, storage).href : null;
}

/**
 * Whether the project's host is this machine (a local `supabase start`, the e2e suite's stand-in): next/image then
 * has to be let fetch from a loopback address, which it refuses by default.
 * @param {string | undefined} supabaseUrl
 * @returns {boolean}
 */
export function siteImagesOnLoopback(supabaseUrl) {
  const prefix = siteImagesPrefix(supabaseUrl);
  if (!prefix) return false;
  const host = new URL(prefix).hostname;
  return host === "localhost" || host === "[::1]" || /^127(\.\d{1,3}){3}$/.test(host);
}

/**
 * next.config.ts images.remotePatterns: the bucket's public URLs and nothing else on that host.
 * @param {string | undefined} supabaseUrl
 * @returns {SiteImagesRemotePattern[]}
 */
export function siteImagesRemotePatterns(supabaseUrl) {
  const prefix = siteImagesPrefix(supabaseUrl);
  if (!prefix) return [];
  const url = new URL(prefix);
  return [{ protocol: url.protocol === "http:" ? "http" : "https", hostname: url.hostname, port: url.port, pathname: `${url.pathname}**` }];
}

const SITE = "https://site.invalid";

/**
 * A path on this site: starts with one slash (two would name another host, and browsers read a backslash as a
 * slash), with no space, control character or backslash anywhere.
 * @param {string} value
 */
function isSitePath(value) {
  if (!/^\/(?![/\\])[^\s\\\p{Cc}]*$/u.test(value)) return false;
  try {
    return new URL(value, SITE).origin === SITE;
  } catch {
    return false;
  }
}

/**
 * A public URL of an image in the bucket: the bucket's host and folder, a file name below it, no query, fragment or credentials.
 * @param {string} value
 * @param {string | null} prefix
 */
function isBucketImage(value, prefix) {
  if (!prefix || /[\s\p{Cc}\\]/u.test(value)) return false;
  let url;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const folder = new URL(prefix);
  return (
    url.origin === folder.origin &&
    !url.username &&
    !url.password &&
    !url.search &&
    !url.hash &&
    !value.includes("?") &&
    !value.includes("#") &&
    url.pathname.startsWith(folder.pathname) &&
    url.pathname.length > folder.pathname.length &&
    !url.pathname.endsWith("/")
  );
}

/**
 * Whether an address is one of the admin's uploads (they need alt text wherever they are shown).
 * @param {unknown} value
 * @param {string | undefined} supabaseUrl
 * @returns {boolean}
 */
export function isUploadedImage(value, supabaseUrl) {
  if (typeof value !== "string") return false;
  const prefix = siteImagesPrefix(supabaseUrl);
  return value.startsWith(UPLOADS_PATH) || Boolean(prefix && value.startsWith(`${prefix}${UPLOADS_FOLDER}/`));
}

/**
 * What an image field accepts, said to whoever typed something else.
 * @param {string | undefined} supabaseUrl
 * @returns {string}
 */
export function imageUrlRule(supabaseUrl) {
  const prefix = siteImagesPrefix(supabaseUrl);
  return prefix
    ? `Use a path on this site (like /projects/cover.webp) or the public URL of an image in the ${SITE_IMAGES_BUCKET} bucket (${prefix}…).`
    : "Use a path on this site, like /projects/cover.webp.";
}

/**
 * Whether the site can show this image address (an empty value is for the caller to allow or not).
 * @param {unknown} value
 * @param {string | undefined} supabaseUrl
 * @returns {ImageUrlCheck}
 */
export function checkImageUrl(value, supabaseUrl) {
  if (typeof value === "string" && (isSitePath(value) || isBucketImage(value, siteImagesPrefix(supabaseUrl)))) return { ok: true };
  return { ok: false, message: imageUrlRule(supabaseUrl) };
}
