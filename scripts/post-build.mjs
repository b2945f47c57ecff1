// @ts-check
// The steps after `next build` (npm run build), in this order, on the build folder (NEXT_DIST_DIR, or .next):
// 1. marks the chunks a page runs at startup with V8's compile hint (lib/next-internals/compile-hints.mjs says why and
//    how);
// 2. writes each prerendered page's Content-Security-Policy into the prerender manifest (lib/next-internals/csp-build.mjs
//    says why and how), and fails when a page has no HTML;
// 3. writes a Brotli and a gzip copy beside each script, style sheet and SVG of the build's assets
//    (lib/server/asset-copies.mjs), which the self-hosted server sends as they are where Next would gzip the file again
//    on every request. Brotli at its best level is about 15% smaller than gzip and costs the build a few seconds once.
//    On Vercel, whose CDN compresses the assets itself, it writes nothing.
// Usage: node scripts/post-build.mjs   (after `next build`)
import { buildFolder } from "../config/build-folder.mjs";
import { addCompileHints } from "../lib/next-internals/compile-hints.mjs";
import { writePagePolicies } from "../lib/next-internals/csp-build.mjs";
import { compressAssets } from "../lib/server/asset-copies.mjs";

const distDir = buildFolder();

const { chunks, marked } = addCompileHints(distDir);
console.log(`Compile hints: ${chunks.length} startup chunks, ${marked} newly marked`);

const { pages, missing, unavailable } = writePagePolicies(distDir);
if (missing.length) {
  console.error(`CSP: no prerendered HTML found for ${missing.join(", ")}; these pages would leave without a policy.`);
  process.exit(1);
}
console.log(`CSP: the policy of ${pages.length} prerendered pages written to prerender-manifest.json`);
if (unavailable.length) {
  console.warn(`CSP: ${unavailable.length} pages were built while their content could not be read (${unavailable.slice(0, 5).join(", ")}${unavailable.length > 5 ? ", ..." : ""}); they show the error state and are rendered again within a minute of serving.`);
}

if (process.env.VERCEL) {
  console.log("Assets: not compressed here; Vercel's CDN compresses them.");
} else {
  const { files, bytes } = compressAssets(distDir);
  console.log(`Assets: Brotli and gzip copies of ${files} files (${Math.round(bytes / 1024)} KB) written`);
}
