import { describe, expect, it } from "vitest";
import { retryDelayMs, MAX_RETRY_DELAY_MS } from "@/lib/inquiries/backoff";
import { forwardingConfig, claimLeaseMs } from "@/lib/inquiries/config";
import { RETRY_RUN_BUDGET_MS } from "@/lib/inquiries/forwarding";
import { MAX_FORWARD_TIMEOUT_MS, readEnvironment } from "@/config/env";
import { INQUIRY_LIMITS, INQUIRY_MESSAGES, type InquiryFieldValues } from "@/lib/inquiries/rules";
import { parseInquiry, validateInquiryFields } from "@/lib/inquiries/schema";
import { inquiryServiceLabel, inquiryServiceOptions, serviceFromQuery } from "@/lib/inquiries/service-options";
import { SERVICE_TITLES } from "@/lib/data/service-titles";

describe("the service options", () => {
  it("are the product's four values and labels, in order", () => {
    expect(inquiryServiceOptions).toEqual([
      { value: "web-design", label: SERVICE_TITLES["web-design"] },
      { value: "ai-integration", label: SERVICE_TITLES["ai-integration"] },
      { value: "digital-transformation", label: SERVICE_TITLES["digital-marketing"] },
      { value: "other", label: "Other Inquiry" },
    ]);
    expect(inquiryServiceLabel("other")).toBe("Other Inquiry");
    expect(inquiryServiceLabel("nope")).toBeNull();
  });

  it.each([
    ["web-design", "web-design"],
    ["ai-integration", "ai-integration"],
    ["digital-marketing", "digital-transformation"],
    ["Digital-Marketing ", "digital-transformation"],
    ["digital-transformation", "digital-transformation"],
    ["other", "other"],
    [["ai-integration", "web-design"], "ai-integration"],
    ["seo", undefined],
    ["", undefined],
    [undefined, undefined],
    [null, undefined],
  ] as const)("?service=%j preselects %j", (param, expected) => {
    expect(serviceFromQuery(param as string | string[] | null | undefined)).toBe(expected);
  });
});

describe("the field rules, shared by the form and the server", () => {
  const table: [InquiryFieldValues, ReturnType<typeof validateInquiryFields>][] = [
    [{ name: "Ana", email: "ana@example.com", message: "Hi" }, {}],
    [{ name: "", email: "", message: "" }, { name: INQUIRY_MESSAGES.nameRequired, email: INQUIRY_MESSAGES.emailRequired, message: INQUIRY_MESSAGES.messageRequired }],
    [{ name: "Ana", email: "ana@", message: "Hi" }, { email: INQUIRY_MESSAGES.emailInvalid }],
    [{ name: "Ana", email: "ana@example..com", message: "Hi" }, { email: INQUIRY_MESSAGES.emailInvalid }],
    [{ name: "Ana", email: "user%tag@example.com", message: "Hi" }, {}],
    [{ name: "Ana", email: "ana@example.com", message: "Hi", phone: "" }, {}],
    [{ name: "Ana", email: "ana@example.com", message: "Hi", phone: "(604) 555-0199" }, {}],
    [{ name: "Ana", email: "ana@example.com", message: "Hi", phone: "555" }, { phone: INQUIRY_MESSAGES.phoneInvalid }],
    [{ name: "Ana", email: "ana@example.com", message: "Hi", phone: "+1 604 555 0100 ext 12" }, {}],
    [{ name: "Ana", email: "ana@example.com", message: "Hi", service: "" }, {}],
    [{ name: "Ana", email: "ana@example.com", message: "Hi", service: "seo" }, { service: INQUIRY_MESSAGES.serviceInvalid }],
    [{ name: "x".repeat(INQUIRY_LIMITS.name + 1), email: "ana@example.com", message: "m".repeat(INQUIRY_LIMITS.message + 1) }, { name: INQUIRY_MESSAGES.nameTooLong, message: INQUIRY_MESSAGES.messageTooLong }],
  ];

  it.each(table)("%j gives %j in the browser and the same on the server", (values, expected) => {
    expect(validateInquiryFields(values)).toEqual(expected);
    const parsed = parseInquiry(values);
    if (Object.keys(expected).length === 0) expect(parsed.ok).toBe(true);
    else expect(parsed.ok ? {} : parsed.fields).toEqual(expected);
  });

  it("tells a short form from a full one by the fields sent", () => {
    const short = parseInquiry({ name: "Ana", email: "ana@example.com", message: "Hi", _honey: "", _captcha: "false" });
    const full = parseInquiry({ name: "Ana", email: "ana@example.com", message: "Hi", phone: "", service: "" });
    expect(short.ok && short.inquiry.form).toBe("short");
    expect(full.ok && full.inquiry).toMatchObject({ form: "full", phone: null, service: null });
  });
});

describe("forwarding configuration", () => {
  it("forwards to CONTACT_FORWARD_EMAIL through formsubmit.co by default, with an 8 s time-out", () => {
    expect(forwardingConfig(readEnvironment({ CONTACT_FORWARD_EMAIL: "hello@northtide.studio" }).forwarding)).toEqual({
      enabled: true,
      endpoint: "https://formsubmit.co/ajax/hello%40northtide.studio",
      recipient: "hello@northtide.studio",
      timeoutMs: 8000,
      origin: "https://northtide.studio",
    });
  });

  it("forwards nothing when CONTACT_FORWARD_EMAIL is unset or empty (never to the example's address), or off", () => {
    for (const env of [{}, { CONTACT_FORWARD_EMAIL: "" }]) expect(forwardingConfig(readEnvironment(env).forwarding)).toEqual({ enabled: false, reason: "CONTACT_FORWARD_EMAIL is not set" });
    expect(forwardingConfig(readEnvironment({ CONTACT_FORWARD_EMAIL: "off" }).forwarding)).toEqual({ enabled: false, reason: 'CONTACT_FORWARD_EMAIL is "off"' });
  });

  it("takes FORMSUBMIT_URL, CONTACT_FORWARD_TIMEOUT_MS and the retry base from the environment", () => {
    const config = forwardingConfig(readEnvironment({ FORMSUBMIT_URL: "http://127.0.0.1:3309/", CONTACT_FORWARD_TIMEOUT_MS: "2000", CONTACT_FORWARD_EMAIL: "x@y.co" }).forwarding);
    expect(config).toMatchObject({ endpoint: "http://127.0.0.1:3309/ajax/x%40y.co", timeoutMs: 2000 });
    expect(forwardingConfig(readEnvironment({ CONTACT_FORWARD_TIMEOUT_MS: "soon", CONTACT_FORWARD_EMAIL: "x@y.co" }).forwarding)).toMatchObject({ timeoutMs: 8000 });
    expect(readEnvironment({}).forwarding.retryBaseMs).toBe(60_000);
    expect(readEnvironment({ CONTACT_RETRY_BASE_MS: "0" }).forwarding.retryBaseMs).toBe(0);
    expect(readEnvironment({ CONTACT_RETRY_BASE_MS: "-5" }).forwarding.retryBaseMs).toBe(60_000);
  });

  it("holds a claim as long as its one forward can take (a second try's four time-outs) and the record of its outcome", () => {
    expect(claimLeaseMs(readEnvironment({}).forwarding)).toBe(4 * 8000 + 4000);
    expect(claimLeaseMs(readEnvironment({ CONTACT_FORWARD_TIMEOUT_MS: "300" }).forwarding)).toBe(4 * 300 + 2000);
    // The longest time-out allowed leaves a run 5 s to start forwards in, and a run ends well inside the 60 s a function may take.
    const longest = claimLeaseMs(readEnvironment({ CONTACT_FORWARD_TIMEOUT_MS: String(MAX_FORWARD_TIMEOUT_MS) }).forwarding);
    expect(longest + 5_000).toBeLessThanOrEqual(RETRY_RUN_BUDGET_MS);
    expect(RETRY_RUN_BUDGET_MS).toBeLessThanOrEqual(60_000 - 10_000);
  });
});

describe("the back-off", () => {
  it("doubles from the base after each failed attempt and stops growing at six hours", () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, 60_000))).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(20, 60_000)).toBe(MAX_RETRY_DELAY_MS);
    expect(retryDelayMs(500, 60_000)).toBe(MAX_RETRY_DELAY_MS);
    expect(retryDelayMs(0, 60_000)).toBe(60_000);
  });
});
