import "server-only";
import { requestClientKey } from "@/lib/client-address";
import { bearerToken, matchesAnySecret } from "@/lib/http/bearer";
import { jsonResponse } from "@/lib/http/responses";
import { CROSS_SITE_MESSAGE, sameOriginVerdict } from "@/lib/security/same-origin";
import { site } from "@/config/site";
import { serverEnvironment } from "@/config/server-env";
import { runLeadAlertSweep } from "@/lib/alerts/triggers";
import { forwardDueInquiries } from "./forwarding";
import { BodyError, readFormBody } from "@/lib/http/body";
import { INQUIRY_LIMITS } from "./rules";
import { reconcileKeptInquiries } from "./second-path";
import { getInquiryStore } from "./store";
import { INQUIRY_STORE_FAILED_MESSAGE, INQUIRY_SUCCESS_MESSAGE, submitInquiry } from "./submit";


/**
 * POST /api/contact/: the form's JSON or urlencoded form data in, `{message}` out (the form reads `message`); a success
 * also names the lead's `reference`, which every e-mail of it carries (the earlier lead's, for the same message sent
 * again). Only from the site's own pages: a browser on another site gets 403.
 */
export async function handleContactPost(request: Request): Promise<Response> {
  if (!sameOriginVerdict(request.headers, site.host).ok) return jsonResponse(403, { message: CROSS_SITE_MESSAGE });
  let body: unknown;
  try {
    body = await readFormBody(request, INQUIRY_LIMITS.bodyBytes);
  } catch (error) {
    if (error instanceof BodyError) return jsonResponse(error.status, { message: error.message });
    throw error;
  }
  const outcome = await submitInquiry(body, requestClientKey(request.headers));
  switch (outcome.kind) {
    case "stored":
    case "kept":
    case "duplicate":
    case "spam":
      return jsonResponse(200, { ok: true, message: INQUIRY_SUCCESS_MESSAGE, reference: outcome.id });
    case "invalid":
      return jsonResponse(400, { message: outcome.message, fields: outcome.fields });
    case "rate_limited":
      return jsonResponse(429, { message: outcome.message }, { "Retry-After": String(outcome.retryAfterSeconds) });
    case "store_failed":
      return jsonResponse(503, { message: INQUIRY_STORE_FAILED_MESSAGE }, { "Retry-After": "60" });
  }
}

/**
 * POST (or GET, for schedulers such as Vercel Cron that only call GET) /api/inquiries/retry/ with
 * `Authorization: Bearer <RETRY_SECRET>` or `Bearer <CRON_SECRET>` (what Vercel Cron sends): forwards the
 * inquiries whose next attempt is due. With neither secret configured, nobody is authorised.
 */
export async function handleRetryRequest(request: Request): Promise<Response> {
  const secrets = serverEnvironment().forwarding.retrySecrets;
  if (!secrets.length || !matchesAnySecret(bearerToken(request.headers.get("authorization")), secrets)) {
    return jsonResponse(401, { message: "Not authorised." }, { "WWW-Authenticate": 'Bearer realm="inquiries"' });
  }
  try {
    const store = getInquiryStore();
    const startedAt = Date.now();
    const restored = await reconcileKeptInquiries(store);
    const report = await forwardDueInquiries(store, { startedAt });
    await runLeadAlertSweep(store, "retry endpoint");
    return jsonResponse(200, { ...report, restored });
  } catch (error) {
    console.error("[inquiries] retry failed:", error instanceof Error ? error.message : error);
    // A claim taken before the store failed runs out and is tried again (counted as unanswered, if it was sent).
    return jsonResponse(503, { message: "The inquiry store is unavailable; nothing is lost, and what is due will be tried again. Try again later." });
  }
}
