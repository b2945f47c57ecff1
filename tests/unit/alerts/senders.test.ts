import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { AlertsDecision } from "@/config/env";
import { type AlertMessage, deliveredAlert, describeAge, discordText, newLeadAlert, slackText, stuckAlert, uncertainAlert } from "@/lib/alerts/messages";
import { sendAlert } from "@/lib/alerts/senders";
import { startAlertChannelStubs } from "../../support/alert-channels";
import { closedPort } from "../../support/local-server";
import { SERVICE_TITLES } from "@/lib/data/service-titles";

/** The alert texts, and the two senders against local stand-ins of a chat webhook and of Resend's API. */

const NOW = Date.parse("2026-03-02T10:30:00Z");
const lead = {
  id: "0b7c3c1e-5d0e-4a8f-9d51-2f1f8f0d6a11",
  name: "Maria Santos",
  email: "maria@example.com",
  service: "web-design" as const,
  createdAt: "2026-03-02T10:07:00Z",
  status: "failed" as const,
  lastError: "FormSubmit answered HTTP 503: Service unavailable",
};
const MESSAGE_TEXT = "We need a new website for our Cebu bakery.";

let channels: Awaited<ReturnType<typeof startAlertChannelStubs>>;
const email = (overrides: Partial<NonNullable<AlertsDecision["email"]>> = {}) => ({ apiKey: "re_test_key", to: ["founder@example.com"], from: "Alerts <onboarding@resend.dev>", baseUrl: channels.resendUrl, ...overrides });
const decision = (overrides: Partial<AlertsDecision> = {}): AlertsDecision => ({ webhookUrl: channels.webhookUrl, email: email(), onNewLead: false, stuckAfterMs: 900_000, ...overrides });
/** An alert with only the webhook configured, or only e-mail. */
const sendWebhookAlert = (url: string, message: AlertMessage, timeoutMs?: number) => sendAlert(decision({ webhookUrl: url, email: null }), message, timeoutMs);
const sendEmailAlert = (settings: NonNullable<AlertsDecision["email"]>, message: AlertMessage, timeoutMs?: number) => sendAlert(decision({ webhookUrl: null, email: settings }), message, timeoutMs);

beforeAll(async () => {
  channels = await startAlertChannelStubs();
});
beforeEach(() => {
  channels.reset();
  vi.restoreAllMocks();
});
afterAll(async () => {
  await channels.close();
});

describe("the alert texts", () => {
  it("name the lead, its e-mail, service, age and reference, and link to the inbox; never its message", () => {
    for (const message of [stuckAlert(lead, NOW), uncertainAlert({ ...lead, status: "uncertain" }, NOW), deliveredAlert(lead, NOW), newLeadAlert(lead, NOW)]) {
      expect(message.text).toContain("Name: Maria Santos");
      expect(message.text).toContain("E-mail: maria@example.com");
      expect(message.text).toContain(`Service: ${SERVICE_TITLES["web-design"]}`);
      expect(message.text).toContain("Received: 23 minutes ago");
      expect(message.text).toContain(`Reference: ${lead.id}`);
      expect(message.text).toContain("https://northtide.studio/admin/");
      expect(message.text).not.toContain(MESSAGE_TEXT);
      expect(message.subject).toContain("Maria Santos");
    }
    expect(stuckAlert(lead, NOW).subject).toBe("Lead not delivered for 23 minutes: Maria Santos");
    expect(stuckAlert(lead, NOW).text).toContain("(status: failed). Last error: FormSubmit answered HTTP 503");
    expect(uncertainAlert(lead, NOW).text).toContain("may have been delivered");
    expect(uncertainAlert(lead, NOW).text).toContain("retry it from the inbox");
    expect(deliveredAlert(lead, NOW).subject).toBe("Lead delivered at last: Maria Santos");
  });

  it("say an age in its largest whole unit", () => {
    expect([0, 59_999, 60_000, 23 * 60_000 + 59_000, 3_600_000, 2 * 86_400_000 + 5].map(describeAge)).toEqual(["0 seconds", "59 seconds", "1 minute", "23 minutes", "1 hour", "2 days"]);
  });

  it("keep a lead's own text from pinging a Slack channel or a Discord server, or from formatting", () => {
    expect(slackText("<!channel> & <https://evil.example|click>")).toBe("&lt;!channel&gt; &amp; &lt;https://evil.example|click&gt;");
    const discord = discordText("@everyone **Maria** <@123> [click](https://evil.example)");
    expect(discord).not.toContain("@everyone");
    expect(discord).not.toContain("<@");
    expect(discord).toContain("\\*\\*Maria\\*\\*");
    expect(discord).toContain("\\[click\\]");
  });
});

describe("the webhook sender", () => {
  it("posts {text, content} as JSON and is true when the webhook takes it", async () => {
    expect(await sendWebhookAlert(channels.webhookUrl, stuckAlert(lead, NOW))).toBe(true);
    const [request] = channels.webhook.requests;
    expect(request.method).toBe("POST");
    expect(request.headers["content-type"]).toBe("application/json");
    const body = JSON.parse(request.body);
    expect(Object.keys(body).sort()).toEqual(["content", "text"]);
    expect(body.text).toContain("Web Design &amp; Development");
    expect(body.content).toContain(SERVICE_TITLES["web-design"]);
  });

  it("is false and logs when the webhook refuses, cannot be reached or does not answer in time, never logging its URL and never throwing", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    channels.setMode("webhook", "fail");
    expect(await sendWebhookAlert(channels.webhookUrl, stuckAlert(lead, NOW))).toBe(false);
    expect(warn).toHaveBeenLastCalledWith(expect.stringContaining("answered HTTP 404"));

    expect(await sendWebhookAlert(`http://127.0.0.1:${await closedPort()}/hook`, stuckAlert(lead, NOW))).toBe(false);
    expect(warn).toHaveBeenLastCalledWith(expect.stringContaining("could not be reached"));

    channels.setMode("webhook", "hang");
    const started = Date.now();
    expect(await sendWebhookAlert(channels.webhookUrl, stuckAlert(lead, NOW), 300)).toBe(false);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(warn).toHaveBeenLastCalledWith(expect.stringContaining("no answer within the time-out"));
    for (const [line] of warn.mock.calls) expect(String(line)).not.toContain("secret-token");
  });
});

describe("the Resend sender", () => {
  it("sends the alert through Resend's API with the key, from the configured sender to the configured addresses", async () => {
    expect(await sendEmailAlert(email({ to: ["founder@example.com", "partner@example.org"] }), stuckAlert(lead, NOW))).toBe(true);
    expect(channels.emails).toEqual([
      {
        from: "Alerts <onboarding@resend.dev>",
        to: ["founder@example.com", "partner@example.org"],
        subject: "Lead not delivered for 23 minutes: Maria Santos",
        text: stuckAlert(lead, NOW).text,
        authorization: "Bearer re_test_key",
      },
    ]);
  });

  it("is false and logs when Resend refuses or does not answer in time, never throwing", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    channels.setMode("resend", "fail");
    expect(await sendEmailAlert(email(), stuckAlert(lead, NOW))).toBe(false);
    expect(warn).toHaveBeenLastCalledWith(expect.stringContaining("Resend refused the alert e-mail (validation_error: The from address is not verified.)"));

    channels.setMode("resend", "hang");
    const started = Date.now();
    expect(await sendEmailAlert(email(), stuckAlert(lead, NOW), 300)).toBe(false);
    expect(Date.now() - started).toBeLessThan(3000);
    for (const [line] of warn.mock.calls) expect(String(line)).not.toContain("re_test_key");
  });
});

describe("sending on every configured channel", () => {
  it("sends on both, and counts as sent when at least one takes it", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(await sendAlert(decision(), newLeadAlert(lead, NOW))).toBe(true);
    expect(channels.webhookMessages).toHaveLength(1);
    expect(channels.emails).toHaveLength(1);

    channels.setMode("webhook", "fail");
    expect(await sendAlert(decision(), newLeadAlert(lead, NOW))).toBe(true);
    channels.setMode("resend", "fail");
    expect(await sendAlert(decision(), newLeadAlert(lead, NOW))).toBe(false);
    expect(await sendAlert(decision({ webhookUrl: null, email: null }), newLeadAlert(lead, NOW))).toBe(false);
  });
});
