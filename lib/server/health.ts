import "server-only";
import { jsonResponse } from "@/lib/http/responses";
import { serverEnvironment } from "@/config/server-env";
import { sweepLeadAlertsInBackground } from "@/lib/alerts/triggers";
import { chatHealth, type ChatHealth } from "@/lib/chat/incidents";
import { getInquiryStore } from "@/lib/inquiries/store";
import { probeDataDirWrite } from "@/lib/inquiries/embedded-db";
import { keptInquiryCount, lastStoreWrite } from "@/lib/inquiries/second-path";
import type { UndeliveredSummary } from "@/lib/inquiries/store-types";
import { redisClient } from "@/lib/rate-limit/redis";
import { processSingleton } from "./process-singleton.mjs";

/** How long one check may take before the backend counts as not answering. */
export const HEALTH_CHECK_TIMEOUT_MS = 2000;
/**
 * How long a check's answer is reused. However often the endpoint is called, each backend sees at most one check in
 * this time (concurrent callers share the one in flight), so the endpoint cannot multiply load on the store.
 */
export const HEALTH_CHECK_REUSE_MS = 5000;

type Check = { startedAt: number; answers: Promise<unknown> };
/** The checks of the last reuse period, by backend; a check still waiting for its answer is awaited when the process ends. */
const checks = () =>
  processSingleton("health.checks", () => new Map<string, Check>(), {
    stop: (running) => Promise.allSettled([...running.values()].map((check) => check.answers)),
  });

/** What `probe` resolves to within the time-out, or not ok; a failure is logged (at most once per reuse period, per backend). */
async function answerInTime<T>(what: string, probe: (signal: AbortSignal) => Promise<T>): Promise<{ ok: true; value: T } | { ok: false }> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`no answer within ${HEALTH_CHECK_TIMEOUT_MS} ms`));
    }, HEALTH_CHECK_TIMEOUT_MS);
  });
  try {
    return { ok: true, value: await Promise.race([probe(controller.signal), timeout]) };
  } catch (error) {
    console.warn(`[health] ${what} did not answer:`, error instanceof Error ? error.message : error);
    return { ok: false };
  } finally {
    clearTimeout(timer);
  }
}

/** The answer of a check started less than HEALTH_CHECK_REUSE_MS ago for the same backend, else a new check. */
function reusedCheck<T>(key: string, now: number, run: () => Promise<T>): Promise<T> {
  const recent = checks().get(key);
  if (recent && now >= recent.startedAt && now - recent.startedAt < HEALTH_CHECK_REUSE_MS) return recent.answers as Promise<T>;
  const check = { startedAt: now, answers: run() };
  checks().set(key, check);
  return check.answers;
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
}

function leadsReport(answer: { ok: true; value: UndeliveredSummary } | { ok: false }, stuckAfterMs: number, now: number) {
  if (!answer.ok) return null;
  const oldest = answer.value.oldestCreatedAt ? Date.parse(answer.value.oldestCreatedAt) : Number.NaN;
  return {
    undelivered: answer.value.count,
    oldestUndeliveredSeconds: Number.isNaN(oldest) ? null : Math.max(0, Math.floor((now - oldest) / 1000)),
    stuckAfterSeconds: Math.floor(stuckAfterMs / 1000),
  };
}

/**
 * GET /api/health/: which backend serves each part of the site, and whether the inquiry store answers (the one
 * backend a lead depends on). Names and a host name only: never a key, a secret or a URL with credentials. What each
 * field means: docs/deploy.md.
 */
export async function healthReport(now: number = Date.now()) {
  const environment = serverEnvironment();
  const { inquiries, rateLimits } = environment;
  const storeKey = inquiries.store === "supabase" ? `inquiries|supabase|${inquiries.url}` : `inquiries|embedded|${inquiries.dataDir}`;
  const storeAnswers = reusedCheck(storeKey, now, async () => (await answerInTime("the inquiry store", (signal) => getInquiryStore().check(signal))).ok);
  const redisAnswers = rateLimits.store === "redis" ? reusedCheck(`redis|${rateLimits.url}`, now, async () => (await answerInTime("Redis", () => redisClient(rateLimits.url).ping())).ok) : null;
  const chat =
    environment.chat.provider === "local"
      ? chatHealth(environment.chat)
      : reusedCheck(`chat|${environment.chat.provider}|${storeKey}`, now, async () => {
          const answer = await answerInTime("the chat's failure record", (signal) => chatHealth(environment.chat, signal));
          return answer.ok ? answer.value : ({ provider: environment.chat.provider, state: "unknown" } satisfies ChatHealth);
        });
  const undelivered = reusedCheck(`leads|${storeKey}`, now, () => answerInTime("the undelivered-lead count", (signal) => getInquiryStore().undeliveredSummary(signal)));
  // The lead alert sweep, in the background, at most once per reuse period like a check.
  void reusedCheck("alerts|sweep", now, async () => sweepLeadAlertsInBackground("health check"));
  const supabaseUrl = environment.supabase?.url ?? (inquiries.store === "supabase" ? inquiries.url : undefined);
  const supabaseHost = supabaseUrl ? hostOf(supabaseUrl) : undefined;
  const storeWrites =
    inquiries.store === "embedded"
      ? reusedCheck(`${storeKey}|write`, now, async () => (await answerInTime("the inquiry store's disk", async () => probeDataDirWrite())).ok)
      : Promise.resolve(lastStoreWrite()?.ok !== false);
  const [answers, writes] = await Promise.all([storeAnswers, storeWrites]);
  const keptOutside = keptInquiryCount();
  const leads = leadsReport(await undelivered, environment.alerts.stuckAfterMs, now);
  // With forwarding off by configuration no lead is delivered by e-mail on purpose: reported, never "stuck".
  const stuck = environment.forwarding.mode !== "off" && leads !== null && leads.oldestUndeliveredSeconds !== null && leads.oldestUndeliveredSeconds >= leads.stuckAfterSeconds;
  return {
    status: !(answers && writes) ? "unavailable" : stuck ? "stuck" : "ok",
    platform: environment.platform.name,
    content: environment.content.source,
    inquiries: { store: inquiries.store, answers, writes, ...(keptOutside ? { keptOutside } : {}) },
    chat: await chat,
    rateLimits: redisAnswers ? { store: "redis", answers: await redisAnswers } : { store: "memory" },
    forwarding: environment.forwarding.mode,
    adminAuth: environment.adminAuth.mode,
    settings: { missing: environment.settings.missing },
    leads,
    ...(supabaseHost ? { supabaseHost } : {}),
  };
}

/**
 * 200 when the inquiry store answers and can write, 503 when it cannot (a lead could not be kept), when a lead has
 * waited longer than ALERT_STUCK_AFTER_MS to be delivered (status "stuck", so an uptime monitor turns red until it is).
 * Redis not answering is reported but leaves the status 200: contact and chat requests are let through without it.
 */
export async function handleHealthRequest(): Promise<Response> {
  const report = await healthReport();
  return jsonResponse(report.status === "ok" ? 200 : 503, report);
}
