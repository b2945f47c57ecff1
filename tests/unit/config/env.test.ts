import path from "node:path";
import { describe, expect, it } from "vitest";
import { assertEnvironment, DEFAULT_GEMINI_MODEL, type Env, EnvironmentError, readEnvironment } from "@/config/env";
import { hashPassword } from "@/lib/admin/password-hash.mjs";
import { chatProvider } from "@/lib/chat/http";
import { forwardingConfig, supabaseStoreConfig } from "@/lib/inquiries/config";
import { EXAMPLE_SITE_URL, site } from "@/config/site";

const URL_ = "https://abc.supabase.co";
const SUPABASE = { NEXT_PUBLIC_SUPABASE_URL: URL_, NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: "sb_publishable_x", SUPABASE_SERVICE_ROLE_KEY: "service-role" };
/** The two settings every deployment names itself; a Vercel build refuses to go without them. */
const DEPLOYMENT = { NEXT_PUBLIC_SITE_URL: "https://www.example-agency.com", CONTACT_FORWARD_EMAIL: "leads@example-agency.com" };
const SECRET = "s".repeat(32);
const HASH = hashPassword("a long admin password", { N: 1024, r: 8, p: 1 });

const problems = (env: Env) => readEnvironment(env).problems;
/** The one problem `env` has, which must name every variable in `names`. */
function expectOneProblemNaming(env: Env, ...names: string[]) {
  const found = problems(env);
  expect(found, JSON.stringify(found)).toHaveLength(1);
  for (const name of names) expect(found[0]).toContain(name);
}

describe("no configuration: the embedded defaults, and nothing wrong", () => {
  it("content from files, inquiries in PGlite under .data, the local chat, in-process limits, no forwarding, and the two deployment settings named as missing", () => {
    expect(readEnvironment({})).toEqual({
      platform: { name: "self-hosted", persistentDisk: true },
      supabase: null,
      content: { source: "files", dir: null, deployHookUrl: null, revalidateSecret: null },
      inquiries: { store: "embedded", dataDir: path.resolve(".data") },
      dataDir: path.resolve(".data"),
      adminAuth: { mode: "unconfigured", problems: expect.any(Array) },
      chat: { provider: "local", timeoutMs: 20_000 },
      rateLimits: {
        store: "memory",
        contact: { max: 5, windowMs: 600_000 },
        chat: { max: 20, windowMs: 60_000 },
        adminSignIn: { max: 5, windowMs: 900_000 },
        adminAccountLockout: { freeAttempts: 5, baseDelayMs: 60_000, maxDelayMs: 3_600_000, forgetAfterMs: 86_400_000 },
      },
      forwarding: { mode: "unconfigured", reason: "CONTACT_FORWARD_EMAIL is not set", formsubmitUrl: "https://formsubmit.co", timeoutMs: 8000, retryBaseMs: 60_000, retrySecrets: [] },
      alerts: { webhookUrl: null, email: null, onNewLead: false, stuckAfterMs: 900_000 },
      clientAddress: { kind: "connection" },
      settings: { missing: ["NEXT_PUBLIC_SITE_URL", "CONTACT_FORWARD_EMAIL"], warnings: [expect.stringMatching(/^NEXT_PUBLIC_SITE_URL is not set: /), expect.stringMatching(/^CONTACT_FORWARD_EMAIL is not set: /)] },
      problems: [],
    });
  });

  it("blank values count as unset (a host's form often keeps an empty field)", () => {
    expect(problems({ NEXT_PUBLIC_SUPABASE_URL: "  ", SUPABASE_SERVICE_ROLE_KEY: "", REDIS_URL: " ", CHAT_PROVIDER: "", RATE_LIMIT_CONTACT: "" })).toEqual([]);
    expect(readEnvironment({ NEXT_PUBLIC_SUPABASE_URL: "  " }).supabase).toBeNull();
  });
});

describe("Supabase: one rule for content, inquiries, admin sign-in and the chat function", () => {
  it("URL, publishable key and service-role key: every backend on Supabase", () => {
    const environment = readEnvironment(SUPABASE);
    expect(environment.problems).toEqual([]);
    expect(environment.supabase).toEqual({ url: URL_, publicKey: "sb_publishable_x" });
    expect(environment.content).toMatchObject({ source: "supabase", url: URL_, key: "sb_publishable_x" });
    expect(environment.inquiries).toEqual({ store: "supabase", url: URL_, serviceRoleKey: "service-role" });
    expect(environment.adminAuth).toEqual({ mode: "supabase", url: URL_, key: "sb_publishable_x" });
  });

  it("every value is trimmed, and the URL loses trailing slashes, the same way for every backend", () => {
    const env = { NEXT_PUBLIC_SUPABASE_URL: ` ${URL_}// `, NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: " pk ", SUPABASE_SERVICE_ROLE_KEY: " srk\n" };
    expect(problems(env)).toEqual([]);
    expect(readEnvironment(env).supabase).toEqual({ url: URL_, publicKey: "pk" });
    expect(supabaseStoreConfig(readEnvironment(env))).toEqual({ url: URL_, serviceRoleKey: "srk" });
    expect(readEnvironment(env).adminAuth).toEqual({ mode: "supabase", url: URL_, key: "pk" });
    expect(readEnvironment(env).content).toMatchObject({ source: "supabase", url: URL_, key: "pk" });
  });

  it("accepts the legacy anon key; the publishable key wins when both are set, and a blank one does not hide the anon key", () => {
    expect(readEnvironment({ NEXT_PUBLIC_SUPABASE_URL: URL_, NEXT_PUBLIC_SUPABASE_ANON_KEY: "anon" })).toMatchObject({ supabase: { publicKey: "anon" }, problems: [] });
    expect(readEnvironment({ NEXT_PUBLIC_SUPABASE_URL: URL_, NEXT_PUBLIC_SUPABASE_ANON_KEY: "anon", NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: "pk" }).supabase?.publicKey).toBe("pk");
    expect(readEnvironment({ NEXT_PUBLIC_SUPABASE_URL: URL_, NEXT_PUBLIC_SUPABASE_ANON_KEY: "anon", NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: "  " }).supabase?.publicKey).toBe("anon");
  });

  it("URL and public key without the service-role key: content and admins on Supabase, inquiries in the embedded store (self-hosted)", () => {
    const environment = readEnvironment({ NEXT_PUBLIC_SUPABASE_URL: URL_, NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: "pk" });
    expect(environment.problems).toEqual([]);
    expect(environment.content.source).toBe("supabase");
    expect(environment.inquiries.store).toBe("embedded");
  });

  it("CONTENT_SOURCE=files keeps the content in files with Supabase configured", () => {
    expect(readEnvironment({ ...SUPABASE, CONTENT_SOURCE: "files" }).content.source).toBe("files");
  });

  describe("partial configuration is an error naming what to set", () => {
    it("the URL without a public key", () => {
      expectOneProblemNaming({ NEXT_PUBLIC_SUPABASE_URL: URL_ }, "NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY", "NEXT_PUBLIC_SUPABASE_ANON_KEY", "NEXT_PUBLIC_SUPABASE_URL");
    });

    it("the service-role key and URL without a public key", () => {
      expectOneProblemNaming({ NEXT_PUBLIC_SUPABASE_URL: URL_, SUPABASE_SERVICE_ROLE_KEY: "srk" }, "NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY", "SUPABASE_SERVICE_ROLE_KEY");
    });

    it("a public key or the service-role key without the URL", () => {
      expectOneProblemNaming({ NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: "pk" }, "NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY is set without NEXT_PUBLIC_SUPABASE_URL");
      expectOneProblemNaming({ NEXT_PUBLIC_SUPABASE_ANON_KEY: "anon" }, "NEXT_PUBLIC_SUPABASE_ANON_KEY is set without NEXT_PUBLIC_SUPABASE_URL");
      expectOneProblemNaming({ SUPABASE_SERVICE_ROLE_KEY: "srk" }, "SUPABASE_SERVICE_ROLE_KEY is set without NEXT_PUBLIC_SUPABASE_URL");
      expectOneProblemNaming({ NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: "pk", SUPABASE_SERVICE_ROLE_KEY: "srk" }, "NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY and SUPABASE_SERVICE_ROLE_KEY are set without NEXT_PUBLIC_SUPABASE_URL");
    });

    it("a URL that is not an http(s) URL, reported once and never used", () => {
      const environment = readEnvironment({ ...SUPABASE, NEXT_PUBLIC_SUPABASE_URL: "abc.supabase.co" });
      expect(environment.problems).toEqual(["NEXT_PUBLIC_SUPABASE_URL must be an http:// or https:// URL."]);
      expect(environment.supabase).toBeNull();
      expect(environment.inquiries.store).toBe("embedded");
    });

    it("never names a key's value", () => {
      const message = problems({ NEXT_PUBLIC_SUPABASE_URL: URL_, SUPABASE_SERVICE_ROLE_KEY: "very-secret-service-role" }).join("\n");
      expect(message).not.toContain("very-secret-service-role");
    });
  });
});

describe("the platform: an inquiry store that cannot persist is an error where there is no lasting disk", () => {
  const NO_DISK: [string, Env, string][] = [
    ["Vercel", { VERCEL: "1" }, "VERCEL=1"],
    ["Netlify", { NETLIFY: "true" }, "NETLIFY=true"],
    ["AWS Lambda", { AWS_LAMBDA_FUNCTION_NAME: "site" }, "AWS_LAMBDA_FUNCTION_NAME"],
  ];
  for (const [name, platform, sign] of NO_DISK) {
    // Vercel also requires the deployment settings (below); given here, so that only the store is in question.
    const platformEnv = { ...platform, ...DEPLOYMENT };
    it(`${name}: the embedded store is refused, naming the Supabase variables; with them, nothing is wrong`, () => {
      expect(readEnvironment(platformEnv).platform.persistentDisk).toBe(false);
      expectOneProblemNaming(platformEnv, sign, "DATA_DIR", "NEXT_PUBLIC_SUPABASE_URL", "NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY", "SUPABASE_SERVICE_ROLE_KEY");
      // Content and admins on Supabase are not enough: the leads still need the service-role key.
      expectOneProblemNaming({ ...platformEnv, NEXT_PUBLIC_SUPABASE_URL: URL_, NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: "pk" }, "SUPABASE_SERVICE_ROLE_KEY");
      expect(problems({ ...platformEnv, ...SUPABASE })).toEqual([]);
    });
  }

  it("names the platform: Vercel first (its functions also carry AWS_LAMBDA_FUNCTION_NAME), self-hosted otherwise", () => {
    expect(readEnvironment({ VERCEL: "1", AWS_LAMBDA_FUNCTION_NAME: "f", ...SUPABASE }).platform.name).toBe("vercel");
    expect(readEnvironment({ AWS_LAMBDA_FUNCTION_NAME: "f", ...SUPABASE }).platform.name).toBe("aws-lambda");
    expect(readEnvironment({ VERCEL: "0", NETLIFY: "false" }).platform).toEqual({ name: "self-hosted", persistentDisk: true });
  });

  it("DATA_DIR is trimmed and made absolute, as the embedded database opens it", () => {
    expect(readEnvironment({ DATA_DIR: " /srv/northtide " }).inquiries).toEqual({ store: "embedded", dataDir: "/srv/northtide" });
    expect(readEnvironment({ DATA_DIR: "var/data" }).inquiries).toEqual({ store: "embedded", dataDir: path.resolve("var/data") });
    expect(readEnvironment({ DATA_DIR: " var/data " }).dataDir).toBe(path.resolve("var/data"));
  });
});

describe("content", () => {
  it("CONTENT_DIR names the folder; the revalidation secret and the deploy hook travel with the content decision", () => {
    const hooks = { deployHookUrl: null, revalidateSecret: null };
    expect(readEnvironment({}).content).toEqual({ source: "files", dir: null, ...hooks });
    expect(readEnvironment({ CONTENT_DIR: "some/content" }).content).toEqual({ source: "files", dir: path.resolve("some/content"), ...hooks });
    expect(readEnvironment({ REVALIDATE_SECRET: " s3cret ", VERCEL_DEPLOY_HOOK_URL: "https://api.vercel.com/v1/hooks/x" }).content).toMatchObject({
      revalidateSecret: "s3cret",
      deployHookUrl: "https://api.vercel.com/v1/hooks/x",
    });
  });

  it("test switches are not configuration: the retired fixture variables are ignored, and CONTENT_SOURCE knows only files and supabase", () => {
    expect(readEnvironment({ CONTENT_DELAY_MS: "2500", CONTENT_FAILURE_MESSAGE: "x" }).content).toMatchObject({ source: "files", dir: null });
    expectOneProblemNaming({ CONTENT_SOURCE: "empty" }, "CONTENT_SOURCE", "files, supabase", '"empty"');
    expect(readEnvironment({ CONTENT_SOURCE: "failing", ...SUPABASE }).content.source).toBe("supabase");
    expectOneProblemNaming({ CONTENT_SOURCE: "supabase" }, "CONTENT_SOURCE=supabase", "NEXT_PUBLIC_SUPABASE_URL");
  });
});

describe("the chat assistant", () => {
  it("local by default; gemini with its key (default model); supabase with the project's public values; the name in any case", () => {
    expect(readEnvironment({}).chat).toEqual({ provider: "local", timeoutMs: 20_000 });
    expect(readEnvironment({ CHAT_PROVIDER: " Gemini ", GEMINI_API_KEY: "k" }).chat).toEqual({ provider: "gemini", apiKey: "k", model: DEFAULT_GEMINI_MODEL, baseUrl: null, timeoutMs: 20_000 });
    expect(readEnvironment({ CHAT_PROVIDER: "supabase", NEXT_PUBLIC_SUPABASE_URL: URL_, NEXT_PUBLIC_SUPABASE_ANON_KEY: "anon" }).chat).toEqual({
      provider: "supabase",
      project: { url: URL_, publicKey: "anon" },
      functionSecret: null,
      timeoutMs: 20_000,
    });
    expect(readEnvironment({ CHAT_PROVIDER: "supabase", NEXT_PUBLIC_SUPABASE_URL: URL_, NEXT_PUBLIC_SUPABASE_ANON_KEY: "anon", CHAT_FUNCTION_SECRET: " s3cret " }).chat).toMatchObject({
      functionSecret: "s3cret",
    });
    expect(problems({ CHAT_PROVIDER: "gemini", GEMINI_API_KEY: "k", GEMINI_MODEL: "gemini-3", GEMINI_BASE_URL: "http://127.0.0.1:3390", CHAT_TIMEOUT_MS: "500" })).toEqual([]);
  });

  it("a provider that cannot answer is an error: gemini without GEMINI_API_KEY, supabase without the project", () => {
    expectOneProblemNaming({ CHAT_PROVIDER: "gemini" }, "CHAT_PROVIDER=gemini", "GEMINI_API_KEY");
    expectOneProblemNaming({ CHAT_PROVIDER: "supabase" }, "CHAT_PROVIDER=supabase", "NEXT_PUBLIC_SUPABASE_URL", "NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY");
  });

  it("an unknown provider is an error; the local assistant is the fallback", () => {
    expectOneProblemNaming({ CHAT_PROVIDER: "openai" }, "CHAT_PROVIDER", "local, gemini, supabase");
    expect(readEnvironment({ CHAT_PROVIDER: "openai" }).chat).toEqual({ provider: "local", timeoutMs: 20_000 });
    expect(chatProvider(readEnvironment({ CHAT_PROVIDER: "openai" }).chat).name).toBe("local");
  });

  it("a malformed GEMINI_BASE_URL or CHAT_TIMEOUT_MS is an error", () => {
    expectOneProblemNaming({ GEMINI_BASE_URL: "127.0.0.1:3390" }, "GEMINI_BASE_URL");
    for (const raw of ["0", "soon", "-5"]) expectOneProblemNaming({ CHAT_TIMEOUT_MS: raw }, "CHAT_TIMEOUT_MS");
  });
});

describe("rate limits", () => {
  it("in process by default, in Redis with a redis:// or rediss:// REDIS_URL", () => {
    expect(readEnvironment({ REDIS_URL: "redis://127.0.0.1:6379" }).rateLimits).toMatchObject({ store: "redis", url: "redis://127.0.0.1:6379" });
    expect(readEnvironment({ REDIS_URL: " rediss://default:pw@eu1.upstash.io:6379 " }).rateLimits).toMatchObject({ store: "redis", url: "rediss://default:pw@eu1.upstash.io:6379" });
  });

  it("a REDIS_URL that is not a Redis URL is an error that never shows the value (it may hold a password)", () => {
    const found = problems({ REDIS_URL: "upstash.io:6379?password=hunter2" });
    expect(found).toEqual(["REDIS_URL must be a redis:// or rediss:// URL."]);
    expect(readEnvironment({ REDIS_URL: "upstash.io:6379" }).rateLimits).toMatchObject({ store: "memory" });
  });

  it('each limit is "max/seconds" or unset; anything else is an error naming the variable', () => {
    expect(problems({ RATE_LIMIT_CONTACT: "1000/600", RATE_LIMIT_CHAT: " 20 / 60 ", ADMIN_SIGN_IN_LIMIT: "5/900", ADMIN_ACCOUNT_LOCKOUT: "1000/1/1" })).toEqual([]);
    for (const name of ["RATE_LIMIT_CONTACT", "RATE_LIMIT_CHAT", "ADMIN_SIGN_IN_LIMIT"]) {
      for (const raw of ["5", "0/60", "5/0", "five/60", "5/60/1"]) expectOneProblemNaming({ [name]: raw }, name, "max/seconds");
    }
    for (const raw of ["5/60", "0/60/3600", "5/60/30", "a/b/c"]) expectOneProblemNaming({ ADMIN_ACCOUNT_LOCKOUT: raw }, "ADMIN_ACCOUNT_LOCKOUT");
  });

  it("CLIENT_IP_SOURCE: vercel by default on Vercel, connection elsewhere; a value the client-address module rejects is an error", () => {
    expect(readEnvironment({ VERCEL: "1", ...SUPABASE, ...DEPLOYMENT }).clientAddress).toEqual({ kind: "vercel" });
    expect(readEnvironment({ CLIENT_IP_SOURCE: "header:x-real-ip" }).clientAddress).toEqual({ kind: "header", header: "x-real-ip" });
    for (const raw of ["x-real-ip", "header:", "header:bad header", "proxy"]) expectOneProblemNaming({ CLIENT_IP_SOURCE: raw }, "CLIENT_IP_SOURCE", "header:<name>");
  });
});

describe("forwarding", () => {
  it("to the address or FormSubmit alias set; off when it says off; never to the example's address when unset or empty", () => {
    for (const env of [{}, { CONTACT_FORWARD_EMAIL: "" }, { CONTACT_FORWARD_EMAIL: "  " }]) {
      expect(readEnvironment(env).forwarding, JSON.stringify(env)).toMatchObject({ mode: "unconfigured", reason: "CONTACT_FORWARD_EMAIL is not set" });
      expect(forwardingConfig(readEnvironment(env).forwarding)).toEqual({ enabled: false, reason: "CONTACT_FORWARD_EMAIL is not set" });
      expect(problems(env)).toEqual([]);
    }
    for (const raw of ["off", "OFF", " none ", "false"]) {
      expect(readEnvironment({ CONTACT_FORWARD_EMAIL: raw }).forwarding, raw).toMatchObject({ mode: "off", reason: `CONTACT_FORWARD_EMAIL is "${raw.trim()}"` });
      expect(readEnvironment({ CONTACT_FORWARD_EMAIL: raw }).settings.missing).toEqual(["NEXT_PUBLIC_SITE_URL"]);
    }
    expect(readEnvironment({ CONTACT_FORWARD_EMAIL: " leads@example.org " }).forwarding).toMatchObject({ mode: "formsubmit", recipient: "leads@example.org" });
    expect(readEnvironment({ CONTACT_FORWARD_EMAIL: "a1b2c3d4e5" }).forwarding).toMatchObject({ mode: "formsubmit", recipient: "a1b2c3d4e5" });
    expect(forwardingConfig(readEnvironment({ CONTACT_FORWARD_EMAIL: "leads@example.org" }).forwarding)).toMatchObject({ enabled: true, recipient: "leads@example.org" });
    expect(forwardingConfig(readEnvironment({ CONTACT_FORWARD_EMAIL: "off" }).forwarding)).toEqual({ enabled: false, reason: 'CONTACT_FORWARD_EMAIL is "off"' });
  });

  it("the FormSubmit endpoint, time-out, retry wait and retry secrets, with their defaults", () => {
    expect(readEnvironment({ FORMSUBMIT_URL: "http://127.0.0.1:3109/", CONTACT_FORWARD_TIMEOUT_MS: "2000", CONTACT_RETRY_BASE_MS: "0", RETRY_SECRET: " r ", CRON_SECRET: "c" }).forwarding).toMatchObject({
      formsubmitUrl: "http://127.0.0.1:3109",
      timeoutMs: 2000,
      retryBaseMs: 0,
      retrySecrets: ["r", "c"],
    });
    expect(readEnvironment({ CONTACT_FORWARD_EMAIL: "off", CRON_SECRET: "c" }).forwarding).toMatchObject({ mode: "off", timeoutMs: 8000, retryBaseMs: 60_000, retrySecrets: ["c"] });
    expect(readEnvironment({ CHAT_TIMEOUT_MS: "1500" }).chat.timeoutMs).toBe(1500);
  });

  it("an address FormSubmit cannot take, a malformed FORMSUBMIT_URL or time-out, is an error", () => {
    expectOneProblemNaming({ CONTACT_FORWARD_EMAIL: "hello at northtide" }, "CONTACT_FORWARD_EMAIL", "hello at northtide", '"off"');
    expectOneProblemNaming({ CONTACT_FORWARD_EMAIL: "hello@northtide.studio/x" }, "CONTACT_FORWARD_EMAIL");
    expectOneProblemNaming({ FORMSUBMIT_URL: "formsubmit.co" }, "FORMSUBMIT_URL");
    expectOneProblemNaming({ CONTACT_FORWARD_TIMEOUT_MS: "soon" }, "CONTACT_FORWARD_TIMEOUT_MS");
    // A second try waits four times as long, and a claim must end within a function's 60 s.
    expectOneProblemNaming({ CONTACT_FORWARD_TIMEOUT_MS: "10001" }, "CONTACT_FORWARD_TIMEOUT_MS", "from 1 to 10000");
    expect(problems({ CONTACT_FORWARD_TIMEOUT_MS: "10000" })).toEqual([]);
    expectOneProblemNaming({ CONTACT_RETRY_BASE_MS: "-5" }, "CONTACT_RETRY_BASE_MS");
    expect(problems({ CONTACT_RETRY_BASE_MS: "0", CONTACT_FORWARD_TIMEOUT_MS: "400", FORMSUBMIT_URL: "http://127.0.0.1:3309/" })).toEqual([]);
  });
});

describe("the deployment settings: NEXT_PUBLIC_SITE_URL and CONTACT_FORWARD_EMAIL", () => {
  const VERCEL = { VERCEL: "1", ...SUPABASE };

  it("self-hosted and in development: unset is no problem, only named (the server's log and /api/health/ say so)", () => {
    const environment = readEnvironment({});
    expect(environment.problems).toEqual([]);
    expect(environment.settings.missing).toEqual(["NEXT_PUBLIC_SITE_URL", "CONTACT_FORWARD_EMAIL"]);
    const [siteUrl, forwardEmail] = environment.settings.warnings;
    expect(siteUrl).toContain(EXAMPLE_SITE_URL);
    expect(siteUrl).toContain("https://<your domain>");
    expect(forwardEmail).toContain("e-mailed to no one");
    expect(forwardEmail).toContain('"off"');
    expect(readEnvironment({ ...DEPLOYMENT, NEXT_PUBLIC_SITE_URL: "http://127.0.0.1:3000" })).toMatchObject({ settings: { missing: [], warnings: [] }, problems: [] });
  });

  it("on Vercel: each one unset (or empty) fails the build with a problem naming it and how to set it", () => {
    expect(problems({ ...VERCEL, ...DEPLOYMENT })).toEqual([]);
    expectOneProblemNaming({ ...VERCEL, CONTACT_FORWARD_EMAIL: DEPLOYMENT.CONTACT_FORWARD_EMAIL }, "NEXT_PUBLIC_SITE_URL is not set", "Vercel", EXAMPLE_SITE_URL, "Environment Variables", "redeploy");
    expectOneProblemNaming({ ...VERCEL, NEXT_PUBLIC_SITE_URL: DEPLOYMENT.NEXT_PUBLIC_SITE_URL, CONTACT_FORWARD_EMAIL: " " }, "CONTACT_FORWARD_EMAIL is not set", "Vercel", '"off"', "redeploy");
    const both = problems(VERCEL);
    expect(both).toHaveLength(2);
    expect(both[0]).toMatch(/^NEXT_PUBLIC_SITE_URL is not set, and on Vercel/);
    expect(both[1]).toMatch(/^CONTACT_FORWARD_EMAIL is not set, and on Vercel/);
  });

  it('on Vercel: "off" is a deliberate choice and passes; a site URL that is not https fails', () => {
    expect(readEnvironment({ ...VERCEL, ...DEPLOYMENT, CONTACT_FORWARD_EMAIL: "off" })).toMatchObject({ forwarding: { mode: "off" }, problems: [] });
    expectOneProblemNaming({ ...VERCEL, ...DEPLOYMENT, NEXT_PUBLIC_SITE_URL: "http://www.example-agency.com" }, "NEXT_PUBLIC_SITE_URL must be an https:// URL", "http://www.example-agency.com");
    // A value that is no URL at all is reported once, as every URL variable's is.
    expectOneProblemNaming({ ...VERCEL, ...DEPLOYMENT, NEXT_PUBLIC_SITE_URL: "example-agency.com" }, "NEXT_PUBLIC_SITE_URL must be an http:// or https:// URL");
  });
});

describe("lead alerts", () => {
  it("off with nothing set; a webhook, Resend e-mail, or both; new-lead alerts and the stuck threshold", () => {
    expect(readEnvironment({}).alerts).toEqual({ webhookUrl: null, email: null, onNewLead: false, stuckAfterMs: 900_000 });
    const both = readEnvironment({
      ALERT_WEBHOOK_URL: "https://hooks.slack.com/services/T0/B0/x",
      RESEND_API_KEY: " re_123 ",
      ALERT_EMAIL_TO: "founder@example.com, partner@example.org",
      RESEND_BASE_URL: "http://127.0.0.1:3999/",
      ALERT_ON_NEW_LEAD: "TRUE",
      ALERT_STUCK_AFTER_MS: "60000",
    });
    expect(both.problems).toEqual([]);
    expect(both.alerts).toEqual({
      webhookUrl: "https://hooks.slack.com/services/T0/B0/x",
      email: { apiKey: "re_123", to: ["founder@example.com", "partner@example.org"], from: `${site.brand} alerts <onboarding@resend.dev>`, baseUrl: "http://127.0.0.1:3999" },
      onNewLead: true,
      stuckAfterMs: 60_000,
    });
    expect(readEnvironment({ RESEND_API_KEY: "re_1", ALERT_EMAIL_TO: "a@example.com", ALERT_EMAIL_FROM: "Leads <leads@northtide.studio>" }).alerts.email).toMatchObject({ from: "Leads <leads@northtide.studio>", baseUrl: null });
    for (const raw of ["1", "true"]) expect(readEnvironment({ ALERT_ON_NEW_LEAD: raw }).alerts.onNewLead, raw).toBe(true);
    for (const raw of ["0", "false", ""]) expect(readEnvironment({ ALERT_ON_NEW_LEAD: raw }).alerts.onNewLead, raw).toBe(false);
  });

  it("a Resend key without an address to alert, an address without a key, or a malformed value, is an error", () => {
    expectOneProblemNaming({ RESEND_API_KEY: "re_1" }, "RESEND_API_KEY", "ALERT_EMAIL_TO");
    expect(readEnvironment({ RESEND_API_KEY: "re_1" }).alerts.email).toBeNull();
    expectOneProblemNaming({ ALERT_EMAIL_TO: "founder@example.com" }, "ALERT_EMAIL_TO", "RESEND_API_KEY");
    expectOneProblemNaming({ RESEND_API_KEY: "re_1", ALERT_EMAIL_TO: "founder at example" }, "ALERT_EMAIL_TO");
    expectOneProblemNaming({ ALERT_WEBHOOK_URL: "hooks.slack.com/services/x" }, "ALERT_WEBHOOK_URL");
    expectOneProblemNaming({ ALERT_ON_NEW_LEAD: "yes" }, "ALERT_ON_NEW_LEAD");
    expectOneProblemNaming({ ALERT_STUCK_AFTER_MS: "15m" }, "ALERT_STUCK_AFTER_MS");
    expectOneProblemNaming({ ALERT_STUCK_AFTER_MS: "0" }, "ALERT_STUCK_AFTER_MS");
  });
});

describe("admin sign-in", () => {
  it("Supabase Auth with the project (password variables then unused); one password admin with both values; closed with neither", () => {
    expect(readEnvironment({ ...SUPABASE, ADMIN_PASSWORD_HASH: HASH, ADMIN_SESSION_SECRET: SECRET })).toMatchObject({ adminAuth: { mode: "supabase" }, problems: [] });
    expect(readEnvironment({ ADMIN_PASSWORD_HASH: ` ${HASH} `, ADMIN_SESSION_SECRET: SECRET })).toMatchObject({ adminAuth: { mode: "password", passwordHash: HASH, sessionSecret: SECRET }, problems: [] });
    expect(readEnvironment({})).toMatchObject({ adminAuth: { mode: "unconfigured" }, problems: [] });
  });

  it("half a password configuration is an error naming what is missing", () => {
    expectOneProblemNaming({ ADMIN_PASSWORD_HASH: HASH }, "ADMIN_SESSION_SECRET must be at least 32 characters");
    expectOneProblemNaming({ ADMIN_SESSION_SECRET: SECRET }, "ADMIN_PASSWORD_HASH is not set to a scrypt hash");
    expectOneProblemNaming({ ADMIN_PASSWORD_HASH: "plain-password", ADMIN_SESSION_SECRET: SECRET }, "ADMIN_PASSWORD_HASH");
  });
});

describe("other URLs", () => {
  it("NEXT_PUBLIC_SITE_URL, VERCEL_DEPLOY_HOOK_URL and NEXT_PUBLIC_GEO_URL must be http(s) URLs when set", () => {
    for (const name of ["NEXT_PUBLIC_SITE_URL", "VERCEL_DEPLOY_HOOK_URL", "NEXT_PUBLIC_GEO_URL"]) {
      expectOneProblemNaming({ [name]: "northtide.studio" }, name);
      expect(problems({ [name]: "https://northtide.studio/x" })).toEqual([]);
    }
  });
});

describe("assertEnvironment (build and start)", () => {
  it("returns the decision when nothing is wrong", () => {
    expect(assertEnvironment({ ...SUPABASE, ...DEPLOYMENT, VERCEL: "1" }).inquiries.store).toBe("supabase");
  });

  it("throws one EnvironmentError listing every problem, one per line", () => {
    let thrown: unknown;
    try {
      assertEnvironment({ VERCEL: "1", ...DEPLOYMENT, NEXT_PUBLIC_SUPABASE_URL: URL_, CHAT_PROVIDER: "gemini" });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(EnvironmentError);
    const error = thrown as EnvironmentError;
    expect(error.problems).toHaveLength(3);
    expect(error.message.split("\n")).toEqual([expect.stringContaining("not a working configuration"), ...error.problems.map((problem) => `  - ${problem}`)]);
  });

  it("accepts every server the e2e harness starts (the variables of playwright.config.ts serverEnv and its servers)", () => {
    const serverEnv = (name: string, extra: Env = {}): Env => ({
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      DATA_DIR: `/tmp/e2e/${name}`,
      NEXT_PUBLIC_SITE_URL: "https://northtide.studio",
      CONTACT_FORWARD_EMAIL: "hello@northtide.studio",
      FORMSUBMIT_URL: "http://127.0.0.1:3109",
      CONTACT_FORWARD_TIMEOUT_MS: "2000",
      RETRY_SECRET: "e2e-retry-secret",
      CLIENT_IP_SOURCE: "header:x-real-ip",
      RATE_LIMIT_CONTACT: "1000/600",
      RATE_LIMIT_CHAT: "1000/60",
      REVALIDATE_SECRET: "e2e-revalidate-secret",
      ADMIN_ACCOUNT_LOCKOUT: "1000/1/1",
      ADMIN_PASSWORD_HASH: HASH,
      ADMIN_SESSION_SECRET: SECRET,
      NEXT_DIST_DIR: `.next-e2e-${name}`,
      CONTENT_DIR: "tests/fixtures/content",
      ...extra,
    });
    const servers = [
      serverEnv("site"),
      serverEnv("empty", { E2E_CONTENT_FIXTURE: "empty" }),
      serverEnv("failing", { E2E_CONTENT_FIXTURE: "failing" }),
      serverEnv("slow", { E2E_CONTENT_FIXTURE: "slow:2500" }),
      serverEnv("edits", { CONTENT_DIR: "/tmp/e2e/edits-content" }),
      serverEnv("supabase", { NEXT_PUBLIC_SUPABASE_URL: "http://127.0.0.1:3108", NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: "e2e-anon-key" }),
    ];
    for (const env of servers) {
      // Forwarding on (the suite reads what reached its FormSubmit stand-in), and no setting left to the example.
      expect(readEnvironment(env), env.DATA_DIR).toMatchObject({ problems: [], forwarding: { mode: "formsubmit" }, settings: { missing: [] } });
    }
    // The hostile-input script's server blanks the limits and the address source to get the defaults.
    expect(problems({ CLIENT_IP_SOURCE: "", RATE_LIMIT_CONTACT: "", RATE_LIMIT_CHAT: "", ADMIN_SIGN_IN_LIMIT: "", ADMIN_ACCOUNT_LOCKOUT: "", REDIS_URL: "" })).toEqual([]);
  });
});
