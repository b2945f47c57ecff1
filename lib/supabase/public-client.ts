import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import WebSocket from "ws";
import { type Env, readEnvironment } from "@/config/env";

/** The Supabase project the public values name (URL and publishable or legacy anon key), or null (config/env.ts). */
export function supabaseConfig(env: Env = process.env): { url: string; key: string } | null {
  const project = readEnvironment(env).supabase;
  return project ? { url: project.url, key: project.publicKey } : null;
}

/** A cookie-less client for public reads, so cached pages stay cacheable. `ws` is the realtime transport on Node 20. */
export function createPublicSupabaseClient(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
}
