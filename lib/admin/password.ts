import { scryptSync, timingSafeEqual } from "node:crypto";
import { parsePasswordHash } from "@/config/value-formats";
import { normalizedPassword, SCRYPT_MAX_MEMORY } from "./password-hash.mjs";

/** Whether `password` matches the stored hash (lib/admin/password-hash.mjs); the comparison takes the same time whatever the input. */
export function verifyPassword(password: string, stored: string): boolean {
  const parsed = parsePasswordHash(stored);
  if (!parsed || password.length > 1024) return false;
  const candidate = scryptSync(normalizedPassword(password), parsed.salt, parsed.hash.length, {
    N: parsed.N,
    r: parsed.r,
    p: parsed.p,
    maxmem: SCRYPT_MAX_MEMORY,
  });
  return timingSafeEqual(candidate, parsed.hash);
}
