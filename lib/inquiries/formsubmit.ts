import "server-only";
import type { ForwardingConfig } from "./config";
import { inquiryServiceLabel } from "./service-options";
import { CONTACT_TEXTS } from "./texts";
import type { ClaimedInquiry } from "./store-types";


/**
 * `unanswered`: the request may have reached FormSubmit, which gave no answer in time (a time-out, or the connection
 * closed after the request was sent), so the inquiry may have been delivered. Other failures delivered nothing.
 */
export type ForwardResult = { ok: true } | { ok: false; error: string; unanswered: boolean };

/**
 * What an e-mail says when an earlier forward of its inquiry got no answer (or no recorded outcome): that one may have
 * arrived too, so this e-mail may be the second of the same lead.
 */
export const FORWARD_REPEAT_NOTE = "Possibly a second copy: an earlier e-mail with this reference may have reached you (its delivery was never confirmed).";

/**
 * The multipart body FormSubmit receives (docs/product.md, "The contact form"), plus a reference that ties the e-mail
 * to the stored inquiry, and `repeat` on a forward that follows an unanswered one.
 */
export function forwardBody(inquiry: ClaimedInquiry): FormData {
  const body = new FormData();
  body.set("name", inquiry.name);
  body.set("email", inquiry.email);
  if (inquiry.form === "full") {
    body.set("phone", inquiry.phone ?? "");
    body.set("service", inquiryServiceLabel(inquiry.service) ?? "");
  }
  body.set("message", inquiry.message);
  body.set("reference", inquiry.id);
  if (inquiry.unansweredAttempts > 0) body.set("repeat", FORWARD_REPEAT_NOTE);
  body.set("_honey", "");
  body.set("_captcha", "false");
  if (inquiry.form === "full") {
    body.set("_subject", CONTACT_TEXTS.subject);
    body.set("_autoresponse", CONTACT_TEXTS.autoresponse);
  }
  return body;
}

const isTimeout = (error: unknown) => error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError");

/** Errors raised before a request could be sent: nothing reached the other side. */
const NOT_SENT_CODES = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH", "ECONNABORTED", "UND_ERR_CONNECT_TIMEOUT", "ERR_TLS_CERT_ALTNAME_INVALID", "CERT_HAS_EXPIRED", "UNABLE_TO_VERIFY_LEAF_SIGNATURE", "DEPTH_ZERO_SELF_SIGNED_CERT"]);

/** Whether a failed fetch may have delivered the request: a time-out, or a connection that failed after it was open. */
export function mayHaveBeenDelivered(error: unknown): boolean {
  if (isTimeout(error)) return true;
  const cause = error instanceof Error ? (error as Error & { cause?: { code?: string } }).cause : undefined;
  return !NOT_SENT_CODES.has(cause?.code ?? "");
}

function describe(error: unknown, timeoutMs: number): string {
  if (isTimeout(error)) return `no answer within ${timeoutMs} ms`;
  if (error instanceof Error) {
    const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
    const detail = cause?.code || cause?.message;
    return detail ? `${error.message} (${detail})` : error.message;
  }
  return String(error);
}

type FormSubmitAnswer = { success?: unknown; message?: unknown };

function parseAnswer(text: string): FormSubmitAnswer | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" ? (value as FormSubmitAnswer) : null;
  } catch {
    return null;
  }
}

/**
 * Sends one inquiry to FormSubmit's AJAX endpoint. FormSubmit answers HTTP 200 on some failures too, so the
 * answer counts as sent only when its JSON says success ("true" or true).
 */
export async function forwardInquiry(
  inquiry: ClaimedInquiry,
  config: Extract<ForwardingConfig, { enabled: true }>,
  timeoutMs: number = config.timeoutMs,
): Promise<ForwardResult> {
  let answered = false;
  try {
    const response = await fetch(config.endpoint, {
      method: "POST",
      headers: { Accept: "application/json", Origin: config.origin, Referer: `${config.origin}/` },
      body: forwardBody(inquiry),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: "error",
      cache: "no-store",
    });
    answered = response.ok;
    const text = await response.text();
    const answer = parseAnswer(text);
    const detail = typeof answer?.message === "string" && answer.message ? `: ${answer.message}` : "";
    if (!response.ok) return { ok: false, error: `FormSubmit answered HTTP ${response.status}${detail}`, unanswered: false };
    if (!answer) return { ok: false, error: "FormSubmit answered without JSON", unanswered: false };
    if (String(answer.success) !== "true") return { ok: false, error: `FormSubmit refused the inquiry${detail}`, unanswered: false };
    return { ok: true };
  } catch (error) {
    // A 200 whose body did not arrive in time: FormSubmit took the request, and its verdict is unknown.
    const unanswered = answered || mayHaveBeenDelivered(error);
    return { ok: false, error: `FormSubmit ${unanswered ? "gave no answer" : "unreachable"}: ${describe(error, timeoutMs)}`, unanswered };
  }
}
