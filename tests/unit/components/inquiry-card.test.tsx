import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { InquiryCard } from "@/components/admin/inquiry-card";
import type { StoredInquiry } from "@/lib/inquiries/store-types";

/** The inbox card's notes about delivery: a lead that may have reached the founder twice says so. */

const inquiry = (overrides: Partial<StoredInquiry>): StoredInquiry => ({
  id: "0b7c3c1e-5d0e-4a8f-9d51-2f1f8f0d6a11",
  name: "Ana Reyes",
  email: "ana@example.com",
  phone: null,
  service: null,
  message: "Hello",
  form: "short",
  status: "sent",
  attempts: 1,
  unansweredAttempts: 0,
  lastError: null,
  nextAttemptAt: null,
  forwardedAt: "2026-11-27T02:00:00.000Z",
  handledAt: null,
  createdAt: "2026-11-27T01:59:00.000Z",
  ...overrides,
});

const card = (overrides: Partial<StoredInquiry>) => renderToStaticMarkup(<InquiryCard inquiry={inquiry(overrides)} query={{ page: 1, view: "open" }} />);

describe("the inbox card", () => {
  it("marks a delivered lead whose earlier forward got no answer as a possible second copy", () => {
    expect(card({ attempts: 2, unansweredAttempts: 1 })).toContain('data-testid="repeat-note"');
    expect(card({})).not.toContain('data-testid="repeat-note"');
  });

  it("says an uncertain lead may have arrived once, twice or not at all", () => {
    const html = card({ status: "uncertain", attempts: 2, unansweredAttempts: 2, forwardedAt: null });
    expect(html).toContain('data-testid="uncertain-note"');
    expect(html).toContain("once, twice or not at all");
    expect(html).not.toContain('data-testid="repeat-note"');
  });
});
