import { describe, expect, it } from "vitest";
import { allDemoItems, demoCategories, initialDemoId, isDemoEnabled } from "@/lib/demos/catalog";
import { DASHBOARD_RANGES, generateDashboardData, KPI_DELTAS } from "@/lib/demos/dashboard";
import { activeSection } from "@/lib/demos/scroll-spy";
import { templateBackTarget } from "@/lib/demos/back";

function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

describe("demo catalogue", () => {
  it("has the product's three categories and items in order", () => {
    expect(demoCategories.map((c) => [c.id, c.label])).toEqual([["premium-websites", "Website Samples"], ["ai-automations", "AI Automations"], ["digital-transformation", "Digital Transformation"]]);
    expect(demoCategories[0].items.map((i) => i.id)).toEqual(["basic-template", "premium-template", "editorial-template", "ecommerce-template", "animated-template"]);
    expect(demoCategories[1].items.map((i) => i.id)).toEqual(["ai-chatbot", "ai-workflow", "email-assistant", "lead-scoring", "content-generation", "ai-analytics"]);
    expect(demoCategories[2].items.map((i) => i.id)).toEqual(["dt-dashboard", "dt-crm", "employee-portal", "document-management", "inventory-tracker", "kpi-hub"]);
  });

  it("enables only items with variations, an element or a gallery", () => {
    expect(allDemoItems.filter(isDemoEnabled).map((i) => i.id)).toEqual(["basic-template", "ai-chatbot", "dt-dashboard"]);
    expect(isDemoEnabled({ id: "x", label: "x", description: "", imageUrl: "/a.svg" })).toBe(false);
    expect(isDemoEnabled({ id: "x", label: "x", description: "", gallery: ["/a.svg"] })).toBe(true);
  });

  it("picks the initial demo from the query, then the hash, then the first item", () => {
    expect(initialDemoId("dt-dashboard", "#ai-chatbot")).toBe("dt-dashboard");
    expect(initialDemoId(null, "#ai-chatbot")).toBe("ai-chatbot");
    expect(initialDemoId("nope", "")).toBe("basic-template");
    expect(initialDemoId("dt-crm", null)).toBe("basic-template");
    expect(initialDemoId(undefined, undefined)).toBe("basic-template");
  });
});

describe("dashboard data", () => {
  it("has 12 points M1..M12 with whole values inside the ranges, over many generations", () => {
    const random = seeded(42);
    for (let run = 0; run < 500; run++) {
      const data = generateDashboardData(random);
      expect(data.map((p) => p.name)).toEqual(Array.from({ length: 12 }, (_, i) => `M${i + 1}`));
      for (const point of data) {
        for (const key of ["visitors", "signups", "revenue"] as const) {
          const [min, max] = DASHBOARD_RANGES[key];
          expect(Number.isInteger(point[key])).toBe(true);
          expect(point[key]).toBeGreaterThanOrEqual(min);
          expect(point[key]).toBeLessThanOrEqual(max);
        }
      }
    }
  });

  it("reaches both ends of each range", () => {
    expect(generateDashboardData(() => 0)[0]).toEqual({ name: "M1", visitors: 2000, signups: 400, revenue: 5000 });
    expect(generateDashboardData(() => 0.999999)[0]).toEqual({ name: "M1", visitors: 9999, signups: 1899, revenue: 24999 });
  });

  it("shows the fixed KPI deltas", () => {
    expect(KPI_DELTAS.map((k) => `${k.label} ${k.delta}%`)).toEqual(["Visitors +12.4%", "Sign-ups +5.1%", "Revenue \u22123.2%"]);
  });
});

describe("scroll-spy", () => {
  const sections = [{ id: "home", top: 0 }, { id: "about", top: 600 }, { id: "services", top: 1200 }];
  it("follows the scroll position with a 100 px offset", () => {
    expect(activeSection(sections, 0)).toBe("home");
    expect(activeSection(sections, 499)).toBe("home");
    expect(activeSection(sections, 500)).toBe("about");
    expect(activeSection(sections, 1100)).toBe("services");
  });
});

describe("a standalone template's Back", () => {
  it("goes back whenever the tab has history, wherever the visitor came from", () => {
    expect(templateBackTarget(2)).toEqual({ back: true });
    expect(templateBackTarget(50)).toEqual({ back: true });
  });

  it("goes to the demo browser when there is no history (a new tab)", () => {
    expect(templateBackTarget(1)).toEqual({ back: false, href: "/demo/" });
    expect(templateBackTarget(0)).toEqual({ back: false, href: "/demo/" });
  });
});
