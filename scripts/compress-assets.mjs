// @ts-check
// Post-build step (npm run build): writes a Brotli and a gzip copy beside each script, style sheet and SVG of the
// build's assets (lib/server/asset-copies.mjs), which the self-hosted server sends as they are where Next would gzip
// the file again on every request. Brotli at its best level is about 15% smaller than gzip and costs the build a few
// seconds once. On Vercel, whose CDN compresses the assets itself, it writes nothing.
// Usage: node scripts/compress-assets.mjs   (after `next build`, on NEXT_DIST_DIR or .next)
import { buildFolder } from "../config/build-folder.mjs";
import { compressAssets } from "../lib/server/asset-copies.mjs";

if (process.env.VERCEL) {
  console.log("Assets: not compressed here; Vercel's CDN compresses them.");
} else {
  const { files, bytes } = compressAssets(buildFolder());
  console.log(`Assets: Brotli and gzip copies of ${files} files (${Math.round(bytes / 1024)} KB) written`);
}
