import "server-only";
import { Resend } from "resend";
import type { AlertsDecision } from "@/config/env";
import { type AlertMessage, discordText, slackText } from "./messages";

/** How long one channel may take to accept an alert. */
export const ALERT_TIMEOUT_MS = 5000;

const reason = (error: unknown) =>
  error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError") ? `no answer within the time-out` : error instanceof Error ? error.message : String(error);

/**
 * Posts the alert to a Slack or Discord incoming webhook: `text` is what Slack shows, `content` what Discord shows, and
 * each ignores the other's field. True when the webhook accepted it. The URL is a secret and is never logged.
 */
async function sendWebhookAlert(url: string, message: AlertMessage, timeoutMs = ALERT_TIMEOUT_MS): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ text: slackText(message.text), content: discordText(message.text) }),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: "error",
      cache: "no-store",
    });
    await response.body?.cancel();
    if (response.ok) return true;
    console.warn(`[alerts] the alert webhook answered HTTP ${response.status}: "${message.subject}" not sent there`);
  } catch (error) {
    console.warn(`[alerts] the alert webhook could not be reached (${reason(error)}): "${message.subject}" not sent there`);
  }
  return false;
}

/** Sends the alert by e-mail through Resend's API. True when Resend accepted it. */
async function sendEmailAlert(email: NonNullable<AlertsDecision["email"]>, message: AlertMessage, timeoutMs = ALERT_TIMEOUT_MS): Promise<boolean> {
  try {
    const resend = new Resend(email.apiKey, email.baseUrl ? { baseUrl: email.baseUrl } : undefined);
    const { error } = await resend.emails.send({ from: email.from, to: email.to, subject: message.subject, text: message.text }, { signal: AbortSignal.timeout(timeoutMs) });
    if (!error) return true;
    console.warn(`[alerts] Resend refused the alert e-mail (${error.name}: ${error.message}): "${message.subject}" not sent there`);
  } catch (error) {
    console.warn(`[alerts] Resend could not be reached (${reason(error)}): "${message.subject}" not sent there`);
  }
  return false;
}

/** Whether any alert channel is configured. */
export const alertChannelsConfigured = (alerts: AlertsDecision) => Boolean(alerts.webhookUrl || alerts.email);

/** Sends the alert on every configured channel at once. True when at least one accepted it; never throws. */
export async function sendAlert(alerts: AlertsDecision, message: AlertMessage, timeoutMs = ALERT_TIMEOUT_MS): Promise<boolean> {
  const sends: Promise<boolean>[] = [];
  if (alerts.webhookUrl) sends.push(sendWebhookAlert(alerts.webhookUrl, message, timeoutMs));
  if (alerts.email) sends.push(sendEmailAlert(alerts.email, message, timeoutMs));
  const results = await Promise.all(sends);
  return results.some(Boolean);
}
