// One address of each kind of not-found page the site renders, for the tests of those pages (tests/e2e/notfound.spec.ts)
// and the markup check (tests/harness/html-check.mjs).

/** @type {Readonly<Record<"unknown path" | "deep unknown path" | "article" | "project" | "region" | "demo", string>>} */
export const NOT_FOUND_PATHS = Object.freeze({
  "unknown path": "/no-such-page/",
  "deep unknown path": "/x/y/z/",
  article: "/blog/no-such-post/",
  project: "/portfolio/no-such-project/",
  region: "/web-design-atlantis/",
  demo: "/demo/no-such-demo/",
});
