import "server-only";
import { createServerClient } from "@supabase/ssr";
import type { SupabaseClient } from "@supabase/supabase-js";
import WebSocket from "ws";

type CookieJar = {
  getAll(): { name: string; value: string }[];
  set(name: string, value: string, options?: Record<string, unknown>): unknown;
};

/**
 * A Supabase client acting as the signed-in admin: its session lives in cookies (through @supabase/ssr), so every
 * query carries the admin's token and row-level security decides. Cookies can only be written in actions and
 * route handlers; while a page renders, a refreshed session is written by proxy.ts instead.
 */
export function createAdminSupabaseClient(url: string, key: string, cookies: CookieJar): SupabaseClient {
  return createServerClient(url, key, {
    realtime: { transport: WebSocket as never },
    cookieOptions: { sameSite: "lax", secure: true, httpOnly: true, path: "/" },
    cookies: {
      getAll: () => cookies.getAll(),
      setAll: (list) => {
        try {
          for (const { name, value, options } of list) cookies.set(name, value, options as Record<string, unknown>);
        } catch {
          // A server component cannot set cookies; proxy.ts refreshes the session on the next request.
        }
      },
    },
  });
}
