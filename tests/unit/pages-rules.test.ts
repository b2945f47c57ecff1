import { describe, expect, it } from "vitest";
import { projectDescription } from "@/lib/portfolio";
import { findRegion, regionViews } from "@/lib/regions";
import { swipeDirection, wrapIndex } from "@/lib/carousel";
import { HERO_ROTATION_MS, HERO_WORDS } from "@/lib/hero";
import { queryTerms, searchDocuments } from "@/lib/search";

describe("hero rotation and carousels", () => {
  it("rotates design., automate., elevate. every 2000 ms", () => {
    expect(HERO_WORDS).toEqual(["design.", "automate.", "elevate."]);
    expect(HERO_ROTATION_MS).toBe(2000);
  });
  it("wraps indexes both ways (the demos carousel modulo 3)", () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(4, 3)).toBe(1);
  });
  it("changes the item only for a swipe longer than 40 px", () => {
    expect(swipeDirection(-40)).toBe(0);
    expect(swipeDirection(40)).toBe(0);
    expect(swipeDirection(-41)).toBe(1);
    expect(swipeDirection(41)).toBe(-1);
  });
});

describe("regional pages", () => {
  it("has 19 pages with unique hero text and descriptions in bounds", () => {
    expect(regionViews).toHaveLength(19);
    expect(new Set(regionViews.map((view) => view.heroHeading)).size).toBe(19);
    expect(new Set(regionViews.map((view) => view.description)).size).toBe(19);
    for (const view of regionViews) {
      expect(view.description.length, view.slug).toBeGreaterThanOrEqual(120);
      expect(view.description.length, view.slug).toBeLessThanOrEqual(160);
      expect(view.services).toHaveLength(6);
    }
  });
  it("finds the two fixed pages and the 17 generic ones, and nothing else", () => {
    expect(findRegion("web-design-cebu-philippines")?.place).toBe("Cebu");
    expect(findRegion("web-design-toronto-ontario")?.place).toBe("Toronto");
    expect(findRegion("web-design-canada")?.place).toBe("Canada");
    expect(findRegion("web-design-atlantis")).toBeNull();
    expect(findRegion("about")).toBeNull();
  });
});

describe("search", () => {
  const docs = [
    { kind: "Article" as const, title: "Local SEO for Cebu businesses", text: "Google Business Profile", href: "/blog/a/", keywords: ["SEO", "Cebu"] },
    { kind: "Service" as const, title: "AI-Powered Solutions", text: "Chatbots that answer from your content", href: "/services/#ai-automation" },
  ];
  it("requires every term and ranks title matches first", () => {
    expect(searchDocuments(docs, "seo cebu").map((r) => r.href)).toEqual(["/blog/a/"]);
    expect(searchDocuments(docs, "chatbots").map((r) => r.href)).toEqual(["/services/#ai-automation"]);
    expect(searchDocuments(docs, "seo pizza")).toEqual([]);
    expect(searchDocuments(docs, "   ")).toEqual([]);
  });
  it("bounds the query", () => {
    expect(queryTerms("a".repeat(500))).toHaveLength(1);
    expect(queryTerms("<script>alert(1)</script>")).toEqual(["script", "alert"]);
  });
});

describe("project descriptions", () => {
  it("generates a default sentence when a project has none", () => {
    expect(projectDescription({ name: "X", description: null })).toContain("X is a concept project");
    expect(projectDescription({ name: "X", description: "Own" })).toBe("Own");
  });
});
