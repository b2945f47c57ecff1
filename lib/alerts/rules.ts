import "server-only";
import type { AlertsDecision } from "@/config/env";
import type { AlertedInquiry, InquiryStore, LeadAlertKind } from "@/lib/inquiries/store-types";
import { type AlertMessage, deliveredAlert, stuckAlert, uncertainAlert } from "./messages";
import { alertChannelsConfigured, sendAlert } from "./senders";

/** Alerts claimed per kind and sweep; more wait for the next sweep. */
export const ALERT_BATCH = 20;

export type AlertSweepReport = { stuck: number; uncertain: number; delivered: number; released: number };

export type AlertSweepOptions = {
  alerts: AlertsDecision;
  /**
   * With forwarding off by configuration, no lead is delivered by e-mail on purpose: none counts as stuck (the founder
   * reads them in /admin/, and ALERT_ON_NEW_LEAD announces each one).
   */
  forwardingOn: boolean;
  /** The sweep's clock: a lead created before now - stuckAfterMs is stuck. */
  now: number;
};

function messageFor(kind: LeadAlertKind, lead: AlertedInquiry, now: number): AlertMessage {
  if (kind === "delivered") return deliveredAlert(lead, now);
  return lead.status === "uncertain" ? uncertainAlert(lead, now) : stuckAlert(lead, now);
}

/**
 * The alert rules: each lead gets at most one "not delivered" alert (stuck: pending or failed past the threshold; or
 * uncertain) and, after one, at most one "delivered at last" alert. An alert is claimed in the store before it is sent,
 * so concurrent sweeps (instances, the health check, the retry job) never send it twice; when every channel fails, the
 * claim is released and a later sweep tries again. Does nothing without a configured channel.
 */
export async function sweepLeadAlerts(store: InquiryStore, options: AlertSweepOptions): Promise<AlertSweepReport> {
  const report: AlertSweepReport = { stuck: 0, uncertain: 0, delivered: 0, released: 0 };
  if (!alertChannelsConfigured(options.alerts)) return report;

  const send = async (kind: LeadAlertKind, leads: AlertedInquiry[]) => {
    await Promise.all(
      leads.map(async (lead) => {
        if (await sendAlert(options.alerts, messageFor(kind, lead, options.now))) {
          report[kind === "delivered" ? "delivered" : lead.status === "uncertain" ? "uncertain" : "stuck"] += 1;
          return;
        }
        report.released += 1;
        await store.releaseAlert(kind, lead.id);
      }),
    );
  };

  if (options.forwardingOn) {
    await send("stuck", await store.claimAlerts({ kind: "stuck", stuckBefore: new Date(options.now - options.alerts.stuckAfterMs), limit: ALERT_BATCH }));
  }
  await send("delivered", await store.claimAlerts({ kind: "delivered", limit: ALERT_BATCH }));
  return report;
}
