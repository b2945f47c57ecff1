import { isIP } from "node:net";
import type { ClientAddressSource } from "../../config/client-address.ts";

export type ClientAddress = {
  /** The client's IP address, or null when no trusted source had one. */
  address: string | null;
  via: "platform" | "proxy" | "connection" | "none";
  /** Why the configured source was not used, or a sign that the setting does not fit how requests arrive. */
  problem?: string;
};

/** Headers a proxy adds. Next itself sets x-forwarded-for to the connection's address when it is missing. */
function carriesProxyHeaders(headers: Headers, connection: string): boolean {
  if (headers.has("x-real-ip") || headers.has("forwarded")) return true;
  const forwardedFor = headers.get("x-forwarded-for");
  return forwardedFor !== null && parseAddress(lastHop(forwardedFor)) !== connection;
}

/**
 * The client's address from the configured source. When the configured header is missing or malformed, the request
 * did not come through the platform or the proxy, so the connection's own address is the truth about it.
 */
export function decideClientAddress(source: ClientAddressSource, headers: Headers, connectionAddress: string | undefined): ClientAddress {
  const connection = parseAddress(connectionAddress);
  const fromConnection = (problem?: string): ClientAddress =>
    connection ? { address: connection, via: "connection", problem } : { address: null, via: "none", problem: problem ?? "the connection's address is unknown: self-hosted, start the site with npm start (server.mjs), which gives Next each request's address" };

  if (source.kind === "connection") {
    if (connection && isInternal(connection) && carriesProxyHeaders(headers, connection)) {
      return { address: connection, via: "connection", problem: `requests from ${connection} carry proxy headers: if a proxy is in front of the site, set CLIENT_IP_SOURCE=header:<the header it sets>, or every visitor counts as ${connection}` };
    }
    return fromConnection();
  }
  const header = source.kind === "vercel" ? "x-real-ip" : source.header;
  const raw = headers.get(header);
  if (raw === null) return fromConnection(`the request has no ${header} header`);
  const value = header === "x-forwarded-for" ? lastHop(raw) : raw;
  const address = parseAddress(value);
  if (!address) return fromConnection(`${header} is not an IP address`);
  return { address, via: source.kind === "vercel" ? "platform" : "proxy" };
}

function lastHop(forwardedFor: string): string | undefined {
  return forwardedFor.split(",").map((hop) => hop.trim()).filter(Boolean).at(-1);
}

/** A bare IP address in canonical form (IPv4-mapped IPv6 as IPv4, no zone, no port), or null. */
export function parseAddress(raw: string | undefined | null): string | null {
  if (!raw) return null;
  let value = raw.trim();
  if (value.length > 64) return null;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1];
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(":"));
  value = value.replace(/%.*$/, "").toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(\.\d{1,3}){3})$/.exec(value);
  if (mapped) value = mapped[1];
  const family = isIP(value);
  if (family === 4) return value;
  if (family === 6) return expandIpv6(value).join(":");
  return null;
}

function expandIpv6(address: string): string[] {
  let text = address;
  const ipv4Tail = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (ipv4Tail) {
    const [a, b, c, d] = ipv4Tail[1].split(".").map(Number);
    text = `${text.slice(0, ipv4Tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail === undefined ? [] : tail ? tail.split(":") : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - headGroups.length - tailGroups.length).fill("0");
  return [...headGroups, ...zeros, ...tailGroups].map((group) => group.padStart(4, "0"));
}

/** Loopback, private and link-local ranges: where a reverse proxy on the same host or network connects from. */
function isInternal(address: string): boolean {
  if (isIP(address) === 4) {
    const [a, b] = address.split(".").map(Number);
    return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254);
  }
  return address === "0000:0000:0000:0000:0000:0000:0000:0001" || /^f[cd]/.test(address) || /^fe[89ab]/.test(address);
}

/**
 * The key a client is counted under: its IPv4 address, or its IPv6 /64 (one subscriber's network, inside which a
 * client can take a new address at will). Requests whose address is unknown share one key.
 */
export function rateLimitKey(address: string | null): string {
  if (!address) return "unknown";
  if (isIP(address) === 4) return address;
  return `${address.split(":").slice(0, 4).join(":")}::/64`;
}
