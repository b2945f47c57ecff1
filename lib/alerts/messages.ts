import { absoluteUrl, site } from "@/config/site";
import { inquiryServiceLabel } from "@/lib/inquiries/service-options";
import type { AlertedInquiry } from "@/lib/inquiries/store-types";
import { routes } from "@/config/routes";

/**
 * The texts of the lead alerts. An alert may land in a shared chat channel, so it names only what the founder needs to
 * act: the lead's name, e-mail and service, its age and reference, and the inbox's address. Never the message or the
 * phone number: those stay in /admin/.
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

function leadLines(lead: AlertLead, now: number): string[] {
  return [
    `Name: ${lead.name}`,
    `E-mail: ${lead.email}`,
    `Service: ${inquiryServiceLabel(lead.service) ?? "Not chosen"}`,
    `Received: ${ageOf(lead, now)} ago`,
    `Reference: ${lead.id}`,
  ];
}

const inbox = () => absoluteUrl(routes.admin.inbox);

export function stuckAlert(lead: AlertLead, now: number): AlertMessage {
  const error = lead.lastError ? ` Last error: ${lead.lastError.slice(0, LAST_ERROR_SHOWN)}` : "";
  return {
    subject: `Lead not delivered for ${ageOf(lead, now)}: ${lead.name}`,
    text: [
      `A lead sent through the ${site.brand} website has not reached your inbox by e-mail for ${ageOf(lead, now)} (status: ${lead.status ?? "pending"}).${error}`,
      "It is kept and retried automatically; you can read it and retry now in the inbox.",
      "",
      ...leadLines(lead, now),
      "",
      `Inbox: ${inbox()}`,
    ].join("\n"),
  };
}

export function uncertainAlert(lead: AlertLead, now: number): AlertMessage {
  return {
    subject: `Lead may have been delivered: ${lead.name}`,
    text: [
      `A lead sent through the ${site.brand} website may have been delivered: two forwards of it to the e-mail service got no answer (or the server stopped while sending it), so it is not sent again by itself.`,
      `Check your inbox for e-mails with reference ${lead.id} (there may be one, two or none), or retry it from the inbox.`,
      "",
      ...leadLines(lead, now),
      "",
      `Inbox: ${inbox()}`,
    ].join("\n"),
  };
}

export function deliveredAlert(lead: AlertLead, now: number): AlertMessage {
  return {
    subject: `Lead delivered at last: ${lead.name}`,
    text: [
      `The lead you were alerted about has now been delivered by e-mail, ${ageOf(lead, now)} after it arrived. Nothing more to do about its delivery.`,
      "",
      ...leadLines(lead, now),
      "",
      `Inbox: ${inbox()}`,
    ].join("\n"),
  };
}

export function newLeadAlert(lead: AlertLead, now: number): AlertMessage {
  return {
    subject: `New lead: ${lead.name}`,
    text: [`A new lead arrived through the ${site.brand} website.`, "", ...leadLines(lead, now), "", `Read it: ${inbox()}`].join("\n"),
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
