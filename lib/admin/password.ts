import { randomBytes, scryptSync, timingSafeEqual } from "node:crypto";

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

export function isPasswordHash(stored: string | undefined): stored is string {
  return parseHash(stored ?? "") !== null;
}

function parseHash(stored: string) {
  const parts = stored.trim().split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return null;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  const salt = Buffer.from(parts[4], "base64");
  const hash = Buffer.from(parts[5], "base64");
  const powerOfTwo = Number.isInteger(N) && N >= 1024 && N <= 1 << 20 && (N & (N - 1)) === 0;
  if (!powerOfTwo || !Number.isInteger(r) || r < 1 || r > 32 || !Number.isInteger(p) || p < 1 || p > 16) return null;
  if (salt.length < 8 || hash.length < 16) return null;
  return { N, r, p, salt, hash };
}

/** Whether `password` matches the stored hash; the comparison takes the same time whatever the input. */
export function verifyPassword(password: string, stored: string): boolean {
  const parsed = parseHash(stored);
  if (!parsed || password.length > 1024) return false;
  const candidate = scryptSync(password.normalize("NFKC"), parsed.salt, parsed.hash.length, {
    N: parsed.N,
    r: parsed.r,
    p: parsed.p,
    maxmem: 64 * 1024 * 1024,
  });
  return timingSafeEqual(candidate, parsed.hash);
}
