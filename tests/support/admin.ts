import { randomBytes } from "node:crypto";
import { hashPassword } from "../../lib/admin/password-hash.mjs";

/** The e2e server's admin (password sign-in, no Supabase): its password, and the hash and secret it runs with. */
export const ADMIN_PASSWORD = "e2e tide-pool lantern 42";
export const ADMIN_SESSION_SECRET = "e2e-admin-session-secret-of-forty-characters";

export function adminPasswordHash(): string {
  return hashPassword(ADMIN_PASSWORD);
}

/** A distinct client address per test, so sign-in attempts of one test never count against another's limit. */
export function freshClientIp(): string {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}
