import { ContactSendPage, contactSendMetadata } from "@/components/contact/contact-page";

export const metadata = contactSendMetadata;
// Shows what a visitor typed: rendered for each request, never cached (the proxy sends it `private, no-store`).
export const dynamic = "force-dynamic";

export default function ContactSend() {
  return <ContactSendPage />;
}
