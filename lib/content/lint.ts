import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { queryParams, routes } from "@/config/routes";
import { staticPages } from "@/config/pages";
import { site } from "@/config/site";
import { knownArticleSlugs } from "@/lib/data/known-articles";
import { services } from "@/lib/data/services";
import { allDemoItems, isDemoEnabled } from "@/lib/demos/catalog";
import { regionViews } from "@/lib/regions";
import { readPostFile, readProjectFile } from "./files-source";
import { articleNotes, draftLeftoverNote, projectNotes } from "./notes";
import type { Post, Project } from "./schemas";
import { SLUG_PATTERN } from "./schemas";
import { isPubliclyVisible } from "./visibility";

/**
 * The rules every article and project written in content/ follows: `npm run content:check` prints what they find for
 * the editor, and tests/unit/content/content-files.test.ts holds the files to them.
 * A problem is what breaks the site: a file it cannot read (its front matter or fields refused), two files with one
 * slug, a link to no page of the site, an image that is no file. Everything else is a note for the editor and fails
 * nothing: matters of taste (an excerpt's length, tags of its own, headings, wording: lib/content/notes.ts, which the
 * admin's editors show too) and what depends on the set of files (a known article missing, a link to an article that
 * is not published now). A rule speaks of one file (or of two files with one slug), never of which files exist:
 * adding, changing or removing a valid file breaks none of them.
 */

export type ContentFindings = {
  /** What breaks the site whatever the other files are. */
  problems: string[];
  /** What the editor may want to know; never a failure. */
  notes: string[];
};

export type LintContext = {
  /** Whether a site path such as /projects/a.webp names a file in public/. */
  publicFileExists: (sitePath: string) => boolean;
  now?: Date;
};

const STATIC_PATHS = new Set(staticPages.map((page) => page.path));
const REGIONAL_PATHS = new Set(regionViews.map((region) => region.path));
const SERVICE_ANCHORS = new Set<string>(services.flatMap((service) => [service.anchor, service.id]));
const DEMO_IDS = new Set(allDemoItems.filter(isDemoEnabled).map((item) => item.id));

/** The site paths a markdown body links to: [text](/path). */
export function internalLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\((\/[^)\s]*)\)/g)].map((match) => match[1]);
}

type Published = { articles: Set<string>; projects: Set<string> };

/** A link's verdict: fine, a problem (it leads to no page), or a note (it works, but not as written, or not now). */
function checkLink(href: string, published: Published): { problem?: string; note?: string } {
  const url = new URL(href, "https://site.local");
  const pathname = url.pathname.endsWith("/") ? url.pathname : `${url.pathname}/`;
  const verdict = ((): { problem?: string; note?: string } => {
    if (pathname === routes.services && url.hash) return SERVICE_ANCHORS.has(url.hash.slice(1)) ? {} : { note: `links to ${href}, which names no service: the page opens at its top` };
    if (pathname === routes.demo && url.search) return DEMO_IDS.has(url.searchParams.get(queryParams.demoItem) ?? "") ? {} : { note: `links to ${href}, which names no live demo: the page opens at its first` };
    if (STATIC_PATHS.has(pathname) || REGIONAL_PATHS.has(pathname)) return {};
    const item = /^\/(blog|portfolio)\/([^/]+)\/$/.exec(pathname);
    if (!item) return { problem: `${href} is no page of the site` };
    const [, kind, slug] = item;
    if (!SLUG_PATTERN.test(slug)) return { problem: `${href} is no ${kind === "blog" ? "article" : "project"} address` };
    const known = kind === "blog" ? published.articles : published.projects;
    return known.has(slug) ? {} : { note: `links to ${href}, which is not published now: a visitor gets the 404 page` };
  })();
  if (verdict.problem || verdict.note || pathname === url.pathname) return verdict;
  return { note: `links to ${href} without its trailing slash: the visitor is redirected to ${pathname}` };
}

function bodyFindings(name: string, body: string, published: Published, findings: ContentFindings) {
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
  for (const note of articleNotes(post)) findings.notes.push(`${name}: ${note}`);
  if (!isShowableImage(post.cover_image_url, context, posts)) findings.problems.push(`${name}: the cover ${post.cover_image_url} is neither an article's drawn cover nor a file in public/`);
  if (post.published_at && Date.parse(post.created_at) > Date.parse(post.published_at)) findings.notes.push(`${name}: created after it was published`);
  bodyFindings(name, post.content ?? "", published, findings);
}

function projectFindings(project: Project, published: Published, context: LintContext, findings: ContentFindings) {
  const name = `projects/${project.slug}`;
  if (project.screenshot_url && !isShowableImage(project.screenshot_url, context, [])) findings.problems.push(`${name}: the screenshot ${project.screenshot_url} is no file in public/`);
  for (const image of project.gallery) if (!isShowableImage(image.src, context, [])) findings.problems.push(`${name}: the gallery image ${image.src} is no file in public/`);
  for (const note of projectNotes(project)) findings.notes.push(`${name}: ${note}`);
  if (project.body) bodyFindings(name, project.body, published, findings);
}

/** Two articles (or two projects) with one slug: one page for two files. Two with one title or excerpt: a note. */
function sharedFindings(posts: Post[], projects: Project[], findings: ContentFindings) {
  for (const [folder, slugs] of [["blog", posts.map((post) => post.slug)], ["projects", projects.map((project) => project.slug)]] as const) {
    const repeated = new Set(slugs.filter((slug, index) => slugs.indexOf(slug) !== index));
    for (const slug of repeated) findings.problems.push(`${folder}/${slug}: the slug of ${slugs.filter((other) => other === slug).length} files, and a slug is one page`);
  }
  for (const field of ["title", "excerpt"] as const) {
    const seen = new Map<string, string>();
    for (const post of posts.filter((candidate) => candidate.published_at)) {
      const value = post[field]?.trim().toLowerCase();
      if (!value) continue;
      const other = seen.get(value);
      if (other) findings.notes.push(`blog/${post.slug}: the same ${field} as blog/${other}`);
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
  for (const project of projects) projectFindings(project, published, context, findings);
  sharedFindings(posts, projects, findings);
  for (const slug of knownArticleSlugs(site.brandSlug)) {
    if (!published.articles.has(slug)) findings.notes.push(`blog/${slug}: a known article (lib/data/known-articles.ts) is not published; the footer and the related links still point to ${routes.article(slug)}`);
  }
  for (const project of projects) if (!project.body) findings.notes.push(`projects/${project.slug}: no case study, so its page shows the fixed texts`);
  return findings;
}

/** Notes on the file names of content/projects/: {slug}.json, and a case study {name}.md only beside its {name}.json. */
export function projectFileNotes(fileNames: string[], slugOf: (jsonFile: string) => string | undefined): string[] {
  const notes: string[] = [];
  for (const file of fileNames.filter((name) => name.endsWith(".json"))) {
    const slug = slugOf(file);
    if (slug !== undefined && file !== `${slug}.json`) notes.push(`projects/${file}: its slug is "${slug}", so its file would better be ${slug}.json`);
  }
  for (const file of fileNames.filter((name) => name.endsWith(".md"))) {
    if (!fileNames.includes(file.replace(/\.md$/, ".json"))) notes.push(`projects/${file}: a case study without its ${file.replace(/\.md$/, ".json")}, which the site never reads`);
  }
  return notes;
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
  const notes = projectFileNotes(projectNames, slugOf);
  for (const [folder, names] of [["blog", articleNames], ["projects", projectNames]] as const) {
    for (const name of names) {
      const note = draftLeftoverNote(readFileSync(path.join(contentDir, folder, name), "utf8"));
      if (note) notes.push(`${folder}/${name}: ${note}`);
    }
  }
  const findings = lintContent(posts, projects, { publicFileExists: (sitePath) => existsSync(path.join(publicDir, sitePath.split(/[?#]/)[0])), now });
  return { problems: [...problems, ...findings.problems], notes: [...notes, ...findings.notes] };
}
