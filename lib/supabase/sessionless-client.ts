import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import WebSocket from "ws";

/**
 * A client without cookies or a stored session: with the publishable key for public reads (so cached pages stay
 * cacheable), with the service-role key for the server's own writes. `ws` is the realtime transport on Node 20.
 */
export function createSessionlessClient(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
}
