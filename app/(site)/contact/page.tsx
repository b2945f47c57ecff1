import { ContactPage, contactPageMetadata } from "@/components/contact/contact-page";

export const metadata = contactPageMetadata;

export default function Contact() {
  return <ContactPage />;
}
