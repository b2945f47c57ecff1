/**
 * Where the client's address is read from, set by CLIENT_IP_SOURCE:
 * - `connection`: the TCP peer of the request (the site is reached directly, `npm start` with no proxy in front);
 * - `vercel`: `x-real-ip`, which Vercel's edge sets on every request, replacing whatever the client sent;
 * - `header:<name>`: the header a named reverse proxy in front of the site sets (for `x-forwarded-for`, the last
 *   hop, the one that proxy appended). Only right when every request passes through that proxy.
 * Unset: `vercel` on Vercel (VERCEL=1), else `connection`. A header is never trusted unless configured.
 */
export type ClientAddressSource = { kind: "connection" } | { kind: "vercel" } | { kind: "header"; header: string };

export type ClientAddressSetting = { source: ClientAddressSource; problem?: string };

const HEADER_NAME = /^[a-z0-9][a-z0-9-]{0,63}$/;

export function clientAddressSetting(env: { CLIENT_IP_SOURCE?: string; VERCEL?: string }): ClientAddressSetting {
  const raw = env.CLIENT_IP_SOURCE?.trim().toLowerCase() ?? "";
  if (!raw) return { source: env.VERCEL === "1" ? { kind: "vercel" } : { kind: "connection" } };
  if (raw === "connection" || raw === "vercel") return { source: { kind: raw } };
  const header = raw.startsWith("header:") ? raw.slice("header:".length).trim() : "";
  if (HEADER_NAME.test(header)) return { source: { kind: "header", header } };
  return {
    source: { kind: "connection" },
    problem: `CLIENT_IP_SOURCE="${env.CLIENT_IP_SOURCE}" is not connection, vercel or header:<name>.`,
  };
}
