/**
 * Who a request comes from, for rate limiting. Behind Vercel or a reverse proxy the platform sets x-real-ip
 * (or appends the peer to x-forwarded-for: its last entry is the one the proxy added, earlier ones are
 * whatever the client claimed). Without either header every request counts as one local client.
 */
export function clientKeyFromHeaders(headers: Headers): string {
  const realIp = headers.get("x-real-ip")?.trim();
  if (realIp) return normalise(realIp);
  const forwarded = headers.get("x-forwarded-for");
  if (forwarded) {
    const hops = forwarded.split(",").map((hop) => hop.trim()).filter(Boolean);
    const last = hops.at(-1);
    if (last) return normalise(last);
  }
  return "local";
}

function normalise(address: string): string {
  return address.toLowerCase().replace(/^::ffff:/, "").slice(0, 64);
}
