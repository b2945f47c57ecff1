import { promises as fs } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { z } from "zod";
import { caseStudyFrontmatterSchema, postFrontmatterSchema, postSchema, projectSchema, SLUG_PATTERN as SLUG, type Post, type Project } from "./schemas";
import { attempt, CONTENT_MESSAGES, errorMessage, notFound, ok, type ContentSource } from "./source";
import { byDateDesc, isPubliclyVisible, nextScheduledTime } from "./visibility";
import { isProduction } from "@/config/framework";

function toIso(value: string | Date | null | undefined): string | null {
  if (value == null) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export async function readPostFile(file: string): Promise<Post> {
  const raw = await fs.readFile(file, "utf8");
  const { data, content } = matter(raw);
  const front = postFrontmatterSchema.parse(data);
  const slug = path.basename(file).replace(/\.mdx?$/, "");
  return postSchema.parse({
    id: slug,
    slug,
    title: front.title,
    excerpt: front.excerpt ?? null,
    cover_image_url: front.cover_image_url ?? null,
    cover_image_alt: front.cover_image_alt ?? null,
    tags: front.tags,
    published_at: toIso(front.published_at),
    created_at: toIso(front.created_at),
    updated_at: toIso(front.updated_at),
    content: content.trim() ? content.trim() : null,
  });
}

/** Since when a project file without a published_at is public (its created_at, else always). */
const PUBLISHED_SINCE_ALWAYS = "1970-01-01T00:00:00.000Z";

/** A zod error as one line naming the field, like "gallery.1.alt: Each gallery image needs alt text describing it." */
function describeIssues(error: unknown): string {
  if (!(error instanceof z.ZodError)) return errorMessage(error, "unreadable");
  return error.issues.map((issue) => `${issue.path.join(".") || "file"}: ${issue.message}`).join("; ");
}

/**
 * A project file, {name}.json, with its case study from {name}.md beside it when there is one. As a post's,
 * published_at null is unpublished and a future one is scheduled; without the field the project is published (since
 * its created_at), as every project was before projects had drafts.
 */
export async function readProjectFile(file: string): Promise<Project> {
  const parsed: unknown = JSON.parse(await fs.readFile(file, "utf8"));
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return projectSchema.parse(parsed);
  const fields = parsed as Record<string, unknown>;
  const data = "published_at" in fields ? fields : { ...fields, published_at: fields.created_at ?? PUBLISHED_SINCE_ALWAYS };
  const caseFile = file.replace(/\.json$/, ".md");
  const raw = await fs.readFile(caseFile, "utf8").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return null;
    throw error;
  });
  try {
    if (raw === null) return projectSchema.parse(data);
    const { data: front, content } = matter(raw);
    const study = caseStudyFrontmatterSchema.parse(front);
    return projectSchema.parse({ ...data, headline: study.headline, facts: study.facts, gallery: study.gallery, body: content.trim() });
  } catch (error) {
    throw new Error(`${path.basename(raw === null ? file : caseFile)}: ${describeIssues(error)}`);
  }
}

/** Content from files in git: content/blog/*.md and content/projects/*.json (with *.md case studies). Parsed once per process in production. */
export class FilesContentSource implements ContentSource {
  readonly name = "files";
  private posts?: Promise<Post[]>;
  private projects?: Promise<Project[]>;

  constructor(private readonly root: string = path.join(process.cwd(), "content")) {}

  private cacheable() {
    return isProduction;
  }

  private loadPosts(): Promise<Post[]> {
    if (this.posts && this.cacheable()) return this.posts;
    const dir = path.join(this.root, "blog");
    this.posts = fs
      .readdir(dir)
      .catch(() => [] as string[])
      .then((names) => Promise.all(names.filter((name) => /\.mdx?$/.test(name)).map((name) => readPostFile(path.join(dir, name)))));
    this.posts.catch(() => (this.posts = undefined));
    return this.posts;
  }

  private loadProjects(): Promise<Project[]> {
    if (this.projects && this.cacheable()) return this.projects;
    const dir = path.join(this.root, "projects");
    this.projects = fs
      .readdir(dir)
      .catch(() => [] as string[])
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.endsWith(".json"))
            .map((name) => readProjectFile(path.join(dir, name))),
        ),
      )
      .then((projects) => projects.sort(byDateDesc((project) => project.created_at)));
    this.projects.catch(() => (this.projects = undefined));
    return this.projects;
  }

  /** Every post file, drafts and scheduled posts included (the admin's read-only view). */
  allPosts(): Promise<Post[]> {
    return this.loadPosts().then((posts) => [...posts].sort(byDateDesc((post) => post.updated_at ?? post.created_at)));
  }

  /** Every project file, unpublished and scheduled ones included (the admin's read-only view). */
  allProjects(): Promise<Project[]> {
    return this.loadProjects();
  }

  private async publicProjects(): Promise<Project[]> {
    const now = new Date();
    return (await this.loadProjects()).filter((project) => isPubliclyVisible(project.published_at, now));
  }

  async listProjects() {
    return attempt(CONTENT_MESSAGES.projectsFailed, async () => ok(await this.publicProjects()));
  }

  async getProject(slug: string) {
    if (!SLUG.test(slug)) return notFound(CONTENT_MESSAGES.projectMissing);
    return attempt(CONTENT_MESSAGES.projectFailed, async () => {
      const project = (await this.publicProjects()).find((item) => item.slug === slug);
      return project ? ok(project) : notFound(CONTENT_MESSAGES.projectMissing);
    });
  }

  async relatedProjects(id: string, limit = 3) {
    return attempt(CONTENT_MESSAGES.projectsFailed, async () => {
      return ok((await this.publicProjects()).filter((item) => item.id !== id).slice(0, limit));
    });
  }

  async nextScheduledProjectAt() {
    return attempt(CONTENT_MESSAGES.projectsFailed, async () => {
      return ok(nextScheduledTime((await this.loadProjects()).map((project) => project.published_at)));
    });
  }

  async listPublishedPosts(options: { limit?: number } = {}) {
    return attempt(CONTENT_MESSAGES.postsFailed, async () => {
      const now = new Date();
      const visible = (await this.loadPosts())
        .filter((post) => isPubliclyVisible(post.published_at, now))
        .sort(byDateDesc((post) => post.published_at))
        .map(({ id, title, slug, excerpt, cover_image_url, published_at, tags }) => ({ id, title, slug, excerpt, cover_image_url, published_at, tags }));
      return ok(options.limit ? visible.slice(0, options.limit) : visible);
    });
  }

  async nextScheduledPostAt() {
    return attempt(CONTENT_MESSAGES.postsFailed, async () => {
      return ok(nextScheduledTime((await this.loadPosts()).map((post) => post.published_at)));
    });
  }

  async getPost(slug: string) {
    if (!SLUG.test(slug)) return notFound(CONTENT_MESSAGES.postMissing);
    return attempt(CONTENT_MESSAGES.postFailed, async () => {
      const post = (await this.loadPosts()).find((item) => item.slug === slug);
      return post && isPubliclyVisible(post.published_at) ? ok(post) : notFound(CONTENT_MESSAGES.postMissing);
    });
  }
}
