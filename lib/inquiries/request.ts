/** Reading a request body with a size bound, as JSON or as form data (urlencoded or multipart). */

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

export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  const bytes = await readBoundedBytes(request, maxBytes);
  try {
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    throw new BodyError(400, BODY_UNREADABLE_MESSAGE);
  }
}

/**
 * A form body as a plain object of strings: JSON (application/json) or form data (urlencoded or multipart).
 * A field sent twice keeps its first value; a file where text belongs makes the body unreadable.
 */
export async function readFormBody(request: Request, maxBytes: number): Promise<unknown> {
  const rawType = request.headers.get("content-type") ?? "";
  const type = rawType.toLowerCase();
  if (type.startsWith("application/json") || type.includes("+json")) return readJsonBody(request, maxBytes);
  if (!type.startsWith("application/x-www-form-urlencoded") && !type.startsWith("multipart/form-data")) {
    throw new BodyError(415, BODY_TYPE_MESSAGE);
  }
  const bytes = await readBoundedBytes(request, maxBytes);
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { "content-type": rawType } }).formData();
  } catch {
    throw new BodyError(400, BODY_UNREADABLE_MESSAGE);
  }
  const fields: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value !== "string") throw new BodyError(400, BODY_UNREADABLE_MESSAGE);
    if (!(key in fields)) fields[key] = value;
  }
  return fields;
}
