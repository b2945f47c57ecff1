// npm run content:restore -- <backup.json>
//
// Restores a backup downloaded from the admin (GET /admin/backup/, lib/admin/backup.ts) into a Supabase project whose
// migrations have been applied: every post, project and inquiry with its id and state (a draft stays a draft, a
// scheduled post or project stays scheduled, an inquiry keeps its status). Run it with NEXT_PUBLIC_SUPABASE_URL and
// SUPABASE_SERVICE_ROLE_KEY, as content:seed.
//
// A row whose id (or, for posts and projects, slug) is already there is left as it is and counted as skipped, so a
// second run inserts nothing. Rows read from the files (whose ids are their slugs) get an id from the database.
// Addresses of the backup's own Supabase bucket are moved to this project's bucket. The images themselves are not in
// the backup: the command lists those the bucket lacks, to upload again (or to restore with npm run content:seed).
import { readFileSync } from "node:fs";
import { publicImageUrl, SITE_IMAGES_BUCKET, siteImagesPrefix } from "../../lib/images/site-images.mjs";
import { failure, seedConfig, serviceClient, withoutNullDefaults } from "./content-seed.mjs";
import { runAsCommand } from "./command.mjs";

/** @import { SupabaseClient } from "@supabase/supabase-js" */
/**
 * @typedef {Record<string, unknown>} Row
 * @typedef {{ inserted: string[]; skipped: string[] }} RestoreResult
 * @typedef {{ blogs: RestoreResult; projects: RestoreResult; inquiries: RestoreResult; missingImages: string[] }} RestoreReport
 * @typedef {{
 *   format: "northtide-backup";
 *   version: 1;
 *   createdAt: string;
 *   source: "supabase" | "files";
 *   supabaseUrl?: string | null;
 *   posts: Row[];
 *   projects: Row[];
 *   inquiries: Row[];
 *   images: { url: string; objectPath: string | null; referencedBy: string[] }[];
 * }} BackupDocument
 */

export const USAGE = `Usage: npm run content:restore -- <backup.json>

Restores a backup downloaded from the admin ("Download a backup") into Supabase: posts (table blogs), projects and
inquiries, with their ids and states. Rows already there (same id or slug) are left alone. Images are not in the
backup: the ones the ${SITE_IMAGES_BUCKET} bucket lacks are listed, to upload again.

Run the migrations first. Needs NEXT_PUBLIC_SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY.`;

export const BACKUP_FORMAT = /** @type {const} */ ("northtide-backup");
export const BACKUP_VERSION = /** @type {const} */ (1);

/**
 * The command line: { file, help }.
 * @param {string[]} argv
 */
export function parseArgs(argv) {
  /** @type {{ file: string | null; help: boolean }} */
  const options = { file: null, help: false };
  for (const arg of argv) {
    if (arg === "--help" || arg === "-h") options.help = true;
    else if (arg.startsWith("-")) throw new Error(`Unknown argument: ${arg}`);
    else if (options.file) throw new Error(`One backup file at a time (got ${options.file} and ${arg})`);
    else options.file = arg;
  }
  if (!options.file && !options.help) throw new Error("Name the backup file to restore.");
  return options;
}

/** @param {unknown} value */
const isList = (value) => Array.isArray(value) && value.every((item) => item && typeof item === "object" && !Array.isArray(item));

/**
 * A backup file's text checked as lib/admin/backup.ts parseBackup checks it; an error says what is wrong.
 * @param {string} text
 * @returns {BackupDocument}
 */
export function parseBackupText(text) {
  /** @type {any} */
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error("This file is not a Northtide backup: it is not JSON.");
  }
  if (!data || typeof data !== "object" || data.format !== BACKUP_FORMAT) throw new Error(`This file is not a Northtide backup: it has no "format": "${BACKUP_FORMAT}".`);
  if (data.version !== BACKUP_VERSION) throw new Error(`This backup has version ${String(data.version)}; this command reads version ${BACKUP_VERSION}.`);
  for (const list of ["posts", "projects", "inquiries", "images"]) if (!isList(data[list])) throw new Error(`This backup is damaged: ${list} is not a list of objects.`);
  for (const [list, rows] of [["posts", data.posts], ["projects", data.projects]]) {
    const bad = rows.findIndex((/** @type {Row} */ row) => typeof row.id !== "string" || typeof row.slug !== "string");
    if (bad >= 0) throw new Error(`This backup is damaged: ${list}.${bad} has no id or slug.`);
  }
  if (data.inquiries.some((/** @type {Row} */ inquiry) => typeof inquiry.id !== "string")) throw new Error("This backup is damaged: an inquiry has no id.");
  return data;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Every string in a value with one prefix replaced by another (nested fields included).
 * @param {unknown} value
 * @param {string} from
 * @param {string} to
 * @returns {unknown}
 */
function movePrefix(value, from, to) {
  if (typeof value === "string") return value.startsWith(from) ? to + value.slice(from.length) : value;
  if (Array.isArray(value)) return value.map((item) => movePrefix(item, from, to));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, movePrefix(item, from, to)]));
  return value;
}

/**
 * A post or project of the backup as the row to insert: every field, its id kept when it is the database's own.
 * @param {"blogs" | "projects"} table
 * @param {Row} row
 * @param {{ fromUrl: string | null; toUrl: string }} urls
 * @returns {Row}
 */
export function contentRow(table, row, { fromUrl, toUrl }) {
  const from = fromUrl ? siteImagesPrefix(fromUrl) : null;
  const to = siteImagesPrefix(toUrl);
  const copy = from && to && from !== to ? /** @type {Row} */ (movePrefix(row, from, to)) : { ...row };
  if (typeof copy.id !== "string" || !UUID.test(copy.id)) delete copy.id;
  return withoutNullDefaults(table, copy);
}

/** @param {string} key */
const snakeCase = (key) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * An inquiry of the backup (as the inbox lists it, camelCase) as a row of public.inquiries.
 * @param {Row} inquiry
 * @returns {Row}
 */
export function inquiryRow(inquiry) {
  return withoutNullDefaults("inquiries", Object.fromEntries(Object.entries(inquiry).map(([key, value]) => [snakeCase(key), value])));
}

/**
 * @template T
 * @param {T[]} items
 * @param {number} size
 * @returns {T[][]}
 */
const chunks = (items, size) => Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

/**
 * The rows of a select whose columns are named at run time (supabase-js types only a literal select).
 * @param {unknown} data
 */
const rowsOf = (data) => /** @type {Row[]} */ (data);

/**
 * The values of `column` among `values` that rows of the table already have.
 * @param {SupabaseClient} client
 * @param {string} table
 * @param {string} column
 * @param {unknown[]} values
 * @returns {Promise<Set<unknown>>}
 */
async function existing(client, table, column, values) {
  const found = new Set();
  for (const batch of chunks([...new Set(values)], 100)) {
    const { data, error } = await client.from(table).select(column).in(column, batch);
    if (error) throw failure(`read the existing ${table}`, error);
    for (const row of rowsOf(data)) found.add(row[column]);
  }
  return found;
}

/**
 * Inserts the rows whose id (and slug, when the table has one) is new; returns the keys inserted and skipped.
 * @param {SupabaseClient} client
 * @param {string} table
 * @param {Row[]} rows
 * @param {"id" | "slug"} key
 * @returns {Promise<RestoreResult>}
 */
async function insertNew(client, table, rows, key) {
  const ids = await existing(client, table, "id", rows.filter((row) => row.id).map((row) => row.id));
  const slugs = key === "slug" ? await existing(client, table, "slug", rows.map((row) => row.slug)) : new Set();
  const fresh = rows.filter((row) => !ids.has(row.id) && !slugs.has(row.slug));
  /** @type {string[]} */
  const inserted = [];
  for (const batch of chunks(fresh, 200)) {
    const { data, error } = await client.from(table).upsert(batch, { onConflict: key, ignoreDuplicates: true, defaultToNull: false }).select(key);
    if (error) throw failure(`write ${table}`, error);
    inserted.push(...rowsOf(data).map((row) => String(row[key])));
  }
  const done = new Set(inserted);
  return { inserted, skipped: rows.map((row) => String(row[key])).filter((value) => !done.has(value)) };
}

/**
 * The object paths of the bucket images the backup lists that this project's bucket lacks.
 * @param {BackupDocument} backup
 * @param {string} supabaseUrl
 * @returns {Promise<string[]>}
 */
async function missingImages(backup, supabaseUrl) {
  /** @type {string[]} */
  const missing = [];
  for (const image of backup.images) {
    if (typeof image.objectPath !== "string") continue;
    const response = await fetch(publicImageUrl(supabaseUrl, image.objectPath), { method: "HEAD" });
    if (!response.ok) missing.push(image.objectPath);
  }
  return missing;
}

/**
 * Restores a parsed backup; `log` gets one line per table and per missing image, then the totals.
 * @param {{ supabaseUrl: string; serviceRoleKey: string; backup: BackupDocument; log?: (line: string) => void }} options
 * @returns {Promise<RestoreReport>}
 */
export async function restoreBackup({ supabaseUrl, serviceRoleKey, backup, log = console.log }) {
  const client = serviceClient(supabaseUrl, serviceRoleKey);
  const urls = { fromUrl: backup.supabaseUrl ?? null, toUrl: supabaseUrl };
  log(`Restoring the backup of ${backup.createdAt} (${backup.source}) into ${supabaseUrl}; rows already there are kept.`);
  /** @type {RestoreReport} */
  const report = {
    blogs: await insertNew(client, "blogs", backup.posts.map((row) => contentRow("blogs", row, urls)), "slug"),
    projects: await insertNew(client, "projects", backup.projects.map((row) => contentRow("projects", row, urls)), "slug"),
    inquiries: await insertNew(client, "inquiries", backup.inquiries.map(inquiryRow), "id"),
    missingImages: await missingImages(backup, supabaseUrl),
  };
  for (const [label, result] of /** @type {const} */ ([["Posts", report.blogs], ["Projects", report.projects], ["Inquiries", report.inquiries]])) {
    log(`${label}: ${result.inserted.length} inserted, ${result.skipped.length} skipped (already there).`);
  }
  if (report.missingImages.length) {
    log(`The backup holds no images. ${report.missingImages.length} listed in it are not in the ${SITE_IMAGES_BUCKET} bucket; upload them again at the same paths (or run npm run content:seed for the ones from public/):`);
    for (const objectPath of report.missingImages) log(`  ${SITE_IMAGES_BUCKET}/${objectPath}`);
  } else {
    log(`Every bucket image the backup lists is in ${SITE_IMAGES_BUCKET}.`);
  }
  if (report.blogs.inserted.length + report.projects.inserted.length > 0) {
    log("Pages the site has cached show the change once expired: POST /api/revalidate/ with the REVALIDATE_SECRET bearer and no body.");
  }
  return report;
}

await runAsCommand(import.meta.url, {
  name: "content:restore",
  usage: USAGE,
  parseArgs,
  run: async (options) => {
    const { supabaseUrl, serviceRoleKey } = seedConfig(process.env, "content:restore");
    const backup = parseBackupText(readFileSync(/** @type {string} */ (options.file), "utf8"));
    await restoreBackup({ supabaseUrl, serviceRoleKey, backup });
  },
});
