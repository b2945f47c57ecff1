import { SERVICE_TITLES } from "@/lib/data/service-titles";
import type { ServiceId } from "@/lib/data/services";

export type InquiryService = "web-design" | "ai-integration" | "digital-transformation" | "other";

/** Values and labels of the contact form's service select (docs/product.md, "The contact form"). */
export const inquiryServiceOptions: { value: InquiryService; label: string }[] = [
  { value: "web-design", label: SERVICE_TITLES["web-design"] },
  { value: "ai-integration", label: SERVICE_TITLES["ai-integration"] },
  { value: "digital-transformation", label: SERVICE_TITLES["digital-marketing"] },
  { value: "other", label: "Other Inquiry" },
];

/** /contact/?service={ServiceId} preselects this option (digital-marketing selects Digital Transformation). */
const serviceIdToInquiryValue: Record<ServiceId, InquiryService> = {
  "web-design": "web-design",
  "ai-integration": "ai-integration",
  "digital-marketing": "digital-transformation",
};

export const inquiryServiceValues = inquiryServiceOptions.map((option) => option.value) as [InquiryService, ...InquiryService[]];

export function isInquiryService(value: unknown): value is InquiryService {
  return typeof value === "string" && (inquiryServiceValues as string[]).includes(value);
}

export function inquiryServiceLabel(value: string | null | undefined): string | null {
  return inquiryServiceOptions.find((option) => option.value === value)?.label ?? null;
}

/**
 * The option that `/contact/?service=...` preselects. Service pages link with their service ids
 * (web-design, ai-integration, digital-marketing), and digital-marketing is offered as Digital Transformation.
 * The form's own values are accepted too; anything else preselects nothing.
 */
export function serviceFromQuery(param: string | string[] | null | undefined): InquiryService | undefined {
  const raw = Array.isArray(param) ? param[0] : param;
  if (typeof raw !== "string") return undefined;
  const value = raw.trim().toLowerCase();
  if (value in serviceIdToInquiryValue) return serviceIdToInquiryValue[value as ServiceId];
  return isInquiryService(value) ? value : undefined;
}
