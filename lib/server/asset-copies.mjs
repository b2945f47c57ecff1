// @ts-check
// The build's compressed copies of its assets: written by the post-build step (scripts/post-build.mjs), sent by
// the self-hosted server (lib/server/compressed-assets.ts).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** The kinds of asset that get copies (the fonts are WOFF2, compressed already), with the type they are sent as. */
export const COMPRESSED_TYPES = { ".js": "application/javascript; charset=UTF-8", ".css": "text/css; charset=UTF-8", ".svg": "image/svg+xml" };
/** The copies, in the order the server prefers them. */
export const COMPRESSED_COPIES = [
  { encoding: "br", suffix: ".br", compress: (/** @type {Buffer} */ raw) => brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }) },
  { encoding: "gzip", suffix: ".gz", compress: (/** @type {Buffer} */ raw) => gzipSync(raw, { level: constants.Z_BEST_COMPRESSION }) },
];

/** @param {string} distDir */
export function compressAssets(distDir) {
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(path.join(distDir, "static"), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !(path.extname(entry.name) in COMPRESSED_TYPES)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const raw = readFileSync(file);
    for (const { suffix, compress } of COMPRESSED_COPIES) writeFileSync(file + suffix, compress(raw));
    files += 1;
    bytes += raw.length;
  }
  return { files, bytes };
}
