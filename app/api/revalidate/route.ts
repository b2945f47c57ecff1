import { serverEnvironment } from "@/config/server-env";
import { bearerToken, matchesAnySecret } from "@/lib/http/bearer";
import { jsonResponse } from "@/lib/http/responses";
import { tagsForRevalidation } from "@/lib/content/cache-tags";
import { revalidateContent } from "@/lib/content/revalidation";
import { BodyError, readBoundedBytes } from "@/lib/http/body";

const MAX_BODY_BYTES = 64 * 1024;

function authorised(request: Request): boolean {
  const secret = serverEnvironment().content.revalidateSecret;
  const given = bearerToken(request.headers.get("authorization")) ?? request.headers.get("x-revalidate-secret");
  return secret ? matchesAnySecret(given, [secret]) : false;
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
  if (!authorised(request)) return jsonResponse(401, { message: "Unauthorized." });
  let body: unknown;
  try {
    body = await readBody(request);
  } catch (error) {
    if (error instanceof BodyError) return jsonResponse(error.status, { message: error.message });
    throw error;
  }
  const tags = tagsForRevalidation(body);
  if (!tags) return jsonResponse(400, { message: "Expected a database webhook for blogs or projects, or { kind: \"post\" | \"project\", slug }." });
  revalidateContent(tags);
  return jsonResponse(200, { revalidated: true, tags, at: new Date().toISOString() });
}
