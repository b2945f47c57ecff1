import { describe, expect, it } from "vitest";
import { lintContent, projectFileNotes } from "@/lib/content/lint";
import { articleNotes, CONCEPT_STUDY_OPENING, draftLeftoverNote } from "@/lib/content/notes";
import { postSchema, projectSchema, type Post, type Project } from "@/lib/content/schemas";
import { knownArticleSlugs } from "@/lib/data/known-articles";
import { site } from "@/config/site";

/**
 * The content rules (lib/content/lint.ts) on made-up articles and projects: each rule flags what it is for, and only
 * that. A problem is what breaks the site (an unreadable file, one slug for two files, a link to no page, an image
 * that is no file); matters of taste are notes (lib/content/notes.ts), which fail nothing.
 */

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
/** The notes on the files, without the set-of-files notes on the known articles. */
const notesOf = (posts: Post[], projects: Project[] = []) => lintContent(posts, projects, context).notes.filter((note) => !note.includes("a known article"));

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
  it("of the founder's own (a tag of its own, a 175-character excerpt) has no problem, only notes", () => {
    const own = post("healthcare-websites", { tags: ["Healthcare", "Web Design"], excerpt: "h".repeat(175) });
    expect(problemsOf([own])).toEqual([]);
    expect(notesOf([own])).toEqual([
      "blog/healthcare-websites: an excerpt of 175 characters: the page's meta description is the excerpt only at 120 to 155 characters, so it is made from the title and the excerpt instead, cut to 155",
      "blog/healthcare-websites: tags of its own (Healthcare): fine; the ones other articles use are listed in lib/data/known-articles.ts (ARTICLE_TAGS)",
    ]);
  });

  it("has notes, never problems, for an excerpt outside 120 to 155 characters or none", () => {
    expect(notesOf([post("a", { excerpt: "x".repeat(120) }), post("b", { excerpt: "y".repeat(155) })])).toEqual([]);
    expect(notesOf([post("short", { excerpt: "z".repeat(119) })])).toEqual([expect.stringMatching(/^blog\/short: an excerpt of 119 characters: .* made from the title and the excerpt instead$/)]);
    expect(notesOf([post("long", { excerpt: "z".repeat(156) })])).toEqual([expect.stringContaining("blog/long: an excerpt of 156 characters")]);
    expect(notesOf([post("none", { excerpt: null })])).toEqual([expect.stringContaining("blog/none: no excerpt")]);
    expect(problemsOf([post("short", { excerpt: "z".repeat(10) }), post("none", { excerpt: null })])).toEqual([]);
  });

  it("has notes, never problems, for fewer than 2 or more than 5 tags, and for tags of its own", () => {
    expect(notesOf([post("one", { tags: ["SEO"] })])).toEqual(["blog/one: 1 tag: cards show the first 2, and 2 to 5 describe an article best"]);
    expect(notesOf([post("six", { tags: ["SEO", "Cebu", "UX", "Canada", "Strategy", "Branding"] })])).toEqual(["blog/six: 6 tags: cards show the first 2, and 2 to 5 describe an article best"]);
    expect(notesOf([post("odd", { tags: ["SEO", "Knitting"] })])).toEqual([expect.stringContaining("blog/odd: tags of its own (Knitting): fine")]);
    expect(problemsOf([post("one", { tags: ["SEO"] }), post("odd", { tags: ["Knitting", "Yarn"] })])).toEqual([]);
  });

  it("shows a cover the site serves: none, any article's drawn cover, or a file in public/; another is a problem", () => {
    const fine = [post("a", { cover_image_url: null }), post("b", { cover_image_url: "/covers/a.svg" }), post("c", { cover_image_url: "/illustrations/web-design.webp" })];
    expect(problemsOf(fine)).toEqual([]);
    expect(problemsOf([post("d", { cover_image_url: "/covers/nobody.svg" })])).toEqual(["blog/d: the cover /covers/nobody.svg is neither an article's drawn cover nor a file in public/"]);
    expect(problemsOf([post("e", { cover_image_url: "https://elsewhere.example/x.png" })])).toHaveLength(1);
  });

  it("has a note for a level-1 heading in its body (code blocks aside) and for being created after it was published", () => {
    expect(notesOf([post("a", { content: "```md\n# in code\n```\n\n## A section" })])).toEqual([]);
    expect(notesOf([post("h1", { content: "# A second title\n\nText." })])).toEqual(["blog/h1: a level-1 heading in the body: the page already has one, its title"]);
    expect(notesOf([post("late", { created_at: "2026-02-01T00:00:00Z", published_at: "2026-01-01T00:00:00Z" })])).toEqual(["blog/late: created after it was published"]);
    expect(problemsOf([post("h1", { content: "# A second title" }), post("late", { created_at: "2026-02-01T00:00:00Z", published_at: "2026-01-01T00:00:00Z" })])).toEqual([]);
  });

  it("links to the site's pages (static, regional, a service, a live demo, an article or a project); a link to no page is a problem", () => {
    const links = ["/about/", "/contact/?service=web-design", "/web-design-cebu-philippines/", "/web-design-toronto-ontario/", "/services/#ai-automation", "/services/#ai-integration", "/demo/?demo=dt-dashboard", "/blog/", "/portfolio/"];
    expect(lintContent([post("a", { content: links.map((href) => `[x](${href})`).join(" ") })], [], context).problems).toEqual([]);
    expect(notesOf([post("a", { content: links.map((href) => `[x](${href})`).join(" ") })])).toEqual([]);
    const broken = { "/web-design-atlantis/": "/web-design-atlantis/ is no page of the site", "/nowhere": "/nowhere is no page of the site", "/blog/Not_A_Slug/": "/blog/Not_A_Slug/ is no article address" };
    for (const [href, problem] of Object.entries(broken)) expect(problemsOf([post("b", { content: `[x](${href})` })]), href).toEqual([`blog/b: ${problem}`]);
  });

  it("has a note for a link that works but not as written: without its trailing slash, to no service's anchor, to no live demo", () => {
    const notes = { "/about": "links to /about without its trailing slash: the visitor is redirected to /about/", "/services/#pricing": "links to /services/#pricing, which names no service: the page opens at its top", "/demo/?demo=kpi-hub": "links to /demo/?demo=kpi-hub, which names no live demo: the page opens at its first" };
    for (const [href, note] of Object.entries(notes)) {
      expect(problemsOf([post("b", { content: `[x](${href})` })]), href).toEqual([]);
      expect(notesOf([post("b", { content: `[x](${href})` })]), href).toEqual([`blog/b ${note}`]);
    }
  });

  it("linking to an article or project that is not published now is a note, not a problem: removing or unpublishing the other file fails nothing", () => {
    const posts = [post("linker", { content: "[gone](/blog/removed-article/) [draft](/blog/draft/) [soon](/blog/soon/) [work](/portfolio/hidden/)" }), post("draft", { published_at: null }), post("soon", { published_at: "2026-12-01T00:00:00Z" })];
    const findings = lintContent(posts, [project("hidden", { published_at: null })], context);
    expect(findings.problems).toEqual([]);
    for (const href of ["/blog/removed-article/", "/blog/draft/", "/blog/soon/", "/portfolio/hidden/"]) expect(findings.notes).toContain(`blog/linker links to ${href}, which is not published now: a visitor gets the 404 page`);
  });

  it("shares no slug with another file (a problem: one page for two files), and a title or excerpt with another dated article only as a note", () => {
    expect(problemsOf([post("twice"), post("twice", { title: "Another" })])).toEqual(["blog/twice: the slug of 2 files, and a slug is one page"]);
    expect(problemsOf([], [project("shop"), project("shop", { name: "Another" })])).toEqual(["projects/shop: the slug of 2 files, and a slug is one page"]);
    const original = post("original");
    expect(notesOf([original, post("copy", { title: original.title.toUpperCase() })])).toEqual(["blog/copy: the same title as blog/original"]);
    expect(notesOf([original, post("copy", { excerpt: original.excerpt })])).toEqual(["blog/copy: the same excerpt as blog/original"]);
    expect(notesOf([original, post("copy", { title: original.title, excerpt: original.excerpt, published_at: null })])).toEqual([]);
    expect(problemsOf([original, post("copy", { title: original.title, excerpt: original.excerpt })])).toEqual([]);
  });
});

describe("a project", () => {
  it("shows a screenshot and gallery images that are files in public/", () => {
    expect(problemsOf([], [project("a", { screenshot_url: "/projects/missing.webp", gallery: [{ src: "/projects/shop.webp", alt: "A shop" }, { src: "/projects/gone.webp", alt: "Gone" }] })])).toEqual([
      "projects/a: the screenshot /projects/missing.webp is no file in public/",
      "projects/a: the gallery image /projects/gone.webp is no file in public/",
    ]);
  });

  it("has a case study whose links lead to pages, and a note for a level-1 heading in it", () => {
    expect(problemsOf([], [project("a", { body: "# Title\n\n[x](/nowhere/)" })])).toEqual(["projects/a: /nowhere/ is no page of the site"]);
    expect(notesOf([], [project("a", { body: "# Title\n\n[x](/nowhere/)" })])).toEqual(["projects/a: a level-1 heading in the body: the page already has one, its title"]);
  });

  it("with a fictional client, has notes until it is labelled a concept study and its outcomes say they are targets, design figures or illustrative", () => {
    const concept = (body: string, label: string) => project("concept", { body, facts: { client_type: "Fictional dive resort", outcomes: [{ label, value: "60%" }] } as Project["facts"] });
    expect(notesOf([], [concept(`${CONCEPT_STUDY_OPENING} The client is fictional.`, "Target share of bookings")])).toEqual([]);
    expect(problemsOf([], [concept("We built a booking site.", "Share of bookings")])).toEqual([]);
    expect(notesOf([], [concept("We built a booking site.", "Share of bookings")])).toEqual([
      `projects/concept: a fictional client's case study should open with "${CONCEPT_STUDY_OPENING}", so nobody takes it for a real client`,
      'projects/concept: the outcome "Share of bookings" of a concept should say it is a target, a design figure or illustrative',
    ]);
    // A real client's case study states real results.
    expect(notesOf([], [project("real", { body: "We built a booking site.", facts: { client_type: "Dive resort", outcomes: [{ label: "Share of bookings", value: "60%" }] } as Project["facts"] })])).toEqual([]);
  });

  it("files: {slug}.json, and a case study only beside its project (notes: the site still works)", () => {
    const slugs: Record<string, string> = { "shop.json": "shop", "renamed.json": "other-slug" };
    expect(projectFileNotes(["shop.json", "shop.md", "renamed.json", "orphan.md"], (file) => slugs[file])).toEqual([
      'projects/renamed.json: its slug is "other-slug", so its file would better be other-slug.json',
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

describe("a draft's leftovers", () => {
  it("is found in any file, as a note", () => {
    expect(draftLeftoverNote("Lorem ipsum dolor")).toBe('left from the draft: "Lorem ipsum"');
    expect(draftLeftoverNote("Pricing: TBD")).toBe('left from the draft: "TBD"');
    expect(draftLeftoverNote("Results: TODO once the launch is out")).toBe('left from the draft: "TODO"');
    expect(draftLeftoverNote("Placeholder text for the second gallery image")).toBe('left from the draft: "Placeholder text"');
    expect(draftLeftoverNote("Todos los días, a scheduled post, a stated plan")).toBeNull();
  });
});

describe("the notes the admin's post editor shows as it is typed", () => {
  it("are the same as content:check prints, without the file's name", () => {
    expect(articleNotes({ excerpt: "h".repeat(175), tags: ["Healthcare"], content: "# Heading" })).toEqual([
      expect.stringContaining("an excerpt of 175 characters"),
      expect.stringContaining("1 tag:"),
      expect.stringContaining("tags of its own (Healthcare)"),
      "a level-1 heading in the body: the page already has one, its title",
    ]);
    expect(articleNotes({ excerpt: EXCERPT, tags: ["SEO", "Cebu"], content: "Text." })).toEqual([]);
  });
});
