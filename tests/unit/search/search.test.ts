import { describe, expect, it } from "vitest";
import { MAX_QUERY_LENGTH, searchDocuments } from "@/lib/search";

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
  it("bounds the query, and reads only its words", () => {
    const long = { kind: "Article" as const, title: "Long", text: "x".repeat(MAX_QUERY_LENGTH), href: "/long/" };
    expect(searchDocuments([long], "x".repeat(MAX_QUERY_LENGTH + 400)).map((r) => r.href)).toEqual(["/long/"]);
    const script = { kind: "Article" as const, title: "Script", text: "the script raised an alert", href: "/script/" };
    expect(searchDocuments([script], "<script>alert(1)</script>").map((r) => r.href)).toEqual(["/script/"]);
    expect(searchDocuments([script], "<>()/")).toEqual([]);
  });
});
