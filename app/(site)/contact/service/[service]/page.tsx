import type { Metadata } from "next";
import { ContactPage, contactPageMetadata } from "@/components/contact/contact-page";
import { NotFoundPage } from "@/components/layout/not-found-page";
import { inquiryServiceOptions } from "@/lib/inquiries/service-options";
import { notFoundMetadata } from "@/lib/shell/not-found";

/** /contact/?service=ID (proxy.ts rewrites it here): the contact page with that option preselected. */

export function generateStaticParams() {
  return inquiryServiceOptions.map((option) => ({ service: option.value }));
}

type Props = { params: Promise<{ service: string }> };

const isService = (value: string) => inquiryServiceOptions.some((option) => option.value === value);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return isService((await params).service) ? contactPageMetadata : notFoundMetadata("page");
}

export default async function ContactForService({ params }: Props) {
  const { service } = await params;
  if (!isService(service)) return <NotFoundPage kind="page" />;
  return <ContactPage defaultService={service} />;
}
