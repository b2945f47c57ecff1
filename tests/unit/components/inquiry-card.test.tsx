import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { InquiryCard } from "@/components/admin/inquiry-card";
import type { StoredInquiry } from "@/lib/inquiries/store-types";
import { storedInquiry } from "../../support/stored-inquiry";

/** The inbox card's notes about delivery: a lead that may have reached the founder twice says so. */

const card = (overrides: Partial<StoredInquiry>) => renderToStaticMarkup(<InquiryCard inquiry={storedInquiry(overrides)} query={{ page: 1, view: "open" }} />);

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
