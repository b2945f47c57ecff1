/** Reading a request body with a size bound, as JSON or as the urlencoded form data a plain HTML form posts. */

export class BodyError extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

export const BODY_TOO_LARGE_MESSAGE = "That is more than the form can take. Please shorten your message and try again.";
export const BODY_UNREADABLE_MESSAGE = "The form could not be read. Please check the fields and try again.";
export const BODY_TYPE_MESSAGE = "Please send the form as JSON or as form data.";
export const JSON_TYPE_MESSAGE = "Please send the request as JSON (Content-Type: application/json).";

/** The media type of a Content-Type header, lower-cased and without parameters ("" when there is none). */
export function mediaType(request: Request): string {
  return (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
}

/** The body's bytes, refusing more than `maxBytes` whether or not a Content-Length was sent. */
export async function readBoundedBytes(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw new BodyError(413, BODY_TOO_LARGE_MESSAGE);
  if (!request.body) return new Uint8Array(new ArrayBuffer(0));
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new BodyError(413, BODY_TOO_LARGE_MESSAGE);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(new ArrayBuffer(total));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The body's bytes decoded as UTF-8 (bytes that are not UTF-8 are refused, never replaced), then parsed: a failure of either is a 400. */
function parseUtf8<T>(bytes: Uint8Array, parse: (text: string) => T): T {
  try {
    return parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    throw new BodyError(400, BODY_UNREADABLE_MESSAGE);
  }
}

/** A JSON body, sent as application/json: any other type (text/plain, which a page on another site may send without asking) is refused. */
export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  if (mediaType(request) !== "application/json") throw new BodyError(415, JSON_TYPE_MESSAGE);
  return parseUtf8(await readBoundedBytes(request, maxBytes), (text) => JSON.parse(text));
}

/**
 * A form body as a plain object of strings: JSON (the form's script) or urlencoded form data (the same form without
 * JavaScript). A field sent twice keeps its first value.
 */
export async function readFormBody(request: Request, maxBytes: number): Promise<unknown> {
  const type = mediaType(request);
  if (type === "application/json") return readJsonBody(request, maxBytes);
  if (type !== "application/x-www-form-urlencoded") throw new BodyError(415, BODY_TYPE_MESSAGE);
  return parseUtf8(await readBoundedBytes(request, maxBytes), (text) => {
    const fields: Record<string, string> = {};
    for (const [key, value] of new URLSearchParams(text)) {
      if (!Object.hasOwn(fields, key)) fields[key] = value;
    }
    return fields;
  });
}
