import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isOneDecimalLimit, jsFigureKb, overLimit } from "../../harness/js-figure.mjs";

describe("the JavaScript figure of a page type", () => {
  it("is its gzip KB to one decimal", () => {
    expect(jsFigureKb(158.2 * 1024)).toBe(158.2);
    expect(jsFigureKb(Math.round(150.84 * 1024))).toBe(150.8);
    expect(jsFigureKb(Math.round(150.86 * 1024))).toBe(150.9);
  });

  it("is over its limit only when the figure is above it: the same figure is not larger", () => {
    expect(overLimit(Math.round(150.9 * 1024), 150.9)).toBe(false);
    expect(overLimit(Math.round(150.94 * 1024), 150.9)).toBe(false);
    expect(overLimit(Math.round(150.96 * 1024), 150.9)).toBe(true);
    expect(overLimit(Math.round(151.5 * 1024), 150.9)).toBe(true);
  });

  it("takes limits written with at most one decimal, and budgets.json writes each page type's so", () => {
    for (const limit of [158.2, 150, 129.5]) expect(isOneDecimalLimit(limit), String(limit)).toBe(true);
    for (const limit of [158.25, 0, -1, Number.NaN, "158.2", null]) expect(isOneDecimalLimit(limit), String(limit)).toBe(false);
    const budgets = JSON.parse(readFileSync("budgets.json", "utf8")).javascriptKb as Record<string, { limit: unknown }>;
    expect(Object.keys(budgets).length).toBeGreaterThan(10);
    for (const [pageType, { limit }] of Object.entries(budgets)) expect(isOneDecimalLimit(limit), pageType).toBe(true);
  });
});
