import "server-only";
import { createReadStream, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { pipeline } from "node:stream";
import { buildFolder } from "@/config/build-folder.mjs";
import { buildAssetsPath } from "@/config/routes";
import { buildAssetHeaders } from "@/lib/security/headers";
import { COMPRESSED_COPIES, COMPRESSED_TYPES } from "./asset-copies.mjs";

/**
 * The encoding to send, of those with a copy (best first), for an Accept-Encoding header: the one the client weighs
 * highest, the better copy on a tie (a coding named with q=0, or left out while `*` has q=0, is refused), or none.
 */
export function acceptedEncoding(acceptEncoding: string, available: readonly string[]): string | undefined {
  const weights = new Map(
    acceptEncoding.split(",").map((part) => {
      const [coding, ...parameters] = part.trim().toLowerCase().split(";");
      const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
      return [coding.trim(), q === undefined ? 1 : Number(q)] as const;
    }),
  );
  const weightOf = (coding: string) => weights.get(coding) ?? weights.get("*") ?? 0;
  return available.reduce<string | undefined>((chosen, coding) => (weightOf(coding) > (chosen ? weightOf(chosen) : 0) ? coding : chosen), undefined);
}

const COPY_HEADERS = { ...Object.fromEntries(buildAssetHeaders.map(({ key, value }) => [key, value])), "Cache-Control": "public, max-age=31536000, immutable", Vary: "Accept-Encoding" };
const ENCODINGS = COMPRESSED_COPIES.map(({ encoding }) => encoding);

/**
 * Sends a build asset's compressed copy, written once by the build (lib/server/asset-copies.mjs), where Next would
 * compress the file again with gzip on every request. Returns false, for Next to answer, when the request is not for
 * such an asset, the client accepts neither copy, or the copy is missing.
 */
export function sendCompressedAsset(request: IncomingMessage, response: ServerResponse): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const pathname = (request.url ?? "").split("?")[0];
  if (!pathname.startsWith(buildAssetsPath)) return false;
  const relative = pathname.slice(buildAssetsPath.length);
  const type = COMPRESSED_TYPES[path.extname(relative) as keyof typeof COMPRESSED_TYPES];
  if (!type || !/^[\w-]+(\/[\w-]+)*\.\w+$/.test(relative)) return false;
  const encoding = acceptedEncoding(String(request.headers["accept-encoding"] ?? ""), ENCODINGS);
  const copy = COMPRESSED_COPIES.find((candidate) => candidate.encoding === encoding);
  if (!copy) return false;
  const file = path.join(buildFolder(), "static", relative + copy.suffix);
  const stats = statSync(file, { throwIfNoEntry: false });
  if (!stats?.isFile()) return false;
  response.writeHead(200, { ...COPY_HEADERS, "Content-Type": type, "Content-Encoding": copy.encoding, "Content-Length": stats.size });
  // pipeline closes the file when the client goes away, and ends the response if the file cannot be read after all.
  if (request.method === "HEAD") response.end();
  else pipeline(createReadStream(file), response, () => undefined);
  return true;
}
