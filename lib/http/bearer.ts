import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";

const digest = (text: string) => createHash("sha256").update(text).digest();

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | null): string | null {
  const match = header?.match(/^Bearer\s+(.+)$/i);
  return match ? match[1].trim() : null;
}

/**
 * Whether `given` is one of the secrets. Every secret is compared, in constant time over digests of equal length, so
 * neither which secret matched nor any secret's length shows in the time taken. No secret, no match.
 */
export function matchesAnySecret(given: string | null, secrets: string[]): boolean {
  if (given === null) return false;
  const presented = digest(given);
  let matched = false;
  for (const secret of secrets) matched = timingSafeEqual(presented, digest(secret)) || matched;
  return matched;
}
