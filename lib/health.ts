import "server-only";
import { jsonResponse } from "@/lib/http/responses";
import type { Environment, PlatformName } from "@/config/env";
import { serverEnvironment } from "@/config/server-env";
import { getInquiryStore } from "@/lib/inquiries/store";
import { probeDataDirWrite } from "@/lib/inquiries/embedded-db";
import { keptInquiryCount, lastStoreWrite } from "@/lib/inquiries/second-path";
import { redisClient } from "@/lib/rate-limit/redis";

/**
 * GET /api/health/: which backend serves each part of the site, and whether the inquiry store answers (the one
 * backend a lead depends on). Names and a host name only: never a key, a secret or a URL with credentials.
 */
export type HealthReport = {
  status: "ok" | "unavailable";
  platform: PlatformName;
  content: Environment["content"]["source"];
  /**
   * answers: a read of the inquiries table succeeded. writes: embedded, a small file in DATA_DIR was written and synced
   * (a full or read-only disk fails it); Supabase, the latest write of an inquiry did not fail. keptOutside: inquiries
   * this process holds outside the store until it takes them (present only when there are any).
   */
  inquiries: { store: Environment["inquiries"]["store"]; answers: boolean; writes: boolean; keptOutside?: number };
  chat: Environment["chat"]["provider"];
  rateLimits: { store: "memory" } | { store: "redis"; answers: boolean };
  forwarding: Environment["forwarding"]["mode"];
  adminAuth: Environment["adminAuth"]["mode"];
  /** The deployment settings left unset (the site then names the example's domain, or forwards to no one): a warning, still 200. */
  settings: { missing: Environment["settings"]["missing"] };
  /** The Supabase project's host, when one is configured. */
  supabaseHost?: string;
};

/** How long one check may take before the backend counts as not answering. */
export const HEALTH_CHECK_TIMEOUT_MS = 2000;
/**
 * How long a check's answer is reused. However often the endpoint is called, each backend sees at most one check in
 * this time (concurrent callers share the one in flight), so the endpoint cannot multiply load on the store.
 */
export const HEALTH_CHECK_REUSE_MS = 5000;

type Check = { startedAt: number; answers: Promise<boolean> };
const CHECKS_KEY = Symbol.for("northtide.health.checks");
const processChecks = globalThis as typeof globalThis & { [CHECKS_KEY]?: Map<string, Check> };
const checks: Map<string, Check> = (processChecks[CHECKS_KEY] ??= new Map());

/** Whether `probe` resolves within the time-out; a failure is logged (at most once per reuse period, per backend). */
async function answersInTime(what: string, probe: (signal: AbortSignal) => Promise<unknown>): Promise<boolean> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`no answer within ${HEALTH_CHECK_TIMEOUT_MS} ms`));
    }, HEALTH_CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([probe(controller.signal), timeout]);
    return true;
  } catch (error) {
    console.warn(`[health] ${what} did not answer:`, error instanceof Error ? error.message : error);
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** The answer of a check started less than HEALTH_CHECK_REUSE_MS ago for the same backend, else a new check. */
function reusedCheck(key: string, now: number, run: () => Promise<boolean>): Promise<boolean> {
  const recent = checks.get(key);
  if (recent && now - recent.startedAt < HEALTH_CHECK_REUSE_MS) return recent.answers;
  const check = { startedAt: now, answers: run() };
  checks.set(key, check);
  return check.answers;
}

/** Forgets every reused answer (tests). */
export function resetHealthChecks(): void {
  checks.clear();
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
}

export async function healthReport(now: number = Date.now()): Promise<HealthReport> {
  const environment = serverEnvironment();
  const { inquiries, rateLimits } = environment;
  const storeKey = inquiries.store === "supabase" ? `inquiries|supabase|${inquiries.url}` : `inquiries|embedded|${inquiries.dataDir}`;
  const storeAnswers = reusedCheck(storeKey, now, () => answersInTime("the inquiry store", (signal) => getInquiryStore().check(signal)));
  const redisAnswers = rateLimits.store === "redis" ? reusedCheck(`redis|${rateLimits.url}`, now, () => answersInTime("Redis", () => redisClient(rateLimits.url).ping())) : null;
  const supabaseUrl = environment.supabase?.url ?? (inquiries.store === "supabase" ? inquiries.url : undefined);
  const supabaseHost = supabaseUrl ? hostOf(supabaseUrl) : undefined;
  const storeWrites =
    inquiries.store === "embedded"
      ? reusedCheck(`${storeKey}|write`, now, () => answersInTime("the inquiry store's disk", async () => probeDataDirWrite()))
      : Promise.resolve(lastStoreWrite()?.ok !== false);
  const [answers, writes] = await Promise.all([storeAnswers, storeWrites]);
  const keptOutside = keptInquiryCount();
  return {
    status: answers && writes ? "ok" : "unavailable",
    platform: environment.platform.name,
    content: environment.content.source,
    inquiries: { store: inquiries.store, answers, writes, ...(keptOutside ? { keptOutside } : {}) },
    chat: environment.chat.provider,
    rateLimits: redisAnswers ? { store: "redis", answers: await redisAnswers } : { store: "memory" },
    forwarding: environment.forwarding.mode,
    adminAuth: environment.adminAuth.mode,
    settings: { missing: environment.settings.missing },
    ...(supabaseHost ? { supabaseHost } : {}),
  };
}

/**
 * 200 when the inquiry store answers and can write, 503 when it cannot (a lead could not be kept). Redis not answering is reported
 * but leaves the status 200: contact and chat requests are let through without it.
 */
export async function handleHealthRequest(): Promise<Response> {
  const report = await healthReport();
  return jsonResponse(report.status === "ok" ? 200 : 503, report);
}
