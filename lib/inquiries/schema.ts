import * as z from "zod/mini";
import { INQUIRY_FIELDS, INQUIRY_LIMITS, INQUIRY_MESSAGES, isAcceptablePhone, isValidEmail, type InquiryField, type InquiryFieldErrors, type InquiryFieldValues } from "./rules";
import { cleanMultiLine, cleanSingleLine } from "@/lib/text/clean-text";
import { inquiryServiceValues, type InquiryService } from "./service-options";

/**
 * The one definition of what the contact form accepts, used by the form in the browser (field messages) and by
 * POST /api/contact/ (zod's mini build, so the form stays light). Every field is normalised before it is checked
 * and stored: text that cannot be stored or shown safely is cleaned, never a reason to refuse (or lose) a lead.
 */

/** Missing and null read as empty; a string is cleaned; anything else is left for z.string() to refuse. */
const cleaned = (clean: (value: string) => string, typeError: string) =>
  z.pipe(
    z.transform((value: unknown) => (value === undefined || value === null ? "" : typeof value === "string" ? clean(value) : value)),
    z.string({ error: typeError }),
  );

const required = (clean: (value: string) => string, message: string, ...checks: z.core.$ZodCheck<string>[]) =>
  z.pipe(cleaned(clean, message), z.string().check(z.minLength(1, { error: message, abort: true }), ...checks));

const hidden = (max: number) => z.pipe(cleaned(cleanSingleLine, INQUIRY_MESSAGES.hiddenFieldTooLong), z.string().check(z.maxLength(max, INQUIRY_MESSAGES.hiddenFieldTooLong)));

export const inquiryFieldSchemas = {
  name: required(cleanSingleLine, INQUIRY_MESSAGES.nameRequired, z.maxLength(INQUIRY_LIMITS.name, INQUIRY_MESSAGES.nameTooLong)),
  email: required(
    cleanSingleLine,
    INQUIRY_MESSAGES.emailRequired,
    z.maxLength(INQUIRY_LIMITS.email, { error: INQUIRY_MESSAGES.emailTooLong, abort: true }),
    z.refine(isValidEmail, INQUIRY_MESSAGES.emailInvalid),
  ),
  phone: z.pipe(
    cleaned(cleanSingleLine, INQUIRY_MESSAGES.phoneInvalid),
    z.string().check(
      z.maxLength(INQUIRY_LIMITS.phone, { error: INQUIRY_MESSAGES.phoneTooLong, abort: true }),
      z.refine(isAcceptablePhone, INQUIRY_MESSAGES.phoneInvalid),
    ),
  ),
  service: z.pipe(
    z.transform((value: unknown) => (typeof value === "string" ? value.trim() || undefined : (value ?? undefined))),
    z.optional(z.enum(inquiryServiceValues, { error: INQUIRY_MESSAGES.serviceInvalid })),
  ),
  message: required(cleanMultiLine, INQUIRY_MESSAGES.messageRequired, z.maxLength(INQUIRY_LIMITS.message, INQUIRY_MESSAGES.messageTooLong)),
  _honey: hidden(INQUIRY_LIMITS.honey),
  _captcha: hidden(INQUIRY_LIMITS.captcha),
  _subject: hidden(INQUIRY_LIMITS.subject),
  _autoresponse: hidden(INQUIRY_LIMITS.autoresponse),
};

/**
 * What POST /api/contact accepts: the full form (name, email, phone, service, message and the hidden
 * _honey, _captcha, _subject, _autoresponse) or the short one (name, email, message, _honey, _captcha).
 * Unknown fields are ignored.
 */
export const inquiryRequestSchema = z.object(inquiryFieldSchemas);

/** The problem with one field's value, in the words the form shows, or undefined. */
export function inquiryFieldError(field: InquiryField, value: string): string | undefined {
  const result = inquiryFieldSchemas[field].safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** Errors for the fields present in `values` (the short form has no phone or service), in the form's order. */
export function validateInquiryFields(values: InquiryFieldValues): InquiryFieldErrors {
  const errors: InquiryFieldErrors = {};
  for (const field of INQUIRY_FIELDS) {
    const value = values[field];
    if (value === undefined) continue;
    const error = inquiryFieldError(field, value);
    if (error) errors[field] = error;
  }
  return errors;
}

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
      if (typeof key === "string" && (INQUIRY_FIELDS as readonly string[]).includes(key) && !fields[key as InquiryField]) {
        fields[key as InquiryField] = issue.message;
      }
      if (!messages.includes(issue.message)) messages.push(issue.message);
    }
    return { ok: false, message: messages.join(" "), fields };
  }
  const data = result.data;
  const form = FULL_FORM_KEYS.some((key) => Object.hasOwn(body, key)) ? "full" : "short";
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
