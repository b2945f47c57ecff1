import { describe, expect, it } from "vitest";
import { queryTerms, searchDocuments } from "@/lib/search";

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
