import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { queryParams, routes } from "@/config/routes";
import { staticPages } from "@/config/pages";
import { site } from "@/config/site";
import { ARTICLE_TAGS, knownArticleSlugs } from "@/lib/data/known-articles";
import { services } from "@/lib/data/services";
import { allDemoItems, isDemoEnabled } from "@/lib/demos/catalog";
import { regionViews } from "@/lib/regions";
import { readPostFile, readProjectFile } from "./files-source";
import type { Post, Project } from "./schemas";
import { SLUG_PATTERN } from "./schemas";
import { isPubliclyVisible } from "./visibility";

/**
 * The rules every article and project written in content/ follows: `npm run content:check` prints what they find for
 * the editor, and tests/unit/content/content-files.test.ts holds the files to them.
 * A rule speaks of one file (or of two files that would show the same title), never of which files exist: adding,
 * changing or removing a valid file breaks none of them. What depends on the set of files (a known article missing, a
 * link to an article that is no longer published) is a note for the editor, not a problem.
 */

export type ContentFindings = {
  /** What makes a file wrong whatever the other files are. */
  problems: string[];
  /** What the editor may want to know about the set of files; never a failure. */
  notes: string[];
};

export type LintContext = {
  /** Whether a site path such as /projects/a.webp names a file in public/. */
  publicFileExists: (sitePath: string) => boolean;
  now?: Date;
};

/** The meta description of an article is its excerpt when it is this long (docs/product.md, "Meta descriptions"). */
export const EXCERPT_LENGTH = { min: 120, max: 155 } as const;
export const ARTICLE_TAG_COUNT = { min: 2, max: 5 } as const;
/** The first line of the body of a concept's case study: a fictional client is never presented as a real one. */
export const CONCEPT_STUDY_OPENING = "*This is a concept study.";
const CONCEPT_OUTCOME = /target|as designed|illustrative/i;
const PLACEHOLDER = /lorem ipsum|\bTODO\b|\bTBD\b|placeholder text/i;

const STATIC_PATHS = new Set(staticPages.map((page) => page.path));
const REGIONAL_PATHS = new Set(regionViews.map((region) => region.path));
const SERVICE_ANCHORS = new Set<string>(services.flatMap((service) => [service.anchor, service.id]));
const DEMO_IDS = new Set(allDemoItems.filter(isDemoEnabled).map((item) => item.id));

/** The site paths a markdown body links to: [text](/path). */
export function internalLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\((\/[^)\s]*)\)/g)].map((match) => match[1]);
}

const withoutCode = (markdown: string) => markdown.replace(/```[\s\S]*?```/g, "");

type Published = { articles: Set<string>; projects: Set<string> };

/** A link's verdict: fine, a problem of the file, or a note about another file (an article or project not published now). */
function checkLink(href: string, published: Published): { problem?: string; note?: string } {
  const url = new URL(href, "https://site.local");
  if (!url.pathname.endsWith("/")) return { problem: `${href} lacks its trailing slash` };
  if (url.pathname === routes.services && url.hash) return SERVICE_ANCHORS.has(url.hash.slice(1)) ? {} : { problem: `${href} names no service` };
  if (url.pathname === routes.demo && url.search) return DEMO_IDS.has(url.searchParams.get(queryParams.demoItem) ?? "") ? {} : { problem: `${href} names no live demo` };
  if (STATIC_PATHS.has(url.pathname) || REGIONAL_PATHS.has(url.pathname)) return {};
  const item = /^\/(blog|portfolio)\/([^/]+)\/$/.exec(url.pathname);
  if (!item) return { problem: `${href} is no page of the site` };
  const [, kind, slug] = item;
  if (!SLUG_PATTERN.test(slug)) return { problem: `${href} is no ${kind === "blog" ? "article" : "project"} address` };
  const known = kind === "blog" ? published.articles : published.projects;
  return known.has(slug) ? {} : { note: `links to ${href}, which is not published now: a visitor gets the 404 page` };
}

function bodyFindings(name: string, body: string, published: Published, findings: ContentFindings) {
  if (/^#\s/m.test(withoutCode(body))) findings.problems.push(`${name}: a level-1 heading in the body (the page has its own)`);
  for (const href of internalLinks(body)) {
    const { problem, note } = checkLink(href, published);
    if (problem) findings.problems.push(`${name}: ${problem}`);
    if (note) findings.notes.push(`${name} ${note}`);
  }
}

function isShowableImage(src: string | null, context: LintContext, posts: Post[]): boolean {
  if (!src) return true;
  if (posts.some((post) => src === routes.cover(post.slug))) return true;
  return src.startsWith("/") && !src.startsWith("//") && context.publicFileExists(src);
}

function articleFindings(post: Post, posts: Post[], published: Published, context: LintContext, findings: ContentFindings) {
  const name = `blog/${post.slug}`;
  const excerpt = post.excerpt ?? "";
  if (excerpt.length < EXCERPT_LENGTH.min || excerpt.length > EXCERPT_LENGTH.max) {
    findings.problems.push(`${name}: an excerpt of ${excerpt.length} characters (${EXCERPT_LENGTH.min} to ${EXCERPT_LENGTH.max}: it is the page's meta description)`);
  }
  if (post.tags.length < ARTICLE_TAG_COUNT.min || post.tags.length > ARTICLE_TAG_COUNT.max) findings.problems.push(`${name}: ${post.tags.length} tags (${ARTICLE_TAG_COUNT.min} to ${ARTICLE_TAG_COUNT.max})`);
  const outside = post.tags.filter((tag) => !(ARTICLE_TAGS as readonly string[]).includes(tag));
  if (outside.length) findings.problems.push(`${name}: tags outside lib/data/known-articles.ts ARTICLE_TAGS: ${outside.join(", ")}`);
  if (!isShowableImage(post.cover_image_url, context, posts)) findings.problems.push(`${name}: the cover ${post.cover_image_url} is neither an article's drawn cover nor a file in public/`);
  if (post.published_at && Date.parse(post.created_at) > Date.parse(post.published_at)) findings.problems.push(`${name}: created after it was published`);
  bodyFindings(name, post.content ?? "", published, findings);
}

function projectFindings(project: Project, posts: Post[], published: Published, context: LintContext, findings: ContentFindings) {
  const name = `projects/${project.slug}`;
  if (project.screenshot_url && !isShowableImage(project.screenshot_url, context, [])) findings.problems.push(`${name}: the screenshot ${project.screenshot_url} is no file in public/`);
  for (const image of project.gallery) if (!isShowableImage(image.src, context, [])) findings.problems.push(`${name}: the gallery image ${image.src} is no file in public/`);
  if (!project.body) return;
  bodyFindings(name, project.body, published, findings);
  if (/^fictional\b/i.test(project.facts?.client_type ?? "")) {
    if (!project.body.startsWith(CONCEPT_STUDY_OPENING)) findings.problems.push(`${name}: a fictional client's case study opens with "${CONCEPT_STUDY_OPENING}"`);
    for (const outcome of project.facts?.outcomes ?? []) {
      if (!CONCEPT_OUTCOME.test(outcome.label)) findings.problems.push(`${name}: the outcome "${outcome.label}" of a concept says it is a target, a design figure or illustrative`);
    }
  }
}

/** Two articles with the same title or excerpt would share a page title or meta description (drafts aside: a draft may copy). */
function sharedFindings(posts: Post[], findings: ContentFindings) {
  for (const field of ["title", "excerpt"] as const) {
    const seen = new Map<string, string>();
    for (const post of posts.filter((candidate) => candidate.published_at)) {
      const value = post[field]?.trim().toLowerCase();
      if (!value) continue;
      const other = seen.get(value);
      if (other) findings.problems.push(`blog/${post.slug}: the same ${field} as blog/${other}`);
      else seen.set(value, post.slug);
    }
  }
}

/** The rules over the articles and projects read from content/ (lib/content/files-source.ts). */
export function lintContent(posts: Post[], projects: Project[], context: LintContext): ContentFindings {
  const now = context.now ?? new Date();
  const findings: ContentFindings = { problems: [], notes: [] };
  const published: Published = {
    articles: new Set(posts.filter((post) => isPubliclyVisible(post.published_at, now)).map((post) => post.slug)),
    projects: new Set(projects.filter((project) => isPubliclyVisible(project.published_at, now)).map((project) => project.slug)),
  };
  for (const post of posts) articleFindings(post, posts, published, context, findings);
  for (const project of projects) projectFindings(project, posts, published, context, findings);
  sharedFindings(posts, findings);
  for (const slug of knownArticleSlugs(site.brandSlug)) {
    if (!published.articles.has(slug)) findings.notes.push(`blog/${slug}: a known article (lib/data/known-articles.ts) is not published; the footer and the related links still point to ${routes.article(slug)}`);
  }
  for (const project of projects) if (!project.body) findings.notes.push(`projects/${project.slug}: no case study, so its page shows the fixed texts`);
  return findings;
}

/** The rules over the file names of content/projects/: {slug}.json, and a case study {name}.md only beside its {name}.json. */
export function projectFileProblems(fileNames: string[], slugOf: (jsonFile: string) => string | undefined): string[] {
  const problems: string[] = [];
  for (const file of fileNames.filter((name) => name.endsWith(".json"))) {
    const slug = slugOf(file);
    if (slug !== undefined && file !== `${slug}.json`) problems.push(`projects/${file}: its slug is "${slug}", so its file should be ${slug}.json`);
  }
  for (const file of fileNames.filter((name) => name.endsWith(".md"))) {
    if (!fileNames.includes(file.replace(/\.md$/, ".json"))) problems.push(`projects/${file}: a case study without its ${file.replace(/\.md$/, ".json")}, which the site never reads`);
  }
  return problems;
}

/** Text left from writing: lorem ipsum, TODO, TBD, "placeholder text". */
export function placeholderProblem(file: string, text: string): string | null {
  const match = PLACEHOLDER.exec(text);
  return match ? `${file}: placeholder text "${match[0]}"` : null;
}

/**
 * Reads every article and project of a content folder and holds them to the rules: a file that cannot be read (its
 * front matter or fields refused) is a problem like any other. `publicDir` is where the site's public files are.
 */
export async function checkContentFolder(contentDir: string, publicDir: string, now?: Date): Promise<ContentFindings> {
  const problems: string[] = [];
  const filesIn = (folder: string, pattern: RegExp) => (existsSync(path.join(contentDir, folder)) ? readdirSync(path.join(contentDir, folder)).filter((name) => pattern.test(name)).sort() : []);
  const readAll = async <T>(folder: string, names: string[], read: (file: string) => Promise<T>): Promise<T[]> => {
    const items = await Promise.all(
      names.map((name) =>
        read(path.join(contentDir, folder, name)).catch((error: unknown) => {
          problems.push(`${folder}/${name}: ${error instanceof Error ? error.message : String(error)}`);
          return null;
        }),
      ),
    );
    return items.filter((item): item is Awaited<T> => item !== null);
  };
  const articleNames = filesIn("blog", /\.mdx?$/);
  const projectNames = filesIn("projects", /\.(json|md)$/);
  const posts = await readAll("blog", articleNames, readPostFile);
  const projects = await readAll("projects", projectNames.filter((name) => name.endsWith(".json")), readProjectFile);
  const slugOf = (file: string) => {
    try {
      const parsed: unknown = JSON.parse(readFileSync(path.join(contentDir, "projects", file), "utf8"));
      return parsed && typeof parsed === "object" && "slug" in parsed ? String(parsed.slug) : undefined;
    } catch {
      return undefined;
    }
  };
  problems.push(...projectFileProblems(projectNames, slugOf));
  for (const [folder, names] of [["blog", articleNames], ["projects", projectNames]] as const) {
    for (const name of names) {
      const problem = placeholderProblem(`${folder}/${name}`, readFileSync(path.join(contentDir, folder, name), "utf8"));
      if (problem) problems.push(problem);
    }
  }
  const findings = lintContent(posts, projects, { publicFileExists: (sitePath) => existsSync(path.join(publicDir, sitePath.split(/[?#]/)[0])), now });
  return { problems: [...problems, ...findings.problems], notes: findings.notes };
}
