// @ts-check
// The admin password's hash, as ADMIN_PASSWORD_HASH holds it: `scrypt$N$r$p$salt$hash` (salt and hash in base64).
// Plain JavaScript, so that `npm run admin:hash` (scripts/ops/admin-password-hash.mjs) runs it with Node alone;
// lib/admin/password.ts checks a password against it.
import { randomBytes, scryptSync } from "node:crypto";

const KEY_LENGTH = 32;
/** What scrypt may allocate: enough for N = 16384, r = 8. */
export const SCRYPT_MAX_MEMORY = 64 * 1024 * 1024;
const DEFAULT_COST = { N: 16384, r: 8, p: 1 };

/** A password as scrypt reads it: the same in every Unicode form it may be typed in. */
export const normalizedPassword = (/** @type {string} */ password) => password.normalize("NFKC");

/**
 * A new hash of `password`, with a fresh salt.
 * @param {string} password
 * @param {{ N: number; r: number; p: number }} [cost]
 * @returns {string}
 */
export function hashPassword(password, cost = DEFAULT_COST) {
  const salt = randomBytes(16);
  const hash = scryptSync(normalizedPassword(password), salt, KEY_LENGTH, { ...cost, maxmem: SCRYPT_MAX_MEMORY });
  return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64"), hash.toString("base64")].join("$");
}
