import { randomBytes, scryptSync } from "node:crypto";

/** The e2e server's admin (password sign-in, no Supabase): its password, and the hash and secret it runs with. */
export const ADMIN_PASSWORD = "e2e tide-pool lantern 42";
export const ADMIN_SESSION_SECRET = "e2e-admin-session-secret-of-forty-characters";

export function adminPasswordHash(): string {
  const salt = randomBytes(16);
  const hash = scryptSync(ADMIN_PASSWORD, salt, 32, { N: 16384, r: 8, p: 1 });
  return `scrypt$16384$8$1$${salt.toString("base64")}$${hash.toString("base64")}`;
}

/** A distinct client address per test, so sign-in attempts of one test never count against another's limit. */
export function freshClientIp(): string {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}
