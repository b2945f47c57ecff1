import "server-only";
import { NextResponse } from "next/server";
import { routes } from "@/config/routes";
import { requestClientKey } from "@/lib/client-address";
import { bearerToken, matchesAnySecret } from "@/lib/http/bearer";
import { jsonResponse } from "@/lib/http/responses";
import { CROSS_SITE_MESSAGE, sameOriginVerdict } from "@/lib/security/same-origin";
import { site } from "@/config/site";
import { serverEnvironment } from "@/config/server-env";
import { runLeadAlertSweep } from "@/lib/alerts/triggers";
import { forwardDue } from "./forwarding";
import { BodyError, readFormBody } from "@/lib/http/body";
import { INQUIRY_LIMITS, type InquiryFieldErrors, typedValues } from "./rules";
import { reconcileKeptInquiries } from "./second-path";
import { getInquiryStore } from "./store";
import { submitInquiry } from "./submit";
import { CONTACT_TEXTS } from "./texts";
import { encodeFormState, formStateCookieNames, wantsPageAnswer, type ContactFormState } from "./form-page";

/**
 * POST /api/contact/, the one endpoint of the contact form: JSON from the form's script, answered with JSON
 * (`{message}`, which the form reads, and the lead's `reference`, which every e-mail of it carries: the earlier
 * lead's, for the same message sent again); or, from the form without JavaScript, urlencoded and answered with a page
 * (lib/inquiries/form-page.ts): 303 to /contact/sent/, or to /contact/check/ with the messages and what was typed.
 * Only from the site's own pages: a browser on another site gets 403.
 */
export async function handleContactPost(request: Request): Promise<Response> {
  if (!sameOriginVerdict(request.headers, site.host).ok) return jsonResponse(403, { message: CROSS_SITE_MESSAGE });
  const answer = await contactAnswer(request);
  if (wantsPageAnswer(request)) {
    return seeOtherWithState(request, answer.status === 200 ? null : { message: answer.message, fields: answer.fields ?? {}, values: answer.typed });
  }
  const headers = answer.retryAfterSeconds ? { "Retry-After": String(answer.retryAfterSeconds) } : undefined;
  return jsonResponse(answer.status, answer.status === 200 ? { ok: true, message: answer.message, reference: answer.reference } : { message: answer.message, ...(answer.fields ? { fields: answer.fields } : {}) }, headers);
}

type ContactAnswer = { status: 200 | 400 | 413 | 415 | 429 | 503; message: string; reference?: string; fields?: InquiryFieldErrors; retryAfterSeconds?: number; typed: ContactFormState["values"] };

async function contactAnswer(request: Request): Promise<ContactAnswer> {
  let body: unknown;
  try {
    body = await readFormBody(request, INQUIRY_LIMITS.bodyBytes);
  } catch (error) {
    if (error instanceof BodyError) return { status: error.status, message: error.message, typed: {} };
    throw error;
  }
  const typed = typedValues(body);
  const outcome = await submitInquiry(body, requestClientKey(request.headers));
  switch (outcome.kind) {
    case "stored":
    case "kept":
    case "duplicate":
    case "spam":
      return { status: 200, message: CONTACT_TEXTS.success, reference: outcome.id, typed };
    case "invalid":
      return { status: 400, message: outcome.message, fields: outcome.fields, typed };
    case "rate_limited":
      return { status: 429, message: outcome.message, retryAfterSeconds: outcome.retryAfterSeconds, typed };
    case "store_failed":
      return { status: 503, message: CONTACT_TEXTS.storeFailed, retryAfterSeconds: 60, typed };
  }
}

const seeOther = (location: string) => new NextResponse(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });

/**
 * 303 to /contact/check/, with the state in cookies that only that page receives, for ten minutes at most; or, sent,
 * 303 to /contact/sent/, clearing any state an earlier attempt left.
 */
function seeOtherWithState(request: Request, state: ContactFormState | null): Response {
  const response = seeOther(state ? routes.contactCheck : routes.contactSent);
  const chunks = state ? encodeFormState(state) : [];
  const options = { path: routes.contactCheck, httpOnly: true, sameSite: "lax" as const, secure: new URL(request.url).protocol === "https:" };
  formStateCookieNames.forEach((name, i) => response.cookies.set(name, chunks[i] ?? "", { ...options, maxAge: chunks[i] ? 600 : 0 }));
  return response;
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
    const { report } = await forwardDue(store, { startedAt });
    await runLeadAlertSweep(store, "retry endpoint");
    return jsonResponse(200, { ...report, restored });
  } catch (error) {
    console.error("[inquiries] retry failed:", error instanceof Error ? error.message : error);
    // A claim taken before the store failed runs out and is tried again (counted as unanswered, if it was sent).
    return jsonResponse(503, { message: "The inquiry store is unavailable; nothing is lost, and what is due will be tried again. Try again later." });
  }
}
