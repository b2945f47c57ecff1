import { describe, expect, it } from "vitest";
import { CONCEPT_STUDY_OPENING, lintContent, placeholderProblem, projectFileProblems } from "@/lib/content/lint";
import { postSchema, projectSchema, type Post, type Project } from "@/lib/content/schemas";
import { knownArticleSlugs } from "@/lib/data/known-articles";
import { site } from "@/config/site";

/** The content rules (lib/content/lint.ts) on made-up articles and projects: each rule flags what it is for, and only that. */

const NOW = new Date("2026-06-01T00:00:00Z");
const EXCERPT = "A fixture article's excerpt, written to be exactly long enough for a meta description: between one hundred and twenty and 155 characters.";
const PUBLIC_FILES = new Set(["/projects/shop.webp", "/illustrations/web-design.webp"]);
const context = { publicFileExists: (sitePath: string) => PUBLIC_FILES.has(sitePath), now: NOW };

const post = (slug: string, fields: Partial<Post> = {}): Post =>
  postSchema.parse({
    id: slug,
    slug,
    title: `About ${slug}`,
    excerpt: `${EXCERPT.slice(0, 120)} ${slug}`.slice(0, 150),
    cover_image_url: `/covers/${slug}.svg`,
    tags: ["SEO", "Cebu"],
    published_at: "2026-01-02T00:00:00Z",
    created_at: "2026-01-01T00:00:00Z",
    content: "Plain words with a [link](/contact/).",
    ...fields,
  });

const project = (slug: string, fields: Partial<Project> = {}): Project =>
  projectSchema.parse({ id: `p-${slug}`, name: slug, slug, created_at: "2026-01-01T00:00:00Z", published_at: "2026-01-01T00:00:00Z", ...fields });

const problemsOf = (posts: Post[], projects: Project[] = []) => lintContent(posts, projects, context).problems;

describe("a valid set of files", () => {
  it("has no problem, and stays valid with any one article or project added or removed", () => {
    const posts = [post("first"), post("second", { content: "See [the first](/blog/first/) and [a project](/portfolio/shop/)." }), post("draft", { published_at: null })];
    const projects = [project("shop", { screenshot_url: "/projects/shop.webp" }), project("second-shop")];
    expect(problemsOf(posts, projects)).toEqual([]);
    expect(problemsOf([...posts, post("added")], projects)).toEqual([]);
    expect(problemsOf(posts, [...projects, project("added")])).toEqual([]);
    for (let index = 0; index < posts.length; index++) expect(problemsOf(posts.filter((_, other) => other !== index), projects)).toEqual([]);
    for (let index = 0; index < projects.length; index++) expect(problemsOf(posts, projects.filter((_, other) => other !== index))).toEqual([]);
    expect(problemsOf([], [])).toEqual([]);
  });
});

describe("an article", () => {
  it("has an excerpt of 120 to 155 characters (its meta description)", () => {
    expect(problemsOf([post("a", { excerpt: "x".repeat(120) }), post("b", { excerpt: "y".repeat(155) })])).toEqual([]);
    expect(problemsOf([post("short", { excerpt: "z".repeat(119) })])).toEqual([expect.stringContaining("blog/short: an excerpt of 119 characters")]);
    expect(problemsOf([post("long", { excerpt: "z".repeat(156) })])).toEqual([expect.stringContaining("blog/long: an excerpt of 156 characters")]);
    expect(problemsOf([post("none", { excerpt: null })])).toEqual([expect.stringContaining("blog/none: an excerpt of 0 characters")]);
  });

  it("has 2 to 5 tags from the site's vocabulary", () => {
    expect(problemsOf([post("one", { tags: ["SEO"] })])).toEqual(["blog/one: 1 tags (2 to 5)"]);
    expect(problemsOf([post("six", { tags: ["SEO", "Cebu", "UX", "Canada", "Strategy", "Branding"] })])).toEqual(["blog/six: 6 tags (2 to 5)"]);
    expect(problemsOf([post("odd", { tags: ["SEO", "Knitting"] })])).toEqual(["blog/odd: tags outside lib/data/known-articles.ts ARTICLE_TAGS: Knitting"]);
  });

  it("shows a cover the site serves: none, any article's drawn cover, or a file in public/", () => {
    const fine = [post("a", { cover_image_url: null }), post("b", { cover_image_url: "/covers/a.svg" }), post("c", { cover_image_url: "/illustrations/web-design.webp" })];
    expect(problemsOf(fine)).toEqual([]);
    expect(problemsOf([post("d", { cover_image_url: "/covers/nobody.svg" })])).toEqual(["blog/d: the cover /covers/nobody.svg is neither an article's drawn cover nor a file in public/"]);
    expect(problemsOf([post("e", { cover_image_url: "https://elsewhere.example/x.png" })])).toHaveLength(1);
  });

  it("has no level-1 heading in its body (code blocks aside) and was not created after it was published", () => {
    expect(problemsOf([post("a", { content: "```md\n# in code\n```\n\n## A section" })])).toEqual([]);
    expect(problemsOf([post("h1", { content: "# A second title\n\nText." })])).toEqual(["blog/h1: a level-1 heading in the body (the page has its own)"]);
    expect(problemsOf([post("late", { created_at: "2026-02-01T00:00:00Z", published_at: "2026-01-01T00:00:00Z" })])).toEqual(["blog/late: created after it was published"]);
  });

  it("links only to the site's pages, with their trailing slash: static, regional, a service, a live demo, an article or a project", () => {
    const links = ["/about/", "/contact/?service=web-design", "/web-design-cebu-philippines/", "/web-design-toronto-ontario/", "/services/#ai-automation", "/services/#ai-integration", "/demo/?demo=dt-dashboard", "/blog/", "/portfolio/"];
    expect(problemsOf([post("a", { content: links.map((href) => `[x](${href})`).join(" ") })])).toEqual([]);
    const bad = { "/about": "/about lacks its trailing slash", "/services/#pricing": "/services/#pricing names no service", "/demo/?demo=kpi-hub": "/demo/?demo=kpi-hub names no live demo", "/web-design-atlantis/": "/web-design-atlantis/ is no page of the site", "/blog/Not_A_Slug/": "/blog/Not_A_Slug/ is no article address" };
    for (const [href, problem] of Object.entries(bad)) expect(problemsOf([post("b", { content: `[x](${href})` })]), href).toEqual([`blog/b: ${problem}`]);
  });

  it("linking to an article or project that is not published now is a note, not a problem: removing or unpublishing the other file fails nothing", () => {
    const posts = [post("linker", { content: "[gone](/blog/removed-article/) [draft](/blog/draft/) [soon](/blog/soon/) [work](/portfolio/hidden/)" }), post("draft", { published_at: null }), post("soon", { published_at: "2026-12-01T00:00:00Z" })];
    const findings = lintContent(posts, [project("hidden", { published_at: null })], context);
    expect(findings.problems).toEqual([]);
    for (const href of ["/blog/removed-article/", "/blog/draft/", "/blog/soon/", "/portfolio/hidden/"]) expect(findings.notes).toContain(`blog/linker links to ${href}, which is not published now: a visitor gets the 404 page`);
  });

  it("shares no title or excerpt with another dated article; a draft may copy one", () => {
    const original = post("original");
    expect(problemsOf([original, post("copy", { title: original.title.toUpperCase() })])).toEqual(["blog/copy: the same title as blog/original"]);
    expect(problemsOf([original, post("copy", { excerpt: original.excerpt })])).toEqual(["blog/copy: the same excerpt as blog/original"]);
    expect(problemsOf([original, post("copy", { title: original.title, excerpt: original.excerpt, published_at: null })])).toEqual([]);
  });
});

describe("a project", () => {
  it("shows a screenshot and gallery images that are files in public/", () => {
    expect(problemsOf([], [project("a", { screenshot_url: "/projects/missing.webp", gallery: [{ src: "/projects/shop.webp", alt: "A shop" }, { src: "/projects/gone.webp", alt: "Gone" }] })])).toEqual([
      "projects/a: the screenshot /projects/missing.webp is no file in public/",
      "projects/a: the gallery image /projects/gone.webp is no file in public/",
    ]);
  });

  it("has a case study whose body follows an article's rules for headings and links", () => {
    expect(problemsOf([], [project("a", { body: "# Title\n\n[x](/nowhere/)" })])).toEqual(["projects/a: a level-1 heading in the body (the page has its own)", "projects/a: /nowhere/ is no page of the site"]);
  });

  it("with a fictional client, is labelled a concept study and its outcomes say they are targets, design figures or illustrative", () => {
    const concept = (body: string, label: string) => project("concept", { body, facts: { client_type: "Fictional dive resort", outcomes: [{ label, value: "60%" }] } as Project["facts"] });
    expect(problemsOf([], [concept(`${CONCEPT_STUDY_OPENING} The client is fictional.`, "Target share of bookings")])).toEqual([]);
    expect(problemsOf([], [concept("We built a booking site.", "Share of bookings")])).toEqual([
      `projects/concept: a fictional client's case study opens with "${CONCEPT_STUDY_OPENING}"`,
      'projects/concept: the outcome "Share of bookings" of a concept says it is a target, a design figure or illustrative',
    ]);
    // A real client's case study states real results.
    expect(problemsOf([], [project("real", { body: "We built a booking site.", facts: { client_type: "Dive resort", outcomes: [{ label: "Share of bookings", value: "60%" }] } as Project["facts"] })])).toEqual([]);
  });

  it("files: {slug}.json, and a case study only beside its project", () => {
    const slugs: Record<string, string> = { "shop.json": "shop", "renamed.json": "other-slug" };
    expect(projectFileProblems(["shop.json", "shop.md", "renamed.json", "orphan.md"], (file) => slugs[file])).toEqual([
      'projects/renamed.json: its slug is "other-slug", so its file should be other-slug.json',
      "projects/orphan.md: a case study without its orphan.json, which the site never reads",
    ]);
  });
});

describe("notes on the set of files, which fail nothing", () => {
  it("name each known article that is not published, and each project without a case study", () => {
    const [first, ...others] = knownArticleSlugs(site.brandSlug);
    const findings = lintContent(others.map((slug) => post(slug)), [project("plain"), project("studied", { body: "A study." })], context);
    expect(findings.problems).toEqual([]);
    expect(findings.notes).toEqual([
      `blog/${first}: a known article (lib/data/known-articles.ts) is not published; the footer and the related links still point to /blog/${first}/`,
      "projects/plain: no case study, so its page shows the fixed texts",
    ]);
  });
});

describe("placeholder text", () => {
  it("is found in any file", () => {
    expect(placeholderProblem("blog/a.md", "Lorem ipsum dolor")).toBe('blog/a.md: placeholder text "Lorem ipsum"');
    expect(placeholderProblem("projects/a.md", "Pricing: TBD")).toBe('projects/a.md: placeholder text "TBD"');
    expect(placeholderProblem("blog/a.md", "Todos los días, a scheduled post, a stated plan")).toBeNull();
  });
});
