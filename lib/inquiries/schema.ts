import { z } from "zod";
import { EMAIL_PATTERN, INQUIRY_LIMITS, INQUIRY_MESSAGES, type InquiryField, type InquiryFieldErrors, phoneError } from "./rules";
import { inquiryServiceValues, type InquiryService } from "./service-options";

const text = (required: string) =>
  z.preprocess((value) => (value === undefined || value === null ? "" : value), z.string({ error: required }).trim());

const optionalText = (max: number, tooLong: string) =>
  z.preprocess(
    (value) => (value === undefined || value === null ? "" : value),
    z.string({ error: tooLong }).trim().max(max, tooLong),
  );

/**
 * What POST /api/contact accepts: the full form (name, email, phone, service, message and the hidden
 * _honey, _captcha, _subject, _autoresponse) or the short one (name, email, message, _honey, _captcha).
 * Unknown fields are ignored. Every field is bounded; the words come from lib/inquiries/rules.ts.
 */
export const inquiryRequestSchema = z.object({
  name: text(INQUIRY_MESSAGES.nameRequired).pipe(
    z.string().min(1, INQUIRY_MESSAGES.nameRequired).max(INQUIRY_LIMITS.name, INQUIRY_MESSAGES.nameTooLong),
  ),
  email: text(INQUIRY_MESSAGES.emailRequired).pipe(
    z
      .string()
      .min(1, INQUIRY_MESSAGES.emailRequired)
      .max(INQUIRY_LIMITS.email, INQUIRY_MESSAGES.emailTooLong)
      .regex(EMAIL_PATTERN, INQUIRY_MESSAGES.emailInvalid),
  ),
  phone: z
    .preprocess((value) => (value === undefined || value === null ? undefined : value), z.string({ error: INQUIRY_MESSAGES.phoneInvalid }).trim().optional())
    .superRefine((value, context) => {
      const problem = value === undefined ? undefined : phoneError(value);
      if (problem) context.addIssue({ code: "custom", message: problem });
    }),
  service: z
    .preprocess(
      (value) => (value === undefined || value === null || value === "" ? undefined : value),
      z.enum(inquiryServiceValues, { error: INQUIRY_MESSAGES.serviceInvalid }).optional(),
    ),
  message: text(INQUIRY_MESSAGES.messageRequired).pipe(
    z.string().min(1, INQUIRY_MESSAGES.messageRequired).max(INQUIRY_LIMITS.message, INQUIRY_MESSAGES.messageTooLong),
  ),
  _honey: optionalText(INQUIRY_LIMITS.honey, INQUIRY_MESSAGES.hiddenFieldTooLong),
  _captcha: optionalText(INQUIRY_LIMITS.captcha, INQUIRY_MESSAGES.hiddenFieldTooLong),
  _subject: optionalText(INQUIRY_LIMITS.subject, INQUIRY_MESSAGES.hiddenFieldTooLong),
  _autoresponse: optionalText(INQUIRY_LIMITS.autoresponse, INQUIRY_MESSAGES.hiddenFieldTooLong),
});

/** An inquiry as the site keeps it. */
export type Inquiry = {
  name: string;
  email: string;
  phone: string | null;
  service: InquiryService | null;
  message: string;
  form: "full" | "short";
};

export type ParsedInquiry =
  | { ok: true; inquiry: Inquiry; honeypotFilled: boolean }
  | { ok: false; message: string; fields: InquiryFieldErrors };

const FULL_FORM_KEYS = ["phone", "service", "_subject", "_autoresponse"];
const FIELD_NAMES: InquiryField[] = ["name", "email", "phone", "service", "message"];

/** Validates a submitted body (already decoded from JSON or form data) into an inquiry, or plain-word problems. */
export function parseInquiry(body: unknown): ParsedInquiry {
  if (!body || typeof body !== "object" || Array.isArray(body)) {
    return { ok: false, message: "Please send the contact form's fields (name, email and message).", fields: {} };
  }
  const result = inquiryRequestSchema.safeParse(body);
  if (!result.success) {
    const fields: InquiryFieldErrors = {};
    const messages: string[] = [];
    for (const issue of result.error.issues) {
      const key = issue.path[0];
      if (typeof key === "string" && (FIELD_NAMES as string[]).includes(key) && !fields[key as InquiryField]) {
        fields[key as InquiryField] = issue.message;
      }
      if (!messages.includes(issue.message)) messages.push(issue.message);
    }
    return { ok: false, message: messages.join(" "), fields };
  }
  const data = result.data;
  const form = FULL_FORM_KEYS.some((key) => key in (body as Record<string, unknown>)) ? "full" : "short";
  return {
    ok: true,
    honeypotFilled: data._honey.length > 0,
    inquiry: {
      name: data.name,
      email: data.email,
      phone: data.phone ? data.phone : null,
      service: data.service ?? null,
      message: data.message,
      form,
    },
  };
}
