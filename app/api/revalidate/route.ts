import { timingSafeEqual } from "node:crypto";
import { tagsForRevalidation } from "@/lib/content/cache-tags";
import { revalidateContent } from "@/lib/content/revalidation";
import { BodyError, readBoundedBytes } from "@/lib/inquiries/request";

const MAX_BODY_BYTES = 64 * 1024;

function authorised(request: Request): boolean {
  const secret = process.env.REVALIDATE_SECRET;
  if (!secret) return false;
  const given = request.headers.get("authorization")?.replace(/^Bearer\s+/i, "") ?? request.headers.get("x-revalidate-secret") ?? "";
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function readBody(request: Request): Promise<unknown> {
  const text = new TextDecoder().decode(await readBoundedBytes(request, MAX_BODY_BYTES)).trim();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new BodyError(400, "The body must be empty or JSON.");
  }
}

/**
 * On-demand revalidation after a content edit, with the shared secret. A Supabase database webhook on blogs or
 * projects (or `{ kind, slug }`) expires the pages showing that item and the lists; an empty body, all content.
 */
export async function POST(request: Request) {
  if (!authorised(request)) return Response.json({ message: "Unauthorized." }, { status: 401 });
  let body: unknown;
  try {
    body = await readBody(request);
  } catch (error) {
    if (error instanceof BodyError) return Response.json({ message: error.message }, { status: error.status });
    throw error;
  }
  const tags = tagsForRevalidation(body);
  if (!tags) return Response.json({ message: "Expected a database webhook for blogs or projects, or { kind: \"post\" | \"project\", slug }." }, { status: 400 });
  revalidateContent(tags);
  return Response.json({ revalidated: true, tags, at: new Date().toISOString() });
}
