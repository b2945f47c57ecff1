import { readdirSync, readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { readPostFile } from "@/lib/content/files-source";
import { projectSchema, type Post } from "@/lib/content/schemas";
import { isPubliclyVisible } from "@/lib/content/visibility";
import { ARTICLE_TAGS, knownArticleSlugs } from "@/lib/data/known-articles";
import { fixedRegions, locations } from "@/lib/data/locations";
import { staticPages } from "@/config/pages";
import { site } from "@/config/site";

const BLOG_DIR = path.join(process.cwd(), "content", "blog");
const PROJECT_DIR = path.join(process.cwd(), "content", "projects");
const KNOWN = knownArticleSlugs(site.brandSlug);
const STATIC_PATHS = staticPages.map((page) => page.path);
const SERVICE_ANCHORS = ["web-design", "ai-automation", "digital-transformation"];
const DEMO_IDS = ["basic-template", "ai-chatbot", "dt-dashboard"];

let posts: Post[] = [];

const words = (markdown: string) =>
  markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/\[\^[^\]]+\]/g, " ")
    .replace(/[#>*_`|~-]+/g, " ")
    .split(/\s+/)
    .filter((word) => /[A-Za-z0-9]/.test(word)).length;

const internalLinks = (markdown: string) => [...markdown.matchAll(/\]\((\/[^)\s]*)\)/g)].map((m) => m[1]);

beforeAll(async () => {
  posts = await Promise.all(readdirSync(BLOG_DIR).filter((name) => name.endsWith(".md")).map((name) => readPostFile(path.join(BLOG_DIR, name))));
});

describe("the articles", () => {
  it("include every known slug, each published and live", () => {
    const live = new Set(posts.filter((post) => isPubliclyVisible(post.published_at)).map((post) => post.slug));
    expect(KNOWN.filter((slug) => !live.has(slug))).toEqual([]);
  });

  it("include a draft and a scheduled post that are not public", () => {
    const hidden = posts.filter((post) => !isPubliclyVisible(post.published_at));
    expect(hidden.some((post) => post.published_at === null)).toBe(true);
    expect(hidden.some((post) => post.published_at !== null && Date.parse(post.published_at) > Date.now())).toBe(true);
  });

  // The shipped articles each show the cover the site draws for them (app/covers); an article an editor adds may show
  // any article's drawn cover or any image in public/.
  const showableCover = (cover: string | null) =>
    !cover || posts.some((post) => cover === `/covers/${post.slug}.svg`) || (cover.startsWith("/") && existsSync(path.join(process.cwd(), "public", cover)));

  it("have their fields in bounds", () => {
    const problems: string[] = [];
    for (const post of posts) {
      const excerpt = post.excerpt ?? "";
      if (excerpt.length < 120 || excerpt.length > 155) problems.push(`${post.slug}: excerpt of ${excerpt.length} characters`);
      if (post.tags.length < 2 || post.tags.length > 5) problems.push(`${post.slug}: ${post.tags.length} tags`);
      const unknownTags = post.tags.filter((tag) => !(ARTICLE_TAGS as readonly string[]).includes(tag));
      if (unknownTags.length) problems.push(`${post.slug}: tags outside the set: ${unknownTags.join(", ")}`);
      if (KNOWN.includes(post.slug) ? post.cover_image_url !== `/covers/${post.slug}.svg` : !showableCover(post.cover_image_url)) problems.push(`${post.slug}: cover ${post.cover_image_url}`);
      const count = words(post.content ?? "");
      const [min, max] = KNOWN.includes(post.slug) ? [700, 1400] : [300, 1400];
      if (count < min || count > max) problems.push(`${post.slug}: ${count} words`);
      if (/^#\s/m.test((post.content ?? "").replace(/```[\s\S]*?```/g, ""))) problems.push(`${post.slug}: has an H1 in the body`);
      if (post.published_at && Date.parse(post.created_at) > Date.parse(post.published_at)) problems.push(`${post.slug}: created after published`);
    }
    expect(problems, problems.join("\n")).toEqual([]);
  });

  it("link only to pages that exist, with trailing slashes, at least twice each", () => {
    const publicSlugs = new Set(posts.filter((post) => isPubliclyVisible(post.published_at)).map((post) => post.slug));
    const regional = new Set([...fixedRegions.map((page) => `/${page.slug}/`), ...locations.map((page) => `/web-design-${page.slug}/`)]);
    const resolves = (href: string) => {
      const url = new URL(href, "https://site.local");
      if (!url.pathname.endsWith("/")) return false;
      if (url.pathname === "/services/" && url.hash) return SERVICE_ANCHORS.includes(url.hash.slice(1));
      if (url.pathname === "/demo/" && url.search) return DEMO_IDS.includes(url.searchParams.get("demo") ?? "");
      if (STATIC_PATHS.includes(url.pathname) || regional.has(url.pathname)) return true;
      const blog = /^\/blog\/([a-z0-9-]+)\/$/.exec(url.pathname);
      return blog ? publicSlugs.has(blog[1]) : false;
    };
    const problems: string[] = [];
    for (const post of posts) {
      const links = internalLinks(post.content ?? "");
      for (const href of links) if (!resolves(href)) problems.push(`${post.slug}: ${href}`);
      if (KNOWN.includes(post.slug) && (links.length < 2 || links.length > 6)) problems.push(`${post.slug}: ${links.length} internal links`);
    }
    expect(problems, problems.join("\n")).toEqual([]);
  });

  // The shipped articles' own copy; an article an editor adds may quote one of them.
  it("never repeat another shipped article's paragraph", () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const post of posts.filter((candidate) => KNOWN.includes(candidate.slug))) {
      for (const paragraph of (post.content ?? "").split(/\n\s*\n/)) {
        const normal = paragraph.replace(/\s+/g, " ").trim().toLowerCase();
        if (normal.length < 80 || normal.startsWith("|") || normal.startsWith("```")) continue;
        const other = seen.get(normal);
        if (other && other !== post.slug) repeats.push(`${post.slug} repeats ${other}: "${normal.slice(0, 60)}…"`);
        seen.set(normal, post.slug);
      }
    }
    expect(repeats, repeats.join("\n")).toEqual([]);
  });
});

describe("content/ as a whole", () => {
  it("has no placeholder text", () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/lorem ipsum|\bTODO\b|\bTBD\b|placeholder text/i.test(readFileSync(full, "utf8"))) offenders.push(full);
      }
    };
    walk(path.join(process.cwd(), "content"));
    expect(offenders).toEqual([]);
  });
});

describe("the projects", () => {
  it("are six to eight valid projects with shipped screenshots", () => {
    const files = readdirSync(PROJECT_DIR).filter((name) => name.endsWith(".json"));
    expect(files.length).toBeGreaterThanOrEqual(6);
    expect(files.length).toBeLessThanOrEqual(8);
    for (const file of files) {
      const project = projectSchema.parse(JSON.parse(readFileSync(path.join(PROJECT_DIR, file), "utf8")));
      expect(file).toBe(`${project.slug}.json`);
      if (project.screenshot_url) expect(existsSync(path.join(process.cwd(), "public", project.screenshot_url)), project.screenshot_url).toBe(true);
    }
  });
});

describe("cache tags of content reads", () => {
  it("a saved post expires the post list and its own tag, the old slug's too when it changed", async () => {
    const { CONTENT_TAGS, tagsForSave } = await import("@/lib/content/cache-tags");
    expect(tagsForSave("post", ["new-slug", "old-slug"])).toEqual(["posts", "post:new-slug", "post:old-slug"]);
    expect(tagsForSave("post", ["same", "same", null])).toEqual(["posts", "post:same"]);
    expect(tagsForSave("project", ["reef", undefined])).toEqual(["projects", "project:reef"]);
    expect(CONTENT_TAGS.project("reef")).toBe("project:reef");
  });
});
