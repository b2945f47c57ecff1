import { inquiryServiceOptions, serviceIdToInquiryValue, type InquiryServiceValue, type ServiceId } from "@/lib/data/services";

/** The form option a ?service= value preselects: the three service ids (digital-marketing selects Digital Transformation) or a form value; anything else, none. */
export function preselectedService(raw: string | string[] | undefined): InquiryServiceValue | undefined {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value) return undefined;
  if (value in serviceIdToInquiryValue) return serviceIdToInquiryValue[value as ServiceId];
  return inquiryServiceOptions.find((option) => option.value === value)?.value;
}
