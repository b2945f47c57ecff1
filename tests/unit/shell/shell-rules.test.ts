import { describe, expect, it } from "vitest";
import { consentValueFor } from "@/lib/shell/consent";
import { headerState, isActivePath, scrollProgress } from "@/lib/shell/header";
import { navItems } from "@/lib/shell/navigation";
import { keepSmoothScrollLoop, SMOOTH_SCROLL_IDLE_MS } from "@/lib/shell/smooth-scroll";

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

describe("cookie consent", () => {
  it("stores accepted_all, essentials_only, rejected, and rejected for the close button", () => {
    expect(consentValueFor("accept_all")).toBe("accepted_all");
    expect(consentValueFor("essentials_only")).toBe("essentials_only");
    expect(consentValueFor("reject_all")).toBe("rejected");
    expect(consentValueFor("close")).toBe("rejected");
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
