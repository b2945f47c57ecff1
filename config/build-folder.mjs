// @ts-check
// The folder of the production build: `.next`, or NEXT_DIST_DIR, so that builds (and the e2e servers' copies) can sit
// side by side. JavaScript rather than TypeScript so that what Node runs as it is (the cache handler, the post-build
// steps) reads the same folder as next.config.ts.

export const buildFolder = () => process.env.NEXT_DIST_DIR || ".next";
