import { describe, expect, it } from "vitest";
import { projectDescription } from "@/lib/content/portfolio";
import { swipeDirection, wrapIndex } from "@/lib/demos/carousel";
import { HERO_ROTATION_MS, HERO_WORDS } from "@/lib/shell/hero";

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

describe("project descriptions", () => {
  it("generates a default sentence when a project has none", () => {
    expect(projectDescription({ name: "X", description: null })).toContain("X is a concept project");
    expect(projectDescription({ name: "X", description: "Own" })).toBe("Own");
  });
});
