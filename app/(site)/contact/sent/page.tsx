import { ContactSentPage, contactSentMetadata } from "@/components/contact/contact-page";

export const metadata = contactSentMetadata;

export default function ContactSent() {
  return <ContactSentPage />;
}
