import type { InquiryField, InquiryFieldErrors } from "./rules";

/**
 * What the contact form shows after a post without JavaScript that did not go through (lib/inquiries/form-post.ts):
 * the text of the error catalogue, the per-field messages, and every value the visitor typed, so nothing is lost.
 * Null before any post. Plain data: the form (a client component) reads it.
 */
export type ContactFormState = {
  message: string;
  fields: InquiryFieldErrors;
  values: Partial<Record<InquiryField, string>>;
} | null;
