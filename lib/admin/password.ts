import { randomBytes, scryptSync, timingSafeEqual } from "node:crypto";
import { parsePasswordHash } from "@/config/value-formats";

/**
 * The admin password's hash, as ADMIN_PASSWORD_HASH holds it: `scrypt$N$r$p$salt$hash` (salt and hash in base64).
 * `npm run admin:hash` prints one for a password.
 */
const KEY_LENGTH = 32;
const DEFAULT_COST = { N: 16384, r: 8, p: 1 } as const;

export function hashPassword(password: string, cost: { N: number; r: number; p: number } = DEFAULT_COST): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password.normalize("NFKC"), salt, KEY_LENGTH, { ...cost, maxmem: 64 * 1024 * 1024 });
  return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64"), hash.toString("base64")].join("$");
}

/** Whether `password` matches the stored hash; the comparison takes the same time whatever the input. */
export function verifyPassword(password: string, stored: string): boolean {
  const parsed = parsePasswordHash(stored);
  if (!parsed || password.length > 1024) return false;
  const candidate = scryptSync(password.normalize("NFKC"), parsed.salt, parsed.hash.length, {
    N: parsed.N,
    r: parsed.r,
    p: parsed.p,
    maxmem: 64 * 1024 * 1024,
  });
  return timingSafeEqual(candidate, parsed.hash);
}
