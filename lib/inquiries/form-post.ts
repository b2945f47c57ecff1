import "server-only";
import { requestClientKey } from "@/lib/client-address";
import { BODY_TOO_LARGE_MESSAGE } from "@/lib/http/body";
import { CROSS_SITE_MESSAGE, sameOriginVerdict } from "@/lib/security/same-origin";
import { site } from "@/config/site";
import type { ContactFormState } from "./form-state";
import { INQUIRY_LIMITS, type InquiryField } from "./rules";
import { submitInquiry } from "./submit";

const VISIBLE_FIELDS: readonly InquiryField[] = ["name", "email", "phone", "service", "message"];

/**
 * The form's fields as POST /api/contact/ reads a urlencoded body (lib/http/body.ts readFormBody): strings only, a
 * field sent twice keeping its first value. The `$ACTION…` fields Next adds to a server action's form are left out.
 */
export function contactFormFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of form) {
    if (typeof value !== "string" || key.startsWith("$ACTION") || Object.hasOwn(fields, key)) continue;
    fields[key] = value;
  }
  return fields;
}

/** What the visitor typed into the visible fields, to give back to them with the messages. */
function typedValues(fields: Record<string, string>): NonNullable<ContactFormState>["values"] {
  const values: NonNullable<ContactFormState>["values"] = {};
  for (const field of VISIBLE_FIELDS) if (typeof fields[field] === "string") values[field] = fields[field];
  return values;
}

export type ContactFormOutcome = { sent: true } | { sent: false; state: NonNullable<ContactFormState> };

/**
 * The contact form posted without JavaScript (a server action, components/contact/contact-action.ts): the same
 * checks and the same submitInquiry as POST /api/contact/ (lib/inquiries/http.ts), with the answer as the form's
 * state instead of JSON. Sent (stored, kept, the same message as an earlier lead, or a honeypot hit answered like a
 * success) or the text to show.
 */
export async function submitContactForm(form: FormData, headers: Headers): Promise<ContactFormOutcome> {
  const fields = contactFormFields(form);
  const values = typedValues(fields);
  if (!sameOriginVerdict(headers, site.host).ok) return { sent: false, state: { message: CROSS_SITE_MESSAGE, fields: {}, values } };
  if (new URLSearchParams(fields).toString().length > INQUIRY_LIMITS.bodyBytes) {
    return { sent: false, state: { message: BODY_TOO_LARGE_MESSAGE, fields: {}, values } };
  }
  const outcome = await submitInquiry(fields, requestClientKey(headers));
  switch (outcome.kind) {
    case "stored":
    case "kept":
    case "duplicate":
    case "spam":
      return { sent: true };
    case "invalid":
      return { sent: false, state: { message: outcome.message, fields: outcome.fields, values } };
    case "rate_limited":
    case "store_failed":
      return { sent: false, state: { message: outcome.message, fields: {}, values } };
  }
}
