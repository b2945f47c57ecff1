/** The services a visitor can name on the full contact form (SPEC section 3), in the order the select shows them. */
export const inquiryServiceOptions = [
  { value: "web-design", label: "Web Design & Development" },
  { value: "ai-integration", label: "AI-Powered Solutions" },
  { value: "digital-transformation", label: "Digital Transformation" },
  { value: "other", label: "Other Inquiry" },
] as const;

export type InquiryService = (typeof inquiryServiceOptions)[number]["value"];

export const inquiryServiceValues = inquiryServiceOptions.map((option) => option.value) as [InquiryService, ...InquiryService[]];

export function isInquiryService(value: unknown): value is InquiryService {
  return typeof value === "string" && (inquiryServiceValues as string[]).includes(value);
}

export function inquiryServiceLabel(value: string | null | undefined): string | null {
  return inquiryServiceOptions.find((option) => option.value === value)?.label ?? null;
}

/**
 * The option that `/contact/?service=...` preselects. The service pages link with their service ids
 * (web-design, ai-integration, digital-marketing); digital-marketing is offered as Digital Transformation.
 * The form's own values are accepted too; anything else preselects nothing.
 */
export function serviceFromQuery(param: string | string[] | null | undefined): InquiryService | undefined {
  const raw = Array.isArray(param) ? param[0] : param;
  if (typeof raw !== "string") return undefined;
  const value = raw.trim().toLowerCase();
  if (value === "digital-marketing") return "digital-transformation";
  return isInquiryService(value) ? value : undefined;
}
