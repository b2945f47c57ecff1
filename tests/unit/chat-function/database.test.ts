import type http from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createChatHandler } from "@/supabase/functions/chat-with-gemini/handler";
import { CONTENT_REFRESH_MS } from "@/supabase/functions/chat-with-gemini/knowledge";
import { asRole, supabaseLikeDbForSuite } from "../../support/pglite";
import { sendJson, startLocalServer, type RecordedRequest } from "../../support/local-server";
import { PUBLISHABLE_KEY, SECRET_KEY, candidate, functionEnvironment } from "./support";

/**
 * The function's default stores against Supabase's HTTP API, played by a local stand-in that runs each call in PGlite
 * with every migration applied, under the role the presented key stands for: the rate limit through
 * `rpc/chat_function_hit` with the secret key, the posts and projects through `blogs` and `projects` with the publishable key.
 */

const db = supabaseLikeDbForSuite({
  seed: `
    insert into public.blogs (slug, title, excerpt, tags, published_at) values
      ('lagoon-bookings', 'Online bookings for a lagoon resort', 'How a resort took bookings online.', '{resort,bookings}', now() - interval '10 days'),
      ('draft-idea', 'An unpublished draft about kayaks', null, '{kayak}', null),
      ('kayak-rentals', 'Kayak rentals that book themselves', 'Automating a kayak rental desk.', '{kayak,automation}', now() - interval '1 day'),
      ('kayak-future', 'Kayak tours next season', 'Scheduled.', '{kayak}', now() + interval '30 days');
    insert into public.projects (name, slug, description) values
      ('Mangrove Eco Lodge', 'mangrove-eco-lodge', 'A booking site for an eco lodge in the mangroves.');
    insert into public.projects (name, slug, description, published_at) values
      ('Bantayan Island Ferry Tickets', 'bantayan-ferry-tickets', 'Ferry tickets to Bantayan island sold online.', now() - interval '1 day'),
      ('Unpublished Ferry Draft', 'ferry-draft', 'An unpublished project about ferry tickets.', null),
      ('Ferry Timetables Next Season', 'ferry-timetables', 'Scheduled: ferry timetables for next season.', now() + interval '30 days');
  `,
});
let clock: string;
let postgrestDown = false;
let postgrest: Awaited<ReturnType<typeof startLocalServer>>;
let gemini: Awaited<ReturnType<typeof startLocalServer>>;
const keys = { [SECRET_KEY]: "service_role", [PUBLISHABLE_KEY]: "anon" } as const;

async function answerAsPostgrest(request: RecordedRequest, response: http.ServerResponse) {
  if (postgrestDown) return sendJson(response, 503, { message: "upstream connect error" });
  const role = keys[String(request.headers.apikey) as keyof typeof keys];
  if (!role) return sendJson(response, 401, { message: "Invalid API key" });
  const url = new URL(request.url, "http://postgrest");
  try {
    if (request.method === "POST" && url.pathname === "/rest/v1/rpc/chat_function_hit") {
      const args = JSON.parse(request.body);
      // PostgREST passes the named arguments; the stand-in adds the test's clock as `called_at`.
      const { rows } = await asRole(db, role, () =>
        db.query("select * from public.chat_function_hit($1, $2, $3, $4, $5, $6)", [args.client_key, args.client_max, args.client_window_seconds, args.global_max, args.global_window_seconds, clock]),
      );
      return sendJson(response, 200, rows);
    }
    if (request.method === "GET" && url.pathname === "/rest/v1/blogs") {
      expect(url.searchParams.get("select")).toBe("slug,title,excerpt,tags,published_at");
      expect(url.searchParams.get("order")).toBe("published_at.desc");
      const until = /^lte\.(.+)$/.exec(url.searchParams.get("published_at") ?? "")?.[1];
      const { rows } = await asRole(db, role, () =>
        db.query("select slug, title, excerpt, tags, published_at from public.blogs where published_at <= $1 order by published_at desc", [until]),
      );
      return sendJson(response, 200, rows);
    }
    if (request.method === "GET" && url.pathname === "/rest/v1/projects") {
      expect(url.searchParams.get("select")).toBe("slug,name,description");
      expect(url.searchParams.get("order")).toBe("created_at.desc");
      const until = /^lte\.(.+)$/.exec(url.searchParams.get("published_at") ?? "")?.[1];
      const { rows } = await asRole(db, role, () =>
        db.query("select slug, name, description from public.projects where published_at <= $1 order by created_at desc", [until]),
      );
      return sendJson(response, 200, rows);
    }
    return sendJson(response, 404, { message: "not found" });
  } catch (error) {
    return sendJson(response, 400, { message: (error as Error).message });
  }
}

beforeAll(async () => {
  postgrest = await startLocalServer(answerAsPostgrest);
  gemini = await startLocalServer((_request, response) => sendJson(response, 200, candidate("Here is what we know.")));
}, 60_000);

afterAll(async () => {
  await postgrest?.close();
  await gemini?.close();
});

beforeEach(async () => {
  postgrestDown = false;
  postgrest.requests.length = 0;
  gemini.requests.length = 0;
  await db.exec("delete from public.chat_function_hits");
});

function handler(now: number, env: Record<string, string | undefined> = {}, log: string[] = []) {
  return createChatHandler({
    env: functionEnvironment({ SUPABASE_URL: postgrest.url, GEMINI_BASE_URL: gemini.url, CHAT_CONTENT: undefined, ...env }),
    fetch,
    now: () => now,
    log: (message) => void log.push(message),
  });
}

const ask = (chat: (request: Request) => Promise<Response>, message: string, address = "203.0.113.9") =>
  chat(
    new Request("http://127.0.0.1/functions/v1/chat-with-gemini", {
      method: "POST",
      headers: { "content-type": "application/json", apikey: PUBLISHABLE_KEY, "cf-connecting-ip": address },
      body: JSON.stringify({ message }),
    }),
  );

const instruction = () => (JSON.parse(gemini.requests.at(-1)!.body) as { systemInstruction: { parts: { text: string }[] } }).systemInstruction.parts[0].text;

describe("the rate limit in the database", () => {
  it("counts each call with chat_function_hit under the secret key, per client and for the function, from the secrets' limits", async () => {
    clock = "2026-11-25T10:00:10Z";
    const chat = handler(Date.parse(clock), { CHAT_FUNCTION_CLIENT_LIMIT: "2/60", CHAT_FUNCTION_GLOBAL_LIMIT: "3/60" });
    expect((await ask(chat, "one", "203.0.113.1")).status).toBe(200);
    expect((await ask(chat, "two", "203.0.113.1")).status).toBe(200);
    const overClient = await ask(chat, "three", "203.0.113.1");
    expect(overClient.status).toBe(429);
    expect(overClient.headers.get("retry-after")).toBe("50");
    expect((await ask(chat, "four", "203.0.113.2")).status).toBe(200);
    expect((await ask(chat, "five", "203.0.113.3")).status).toBe(429);
    expect(gemini.requests).toHaveLength(3);

    const call = postgrest.requests.find((request) => request.url === "/rest/v1/rpc/chat_function_hit")!;
    expect(call.headers.apikey).toBe(SECRET_KEY);
    expect(call.headers.authorization).toBeUndefined();
    expect(JSON.parse(call.body)).toMatchObject({ client_max: 2, client_window_seconds: 60, global_max: 3, global_window_seconds: 60, client_key: expect.stringMatching(/^[0-9a-f]{64}$/) });

    clock = "2026-11-25T10:01:00Z";
    expect((await ask(chat, "six", "203.0.113.1")).status).toBe(200);
  });

  it("sends a legacy service_role key as the bearer too, when the project has no secret key", async () => {
    clock = "2026-11-25T10:05:00Z";
    const log: string[] = [];
    const chat = handler(Date.parse(clock), { SUPABASE_SECRET_KEYS: undefined, SUPABASE_SERVICE_ROLE_KEY: "eyJhbGciOiJIUzI1NiJ9.service.signature" }, log);
    // The stand-in knows only the secret key, so the legacy key is refused: the call is refused with it (fail closed).
    expect((await ask(chat, "hi")).status).toBe(503);
    const call = postgrest.requests.find((request) => request.url === "/rest/v1/rpc/chat_function_hit")!;
    expect(call.headers.authorization).toBe("Bearer eyJhbGciOiJIUzI1NiJ9.service.signature");
    expect(log.join("\n")).toContain("chat_function_hit answered HTTP 401");
  });

  it("refuses every call (503) while the database cannot be reached, and calls Gemini for none", async () => {
    postgrestDown = true;
    expect((await ask(handler(Date.parse("2026-11-25T10:00:00Z")), "hi")).status).toBe(503);
    expect(gemini.requests).toHaveLength(0);
  });
});

describe("the articles", () => {
  it("come from the blogs table through the publishable key: published ones only, each from its date on", async () => {
    clock = "2026-11-25T10:00:00Z";
    const day = 24 * 60 * 60 * 1000;
    await ask(handler(Date.now() - 2 * day), "Tell me about kayak rentals, kayak tours and lagoon resort bookings");
    expect(instruction()).toContain("Online bookings for a lagoon resort");
    expect(instruction()).not.toContain("Kayak rentals that book themselves");
    expect(instruction()).not.toContain("unpublished draft");
    const read = postgrest.requests.find((request) => request.url.startsWith("/rest/v1/blogs"))!;
    expect(read.headers.apikey).toBe(PUBLISHABLE_KEY);

    // Row-level security hides what is not yet published from the publishable key, whatever the function asks for.
    await ask(handler(Date.now() + 60 * day), "Tell me about kayak rentals and kayak tours");
    expect(instruction()).toContain("Kayak rentals that book themselves");
    expect(instruction()).not.toContain("Kayak tours next season");
  });

  it("are read again after a minute, so that a post published from the admin is named in the next answer", async () => {
    clock = "2026-11-25T10:00:00Z";
    let now = Date.now();
    const chat = createChatHandler({
      env: functionEnvironment({ SUPABASE_URL: postgrest.url, GEMINI_BASE_URL: gemini.url, CHAT_CONTENT: undefined }),
      fetch,
      now: () => now,
      log: () => undefined,
    });
    const reads = () => postgrest.requests.filter((request) => request.url.startsWith("/rest/v1/blogs")).length;
    await ask(chat, "Tell me about reef tours");
    expect(instruction()).not.toContain("Reef tours booked by chat");
    await db.exec("insert into public.blogs (slug, title, tags, published_at) values ('reef-tours', 'Reef tours booked by chat', '{reef}', now() - interval '1 hour')");
    try {
      now += CONTENT_REFRESH_MS - 1;
      await ask(chat, "Tell me about reef tours");
      expect(reads()).toBe(1);
      expect(instruction()).not.toContain("Reef tours booked by chat");
      now += 1;
      await ask(chat, "Tell me about reef tours");
      expect(reads()).toBe(2);
      expect(instruction()).toContain("Reef tours booked by chat");
      expect(instruction()).toContain("/blog/reef-tours/");
    } finally {
      await db.exec("delete from public.blogs where slug = 'reef-tours'");
    }
  });

  it("are left out, and the question still answered, when they cannot be read", async () => {
    clock = "2026-11-25T10:00:00Z";
    const log: string[] = [];
    const chat = createChatHandler({
      env: functionEnvironment({ SUPABASE_URL: postgrest.url, GEMINI_BASE_URL: gemini.url, CHAT_CONTENT: undefined }),
      fetch,
      now: () => Date.parse("2026-11-25T10:00:00Z"),
      // The count works; only the read of blogs fails.
      rateLimit: { hit: async () => ({ allowed: true, retryAfterSeconds: 0 }) },
      log: (message) => void log.push(message),
    });
    postgrestDown = true;
    expect((await ask(chat, "Tell me about lagoon resort bookings")).status).toBe(200);
    expect(instruction()).not.toContain("Online bookings for a lagoon resort");
    expect(log.join("\n")).toContain("articles unavailable for the assistant: blogs answered HTTP 503");
    expect(log.join("\n")).toContain("projects unavailable for the assistant: projects answered HTTP 503");
  });
});

describe("the projects", () => {
  it("come from the projects table through the publishable key, and a new one is named once the index is read again", async () => {
    clock = "2026-11-25T10:00:00Z";
    let now = Date.now();
    const chat = createChatHandler({
      env: functionEnvironment({ SUPABASE_URL: postgrest.url, GEMINI_BASE_URL: gemini.url, CHAT_CONTENT: undefined }),
      fetch,
      now: () => now,
      log: () => undefined,
    });
    await ask(chat, "Have you built anything for an eco lodge or a surf camp?");
    expect(instruction()).toContain("Mangrove Eco Lodge");
    expect(instruction()).toContain("/portfolio/mangrove-eco-lodge/");
    expect(postgrest.requests.find((request) => request.url.startsWith("/rest/v1/projects"))!.headers.apikey).toBe(PUBLISHABLE_KEY);
    await db.exec("insert into public.projects (name, slug, description) values ('Siargao Surf Camp', 'siargao-surf-camp', 'Lessons and boards booked online for a surf camp.')");
    try {
      now += CONTENT_REFRESH_MS;
      await ask(chat, "Have you built anything for a surf camp?");
      expect(instruction()).toContain("Siargao Surf Camp");
    } finally {
      await db.exec("delete from public.projects where slug = 'siargao-surf-camp'");
    }
  });

  it("leave out a scheduled project until it is due, and an unpublished one always", async () => {
    clock = "2026-11-25T10:00:00Z";
    const day = 24 * 60 * 60 * 1000;
    const dueAt = (await db.query<{ published_at: Date }>("select published_at from public.projects where slug = 'bantayan-ferry-tickets'")).rows[0].published_at.getTime();
    // The function's clock two days back: the ferry project, published a day ago, is then scheduled for the next day.
    let now = dueAt - day;
    const chat = createChatHandler({
      env: functionEnvironment({ SUPABASE_URL: postgrest.url, GEMINI_BASE_URL: gemini.url, CHAT_CONTENT: undefined }),
      fetch,
      now: () => now,
      log: () => undefined,
    });
    const question = "Do you sell ferry tickets online, or ferry timetables?";
    await ask(chat, question);
    expect(instruction()).not.toContain("Bantayan Island Ferry Tickets");
    const read = postgrest.requests.find((request) => request.url.startsWith("/rest/v1/projects"))!;
    expect(new URL(read.url, "http://postgrest").searchParams.get("published_at")).toBe(`lte.${new Date(now).toISOString()}`);

    // Still a minute before it is due, the index is read again and it is still left out.
    now = dueAt - CONTENT_REFRESH_MS;
    await ask(chat, question);
    expect(instruction()).not.toContain("Bantayan Island Ferry Tickets");

    // Due: named from the next read on, with its page.
    now = dueAt;
    await ask(chat, question);
    expect(instruction()).toContain("Bantayan Island Ferry Tickets");
    expect(instruction()).toContain("/portfolio/bantayan-ferry-tickets/");
    for (const hidden of ["Unpublished Ferry Draft", "Ferry Timetables Next Season"]) expect(instruction()).not.toContain(hidden);

    // However far the function's clock runs, row-level security keeps the draft and the future project from the publishable key.
    now = Date.now() + 60 * day;
    await ask(chat, question);
    expect(instruction()).toContain("Bantayan Island Ferry Tickets");
    for (const hidden of ["Unpublished Ferry Draft", "Ferry Timetables Next Season"]) expect(instruction()).not.toContain(hidden);
  });
});
