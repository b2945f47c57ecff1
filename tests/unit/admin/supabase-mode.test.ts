import { randomUUID } from "node:crypto";
import type http from "node:http";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { parseTags, postRowFromDraft, type PostDraft, projectRowFromDraft, type ProjectDraft, publicationOf, slugify } from "@/lib/admin/content-rules";
import { getForAdmin, listPostsForAdmin, saveAsAdmin } from "@/lib/admin/content-store";
import { projectDraftFromValues, projectEditorValues } from "@/lib/admin/project-form";
import { currentSupabaseAdmin, supabaseSignIn } from "@/lib/admin/supabase-auth";
import { SupabaseInquiryStore } from "@/lib/inquiries/supabase-store";
import { type RecordedRequest, sendJson, startLocalServer } from "../../support/local-server";
import { GALLERY_ALT_REQUIRED } from "@/lib/content/schemas";
import { EDITOR_TEXTS } from "@/lib/admin/texts";

/**
 * The Supabase-mode actions against a local stand-in for Supabase's HTTP API: GoTrue (/auth/v1) for sign-in and
 * the user behind a token, PostgREST (/rest/v1) for is_admin(), posts, projects and inquiries, with row-level
 * security played by the bearer token (admin-token is an admin, user-token a signed-in non-admin).
 */

const ANON_KEY = "anon-publishable-key";
const SERVICE_KEY = "service-role-test-key";
const ADMIN_ID = "7d1c0f7e-3b7a-4c58-9a51-0f6d2b0c9e11";
const WRITER_ID = "c2a4e6f8-1b3d-4f5a-8c7e-9d0b1a2c3e4f";
const NOW = Date.UTC(2026, 10, 23, 9, 0, 0);
/** The project the site is configured with (NEXT_PUBLIC_SUPABASE_URL), whose bucket site-images holds its images. */
const PROJECT_URL = "https://project.supabase.co";
const BUCKET = `${PROJECT_URL}/storage/v1/object/public/site-images/`;
const IMAGE_RULE = `Use a path on this site (like /projects/cover.webp) or the public URL of an image in the site-images bucket (${BUCKET}…).`;
const NOW_ISO = new Date(NOW).toISOString();

const ACCOUNTS = {
  "founder@example.com": { id: ADMIN_ID, token: "admin-token" },
  "writer@example.com": { id: WRITER_ID, token: "user-token" },
} as const;
type Email = keyof typeof ACCOUNTS;

type Row = Record<string, unknown>;
type Table = "blogs" | "projects" | "inquiries";
const COLUMNS: Record<Table, string[]> = {
  blogs: ["id", "slug", "title", "excerpt", "content", "cover_image_url", "tags", "published_at", "created_at", "updated_at", "cover_image_alt"],
  projects: ["id", "name", "slug", "description", "screenshot_url", "project_url", "created_at", "published_at", "headline", "body", "facts", "gallery", "screenshot_alt"],
  inquiries: ["id", "name", "email", "phone", "service", "message", "form", "status", "attempts", "last_error", "next_attempt_at", "forwarded_at", "handled_at", "created_at", "leased_until"],
};
const RESERVED_PARAMS = new Set(["select", "order", "offset", "limit", "columns", "on_conflict"]);

/** The stand-in's state; tests change it through these. */
const state = {
  tables: { blogs: [] as Row[], projects: [] as Row[], inquiries: [] as Row[] },
  revoked: new Set<string>(),
  tokenStatus: null as number | null,
  isAdminStatus: null as number | null,
  /** A PostgREST error to answer for requests to this path (other than 503/520, which postgrest-js retries). */
  failure: null as { path: string; status: number; body: Row } | null,
};

let server: Awaited<ReturnType<typeof startLocalServer>>;
let WebSocketTransport: unknown;

const bearer = (request: RecordedRequest) => String(request.headers.authorization ?? "").replace(/^Bearer /, "");
type Role = "admin" | "user" | "service" | "anon";
function roleOf(request: RecordedRequest): Role {
  const token = bearer(request);
  if (token === SERVICE_KEY) return "service";
  if (state.revoked.has(token)) return "anon";
  if (token === "admin-token") return "admin";
  if (token === "user-token") return "user";
  return "anon";
}

const accountFor = (token: string) => Object.entries(ACCOUNTS).find(([, account]) => account.token === token && !state.revoked.has(token));

const gotrueUser = (email: string, id: string) => ({
  id,
  aud: "authenticated",
  role: "authenticated",
  email,
  app_metadata: { provider: "email", providers: ["email"] },
  user_metadata: {},
  created_at: "2026-01-01T00:00:00Z",
});

/** What row-level security lets each role see. */
function visible(table: Table, role: Role, row: Row): boolean {
  if (role === "service" || role === "admin") return true;
  if (table === "inquiries") return false;
  if (table === "blogs") return typeof row.published_at === "string" && Date.parse(row.published_at) <= Date.now();
  return true;
}

function matches(row: Row, params: URLSearchParams): boolean {
  for (const [key, value] of params) {
    if (RESERVED_PARAMS.has(key)) continue;
    const dot = value.indexOf(".");
    const [operator, operand] = [value.slice(0, dot), value.slice(dot + 1)];
    if (operator === "eq" && String(row[key]) !== operand) return false;
    if (operator === "neq" && String(row[key]) === operand) return false;
    if (operator === "is" && operand === "null" && row[key] != null) return false;
    if (!["eq", "neq", "is"].includes(operator)) throw new Error(`stand-in: unsupported filter ${key}=${value}`);
  }
  return true;
}

function ordered(rows: Row[], order: string | null): Row[] {
  if (!order) return rows;
  const keys = order.split(",").map((part) => {
    const [column, direction] = part.split(".");
    return { column, descending: direction === "desc" };
  });
  return [...rows].sort((a, b) => {
    for (const { column, descending } of keys) {
      const [x, y] = [String(a[column] ?? ""), String(b[column] ?? "")];
      if (x !== y) return (x < y ? -1 : 1) * (descending ? -1 : 1);
    }
    return 0;
  });
}

function project(row: Row, select: string | null): Row {
  if (!select || select === "*") return { ...row };
  return Object.fromEntries(select.split(",").map((column) => [column, row[column]]));
}

/** Answers rows as PostgREST does: one object for application/vnd.pgrst.object+json (else 406 PGRST116), else an array. */
function answerRows(request: RecordedRequest, response: http.ServerResponse, status: number, rows: Row[], headers: Record<string, string> = {}) {
  if (String(request.headers.accept ?? "").includes("application/vnd.pgrst.object+json")) {
    if (rows.length !== 1) {
      return sendJson(response, 406, { code: "PGRST116", details: `The result contains ${rows.length} rows`, hint: null, message: "JSON object requested, multiple (or no) rows returned" });
    }
    response.writeHead(status, { "content-type": "application/vnd.pgrst.object+json; charset=utf-8", ...headers });
    return response.end(JSON.stringify(rows[0]));
  }
  response.writeHead(status, { "content-type": "application/json; charset=utf-8", ...headers });
  response.end(JSON.stringify(rows));
}

function unknownColumn(table: Table, body: Row): string | undefined {
  return Object.keys(body).find((column) => !COLUMNS[table].includes(column));
}

function defaults(table: Table): Row {
  const now = new Date().toISOString();
  if (table === "blogs") return { excerpt: null, content: null, cover_image_url: null, tags: [], published_at: null, created_at: now, updated_at: now };
  if (table === "projects") return { description: null, screenshot_url: null, project_url: null, created_at: now, published_at: now, headline: null, body: null, facts: null, gallery: null };
  return { phone: null, service: null, form: "full", status: "pending", attempts: 0, last_error: null, next_attempt_at: now, forwarded_at: null, handled_at: null, created_at: now, leased_until: null };
}

function postgrest(request: RecordedRequest, response: http.ServerResponse, url: URL) {
  const role = roleOf(request);
  if (state.failure && url.pathname === state.failure.path) return sendJson(response, state.failure.status, state.failure.body);
  if (url.pathname === "/rest/v1/rpc/is_admin" && request.method === "POST") {
    if (state.isAdminStatus) return sendJson(response, state.isAdminStatus, { code: "XX000", message: "is_admin failed" });
    return sendJson(response, 200, role === "admin");
  }
  if (url.pathname === "/rest/v1/rpc/requeue_inquiry" && request.method === "POST") {
    if (role !== "service") return sendJson(response, 401, { code: "42501", message: "permission denied for function requeue_inquiry" });
    const { inquiry_id: id } = JSON.parse(request.body) as { inquiry_id: string };
    const row = state.tables.inquiries.find((candidate) => candidate.id === id);
    const leased = typeof row?.leased_until === "string" && Date.parse(row.leased_until) > Date.now();
    const eligible = Boolean(row && (row.status === "pending" || row.status === "failed") && !leased);
    if (eligible && row) row.next_attempt_at = new Date().toISOString();
    return sendJson(response, 200, eligible);
  }
  const table = url.pathname.replace("/rest/v1/", "") as Table;
  if (!(table in state.tables)) return sendJson(response, 404, { code: "PGRST205", message: `Could not find the table 'public.${table}' in the schema cache` });
  const rows = state.tables[table];
  const select = url.searchParams.get("select");
  const prefer = String(request.headers.prefer ?? "");
  const representation = prefer.includes("return=representation");
  const writable = table === "inquiries" ? role === "service" : role === "admin" || role === "service";

  if (request.method === "GET") {
    const found = ordered(
      rows.filter((row) => visible(table, role, row) && matches(row, url.searchParams)),
      url.searchParams.get("order"),
    );
    const offset = Number(url.searchParams.get("offset") ?? 0);
    const limit = url.searchParams.has("limit") ? Number(url.searchParams.get("limit")) : found.length;
    const page = found.slice(offset, offset + limit).map((row) => project(row, select));
    const counted = /count=exact/.test(prefer);
    if (counted && offset > found.length) {
      return sendJson(response, 416, { code: "PGRST103", details: `An offset of ${offset} was requested, but there are only ${found.length} rows.`, hint: null, message: "Requested range not satisfiable" });
    }
    const range = page.length ? `${offset}-${offset + page.length - 1}` : "*";
    return answerRows(request, response, counted && page.length < found.length ? 206 : 200, page, { "content-range": `${range}/${counted ? found.length : "*"}` });
  }

  if (request.method === "POST" || request.method === "PATCH") {
    const body = JSON.parse(request.body) as Row;
    const column = unknownColumn(table, body);
    if (column) return sendJson(response, 400, { code: "PGRST204", details: null, hint: null, message: `Could not find the '${column}' column of '${table}' in the schema cache` });
    if (!writable) return sendJson(response, 403, { code: "42501", details: null, hint: null, message: `new row violates row-level security policy for table "${table}"` });
    const targets = request.method === "PATCH" ? rows.filter((row) => visible(table, role, row) && matches(row, url.searchParams)) : [];
    if ("slug" in body && rows.some((row) => row.slug === body.slug && !targets.includes(row))) {
      return sendJson(response, 409, { code: "23505", details: `Key (slug)=(${String(body.slug)}) already exists.`, hint: null, message: `duplicate key value violates unique constraint "${table}_slug_key"` });
    }
    let written: Row[];
    if (request.method === "POST") {
      const row = { ...defaults(table), ...body, id: randomUUID() };
      rows.push(row);
      written = [row];
    } else {
      for (const row of targets) Object.assign(row, body);
      written = targets;
    }
    if (!representation) {
      response.writeHead(request.method === "POST" ? 201 : 204);
      return response.end();
    }
    return answerRows(request, response, request.method === "POST" ? 201 : 200, written.map((row) => project(row, select)));
  }
  sendJson(response, 405, { message: `stand-in: ${request.method} not handled` });
}

function gotrue(request: RecordedRequest, response: http.ServerResponse, url: URL) {
  if (url.pathname === "/auth/v1/token" && request.method === "POST" && url.searchParams.get("grant_type") === "password") {
    if (state.tokenStatus) return sendJson(response, state.tokenStatus, { code: state.tokenStatus, error_code: "unexpected_failure", msg: "Internal server error" });
    const { email, password } = JSON.parse(request.body) as { email: string; password: string };
    const account = ACCOUNTS[email as Email];
    if (!account || password !== "right") {
      return sendJson(response, 400, { code: "invalid_credentials", error_code: "invalid_credentials", msg: "Invalid login credentials" });
    }
    return sendJson(response, 200, {
      access_token: account.token,
      token_type: "bearer",
      expires_in: 3600,
      expires_at: Math.floor(Date.now() / 1000) + 3600,
      refresh_token: `refresh-${account.token}`,
      user: gotrueUser(email, account.id),
    });
  }
  if (url.pathname === "/auth/v1/user" && request.method === "GET") {
    const found = accountFor(bearer(request));
    if (!found) return sendJson(response, 401, { code: 401, error_code: "bad_jwt", msg: "invalid JWT: unable to parse or verify signature" });
    return sendJson(response, 200, gotrueUser(found[0], found[1].id));
  }
  if (url.pathname === "/auth/v1/logout" && request.method === "POST") {
    response.writeHead(204);
    return response.end();
  }
  sendJson(response, 404, { code: 404, error_code: "not_found", msg: "stand-in: no such auth route" });
}

beforeAll(async () => {
  vi.stubEnv("NEXT_PUBLIC_SUPABASE_URL", PROJECT_URL);
  WebSocketTransport = (await import("ws")).default;
  server = await startLocalServer((request, response) => {
    const url = new URL(request.url, "http://stand-in");
    if (url.pathname.startsWith("/auth/v1/")) return gotrue(request, response, url);
    if (url.pathname.startsWith("/rest/v1/")) return postgrest(request, response, url);
    sendJson(response, 404, { message: "stand-in: unknown path" });
  });
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await server?.close();
});

beforeEach(() => {
  state.tables.blogs = [];
  state.tables.projects = [];
  state.tables.inquiries = [];
  state.revoked.clear();
  state.tokenStatus = null;
  state.isAdminStatus = null;
  state.failure = null;
  server.requests.length = 0;
});

/** A client as the admin area makes one, with the publishable key; its session is kept in memory. */
function newClient(key = ANON_KEY): SupabaseClient {
  return createClient(server.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocketTransport as never },
  });
}

async function signedIn(email: Email): Promise<SupabaseClient> {
  const client = newClient();
  const { error } = await client.auth.signInWithPassword({ email, password: "right" });
  expect(error).toBeNull();
  server.requests.length = 0;
  return client;
}

const requestsTo = (prefix: string) => server.requests.filter((request) => new URL(request.url, "http://stand-in").pathname.startsWith(prefix));
const paramsOf = (request: RecordedRequest) => new URL(request.url, "http://stand-in").searchParams;

describe("supabaseSignIn", () => {
  it("signs the admin in, asking is_admin() with the admin's own token", async () => {
    const client = newClient();
    const result = await supabaseSignIn(client, "founder@example.com", "right");
    expect(result).toEqual({ ok: true, admin: { userId: ADMIN_ID, email: "founder@example.com" } });

    const [token] = requestsTo("/auth/v1/token");
    expect(token.url).toBe("/auth/v1/token?grant_type=password");
    expect(JSON.parse(token.body)).toMatchObject({ email: "founder@example.com", password: "right" });
    const rpc = requestsTo("/rest/v1/rpc/is_admin");
    expect(rpc).toHaveLength(1);
    expect(rpc[0].headers.authorization).toBe("Bearer admin-token");
    expect(rpc[0].headers.apikey).toBe(ANON_KEY);
    expect(requestsTo("/auth/v1/logout")).toHaveLength(0);
  });

  it("refuses a signed-in user who is not an admin, and signs that session out", async () => {
    const client = newClient();
    expect(await supabaseSignIn(client, "writer@example.com", "right")).toEqual({ ok: false, code: "notAdmin" });
    expect(requestsTo("/rest/v1/rpc/is_admin")[0].headers.authorization).toBe("Bearer user-token");
    const logout = requestsTo("/auth/v1/logout");
    expect(logout).toHaveLength(1);
    expect(logout[0].headers.authorization).toBe("Bearer user-token");
    expect((await client.auth.getSession()).data.session).toBeNull();
  });

  it("says the credentials do not match for a wrong password or an unknown account", async () => {
    expect(await supabaseSignIn(newClient(), "founder@example.com", "wrong")).toEqual({ ok: false, code: "wrongCredentials" });
    expect(await supabaseSignIn(newClient(), "nobody@example.com", "right")).toEqual({ ok: false, code: "wrongCredentials" });
    expect(requestsTo("/rest/v1/")).toHaveLength(0);
  });

  it("asks for the missing e-mail or password without any request", async () => {
    expect(await supabaseSignIn(newClient(), "", "right")).toEqual({ ok: false, code: "missingEmail" });
    expect(await supabaseSignIn(newClient(), "founder@example.com", "")).toEqual({ ok: false, code: "missingPassword" });
    expect(server.requests).toHaveLength(0);
  });

  it("says sign-in is unavailable when Supabase Auth fails", async () => {
    state.tokenStatus = 500;
    expect(await supabaseSignIn(newClient(), "founder@example.com", "right")).toEqual({ ok: false, code: "unavailable" });
    expect(requestsTo("/rest/v1/")).toHaveLength(0);
  });

  it("says sign-in is unavailable, and signs out, when is_admin() fails", async () => {
    state.isAdminStatus = 500;
    const client = newClient();
    expect(await supabaseSignIn(client, "founder@example.com", "right")).toEqual({ ok: false, code: "unavailable" });
    expect(requestsTo("/auth/v1/logout")).toHaveLength(1);
    expect((await client.auth.getSession()).data.session).toBeNull();
  });
});

describe("currentSupabaseAdmin", () => {
  it("is the admin for an admin's session, checked with Auth's server and is_admin()", async () => {
    const client = await signedIn("founder@example.com");
    expect(await currentSupabaseAdmin(client)).toEqual({ userId: ADMIN_ID, email: "founder@example.com" });
    const [user] = requestsTo("/auth/v1/user");
    expect(user.method).toBe("GET");
    expect(user.headers.authorization).toBe("Bearer admin-token");
    expect(requestsTo("/rest/v1/rpc/is_admin")[0].headers.authorization).toBe("Bearer admin-token");
  });

  it("is null for a non-admin's session", async () => {
    expect(await currentSupabaseAdmin(await signedIn("writer@example.com"))).toBeNull();
  });

  it("is null without a session, asking nothing", async () => {
    expect(await currentSupabaseAdmin(newClient())).toBeNull();
    expect(requestsTo("/rest/v1/")).toHaveLength(0);
  });

  it("is null once Auth no longer accepts the session's token, although the client still holds it", async () => {
    const client = await signedIn("founder@example.com");
    state.revoked.add("admin-token");
    expect(await currentSupabaseAdmin(client)).toBeNull();
    expect(requestsTo("/rest/v1/rpc/is_admin")).toHaveLength(0);
  });

  it("is null when is_admin() fails", async () => {
    const client = await signedIn("founder@example.com");
    state.isAdminStatus = 500;
    expect(await currentSupabaseAdmin(client)).toBeNull();
  });
});

const draft = (overrides: Partial<PostDraft> = {}): PostDraft => ({
  slug: "hello-cebu",
  title: "Hello Cebu",
  excerpt: "A short hello.",
  cover_image_url: "/images/cebu.jpg",
  tags: ["web"],
  content: "# Hello\n\nFrom Cebu.",
  publication: "draft",
  published_at: null,
  ...overrides,
});

function seedPost(overrides: Row = {}): Row {
  const row = {
    id: randomUUID(),
    slug: "seeded",
    title: "Seeded",
    excerpt: null,
    content: "Body",
    cover_image_url: null,
    tags: [],
    published_at: null,
    created_at: "2026-01-01T00:00:00+00:00",
    updated_at: "2026-01-01T00:00:00+00:00",
    ...overrides,
  };
  state.tables.blogs.push(row);
  return row;
}

describe("saveAsAdmin: a post", () => {
  it("inserts the parsed post with the admin's own token: tags de-duplicated, a blank excerpt as null, published now", async () => {
    const client = await signedIn("founder@example.com");
    const result = await saveAsAdmin(
      client,
      "post",
      null,
      draft({ title: "  Hello Cebu  ", excerpt: "   ", cover_image_url: "", tags: ["ai", "web", "ai", " web "], publication: "published", published_at: "2020-01-01T00:00:00Z" }),
      NOW,
    );
    expect(result).toEqual({ ok: true, id: expect.any(String), slug: "hello-cebu", previousSlug: null });

    const writes = requestsTo("/rest/v1/blogs");
    expect(writes).toHaveLength(1);
    const [insert] = writes;
    expect(insert.method).toBe("POST");
    expect(paramsOf(insert).get("select")).toBe("id,slug");
    expect(insert.headers.authorization).toBe("Bearer admin-token");
    expect(insert.headers.apikey).toBe(ANON_KEY);
    expect(JSON.parse(insert.body)).toEqual({
      slug: "hello-cebu",
      title: "Hello Cebu",
      excerpt: null,
      cover_image_url: null,
      cover_image_alt: null,
      tags: ["ai", "web"],
      content: "# Hello\n\nFrom Cebu.",
      published_at: NOW_ISO,
      updated_at: NOW_ISO,
    });
    expect(state.tables.blogs).toEqual([expect.objectContaining({ id: result.ok ? result.id : "", slug: "hello-cebu" })]);
  });

  it("keeps a draft unpublished and a scheduled post at its time", async () => {
    const client = await signedIn("founder@example.com");
    expect((await saveAsAdmin(client, "post", null, draft({ slug: "a-draft", publication: "draft", published_at: "2027-01-01T00:00:00Z" }), NOW)).ok).toBe(true);
    expect((await saveAsAdmin(client, "post", null, draft({ slug: "later", publication: "scheduled", published_at: "2026-12-01T10:00:00+08:00" }), NOW)).ok).toBe(true);
    const [first, second] = requestsTo("/rest/v1/blogs").map((request) => JSON.parse(request.body));
    expect(first.published_at).toBeNull();
    expect(second.published_at).toBe("2026-12-01T02:00:00.000Z");
  });

  const SLUG_HINT = EDITOR_TEXTS.slugHint;
  const invalid: [string, Partial<PostDraft>, Record<string, string>][] = [
    ["a slug with capitals and a space", { slug: "Hello World" }, { slug: SLUG_HINT }],
    ["a slug with a double hyphen", { slug: "hello--world" }, { slug: SLUG_HINT }],
    ["an empty slug", { slug: "" }, { slug: SLUG_HINT }],
    ["an empty title", { title: "" }, { title: EDITOR_TEXTS.titleRequired }],
    ["a blank title", { title: "   " }, { title: EDITOR_TEXTS.titleRequired }],
    ["a schedule in the past", { publication: "scheduled", published_at: "2026-11-23T08:59:59Z" }, { published_at: EDITOR_TEXTS.publishAtPast }],
    ["a schedule of exactly now", { publication: "scheduled", published_at: NOW_ISO }, { published_at: EDITOR_TEXTS.publishAtPast }],
    ["a schedule without a date", { publication: "scheduled", published_at: null }, { published_at: EDITOR_TEXTS.publishAtMissing }],
    ["a javascript: cover", { cover_image_url: "javascript:alert(1)" }, { cover_image_url: IMAGE_RULE }],
    ["an http: cover", { cover_image_url: "http://example.com/a.png" }, { cover_image_url: IMAGE_RULE }],
    ["a cover on another https host, which the site cannot show", { cover_image_url: "https://cdn.example.com/a.png" }, { cover_image_url: IMAGE_RULE }],
    ["a cover in another bucket of the project", { cover_image_url: `${PROJECT_URL}/storage/v1/object/public/other/a.png` }, { cover_image_url: IMAGE_RULE }],
    ["a protocol-relative cover (another host)", { cover_image_url: "//cdn.example.com/a.png" }, { cover_image_url: IMAGE_RULE }],
    ["nine tags", { tags: ["a", "b", "c", "d", "e", "f", "g", "h", "i"] }, { tags: "At most 8 tags." }],
    ["an over-long excerpt", { excerpt: "e".repeat(501) }, { excerpt: "Keep the excerpt within 500 characters." }],
    ["an unknown publication", { publication: "hidden" as never }, { publication: expect.any(String) as unknown as string }],
  ];

  it.each(invalid)("refuses %s with the field's error and no write", async (_label, overrides, fieldErrors) => {
    const client = await signedIn("founder@example.com");
    const result = await saveAsAdmin(client, "post", null, draft(overrides), NOW);
    expect(result).toEqual({ ok: false, message: EDITOR_TEXTS.checkFields, fieldErrors });
    expect(requestsTo("/rest/v1/blogs")).toHaveLength(0);
  });

  it("names every invalid field at once", async () => {
    const result = await saveAsAdmin(await signedIn("founder@example.com"), "post", null, draft({ slug: "Bad Slug", title: "", cover_image_url: "ftp://x" }), NOW);
    expect(result.ok).toBe(false);
    expect(Object.keys((result as { fieldErrors: object }).fieldErrors).sort()).toEqual(["cover_image_url", "slug", "title"]);
  });

  it("keeps the original date when a published post is saved as published again, and reports the previous slug", async () => {
    const existing = seedPost({ slug: "old-slug", published_at: "2026-01-01T00:00:00+00:00" });
    const client = await signedIn("founder@example.com");
    const result = await saveAsAdmin(client, "post", existing.id as string, draft({ slug: "new-slug", publication: "published" }), NOW);
    expect(result).toEqual({ ok: true, id: existing.id, slug: "new-slug", previousSlug: "old-slug" });

    const [read, update] = requestsTo("/rest/v1/blogs");
    expect(read.method).toBe("GET");
    expect(paramsOf(read).get("id")).toBe(`eq.${existing.id}`);
    expect(update.method).toBe("PATCH");
    expect(paramsOf(update).get("id")).toBe(`eq.${existing.id}`);
    expect(update.headers.authorization).toBe("Bearer admin-token");
    expect(JSON.parse(update.body)).toMatchObject({ slug: "new-slug", published_at: "2026-01-01T00:00:00+00:00", updated_at: NOW_ISO });
    expect(state.tables.blogs).toHaveLength(1);
  });

  it("publishes a scheduled post now when it is saved as published, and unpublishes one saved as a draft", async () => {
    const scheduled = seedPost({ slug: "soon", published_at: "2026-12-24T00:00:00+00:00" });
    const published = seedPost({ slug: "out", published_at: "2026-01-01T00:00:00+00:00" });
    const client = await signedIn("founder@example.com");
    expect((await saveAsAdmin(client, "post", scheduled.id as string, draft({ slug: "soon", publication: "published" }), NOW)).ok).toBe(true);
    expect((await saveAsAdmin(client, "post", published.id as string, draft({ slug: "out", publication: "draft" }), NOW)).ok).toBe(true);
    const [first, second] = requestsTo("/rest/v1/blogs")
      .filter((request) => request.method === "PATCH")
      .map((request) => JSON.parse(request.body));
    expect(first.published_at).toBe(NOW_ISO);
    expect(second.published_at).toBeNull();
  });

  it("names the slug when another post already uses it", async () => {
    seedPost({ slug: "taken" });
    const result = await saveAsAdmin(await signedIn("founder@example.com"), "post", null, draft({ slug: "taken" }), NOW);
    expect(result).toEqual({ ok: false, message: EDITOR_TEXTS.slugTaken("post"), fieldErrors: { slug: EDITOR_TEXTS.slugTaken("post") } });
    expect(state.tables.blogs).toHaveLength(1);
  });

  it("says a non-admin's account may not change posts (row-level security refuses)", async () => {
    const client = await signedIn("writer@example.com");
    expect(await saveAsAdmin(client, "post", null, draft(), NOW)).toEqual({ ok: false, message: "Your account may not change posts." });
    expect(requestsTo("/rest/v1/blogs")[0].headers.authorization).toBe("Bearer user-token");
    expect(state.tables.blogs).toHaveLength(0);
  });

  it("says a post that does not exist no longer exists, writing nothing", async () => {
    const client = await signedIn("founder@example.com");
    expect(await saveAsAdmin(client, "post", randomUUID(), draft(), NOW)).toEqual({ ok: false, message: EDITOR_TEXTS.gone("post") });
    expect(requestsTo("/rest/v1/blogs").map((request) => request.method)).toEqual(["GET"]);
  });

  it("reports a refused check constraint and any other database error in words", async () => {
    const client = await signedIn("founder@example.com");
    state.failure = { path: "/rest/v1/blogs", status: 400, body: { code: "23514", message: 'new row for relation "blogs" violates check constraint "blogs_title_check"' } };
    expect(await saveAsAdmin(client, "post", null, draft(), NOW)).toEqual({
      ok: false,
      message: 'The database refused a value: new row for relation "blogs" violates check constraint "blogs_title_check".',
    });
    state.failure = { path: "/rest/v1/blogs", status: 500, body: { code: "XX000", message: "disk full" } };
    expect(await saveAsAdmin(client, "post", null, draft(), NOW)).toEqual({ ok: false, message: "Could not save the post: disk full." });
  });
});

describe("listPostsForAdmin", () => {
  it("lists drafts, scheduled and published posts, most recently updated first", async () => {
    seedPost({ slug: "draft", published_at: null, updated_at: "2026-11-02T00:00:00+00:00" });
    seedPost({ slug: "published", published_at: "2026-01-01T00:00:00+00:00", updated_at: "2026-11-01T00:00:00+00:00" });
    seedPost({ slug: "scheduled", published_at: "2099-01-01T00:00:00+00:00", updated_at: "2026-11-03T00:00:00+00:00" });
    const posts = await listPostsForAdmin(await signedIn("founder@example.com"));
    expect(posts.map((post) => post.slug)).toEqual(["scheduled", "draft", "published"]);

    const [request] = requestsTo("/rest/v1/blogs");
    expect(paramsOf(request).get("order")).toBe("updated_at.desc");
    expect(paramsOf(request).get("select")).toBe("id,slug,title,published_at,created_at,updated_at");
    expect(request.headers.authorization).toBe("Bearer admin-token");
  });
});

const projectDraft = (overrides: Partial<ProjectDraft> = {}): ProjectDraft => ({
  slug: "bakery-site",
  name: "Bakery site",
  description: "A site for a bakery.",
  screenshot_url: `${BUCKET}projects/bakery.webp`,
  project_url: "https://bakery.example.com",
  publication: "published",
  published_at: null,
  ...overrides,
});

describe("saveAsAdmin: a project", () => {
  it("inserts the parsed project with the admin's token (an empty project URL and description as null)", async () => {
    const client = await signedIn("founder@example.com");
    const result = await saveAsAdmin(client, "project", null, projectDraft({ name: " Bakery site ", project_url: "  ", description: "" }), NOW);
    expect(result).toEqual({ ok: true, id: expect.any(String), slug: "bakery-site", previousSlug: null });
    const [insert] = requestsTo("/rest/v1/projects");
    expect(insert.method).toBe("POST");
    expect(insert.headers.authorization).toBe("Bearer admin-token");
    expect(JSON.parse(insert.body)).toEqual({ slug: "bakery-site", name: "Bakery site", description: null, screenshot_url: `${BUCKET}projects/bakery.webp`, screenshot_alt: null, project_url: null, published_at: NOW_ISO, headline: null, body: null, facts: null, gallery: [] });
  });

  it("keeps an unpublished project unpublished and a scheduled one at its time, as for posts", async () => {
    const client = await signedIn("founder@example.com");
    expect((await saveAsAdmin(client, "project", null, projectDraft({ slug: "unpublished", publication: "draft", published_at: "2027-01-01T00:00:00Z" }), NOW)).ok).toBe(true);
    expect((await saveAsAdmin(client, "project", null, projectDraft({ slug: "later", publication: "scheduled", published_at: "2026-12-01T10:00:00+08:00" }), NOW)).ok).toBe(true);
    const [first, second] = requestsTo("/rest/v1/projects").map((request) => JSON.parse(request.body));
    expect(first.published_at).toBeNull();
    expect(second.published_at).toBe("2026-12-01T02:00:00.000Z");
  });

  it("refuses a schedule in the past or without a time", async () => {
    const client = await signedIn("founder@example.com");
    expect(await saveAsAdmin(client, "project", null, projectDraft({ publication: "scheduled", published_at: "2026-01-01T00:00:00Z" }), NOW)).toEqual({
      ok: false,
      message: EDITOR_TEXTS.checkFields,
      fieldErrors: { published_at: EDITOR_TEXTS.publishAtPast },
    });
    expect(await saveAsAdmin(client, "project", null, projectDraft({ publication: "scheduled", published_at: null }), NOW)).toMatchObject({ ok: false, fieldErrors: { published_at: EDITOR_TEXTS.publishAtMissing } });
    expect(requestsTo("/rest/v1/projects")).toHaveLength(0);
  });

  it("saves a case study as the editor sends it: headline, markdown body, facts and gallery; reads it back", async () => {
    const client = await signedIn("founder@example.com");
    const values = {
      ...projectEditorValues(null),
      name: "Bakery site",
      slug: "bakery-site",
      headline: " Pre-orders before 7 a.m. ",
      body: "## The brief\n\nA bakery.",
      client_type: "Fictional bakery",
      location: "Lahug, Cebu City",
      services: "Web design, , Ordering",
      stack: "Next.js, Supabase",
      outcomes: "50% | Target share of pre-orders paid online\n\n",
      gallery: `/projects/bakery.webp | The day's bake with stock counts\n${BUCKET}projects/bakery.webp|The order form on a phone`,
    };
    const result = await saveAsAdmin(client, "project", null, projectDraftFromValues(values));
    expect(result).toMatchObject({ ok: true, slug: "bakery-site" });
    const [insert] = requestsTo("/rest/v1/projects");
    expect(JSON.parse(insert.body)).toMatchObject({
      headline: "Pre-orders before 7 a.m.",
      body: "## The brief\n\nA bakery.",
      facts: { client_type: "Fictional bakery", location: "Lahug, Cebu City", services: ["Web design", "Ordering"], stack: ["Next.js", "Supabase"], timeline: null, outcomes: [{ value: "50%", label: "Target share of pre-orders paid online" }] },
      gallery: [
        { src: "/projects/bakery.webp", alt: "The day's bake with stock counts" },
        { src: `${BUCKET}projects/bakery.webp`, alt: "The order form on a phone" },
      ],
    });
    const saved = await getForAdmin(client, "project", (result as { id: string }).id);
    expect(projectEditorValues(saved)).toMatchObject({ services: "Web design, Ordering", outcomes: "50% | Target share of pre-orders paid online", gallery: `/projects/bakery.webp | The day's bake with stock counts\n${BUCKET}projects/bakery.webp | The order form on a phone` });
  });

  it("refuses a gallery image without alt text, or on a host the site cannot show, naming the line, and writes nothing", async () => {
    const client = await signedIn("founder@example.com");
    const noAlt = await saveAsAdmin(client, "project", null, projectDraftFromValues({ ...projectEditorValues(null), name: "Bakery", slug: "bakery", gallery: "/projects/a.webp | The shop\n/projects/b.webp" }));
    expect(noAlt).toEqual({ ok: false, message: EDITOR_TEXTS.checkFields, fieldErrors: { gallery: `Line 2: ${GALLERY_ALT_REQUIRED}` } });
    const elsewhere = await saveAsAdmin(client, "project", null, projectDraftFromValues({ ...projectEditorValues(null), name: "Bakery", slug: "bakery", gallery: "https://images.example.com/a.webp | The shop" }));
    expect(elsewhere).toMatchObject({ ok: false, fieldErrors: { gallery: expect.stringMatching(/^Line 1: /) } });
    const noLabel = await saveAsAdmin(client, "project", null, projectDraftFromValues({ ...projectEditorValues(null), name: "Bakery", slug: "bakery", outcomes: "50%" }));
    expect(noLabel).toMatchObject({ ok: false, fieldErrors: { outcomes: "Line 1: Give each outcome a label, saying it is a target where it is one." } });
    expect(requestsTo("/rest/v1/projects")).toHaveLength(0);
  });

  it("accepts an http:// project URL", async () => {
    const result = await saveAsAdmin(await signedIn("founder@example.com"), "project", null, projectDraft({ project_url: "http://legacy.example.com/" }));
    expect(result.ok).toBe(true);
    expect(JSON.parse(requestsTo("/rest/v1/projects")[0].body).project_url).toBe("http://legacy.example.com/");
  });

  it.each([
    ["a javascript: project URL", { project_url: "javascript:alert(1)" }, { project_url: EDITOR_TEXTS.webAddress }],
    ["an ftp: project URL", { project_url: "ftp://example.com" }, { project_url: EDITOR_TEXTS.webAddress }],
    ["a project URL without a host", { project_url: "http://" }, { project_url: EDITOR_TEXTS.webAddress }],
    ["a name left empty", { name: "  " }, { name: EDITOR_TEXTS.nameRequired }],
    ["a bad slug", { slug: "Bakery Site" }, { slug: EDITOR_TEXTS.slugHint }],
    ["an http: screenshot", { screenshot_url: "http://cdn.example.com/a.png" }, { screenshot_url: IMAGE_RULE }],
    ["a screenshot on another https host", { screenshot_url: "https://cdn.example.com/a.png" }, { screenshot_url: IMAGE_RULE }],
  ])("refuses %s with no write", async (_label, overrides, fieldErrors) => {
    const result = await saveAsAdmin(await signedIn("founder@example.com"), "project", null, projectDraft(overrides as Partial<ProjectDraft>));
    expect(result).toEqual({ ok: false, message: EDITOR_TEXTS.checkFields, fieldErrors });
    expect(requestsTo("/rest/v1/projects")).toHaveLength(0);
  });

  it("names a taken slug, refuses a non-admin, and says a missing project no longer exists", async () => {
    state.tables.projects.push({ id: randomUUID(), slug: "taken", name: "Taken", description: null, screenshot_url: null, project_url: null, created_at: "2026-01-01T00:00:00+00:00" });
    const admin = await signedIn("founder@example.com");
    expect(await saveAsAdmin(admin, "project", null, projectDraft({ slug: "taken" }))).toEqual({
      ok: false,
      message: EDITOR_TEXTS.slugTaken("project"),
      fieldErrors: { slug: EDITOR_TEXTS.slugTaken("project") },
    });
    expect(await saveAsAdmin(admin, "project", randomUUID(), projectDraft())).toEqual({ ok: false, message: EDITOR_TEXTS.gone("project") });
    expect(await saveAsAdmin(await signedIn("writer@example.com"), "project", null, projectDraft())).toEqual({ ok: false, message: "Your account may not change projects." });
    expect(state.tables.projects).toHaveLength(1);
  });
});

describe("the content rules without a database", () => {
  it("publicationOf: no date is a draft, a past or present date published, a future one scheduled", () => {
    expect(publicationOf(null, NOW)).toBe("draft");
    expect(publicationOf("2026-01-01T00:00:00Z", NOW)).toBe("published");
    expect(publicationOf(NOW_ISO, NOW)).toBe("published");
    expect(publicationOf("2026-11-23T09:00:01Z", NOW)).toBe("scheduled");
  });

  it("postRowFromDraft: keeps a past publication date, replaces a future one when published now", () => {
    const keep = postRowFromDraft(draft({ publication: "published" }), "2026-01-01T00:00:00Z", NOW);
    expect(keep).toMatchObject({ ok: true, row: { published_at: "2026-01-01T00:00:00Z" } });
    const replace = postRowFromDraft(draft({ publication: "published" }), "2027-01-01T00:00:00Z", NOW);
    expect(replace).toMatchObject({ ok: true, row: { published_at: NOW_ISO } });
    const unpublish = postRowFromDraft(draft({ publication: "draft" }), "2026-01-01T00:00:00Z", NOW);
    expect(unpublish).toMatchObject({ ok: true, row: { published_at: null } });
  });

  it("postRowFromDraft: writes only the post's columns", () => {
    const result = postRowFromDraft({ ...draft(), id: "forged", created_at: "1999-01-01T00:00:00Z", extra: 1 }, null, NOW);
    expect(result.ok && Object.keys(result.row).sort()).toEqual(["content", "cover_image_alt", "cover_image_url", "excerpt", "published_at", "slug", "tags", "title", "updated_at"]);
  });

  it("postRowFromDraft: trims a cover address and keeps a site path", () => {
    expect(postRowFromDraft(draft({ cover_image_url: "/images/a.png " }), null, NOW)).toMatchObject({ ok: true, row: { cover_image_url: "/images/a.png" } });
    expect(postRowFromDraft(draft({ cover_image_url: null }), null, NOW)).toMatchObject({ ok: true, row: { cover_image_url: null } });
  });

  it("postRowFromDraft: a cover address pasted with a leading space, or only spaces, is trimmed like the other fields", () => {
    expect(postRowFromDraft(draft({ cover_image_url: ` ${BUCKET}covers/a.webp` }), null, NOW)).toMatchObject({ ok: true, row: { cover_image_url: `${BUCKET}covers/a.webp` } });
    expect(postRowFromDraft(draft({ cover_image_url: "   " }), null, NOW)).toMatchObject({ ok: true, row: { cover_image_url: null } });
  });

  it("an uploaded cover or screenshot needs its alt text, in either place an upload lives; another image may go without", () => {
    const upload = `/uploads/${"a".repeat(64)}.png`;
    const bucketUpload = `${BUCKET}uploads/${"b".repeat(64)}.webp`;
    for (const cover of [upload, bucketUpload]) {
      expect(postRowFromDraft(draft({ cover_image_url: cover, cover_image_alt: "  " }), null, NOW)).toEqual({ ok: false, fieldErrors: { cover_image_alt: "Describe the uploaded cover in its alt text." } });
      expect(projectRowFromDraft(projectDraft({ screenshot_url: cover }), null, NOW)).toEqual({ ok: false, fieldErrors: { screenshot_alt: "Describe the uploaded screenshot in its alt text." } });
    }
    expect(postRowFromDraft(draft({ cover_image_url: upload, cover_image_alt: " The harbour\nat dusk " }), null, NOW)).toMatchObject({ ok: true, row: { cover_image_url: upload, cover_image_alt: "The harbour at dusk" } });
    expect(projectRowFromDraft(projectDraft({ screenshot_url: bucketUpload, screenshot_alt: "The booking page on a phone" }), null, NOW)).toMatchObject({ ok: true, row: { screenshot_alt: "The booking page on a phone" } });
    expect(postRowFromDraft(draft({ cover_image_url: "/covers/a-post.svg", cover_image_alt: "" }), null, NOW)).toMatchObject({ ok: true, row: { cover_image_alt: null } });
    expect(projectRowFromDraft(projectDraft({ screenshot_url: `${BUCKET}projects/a.webp` }), null, NOW)).toMatchObject({ ok: true, row: { screenshot_alt: null } });
    expect(projectRowFromDraft(projectDraft({ screenshot_url: upload, screenshot_alt: "x".repeat(301) }), null, NOW)).toEqual({ ok: false, fieldErrors: { screenshot_alt: "Keep alt text within 300 characters." } });
  });

  it("projectRowFromDraft: an empty project URL is null, an https one kept", () => {
    expect(projectRowFromDraft(projectDraft({ project_url: "" }), null, NOW)).toMatchObject({ ok: true, row: { project_url: null } });
    expect(projectRowFromDraft(projectDraft({ project_url: " https://x.example.com " }), null, NOW)).toMatchObject({ ok: true, row: { project_url: "https://x.example.com" } });
  });

  it("projectRowFromDraft: keeps a past publication date, replaces a future one when published now, as for posts", () => {
    expect(projectRowFromDraft(projectDraft(), "2026-01-01T00:00:00Z", NOW)).toMatchObject({ ok: true, row: { published_at: "2026-01-01T00:00:00Z" } });
    expect(projectRowFromDraft(projectDraft(), "2027-01-01T00:00:00Z", NOW)).toMatchObject({ ok: true, row: { published_at: NOW_ISO } });
    expect(projectRowFromDraft(projectDraft({ publication: "draft" }), "2026-01-01T00:00:00Z", NOW)).toMatchObject({ ok: true, row: { published_at: null } });
  });

  it("slugify makes a slug from a title", () => {
    expect(slugify("Hello, Cebu & Vancouver!")).toBe("hello-cebu-vancouver");
    expect(slugify("  Crème brûlée à la Café  ")).toBe("creme-brulee-a-la-cafe");
    expect(slugify("AI -- and -- you")).toBe("ai-and-you");
    expect(slugify("!!!")).toBe("");
    const long = slugify(`${"a".repeat(119)} b`);
    expect(long).toBe("a".repeat(119));
    expect(slugify("word ".repeat(40))).toHaveLength(119);
    expect(slugify("word ".repeat(40)).endsWith("-")).toBe(false);
  });

  it("parseTags splits on commas, trims and drops blanks", () => {
    expect(parseTags("ai, web design ,, ,next.js,")).toEqual(["ai", "web design", "next.js"]);
    expect(parseTags("")).toEqual([]);
    expect(parseTags(" , ")).toEqual([]);
  });
});

describe("SupabaseInquiryStore's inbox methods", () => {
  const store = () => SupabaseInquiryStore.for(server.url, SERVICE_KEY);
  const INQUIRY_IDS = Array.from({ length: 7 }, (_, index) => `00000000-0000-4000-8000-00000000000${index + 1}`);

  function seedInquiries() {
    state.tables.inquiries = INQUIRY_IDS.map((id, index) => ({
      ...defaults("inquiries"),
      id,
      name: `Visitor ${index + 1}`,
      email: `v${index + 1}@example.com`,
      message: "Hello",
      form: "short",
      status: index === 0 ? "sent" : index === 1 ? "failed" : "pending",
      attempts: index === 1 ? 2 : 0,
      last_error: index === 1 ? "FormSubmit answered HTTP 503" : null,
      created_at: `2026-11-0${index + 1}T10:00:00+00:00`,
      handled_at: index < 2 ? "2026-11-20T00:00:00+00:00" : null,
    }));
  }

  const inquiryRequests = () => requestsTo("/rest/v1/inquiries");

  it("lists newest first, a page at a time, with the total from Content-Range, using the service-role key", async () => {
    seedInquiries();
    const { inquiries, total } = await store().list({ limit: 2, offset: 0, view: "all" });
    expect(total).toBe(7);
    expect(inquiries.map((item) => item.name)).toEqual(["Visitor 7", "Visitor 6"]);
    expect(inquiries[0]).toMatchObject({ id: INQUIRY_IDS[6], status: "pending", handledAt: null, createdAt: "2026-11-07T10:00:00+00:00" });

    const [request] = inquiryRequests();
    expect(request.method).toBe("GET");
    const params = paramsOf(request);
    expect(params.get("select")).toBe("*");
    expect(params.get("order")).toBe("created_at.desc,id.asc");
    expect(params.get("offset")).toBe("0");
    expect(params.get("limit")).toBe("2");
    expect(params.has("handled_at")).toBe(false);
    expect(String(request.headers.prefer)).toContain("count=exact");
    expect(request.headers.authorization).toBe(`Bearer ${SERVICE_KEY}`);
    expect(request.headers.apikey).toBe(SERVICE_KEY);
  });

  it("leaves handled inquiries out of the open view, and asks for the right range", async () => {
    seedInquiries();
    const { inquiries, total } = await store().list({ limit: 2, offset: 4, view: "open" });
    expect(total).toBe(5);
    expect(inquiries.map((item) => item.name)).toEqual(["Visitor 3"]);
    const params = paramsOf(inquiryRequests()[0]);
    expect(params.get("handled_at")).toBe("is.null");
    expect(params.get("offset")).toBe("4");
    expect(params.get("limit")).toBe("2");
  });

  it("reads the total from the Content-Range header, not from the rows it got", async () => {
    seedInquiries();
    expect((await store().list({ limit: 25, offset: 0, view: "all" })).total).toBe(7);
    expect((await store().list({ limit: 1, offset: 0, view: "open" })).total).toBe(5);
    state.tables.inquiries = [];
    expect(await store().list({ limit: 25, offset: 0, view: "all" })).toEqual({ inquiries: [], total: 0 });
  });

  // PostgREST answers an offset past the last row with 416 PGRST103; the inbox still gets an empty page and the total.
  it("returns an empty page with the total for a page past the end, as the embedded store does", async () => {
    seedInquiries();
    expect(await store().list({ limit: 25, offset: 50, view: "all" })).toEqual({ inquiries: [], total: 7 });
  });

  it("throws with Supabase's message and code when a call fails", async () => {
    state.failure = { path: "/rest/v1/inquiries", status: 400, body: { code: "42703", message: "column inquiries.handled_at does not exist" } };
    await expect(store().list({ limit: 25, offset: 0, view: "open" })).rejects.toThrow("Supabase could not list inquiries: column inquiries.handled_at does not exist (42703)");
    await expect(store().get(INQUIRY_IDS[0])).rejects.toThrow("Supabase could not read an inquiry: column inquiries.handled_at does not exist (42703)");
    await expect(store().setHandled(INQUIRY_IDS[0], true)).rejects.toThrow("Supabase could not mark an inquiry handled: column inquiries.handled_at does not exist (42703)");
  });

  it("gets one inquiry, and null when there is no such row", async () => {
    seedInquiries();
    expect(await store().get(INQUIRY_IDS[1])).toMatchObject({ id: INQUIRY_IDS[1], status: "failed", attempts: 2, lastError: "FormSubmit answered HTTP 503", handledAt: "2026-11-20T00:00:00+00:00" });
    expect(await store().get("6f1d2b1a-0000-4000-8000-000000000000")).toBeNull();
    const [first] = inquiryRequests();
    expect(paramsOf(first).get("id")).toBe(`eq.${INQUIRY_IDS[1]}`);
    expect(first.headers.authorization).toBe(`Bearer ${SERVICE_KEY}`);
  });

  it("marks handled with a PATCH of handled_at, and says whether a row came back", async () => {
    seedInquiries();
    const before = Date.now();
    expect(await store().setHandled(INQUIRY_IDS[4], true)).toBe(true);
    const [patch] = inquiryRequests();
    expect(patch.method).toBe("PATCH");
    expect(paramsOf(patch).get("id")).toBe(`eq.${INQUIRY_IDS[4]}`);
    expect(paramsOf(patch).get("select")).toBe("id");
    expect(patch.headers.authorization).toBe(`Bearer ${SERVICE_KEY}`);
    const body = JSON.parse(patch.body) as { handled_at: string };
    expect(Object.keys(body)).toEqual(["handled_at"]);
    expect(Date.parse(body.handled_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(body.handled_at)).toBeLessThanOrEqual(Date.now() + 1000);

    expect(await store().setHandled(INQUIRY_IDS[4], false)).toBe(true);
    expect(JSON.parse(inquiryRequests()[1].body)).toEqual({ handled_at: null });
    expect(state.tables.inquiries[4].handled_at).toBeNull();

    expect(await store().setHandled("6f1d2b1a-0000-4000-8000-000000000000", true)).toBe(false);
  });

  it("keeps the first handled time when an inquiry is marked handled twice, like the embedded store", async () => {
    seedInquiries();
    expect(await store().setHandled(INQUIRY_IDS[0], true)).toBe(true);
    expect(state.tables.inquiries[0].handled_at).toBe("2026-11-20T00:00:00+00:00");
  });

  it("requeues through the requeue_inquiry function and returns its answer", async () => {
    seedInquiries();
    expect(await store().requeue(INQUIRY_IDS[1])).toBe(true);
    expect(await store().requeue(INQUIRY_IDS[0])).toBe(false);
    const calls = requestsTo("/rest/v1/rpc/requeue_inquiry");
    expect(calls.map((call) => JSON.parse(call.body))).toEqual([{ inquiry_id: INQUIRY_IDS[1] }, { inquiry_id: INQUIRY_IDS[0] }]);
    expect(calls.every((call) => call.method === "POST" && call.headers.authorization === `Bearer ${SERVICE_KEY}`)).toBe(true);
  });

  it("throws when requeue_inquiry refuses the key", async () => {
    const anonStore = SupabaseInquiryStore.for(server.url, ANON_KEY);
    await expect(anonStore.requeue(INQUIRY_IDS[1])).rejects.toThrow("Supabase could not requeue an inquiry: permission denied for function requeue_inquiry (42501)");
  });
});
