import { deflateRawSync, inflateRawSync } from "node:zlib";
import { mediaType } from "@/lib/http/body";
import { INQUIRY_LIMITS, type InquiryField, type InquiryFieldErrors, type InquiryFieldValues, typedValues } from "./rules";

/**
 * The contact form posted without JavaScript: a plain form post to POST /api/contact/ (urlencoded, from a page, so
 * asking for HTML) is answered with a page rather than JSON. Sent, it is a 303 to /contact/sent/; otherwise a 303 to
 * /contact/check/, which shows the form again with the messages and everything the visitor typed, carried there in a
 * short-lived cookie (the post, redirect, get pattern: reloading either page sends nothing again).
 */

/** What the form shows after a post that did not go through: the message, the per-field messages, what was typed. */
export type ContactFormState = { message: string; fields: InquiryFieldErrors; values: InquiryFieldValues };

/** Whether a post to the contact endpoint is the form itself, sent by a browser without the form's script. */
export function wantsPageAnswer(request: Request): boolean {
  return mediaType(request) === "application/x-www-form-urlencoded" && (request.headers.get("accept") ?? "").includes("text/html");
}

/** The cookies carrying a state to /contact/check/, each under the browser's 4 KB; together under Vercel's 16 KB header. */
export const FORM_STATE_COOKIE = "contact_form";
const CHUNK_CHARS = 3500;
/** What is kept of each typed value: no more than the form lets anyone type. */
const FIELD_CHARS: Record<InquiryField, number> = { ...INQUIRY_LIMITS, service: 64 };
const MAX_CHUNKS = 4;

/**
 * The state as cookie values: its JSON compressed (text compresses to a third or less) in base64url, cut into chunks.
 * A message of 5,000 characters fits whatever its script; should a state still not fit, the message keeps what does.
 */
export function encodeFormState(state: ContactFormState): string[] {
  const values = Object.fromEntries(Object.entries(state.values).map(([field, value]) => [field, value.slice(0, FIELD_CHARS[field as InquiryField])]));
  let message = values.message ?? "";
  for (;;) {
    const encoded = deflateRawSync(JSON.stringify({ ...state, values: { ...values, message } })).toString("base64url");
    if (encoded.length <= CHUNK_CHARS * MAX_CHUNKS || !message) return encoded.match(new RegExp(`.{1,${CHUNK_CHARS}}`, "g"))?.slice(0, MAX_CHUNKS) ?? [];
    message = message.slice(0, Math.floor(message.length * 0.9));
  }
}

/** The state the cookies carry, or null when they carry none or something else. */
export function decodeFormState(chunks: (string | undefined)[]): ContactFormState | null {
  const encoded = chunks.filter((chunk): chunk is string => Boolean(chunk)).join("");
  if (!encoded || encoded.length > CHUNK_CHARS * MAX_CHUNKS) return null;
  try {
    const state = JSON.parse(inflateRawSync(Buffer.from(encoded, "base64url"), { maxOutputLength: 256 * 1024 }).toString("utf8")) as Partial<ContactFormState>;
    if (typeof state.message !== "string" || !state.fields || typeof state.fields !== "object") return null;
    return { message: state.message, fields: typedValues(state.fields), values: typedValues(state.values) };
  } catch {
    return null;
  }
}

/** The names of the cookies a state is cut into, in order. */
export const formStateCookieNames = Array.from({ length: MAX_CHUNKS }, (_, i) => `${FORM_STATE_COOKIE}${i}`);
