/**
 * The contact form's limits, patterns and the words shown when a field is wrong; lib/inquiries/schema.ts applies
 * them, in the browser and on the server alike.
 */
import { groupThousands } from "@/lib/text/numbers";

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

/**
 * A valid e-mail address as the HTML standard defines it for `<input type="email">` (WHATWG HTML, 4.10.5.1.5): the
 * browser's own rule, so the form never refuses an address the browser accepts. It allows every character RFC 5322
 * allows unquoted in the local part (`user%tag@example.com`, `o'brien@example.ie`, `a+b@example.com`) and a domain of
 * dot-separated labels of letters, digits and inner hyphens, of at most 63 characters each.
 */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Whether a (cleaned, trimmed) value is an e-mail address the form and the server accept: the one check both use. */
export function isValidEmail(value: string): boolean {
  return value.length <= INQUIRY_LIMITS.email && EMAIL_PATTERN.test(value);
}

/** Fewer digits than this cannot be a phone number one could call back (a Philippine landline has seven). */
export const PHONE_MIN_DIGITS = 6;

/**
 * Whether a (cleaned, trimmed) phone value is acceptable: empty (the field is optional), or at most the limit with at
 * least PHONE_MIN_DIGITS digits, written any way people write numbers: `+63 917 555 0142`, `(032) 234 5678`,
 * `0917.555.0142`, `+1-604-555-0199 x204`, `1 (604) 555 0199 ext. 12`, `Mobile: 0917 555 0142`. The founder reads it;
 * nothing dials it, so its format is never a reason to lose a lead.
 */
export function isAcceptablePhone(value: string): boolean {
  if (value === "") return true;
  return value.length <= INQUIRY_LIMITS.phone && value.replace(/\D/g, "").length >= PHONE_MIN_DIGITS;
}

export const INQUIRY_MESSAGES = {
  nameRequired: "Please enter your name.",
  nameTooLong: `Please keep your name under ${INQUIRY_LIMITS.name} characters.`,
  emailRequired: "Please enter your e-mail address.",
  emailInvalid: "Please enter a valid e-mail address, like name@example.com.",
  emailTooLong: `Please keep your e-mail address under ${INQUIRY_LIMITS.email} characters.`,
  phoneInvalid: `Please enter a phone number with at least ${PHONE_MIN_DIGITS} digits, or leave it empty.`,
  phoneTooLong: `Please keep your phone number under ${INQUIRY_LIMITS.phone} characters.`,
  serviceInvalid: "Please choose one of the listed services.",
  messageRequired: "Please enter a message.",
  messageTooLong: `Please keep your message under ${groupThousands(INQUIRY_LIMITS.message)} characters.`,
  hiddenFieldTooLong: "The form sent an unexpected value. Please reload the page and try again.",
} as const;

/** The form's visible fields, in its order. */
export const INQUIRY_FIELDS = ["name", "email", "phone", "service", "message"] as const;
export type InquiryField = (typeof INQUIRY_FIELDS)[number];
export type InquiryFieldValues = Partial<Record<InquiryField, string>>;
export type InquiryFieldErrors = Partial<Record<InquiryField, string>>;

/** The visible fields of a record (a posted form, a decoded state, an answer's messages), as typed: strings only. */
export function typedValues(record: unknown): InquiryFieldValues {
  const values: InquiryFieldValues = {};
  if (!record || typeof record !== "object") return values;
  for (const field of INQUIRY_FIELDS) {
    const value = (record as Record<string, unknown>)[field];
    if (typeof value === "string") values[field] = value;
  }
  return values;
}
