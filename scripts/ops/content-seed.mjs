// npm run content:seed [-- --overwrite]
//
// Copies the site's content from files into Supabase: the articles (content/blog/*.md, front matter and markdown) into
// public.blogs, the projects (content/projects/*.json, each with its case study *.md when there is one) into
// public.projects, and the images they show from public/ (screenshots and gallery images) into the Storage bucket
// site-images, their rows pointing at the bucket's public URLs. Run it with
// NEXT_PUBLIC_SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (the server-only key: it writes past row-level security);
// CONTENT_DIR, as for the site, reads another content folder.
//
// Every row is matched by slug. A row that already exists is left as it is (an admin's edit wins) unless --overwrite
// is given, which replaces its fields with the file's. Images go to stable object paths (their path under public/)
// and are replaced on every run. Each post and project keeps what the files say: a draft stays a draft, a scheduled
// post stays scheduled, dates are the files' (docs/product.md, "Data the pages read"). The mapping is the one
// FilesContentSource applies (lib/content/files-source.ts); a unit test compares the two for every file.
// Running it twice inserts nothing the second time.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { createClient } from "@supabase/supabase-js";
import matter from "gray-matter";
import WebSocket from "ws";
import { checkImageUrl, publicImageUrl, SITE_IMAGES_BUCKET, siteImagesPrefix } from "../../lib/images/site-images.mjs";
import { runAsCommand } from "./command.mjs";

/** @import { SupabaseClient } from "@supabase/supabase-js" */
/**
 * @typedef {{ slug: string; title: string; excerpt: string | null; content: string | null; cover_image_url: string | null; cover_image_alt: string | null; tags: string[]; published_at: string | null; created_at: string | null; updated_at: string | null }} SeedPost
 * @typedef {{ client_type: string | null; location: string | null; services: string[]; stack: string[]; timeline: string | null; outcomes: { label: string; value: string }[] }} SeedFacts
 * @typedef {{ headline: string | null; body: string | null; facts: SeedFacts | null; gallery: { src: string; alt: string }[] }} SeedCaseStudy
 * @typedef {{ name: string; slug: string; description: string | null; screenshot_url: string | null; screenshot_alt: string | null; project_url: string | null; created_at: string | null; published_at: string | null } & SeedCaseStudy} SeedProject
 * @typedef {{ objectPath: string; filePath: string; contentType: string }} SeedUpload
 * @typedef {{ posts: Partial<SeedPost>[]; projects: Partial<SeedProject>[]; uploads: SeedUpload[] }} SeedPlan
 * @typedef {{ inserted: string[]; updated: string[]; skipped: string[] }} SeedResult
 * @typedef {{ images: string[]; blogs: SeedResult; projects: SeedResult }} SeedReport
 * @typedef {"blogs" | "projects" | "inquiries"} Table
 */

export const USAGE = `Usage: npm run content:seed [-- --overwrite]

Copies content/blog/*.md, content/projects/*.json and the images they show from public/ into Supabase
(tables blogs and projects, Storage bucket ${SITE_IMAGES_BUCKET}), matching rows by slug.

  --overwrite   replace rows that already exist with the files' content (default: keep them, an admin's edit wins)
  --help        this text

Needs NEXT_PUBLIC_SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY. CONTENT_DIR reads another content folder.`;

/**
 * The command line: { overwrite, help }; anything else is an error.
 * @param {string[]} argv
 */
export function parseArgs(argv) {
  const options = { overwrite: false, help: false };
  for (const arg of argv) {
    if (arg === "--overwrite") options.overwrite = true;
    else if (arg === "--help" || arg === "-h") options.help = true;
    else throw new Error(`Unknown argument: ${arg}`);
  }
  return options;
}

/**
 * The Supabase project and key from the environment, or an error naming what is missing.
 * @param {Record<string, string | undefined>} [env]
 * @param {string} [command]
 * @returns {{ supabaseUrl: string; serviceRoleKey: string; contentDir: string }}
 */
export function seedConfig(env = process.env, command = "content:seed") {
  const supabaseUrl = env.NEXT_PUBLIC_SUPABASE_URL?.trim() ?? "";
  const serviceRoleKey = env.SUPABASE_SERVICE_ROLE_KEY?.trim() ?? "";
  const missing = [!supabaseUrl && "NEXT_PUBLIC_SUPABASE_URL", !serviceRoleKey && "SUPABASE_SERVICE_ROLE_KEY"].filter(Boolean);
  if (missing.length) {
    throw new Error(
      `${command} needs NEXT_PUBLIC_SUPABASE_URL (the project's URL) and SUPABASE_SERVICE_ROLE_KEY (its server-only service-role key, which writes past row-level security). Missing: ${missing.join(", ")}.`,
    );
  }
  if (!siteImagesPrefix(supabaseUrl)) throw new Error(`NEXT_PUBLIC_SUPABASE_URL is not an http(s) URL: ${supabaseUrl}`);
  return { supabaseUrl, serviceRoleKey, contentDir: path.resolve(env.CONTENT_DIR?.trim() || "content") };
}

// ---------------------------------------------------------------------------------------------------------------
// Files to rows, as FilesContentSource reads them (lib/content/files-source.ts and the schemas of lib/content/schemas.ts)

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Optional text: kept as written when it has something besides spaces, else null (optionalText in the schemas).
 * @param {unknown} value
 * @returns {string | null}
 */
const optionalText = (value) => (typeof value === "string" && value.trim() ? value : null);

/**
 * @param {unknown} value
 * @returns {string | null}
 */
function toIso(value) {
  if (value == null) return null;
  const date = value instanceof Date ? value : new Date(/** @type {string | number} */ (value));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** @param {unknown} value */
const isTime = (value) => typeof value === "string" && !Number.isNaN(Date.parse(value));

/**
 * @param {string} file
 * @param {string} problem
 * @returns {never}
 */
function fail(file, problem) {
  throw new Error(`${file}: ${problem}`);
}

/**
 * An article file as the site shows it: its post without the id (the database gives one).
 * @param {string} file
 * @returns {SeedPost}
 */
export function postFromFile(file) {
  const { data: front, content } = matter(readFileSync(file, "utf8"));
  const slug = path.basename(file).replace(/\.mdx?$/, "");
  if (!SLUG.test(slug)) fail(file, "the file name is not a slug (lower-case words joined by single hyphens)");
  if (typeof front.title !== "string" || !front.title) fail(file, "title is missing");
  if (front.tags != null && (!Array.isArray(front.tags) || front.tags.some((/** @type {unknown} */ tag) => typeof tag !== "string"))) fail(file, "tags must be a list of text");
  const post = {
    slug,
    title: front.title,
    excerpt: optionalText(front.excerpt ?? null),
    content: content.trim() ? content.trim() : null,
    cover_image_url: optionalText(front.cover_image_url ?? null),
    cover_image_alt: optionalText(front.cover_image_alt ?? null),
    tags: front.tags ?? [],
    published_at: toIso(front.published_at),
    created_at: toIso(front.created_at),
    updated_at: toIso(front.updated_at),
  };
  if (!post.created_at) fail(file, "created_at is missing or not a date");
  return post;
}

const PUBLISHED_SINCE_ALWAYS = "1970-01-01T00:00:00.000Z";

/**
 * @param {unknown} value
 * @returns {string[]}
 */
const textItems = (value) => (Array.isArray(value) ? value.filter((item) => typeof item === "string" && item.trim()).map((item) => item.trim()) : []);

/**
 * The case study beside a project file, {name}.md, as the files source reads it (lib/content/files-source.ts).
 * @param {string} file
 * @returns {SeedCaseStudy}
 */
export function caseStudyFromFile(file) {
  const caseFile = file.replace(/\.json$/, ".md");
  if (!existsSync(caseFile)) return { headline: null, body: null, facts: null, gallery: [] };
  const { data: front, content } = matter(readFileSync(caseFile, "utf8"));
  const unknown = Object.keys(front).filter((key) => !["headline", "facts", "gallery"].includes(key));
  if (unknown.length) fail(caseFile, `unknown front matter ${unknown.join(", ")} (headline, facts and gallery are read)`);
  /** @type {unknown} */
  const gallery = front.gallery ?? [];
  if (!Array.isArray(gallery)) fail(caseFile, "gallery must be a list of images with src and alt");
  /** @type {{ src?: unknown; alt?: unknown }[]} */ (gallery).forEach((image, index) => {
    if (typeof image?.src !== "string" || !image.src.trim()) fail(caseFile, `gallery image ${index + 1} has no src`);
    if (typeof image.alt !== "string" || !image.alt.trim()) fail(caseFile, `gallery image ${index + 1} needs alt text describing it`);
  });
  /** @type {Record<string, unknown> | null} */
  const facts = front.facts ?? null;
  if (facts !== null && (typeof facts !== "object" || Array.isArray(facts))) fail(caseFile, "facts must be a map of client_type, location, services, stack, timeline and outcomes");
  /** @type {{ label?: unknown; value?: unknown }[]} */
  const outcomes = Array.isArray(facts?.outcomes) ? facts.outcomes : [];
  if (outcomes.some((outcome) => typeof outcome?.label !== "string" || typeof outcome?.value !== "string")) fail(caseFile, "each outcome needs a label and a value, as text");
  return {
    headline: optionalText(front.headline ?? null),
    body: optionalText(content.trim()),
    facts: facts && {
      client_type: optionalText(facts.client_type ?? null),
      location: optionalText(facts.location ?? null),
      services: textItems(facts.services),
      stack: textItems(facts.stack),
      timeline: optionalText(facts.timeline ?? null),
      outcomes: outcomes.map((outcome) => ({ label: String(outcome.label).trim(), value: String(outcome.value).trim() })),
    },
    gallery: /** @type {{ src: string; alt: string }[]} */ (gallery).map((image) => ({ src: image.src.trim(), alt: image.alt.trim() })),
  };
}

/**
 * A project file, with its case study, as the site shows it, without the id.
 * @param {string} file
 * @returns {SeedProject}
 */
export function projectFromFile(file) {
  /** @type {any} */
  let data;
  try {
    data = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    fail(file, `not JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  if (typeof data?.name !== "string" || !data.name) fail(file, "name is missing");
  if (typeof data.slug !== "string" || !SLUG.test(data.slug)) fail(file, "slug is missing or not lower-case words joined by single hyphens");
  if (data.project_url != null && (typeof data.project_url !== "string" || !URL.canParse(data.project_url))) fail(file, "project_url is not a URL");
  if (data.created_at != null && !isTime(data.created_at)) fail(file, "created_at is not a date");
  if (data.published_at != null && !isTime(data.published_at)) fail(file, "published_at is not a date");
  return {
    name: data.name,
    slug: data.slug,
    description: optionalText(data.description ?? null),
    screenshot_url: optionalText(data.screenshot_url ?? null),
    screenshot_alt: optionalText(data.screenshot_alt ?? null),
    project_url: data.project_url ?? null,
    created_at: data.created_at ?? null,
    // As the files source reads it (lib/content/files-source.ts): null is unpublished; without the field, published.
    published_at: "published_at" in data ? data.published_at : (data.created_at ?? PUBLISHED_SINCE_ALWAYS),
    ...caseStudyFromFile(file),
  };
}

/**
 * @param {string} dir
 * @param {RegExp} pattern
 */
const filesIn = (dir, pattern) => (existsSync(dir) ? readdirSync(dir).filter((name) => pattern.test(name)).sort().map((name) => path.join(dir, name)) : []);

/**
 * Every article and project of a content folder, in file-name order.
 * @param {string} contentDir
 * @returns {{ posts: { file: string; post: SeedPost }[]; projects: { file: string; project: SeedProject }[] }}
 */
export function readContent(contentDir) {
  return {
    posts: filesIn(path.join(contentDir, "blog"), /\.mdx?$/).map((file) => ({ file, post: postFromFile(file) })),
    projects: filesIn(path.join(contentDir, "projects"), /\.json$/).map((file) => ({ file, project: projectFromFile(file) })),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Images and the rows to write

/**
 * The image types the bucket takes (supabase/migrations/20260106100000_site_images_bucket.sql).
 * @type {Record<string, string>}
 */
export const BUCKET_TYPES = { ".webp": "image/webp", ".avif": "image/avif", ".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".gif": "image/gif" };

/**
 * Where an image of a row is shown from. A file under public/ of a type the bucket takes is uploaded at the same path
 * and shown from the bucket; any other path on this site (a generated article cover, /covers/{slug}.svg, or an SVG)
 * stays as it is, since the site serves it; an address in the bucket stays too. Anything else the site cannot show.
 * @param {string | null} value
 * @param {{ publicDir: string; supabaseUrl: string; file: string; field: string }} context
 * @returns {{ url: string | null; upload: SeedUpload | null }}
 */
export function imageSource(value, { publicDir, supabaseUrl, file, field }) {
  if (value === null) return { url: null, upload: null };
  const verdict = checkImageUrl(value, supabaseUrl);
  if (!verdict.ok) fail(file, `${field} ${value} cannot be shown by the site. ${verdict.message}`);
  if (!value.startsWith("/")) return { url: value, upload: null };
  const { pathname } = new URL(value, "https://site.invalid");
  let objectPath;
  try {
    objectPath = decodeURIComponent(pathname).replace(/^\/+/, "");
  } catch {
    return { url: value, upload: null };
  }
  const root = path.resolve(publicDir);
  const filePath = path.resolve(root, objectPath);
  const contentType = BUCKET_TYPES[path.extname(filePath).toLowerCase()];
  if (!filePath.startsWith(root + path.sep) || !contentType || !existsSync(filePath) || !statSync(filePath).isFile()) return { url: value, upload: null };
  return { url: publicImageUrl(supabaseUrl, objectPath), upload: { objectPath, filePath, contentType } };
}

/**
 * Columns the database fills in when a file has no value for them (not null, with a default).
 * @type {Record<Table, string[]>}
 */
const DATABASE_DEFAULTS = { blogs: ["created_at", "updated_at"], projects: ["created_at"], inquiries: ["created_at", "next_attempt_at"] };

/**
 * The row without the nulls of columns the database fills in.
 * @template {Record<string, unknown>} Row
 * @param {Table} table
 * @param {Row} row
 * @returns {Partial<Row>}
 */
export function withoutNullDefaults(table, row) {
  const copy = { ...row };
  for (const column of DATABASE_DEFAULTS[table]) if (copy[column] === null) delete copy[column];
  return copy;
}

/**
 * The rows to write and the images to upload for a content folder, the images' addresses pointing at the bucket.
 * @param {{ contentDir: string; publicDir: string; supabaseUrl: string }} options
 * @returns {SeedPlan}
 */
export function seedPlan({ contentDir, publicDir, supabaseUrl }) {
  const { posts, projects } = readContent(contentDir);
  /** @type {Map<string, SeedUpload>} */
  const uploads = new Map();
  /**
   * @param {string | null} value
   * @param {string} file
   * @param {string} field
   */
  const place = (value, file, field) => {
    const { url, upload } = imageSource(value, { publicDir, supabaseUrl, file, field });
    if (upload) uploads.set(upload.objectPath, upload);
    return url;
  };
  /**
   * @template {{ slug?: string }} Row
   * @param {{ file: string; row: Row }[]} items
   * @param {string} kind
   */
  const seen = (items, kind) => {
    const slugs = new Set();
    for (const { file, row } of items) {
      if (slugs.has(row.slug)) fail(file, `another ${kind} file has the slug ${row.slug}`);
      slugs.add(row.slug);
    }
    return items.map(({ row }) => row);
  };
  return {
    posts: seen(posts.map(({ file, post }) => ({ file, row: withoutNullDefaults("blogs", { ...post, cover_image_url: place(post.cover_image_url, file, "cover_image_url") }) })), "post"),
    projects: seen(
      projects.map(({ file, project }) => ({
        file,
        row: withoutNullDefaults("projects", {
          ...project,
          screenshot_url: place(project.screenshot_url, file, "screenshot_url"),
          // A gallery image always has a src, and a src is never placed at null.
          gallery: project.gallery.map((image) => ({ ...image, src: /** @type {string} */ (place(image.src, file.replace(/\.json$/, ".md"), "gallery")) })),
        }),
      })),
      "project",
    ),
    uploads: [...uploads.values()].sort((a, b) => (a.objectPath < b.objectPath ? -1 : 1)),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Writing to Supabase

/**
 * A client with the service-role key: it reads and writes past row-level security.
 * @param {string} supabaseUrl
 * @param {string} serviceRoleKey
 * @returns {SupabaseClient}
 */
export function serviceClient(supabaseUrl, serviceRoleKey) {
  return createClient(supabaseUrl, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: /** @type {never} */ (WebSocket) },
  });
}

/**
 * The error of a Supabase call, with what was being done.
 * @param {string} action
 * @param {{ message?: string; code?: string } | null | undefined} error
 * @returns {Error}
 */
export function failure(action, error) {
  return new Error(`Supabase could not ${action}: ${error?.message || "unknown error"}${error?.code ? ` (${error.code})` : ""}`);
}

/**
 * Inserts the rows whose slug is new; with overwrite, updates the others too. Returns the slugs inserted, updated
 * and skipped. One upsert per table (on_conflict=slug): ignore-duplicates leaves existing rows alone, merge-duplicates
 * replaces the file's columns; a column a file leaves empty takes the database's default, never null.
 * @param {SupabaseClient} client
 * @param {"blogs" | "projects"} table
 * @param {{ slug?: string }[]} rows
 * @param {boolean} overwrite
 * @returns {Promise<SeedResult>}
 */
async function upsertBySlug(client, table, rows, overwrite) {
  if (!rows.length) return { inserted: [], updated: [], skipped: [] };
  const slugs = rows.map((row) => String(row.slug));
  const before = await client.from(table).select("slug").in("slug", slugs);
  if (before.error) throw failure(`read the existing ${table}`, before.error);
  const existed = new Set(before.data.map((row) => row.slug));
  const written = await client.from(table).upsert(rows, { onConflict: "slug", ignoreDuplicates: !overwrite, defaultToNull: false }).select("slug");
  if (written.error) throw failure(`write ${table}`, written.error);
  const touched = new Set(written.data.map((row) => row.slug));
  return {
    inserted: slugs.filter((slug) => touched.has(slug) && !existed.has(slug)),
    updated: slugs.filter((slug) => touched.has(slug) && existed.has(slug)),
    skipped: slugs.filter((slug) => !touched.has(slug)),
  };
}

/**
 * Seeds Supabase from the content folder; `log` gets one line per image and row, then the totals.
 * @param {{ supabaseUrl: string; serviceRoleKey: string; contentDir: string; publicDir?: string; overwrite?: boolean; log?: (line: string) => void }} options
 * @returns {Promise<SeedReport>}
 */
export async function seedContent({ supabaseUrl, serviceRoleKey, contentDir, publicDir = path.resolve("public"), overwrite = false, log = console.log }) {
  const plan = seedPlan({ contentDir, publicDir, supabaseUrl });
  const client = serviceClient(supabaseUrl, serviceRoleKey);
  log(`Seeding ${supabaseUrl} from ${path.relative(process.cwd(), contentDir) || "."} (${overwrite ? "--overwrite: existing rows are replaced" : "existing rows are kept; --overwrite replaces them"})`);

  for (const { objectPath, filePath, contentType } of plan.uploads) {
    const { error } = await client.storage.from(SITE_IMAGES_BUCKET).upload(objectPath, readFileSync(filePath), { upsert: true, contentType });
    if (error) throw failure(`upload ${objectPath} to ${SITE_IMAGES_BUCKET}`, error);
    log(`image    uploaded  ${SITE_IMAGES_BUCKET}/${objectPath}`);
  }

  /** @type {Record<"blogs" | "projects", SeedResult>} */
  const results = { blogs: { inserted: [], updated: [], skipped: [] }, projects: { inserted: [], updated: [], skipped: [] } };
  for (const [kind, table, rows] of /** @type {const} */ ([["post", "blogs", plan.posts], ["project", "projects", plan.projects]])) {
    const result = await upsertBySlug(client, table, rows, overwrite);
    for (const slug of result.inserted) log(`${kind.padEnd(8)} inserted  ${slug}`);
    for (const slug of result.updated) log(`${kind.padEnd(8)} updated   ${slug}`);
    for (const slug of result.skipped) log(`${kind.padEnd(8)} skipped   ${slug} (already in Supabase)`);
    results[table] = result;
  }
  /** @type {SeedReport} */
  const report = { images: plan.uploads.map((upload) => upload.objectPath), ...results };

  /** @param {SeedResult} result */
  const count = (result) => `${result.inserted.length} inserted, ${result.updated.length} updated, ${result.skipped.length} skipped`;
  log(`Images: ${report.images.length} uploaded to ${SITE_IMAGES_BUCKET}. Posts: ${count(report.blogs)}. Projects: ${count(report.projects)}.`);
  if ([report.blogs, report.projects].some((result) => result.inserted.length + result.updated.length > 0)) {
    log("Pages the site has cached show the change once expired: POST /api/revalidate/ with the REVALIDATE_SECRET bearer and no body.");
  }
  return report;
}

await runAsCommand(import.meta.url, {
  name: "content:seed",
  usage: USAGE,
  parseArgs,
  run: (options) => seedContent({ ...seedConfig(), overwrite: options.overwrite }),
});
