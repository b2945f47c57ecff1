import { allowedMethods, isRouteHandlerPath, methodNotAllowed } from "@/lib/http/allowed-methods";
import { mediaType } from "@/lib/http/body";
import { site } from "@/config/site";
import { sameOriginVerdict } from "./same-origin";
import { isArgumentPart, nestsDeeperThan, SERVER_ACTION_MAX_BYTES, SERVER_ACTION_MAX_DEPTH } from "./server-action-limits";

/**
 * A POST to a page is a server action: `next-action` names it (the page's script sends the arguments as text or
 * multipart), or, from a form without JavaScript, the multipart body does (a `$ACTION_ID_…` or `$ACTION_REF_…` field).
 * Next answers 500 to one from another site, to a body over its size limit, to a body it cannot decode and to
 * arguments nested deep enough to overflow the stack, and logs an error for one to a page that has no actions and for
 * a form that names no action; this answers 403, 405, 413 and 400 first, so that none reaches Next's decoding or the
 * action code.
 * The proxy calls it for every request it sees. A post to a route handler (the admin's image upload) is no server
 * action: it gets the same-origin check, and the handler bounds and reads its own body.
 */
export async function pagePostRefusal(request: Request): Promise<Response | null> {
  if (request.method !== "POST") return null;
  const verdict = sameOriginVerdict(request.headers, site.host);
  if (!verdict.ok) return refusal(403, "Forbidden: this is only accepted from the site's own pages.");

  const type = mediaType(request);
  const { pathname } = new URL(request.url);
  const isAction = (request.headers.has("next-action") || type === "multipart/form-data") && !isRouteHandlerPath(pathname);
  if (!isAction) return null;
  // A page without server actions (every public page but the contact form's answer): Next would try to decode one.
  if (!allowedMethods(pathname).includes("POST")) return methodNotAllowed(pathname);
  const body = await boundedBody(request);
  if (!body) return refusal(413, `Payload too large: the form can take at most ${SERVER_ACTION_MAX_BYTES / 1024 / 1024} MB.`);
  if (!(await decodes(body, type, request.headers))) return refusal(400, "Bad request: the form could not be read.");
  return null;
}

/** The body's bytes, or null when they are more than a server action may send (declared or counted). */
async function boundedBody(request: Request): Promise<ArrayBuffer | null> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > SERVER_ACTION_MAX_BYTES) return null;
  const bytes = await request.clone().arrayBuffer();
  return bytes.byteLength > SERVER_ACTION_MAX_BYTES ? null : bytes;
}

/** Whether the body decodes as the arguments of an action: a form, or JSON text, nested no deeper than the limit. */
async function decodes(body: ArrayBuffer, type: string, headers: Headers): Promise<boolean> {
  try {
    if (type === "multipart/form-data" || type === "application/x-www-form-urlencoded") {
      const form = await new Response(body, { headers: { "content-type": headers.get("content-type") ?? "" } }).formData();
      let namesAction = headers.has("next-action");
      for (const [name, value] of form) {
        if (typeof value === "string" && isArgumentPart(name) && nestsDeeperThan(value, SERVER_ACTION_MAX_DEPTH)) return false;
        namesAction ||= name.startsWith("$ACTION_ID_") || name.startsWith("$ACTION_REF_");
      }
      return namesAction;
    }
    const text = new TextDecoder().decode(body);
    if (!text) return true;
    if (nestsDeeperThan(text, SERVER_ACTION_MAX_DEPTH)) return false;
    const value: unknown = JSON.parse(text);
    return typeof value === "string" || Array.isArray(value);
  } catch {
    return false;
  }
}

function refusal(status: 400 | 403 | 413, message: string): Response {
  return new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}
