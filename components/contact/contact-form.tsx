"use client";
// Interface stub: the leads work (issue 6) replaces this with the real form, its states and toasts.
export type ContactFormProps = {
  variant: "full" | "short";
  /** Preselected service value for the full form (web-design | ai-integration | digital-transformation | other). */
  defaultService?: string;
  /** Called after a successful submission (the dialog closes on it). */
  onSent?: () => void;
  /** Prefix for field ids when two forms share a page. */
  idPrefix?: string;
};

export function ContactForm({ variant, idPrefix = "contact" }: ContactFormProps) {
  return (
    <form action="/api/contact/" method="post" className="grid gap-4" data-variant={variant}>
      <label htmlFor={`${idPrefix}-name`}>Full Name</label>
      <input id={`${idPrefix}-name`} name="name" required />
      <label htmlFor={`${idPrefix}-email`}>Email Address</label>
      <input id={`${idPrefix}-email`} name="email" type="email" required />
      <label htmlFor={`${idPrefix}-message`}>Message</label>
      <textarea id={`${idPrefix}-message`} name="message" rows={4} required />
      <button type="submit">Send Message</button>
    </form>
  );
}
