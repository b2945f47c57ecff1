// @ts-check
// Post-build step (npm run build): writes each prerendered page's Content-Security-Policy into the prerender manifest
// (lib/next-internals/csp-build.mjs says why and how), and fails when a page has no HTML.
// Usage: node scripts/csp-build.mjs   (after `next build`, on NEXT_DIST_DIR or .next)
import { buildFolder } from "../config/build-folder.mjs";
import { writePagePolicies } from "../lib/next-internals/csp-build.mjs";

const distDir = buildFolder();
const { pages, missing, unavailable } = writePagePolicies(distDir);
if (missing.length) {
  console.error(`CSP: no prerendered HTML found for ${missing.join(", ")}; these pages would leave without a policy.`);
  process.exit(1);
}
console.log(`CSP: the policy of ${pages.length} prerendered pages written to prerender-manifest.json`);
if (unavailable.length) {
  console.warn(`CSP: ${unavailable.length} pages were built while their content could not be read (${unavailable.slice(0, 5).join(", ")}${unavailable.length > 5 ? ", ..." : ""}); they show the error state and are rendered again within a minute of serving.`);
}
