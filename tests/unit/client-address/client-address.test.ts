import { describe, expect, it } from "vitest";
import { clientAddressSetting } from "@/config/client-address";
import { decideClientAddress, parseAddress, rateLimitKey } from "@/lib/client-address/source";

const forged = { "x-real-ip": "198.51.100.66", "x-forwarded-for": "198.51.100.67", "x-vercel-forwarded-for": "198.51.100.68" };

describe("CLIENT_IP_SOURCE", () => {
  it("defaults to the connection, and to Vercel's header on Vercel; a header only when one is named", () => {
    expect(clientAddressSetting({})).toEqual({ source: { kind: "connection" } });
    expect(clientAddressSetting({ VERCEL: "1" })).toEqual({ source: { kind: "vercel" } });
    expect(clientAddressSetting({ CLIENT_IP_SOURCE: "connection", VERCEL: "1" })).toEqual({ source: { kind: "connection" } });
    expect(clientAddressSetting({ CLIENT_IP_SOURCE: " Header:CF-Connecting-IP " })).toEqual({ source: { kind: "header", header: "cf-connecting-ip" } });
  });

  it("falls back to the connection (and says why) on a setting it does not understand", () => {
    for (const raw of ["header:", "header:bad header", "x-real-ip", "proxy"]) {
      const setting = clientAddressSetting({ CLIENT_IP_SOURCE: raw });
      expect(setting.source, raw).toEqual({ kind: "connection" });
      expect(setting.problem, raw).toContain("CLIENT_IP_SOURCE");
    }
  });
});

describe("the client's address", () => {
  it("reached directly, is the connection's, whatever headers the client sends", () => {
    const decided = decideClientAddress({ kind: "connection" }, new Headers(forged), "203.0.113.9");
    expect(decided).toMatchObject({ address: "203.0.113.9", via: "connection" });
  });

  it("warns when a direct connection from an internal address carries proxy headers (a proxy that was not named)", () => {
    const decided = decideClientAddress({ kind: "connection" }, new Headers({ "x-forwarded-for": "198.51.100.1" }), "127.0.0.1");
    expect(decided.address).toBe("127.0.0.1");
    expect(decided.problem).toContain("CLIENT_IP_SOURCE=header:");
    expect(decideClientAddress({ kind: "connection" }, new Headers({ "x-forwarded-for": "198.51.100.1" }), "203.0.113.9").problem).toBeUndefined();
    // `next start` fills in x-forwarded-for with the connection's own address.
    expect(decideClientAddress({ kind: "connection" }, new Headers({ "x-forwarded-for": "::ffff:127.0.0.1" }), "::ffff:127.0.0.1").problem).toBeUndefined();
  });

  it("on Vercel, is x-real-ip (which Vercel overwrites); without it, the connection's", () => {
    expect(decideClientAddress({ kind: "vercel" }, new Headers(forged), "10.0.0.1")).toEqual({ address: "198.51.100.66", via: "platform" });
    expect(decideClientAddress({ kind: "vercel" }, new Headers(), "10.0.0.1")).toMatchObject({ address: "10.0.0.1", via: "connection", problem: "the request has no x-real-ip header" });
  });

  it("behind a named proxy, is its header; for x-forwarded-for the last hop, the one the proxy appended", () => {
    const source = { kind: "header", header: "x-forwarded-for" } as const;
    expect(decideClientAddress(source, new Headers({ "x-forwarded-for": "6.6.6.6, 203.0.113.7" }), "127.0.0.1").address).toBe("203.0.113.7");
    expect(decideClientAddress({ kind: "header", header: "cf-connecting-ip" }, new Headers({ "cf-connecting-ip": "2001:db8::1" }), "127.0.0.1")).toEqual({
      address: "2001:0db8:0000:0000:0000:0000:0000:0001",
      via: "proxy",
    });
  });

  it("takes the connection's address when the named header is junk (a request that bypassed the proxy)", () => {
    for (const junk of ["", "local", "1.2.3", "999.1.1.1", "<script>", "a".repeat(500)]) {
      const decided = decideClientAddress({ kind: "header", header: "x-real-ip" }, new Headers({ "x-real-ip": junk }), "203.0.113.4");
      expect(decided.address, junk).toBe("203.0.113.4");
      expect(decided.problem, junk).toBeTruthy();
    }
  });

  it("is unknown (and says so) only when no source has it", () => {
    expect(decideClientAddress({ kind: "connection" }, new Headers(forged), undefined)).toMatchObject({ address: null, via: "none" });
  });
});

describe("addresses and rate-limit keys", () => {
  it("writes an address one way, whatever way it came", () => {
    expect(parseAddress("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(parseAddress("192.0.2.1:51234")).toBe("192.0.2.1");
    expect(parseAddress("[2001:DB8::1]:443")).toBe("2001:0db8:0000:0000:0000:0000:0000:0001");
    expect(parseAddress("fe80::1%eth0")).toBe("fe80:0000:0000:0000:0000:0000:0000:0001");
    expect(parseAddress("::1")).toBe("0000:0000:0000:0000:0000:0000:0000:0001");
    expect(parseAddress("64:ff9b::192.0.2.33")).toBe("0064:ff9b:0000:0000:0000:0000:c000:0221");
    for (const junk of [undefined, null, "", "unknown", "1.2.3.4.5", "12345::1::2"]) expect(parseAddress(junk)).toBeNull();
  });

  it("counts an IPv4 address alone and an IPv6 address by its /64, where one client can take any address", () => {
    expect(rateLimitKey("203.0.113.5")).toBe("203.0.113.5");
    expect(rateLimitKey(parseAddress("2001:db8:1:2:aaaa::1"))).toBe("2001:0db8:0001:0002::/64");
    expect(rateLimitKey(parseAddress("2001:db8:1:2:ffff::9"))).toBe(rateLimitKey(parseAddress("2001:db8:1:2::7")));
    expect(rateLimitKey(parseAddress("2001:db8:1:3::7"))).not.toBe(rateLimitKey(parseAddress("2001:db8:1:2::7")));
    expect(rateLimitKey(null)).toBe("unknown");
  });
});
