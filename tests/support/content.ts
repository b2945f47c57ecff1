import path from "node:path";

/**
 * The test suites' content: a fixed copy of the articles and projects (tests/fixtures/content/blog and projects), read
 * through CONTENT_DIR or a FilesContentSource of its own wherever a test needs particular articles and projects: the
 * e2e servers, the seed, backup and restore tests, the assistant's. content/ is the editor's: what it holds today is
 * checked by the content rules alone (tests/unit/content/content-files.test.ts), so that adding, changing or removing a file there
 * fails no test. It holds the known articles, a draft, a post scheduled far ahead, and seven projects with case studies.
 */
export const FIXTURE_CONTENT_DIR = path.join(process.cwd(), "tests", "fixtures", "content");
