import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as chatPost } from "@/app/api/chat/route";
import { NextRequest } from "next/server";
import { POST as signInPost } from "@/app/admin/session/route";
import { savePostAction, saveProjectAction } from "@/components/admin/actions";
import { createChatHandler } from "@/supabase/functions/chat-with-gemini/handler";
import { CONTENT_REFRESH_MS } from "@/supabase/functions/chat-with-gemini/knowledge";
import { candidate, functionEnvironment, recordingLimit } from "../chat-function/support";
import type { GeminiRequestBody } from "../../support/gemini";
import { sendJson, startLocalServer } from "../../support/local-server";
import { startSupabaseStandin, type SupabaseStandin } from "../../support/standin-process.mjs";
import { endProcess } from "../../support/process";

/**
 * A post published through the admin area is named by the assistant in its next answer, in every provider: the site
 * in Supabase mode against the Supabase stand-in (tests/support/supabase-standin.mjs), the founder signed in and
 * saving through the admin's own server actions (components/admin/actions.tsx), which expire the saved item's tags;
 * then the site's chat route (the local provider, and the gemini provider against a Gemini stand-in), and the
 * chat-with-gemini function's handler reading the same database.
 */

// A server action's request, played here: its cookies and headers. Outside a Next server the expired tags have no
// cache to reach; the assistant's own index is what the save must refresh.
const request = vi.hoisted(() => ({ cookies: new Map<string, string>() }));
vi.mock("next/headers", () => ({
  cookies: async () => ({
    getAll: () => [...request.cookies].map(([name, value]) => ({ name, value })),
    get: (name: string) => (request.cookies.has(name) ? { name, value: request.cookies.get(name) } : undefined),
    set: (name: string | { name: string; value: string }, value?: string) => {
      if (typeof name === "object") request.cookies.set(name.name, name.value);
      else request.cookies.set(name, value ?? "");
    },
  }),
  headers: async () => new Headers({ "x-real-ip": "198.51.100.200" }),
}));
vi.mock("next/cache", () => ({ updateTag: () => undefined, revalidateTag: () => undefined, unstable_cache: (fn: unknown) => fn }));

const ANON_KEY = "admin-publish-anon-key";
const FOUNDER = { email: "founder@northtide.test", password: "admin pass 123" };
const QUESTION = "Do you build websites for alpaca farms that sell wool?";
const TITLE = "Websites for Alpaca Farms That Sell Their Wool Online";

const savedEnv = { ...process.env };
let standin: SupabaseStandin | undefined;
let standinUrl = "";
let gemini: Awaited<ReturnType<typeof startLocalServer>>;
let clientNumber = 0;
let postSlug = "";

async function startStandin(): Promise<string> {
  standin = await startSupabaseStandin({ anonKey: ANON_KEY });
  return standin.url;
}

async function signIn() {
  const form = new URLSearchParams({ email: FOUNDER.email, password: FOUNDER.password });
  const answer = await signInPost(
    new NextRequest("http://127.0.0.1:3000/admin/session/", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", "x-real-ip": "198.51.100.200" }, body: form }),
  );
  // Signed in, the sign-in route sends the founder to the inbox with the session's cookies, which the actions then read.
  expect(answer.status).toBe(303);
  expect(answer.headers.get("location")).toBe("/admin/");
  for (const cookie of answer.headers.getSetCookie()) {
    const [pair] = cookie.split(";");
    request.cookies.set(pair.slice(0, pair.indexOf("=")), decodeURIComponent(pair.slice(pair.indexOf("=") + 1)));
  }
  expect([...request.cookies.keys()].some((name) => name.startsWith("sb-"))).toBe(true);
}

/** Publishes a new post from the admin's editor, as its form sends it. */
async function publishPost(title: string) {
  postSlug = `alpaca-farm-websites-${++clientNumber}`;
  const result = await savePostAction(null, {
    slug: postSlug,
    title,
    excerpt: "How an alpaca farm took its wool orders and farm-stay bookings online, and what its site needed to do.",
    cover_image_url: "",
    tags: ["E-commerce", "Strategy"],
    content: "An alpaca farm's shop for wool, yarn and farm stays.",
    publication: "published",
    published_at: null,
  });
  expect(result).toMatchObject({ ok: true, slug: postSlug });
}

async function ask(message: string): Promise<string> {
  const response = await chatPost(
    new Request("http://localhost/api/chat/", {
      method: "POST",
      headers: { "content-type": "application/json", "x-real-ip": `198.51.100.${(clientNumber++ % 150) + 1}` },
      body: JSON.stringify({ message }),
    }),
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { message: string }).message;
}

const instructionSent = () => (JSON.parse(gemini.requests.at(-1)!.body) as GeminiRequestBody).systemInstruction.parts.map((part) => part.text).join("");

beforeAll(async () => {
  standinUrl = await startStandin();
  gemini = await startLocalServer((_request, response) => sendJson(response, 200, candidate("Here is what we know.")));
});

afterAll(async () => {
  process.env = savedEnv;
  standin?.stop();
  await gemini?.close();
});

beforeEach(async () => {
  process.env = { ...savedEnv, NEXT_PUBLIC_SUPABASE_URL: standinUrl, NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: ANON_KEY };
  for (const name of ["CONTENT_SOURCE", "CONTENT_DIR", "SUPABASE_SERVICE_ROLE_KEY", "ADMIN_PASSWORD_HASH", "CHAT_PROVIDER", "GEMINI_API_KEY", "GEMINI_MODEL", "GEMINI_BASE_URL", "REDIS_URL", "RATE_LIMIT_CHAT", "VERCEL_DEPLOY_HOOK_URL"]) delete process.env[name];
  // Back to the stand-in's seed, without the posts an earlier test published.
  expect((await fetch(`${standinUrl}/__reset`)).status).toBe(200);
  request.cookies.clear();
  gemini.requests.length = 0;
  vi.spyOn(console, "info").mockImplementation(() => undefined);
  await signIn();
});

afterEach(async () => {
  await endProcess();
  vi.restoreAllMocks();
});

describe("the site's local provider", () => {
  it("names a post published through the admin in the answer after the save", async () => {
    expect(await ask(QUESTION)).not.toContain(TITLE);
    await publishPost(TITLE);
    const answer = await ask(QUESTION);
    expect(answer).toContain(TITLE);
    expect(answer).toContain(`(/blog/${postSlug}/)`);
  });

  it("names a project published through the admin too", async () => {
    expect(await ask("Have you built a shop for an alpaca farm?")).not.toContain("Andes Alpaca Farm");
    const saved = await saveProjectAction(null, {
      slug: "andes-alpaca-farm",
      name: "Andes Alpaca Farm",
      description: "A shop for an alpaca farm's wool and farm stays.",
      screenshot_url: "",
      project_url: "",
      publication: "published",
    });
    expect(saved).toMatchObject({ ok: true });
    expect(await ask("Have you built a shop for an alpaca farm?")).toContain("(/portfolio/andes-alpaca-farm/)");
  });

  it("does not name a post the admin saved as a draft", async () => {
    const draft = "Alpaca Farm Websites That Sell Wool: Draft Notes";
    const result = await savePostAction(null, { slug: "alpaca-draft", title: draft, excerpt: "", cover_image_url: "", tags: ["Strategy", "E-commerce"], content: "Alpaca farm wool shop notes.", publication: "draft", published_at: null });
    expect(result).toMatchObject({ ok: true });
    await publishPost(TITLE);
    const answer = await ask(QUESTION);
    expect(answer).toContain(TITLE);
    expect(answer).not.toContain(draft);
  });
});

describe("the site's gemini provider", () => {
  it("grounds the answer after the save on the post published through the admin", async () => {
    Object.assign(process.env, { CHAT_PROVIDER: "gemini", GEMINI_API_KEY: "gemini-secret-key", GEMINI_MODEL: "gemini-test-model", GEMINI_BASE_URL: gemini.url, CHAT_TIMEOUT_MS: "5000" });
    await ask(QUESTION);
    expect(instructionSent()).not.toContain(TITLE);
    await publishPost(TITLE);
    await ask(QUESTION);
    expect(instructionSent()).toContain(TITLE);
    expect(instructionSent()).toContain(`/blog/${postSlug}/`);
  });
});

describe("the chat-with-gemini function", () => {
  it("names a post published through the admin once it reads the database again: its next read, at most a minute after the last", async () => {
    let now = Date.now();
    const chat = createChatHandler({
      env: functionEnvironment({ SUPABASE_URL: standinUrl, SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: ANON_KEY }), GEMINI_BASE_URL: gemini.url, CHAT_CONTENT: undefined }),
      fetch,
      now: () => now,
      rateLimit: recordingLimit().store,
      log: () => undefined,
    });
    const askFunction = async () => {
      const response = await chat(
        new Request("http://127.0.0.1/functions/v1/chat-with-gemini", { method: "POST", headers: { "content-type": "application/json", apikey: ANON_KEY }, body: JSON.stringify({ message: QUESTION }) }),
      );
      expect(response.status).toBe(200);
    };
    await askFunction();
    expect(instructionSent()).not.toContain(TITLE);
    await publishPost(TITLE);
    now += CONTENT_REFRESH_MS;
    await askFunction();
    expect(instructionSent()).toContain(TITLE);
    expect(instructionSent()).toContain(`/blog/${postSlug}/`);
  });
});
