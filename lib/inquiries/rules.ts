/**
 * The contact form's field rules: limits, the e-mail pattern and the words shown when a field is wrong.
 * Dependency-free so that the browser (field messages) and the server (lib/inquiries/schema.ts, with zod)
 * apply exactly the same rules.
 */
import { groupThousands } from "@/lib/numbers";
import { isInquiryService } from "./service-options";

export const INQUIRY_LIMITS = {
  name: 120,
  email: 254,
  phone: 40,
  message: 5000,
  subject: 200,
  autoresponse: 1000,
  honey: 500,
  captcha: 10,
  /** Whole request body, in bytes (JSON or form data). */
  bodyBytes: 32 * 1024,
} as const;

/** The same pattern zod's z.email() uses by default, kept here so that the form can check before it sends. */
export const EMAIL_PATTERN = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Digits with the usual separators; at least six digits. */
export const PHONE_PATTERN = /^\+?[0-9\s().\-/]+$/;
const PHONE_MIN_DIGITS = 6;

export const INQUIRY_MESSAGES = {
  nameRequired: "Please enter your name.",
  nameTooLong: `Please keep your name under ${INQUIRY_LIMITS.name} characters.`,
  emailRequired: "Please enter your e-mail address.",
  emailInvalid: "Please enter a valid e-mail address, like name@example.com.",
  emailTooLong: `Please keep your e-mail address under ${INQUIRY_LIMITS.email} characters.`,
  phoneInvalid: "Please enter a phone number with digits only (spaces, +, brackets and dashes are fine).",
  phoneTooLong: `Please keep your phone number under ${INQUIRY_LIMITS.phone} characters.`,
  serviceInvalid: "Please choose one of the listed services.",
  messageRequired: "Please enter a message.",
  messageTooLong: `Please keep your message under ${groupThousands(INQUIRY_LIMITS.message)} characters.`,
  hiddenFieldTooLong: "The form sent an unexpected value. Please reload the page and try again.",
} as const;

export type InquiryField = "name" | "email" | "phone" | "service" | "message";
export type InquiryFieldValues = Partial<Record<InquiryField, string>>;
export type InquiryFieldErrors = Partial<Record<InquiryField, string>>;

export function nameError(value: string): string | undefined {
  const name = value.trim();
  if (!name) return INQUIRY_MESSAGES.nameRequired;
  if (name.length > INQUIRY_LIMITS.name) return INQUIRY_MESSAGES.nameTooLong;
  return undefined;
}

export function emailError(value: string): string | undefined {
  const email = value.trim();
  if (!email) return INQUIRY_MESSAGES.emailRequired;
  if (email.length > INQUIRY_LIMITS.email) return INQUIRY_MESSAGES.emailTooLong;
  if (!EMAIL_PATTERN.test(email)) return INQUIRY_MESSAGES.emailInvalid;
  return undefined;
}

export function phoneError(value: string): string | undefined {
  const phone = value.trim();
  if (!phone) return undefined;
  if (phone.length > INQUIRY_LIMITS.phone) return INQUIRY_MESSAGES.phoneTooLong;
  const digits = phone.replace(/\D/g, "").length;
  if (!PHONE_PATTERN.test(phone) || digits < PHONE_MIN_DIGITS) return INQUIRY_MESSAGES.phoneInvalid;
  return undefined;
}

export function serviceError(value: string): string | undefined {
  const service = value.trim();
  if (!service) return undefined;
  return isInquiryService(service) ? undefined : INQUIRY_MESSAGES.serviceInvalid;
}

export function messageError(value: string): string | undefined {
  const message = value.trim();
  if (!message) return INQUIRY_MESSAGES.messageRequired;
  if (message.length > INQUIRY_LIMITS.message) return INQUIRY_MESSAGES.messageTooLong;
  return undefined;
}

const fieldChecks: Record<InquiryField, (value: string) => string | undefined> = {
  name: nameError,
  email: emailError,
  phone: phoneError,
  service: serviceError,
  message: messageError,
};

/** Errors for the fields present in `values` (the short form has no phone or service), in the form's order. */
export function validateInquiryFields(values: InquiryFieldValues): InquiryFieldErrors {
  const errors: InquiryFieldErrors = {};
  for (const field of Object.keys(fieldChecks) as InquiryField[]) {
    const value = values[field];
    if (value === undefined) continue;
    const error = fieldChecks[field](value);
    if (error) errors[field] = error;
  }
  return errors;
}

export function inquiryFieldError(field: InquiryField, value: string): string | undefined {
  return fieldChecks[field](value);
}
