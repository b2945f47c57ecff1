import { isPasswordHash } from "./password";
import { MIN_SESSION_SECRET_LENGTH } from "./session";

type Env = Record<string, string | undefined>;

/**
 * How admins sign in. With Supabase configured (its URL and publishable key): Supabase Auth, and admins are the
 * users listed in public.admins. Without it: one admin whose scrypt password hash is ADMIN_PASSWORD_HASH, with
 * sessions signed by ADMIN_SESSION_SECRET. With neither, the admin area says how to set it up and lets no one in.
 */
export type AdminAuthConfig =
  | { mode: "supabase"; url: string; key: string }
  | { mode: "password"; passwordHash: string; sessionSecret: string }
  | { mode: "unconfigured"; problems: string[] };

export function adminAuthConfig(env: Env = process.env): AdminAuthConfig {
  const url = env.NEXT_PUBLIC_SUPABASE_URL?.trim();
  const key = (env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY || env.NEXT_PUBLIC_SUPABASE_ANON_KEY)?.trim();
  if (url && key) return { mode: "supabase", url, key };
  const passwordHash = env.ADMIN_PASSWORD_HASH?.trim() ?? "";
  const sessionSecret = env.ADMIN_SESSION_SECRET ?? "";
  const problems: string[] = [];
  if (!isPasswordHash(passwordHash)) problems.push("ADMIN_PASSWORD_HASH is not set to a scrypt hash (npm run admin:hash prints one).");
  if (sessionSecret.length < MIN_SESSION_SECRET_LENGTH) problems.push(`ADMIN_SESSION_SECRET must be at least ${MIN_SESSION_SECRET_LENGTH} characters.`);
  return problems.length ? { mode: "unconfigured", problems } : { mode: "password", passwordHash, sessionSecret };
}
