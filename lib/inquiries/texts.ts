import { siteContact } from "@/config/site-contact";

/**
 * Every text of the contact form that a visitor or the founder reads, defined once (docs/product.md, "Error
 * catalogue"): the toasts and pages the form shows, the server's answers, and the fixed subject line and thank-you
 * text FormSubmit sends (the form posts the same two as hidden fields; the server forwards its own, never the
 * visitor's, so the auto-reply cannot carry spam). Browser-safe: the form imports it.
 */
export const CONTACT_TEXTS = {
  successTitle: "Message Sent Successfully!",
  success: "Thank you for reaching out. We'll get back to you soon.",
  errorTitle: "Error Sending Message",
  notJson: "Submission failed. Please try again.",
  noMessage: "Failed to send message. Please try again.",
  unexpected: "An unexpected error occurred. Please try again.",
  storeFailed: `We couldn't save your message just now. Please try again in a few minutes, or e-mail ${siteContact.email}.`,
  subject: `New inquiry from the ${siteContact.brand} website`,
  autoresponse: `Thank you for reaching out to ${siteContact.brand}. Your message has arrived and we will reply ${siteContact.responseTime}.`,
} as const;

/** The answer to a visitor over the contact limit, with how long to wait. */
export function rateLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = retryAfterSeconds < 60 ? "a minute" : `${minutes} minute${minutes === 1 ? "" : "s"}`;
  return `You've sent several messages in a short time. Please wait ${wait} and try again, or e-mail ${siteContact.email}.`;
}
