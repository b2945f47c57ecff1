import { beforeEach, describe, expect, it, vi } from "vitest";
import { BODY_TOO_LARGE_MESSAGE } from "@/lib/http/body";
import { CROSS_SITE_MESSAGE } from "@/lib/security/same-origin";
import type { SubmitOutcome } from "@/lib/inquiries/submit";

/**
 * The contact form posted without JavaScript (lib/inquiries/form-post.ts): it hands submitInquiry exactly what
 * POST /api/contact/ would (the rules are submitInquiry's, tested in contact-route.test.ts), and turns each outcome
 * into "sent" or the state the form shows again, with what was typed.
 */
const submitInquiry = vi.fn<(body: unknown, clientKey: string) => Promise<SubmitOutcome>>();
vi.mock("@/lib/inquiries/submit", () => ({ submitInquiry: (body: unknown, key: string) => submitInquiry(body, key) }));
const { contactFormFields, submitContactForm } = await import("@/lib/inquiries/form-post");

const sameSite = () => new Headers({ "sec-fetch-site": "same-origin", origin: "https://northtide.studio", "x-real-ip": "203.0.113.7" });

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  data.append("$ACTION_REF_1", "");
  data.append("$ACTION_1:0", '{"id":"abc","bound":"$@1"}');
  data.append("$ACTION_KEY", "k123");
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const typed = { name: "Maria <b>Santos</b>", email: "maria@", phone: "", service: "web-design", message: "Hello & welcome" };

beforeEach(() => submitInquiry.mockReset());

describe("the contact form without JavaScript", () => {
  it("passes submitInquiry the fields as the JSON endpoint reads a form: strings, first value kept, no $ACTION fields", async () => {
    submitInquiry.mockResolvedValue({ kind: "stored", id: "1", forwarding: "started" });
    const data = form({ ...typed, _honey: "", _captcha: "false" });
    data.append("name", "second value");
    data.append("attachment", new Blob(["x"]), "x.txt");
    expect(await submitContactForm(data, sameSite())).toEqual({ sent: true });
    expect(submitInquiry).toHaveBeenCalledTimes(1);
    const [body, key] = submitInquiry.mock.calls[0];
    expect(body).toEqual({ ...typed, _honey: "", _captcha: "false" });
    expect(key).toContain("203.0.113.7");
    expect(contactFormFields(data)).toEqual(body);
  });

  it.each<[SubmitOutcome]>([[{ kind: "kept", id: "1", delivery: "forwarded" }], [{ kind: "duplicate", id: "2" }], [{ kind: "spam", id: "3" }]])("answers %j as sent", async (outcome) => {
    submitInquiry.mockResolvedValue(outcome);
    expect(await submitContactForm(form(typed), sameSite())).toEqual({ sent: true });
  });

  it("gives back the messages and everything typed when the fields are refused", async () => {
    submitInquiry.mockResolvedValue({ kind: "invalid", message: "Please check the highlighted fields.", fields: { email: "Please enter a valid e-mail address." } });
    expect(await submitContactForm(form({ ...typed, _honey: "" }), sameSite())).toEqual({
      sent: false,
      state: { message: "Please check the highlighted fields.", fields: { email: "Please enter a valid e-mail address." }, values: typed },
    });
  });

  it("shows the rate limit's and the store failure's texts, with what was typed", async () => {
    submitInquiry.mockResolvedValueOnce({ kind: "rate_limited", message: "Please wait 3 minutes.", retryAfterSeconds: 180 });
    expect(await submitContactForm(form(typed), sameSite())).toEqual({ sent: false, state: { message: "Please wait 3 minutes.", fields: {}, values: typed } });
    submitInquiry.mockResolvedValueOnce({ kind: "store_failed", message: "We couldn't save your message just now." });
    expect(await submitContactForm(form(typed), sameSite())).toEqual({ sent: false, state: { message: "We couldn't save your message just now.", fields: {}, values: typed } });
  });

  it("refuses a post from another site and one larger than the endpoint takes, without submitting", async () => {
    const crossSite = new Headers({ "sec-fetch-site": "cross-site", origin: "https://elsewhere.example" });
    expect(await submitContactForm(form(typed), crossSite)).toEqual({ sent: false, state: { message: CROSS_SITE_MESSAGE, fields: {}, values: typed } });
    const long = { ...typed, message: "x".repeat(40 * 1024) };
    expect(await submitContactForm(form(long), sameSite())).toEqual({ sent: false, state: { message: BODY_TOO_LARGE_MESSAGE, fields: {}, values: long } });
    expect(submitInquiry).not.toHaveBeenCalled();
  });
});
