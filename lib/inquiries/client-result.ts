import type { InquiryField, InquiryFieldErrors } from "./rules";

/** The contact form's toasts (docs/product.md, "Error catalogue"), to the letter. */
export const CONTACT_TOASTS = {
  successTitle: "Message Sent Successfully!",
  successDescription: "Thank you for reaching out. We'll get back to you soon.",
  errorTitle: "Error Sending Message",
  notJson: "Submission failed. Please try again.",
  noMessage: "Failed to send message. Please try again.",
  unexpected: "An unexpected error occurred. Please try again.",
} as const;

export type ContactSubmitResult = { ok: true } | { ok: false; description: string; fields: InquiryFieldErrors };

const FIELDS: InquiryField[] = ["name", "email", "phone", "service", "message"];

/** Reads POST /api/contact/'s answer: any HTTP success is a success; otherwise the JSON `message`, or the catalogue's fallbacks. */
export async function readContactResponse(response: Response): Promise<ContactSubmitResult> {
  if (response.ok) return { ok: true };
  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch {
    return { ok: false, description: CONTACT_TOASTS.notJson, fields: {} };
  }
  const answer = body && typeof body === "object" ? (body as { message?: unknown; fields?: unknown }) : {};
  const message = typeof answer.message === "string" && answer.message.trim() ? answer.message.trim() : CONTACT_TOASTS.noMessage;
  const fields: InquiryFieldErrors = {};
  if (answer.fields && typeof answer.fields === "object") {
    for (const field of FIELDS) {
      const value = (answer.fields as Record<string, unknown>)[field];
      if (typeof value === "string" && value) fields[field] = value;
    }
  }
  return { ok: false, description: message, fields };
}
