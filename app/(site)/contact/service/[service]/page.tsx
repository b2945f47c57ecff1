import { notFound } from "next/navigation";
import { ContactPage, contactPageMetadata } from "@/components/contact/contact-page";
import { inquiryServiceOptions } from "@/lib/data/services";

/** /contact/?service=ID (proxy.ts rewrites it here): the contact page with that option preselected. */

export function generateStaticParams() {
  return inquiryServiceOptions.map((option) => ({ service: option.value }));
}

export const metadata = contactPageMetadata;

export default async function ContactForService({ params }: { params: Promise<{ service: string }> }) {
  const { service } = await params;
  if (!inquiryServiceOptions.some((option) => option.value === service)) notFound();
  return <ContactPage defaultService={service} />;
}
