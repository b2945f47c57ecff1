import { describe, expect, it } from "vitest";
import { findRegion, regionViews } from "@/lib/regions";

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
