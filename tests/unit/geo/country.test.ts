import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { countryFromHeaders, normaliseCountry, showsQuickContact } from "@/lib/geo/geo";
import { countryCookie, countryFromCookie, lookUpCountry } from "@/lib/geo/geo-client";

describe("country", () => {
  it("reads the platform's header and the cookie, and shows quick contact for PH only", () => {
    expect(countryFromHeaders(new Headers({ "x-vercel-ip-country": "ph" }))).toBe("PH");
    expect(countryFromHeaders(new Headers({ "cf-ipcountry": "XX" }))).toBeNull();
    expect(countryFromHeaders(new Headers())).toBeNull();
    expect(countryFromCookie("a=1; country=PH; b=2")).toBe("PH");
    expect(countryFromCookie("a=1")).toBeNull();
    expect(countryCookie("PH", true)).toBe("country=PH; path=/; max-age=86400; samesite=lax; secure");
    expect(countryCookie("PH", false)).toBe("country=PH; path=/; max-age=86400; samesite=lax");
    expect(countryFromCookie(countryCookie("PH", false).split(";")[0])).toBe("PH");
    expect(normaliseCountry("Philippines")).toBeNull();
    expect(showsQuickContact("PH")).toBe(true);
    expect(showsQuickContact("CA")).toBe(false);
    expect(showsQuickContact(null)).toBe(false);
  });

  describe("the IP service fallback", () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it("returns country_code from the service", async () => {
      const fetchImpl = vi.fn(async () => new Response(JSON.stringify({ country_code: "PH" }), { status: 200 }));
      await expect(lookUpCountry("https://geo.test/json/", fetchImpl as unknown as typeof fetch)).resolves.toBe("PH");
    });

    it("gives up after 4000 ms and ignores errors", async () => {
      const hanging = vi.fn(
        (_url: string, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")))),
      );
      const pending = lookUpCountry("https://geo.test/json/", hanging as unknown as typeof fetch);
      await vi.advanceTimersByTimeAsync(3999);
      expect(hanging.mock.calls[0][1]?.signal?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await expect(pending).resolves.toBeNull();
      const failing = vi.fn(async () => {
        throw new TypeError("network down");
      });
      await expect(lookUpCountry("https://geo.test/json/", failing as unknown as typeof fetch)).resolves.toBeNull();
      const notJson = vi.fn(async () => new Response("<html>", { status: 200 }));
      await expect(lookUpCountry("https://geo.test/json/", notJson as unknown as typeof fetch)).resolves.toBeNull();
    });
  });
});
