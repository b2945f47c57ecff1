"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { routes } from "@/config/routes";
import type { ContactFormState } from "@/lib/inquiries/form-state";
import { submitContactForm } from "@/lib/inquiries/form-post";

/**
 * The contact form without JavaScript: the browser posts the form to /contact/send/ (the form's permalink), Next runs
 * this and renders that page with the returned state (the form again, with the messages and what was typed). A sent
 * inquiry answers 303 to /contact/sent/, so reloading the answer never sends it twice. With JavaScript the form posts
 * JSON to /api/contact/ instead (components/contact/contact-form.tsx).
 */
export async function sendInquiryAction(_previous: ContactFormState, form: FormData): Promise<ContactFormState> {
  const outcome = await submitContactForm(form, await headers());
  if (outcome.sent) redirect(routes.contactSent);
  return outcome.state;
}
