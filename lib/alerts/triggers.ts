import "server-only";
import { serverEnvironment } from "@/config/server-env";
import { runInBackground } from "@/lib/inquiries/background";
import { getInquiryStore } from "@/lib/inquiries/store";
import type { InquiryStore } from "@/lib/inquiries/store-types";
import { type AlertLead, newLeadAlert } from "./messages";
import { type AlertSweepReport, sweepLeadAlerts } from "./rules";
import { alertChannelsConfigured, sendAlert } from "./senders";
import { processSingleton } from "@/lib/server/process-singleton.mjs";

/**
 * When the alert rules run. Vercel keeps no process alive and its Hobby cron is daily, so the sweep piggybacks on what
 * does run: the retry endpoint, GET /api/health/ (an uptime monitor's every few minutes), each forward's outcome, and,
 * self-hosted, a once-a-minute timer. Within a process one sweep runs at a time; a request for another while it runs
 * makes it run once more when done.
 */
type SweepState = { running: Promise<void> | null; again: boolean; lastThrottledAt: number; timer: ReturnType<typeof setInterval> | null };
const sweepState = () =>
  processSingleton<SweepState>("alerts.sweep", () => ({ running: null, again: false, lastThrottledAt: Number.NEGATIVE_INFINITY, timer: null }), {
    stop: (state) => {
      if (state.timer) clearInterval(state.timer);
      state.timer = null;
      state.again = false;
      return state.running;
    },
  });

export const ALERT_INTERVAL_MS = 60_000;

/** One sweep with the current configuration and clock; logged, never thrown. */
export async function sweepLeadAlertsNow(store: InquiryStore = getInquiryStore(), reason = "sweep"): Promise<AlertSweepReport | null> {
  const alerts = serverEnvironment().alerts;
  if (!alertChannelsConfigured(alerts)) return null;
  try {
    // Only a deliberate "off" silences stuck alerts: with no address set, leads reach no one, which is what they are for.
    const report = await sweepLeadAlerts(store, { alerts, forwardingOn: serverEnvironment().forwarding.mode !== "off", now: Date.now() });
    if (report.stuck + report.uncertain + report.delivered + report.released > 0) console.info(`[alerts] ${reason}: ${JSON.stringify(report)}`);
    return report;
  } catch (error) {
    console.error(`[alerts] the lead alert sweep (${reason}) failed:`, error instanceof Error ? error.message : error);
    return null;
  }
}

/** Runs a sweep unless one is running in this process, in which case that one runs once more when done. */
export function runLeadAlertSweep(store: InquiryStore = getInquiryStore(), reason = "sweep"): Promise<void> {
  if (!alertChannelsConfigured(serverEnvironment().alerts)) return Promise.resolve();
  const state = sweepState();
  if (state.running) {
    state.again = true;
    return state.running;
  }
  state.running = (async () => {
    try {
      do {
        state.again = false;
        await sweepLeadAlertsNow(store, reason);
      } while (state.again);
    } finally {
      state.running = null;
    }
  })();
  return state.running;
}

/** A sweep in the background, kept alive past the response (lib/inquiries/background.ts). */
export function sweepLeadAlertsInBackground(reason: string, store?: InquiryStore): void {
  if (!alertChannelsConfigured(serverEnvironment().alerts)) return;
  runInBackground(`lead alert sweep (${reason})`, () => runLeadAlertSweep(store ?? getInquiryStore(), reason));
}

/** A background sweep at most once per `periodMs` of `now` in this process (the health check's pace). */
export function sweepLeadAlertsAtMostEvery(periodMs: number, now: number, reason: string): void {
  if (!alertChannelsConfigured(serverEnvironment().alerts)) return;
  const state = sweepState();
  if (now - state.lastThrottledAt < periodMs && now >= state.lastThrottledAt) return;
  state.lastThrottledAt = now;
  sweepLeadAlertsInBackground(reason);
}

/** After a forward's outcome is recorded: a lead delivered after an alert, or one that became uncertain, is told now. */
export function afterForwardOutcome(store: InquiryStore, outcome: string): void {
  sweepLeadAlertsInBackground(`after a forward ${outcome}`, store);
}

/** With ALERT_ON_NEW_LEAD: one alert for a lead just stored, in the background. */
export function notifyNewLead(lead: AlertLead): void {
  const alerts = serverEnvironment().alerts;
  if (!alerts.onNewLead || !alertChannelsConfigured(alerts)) return;
  runInBackground(`new lead alert for ${lead.id}`, async () => {
    await sendAlert(alerts, newLeadAlert(lead, Date.now()));
  });
}

/** Self-hosted: a sweep every minute from server start (instrumentation.ts), on a timer that never keeps the process up. */
export function startLeadAlertTimer(): void {
  const environment = serverEnvironment();
  const state = sweepState();
  if (state.timer || environment.platform.name !== "self-hosted" || !alertChannelsConfigured(environment.alerts)) return;
  state.timer = setInterval(() => void runLeadAlertSweep(getInquiryStore(), "timer"), ALERT_INTERVAL_MS);
  state.timer.unref();
}
