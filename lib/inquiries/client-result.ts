import { type InquiryFieldErrors, typedValues } from "./rules";
import { CONTACT_TEXTS } from "./texts";

export type ContactSubmitResult = { ok: true } | { ok: false; description: string; fields: InquiryFieldErrors };

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
  const fields: InquiryFieldErrors = Object.fromEntries(Object.entries(typedValues(answer.fields)).filter(([, fieldMessage]) => fieldMessage));
  return { ok: false, description: message, fields };
}
