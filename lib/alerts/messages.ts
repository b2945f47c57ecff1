import { absoluteUrl, site } from "@/config/site";
import { inquiryServiceLabel } from "@/lib/inquiries/service-options";
import type { AlertedInquiry } from "@/lib/inquiries/store-types";
import { routes } from "@/config/routes";
import type { ChatFailureCause } from "@/lib/chat/failure-cause";

/**
 * The texts of the alerts. An alert may land in a shared chat channel, so a lead alert names only what the founder needs
 * to act: the lead's name, e-mail and service, its age and reference, and the inbox's address. Never the message or the
 * phone number: those stay in /admin/. A chat alert names the cause and the upstream's detail.
 */
export type AlertMessage = { subject: string; text: string };

/** The part of a lead an alert is about. */
export type AlertLead = Pick<AlertedInquiry, "id" | "name" | "email" | "service" | "createdAt"> & Partial<Pick<AlertedInquiry, "status" | "lastError">>;

const LAST_ERROR_SHOWN = 200;

/** "45 seconds", "1 minute", "23 minutes", "2 hours", "3 days": the largest whole unit. */
export function describeAge(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const [amount, unit] =
    seconds < 60 ? [seconds, "second"] : seconds < 3600 ? [Math.floor(seconds / 60), "minute"] : seconds < 86_400 ? [Math.floor(seconds / 3600), "hour"] : [Math.floor(seconds / 86_400), "day"];
  return `${amount} ${unit}${amount === 1 ? "" : "s"}`;
}

function ageOf(lead: AlertLead, now: number): string {
  const created = Date.parse(lead.createdAt);
  return Number.isNaN(created) ? "an unknown time" : describeAge(now - created);
}

/** A lead alert's text: what happened, then the lead, then where to read it. */
function leadAlertText(lead: AlertLead, now: number, intro: string[], inboxLabel = "Inbox"): string {
  return [
    ...intro,
    "",
    `Name: ${lead.name}`,
    `E-mail: ${lead.email}`,
    `Service: ${inquiryServiceLabel(lead.service) ?? "Not chosen"}`,
    `Received: ${ageOf(lead, now)} ago`,
    `Reference: ${lead.id}`,
    "",
    `${inboxLabel}: ${absoluteUrl(routes.admin.inbox)}`,
  ].join("\n");
}

export function stuckAlert(lead: AlertLead, now: number): AlertMessage {
  const error = lead.lastError ? ` Last error: ${lead.lastError.slice(0, LAST_ERROR_SHOWN)}` : "";
  return {
    subject: `Lead not delivered for ${ageOf(lead, now)}: ${lead.name}`,
    text: leadAlertText(lead, now, [
      `A lead sent through the ${site.brand} website has not reached your inbox by e-mail for ${ageOf(lead, now)} (status: ${lead.status ?? "pending"}).${error}`,
      "It is kept and retried automatically; you can read it and retry now in the inbox.",
    ]),
  };
}

export function uncertainAlert(lead: AlertLead, now: number): AlertMessage {
  return {
    subject: `Lead may have been delivered: ${lead.name}`,
    text: leadAlertText(lead, now, [
      `A lead sent through the ${site.brand} website may have been delivered: two forwards of it to the e-mail service got no answer (or the server stopped while sending it), so it is not sent again by itself.`,
      `Check your inbox for e-mails with reference ${lead.id} (there may be one, two or none), or retry it from the inbox.`,
    ]),
  };
}

export function deliveredAlert(lead: AlertLead, now: number): AlertMessage {
  return {
    subject: `Lead delivered at last: ${lead.name}`,
    text: leadAlertText(lead, now, [`The lead you were alerted about has now been delivered by e-mail, ${ageOf(lead, now)} after it arrived. Nothing more to do about its delivery.`]),
  };
}

export function newLeadAlert(lead: AlertLead, now: number): AlertMessage {
  return {
    subject: `New lead: ${lead.name}`,
    text: leadAlertText(lead, now, [`A new lead arrived through the ${site.brand} website.`], "Read it"),
  };
}

/** What each cause of a chat failure means, and what the founder can do about it. */
const CHAT_FAILURE_ADVICE: Record<ChatFailureCause, { what: string; action: string }> = {
  "model-not-found": { what: "the model was not found", action: "GEMINI_MODEL names a retired or unknown model: set a current one (docs/deploy.md, step 10), then redeploy." },
  quota: { what: "a quota or rate limit was reached", action: "raise the quota of the Gemini key in Google AI Studio, or wait for it to reset." },
  refused: { what: "the request was refused", action: "check that GEMINI_API_KEY is valid (Google AI Studio → API keys) and that the model takes the settings docs/deploy.md names." },
  "server-error": { what: "the service failed", action: "nothing, if it passes; Google's status page tells of an outage." },
  timeout: { what: "no answer came in time", action: "nothing, if it passes; CHAT_TIMEOUT_MS sets the wait." },
  unreachable: { what: "the service could not be reached", action: "nothing, if it passes; a wrong GEMINI_BASE_URL or Supabase URL would cause it." },
  "empty-reply": { what: "the answer held no text", action: "nothing, if it is rare; the log names the finish reason." },
  "not-configured": { what: "a key or the function is missing from the configuration", action: "set GEMINI_API_KEY (or deploy the chat-with-gemini function) as docs/deploy.md, step 10, says." },
  error: { what: "an unexpected error occurred", action: "read the function log for the line starting [chat]." },
};

/** A hosted assistant failed: one alert per cause and (UTC) day. Names the cause and the upstream's own detail, never a visitor's words. */
export function chatFailureAlert(failure: { provider: "gemini" | "supabase"; cause: ChatFailureCause; detail: string }, now: number): AlertMessage {
  const upstream = failure.provider === "gemini" ? "Gemini" : "the chat-with-gemini function";
  const advice = CHAT_FAILURE_ADVICE[failure.cause];
  return {
    subject: `Chat assistant falling back: ${advice.what}`,
    text: [
      `The AI assistant on the ${site.brand} website got no answer from ${upstream}: ${advice.what}. Until it answers again, the site's own assistant answers visitors from the site's pages, so nobody is left without an answer.`,
      `What to do: ${advice.action}`,
      "",
      `Cause: ${failure.cause}`,
      `Detail: ${failure.detail.slice(0, LAST_ERROR_SHOWN)}`,
      `First seen: ${new Date(now).toISOString()}`,
      "",
      `This is the only alert for this cause today (UTC). The chat's state: ${absoluteUrl(routes.api.health)}`,
    ].join("\n"),
  };
}

/** Slack reads &, < and > as markup (<!channel> pings everyone): sent as entities, they show as typed. */
export function slackText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Discord reads Markdown and @mentions: escaped, a lead named "@everyone" or "**x**" pings no one and shows as typed. */
export function discordText(text: string): string {
  return text.replace(/([\\*_~`|>[\]])/g, "\\$1").replace(/@(everyone|here)/gi, "@\u200b$1").replace(/<@/g, "<\u200b@");
}
