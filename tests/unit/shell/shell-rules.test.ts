import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { consentValueFor, isConsentValue } from "@/lib/consent";
import { countryFromHeaders, normaliseCountry, showsQuickContact } from "@/lib/geo";
import { countryCookie, countryFromCookie, lookUpCountry } from "@/lib/geo-client";
import { headerState, isActivePath, scrollProgress } from "@/lib/header";
import { navItems } from "@/lib/navigation";
import { resolveTheme } from "@/lib/theme";
import { keepSmoothScrollLoop, SMOOTH_SCROLL_IDLE_MS } from "@/lib/smooth-scroll";

describe("navigation", () => {
  it("lists the seven items in the product's order with trailing slashes", () => {
    expect(navItems.map((item) => item.label)).toEqual(["Home", "About", "Services", "Portfolio", "Demo", "Blog", "Contact"]);
    expect(navItems.every((item) => item.href.endsWith("/"))).toBe(true);
  });

  it("marks the item whose path equals the current path or is a prefix of it", () => {
    expect(isActivePath("/blog/", "/blog/")).toBe(true);
    expect(isActivePath("/blog/", "/blog/local-seo-cebu-businesses-2025/")).toBe(true);
    expect(isActivePath("/blog/", "/blog")).toBe(true);
    expect(isActivePath("/", "/")).toBe(true);
    expect(isActivePath("/", "/about/")).toBe(false);
    expect(isActivePath("/about/", "/services/")).toBe(false);
  });
});

describe("header", () => {
  it("is compact after 50 px and full-width within the top 5% of the viewport", () => {
    expect(headerState(0, 900)).toEqual({ compact: false, fullWidth: true });
    expect(headerState(45, 900)).toEqual({ compact: false, fullWidth: true });
    expect(headerState(50, 900)).toEqual({ compact: false, fullWidth: false });
    expect(headerState(51, 900)).toEqual({ compact: true, fullWidth: false });
    expect(headerState(60, 2000)).toEqual({ compact: true, fullWidth: true });
  });

  it("reports scroll progress between 0 and 1", () => {
    expect(scrollProgress(0, 3000, 1000)).toBe(0);
    expect(scrollProgress(1000, 3000, 1000)).toBe(0.5);
    expect(scrollProgress(5000, 3000, 1000)).toBe(1);
    expect(scrollProgress(10, 800, 1000)).toBe(0);
  });
});

describe("theme", () => {
  it("uses the stored value, else the system preference", () => {
    expect(resolveTheme("light", true)).toBe("light");
    expect(resolveTheme("dark", false)).toBe("dark");
    expect(resolveTheme(null, true)).toBe("dark");
    expect(resolveTheme("purple", false)).toBe("light");
  });
});

describe("cookie consent", () => {
  it("stores accepted_all, essentials_only, rejected, and rejected for the close button", () => {
    expect(consentValueFor("accept_all")).toBe("accepted_all");
    expect(consentValueFor("essentials_only")).toBe("essentials_only");
    expect(consentValueFor("reject_all")).toBe("rejected");
    expect(consentValueFor("close")).toBe("rejected");
    expect(isConsentValue("rejected")).toBe(true);
    expect(isConsentValue("yes")).toBe(false);
  });
});

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

describe("the smooth-scroll frame loop", () => {
  it("runs while Lenis is scrolling, however long ago the gesture was", () => {
    expect(keepSmoothScrollLoop(true, 10_000, 0)).toBe(true);
  });
  it("runs for a short while after a wheel or touch gesture, then stops on a still page", () => {
    expect(keepSmoothScrollLoop(false, 1000 + SMOOTH_SCROLL_IDLE_MS - 1, 1000)).toBe(true);
    expect(keepSmoothScrollLoop(false, 1000 + SMOOTH_SCROLL_IDLE_MS, 1000)).toBe(false);
    expect(keepSmoothScrollLoop(false, 60_000, 0)).toBe(false);
  });
});
