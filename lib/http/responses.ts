/** A JSON answer that no cache keeps: every route handler's answers depend on the request or change with time. */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
}
