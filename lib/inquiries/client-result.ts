import type { InquiryField, InquiryFieldErrors } from "./rules";
import { CONTACT_TEXTS } from "./texts";

export type ContactSubmitResult = { ok: true } | { ok: false; description: string; fields: InquiryFieldErrors };

const FIELDS: InquiryField[] = ["name", "email", "phone", "service", "message"];

/** Reads POST /api/contact/'s answer: any HTTP success is a success; otherwise the JSON `message`, or the catalogue's fallbacks. */
export async function readContactResponse(response: Response): Promise<ContactSubmitResult> {
  if (response.ok) return { ok: true };
  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch {
    return { ok: false, description: CONTACT_TEXTS.notJson, fields: {} };
  }
  const answer = body && typeof body === "object" ? (body as { message?: unknown; fields?: unknown }) : {};
  const message = typeof answer.message === "string" && answer.message.trim() ? answer.message.trim() : CONTACT_TEXTS.noMessage;
  const fields: InquiryFieldErrors = {};
  if (answer.fields && typeof answer.fields === "object") {
    for (const field of FIELDS) {
      const value = (answer.fields as Record<string, unknown>)[field];
      if (typeof value === "string" && value) fields[field] = value;
    }
  }
  return { ok: false, description: message, fields };
}
