import { ContactSendPage, contactSendMetadata } from "@/components/contact/contact-page";

export const metadata = contactSendMetadata;
// Shows what a visitor typed: rendered for each request, never cached (the proxy sends it `private, no-store`).
export const dynamic = "force-dynamic";
// Its server action stores the inquiry and forwards it after answering, like POST /api/contact/.
export const maxDuration = 60;

export default function ContactSend() {
  return <ContactSendPage />;
}
