import { readUploadedImage } from "@/lib/images/upload-store";
import { uploadedImageHeaders } from "@/lib/images/upload-rules";
import { serverEnvironment } from "@/config/server-env";

export const runtime = "nodejs";

/**
 * The admin's uploads in the embedded mode, from DATA_DIR/uploads/: only a name that is a SHA-256 and an accepted
 * extension is looked up (anything else, a path included, is a 404 without touching the disk), and since the name is
 * the hash of the bytes, the answer never changes.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const image = await readUploadedImage(serverEnvironment().dataDir, (await params).file);
  if (!image) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" } });
  return new Response(new Uint8Array(image.bytes), { headers: uploadedImageHeaders(image.type, image.bytes.byteLength, image.name) });
}
