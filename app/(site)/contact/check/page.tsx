import { cookies } from "next/headers";
import { ContactCheckPage, contactCheckMetadata } from "@/components/contact/contact-page";
import { decodeFormState, formStateCookieNames } from "@/lib/inquiries/form-page";

export const metadata = contactCheckMetadata;

// Shows what a visitor typed, from the cookies of POST /api/contact/'s answer: rendered for each request, never cached
// (the proxy sends it `private, no-store`).
export default async function ContactCheck() {
  const jar = await cookies();
  return <ContactCheckPage state={decodeFormState(formStateCookieNames.map((name) => jar.get(name)?.value))} />;
}
