import { describe, expect, it } from "vitest";
import { routes } from "@/config/routes";
import { queryPageRewrite } from "@/lib/http/query-pages";
import { formatLongDate, pageSlice, placeholderText, resolvePage, truncateTitle } from "@/lib/blog/format";
import { articleDescription, regionalDescription } from "@/lib/seo/description";

describe("blog formatting", () => {
  it("formats dates in long US format, or null", () => {
    expect(formatLongDate("2025-03-14T09:00:00+08:00")).toBe("March 14, 2025");
    expect(formatLongDate(null)).toBeNull();
    expect(formatLongDate("not a date")).toBeNull();
  });

  it("truncates titles to 50 characters plus '...' only when longer", () => {
    const long = "Advanced Technical SEO: Core Web Vitals, Site Architecture and Performance";
    expect(truncateTitle(long)).toBe(`${long.slice(0, 50).trimEnd()}...`);
    expect(truncateTitle("Short title")).toBe("Short title");
    expect(truncateTitle("x".repeat(50))).toBe("x".repeat(50));
  });

  it("takes the first n characters for placeholders", () => {
    expect(placeholderText("Local SEO for Cebu Businesses in 2025", 20)).toBe("Local SEO for Cebu B");
    expect(placeholderText("Local SEO for Cebu Businesses in 2025", 25)).toBe("Local SEO for Cebu Busine");
  });

  it("resolves ?page= sensibly", () => {
    expect(resolvePage(undefined, 14)).toEqual({ page: 1, totalPages: 3 });
    expect(resolvePage("2", 14)).toEqual({ page: 2, totalPages: 3 });
    expect(resolvePage("99", 14)).toEqual({ page: 3, totalPages: 3 });
    expect(resolvePage("0", 14).page).toBe(1);
    expect(resolvePage("-3", 14).page).toBe(1);
    expect(resolvePage("abc", 14).page).toBe(1);
    expect(resolvePage("1e9", 14).page).toBe(1);
    expect(resolvePage(["2", "3"], 14).page).toBe(2);
    expect(resolvePage("1", 0)).toEqual({ page: 1, totalPages: 1 });
    expect(pageSlice([1, 2, 3, 4, 5, 6, 7, 8], 2)).toEqual([7, 8]);
  });
});

describe("meta descriptions", () => {
  it("regional: uses the stored description at 120–160 characters", () => {
    const stored = "x".repeat(140);
    expect(regionalDescription(stored, "f")).toBe(stored);
    expect(regionalDescription("y".repeat(160), "f")).toHaveLength(160);
  });

  it("regional: appends the consultation sentence under 120 and cuts to 152 + '...' over 155", () => {
    expect(regionalDescription("Short text about Baguio.", "f")).toBe("Short text about Baguio. Contact us for a free consultation today!");
    const long = "z".repeat(208);
    const cut = regionalDescription(long, "f");
    expect(cut).toBe(`${"z".repeat(152)}...`);
    expect(cut).toHaveLength(155);
  });

  it("articles: uses the excerpt at 120–155 characters inclusive, else generates one in bounds", () => {
    expect(articleDescription("T", "e".repeat(120))).toBe("e".repeat(120));
    expect(articleDescription("T", "e".repeat(155))).toBe("e".repeat(155));
    const generated = articleDescription("A Title", "e".repeat(156));
    expect(generated.length).toBeLessThanOrEqual(155);
    expect(generated.startsWith("A Title: ")).toBe(true);
    const short = articleDescription("A Title", "Brief.");
    expect(short.length).toBeGreaterThanOrEqual(50);
    expect(short.length).toBeLessThanOrEqual(155);
    expect(articleDescription("A Title", null)).toContain("A Title");
  });
});

describe("changing the journal's page", () => {
  it("links page 1 to /blog/ and the others to /blog/?page=n, the URLs proxy.ts rewrites", () => {
    expect(routes.blogPage(1)).toBe("/blog/");
    expect(routes.blogPage(2)).toBe("/blog/?page=2");
    expect(queryPageRewrite("/blog/", new URLSearchParams("page=2"))).toBe(routes.rewrites.blogPage(2));
    expect(queryPageRewrite("/blog/", new URLSearchParams("page=1"))).toBeNull();
  });

  it("opens each page at its list, the heading the page change focuses", () => {
    expect(routes.blogPageList(1)).toBe("/blog/#articles");
    expect(routes.blogPageList(3)).toBe("/blog/?page=3#articles");
  });
});
