import "server-only";
import { routes } from "@/config/routes";
import { BodyError, mediaType, readBoundedBytes } from "@/lib/http/body";
import { jsonResponse } from "@/lib/http/responses";
import type { RateLimiter } from "@/lib/rate-limit/limiter";
import { CROSS_SITE_MESSAGE, sameOriginVerdict } from "@/lib/security/same-origin";
import { ALT_MAX } from "@/lib/admin/content-rules";
import { SIGN_IN_TEXTS } from "@/lib/admin/texts";
import { SITE_IMAGE_MAX_BYTES } from "./site-images.mjs";
import { storeUploadedImage, UploadStoreError, type UploadTarget } from "./upload-store";
import { type AltRefusal, checkUpload, type FileRefusal, FORM_REFUSAL_MESSAGES, type FormRefusal, NOT_UPLOADED, tooLargeMessage, type UploadAnswer, type UploadFieldErrors } from "./upload-rules";

export type { UploadAnswer };

/**
 * POST /admin/images/upload/ (app/admin/images/upload/route.ts): a multipart form with `file` and `alt`, from a
 * signed-in admin on the site's own pages. The editors' script asks for JSON (`Accept: application/json`) and gets the
 * address or the refusals by field; the form of /admin/images/ posted without JavaScript is sent back to that page
 * (303) with the outcome in its query. The body is bounded before it is read: the image limit and room for the rest
 * of the form.
 */

export const UPLOAD_FORM_OVERHEAD_BYTES = 64 * 1024;

type Outcome =
  | { kind: "stored"; name: string; src: string; alt: string }
  | { kind: "refused"; status: 400 | 413 | 415; refusals: { file?: FileRefusal; alt?: AltRefusal }; fieldErrors: UploadFieldErrors; alt: string }
  | { kind: "failed"; status: 400 | 403 | 415 | 429 | 503; code: FormRefusal; message: string; alt: string; retryAfterSeconds?: number };

export type UploadDependencies = {
  /** Where the signed-in admin's uploads go and whom to count them against; null without an admin session. */
  admin: () => Promise<{ key: string; target: UploadTarget } | null>;
  limiter: RateLimiter;
  siteUrl: string | undefined;
  maxBytes?: number;
};

const wantsJson = (request: Request) => (request.headers.get("accept") ?? "").includes("application/json");

function fileStatus(code: FileRefusal | undefined): 400 | 413 | 415 {
  if (code === "tooLarge") return 413;
  return code === "svg" || code === "gif" || code === "heic" || code === "unknown" ? 415 : 400;
}

async function decide(request: Request, admin: { key: string; target: UploadTarget }, deps: UploadDependencies): Promise<Outcome> {
  const max = deps.maxBytes ?? SITE_IMAGE_MAX_BYTES;
  const limit = await deps.limiter.hit(admin.key);
  if (!limit.allowed) return { kind: "failed", status: 429, code: "rate", message: FORM_REFUSAL_MESSAGES.rate, alt: "", retryAfterSeconds: limit.retryAfterSeconds };
  if (mediaType(request) !== "multipart/form-data") return { kind: "failed", status: 415, code: "unreadable", message: FORM_REFUSAL_MESSAGES.unreadable, alt: "" };

  let form: FormData;
  try {
    const bytes = await readBoundedBytes(request, max + UPLOAD_FORM_OVERHEAD_BYTES);
    form = await new Response(bytes, { headers: { "content-type": request.headers.get("content-type") ?? "" } }).formData();
  } catch (error) {
    if (error instanceof BodyError && error.status === 413) {
      return { kind: "refused", status: 413, refusals: { file: "tooLarge" }, fieldErrors: { file: tooLargeMessage(null, max) }, alt: "" };
    }
    return { kind: "failed", status: 400, code: "unreadable", message: FORM_REFUSAL_MESSAGES.unreadable, alt: "" };
  }

  const typedAlt = form.get("alt");
  const alt = typeof typedAlt === "string" ? typedAlt.slice(0, ALT_MAX * 2) : "";
  const part = form.get("file");
  // A form posted with no file chosen still sends the part, empty and unnamed.
  const file = part instanceof Blob && (part.size > 0 || (part as File).name) ? new Uint8Array(await part.arrayBuffer()) : null;
  const checked = checkUpload(file, alt, max);
  if (!checked.ok) return { kind: "refused", status: checked.refusals.file ? fileStatus(checked.refusals.file) : 400, refusals: checked.refusals, fieldErrors: checked.fieldErrors, alt };

  try {
    const stored = await storeUploadedImage(admin.target, file!, checked.type);
    return { kind: "stored", ...stored, alt: checked.alt };
  } catch (error) {
    const refused = error instanceof UploadStoreError && (error.status === 401 || error.status === 403);
    console.error("[images] upload failed:", error instanceof Error ? error.message : error);
    return refused
      ? { kind: "failed", status: 403, code: "forbidden", message: FORM_REFUSAL_MESSAGES.forbidden, alt }
      : { kind: "failed", status: 503, code: "storage", message: FORM_REFUSAL_MESSAGES.storage, alt };
  }
}

function asJson(outcome: Outcome): Response {
  if (outcome.kind === "stored") return jsonResponse(200, { ok: true, src: outcome.src, alt: outcome.alt, name: outcome.name } satisfies UploadAnswer);
  if (outcome.kind === "refused") {
    const messages = [outcome.fieldErrors.file, outcome.fieldErrors.alt].filter(Boolean);
    return jsonResponse(outcome.status, { ok: false, message: `${NOT_UPLOADED} ${messages.join(" ")}`, fieldErrors: outcome.fieldErrors } satisfies UploadAnswer);
  }
  const headers: Record<string, string> = outcome.retryAfterSeconds ? { "Retry-After": String(outcome.retryAfterSeconds) } : {};
  return jsonResponse(outcome.status, { ok: false, message: outcome.message } satisfies UploadAnswer, headers);
}

/** Back to the upload page (a relative Location, right behind any proxy), with what happened in its query. */
function asRedirect(outcome: Outcome): Response {
  const query = new URLSearchParams();
  if (outcome.kind === "stored") {
    query.set("uploaded", outcome.name);
    query.set("alt", outcome.alt);
  } else {
    if (outcome.alt) query.set("alt", outcome.alt);
    if (outcome.kind === "refused") {
      if (outcome.refusals.file) query.set("file", outcome.refusals.file);
      if (outcome.refusals.alt) query.set("alt_error", outcome.refusals.alt);
    } else query.set("error", outcome.code);
  }
  return seeOther(`${routes.admin.images}?${query}`);
}

const seeOther = (location: string) => new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });

export async function handleImageUpload(request: Request, deps: UploadDependencies): Promise<Response> {
  const json = wantsJson(request);
  if (!sameOriginVerdict(request.headers, deps.siteUrl).ok) {
    return json ? jsonResponse(403, { ok: false, message: CROSS_SITE_MESSAGE }) : new Response(CROSS_SITE_MESSAGE, { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  }
  const admin = await deps.admin();
  if (!admin) {
    return json ? jsonResponse(401, { ok: false, message: SIGN_IN_TEXTS.sessionEndedUpload }) : seeOther(routes.admin.signIn);
  }
  const outcome = await decide(request, admin, deps);
  return json ? asJson(outcome) : asRedirect(outcome);
}
