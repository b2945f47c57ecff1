import { mediaType } from "@/lib/http/body";
import { site } from "@/config/site";
import { sameOriginVerdict } from "./same-origin";

/**
 * A POST to a page is a server action: `next-action` names it (the page's script sends the arguments as text or
 * multipart), or, from a form without JavaScript, the multipart body does. Next answers 500 to one from another
 * site and to a body it cannot decode; this answers 403 and 400 first, so that neither reaches the action code.
 * The proxy calls it for every request it sees.
 */
export async function pagePostRefusal(request: Request): Promise<Response | null> {
  if (request.method !== "POST") return null;
  const verdict = sameOriginVerdict(request.headers, site.host);
  if (!verdict.ok) return refusal(403, "Forbidden: this is only accepted from the site's own pages.");

  const type = mediaType(request);
  const isAction = request.headers.has("next-action") || type === "multipart/form-data";
  if (!isAction) return null;
  if (!(await decodes(request, type))) return refusal(400, "Bad request: the form could not be read.");
  return null;
}

async function decodes(request: Request, type: string): Promise<boolean> {
  try {
    const copy = request.clone();
    if (type === "multipart/form-data" || type === "application/x-www-form-urlencoded") {
      await copy.formData();
      return true;
    }
    const body = await copy.text();
    if (!body) return true;
    const value: unknown = JSON.parse(body);
    return typeof value === "string" || Array.isArray(value);
  } catch {
    return false;
  }
}

function refusal(status: 400 | 403, message: string): Response {
  return new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}
