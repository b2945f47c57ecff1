/**
 * The contact form's limits, patterns and the words shown when a field is wrong; lib/inquiries/schema.ts applies
 * them, in the browser and on the server alike.
 */
import { groupThousands } from "@/lib/numbers";

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
export const PHONE_MIN_DIGITS = 6;

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
