import "server-only";
import { supabaseStoreConfig } from "./config";
import { EmbeddedInquiryStore } from "./embedded-store";
import type { InquiryStore } from "./store-types";
import { SupabaseInquiryStore } from "./supabase-store";

export type { ClaimedInquiry, InquiryStore } from "./store-types";

/** Supabase's inquiries table when NEXT_PUBLIC_SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set, else the embedded database. */
export function getInquiryStore(): InquiryStore {
  const supabase = supabaseStoreConfig();
  return supabase ? SupabaseInquiryStore.for(supabase.url, supabase.serviceRoleKey) : new EmbeddedInquiryStore();
}
