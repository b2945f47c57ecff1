import { timingSafeEqual } from "node:crypto";
import { revalidateAllContent } from "@/lib/content/revalidation";

function authorised(request: Request): boolean {
  const secret = process.env.REVALIDATE_SECRET;
  if (!secret) return false;
  const given = request.headers.get("authorization")?.replace(/^Bearer\s+/i, "") ?? request.headers.get("x-revalidate-secret") ?? "";
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** On-demand revalidation after a content edit (a Supabase webhook or an editor calls it with the shared secret). */
export async function POST(request: Request) {
  if (!authorised(request)) return Response.json({ message: "Unauthorized." }, { status: 401 });
  revalidateAllContent();
  return Response.json({ revalidated: true, at: new Date().toISOString() });
}
