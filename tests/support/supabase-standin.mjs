// A local stand-in for Supabase (GoTrue auth, PostgREST and Storage), enough of it to run the site in Supabase mode in
// the e2e suite: the public content reads of lib/content/supabase-source.ts and the admin area's sign-in and editing
// (lib/admin/*), and for npm run content:seed (scripts/ops/content-seed.mjs). No dependencies; it keeps everything in
// memory and starts from the seed on every start. PORT=0 takes a free port; the first line printed names the URL.
//
// Auth (/auth/v1): POST /token?grant_type=password|refresh_token, GET /user, POST /logout?scope=global|local|others.
// Access tokens are HS256 JWTs with the claims GoTrue puts in them (sub, role, session_id, exp...); refresh tokens
// rotate, and a used one is accepted again only within GoTrue's 10 s reuse interval.
// Data (/rest/v1): the tables blogs and projects, and inquiries for the service role only (GET, HEAD, POST, PATCH, DELETE) with select=, the filters
// eq neq gt gte lt lte like ilike is in (and not.), order=, limit=, offset= and Range, Accept
// application/vnd.pgrst.object+json (single row or 406 PGRST116), Prefer return=, count=, missing=default and, with
// on_conflict=slug (or id), resolution=ignore-duplicates|merge-duplicates (upserts), and POST /rpc/is_admin and
// /rpc/next_scheduled_post_at and /rpc/next_scheduled_project_at; for the service role, the inquiry store's
// /rpc/insert_inquiry and /rpc/claim_due_inquiries (supabase/migrations/20260112000000_lead_copies.sql), each one
// atomic step as in Postgres (the stand-in runs one request's step at a time).
// Roles and row-level security as in supabase/migrations: anyone reads published, due posts and projects; the admin's
// token reads everything and inserts and updates posts and projects; anonymous writes get 401 and other users'
// writes 403, both code 42501; nobody but the service role deletes. The service-role key (SUPABASE_SERVICE_ROLE_KEY,
// as apikey and bearer) reads and writes everything, past row-level security.
// Storage (/storage/v1): the public bucket site-images only (supabase/migrations/20260106100000_site_images_bucket.sql):
// POST /object/site-images/{path} (x-upsert: true replaces an existing object, else 409) and PUT (replaces one) for
// the service role and admins, images of the bucket's types up to 5 MB, raw or multipart bodies; and
// GET /object/public/site-images/{path} for anyone; POST /object/list/site-images (one folder level) for the
// service role and admins.
//
// Test hooks: GET /__health, GET /__reset (back to the seed, no stored image; sessions stay), GET /__dump (the
// tables), GET /__storage (each stored image's path, type, size and sha256), GET /__log (the latest requests with the
// role each one acted as).
import http from "node:http";
import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";

/**
 * @typedef {http.IncomingMessage} Req
 * @typedef {http.ServerResponse} Res
 * @typedef {{ id: string; email: string; password: string; admin: boolean; createdAt: string }} User
 * @typedef {{ userId: string; active: boolean; refreshToken: string | null }} Session
 * @typedef {{ sessionId: string; usedAt: number | null; child: string | null }} RefreshRecord
 * @typedef {{ sub: string; session_id: string; role: string; exp: number; [claim: string]: unknown }} Claims
 * @typedef {{ role: "service_role" | "anon" | "authenticated"; user: User | null }} Who
 * @typedef {{ type: string; notNull?: boolean; unique?: boolean; default?: () => unknown; check?: (value: any) => boolean }} ColumnSpec
 */
/**
 * A row holds what Postgres would (text, numbers, a timestamptz as epoch ms, arrays, JSON, null), compared as SQL
 * compares them, so its values are left untyped.
 * @typedef {Record<string, any>} Row
 */
/**
 * @typedef {{ column: string; as: string }} Selected
 * @typedef {{ column: string; op: string; operand: any; negate: boolean }} Filter
 * @typedef {{ column: string; desc: boolean; nullsFirst: boolean }} Order
 * @typedef {{ at: string; method: string | undefined; path: string; role: string | null; slug: string | null; status: number | null }} LogEntry
 */

const PORT = Number(process.env.PORT || 3108);
const ANON_KEY = process.env.SUPABASE_ANON_KEY || "e2e-anon-key";
const SERVICE_ROLE_KEY = process.env.SUPABASE_SERVICE_ROLE_KEY || "e2e-service-role-key";
const JWT_SECRET = "e2e-supabase-standin-jwt-secret-not-for-production";
const ACCESS_TOKEN_TTL_S = Number(process.env.ACCESS_TOKEN_TTL_S || 3600);
const REFRESH_REUSE_INTERVAL_MS = 10_000;
/** The stand-in's own address, known once it listens (PORT may be 0). */
let origin = `http://127.0.0.1:${PORT}`;
const API_VERSION = "2024-01-01";

// ---------------------------------------------------------------------------------------------------------------
// Users and sessions (GoTrue)

/** @type {User[]} */
const USERS = [
  { id: "5b0f3c1e-7a2d-4c59-9e41-0d6a8f1b2c31", email: "founder@northtide.test", password: "admin pass 123", admin: true, createdAt: "2025-01-06T02:15:00.000Z" },
  { id: "c8e2a7d4-1f3b-4e6a-8d2c-9b7f5a3e1d42", email: "writer@northtide.test", password: "writer pass 123", admin: false, createdAt: "2025-04-14T06:40:00.000Z" },
  // A second admin for tests that sign out: signOut() ends every session of its user (scope global), and tests
  // running in parallel as the founder must keep theirs.
  { id: "e3a9b5c7-2d4f-4a1b-8c6e-5f7a9b1c3d53", email: "partner@northtide.test", password: "partner pass 123", admin: true, createdAt: "2025-06-02T01:05:00.000Z" },
];
/** @param {string} id */
const userById = (id) => USERS.find((user) => user.id === id);

/**
 * session id → its user, whether it is active, and its current refresh token
 * @type {Map<string, Session>}
 */
const sessions = new Map();
/**
 * refresh token → its session, when it was used (null while current), and the token issued in its place
 * @type {Map<string, RefreshRecord>}
 */
const refreshTokens = new Map();

/** @param {unknown} value */
const base64url = (value) => Buffer.from(typeof value === "string" ? value : JSON.stringify(value)).toString("base64url");
/** @param {Record<string, unknown>} payload */
const signJwt = (payload) => {
  const head = base64url({ alg: "HS256", typ: "JWT", kid: "e2e-standin" });
  const body = base64url(payload);
  return `${head}.${body}.${createHmac("sha256", JWT_SECRET).update(`${head}.${body}`).digest("base64url")}`;
};

/**
 * The claims of a JWT signed here, or a reason why not: "malformed" | "signature" | "expired".
 * @param {string} token
 * @returns {{ claims: Claims; error?: undefined } | { error: "malformed" | "signature"; claims?: undefined } | { error: "expired"; claims: Claims }}
 */
function verifyJwt(token) {
  const parts = String(token).split(".");
  if (parts.length !== 3) return { error: "malformed" };
  const expected = Buffer.from(createHmac("sha256", JWT_SECRET).update(`${parts[0]}.${parts[1]}`).digest("base64url"));
  const given = Buffer.from(parts[2]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { error: "signature" };
  /** @type {Claims} */
  let claims;
  try {
    claims = JSON.parse(Buffer.from(parts[1], "base64url").toString("utf8"));
  } catch {
    return { error: "malformed" };
  }
  if (typeof claims.exp !== "number" || claims.exp * 1000 <= Date.now()) return { error: "expired", claims };
  return { claims };
}

/** @param {number} ms */
const iso = (ms) => new Date(ms).toISOString();
/** timestamptz as PostgREST prints it. */
/** @param {number} ms */
const pgTime = (ms) => new Date(ms).toISOString().replace("Z", "+00:00");

/**
 * @param {User} user
 * @param {number} [lastSignInAt]
 */
function userJson(user, lastSignInAt = Date.now()) {
  return {
    id: user.id,
    aud: "authenticated",
    role: "authenticated",
    email: user.email,
    email_confirmed_at: user.createdAt,
    phone: "",
    confirmed_at: user.createdAt,
    last_sign_in_at: iso(lastSignInAt),
    app_metadata: { provider: "email", providers: ["email"] },
    user_metadata: { email_verified: true },
    identities: [],
    created_at: user.createdAt,
    updated_at: iso(lastSignInAt),
    is_anonymous: false,
  };
}

/**
 * @param {User} user
 * @param {string} sessionId
 * @param {string} method
 */
function issueSession(user, sessionId, method) {
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + ACCESS_TOKEN_TTL_S;
  const accessToken = signJwt({
    iss: `${origin}/auth/v1`,
    sub: user.id,
    aud: "authenticated",
    exp: expiresAt,
    iat: now,
    email: user.email,
    phone: "",
    app_metadata: { provider: "email", providers: ["email"] },
    user_metadata: { email_verified: true },
    role: "authenticated",
    aal: "aal1",
    amr: [{ method, timestamp: now }],
    session_id: sessionId,
    is_anonymous: false,
  });
  const refreshToken = randomBytes(9).toString("base64url");
  refreshTokens.set(refreshToken, { sessionId, usedAt: null, child: null });
  const session = sessions.get(sessionId);
  if (session) session.refreshToken = refreshToken;
  return { access_token: accessToken, token_type: "bearer", expires_in: ACCESS_TOKEN_TTL_S, expires_at: expiresAt, refresh_token: refreshToken, user: userJson(user) };
}

/**
 * @param {Res} res
 * @param {number} status
 * @param {string} code
 * @param {string} msg
 */
const authError = (res, status, code, msg) => send(res, status, { code, error_code: code, msg }, { "x-supabase-api-version": API_VERSION });

/**
 * The session behind a bearer JWT for GoTrue (which, unlike PostgREST, also checks that the session still exists).
 * @param {Req} req
 * @param {Res} res
 */
function authUser(req, res) {
  const token = bearer(req);
  if (!token || token === ANON_KEY) {
    authError(res, 401, "no_authorization", "This endpoint requires a valid Bearer token");
    return null;
  }
  const { claims, error } = verifyJwt(token);
  if (error !== undefined) {
    authError(res, 403, "bad_jwt", error === "expired" ? "invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired" : "invalid JWT: unable to parse or verify signature");
    return null;
  }
  const session = sessions.get(claims.session_id);
  const user = userById(claims.sub);
  if (!session || !session.active || !user) {
    authError(res, 403, "session_not_found", "Session from session_id claim in JWT does not exist");
    return null;
  }
  return { claims, session, user };
}

/**
 * @param {Req} req
 * @param {Res} res
 * @param {URL} url
 */
async function handleAuth(req, res, url) {
  const route = url.pathname.slice("/auth/v1".length);
  if (req.method === "POST" && route === "/token") {
    const body = await readJson(req);
    if (body === undefined) return authError(res, 400, "bad_json", "Could not parse request body as JSON");
    const grant = url.searchParams.get("grant_type");
    if (grant === "password") {
      const email = String(body.email ?? "").trim().toLowerCase();
      const password = String(body.password ?? "");
      if (!email || !password) return authError(res, 400, "validation_failed", "missing email or phone");
      const user = USERS.find((candidate) => candidate.email === email);
      if (!user || user.password !== password) return authError(res, 400, "invalid_credentials", "Invalid login credentials");
      const sessionId = randomUUID();
      sessions.set(sessionId, { userId: user.id, active: true, refreshToken: null });
      return send(res, 200, issueSession(user, sessionId, "password"), { "x-supabase-api-version": API_VERSION });
    }
    if (grant === "refresh_token") {
      const token = String(body.refresh_token ?? "");
      const record = refreshTokens.get(token);
      const session = record && sessions.get(record.sessionId);
      if (!record || !session) return authError(res, 400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
      if (!session.active) return authError(res, 400, "session_not_found", "Invalid Refresh Token: Session Expired (Revoked by Newer Login)");
      const user = userById(session.userId);
      if (!user) return authError(res, 400, "user_not_found", "User from the session does not exist");
      if (record.usedAt !== null) {
        // Two requests refreshing at once: within the reuse interval the second one gets a session too.
        if (Date.now() - record.usedAt > REFRESH_REUSE_INTERVAL_MS) {
          session.active = false;
          return authError(res, 400, "refresh_token_already_used", "Invalid Refresh Token: Already Used");
        }
      }
      record.usedAt ??= Date.now();
      const issued = issueSession(user, record.sessionId, "token_refresh");
      record.child = issued.refresh_token;
      return send(res, 200, issued, { "x-supabase-api-version": API_VERSION });
    }
    return authError(res, 400, "unsupported_grant_type", `unsupported_grant_type: ${grant}`);
  }
  if (req.method === "GET" && route === "/user") {
    const found = authUser(req, res);
    if (found) send(res, 200, userJson(found.user), { "x-supabase-api-version": API_VERSION });
    return;
  }
  if (req.method === "POST" && route === "/logout") {
    const found = authUser(req, res);
    if (!found) return;
    const scope = url.searchParams.get("scope") || "global";
    for (const [id, session] of sessions) {
      if (session.userId !== found.user.id) continue;
      if (scope === "global" || (scope === "local" && id === found.claims.session_id) || (scope === "others" && id !== found.claims.session_id)) session.active = false;
    }
    res.writeHead(204).end();
    return;
  }
  if (req.method === "GET" && route === "/settings") {
    return send(res, 200, { external: { email: true }, disable_signup: true, mailer_autoconfirm: false, phone_autoconfirm: false, sms_provider: "" });
  }
  authError(res, 404, "not_found", `${req.method} ${route} is not part of this stand-in`);
}

// ---------------------------------------------------------------------------------------------------------------
// Tables (PostgREST)

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * Columns in table order: type, not null, default, check. Mirrors supabase/migrations/ (20260101000000_init.sql and later).
 * @type {Record<string, Record<string, ColumnSpec>>}
 */
const SCHEMA = {
  projects: {
    id: { type: "uuid", notNull: true, default: () => randomUUID() },
    name: { type: "text", notNull: true, check: (value) => value.length >= 1 && value.length <= 200 },
    slug: { type: "text", notNull: true, unique: true, check: (value) => SLUG.test(value) },
    description: { type: "text" },
    screenshot_url: { type: "text" },
    project_url: { type: "text" },
    created_at: { type: "timestamptz", notNull: true, default: () => Date.now() },
    // 20260109000000_project_drafts.sql
    published_at: { type: "timestamptz", default: () => Date.now() },
    // 20260109100000_project_case_studies.sql
    headline: { type: "text", check: (value) => value.length <= 200 },
    body: { type: "text", check: (value) => value.length <= 100_000 },
    facts: { type: "jsonb", check: (value) => typeof value === "object" && !Array.isArray(value) },
    gallery: { type: "jsonb", check: (value) => Array.isArray(value) && value.length <= 12 },
    // 20260110000000_image_alt_text.sql
    screenshot_alt: { type: "text", check: (value) => value.length <= 300 },
  },
  blogs: {
    id: { type: "uuid", notNull: true, default: () => randomUUID() },
    slug: { type: "text", notNull: true, unique: true, check: (value) => SLUG.test(value) },
    title: { type: "text", notNull: true, check: (value) => value.length >= 1 && value.length <= 300 },
    excerpt: { type: "text" },
    content: { type: "text" },
    cover_image_url: { type: "text" },
    tags: { type: "text[]", notNull: true, default: () => [] },
    published_at: { type: "timestamptz" },
    created_at: { type: "timestamptz", notNull: true, default: () => Date.now() },
    updated_at: { type: "timestamptz", notNull: true, default: () => Date.now() },
    // 20260110000000_image_alt_text.sql
    cover_image_alt: { type: "text", check: (value) => value.length <= 300 },
  },
  // Read and written by the service role only (no policy); enough for npm run content:restore.
  inquiries: {
    id: { type: "uuid", notNull: true, default: () => randomUUID() },
    name: { type: "text", notNull: true },
    email: { type: "text", notNull: true },
    phone: { type: "text" },
    service: { type: "text" },
    message: { type: "text", notNull: true },
    form: { type: "text", notNull: true, default: () => "full" },
    status: { type: "text", notNull: true, default: () => "pending", check: (value) => ["pending", "sent", "failed", "spam", "uncertain"].includes(value) },
    attempts: { type: "integer", notNull: true, default: () => 0 },
    unanswered_attempts: { type: "integer", notNull: true, default: () => 0 },
    last_error: { type: "text" },
    next_attempt_at: { type: "timestamptz", notNull: true, default: () => Date.now() },
    forwarded_at: { type: "timestamptz" },
    handled_at: { type: "timestamptz" },
    created_at: { type: "timestamptz", notNull: true, default: () => Date.now() },
    // 20260104000000_inquiry_requeue.sql, 20260108000000_lead_delivery.sql, 20260112000000_lead_copies.sql
    leased_until: { type: "timestamptz" },
    stuck_alerted_at: { type: "timestamptz" },
    delivered_alerted_at: { type: "timestamptz" },
    duplicate_key: { type: "text" },
  },
};

const DAY = 86_400_000;

/** @returns {Record<string, Row[]>} */
function seed() {
  const now = Date.now();
  return {
    blogs: [
      {
        id: "1d4f7a2e-3b6c-4e8d-9f01-2a3b4c5d6e01",
        slug: "choosing-a-web-designer-in-cebu-or-vancouver",
        title: "Choosing a Web Designer in Cebu or Vancouver: Questions Worth Asking",
        excerpt: "What to ask before you sign: who writes the content, who owns the domain, and what happens after launch day.",
        content: [
          "Most small businesses hire a web designer once every five years, so it is hard to know what a good answer sounds like. These are the questions we would ask if we were on your side of the table.",
          "",
          "## Who owns what after launch?",
          "",
          "Your domain, your hosting account and your analytics should be in your name, with the studio invited as a user. If the relationship ends, nothing should need to be transferred.",
          "",
          "## Who writes the words?",
          "",
          "A template filled with placeholder copy is not a website. Ask whether content writing is included, and in which languages: for a Cebu clinic that may mean English and Cebuano; for a Vancouver shop, English and French or Simplified Chinese.",
          "",
          "## What does a month after launch look like?",
          "",
          "- Security updates and backups, on a schedule you can see",
          "- Small content edits within two business days",
          "- A short report: visits, enquiries and the pages people leave from",
        ].join("\n"),
        cover_image_url: null,
        tags: ["Web Design", "Cebu", "Vancouver"],
        published_at: now - 24 * DAY,
        created_at: now - 26 * DAY,
        updated_at: now - 24 * DAY,
      },
      {
        id: "1d4f7a2e-3b6c-4e8d-9f01-2a3b4c5d6e02",
        slug: "fast-pages-on-philippine-mobile-data",
        title: "Fast Pages on Philippine Mobile Data",
        excerpt: "A page that loads in two seconds on fibre in Vancouver can take ten on prepaid data in Mandaue. Here is how we close that gap.",
        content: [
          "We test every site we build on a mid-range Android phone over throttled 4G, because that is how most visitors in Metro Cebu will see it.",
          "",
          "## The three changes that matter most",
          "",
          "1. Serve images in AVIF or WebP at the size they are shown, not the size they were shot.",
          "2. Load one font family in two weights instead of four families from a font service.",
          "3. Move chat widgets and booking embeds behind a click, so they cost nothing until someone asks for them.",
          "",
          "| Change | Typical saving |",
          "| --- | --- |",
          "| Image formats and sizes | 40 to 70 % of page weight |",
          "| Self-hosted fonts | 150 to 300 ms |",
          "| Deferred widgets | 200 to 600 KB of JavaScript |",
        ].join("\n"),
        cover_image_url: null,
        tags: ["Performance", "Mobile", "Philippines"],
        published_at: now - 9 * DAY,
        created_at: now - 11 * DAY,
        updated_at: now - 9 * DAY,
      },
      {
        id: "1d4f7a2e-3b6c-4e8d-9f01-2a3b4c5d6e03",
        slug: "booking-forms-that-clinics-actually-use",
        title: "Booking Forms That Clinics Actually Use",
        excerpt: "Notes from redesigning the intake flow for a physiotherapy clinic in Kitsilano: fewer fields, clearer times, no account required.",
        content: [
          "Draft: the clinic's front desk told us which questions patients skip and which ones they call to ask about.",
          "",
          "## What we removed",
          "",
          "- The account sign-up before booking",
          "- A free-text field for insurance details that nobody filled in correctly",
        ].join("\n"),
        cover_image_url: null,
        tags: ["UX", "Healthcare", "Vancouver"],
        published_at: null,
        created_at: now - 3 * DAY,
        updated_at: now - 2 * DAY,
      },
    ],
    projects: [
      {
        id: "7e9a1c3b-5d2f-4a6e-8b0c-1d2e3f4a5b01",
        name: "Sugbo Bakehouse Online Orders",
        slug: "sugbo-bakehouse-online-orders",
        description:
          "An ordering site concept for a fictional bakery in Lahug, Cebu City. It shows the day's bake with real stock counts, takes pre-orders for pickup before 7 a.m., and accepts GCash and Maya so regulars stop sending payment screenshots over Messenger.",
        screenshot_url: null,
        project_url: null,
        created_at: now - 40 * DAY,
        published_at: now - 40 * DAY,
      },
      {
        id: "7e9a1c3b-5d2f-4a6e-8b0c-1d2e3f4a5b02",
        name: "False Creek Kayak Rentals",
        slug: "false-creek-kayak-rentals",
        description:
          "A booking concept for a fictional kayak rental on False Creek, Vancouver. Paddlers see tide-aware time slots and the day's wind forecast, sign the waiver on their phone before they arrive, and get a reminder an hour before launch.",
        screenshot_url: null,
        project_url: "https://northtide.studio/demo/",
        created_at: now - 15 * DAY,
        published_at: now - 15 * DAY,
      },
    ],
    inquiries: [],
  };
}

/** The seed with every column of SCHEMA present, as Postgres gives a row its columns' defaults (or null). */
function seededTables() {
  const seeded = seed();
  for (const [table, rows] of Object.entries(seeded)) {
    if (!SCHEMA[table]) continue;
    for (const row of rows) for (const [column, spec] of Object.entries(SCHEMA[table])) if (row[column] === undefined) row[column] = spec.default ? spec.default() : null;
  }
  return seeded;
}

let tables = seededTables();

// ---------------------------------------------------------------------------------------------------------------
// Who is asking (PostgREST roles, row-level security)

/** @param {Req} req */
const bearer = (req) => {
  const header = req.headers.authorization ?? "";
  return /^bearer\s+/i.test(header) ? header.replace(/^bearer\s+/i, "").trim() : "";
};

class PgError extends Error {
  /**
   * @param {number} status
   * @param {string} code
   * @param {string} message
   * @param {string | null} [details]
   * @param {string | null} [hint]
   */
  constructor(status, code, message, details = null, hint = null) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
    this.hint = hint;
  }
}

/**
 * The role a PostgREST or Storage request runs as: the service role for its key, anon, or the user of a valid JWT
 * (PostgREST does not check sessions).
 * @param {Req} req
 * @returns {Who}
 */
function requestRole(req) {
  const token = bearer(req);
  if (token === SERVICE_ROLE_KEY || (!token && String(req.headers.apikey ?? "") === SERVICE_ROLE_KEY)) return { role: "service_role", user: null };
  if (!token || token === ANON_KEY) return { role: "anon", user: null };
  const { claims, error } = verifyJwt(token);
  if (error === "expired") throw new PgError(401, "PGRST303", "JWT expired");
  if (error !== undefined) throw new PgError(401, "PGRST301", error === "signature" ? "JWSError JWSInvalidSignature" : "Expected 3 parts in JWT; got 1");
  if (claims.role !== "authenticated") throw new PgError(401, "PGRST301", `role "${claims.role}" does not exist`);
  return { role: "authenticated", user: userById(claims.sub) ?? null };
}

/** @param {Who} who */
const isAdmin = (who) => Boolean(who.user?.admin);
/** @param {Who} who */
const isService = (who) => who.role === "service_role";

/**
 * The SELECT policies: published, due posts and projects for everyone, every row for an admin and the service role.
 * @param {string} table
 * @param {Row} row
 * @param {Who} who
 */
function visible(table, row, who) {
  if (isService(who)) return true;
  if (table === "inquiries") return false;
  if (isAdmin(who)) return true;
  return row.published_at !== null && row.published_at <= Date.now();
}

/**
 * Inserts and updates: admins (row-level security) and the service role; deletes: the service role alone (no grant).
 * @param {string} table
 * @param {Who} who
 * @param {"write" | "delete"} [action]
 */
function requireWrite(table, who, action = "write") {
  if (isService(who)) return;
  if (table === "inquiries") throw new PgError(403, "42501", `permission denied for table ${table}`);
  if (who.role === "anon") throw new PgError(401, "42501", `permission denied for table ${table}`);
  if (action === "delete") throw new PgError(403, "42501", `permission denied for table ${table}`);
  if (!isAdmin(who)) throw new PgError(403, "42501", `new row violates row-level security policy for table "${table}"`);
}

// ---------------------------------------------------------------------------------------------------------------
// Values

/**
 * @param {string} table
 * @param {string} column
 * @param {unknown} raw
 */
function parseValue(table, column, raw) {
  const spec = SCHEMA[table][column];
  if (raw === null || raw === undefined) return null;
  switch (spec.type) {
    case "uuid":
      if (typeof raw !== "string" || !UUID.test(raw)) throw new PgError(400, "22P02", `invalid input syntax for type uuid: "${raw}"`);
      return raw.toLowerCase();
    case "timestamptz": {
      const time = typeof raw === "number" ? raw : Date.parse(String(raw));
      if (Number.isNaN(time)) throw new PgError(400, "22007", `invalid input syntax for type timestamp with time zone: "${raw}"`);
      return time;
    }
    case "jsonb":
      return structuredClone(raw);
    case "integer":
      if (!Number.isInteger(Number(raw))) throw new PgError(400, "22P02", `invalid input syntax for type integer: "${raw}"`);
      return Number(raw);
    case "text[]":
      if (!Array.isArray(raw) || raw.some((item) => typeof item !== "string")) throw new PgError(400, "22P02", `malformed array literal: "${JSON.stringify(raw)}"`);
      return [...raw];
    default:
      if (typeof raw === "object") throw new PgError(400, "22P02", `invalid input syntax for type text: "${JSON.stringify(raw)}"`);
      return String(raw);
  }
}

/**
 * @param {string} table
 * @param {string} column
 * @param {any} value
 */
const output = (table, column, value) => (value !== null && SCHEMA[table][column].type === "timestamptz" ? pgTime(value) : value);

/**
 * @param {string} table
 * @param {string} name
 */
function columnOf(table, name) {
  if (!Object.hasOwn(SCHEMA[table], name)) throw new PgError(400, "42703", `column ${table}.${name} does not exist`);
  return name;
}

// ---------------------------------------------------------------------------------------------------------------
// Query string: select, filters, order, limit, offset

const RESERVED = new Set(["select", "order", "limit", "offset", "columns", "on_conflict"]);

/**
 * @param {string} table
 * @param {string | null} raw
 * @returns {Selected[]}
 */
function parseSelect(table, raw) {
  if (!raw || raw.trim() === "*") return Object.keys(SCHEMA[table]).map((column) => ({ column, as: column }));
  return raw.split(",").map((part) => {
    const item = part.trim();
    if (item === "*") return Object.keys(SCHEMA[table]).map((column) => ({ column, as: column }));
    if (/[()!]/.test(item)) throw new PgError(400, "PGRST200", `Embedded resources are not part of this stand-in: ${item}`);
    const [alias, name] = item.includes(":") ? item.split(":") : [null, item];
    const column = columnOf(table, name.replace(/::\w+$/, "").trim());
    return { column, as: alias?.trim() || column };
  }).flat();
}

/** @param {string} raw */
function parseList(raw) {
  const inner = raw.match(/^\((.*)\)$/s);
  if (!inner) throw new PgError(400, "PGRST100", `"failed to parse filter (in.${raw})" (line 1, column 4)`);
  return inner[1] === "" ? [] : inner[1].split(",").map((item) => item.trim().replace(/^"(.*)"$/, "$1"));
}

/**
 * @param {string} table
 * @param {URLSearchParams} params
 * @returns {Filter[]}
 */
function parseFilters(table, params) {
  const filters = [];
  for (const [key, raw] of params) {
    if (RESERVED.has(key)) continue;
    if (key === "or" || key === "and" || key.startsWith("not.")) throw new PgError(400, "PGRST100", `Logical filters are not part of this stand-in: ${key}`);
    const column = columnOf(table, key);
    const match = raw.match(/^(not\.)?(eq|neq|gt|gte|lt|lte|like|ilike|is|in)\.(.*)$/s);
    if (!match) throw new PgError(400, "PGRST100", `"failed to parse filter (${raw})" (line 1, column 1)`);
    const [, not, op, value] = match;
    let operand;
    if (op === "is") {
      const word = value.toLowerCase();
      if (!["null", "true", "false", "unknown"].includes(word)) throw new PgError(400, "PGRST100", `"failed to parse filter (is.${value})" (line 1, column 4)`);
      operand = word === "null" || word === "unknown" ? null : word === "true";
    } else if (op === "in") operand = parseList(value).map((item) => parseValue(table, column, item));
    else if (op === "like" || op === "ilike") operand = value;
    else operand = parseValue(table, column, value);
    filters.push({ column, op, operand, negate: Boolean(not) });
  }
  return filters;
}

/**
 * @param {string} pattern
 * @param {string} flags
 */
const likeRegex = (pattern, flags) => new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/[%*]/g, ".*").replace(/_/g, ".")}$`, flags);

/**
 * A filter's verdict as SQL would give it: null (unknown) when a compared value is null, so `not.` keeps it out too.
 * @param {Row} row
 * @param {Filter} filter
 * @returns {boolean | null}
 */
function test(row, { column, op, operand }) {
  const value = row[column];
  if (op === "is") return operand === null ? value === null : value === operand;
  if (value === null) return null;
  /** @param {unknown} item */
  const comparable = (item) => (Array.isArray(item) ? JSON.stringify(item) : item);
  switch (op) {
    case "eq":
      return comparable(value) === comparable(operand);
    case "neq":
      return comparable(value) !== comparable(operand);
    case "gt":
      return value > operand;
    case "gte":
      return value >= operand;
    case "lt":
      return value < operand;
    case "lte":
      return value <= operand;
    case "like":
      return likeRegex(operand, "").test(String(value));
    case "ilike":
      return likeRegex(operand, "i").test(String(value));
    case "in":
      return operand.some((/** @type {unknown} */ item) => comparable(item) === comparable(value));
    default:
      return false;
  }
}

/**
 * @param {Row} row
 * @param {Filter[]} filters
 */
const matches = (row, filters) =>
  filters.every((filter) => {
    const verdict = test(row, filter);
    if (verdict === null) return filter.op === "is" ? !filter.negate : false;
    return filter.negate ? !verdict : verdict;
  });

/**
 * @param {string} table
 * @param {string | null} raw
 * @returns {Order[]}
 */
function parseOrder(table, raw) {
  if (!raw) return [];
  return raw.split(",").map((part) => {
    const [name, ...modifiers] = part.trim().split(".");
    const column = columnOf(table, name);
    const desc = modifiers.includes("desc");
    const nullsFirst = modifiers.includes("nullsfirst") ? true : modifiers.includes("nullslast") ? false : desc; // Postgres: NULLS FIRST for DESC
    return { column, desc, nullsFirst };
  });
}

/**
 * @param {Row[]} rows
 * @param {Order[]} order
 */
function sortRows(rows, order) {
  return [...rows].sort((a, b) => {
    for (const { column, desc, nullsFirst } of order) {
      const x = a[column];
      const y = b[column];
      if (x === y) continue;
      if (x === null) return nullsFirst ? -1 : 1;
      if (y === null) return nullsFirst ? 1 : -1;
      const cmp = x < y ? -1 : 1;
      return desc ? -cmp : cmp;
    }
    return 0;
  });
}

/**
 * @param {Req} req
 * @param {URLSearchParams} params
 */
function parseRange(req, params) {
  let offset = 0;
  let limit = Infinity;
  const range = req.headers.range?.match(/^(\d+)-(\d*)$/);
  if (range) {
    offset = Number(range[1]);
    if (range[2] !== "") limit = Number(range[2]) - offset + 1;
  }
  /** @param {string} name */
  const nonNegative = (name) => {
    const value = params.get(name);
    if (value === null) return null;
    if (!/^\d+$/.test(value)) throw new PgError(400, "PGRST100", `"failed to parse ${name} parameter (${value})"`);
    return Number(value);
  };
  const queryOffset = nonNegative("offset");
  const queryLimit = nonNegative("limit");
  if (queryOffset !== null) offset += queryOffset;
  if (queryLimit !== null) limit = Math.min(limit, queryLimit);
  return { offset, limit };
}

/**
 * @param {string} table
 * @param {Row} row
 * @param {Selected[]} select
 * @param {boolean} stripNulls
 */
function project(table, row, select, stripNulls) {
  /** @type {Row} */
  const out = {};
  for (const { column, as } of select) {
    const value = output(table, column, row[column]);
    if (stripNulls && value === null) continue;
    out[as] = value;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Writes

/**
 * @param {string} table
 * @param {Row} row
 * @param {string | null} exceptId
 */
function validateRow(table, row, exceptId) {
  for (const [column, spec] of Object.entries(SCHEMA[table])) {
    const value = row[column];
    if (value === null || value === undefined) {
      if (spec.notNull) throw new PgError(400, "23502", `null value in column "${column}" of relation "${table}" violates not-null constraint`);
      continue;
    }
    if (spec.check && !spec.check(value)) throw new PgError(400, "23514", `new row for relation "${table}" violates check constraint "${table}_${column}_check"`);
    if (spec.unique || column === "id") {
      const clash = tables[table].find((other) => other.id !== exceptId && other[column] === value);
      if (clash) {
        const constraint = column === "id" ? `${table}_pkey` : `${table}_${column}_key`;
        throw new PgError(409, "23505", `duplicate key value violates unique constraint "${constraint}"`, `Key (${column})=(${value}) already exists.`);
      }
    }
  }
}

/**
 * @param {string} table
 * @param {Row} target
 * @param {Row} body
 * @param {Set<string> | null} columns
 */
function assignColumns(table, target, body, columns) {
  for (const [key, raw] of Object.entries(body)) {
    if (columns && !columns.has(key)) continue;
    if (!Object.hasOwn(SCHEMA[table], key)) throw new PgError(400, "PGRST204", `Could not find the '${key}' column of '${table}' in the schema cache`);
    target[key] = parseValue(table, key, raw);
  }
  return target;
}

// ---------------------------------------------------------------------------------------------------------------
// The inquiry store's functions (supabase/migrations/20260112000000_lead_copies.sql), same arguments and rows

const INQUIRY_FUNCTIONS = {
  /**
   * Keeps a new inquiry unless one with the same duplicate_key arrived within the window ("duplicate", its id), or a
   * row with this id is there already ("exists").
   * @param {Record<string, any>} args
   */
  insert_inquiry(args) {
    const id = parseValue("inquiries", "id", args.inquiry_id);
    if (tables.inquiries.some((row) => row.id === id)) return [{ kept_id: id, outcome: "exists" }];
    const now = Date.now();
    if (args.inquiry_duplicate_key !== null && args.inquiry_duplicate_key !== undefined) {
      const earlier = sortRows(
        tables.inquiries.filter((row) => row.duplicate_key === args.inquiry_duplicate_key && row.status !== "spam" && row.created_at > now - Number(args.duplicate_window_ms)),
        [{ column: "created_at", desc: false, nullsFirst: false }, { column: "id", desc: false, nullsFirst: false }],
      )[0];
      if (earlier) return [{ kept_id: earlier.id, outcome: "duplicate" }];
    }
    const claimed = args.claim_ms !== null && args.claim_ms !== undefined;
    /** @type {Row} */
    const row = {};
    for (const [column, spec] of Object.entries(SCHEMA.inquiries)) row[column] = spec.default ? spec.default() : null;
    Object.assign(row, {
      id,
      ...assignColumns("inquiries", {}, { name: args.inquiry_name, email: args.inquiry_email, phone: args.inquiry_phone, service: args.inquiry_service, message: args.inquiry_message, form: args.inquiry_form, status: args.inquiry_status }, null),
      attempts: claimed ? 1 : 0,
      next_attempt_at: now + (claimed ? Number(args.claim_ms) : 0),
      leased_until: claimed ? now + Number(args.claim_ms) : null,
      created_at: args.inquiry_created_at ? parseValue("inquiries", "created_at", args.inquiry_created_at) : now,
      duplicate_key: args.inquiry_duplicate_key ?? null,
    });
    validateRow("inquiries", row, null);
    tables.inquiries.push(row);
    return [{ kept_id: id, outcome: "inserted" }];
  },
  /**
   * Claims up to batch_size due inquiries, oldest due first; one whose last claim ran out with no outcome counts it as
   * unanswered, and becomes uncertain (returned so) instead of claimed when that makes two.
   * @param {Record<string, any>} args
   */
  claim_due_inquiries(args) {
    const now = Date.now();
    const due = sortRows(
      tables.inquiries.filter((row) => ["pending", "failed"].includes(row.status) && row.next_attempt_at <= now && (!args.only_id || row.id === args.only_id)),
      [{ column: "next_attempt_at", desc: false, nullsFirst: false }],
    ).slice(0, Math.max(0, Number(args.batch_size)));
    for (const row of due) {
      const lapsed = row.leased_until !== null;
      const gaveUp = lapsed && row.unanswered_attempts + 1 >= 2;
      if (lapsed) {
        row.last_error = `No outcome was recorded for attempt ${row.attempts} (the server stopped or the forward outlived its claim): it may have been delivered.`;
        row.unanswered_attempts += 1;
      }
      if (gaveUp) {
        row.status = "uncertain";
        row.leased_until = null;
        continue;
      }
      row.attempts += 1;
      row.next_attempt_at = now + Number(args.lease_seconds) * 1000;
      row.leased_until = row.next_attempt_at;
    }
    return due.map((row) => ({ ...row }));
  },
};

// ---------------------------------------------------------------------------------------------------------------
// The REST handler

/** @param {Req} req */
function preferences(req) {
  const prefer = String(req.headers.prefer ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
  /** @param {string} name */
  const value = (name) => prefer.find((item) => item.startsWith(`${name}=`))?.slice(name.length + 1) ?? null;
  return { returning: value("return") ?? "minimal", count: value("count"), resolution: value("resolution"), missing: value("missing") };
}

/**
 * @param {Req} req
 * @param {Res} res
 * @param {string} table
 * @param {Row[]} rows
 * @param {{ status: number; total: number; offset: number; select: Selected[] }} shape
 */
function respondRows(req, res, table, rows, { status, total, offset, select }) {
  const accept = String(req.headers.accept ?? "");
  const stripNulls = /nulls=stripped/.test(accept);
  const single = accept.includes("application/vnd.pgrst.object+json");
  const shaped = rows.map((row) => project(table, row, select, stripNulls));
  /** @type {Record<string, string>} */
  const headers = {};
  const { count } = preferences(req);
  const end = offset + shaped.length - 1;
  headers["content-range"] = `${shaped.length ? `${offset}-${end}` : "*"}/${count ? total : "*"}`;
  if (single) {
    if (shaped.length !== 1) {
      throw new PgError(406, "PGRST116", "Cannot coerce the result to a single JSON object", `The result contains ${shaped.length} rows`);
    }
    return send(res, status, shaped[0], { ...headers, "content-type": "application/vnd.pgrst.object+json; charset=utf-8" }, req.method === "HEAD");
  }
  const partial = count && status === 200 && shaped.length < total;
  return send(res, partial ? 206 : status, shaped, headers, req.method === "HEAD");
}

/**
 * @param {Req} req
 * @param {Res} res
 * @param {URL} url
 * @param {LogEntry} logEntry
 */
async function handleRest(req, res, url, logEntry) {
  if (![ANON_KEY, SERVICE_ROLE_KEY].includes(String(req.headers.apikey ?? ""))) {
    return send(res, 401, { message: "Invalid API key", hint: "Double check your Supabase `anon` or `service_role` API key." });
  }
  const profile = req.headers["accept-profile"] ?? req.headers["content-profile"];
  if (profile && profile !== "public") throw new PgError(406, "PGRST106", "The schema must be one of the following: public");
  const who = requestRole(req);
  logEntry.role = who.user ? `${who.user.email}${who.user.admin ? " (admin)" : ""}` : who.role;
  const route = url.pathname.slice("/rest/v1".length).replace(/\/+$/, "");

  if (route.startsWith("/rpc/")) {
    const name = route.slice("/rpc/".length);
    if (Object.hasOwn(INQUIRY_FUNCTIONS, name)) {
      if (req.method !== "POST") throw new PgError(405, "PGRST101", "Only GET and POST are allowed for functions");
      if (!isService(who)) throw new PgError(403, "42501", `permission denied for function ${name}`);
      const args = await readJson(req);
      if (!args || typeof args !== "object") throw new PgError(400, "PGRST102", "Empty or invalid json");
      const rows = INQUIRY_FUNCTIONS[/** @type {keyof typeof INQUIRY_FUNCTIONS} */ (name)](args);
      return send(res, 200, rows.map((row) => Object.fromEntries(Object.entries(row).map(([column, value]) => [column, Object.hasOwn(SCHEMA.inquiries, column) ? output("inquiries", column, value) : value]))));
    }
    if (!["is_admin", "next_scheduled_post_at", "next_scheduled_project_at"].includes(name)) throw new PgError(404, "PGRST202", `Could not find the function public.${name} without parameters in the schema cache`);
    if (req.method !== "POST" && req.method !== "GET") throw new PgError(405, "PGRST101", "Only GET and POST are allowed for functions");
    if (req.method === "POST") await readJson(req);
    if (name === "is_admin") return send(res, 200, isAdmin(who));
    const rows = name === "next_scheduled_post_at" ? tables.blogs : tables.projects;
    /** @type {number[]} */
    const due = rows.map((row) => row.published_at).filter((at) => at !== null && at > Date.now()).sort((a, b) => a - b);
    return send(res, 200, due.length ? pgTime(due[0]) : null);
  }

  const table = route.slice(1);
  if (!Object.hasOwn(SCHEMA, table)) throw new PgError(404, "PGRST205", `Could not find the table 'public.${table}' in the schema cache`);
  const params = url.searchParams;
  const select = parseSelect(table, params.get("select"));
  const filters = parseFilters(table, params);
  const { returning } = preferences(req);

  if (req.method === "GET" || req.method === "HEAD") {
    const found = sortRows(tables[table].filter((row) => visible(table, row, who) && matches(row, filters)), parseOrder(table, params.get("order")));
    const { offset, limit } = parseRange(req, params);
    return respondRows(req, res, table, found.slice(offset, offset + limit), { status: 200, total: found.length, offset, select });
  }

  if (req.method === "POST") {
    requireWrite(table, who);
    const body = await readJson(req);
    if (body === undefined || body === null || typeof body !== "object") throw new PgError(400, "PGRST102", "Empty or invalid json");
    const columnsParam = params.get("columns");
    const columns = columnsParam ? new Set(columnsParam.split(",").map((name) => columnOf(table, name.trim().replace(/^"|"$/g, "")))) : null;
    const { resolution, missing } = preferences(req);
    // An upsert: INSERT ... ON CONFLICT (the on_conflict column) DO NOTHING, or DO UPDATE SET each inserted column.
    const conflictColumn = params.get("on_conflict");
    if (conflictColumn !== null && !["slug", "id"].includes(conflictColumn)) {
      throw new PgError(400, "42P10", "there is no unique or exclusion constraint matching the ON CONFLICT specification");
    }
    const upsert = conflictColumn !== null && (resolution === "ignore-duplicates" || resolution === "merge-duplicates") ? { column: conflictColumn, merge: resolution === "merge-duplicates" } : null;
    /** @type {Row[]} */
    const created = [];
    /** @type {{ existing: Row; update: Row }[]} */
    const merged = [];
    for (const item of Array.isArray(body) ? body : [body]) {
      const row = assignColumns(table, {}, item, columns);
      // With columns=, a column an object leaves out is null, as PostgREST writes it, unless Prefer: missing=default.
      const listed = columns ?? new Set(Object.keys(row));
      for (const column of listed) if (row[column] === undefined) row[column] = missing === "default" ? undefined : null;
      for (const [column, spec] of Object.entries(SCHEMA[table])) if (row[column] === undefined) row[column] = spec.default ? spec.default() : null;
      const existing = upsert ? tables[table].find((other) => other[upsert.column] === row[upsert.column]) : undefined;
      if (upsert && existing) {
        if (!upsert.merge) continue;
        const update = { ...existing };
        for (const column of listed) if (column !== "id") update[column] = row[column];
        validateRow(table, update, existing.id);
        merged.push({ existing, update });
        continue;
      }
      validateRow(table, row, null);
      created.push(row);
    }
    // All or nothing, like one INSERT statement; rows of the same batch clash with each other too.
    const slugs = [...created, ...merged.map(({ update }) => update)].map((row) => row.slug).filter((slug) => slug !== undefined);
    const repeated = slugs.find((slug, index) => slugs.indexOf(slug) !== index);
    if (repeated) throw new PgError(409, "23505", `duplicate key value violates unique constraint "${table}_slug_key"`, `Key (slug)=(${repeated}) already exists.`);
    tables[table].push(...created);
    for (const { existing, update } of merged) Object.assign(existing, update);
    const written = [...created, ...merged.map(({ existing }) => existing)];
    logEntry.slug = written.map((row) => row.slug).join(",");
    if (returning !== "representation") return send(res, 201, null, { "content-range": `*/*` });
    return respondRows(req, res, table, written.filter((row) => visible(table, row, who)), { status: 201, total: written.length, offset: 0, select });
  }

  if (req.method === "PATCH" || req.method === "DELETE") {
    requireWrite(table, who, req.method === "DELETE" ? "delete" : "write");
    if (!filters.length) throw new PgError(400, "21000", `${req.method === "PATCH" ? "UPDATE" : "DELETE"} requires a WHERE clause`);
    const targets = tables[table].filter((row) => visible(table, row, who) && matches(row, filters));
    if (req.method === "DELETE") {
      tables[table] = tables[table].filter((row) => !targets.includes(row));
      if (returning !== "representation") return send(res, 204, null);
      return respondRows(req, res, table, targets, { status: 200, total: targets.length, offset: 0, select });
    }
    const body = await readJson(req);
    if (body === undefined || body === null || typeof body !== "object" || Array.isArray(body)) throw new PgError(400, "PGRST102", "Empty or invalid json");
    const updated = targets.map((row) => assignColumns(table, { ...row }, body, null));
    updated.forEach((row, index) => validateRow(table, row, targets[index].id));
    if (updated.length > 1 && "slug" in body) throw new PgError(409, "23505", `duplicate key value violates unique constraint "${table}_slug_key"`, `Key (slug)=(${body.slug}) already exists.`);
    targets.forEach((row, index) => Object.assign(row, updated[index]));
    logEntry.slug = targets.map((row) => row.slug).join(",");
    if (returning !== "representation") return send(res, 204, null);
    return respondRows(req, res, table, targets, { status: 200, total: targets.length, offset: 0, select });
  }

  throw new PgError(405, "PGRST117", `Unsupported HTTP method: ${req.method}`);
}

// ---------------------------------------------------------------------------------------------------------------
// Storage: the public bucket site-images, as supabase/migrations/20260106100000_site_images_bucket.sql creates it

const BUCKET = { id: "site-images", fileSizeLimit: 5 * 1024 * 1024, allowedMimeTypes: ["image/webp", "image/avif", "image/png", "image/jpeg", "image/gif"] };

/**
 * object path → the stored object
 * @type {Map<string, { id: string; body: Buffer; contentType: string; cacheControl: string; etag: string }>}
 */
let objects = new Map();

/**
 * @param {Res} res
 * @param {number} status
 * @param {string} error
 * @param {string} message
 */
const storageError = (res, status, error, message) => send(res, status, { statusCode: String(status), error, message });

/**
 * The object path after /storage/v1/{prefix}/site-images/, decoded; null for another bucket or a path that leaves it.
 * @param {string} pathname
 * @param {string} prefix
 */
function objectPath(pathname, prefix) {
  const rest = pathname.slice(prefix.length);
  if (!rest.startsWith(`${BUCKET.id}/`)) return null;
  let decoded;
  try {
    decoded = rest.slice(BUCKET.id.length + 1).split("/").map(decodeURIComponent).join("/");
  } catch {
    return null;
  }
  const segments = decoded.split("/");
  if (!decoded || segments.some((segment) => segment === "" || segment === "." || segment === "..")) return null;
  return decoded;
}

/** @param {Req} req */
async function readBody(req) {
  /** @type {Buffer[]} */
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * The file of an upload: the raw body with its content type, or the file part of a multipart form (a browser's Blob).
 * @param {Req} req
 */
async function uploadedFile(req) {
  const body = await readBody(req);
  const type = String(req.headers["content-type"] ?? "");
  if (!type.startsWith("multipart/form-data")) return { body, contentType: type.split(";")[0].trim() };
  const form = await new Response(body, { headers: { "content-type": type } }).formData();
  const file = [...form.values()].find((value) => typeof value !== "string");
  if (!file) return null;
  return { body: Buffer.from(await file.arrayBuffer()), contentType: file.type };
}

/**
 * @param {Req} req
 * @param {Res} res
 * @param {URL} url
 * @param {LogEntry} logEntry
 */
async function handleStorage(req, res, url, logEntry) {
  const route = url.pathname.slice("/storage/v1".length);
  if ((req.method === "GET" || req.method === "HEAD") && route.startsWith("/object/public/")) {
    if (!route.startsWith(`/object/public/${BUCKET.id}/`)) return storageError(res, 400, "not_found", "Bucket not found");
    const path = objectPath(route, "/object/public/");
    const object = path && objects.get(path);
    if (!object) return storageError(res, 404, "not_found", "Object not found");
    res.writeHead(200, { "content-type": object.contentType, "content-length": object.body.length, "cache-control": object.cacheControl, etag: `"${object.etag}"` });
    return res.end(req.method === "HEAD" ? undefined : object.body);
  }
  if (req.method === "POST" && route === `/object/list/${BUCKET.id}`) {
    // One folder level, as Storage lists it: objects with their id and metadata, sub-folders with id null.
    let who;
    try {
      who = requestRole(req);
    } catch (error) {
      return storageError(res, 401, "Unauthorized", error instanceof Error ? error.message : String(error));
    }
    if (!isService(who) && !isAdmin(who)) return send(res, 200, []);
    const { prefix = "" } = (await readJson(req)) ?? {};
    const folder = prefix ? `${String(prefix).replace(/\/+$/, "")}/` : "";
    /** @type {Map<string, { name: string; id: string | null; metadata: { size: number; mimetype: string } | null }>} */
    const entries = new Map();
    for (const [path, object] of objects) {
      if (!path.startsWith(folder)) continue;
      const [name, ...rest] = path.slice(folder.length).split("/");
      entries.set(name, rest.length ? { name, id: null, metadata: null } : { name, id: object.id, metadata: { size: object.body.length, mimetype: object.contentType } });
    }
    return send(res, 200, [...entries.values()].sort((a, b) => (a.name < b.name ? -1 : 1)));
  }
  if ((req.method === "POST" || req.method === "PUT") && route.startsWith("/object/") && !route.startsWith("/object/public/")) {
    if (![ANON_KEY, SERVICE_ROLE_KEY].includes(String(req.headers.apikey ?? ""))) return storageError(res, 401, "Unauthorized", "Invalid API key");
    let who;
    try {
      who = requestRole(req);
    } catch (error) {
      return storageError(res, 401, "Unauthorized", error instanceof Error ? error.message : String(error));
    }
    logEntry.role = who.user ? `${who.user.email}${who.user.admin ? " (admin)" : ""}` : who.role;
    const path = objectPath(route, "/object/");
    if (path === null) return storageError(res, 400, "not_found", "Bucket not found");
    // The bucket's policies: admins upload and replace; the service role needs none.
    if (!isService(who) && !isAdmin(who)) return storageError(res, 403, "Unauthorized", "new row violates row-level security policy");
    const file = await uploadedFile(req);
    if (!file) return storageError(res, 400, "InvalidRequest", "No file in the form");
    if (!BUCKET.allowedMimeTypes.includes(file.contentType)) return storageError(res, 415, "invalid_mime_type", `mime type ${file.contentType || "(none)"} is not supported`);
    if (file.body.length > BUCKET.fileSizeLimit) return storageError(res, 413, "Payload too large", "The object exceeded the maximum allowed size");
    const existing = objects.get(path);
    const upsert = String(req.headers["x-upsert"] ?? "") === "true";
    if (req.method === "POST" && existing && !upsert) return storageError(res, 409, "Duplicate", "The resource already exists");
    if (req.method === "PUT" && !existing) return storageError(res, 404, "not_found", "Object not found");
    const id = existing?.id ?? randomUUID();
    const maxAge = String(req.headers["cache-control"] ?? "").match(/max-age=(\d+)/)?.[1] ?? "3600";
    objects.set(path, { id, body: file.body, contentType: file.contentType, cacheControl: `max-age=${maxAge}`, etag: createHash("md5").update(file.body).digest("hex") });
    logEntry.slug = path;
    return send(res, 200, { Id: id, Key: `${BUCKET.id}/${path}` });
  }
  storageError(res, 404, "not_found", `${req.method} ${route} is not part of this stand-in`);
}

// ---------------------------------------------------------------------------------------------------------------
// Plumbing

/**
 * @param {Res} res
 * @param {number} status
 * @param {unknown} body
 * @param {Record<string, string>} [headers]
 * @param {boolean} [headOnly]
 */
function send(res, status, body, headers = {}, headOnly = false) {
  const text = body === null || body === undefined ? "" : JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", ...headers, ...(text ? { "content-length": Buffer.byteLength(text) } : {}) });
  res.end(headOnly ? undefined : text);
}

/**
 * The parsed JSON body; undefined when it is not JSON.
 * @param {Req} req
 * @returns {Promise<any>}
 */
async function readJson(req) {
  /** @type {Buffer[]} */
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const text = Buffer.concat(chunks).toString("utf8");
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const LOG_LIMIT = 500;
/** @type {LogEntry[]} */
const log = [];

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url ?? "/", origin);
  /** @type {LogEntry} */
  const entry = { at: iso(Date.now()), method: req.method, path: `${url.pathname}${url.search}`, role: null, slug: null, status: null };
  res.on("finish", () => {
    entry.status = res.statusCode;
    if (url.pathname.startsWith("/__")) return;
    log.push(entry);
    if (log.length > LOG_LIMIT) log.shift();
  });
  try {
    if (req.method === "GET" && url.pathname === "/__health") return send(res, 200, { ok: true });
    if (req.method === "GET" && url.pathname === "/__reset") {
      tables = seededTables();
      objects = new Map();
      return send(res, 200, { reset: true, blogs: tables.blogs.length, projects: tables.projects.length });
    }
    if (req.method === "GET" && url.pathname === "/__dump") {
      const dump = Object.fromEntries(Object.keys(SCHEMA).map((table) => [table, tables[table].map((row) => project(table, row, parseSelect(table, "*"), false))]));
      return send(res, 200, dump);
    }
    if (req.method === "GET" && url.pathname === "/__log") return send(res, 200, log);
    if (req.method === "GET" && url.pathname === "/__storage") {
      const listed = [...objects].map(([path, object]) => ({ path, contentType: object.contentType, size: object.body.length, sha256: createHash("sha256").update(object.body).digest("hex") }));
      return send(res, 200, listed.sort((a, b) => (a.path < b.path ? -1 : 1)));
    }
    if (url.pathname.startsWith("/auth/v1/")) {
      if (String(req.headers.apikey ?? "") !== ANON_KEY) return send(res, 401, { message: "Invalid API key" });
      return await handleAuth(req, res, url);
    }
    if (url.pathname.startsWith("/rest/v1/")) return await handleRest(req, res, url, entry);
    if (url.pathname.startsWith("/storage/v1/")) return await handleStorage(req, res, url, entry);
    send(res, 404, { message: `no route ${req.method} ${url.pathname}` });
  } catch (error) {
    if (error instanceof PgError) return send(res, error.status, { code: error.code, details: error.details, hint: error.hint, message: error.message });
    console.error("supabase-standin:", error);
    send(res, 500, { code: "XX000", details: null, hint: null, message: error instanceof Error ? error.message : String(error) });
  }
});
// Idle connections stay open longer than any test: Node's default (5 s) lets the server close one just as a client
// (fetch keeps its sockets about as long) reuses it, and the request fails with "other side closed" on a loaded machine.
server.keepAliveTimeout = 120_000;

server.listen(PORT, "127.0.0.1", () => {
  origin = `http://127.0.0.1:${/** @type {import("node:net").AddressInfo} */ (server.address()).port}`;
  console.log(`supabase stand-in on ${origin}`);
});
