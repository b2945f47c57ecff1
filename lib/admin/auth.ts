import "server-only";
import type { SupabaseClient } from "@supabase/supabase-js";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { ADMIN_SESSION_COOKIE, ADMIN_SESSION_TTL_MS, verifySessionToken } from "./session";
import { createAdminSupabaseClient } from "./supabase-client";
import { currentSupabaseAdmin } from "./supabase-auth";
import { routes } from "@/config/routes";
import { serverEnvironment } from "@/config/server-env";

export type AdminSession =
  | { mode: "password"; label: string; expiresAt: number }
  | { mode: "supabase"; label: string; userId: string; client: SupabaseClient };

/** The admin behind this request, checked on the server from its cookies; null when there is none. Once per request. */
export const getAdminSession = cache(async function getAdminSession(): Promise<AdminSession | null> {
  const config = serverEnvironment().adminAuth;
  const jar = await cookies();
  if (config.mode === "password") {
    const claims = verifySessionToken(jar.get(ADMIN_SESSION_COOKIE)?.value, config.sessionSecret);
    return claims ? { mode: "password", label: "Admin", expiresAt: claims.exp } : null;
  }
  if (config.mode === "supabase") {
    const client = createAdminSupabaseClient(config.url, config.key, jar);
    const admin = await currentSupabaseAdmin(client);
    return admin ? { mode: "supabase", label: admin.email, userId: admin.userId, client } : null;
  }
  return null;
});

/** For admin pages and actions: the session, or a redirect to the sign-in page. */
export async function requireAdmin(): Promise<AdminSession> {
  const session = await getAdminSession();
  if (!session) redirect(routes.admin.signIn);
  return session;
}

/** Cookie settings of the password session: HttpOnly, Secure, SameSite=Strict, expiring with the token. */
export function passwordSessionCookie(token: string) {
  return {
    name: ADMIN_SESSION_COOKIE,
    value: token,
    httpOnly: true,
    secure: true,
    sameSite: "strict" as const,
    path: "/",
    maxAge: Math.floor(ADMIN_SESSION_TTL_MS / 1000),
  };
}

/** The same cookie, expired: a `__Host-` cookie is only replaced (or removed) by one that is Secure with Path=/. */
export function expiredPasswordSessionCookie() {
  return { ...passwordSessionCookie(""), maxAge: 0 };
}
