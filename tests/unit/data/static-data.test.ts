import { describe, expect, it } from "vitest";
import { faqs } from "@/lib/data/faq";
import { knownArticleSlugs } from "@/lib/data/known-articles";
import { fixedRegions, locations } from "@/lib/data/locations";
import { services } from "@/lib/data/services";
import { SLUG_PATTERN } from "@/lib/content/schemas";
import { locationSegment } from "@/config/routes";
import { site } from "@/config/site";

const duplicates = (values: string[]) => values.filter((value, index) => values.indexOf(value) !== index);

describe("the site's static data", () => {
  it("gives every regional page its own path segment, a fixed region's never taken by a generic one", () => {
    const segments = [...fixedRegions.map((region) => region.slug), ...locations.map((location) => locationSegment(location.slug))];
    expect(duplicates(segments)).toEqual([]);
    for (const location of locations) expect(location.slug, location.slug).toMatch(SLUG_PATTERN);
  });

  it("lists exactly six services on every regional page, and a description a search result can show whole", () => {
    for (const page of [...locations, ...fixedRegions]) {
      expect(page.services, page.slug).toHaveLength(6);
      expect(page.description.length, page.slug).toBeGreaterThan(0);
    }
    for (const region of fixedRegions) {
      expect(region.description.length, region.slug).toBeGreaterThanOrEqual(120);
      expect(region.description.length, region.slug).toBeLessThanOrEqual(160);
      expect(region.intro, region.slug).toHaveLength(2);
    }
  });

  it("names each service and each FAQ entry once, and answers every question", () => {
    expect(duplicates(services.map((service) => service.id))).toEqual([]);
    expect(duplicates(services.map((service) => service.anchor))).toEqual([]);
    expect(duplicates(faqs.map((entry) => entry.id))).toEqual([]);
    for (const entry of faqs) {
      expect(entry.question.trim(), entry.id).not.toBe("");
      expect(entry.answer.trim(), entry.id).not.toBe("");
    }
  });

  it("spells the known articles' slugs as the content schema accepts them, once each", () => {
    const slugs = knownArticleSlugs(site.brandSlug);
    expect(duplicates(slugs)).toEqual([]);
    for (const slug of slugs) expect(slug).toMatch(SLUG_PATTERN);
  });
});
