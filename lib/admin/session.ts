import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * The admin session without Supabase: a token `v1.{payload}.{signature}` in an HttpOnly cookie, where the payload
 * (base64url JSON) names the admin and the expiry, and the signature is HMAC-SHA256 with ADMIN_SESSION_SECRET.
 * Nothing is kept on the server; changing the secret signs every session out.
 */
/** `__Host-`: the browser keeps it only if it is Secure, for Path=/ and without Domain, so no subdomain can set or shadow it. */
export const ADMIN_SESSION_COOKIE = "__Host-admin_session";
export const ADMIN_SESSION_TTL_MS = 8 * 60 * 60 * 1000;

export type AdminSessionClaims = { sub: "admin"; sid: string; iat: number; exp: number };

const sign = (payload: string, secret: string) => createHmac("sha256", secret).update(`v1.${payload}`).digest("base64url");

export function createSessionToken(secret: string, now = Date.now(), ttlMs = ADMIN_SESSION_TTL_MS): { token: string; claims: AdminSessionClaims } {
  const claims: AdminSessionClaims = { sub: "admin", sid: randomBytes(12).toString("base64url"), iat: now, exp: now + ttlMs };
  const payload = Buffer.from(JSON.stringify(claims)).toString("base64url");
  return { token: `v1.${payload}.${sign(payload, secret)}`, claims };
}

/** The claims of a token signed with `secret` that has not expired, else null (forged, altered, expired or junk). */
export function verifySessionToken(token: string | undefined, secret: string, now = Date.now()): AdminSessionClaims | null {
  if (!token || token.length > 1024) return null;
  const parts = token.split(".");
  if (parts.length !== 3 || parts[0] !== "v1") return null;
  const [, payload, signature] = parts;
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Partial<AdminSessionClaims>;
    if (claims.sub !== "admin" || typeof claims.exp !== "number" || typeof claims.iat !== "number" || typeof claims.sid !== "string") return null;
    if (claims.exp <= now || claims.iat > now + 60_000) return null;
    return claims as AdminSessionClaims;
  } catch {
    return null;
  }
}
