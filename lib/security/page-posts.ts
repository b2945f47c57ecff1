import { isAdminPath, routes } from "@/config/routes";
import { SIGN_IN_TEXTS } from "@/lib/admin/texts";
import { isRouteHandlerPath, methodNotAllowed } from "@/lib/http/allowed-methods";
import { site } from "@/config/site";
import { sameOriginVerdict } from "./same-origin";

/**
 * What the proxy answers to a POST before Next handles it (and before anything reads its body), or null to let it
 * through. Another site's is refused. Route handlers (the contact form, the chat, the admin's sign-in and uploads)
 * read and bound their own bodies. No public page takes a post: none has a server action, so a post to one (a
 * `Next-Action` header and a body React would decode) is a 405. The admin's server actions are taken only from a
 * signed-in admin: without a session, a form posted without JavaScript is sent to the sign-in page, and an action's
 * script gets a text/plain 403 (Next's client throws its text, which app/admin/error.tsx recognises).
 */
export async function pagePostRefusal(request: Request, hasAdminSession: () => Promise<boolean>): Promise<Response | null> {
  if (request.method !== "POST") return null;
  if (!sameOriginVerdict(request.headers, site.host).ok) return refusal(403, "Forbidden: this is only accepted from the site's own pages.");
  const { pathname } = new URL(request.url);
  if (isRouteHandlerPath(pathname)) return null;
  // A post with neither (no body type, no action) skips the proxy (config.matcher), and Next answers it 405 itself.
  if (!isAdminPath(pathname)) return request.headers.has("next-action") || request.headers.has("content-type") ? methodNotAllowed(pathname) : null;
  if (await hasAdminSession()) return null;
  if (!request.headers.has("next-action")) return Response.redirect(new URL(routes.admin.signIn, request.url), 303);
  return refusal(403, SIGN_IN_TEXTS.sessionEnded);
}

function refusal(status: 403, message: string): Response {
  return new Response(message, { status, headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
}
