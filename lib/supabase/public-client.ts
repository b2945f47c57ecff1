import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import WebSocket from "ws";

/** A cookie-less client for public reads, so cached pages stay cacheable. `ws` is the realtime transport on Node 20. */
export function createPublicSupabaseClient(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
}
