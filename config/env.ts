import path from "node:path";
import { z } from "zod";
import { type AccountGuardPolicy, isPasswordHash, MIN_SESSION_SECRET_LENGTH, parseAccountGuardPolicy, readAccountGuardPolicy, readLimitText } from "./value-formats";
import { type ClientAddressSource, clientAddressSetting } from "./client-address";
import { EXAMPLE_SITE_URL, site } from "./site";
import { DEFAULT_GEMINI_MODEL } from "./gemini";

/**
 * The one reading of the environment: which backend serves content, keeps inquiries, signs admins in, answers the
 * chat, counts rate limits and forwards inquiries, and on which platform the site runs. Every module that must decide
 * one of these asks here, so a rule (which variables mean Supabase, how they are trimmed) exists once.
 *
 * `readEnvironment` always returns a decision, taking the documented fallback for a value it cannot use, and lists
 * every problem with the configuration. `next build` (next.config.ts) and the server's start (instrumentation.ts) refuse
 * a configuration with problems (`assertEnvironment`), so a running server only ever meets the fallbacks in tests.
 *
 * The decision also carries the values those backends run with: rate-limit policies, forwarding's endpoint, time-out,
 * retry wait and secrets, the chat's time-out, the revalidation secret and the deploy hook. Server code asks
 * config/server-env.ts, which is marked server-only; this module is not, because next.config.ts imports it outside
 * the React server. It reads the object it is given when called, nothing at import, and it imports node:path, which
 * the module-boundaries test keeps out of browser code, so no secret can reach a bundle through it.
 */

/** Environment variables as read here: process.env, or a plain object in tests. */
export type Env = Record<string, string | undefined>;

export type PlatformName = "vercel" | "netlify" | "aws-lambda" | "self-hosted";
/** Where the server runs, and whether files it writes outlive the instance (the embedded inquiry store needs that). */
export type Platform = { name: PlatformName; persistentDisk: boolean };

/** A Supabase project as the public (browser-safe) values name it. */
export type SupabaseProject = { url: string; publicKey: string };

export type ContentDecision = (
  | { source: "files"; dir: string | null }
  | { source: "supabase"; url: string; key: string }
) & {
  /** The platform's build hook, asked for a new build after a content edit (VERCEL_DEPLOY_HOOK_URL). */
  deployHookUrl: string | null;
  /** The bearer secret of POST /api/revalidate/ (REVALIDATE_SECRET); null lets nobody in. */
  revalidateSecret: string | null;
};

export type InquiryStoreDecision = { store: "embedded"; dataDir: string } | { store: "supabase"; url: string; serviceRoleKey: string };

/**
 * How admins sign in. With Supabase configured (its URL and publishable key): Supabase Auth, and admins are the
 * users listed in public.admins. Without it: one admin whose scrypt password hash is ADMIN_PASSWORD_HASH, with
 * sessions signed by ADMIN_SESSION_SECRET. With neither, the admin area says how to set it up and lets no one in.
 */
export type AdminAuthConfig =
  | { mode: "supabase"; url: string; key: string }
  | { mode: "password"; passwordHash: string; sessionSecret: string }
  | { mode: "unconfigured"; problems: string[] };

export type ChatDecision = (
  | { provider: "local" }
  | { provider: "gemini"; apiKey: string | null; model: string; baseUrl: string | null }
  /** functionSecret: sent to the function, which then refuses callers without it (CHAT_FUNCTION_SECRET on both sides). */
  | { provider: "supabase"; project: SupabaseProject | null; functionSecret: string | null }
) & {
  /** How long a hosted provider may take before the visitor is told the message could not be answered (CHAT_TIMEOUT_MS). */
  timeoutMs: number;
};

export type LimitPolicy = { max: number; windowMs: number };

export type RateLimitDecision = ({ store: "memory" } | { store: "redis"; url: string }) & {
  contact: LimitPolicy;
  chat: LimitPolicy;
  adminSignIn: LimitPolicy;
  adminAccountLockout: AccountGuardPolicy;
};

/**
 * formsubmit: inquiries are e-mailed to `recipient`. off: CONTACT_FORWARD_EMAIL says so ("off", "none" or "false").
 * unconfigured: CONTACT_FORWARD_EMAIL is unset (or empty), and no address is guessed: inquiries are stored, not sent.
 */
export type ForwardingDecision = ({ mode: "formsubmit"; recipient: string } | { mode: "off" | "unconfigured"; reason: string }) & {
  /** FormSubmit's base URL (FORMSUBMIT_URL; the e2e suite points it at a stand-in). */
  formsubmitUrl: string;
  timeoutMs: number;
  /** The first wait before a failed forward is tried again; it doubles with each attempt. */
  retryBaseMs: number;
  /** The bearer secrets the retry endpoint accepts: RETRY_SECRET and CRON_SECRET (the one Vercel Cron sends). */
  retrySecrets: string[];
};

/** The settings each deployment must name itself: unset, the site runs on the example's values (see `settings`). */
export const DEPLOYMENT_SETTINGS = ["NEXT_PUBLIC_SITE_URL", "CONTACT_FORWARD_EMAIL"] as const;
export type DeploymentSetting = (typeof DEPLOYMENT_SETTINGS)[number];
/**
 * Alerts about leads on a second channel that does not depend on FormSubmit: a chat webhook (Slack or Discord), an
 * e-mail through Resend, or both. With neither, nothing is alerted (GET /api/health/ still reports undelivered leads).
 */
export type AlertsDecision = {
  /** ALERT_WEBHOOK_URL: posted {"text", "content"} JSON (Slack reads text, Discord content). */
  webhookUrl: string | null;
  /** RESEND_API_KEY with ALERT_EMAIL_TO (and ALERT_EMAIL_FROM, RESEND_BASE_URL for a stand-in). */
  email: { apiKey: string; to: string[]; from: string; baseUrl: string | null } | null;
  /** ALERT_ON_NEW_LEAD: also an alert for every new lead, right after it is stored. */
  onNewLead: boolean;
  /** ALERT_STUCK_AFTER_MS: an undelivered lead older than this is stuck (one alert, and /api/health/ answers 503). */
  stuckAfterMs: number;
};

export type Environment = {
  platform: Platform;
  /** The project the public values name, when both are set. */
  supabase: SupabaseProject | null;
  content: ContentDecision;
  inquiries: InquiryStoreDecision;
  /** Where the embedded database keeps its files (DATA_DIR, default .data/), absolute. */
  dataDir: string;
  adminAuth: AdminAuthConfig;
  chat: ChatDecision;
  rateLimits: RateLimitDecision;
  forwarding: ForwardingDecision;
  alerts: AlertsDecision;
  clientAddress: ClientAddressSource;
  /**
   * Which of DEPLOYMENT_SETTINGS are unset, each with a warning line naming it and what happens without it. On Vercel
   * each is also a problem (the build fails); self-hosted the server starts and logs the warnings, and `next dev`
   * runs on the example's values.
   */
  settings: { missing: DeploymentSetting[]; warnings: string[] };
  /** What is wrong with the configuration, each naming the variables to set. Empty when it is valid. */
  problems: string[];
};

export { DEFAULT_GEMINI_MODEL };
export const DEFAULT_DATA_DIR = ".data";
/** The values that turn forwarding off on purpose. Empty is not one of them: hosts keep empty values, so it counts as unset. */
const FORWARDING_OFF_VALUES = new Set(["off", "none", "false"]);
const CONTENT_SOURCES = ["files", "supabase"] as const;
const DEFAULT_FORMSUBMIT_URL = "https://formsubmit.co";
const DEFAULT_FORWARD_TIMEOUT_MS = 8000;
/**
 * The longest forward time-out: a claim covers a second try of four times it plus time to record the outcome
 * (lib/inquiries/config.ts claimLeaseMs), and must end within the 60 s a function may run (the contact and retry
 * routes' maxDuration).
 */
export const MAX_FORWARD_TIMEOUT_MS = 10_000;
const DEFAULT_RETRY_BASE_MS = 60_000;
const DEFAULT_CHAT_TIMEOUT_MS = 20_000;
const DEFAULT_ALERT_STUCK_AFTER_MS = 15 * 60 * 1000;
/** Resend's shared test sender: it delivers only to the address of the Resend account's owner until a domain is verified. */
export const DEFAULT_ALERT_EMAIL_FROM = `${site.brand} alerts <onboarding@resend.dev>`;
const ALERT_SWITCH_VALUES = ["true", "1", "false", "0"] as const;
const EMAIL_ADDRESS = /^[^\s@,<>]+@[^\s@,<>]+\.[^\s@,<>]+$/;
const emailList = (value: string) => value.split(",").map((address) => address.trim()).filter(Boolean);
/** Real visitors' limits; the variables override them, e.g. for an e2e suite whose every request comes from 127.0.0.1. */
const DEFAULT_LIMITS = {
  contact: { max: 5, windowMs: 10 * 60 * 1000 },
  chat: { max: 20, windowMs: 60 * 1000 },
  adminSignIn: { max: 5, windowMs: 15 * 60 * 1000 },
} as const;
const CHAT_PROVIDERS = ["local", "gemini", "supabase"] as const;

/** A value the rules below refuse: the field then counts as unset, and the reason joins the problems. */
class Invalid {
  constructor(readonly reason: string) {}
}

/** Trimmed; blank counts as unset (hosts' forms often keep an empty value rather than none). */
const setting = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

const checked = (accept: (value: string) => boolean, reason: string) =>
  setting.transform((value) => (value === undefined || accept(value) ? value : new Invalid(reason)));

const HTTP_URL = z.url({ protocol: /^https?$/ });
const REDIS_URL = z.url({ protocol: /^rediss?$/ });
const httpUrl = checked((value) => HTTP_URL.safeParse(value).success, "must be an http:// or https:// URL");
const wholeNumber = (minimum: 0 | 1) =>
  checked((value) => /^\d+$/.test(value) && Number(value) >= minimum, minimum === 0 ? "must be a whole number of milliseconds, 0 or more" : "must be a whole number of milliseconds above 0");
const limit = checked((value) => readLimitText(value) !== null, 'must be "max/seconds", both whole numbers above 0 (e.g. 5/600)');
const oneOf = (values: readonly string[]) =>
  setting.transform((value) => (value === undefined || values.includes(value.toLowerCase()) ? value?.toLowerCase() : new Invalid(`must be one of ${values.join(", ")}; it is "${value}"`)));

/** Every variable read here. Unknown variables are left alone. */
const EnvironmentSchema = z.object({
  VERCEL: setting,
  NETLIFY: setting,
  AWS_LAMBDA_FUNCTION_NAME: setting,
  NEXT_PUBLIC_SITE_URL: httpUrl,
  NEXT_PUBLIC_SUPABASE_URL: httpUrl,
  NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: setting,
  NEXT_PUBLIC_SUPABASE_ANON_KEY: setting,
  SUPABASE_SERVICE_ROLE_KEY: setting,
  CONTENT_SOURCE: oneOf(CONTENT_SOURCES),
  CONTENT_DIR: setting,
  REVALIDATE_SECRET: setting,
  DATA_DIR: setting,
  CHAT_PROVIDER: oneOf(CHAT_PROVIDERS),
  GEMINI_API_KEY: setting,
  GEMINI_MODEL: setting,
  GEMINI_BASE_URL: httpUrl,
  CHAT_TIMEOUT_MS: wholeNumber(1),
  CHAT_FUNCTION_SECRET: setting,
  REDIS_URL: checked((value) => REDIS_URL.safeParse(value).success, "must be a redis:// or rediss:// URL"),
  RATE_LIMIT_CONTACT: limit,
  RATE_LIMIT_CHAT: limit,
  ADMIN_SIGN_IN_LIMIT: limit,
  ADMIN_ACCOUNT_LOCKOUT: checked((value) => readAccountGuardPolicy(value) !== null, 'must be "free/seconds/max seconds", e.g. 5/60/3600 (at least 1 free attempt, max >= seconds >= 1)'),
  CONTACT_FORWARD_EMAIL: setting,
  FORMSUBMIT_URL: httpUrl,
  CONTACT_FORWARD_TIMEOUT_MS: checked(
    (value) => /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_FORWARD_TIMEOUT_MS,
    `must be a whole number of milliseconds from 1 to ${MAX_FORWARD_TIMEOUT_MS}`,
  ),
  CONTACT_RETRY_BASE_MS: wholeNumber(0),
  RETRY_SECRET: setting,
  CRON_SECRET: setting,
  VERCEL_DEPLOY_HOOK_URL: httpUrl,
  ALERT_WEBHOOK_URL: httpUrl,
  ALERT_ON_NEW_LEAD: oneOf(ALERT_SWITCH_VALUES),
  ALERT_STUCK_AFTER_MS: wholeNumber(1),
  RESEND_API_KEY: setting,
  ALERT_EMAIL_TO: checked((value) => emailList(value).length > 0 && emailList(value).every((address) => EMAIL_ADDRESS.test(address)), "must be one e-mail address, or several separated by commas"),
  ALERT_EMAIL_FROM: setting,
  RESEND_BASE_URL: httpUrl,
  NEXT_PUBLIC_GEO_URL: httpUrl,
  CLIENT_IP_SOURCE: setting,
  ADMIN_PASSWORD_HASH: setting,
  // A secret is compared byte for byte: kept exactly as set.
  ADMIN_SESSION_SECRET: z.string().optional(),
});

type Fields = z.output<typeof EnvironmentSchema>;
/** The fields with every refused value as unset. */
type Usable = { [Name in keyof Fields]: Exclude<Fields[Name], Invalid> };

function detectPlatform(fields: Usable): Platform {
  if (fields.VERCEL === "1") return { name: "vercel", persistentDisk: false };
  if (fields.NETLIFY === "true") return { name: "netlify", persistentDisk: false };
  if (fields.AWS_LAMBDA_FUNCTION_NAME) return { name: "aws-lambda", persistentDisk: false };
  return { name: "self-hosted", persistentDisk: true };
}

const PLATFORM_SIGN: Record<Exclude<PlatformName, "self-hosted">, string> = { vercel: "Vercel (VERCEL=1)", netlify: "Netlify (NETLIFY=true)", "aws-lambda": "AWS Lambda (AWS_LAMBDA_FUNCTION_NAME)" };

/** DATA_DIR as an absolute path, resolved against the working directory as the server sees it. */
export function dataDirectory(raw: string | undefined): string {
  // Chosen at run time; nothing under it belongs in the build's traced files.
  return path.resolve(/*turbopackIgnore: true*/ raw?.trim() || DEFAULT_DATA_DIR);
}

/** Partial Supabase configuration is refused: every combination that would quietly leave a backend on its default. */
function supabaseProblems(fields: Usable, urlRefused: boolean): string[] {
  const url = fields.NEXT_PUBLIC_SUPABASE_URL;
  const publicKey = fields.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY || fields.NEXT_PUBLIC_SUPABASE_ANON_KEY;
  const serviceRoleKey = fields.SUPABASE_SERVICE_ROLE_KEY;
  if (urlRefused) return [];
  const problems: string[] = [];
  if (url && !publicKey) {
    problems.push(
      `NEXT_PUBLIC_SUPABASE_URL is set without a public key${serviceRoleKey ? " (SUPABASE_SERVICE_ROLE_KEY alone is not enough)" : ""}: set NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY (or the legacy NEXT_PUBLIC_SUPABASE_ANON_KEY) too, or unset NEXT_PUBLIC_SUPABASE_URL${serviceRoleKey ? " and SUPABASE_SERVICE_ROLE_KEY" : ""} to run without Supabase.`,
    );
  }
  if (!url && (publicKey || serviceRoleKey)) {
    const set = [
      fields.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY && "NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY",
      fields.NEXT_PUBLIC_SUPABASE_ANON_KEY && "NEXT_PUBLIC_SUPABASE_ANON_KEY",
      serviceRoleKey && "SUPABASE_SERVICE_ROLE_KEY",
    ].filter(Boolean);
    problems.push(`${set.join(" and ")} ${set.length > 1 ? "are" : "is"} set without NEXT_PUBLIC_SUPABASE_URL: set NEXT_PUBLIC_SUPABASE_URL to the project's URL, or unset ${set.join(" and ")}.`);
  }
  return problems;
}

function adminAuth(fields: Usable, supabase: SupabaseProject | null): AdminAuthConfig {
  if (supabase) return { mode: "supabase", url: supabase.url, key: supabase.publicKey };
  const passwordHash = fields.ADMIN_PASSWORD_HASH ?? "";
  const sessionSecret = fields.ADMIN_SESSION_SECRET ?? "";
  const problems: string[] = [];
  if (!isPasswordHash(passwordHash)) problems.push("ADMIN_PASSWORD_HASH is not set to a scrypt hash (npm run admin:hash prints one).");
  if (sessionSecret.length < MIN_SESSION_SECRET_LENGTH) problems.push(`ADMIN_SESSION_SECRET must be at least ${MIN_SESSION_SECRET_LENGTH} characters.`);
  return problems.length ? { mode: "unconfigured", problems } : { mode: "password", passwordHash, sessionSecret };
}

function chat(fields: Usable, supabase: SupabaseProject | null): ChatDecision {
  const timeoutMs = fields.CHAT_TIMEOUT_MS ? Number(fields.CHAT_TIMEOUT_MS) : DEFAULT_CHAT_TIMEOUT_MS;
  switch (fields.CHAT_PROVIDER) {
    case "gemini":
      return { provider: "gemini", apiKey: fields.GEMINI_API_KEY ?? null, model: fields.GEMINI_MODEL || DEFAULT_GEMINI_MODEL, baseUrl: fields.GEMINI_BASE_URL ?? null, timeoutMs };
    case "supabase":
      return { provider: "supabase", project: supabase, functionSecret: fields.CHAT_FUNCTION_SECRET ?? null, timeoutMs };
    default:
      return { provider: "local", timeoutMs };
  }
}

/** FormSubmit takes an e-mail address or the random alias it gives one after activation. */
const FORWARD_RECIPIENT = /^([^\s@/?#]+@[^\s@/?#]+\.[^\s@/?#]+|[A-Za-z0-9]+)$/;

function forwarding(fields: Usable): ForwardingDecision {
  const recipient = fields.CONTACT_FORWARD_EMAIL;
  const delivery = {
    formsubmitUrl: (fields.FORMSUBMIT_URL ?? DEFAULT_FORMSUBMIT_URL).replace(/\/+$/, ""),
    timeoutMs: fields.CONTACT_FORWARD_TIMEOUT_MS ? Number(fields.CONTACT_FORWARD_TIMEOUT_MS) : DEFAULT_FORWARD_TIMEOUT_MS,
    retryBaseMs: fields.CONTACT_RETRY_BASE_MS ? Number(fields.CONTACT_RETRY_BASE_MS) : DEFAULT_RETRY_BASE_MS,
    retrySecrets: [fields.RETRY_SECRET, fields.CRON_SECRET].filter((secret): secret is string => Boolean(secret)),
  };
  // Never the example address in config/site.ts: a deployment that names no recipient forwards to no one.
  if (recipient === undefined) return { mode: "unconfigured", reason: "CONTACT_FORWARD_EMAIL is not set", ...delivery };
  if (FORWARDING_OFF_VALUES.has(recipient.toLowerCase())) return { mode: "off", reason: `CONTACT_FORWARD_EMAIL is "${recipient}"`, ...delivery };
  return { mode: "formsubmit", recipient, ...delivery };
}

/** What each deployment setting does when unset, and how to set it. */
const UNSET_SETTING: Record<DeploymentSetting, { effect: string; set: string }> = {
  NEXT_PUBLIC_SITE_URL: {
    effect: `canonical URLs, the sitemap, the feed, the social cards and the Origin of forwarded inquiries name ${EXAMPLE_SITE_URL}, the example's domain`,
    set: "Set it to https://<your domain>, with no trailing slash",
  },
  CONTACT_FORWARD_EMAIL: {
    effect: "inquiries are stored (the admin inbox lists them) but e-mailed to no one",
    set: 'Set it to the address that should receive inquiries, or to "off" to keep forwarding off on purpose',
  },
};

/**
 * The deployment settings left unset, and what that means. On Vercel each one, and a site URL that is not https, is a
 * problem: a deployment there is public, and would name the example's domain or forward its leads to no one.
 */
function deploymentSettings(fields: Fields, platform: Platform, problems: string[]): Environment["settings"] {
  const missing = DEPLOYMENT_SETTINGS.filter((name) => fields[name] === undefined);
  const warnings = missing.map((name) => `${name} is not set: ${UNSET_SETTING[name].effect}. ${UNSET_SETTING[name].set}${name === "NEXT_PUBLIC_SITE_URL" ? " when building and starting the server" : ""}.`);
  if (platform.name !== "vercel") return { missing, warnings };
  for (const name of missing) {
    problems.push(`${name} is not set, and on Vercel (VERCEL=1) it must be: without it ${UNSET_SETTING[name].effect}. ${UNSET_SETTING[name].set}, in the project's Settings → Environment Variables, then redeploy.`);
  }
  const siteUrl = fields.NEXT_PUBLIC_SITE_URL;
  if (typeof siteUrl === "string" && new URL(siteUrl).protocol !== "https:") {
    problems.push(`NEXT_PUBLIC_SITE_URL must be an https:// URL on Vercel (VERCEL=1), the site's own domain; it is "${siteUrl}".`);
  }
  return { missing, warnings };
}

function alerts(fields: Usable, emailToRefused: boolean): { decision: AlertsDecision; problems: string[] } {
  const problems: string[] = [];
  const apiKey = fields.RESEND_API_KEY;
  const to = fields.ALERT_EMAIL_TO ? emailList(fields.ALERT_EMAIL_TO) : [];
  if (apiKey && !to.length && !emailToRefused) problems.push("RESEND_API_KEY is set without ALERT_EMAIL_TO: set ALERT_EMAIL_TO to the address that gets lead alerts, or unset RESEND_API_KEY.");
  if (!apiKey && to.length) problems.push("ALERT_EMAIL_TO is set without RESEND_API_KEY: set RESEND_API_KEY (alerts are sent through Resend), or unset ALERT_EMAIL_TO.");
  const decision: AlertsDecision = {
    webhookUrl: fields.ALERT_WEBHOOK_URL ?? null,
    email: apiKey && to.length ? { apiKey, to, from: fields.ALERT_EMAIL_FROM ?? DEFAULT_ALERT_EMAIL_FROM, baseUrl: fields.RESEND_BASE_URL?.replace(/\/+$/, "") ?? null } : null,
    onNewLead: fields.ALERT_ON_NEW_LEAD === "true" || fields.ALERT_ON_NEW_LEAD === "1",
    stuckAfterMs: fields.ALERT_STUCK_AFTER_MS ? Number(fields.ALERT_STUCK_AFTER_MS) : DEFAULT_ALERT_STUCK_AFTER_MS,
  };
  return { decision, problems };
}

function rateLimits(fields: Usable): RateLimitDecision {
  const limitOf = (raw: string | undefined, fallback: LimitPolicy) => (raw && readLimitText(raw)) || { ...fallback };
  const policies = {
    contact: limitOf(fields.RATE_LIMIT_CONTACT, DEFAULT_LIMITS.contact),
    chat: limitOf(fields.RATE_LIMIT_CHAT, DEFAULT_LIMITS.chat),
    adminSignIn: limitOf(fields.ADMIN_SIGN_IN_LIMIT, DEFAULT_LIMITS.adminSignIn),
    adminAccountLockout: parseAccountGuardPolicy(fields.ADMIN_ACCOUNT_LOCKOUT),
  };
  return fields.REDIS_URL ? { store: "redis", url: fields.REDIS_URL, ...policies } : { store: "memory", ...policies };
}

function decide(fields: Fields): Environment {
  const problems: string[] = [];
  const usable = Object.fromEntries(
    Object.entries(fields).map(([name, value]) => {
      if (!(value instanceof Invalid)) return [name, value];
      problems.push(`${name} ${value.reason}.`);
      return [name, undefined];
    }),
  ) as Usable;

  const platform = detectPlatform(usable);
  problems.push(...supabaseProblems(usable, fields.NEXT_PUBLIC_SUPABASE_URL instanceof Invalid));
  const url = usable.NEXT_PUBLIC_SUPABASE_URL?.replace(/\/+$/, "");
  const publicKey = usable.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY || usable.NEXT_PUBLIC_SUPABASE_ANON_KEY;
  const supabase = url && publicKey ? { url, publicKey } : null;

  const contentHooks = { deployHookUrl: usable.VERCEL_DEPLOY_HOOK_URL ?? null, revalidateSecret: usable.REVALIDATE_SECRET ?? null };
  const content: ContentDecision =
    supabase && usable.CONTENT_SOURCE !== "files"
      ? { source: "supabase", url: supabase.url, key: supabase.publicKey, ...contentHooks }
      : { source: "files", dir: usable.CONTENT_DIR ? path.resolve(/*turbopackIgnore: true*/ usable.CONTENT_DIR) : null, ...contentHooks };
  if (usable.CONTENT_SOURCE === "supabase" && !supabase) {
    problems.push("CONTENT_SOURCE=supabase needs NEXT_PUBLIC_SUPABASE_URL and NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: set them, or unset CONTENT_SOURCE to read content/.");
  }

  const inquiries: InquiryStoreDecision =
    url && usable.SUPABASE_SERVICE_ROLE_KEY
      ? { store: "supabase", url, serviceRoleKey: usable.SUPABASE_SERVICE_ROLE_KEY }
      : { store: "embedded", dataDir: dataDirectory(usable.DATA_DIR) };
  if (inquiries.store === "embedded" && !platform.persistentDisk) {
    problems.push(
      `On ${PLATFORM_SIGN[platform.name as Exclude<PlatformName, "self-hosted">]} there is no writable, lasting disk for the embedded inquiry store (DATA_DIR): every inquiry would be refused or lost. Set NEXT_PUBLIC_SUPABASE_URL, NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY and SUPABASE_SERVICE_ROLE_KEY so inquiries are kept in Supabase.`,
    );
  }

  const admin = adminAuth(usable, supabase);
  if (admin.mode === "unconfigured" && (usable.ADMIN_PASSWORD_HASH || usable.ADMIN_SESSION_SECRET)) {
    problems.push(`The admin password sign-in is half configured: ${admin.problems.join(" ")} Set both, or neither to leave the admin area closed.`);
  }

  const chatDecision = chat(usable, supabase);
  if (chatDecision.provider === "gemini" && !chatDecision.apiKey) problems.push("CHAT_PROVIDER=gemini needs GEMINI_API_KEY: set it, or set CHAT_PROVIDER=local.");
  if (chatDecision.provider === "supabase" && !chatDecision.project) {
    problems.push("CHAT_PROVIDER=supabase needs NEXT_PUBLIC_SUPABASE_URL and NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: set them, or set CHAT_PROVIDER=local.");
  }

  const forwardingDecision = forwarding(usable);
  if (forwardingDecision.mode === "formsubmit" && !FORWARD_RECIPIENT.test(forwardingDecision.recipient)) {
    problems.push(`CONTACT_FORWARD_EMAIL must be an e-mail address (or FormSubmit's alias for one), or "off" to turn forwarding off; it is "${forwardingDecision.recipient}".`);
  }
  const settings = deploymentSettings(fields, platform, problems);

  const alertsDecision = alerts(usable, fields.ALERT_EMAIL_TO instanceof Invalid);
  problems.push(...alertsDecision.problems);

  const clientAddress = clientAddressSetting({ CLIENT_IP_SOURCE: usable.CLIENT_IP_SOURCE, VERCEL: usable.VERCEL });
  if (clientAddress.problem) problems.push(clientAddress.problem);

  return {
    platform,
    supabase,
    content,
    inquiries,
    dataDir: dataDirectory(usable.DATA_DIR),
    adminAuth: admin,
    chat: chatDecision,
    rateLimits: rateLimits(usable),
    forwarding: forwardingDecision,
    alerts: alertsDecision.decision,
    clientAddress: clientAddress.source,
    settings,
    problems,
  };
}

/** The decision for `env` (process.env by default), with every problem listed. Never throws. */
export function readEnvironment(env: Env = process.env): Environment {
  return decide(EnvironmentSchema.parse(env));
}

export class EnvironmentError extends Error {
  declare readonly problems: string[];

  constructor(problems: string[]) {
    super(`The environment is not a working configuration (see .env.example):\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "EnvironmentError";
    // Not enumerable, so that printing the error (as `next build` does) shows the list once.
    Object.defineProperty(this, "problems", { value: problems, enumerable: false });
  }
}

/** The decision for `env`, or an EnvironmentError listing every problem. Called at build and at server start. */
export function assertEnvironment(env: Env = process.env): Environment {
  const environment = readEnvironment(env);
  if (environment.problems.length) throw new EnvironmentError(environment.problems);
  return environment;
}
