import type { NextRequest } from "next/server";
import { serverEnvironment } from "@/config/server-env";
import { ADMIN_SESSION_COOKIE, verifySessionToken } from "./session";
import { createAdminSupabaseClient } from "./supabase-client";

export type CookieToSet = { name: string; value: string; options?: Record<string, unknown> };

/**
 * With Supabase Auth, an admin request first lets Supabase refresh an expiring session (pages cannot write
 * cookies while they render). It only refreshes: every admin page, action and route checks the session itself.
 * Returns the cookies to pass on to the page and to the browser.
 */
export async function refreshAdminSession(request: NextRequest): Promise<CookieToSet[]> {
  const config = serverEnvironment().adminAuth;
  if (config.mode !== "supabase") return [];
  const updates: CookieToSet[] = [];
  const client = createAdminSupabaseClient(config.url, config.key, {
    getAll: () => request.cookies.getAll(),
    set: (name, value, options) => {
      request.cookies.set(name, value);
      updates.push({ name, value, options });
    },
  });
  // getSession reads the cookie and refreshes only a token that is about to expire; it makes no network call
  // otherwise. Checking the user with Supabase (getUser) is left to the admin page itself, which does it anyway.
  await client.auth.getSession().catch(() => undefined);
  return updates;
}

/**
 * Whether the request carries a signed-in session, for the proxy to let an admin server action through: the password
 * session's signature and expiry, or a user Supabase Auth confirms (getUser asks its server). The action itself still
 * checks admin rights.
 */
export async function hasAdminSession(request: NextRequest): Promise<boolean> {
  const config = serverEnvironment().adminAuth;
  if (config.mode === "password") return verifySessionToken(request.cookies.get(ADMIN_SESSION_COOKIE)?.value, config.sessionSecret) !== null;
  if (config.mode !== "supabase") return false;
  const client = createAdminSupabaseClient(config.url, config.key, { getAll: () => request.cookies.getAll(), set: () => undefined });
  const { data } = await client.auth.getUser().catch(() => ({ data: { user: null } }));
  return Boolean(data.user);
}
