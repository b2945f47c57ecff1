import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SupabaseContentSource } from "@/lib/content/supabase-source";
import { createSessionlessClient } from "@/lib/supabase/sessionless-client";
import { sendJson, startLocalServer, type RecordedRequest } from "../../support/local-server";
import { GALLERY_ALT_REQUIRED } from "@/lib/content/schemas";

/**
 * The Supabase content source against a local stand-in for PostgREST: the exact queries of docs/product.md, "Data the pages read",
 * and how answers map to results (PGRST116 is "no row", anything else an error with its message).
 */
const ANON_KEY = "anon-test-key";
const PROJECT = { id: "7d1f0c52-8a55-4c61-9d0e-5b9b7c0a1a01", name: "Reefline Dive Resort", slug: "reefline-dive-resort", description: "Bookings for a Moalboal dive resort.", screenshot_url: null, screenshot_alt: null, project_url: "https://reefline.example.ph", created_at: "2026-05-02T08:00:00+00:00", published_at: "2026-05-02T08:00:00+00:00" };
const POST = {
  id: "2c4b9a10-1b6e-4c0a-8f57-0e5d8d4f6a22",
  slug: "cebu-web-design-costs",
  title: "What a Website Costs in Cebu",
  excerpt: "Real figures from real projects.",
  cover_image_url: null,
  tags: ["Cebu", "Pricing"],
  published_at: "2026-06-01T01:00:00+00:00",
  created_at: "2026-05-30T01:00:00+00:00",
  updated_at: null,
  content: "## Budgets\n\nA brochure site starts at...",
};

type Answer = { status: number; body: unknown };
let answer: (request: RecordedRequest) => Answer;
let server: Awaited<ReturnType<typeof startLocalServer>>;
let source: SupabaseContentSource;

beforeAll(async () => {
  server = await startLocalServer((request, response) => {
    const { status, body } = answer(request);
    sendJson(response, status, body);
  });
  source = new SupabaseContentSource(createSessionlessClient(server.url, ANON_KEY));
});

beforeEach(() => {
  server.requests.length = 0;
  answer = () => ({ status: 200, body: [] });
});

afterAll(async () => {
  await server.close();
});

const only = () => {
  expect(server.requests).toHaveLength(1);
  const request = server.requests[0];
  const url = new URL(request.url, server.url);
  return { request, path: url.pathname, params: url.searchParams };
};
const single = (row: unknown): ((request: RecordedRequest) => Answer) => (request) =>
  String(request.headers.accept).includes("vnd.pgrst.object") ? { status: 200, body: row } : { status: 200, body: [row] };
/** The filter of the visibility rule (lib/content/visibility.ts): published_at set and not after the request. */
const expectPublishedAndDue = (params: URLSearchParams, before: number) => {
  expect(params.getAll("published_at")).toContain("not.is.null");
  const lte = params.getAll("published_at").find((value) => value.startsWith("lte."))!;
  expect(Math.abs(Date.parse(lte.slice(4)) - before)).toBeLessThan(5000);
};
const noRow = () => ({ status: 406, body: { code: "PGRST116", message: "JSON object requested, multiple (or no) rows returned", details: "The result contains 0 rows" } });

describe("projects", () => {
  it("lists every column of published, due projects, newest first, with the public key", async () => {
    answer = () => ({ status: 200, body: [PROJECT] });
    const before = Date.now();
    const result = await source.listProjects();
    expect(result).toEqual({ ok: true, data: [expect.objectContaining({ slug: PROJECT.slug, project_url: PROJECT.project_url, published_at: PROJECT.published_at })] });
    const { request, path, params } = only();
    expect(path).toBe("/rest/v1/projects");
    expect(params.get("select")).toBe("*");
    expectPublishedAndDue(params, before);
    expect(params.get("order")).toBe("created_at.desc");
    expect(request.headers.apikey).toBe(ANON_KEY);
  });

  it("reads one project by slug as a single row, and maps PGRST116 to not found", async () => {
    answer = single(PROJECT);
    expect(await source.getProject(PROJECT.slug)).toMatchObject({ ok: true, data: { name: PROJECT.name } });
    const { request, params } = only();
    expect(params.get("slug")).toBe(`eq.${PROJECT.slug}`);
    expect(String(request.headers.accept)).toContain("application/vnd.pgrst.object+json");

    server.requests.length = 0;
    answer = noRow;
    expect(await source.getProject("missing")).toEqual({ ok: false, error: { kind: "not_found", code: "PGRST116", message: "Project not found" } });
  });

  it("keeps an unpublished or a scheduled project private even when the database returns it", async () => {
    answer = single({ ...PROJECT, published_at: null });
    expect(await source.getProject(PROJECT.slug)).toEqual({ ok: false, error: { kind: "not_found", code: "PGRST116", message: "Project not found" } });
    answer = single({ ...PROJECT, published_at: new Date(Date.now() + 86_400_000).toISOString() });
    expect(await source.getProject(PROJECT.slug)).toMatchObject({ ok: false, error: { kind: "not_found" } });
  });

  it("reads up to 3 related projects: other published, due ids, newest first", async () => {
    answer = () => ({ status: 200, body: [] });
    const before = Date.now();
    await source.relatedProjects(PROJECT.id);
    const { params } = only();
    expect(params.get("id")).toBe(`neq.${PROJECT.id}`);
    expectPublishedAndDue(params, before);
    expect(params.get("order")).toBe("created_at.desc");
    expect(params.get("limit")).toBe("3");
  });

  it("maps the case study columns: text, the facts object and the gallery list; null columns are a project without one", async () => {
    const facts = { client_type: "Fictional dive resort", location: "Mactan, Cebu", services: ["Booking flow"], stack: ["Next.js"], timeline: "8 weeks", outcomes: [{ label: "Target share of bookings", value: "60%" }] };
    const gallery = [{ src: "/projects/reefline-dive-resort-booking.webp", alt: "The booking bar under the hero" }];
    answer = single({ ...PROJECT, headline: "Dives and rooms in one flow", body: "## The brief\n\nText.", facts, gallery });
    expect(await source.getProject(PROJECT.slug)).toEqual({ ok: true, data: { ...PROJECT, headline: "Dives and rooms in one flow", body: "## The brief\n\nText.", facts, gallery } });

    answer = () => ({ status: 200, body: [{ ...PROJECT, headline: null, body: null, facts: null, gallery: null }, PROJECT] });
    const listed = await source.listProjects();
    expect(listed.ok && listed.data.map(({ headline, body, facts, gallery }) => ({ headline, body, facts, gallery }))).toEqual([
      { headline: null, body: null, facts: null, gallery: [] },
      { headline: null, body: null, facts: null, gallery: [] },
    ]);
  });

  it("reports a stored gallery image without alt text as a failed read naming it", async () => {
    answer = single({ ...PROJECT, body: "Text", gallery: [{ src: "/projects/reef.webp" }] });
    const result = await source.getProject(PROJECT.slug);
    expect(result).toMatchObject({ ok: false, error: { kind: "failed", message: expect.stringContaining(GALLERY_ALT_REQUIRED) } });
  });

  it("turns any other error into a failure carrying the database's message", async () => {
    answer = () => ({ status: 400, body: { code: "42P01", message: 'relation "public.projects" does not exist' } });
    expect(await source.listProjects()).toEqual({ ok: false, error: { kind: "failed", code: "42P01", message: 'relation "public.projects" does not exist' } });
  });
});

describe("the next scheduled item", () => {
  it("asks next_scheduled_post_at() and next_scheduled_project_at(), and reads null as nothing scheduled", async () => {
    answer = (request) => ({ status: 200, body: request.url.includes("next_scheduled_project_at") ? "2026-12-01T09:00:00+00:00" : null });
    expect(await source.nextScheduledProjectAt()).toEqual({ ok: true, data: "2026-12-01T09:00:00.000Z" });
    expect(only().path).toBe("/rest/v1/rpc/next_scheduled_project_at");
    server.requests.length = 0;
    expect(await source.nextScheduledPostAt()).toEqual({ ok: true, data: null });
    expect(only().path).toBe("/rest/v1/rpc/next_scheduled_post_at");
  });

  it("reports a database without the function as a failure", async () => {
    answer = () => ({ status: 404, body: { code: "PGRST202", message: "Could not find the function public.next_scheduled_project_at" } });
    expect(await source.nextScheduledProjectAt()).toMatchObject({ ok: false, error: { kind: "failed", code: "PGRST202" } });
  });
});

describe("posts", () => {
  it("lists the teaser columns of published, due posts, newest first, with a limit when asked", async () => {
    answer = () => ({ status: 200, body: [POST] });
    const before = Date.now();
    const result = await source.listPublishedPosts({ limit: 3 });
    expect(result.ok && result.data.map((post) => post.slug)).toEqual([POST.slug]);
    const { path, params } = only();
    expect(path).toBe("/rest/v1/blogs");
    expect(params.get("select")?.split(",").map((column) => column.trim()).sort()).toEqual(["cover_image_url", "excerpt", "id", "published_at", "slug", "tags", "title"]);
    expect(params.getAll("published_at")).toContain("not.is.null");
    const lte = params.getAll("published_at").find((value) => value.startsWith("lte."))!;
    expect(Math.abs(Date.parse(lte.slice(4)) - before)).toBeLessThan(5000);
    expect(params.get("order")).toBe("published_at.desc");
    expect(params.get("limit")).toBe("3");

    server.requests.length = 0;
    await source.listPublishedPosts();
    expect(only().params.get("limit")).toBeNull();
  });

  it("reads an article by slug as a single row, and maps PGRST116 to not found", async () => {
    answer = single(POST);
    expect(await source.getPost(POST.slug)).toMatchObject({ ok: true, data: { title: POST.title, content: POST.content } });
    expect(only().params.get("select")).toBe("*");

    server.requests.length = 0;
    answer = noRow;
    expect(await source.getPost("missing")).toMatchObject({ ok: false, error: { kind: "not_found", code: "PGRST116" } });
  });

  it("keeps a draft or a scheduled post private even when the database returns it", async () => {
    answer = single({ ...POST, published_at: null });
    expect(await source.getPost(POST.slug)).toMatchObject({ ok: false, error: { kind: "not_found" } });
    answer = single({ ...POST, published_at: new Date(Date.now() + 86_400_000).toISOString() });
    expect(await source.getPost(POST.slug)).toMatchObject({ ok: false, error: { kind: "not_found" } });
  });

  it("reports a failed article read with the database's message", async () => {
    answer = () => ({ status: 500, body: { code: "XX000", message: "database is restarting" } });
    expect(await source.getPost(POST.slug)).toEqual({ ok: false, error: { kind: "failed", code: "XX000", message: "database is restarting" } });
  });
});
