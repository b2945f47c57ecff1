import "server-only";
import { serverEnvironment } from "@/config/server-env";
import { runInBackground } from "@/lib/inquiries/background";
import { getInquiryStore } from "@/lib/inquiries/store";
import type { AlertedInquiry, InquiryStore, LeadAlertKind } from "@/lib/inquiries/store-types";
import { type AlertLead, type AlertMessage, deliveredAlert, newLeadAlert, stuckAlert, uncertainAlert } from "./messages";
import { alertChannelsConfigured, sendAlert } from "./senders";
import { processSingleton } from "@/lib/server/process-singleton.mjs";

/** Alerts claimed per kind and sweep; more wait for the next sweep. */
export const ALERT_BATCH = 20;

export type AlertSweepReport = { stuck: number; uncertain: number; delivered: number; released: number };

function messageFor(kind: LeadAlertKind, lead: AlertedInquiry, now: number): AlertMessage {
  if (kind === "delivered") return deliveredAlert(lead, now);
  return lead.status === "uncertain" ? uncertainAlert(lead, now) : stuckAlert(lead, now);
}

/**
 * The alert rules: each lead gets at most one "not delivered" alert (stuck: pending or failed, and created before `now`
 * minus ALERT_STUCK_AFTER_MS; or uncertain) and, after one, at most one "delivered at last" alert. An alert is claimed
 * in the store before it is sent, so concurrent sweeps (instances, the health check, the retry job) never send it
 * twice; when every channel fails, the claim is released and a later sweep tries again. Does nothing without a
 * configured channel.
 */
export async function sweepLeadAlerts(store: InquiryStore, now: number = Date.now()): Promise<AlertSweepReport> {
  const { alerts, forwarding } = serverEnvironment();
  const report: AlertSweepReport = { stuck: 0, uncertain: 0, delivered: 0, released: 0 };
  if (!alertChannelsConfigured(alerts)) return report;

  const send = async (kind: LeadAlertKind, leads: AlertedInquiry[]) => {
    await Promise.all(
      leads.map(async (lead) => {
        if (await sendAlert(alerts, messageFor(kind, lead, now))) {
          report[kind === "delivered" ? "delivered" : lead.status === "uncertain" ? "uncertain" : "stuck"] += 1;
          return;
        }
        report.released += 1;
        await store.releaseAlert(kind, lead.id);
      }),
    );
  };

  // With forwarding off by configuration, no lead is delivered by e-mail on purpose: none counts as stuck (the founder
  // reads them in /admin/, and ALERT_ON_NEW_LEAD announces each one). Only a deliberate "off" silences stuck alerts:
  // with no address set, leads reach no one, which is what they are for.
  if (forwarding.mode !== "off") {
    await send("stuck", await store.claimAlerts({ kind: "stuck", stuckBefore: new Date(now - alerts.stuckAfterMs), limit: ALERT_BATCH }));
  }
  await send("delivered", await store.claimAlerts({ kind: "delivered", limit: ALERT_BATCH }));
  return report;
}

/**
 * When the alert rules run. Vercel keeps no process alive and its Hobby cron is daily, so the sweep piggybacks on what
 * does run: the retry endpoint, GET /api/health/ (an uptime monitor's every few minutes), each forward's outcome, and,
 * self-hosted, a once-a-minute timer. Within a process one sweep runs at a time; a request for another while it runs
 * makes it run once more when done.
 */
type SweepState = { running: Promise<void> | null; again: boolean; timer: ReturnType<typeof setInterval> | null };
const sweepState = () =>
  processSingleton<SweepState>("alerts.sweep", () => ({ running: null, again: false, timer: null }), {
    stop: (state) => {
      if (state.timer) clearInterval(state.timer);
      state.timer = null;
      state.again = false;
      return state.running;
    },
  });

export const ALERT_INTERVAL_MS = 60_000;

/**
 * Runs a sweep with the current configuration and clock unless one is running in this process, in which case that one
 * runs once more when done. A sweep's failure is logged, never thrown.
 */
export function runLeadAlertSweep(store: InquiryStore = getInquiryStore(), reason = "sweep"): Promise<void> {
  const state = sweepState();
  if (state.running) {
    state.again = true;
    return state.running;
  }
  state.running = (async () => {
    try {
      do {
        state.again = false;
        try {
          const report = await sweepLeadAlerts(store);
          if (report.stuck + report.uncertain + report.delivered + report.released > 0) console.info(`[alerts] ${reason}: ${JSON.stringify(report)}`);
        } catch (error) {
          console.error(`[alerts] the lead alert sweep (${reason}) failed:`, error instanceof Error ? error.message : error);
        }
      } while (state.again);
    } finally {
      state.running = null;
    }
  })();
  return state.running;
}

/**
 * A sweep in the background, kept alive past the response (lib/inquiries/background.ts). After a forward's outcome:
 * a lead delivered after an alert, or one that became uncertain, is told now.
 */
export function sweepLeadAlertsInBackground(reason: string, store?: InquiryStore): void {
  if (!alertChannelsConfigured(serverEnvironment().alerts)) return;
  runInBackground(`lead alert sweep (${reason})`, () => runLeadAlertSweep(store ?? getInquiryStore(), reason));
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
