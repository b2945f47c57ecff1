import type { SupabaseClient } from "@supabase/supabase-js";
import { failure, REVALIDATE_HINT, withoutNullDefaults } from "@/lib/content/seed";
import { publicImageUrl, SITE_IMAGES_BUCKET, siteImagesPrefix } from "@/lib/images/site-images.mjs";
import { createSessionlessClient } from "@/lib/supabase/sessionless-client";
import { type Backup, BACKUP_FORMAT, BACKUP_VERSION, backupSchema, snakeCase } from "./backup";

/**
 * npm run content:restore (scripts/ops/content-restore.mjs): restores a backup downloaded from the admin
 * (lib/admin/backup.ts) into a Supabase project whose migrations have been applied: every post, project and inquiry
 * with its id and state. A row whose id (or, for posts and projects, slug) is already there is left as it is and
 * counted as skipped, so a second run inserts nothing. Rows read from the files (whose ids are their slugs) get an id
 * from the database. Addresses of the backup's own bucket move to this project's bucket. The images themselves are not
 * in the backup: the command lists those the bucket lacks, to upload again (or to restore with npm run content:seed).
 */

type Row = Record<string, unknown>;
type RestoreResult = { inserted: string[]; skipped: string[] };

export const RESTORE_USAGE = `Usage: npm run content:restore -- <backup.json>

Restores a backup downloaded from the admin ("Download a backup") into Supabase: posts (table blogs), projects and
inquiries, with their ids and states. Rows already there (same id or slug) are left alone. Images are not in the
backup: the ones the ${SITE_IMAGES_BUCKET} bucket lacks are listed, to upload again.

Run the migrations first. Needs NEXT_PUBLIC_SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY.`;

/** The command line: { file, help }. */
export function parseRestoreArgs(argv: string[]): { file: string | null; help: boolean } {
  const options: { file: string | null; help: boolean } = { file: null, help: false };
  for (const arg of argv) {
    if (arg === "--help" || arg === "-h") options.help = true;
    else if (arg.startsWith("-")) throw new Error(`Unknown argument: ${arg}`);
    else if (options.file) throw new Error(`One backup file at a time (got ${options.file} and ${arg})`);
    else options.file = arg;
  }
  if (!options.file && !options.help) throw new Error("Name the backup file to restore.");
  return options;
}

/** A backup file's text checked against the backup's schema; an error says what is wrong. */
export function parseBackupText(text: string): Backup {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error("This file is not a Northtide backup: it is not JSON.");
  }
  const fields = (data && typeof data === "object" ? data : {}) as Record<string, unknown>;
  if (fields.format !== BACKUP_FORMAT) throw new Error(`This file is not a Northtide backup: it has no "format": "${BACKUP_FORMAT}".`);
  if (fields.version !== BACKUP_VERSION) throw new Error(`This backup has version ${String(fields.version)}; this command reads version ${BACKUP_VERSION}.`);
  const parsed = backupSchema.safeParse(data);
  if (!parsed.success) throw new Error(`This backup is damaged: ${parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`).join("; ")}.`);
  return parsed.data;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every string in a value with one prefix replaced by another (nested fields included). */
function movePrefix(value: unknown, from: string, to: string): unknown {
  if (typeof value === "string") return value.startsWith(from) ? to + value.slice(from.length) : value;
  if (Array.isArray(value)) return value.map((item) => movePrefix(item, from, to));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, movePrefix(item, from, to)]));
  return value;
}

/** A post or project of the backup as the row to insert: every field, its id kept when it is the database's own. */
function contentRow(table: "blogs" | "projects", row: Row, { fromUrl, toUrl }: { fromUrl: string | null; toUrl: string }): Row {
  const from = fromUrl ? siteImagesPrefix(fromUrl) : null;
  const to = siteImagesPrefix(toUrl);
  const copy = from && to && from !== to ? (movePrefix(row, from, to) as Row) : { ...row };
  if (typeof copy.id !== "string" || !UUID.test(copy.id)) delete copy.id;
  return withoutNullDefaults(table, copy);
}

/** An inquiry of the backup (as the inbox lists it, camelCase) as a row of public.inquiries. */
const inquiryRow = (inquiry: Row): Row => withoutNullDefaults("inquiries", Object.fromEntries(Object.entries(inquiry).map(([key, value]) => [snakeCase(key), value])));

const chunks = <T>(items: T[], size: number): T[][] => Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

/** The values of `column` among `values` that rows of the table already have. */
async function existing(client: SupabaseClient, table: string, column: string, values: unknown[]): Promise<Set<unknown>> {
  const found = new Set();
  for (const batch of chunks([...new Set(values)], 100)) {
    const { data, error } = await client.from(table).select(column).in(column, batch);
    if (error) throw failure(`read the existing ${table}`, error);
    for (const row of data as unknown as Row[]) found.add(row[column]);
  }
  return found;
}

/** Inserts the rows whose id (and slug, when the table has one) is new; returns the keys inserted and skipped. */
async function insertNew(client: SupabaseClient, table: string, rows: Row[], key: "id" | "slug"): Promise<RestoreResult> {
  const ids = await existing(client, table, "id", rows.filter((row) => row.id).map((row) => row.id));
  const slugs = key === "slug" ? await existing(client, table, "slug", rows.map((row) => row.slug)) : new Set();
  const fresh = rows.filter((row) => !ids.has(row.id) && !slugs.has(row.slug));
  const inserted: string[] = [];
  for (const batch of chunks(fresh, 200)) {
    const { data, error } = await client.from(table).upsert(batch, { onConflict: key, ignoreDuplicates: true, defaultToNull: false }).select(key);
    if (error) throw failure(`write ${table}`, error);
    inserted.push(...(data as unknown as Row[]).map((row) => String(row[key])));
  }
  const done = new Set(inserted);
  return { inserted, skipped: rows.map((row) => String(row[key])).filter((value) => !done.has(value)) };
}

/** The object paths of the bucket images the backup lists that this project's bucket lacks. */
async function missingImages(backup: Backup, supabaseUrl: string): Promise<string[]> {
  const missing: string[] = [];
  for (const image of backup.images) {
    if (typeof image.objectPath !== "string") continue;
    const response = await fetch(publicImageUrl(supabaseUrl, image.objectPath), { method: "HEAD" });
    if (!response.ok) missing.push(image.objectPath);
  }
  return missing;
}

/** Restores a parsed backup; `log` gets one line per table and per missing image, then the totals. */
export async function restoreBackup({ supabaseUrl, serviceRoleKey, backup, log = console.log }: { supabaseUrl: string; serviceRoleKey: string; backup: Backup; log?: (line: string) => void }) {
  const client = createSessionlessClient(supabaseUrl, serviceRoleKey);
  const urls = { fromUrl: backup.supabaseUrl ?? null, toUrl: supabaseUrl };
  log(`Restoring the backup of ${backup.createdAt} (${backup.source}) into ${supabaseUrl}; rows already there are kept.`);
  const report = {
    blogs: await insertNew(client, "blogs", backup.posts.map((row) => contentRow("blogs", row, urls)), "slug"),
    projects: await insertNew(client, "projects", backup.projects.map((row) => contentRow("projects", row, urls)), "slug"),
    inquiries: await insertNew(client, "inquiries", backup.inquiries.map(inquiryRow), "id"),
    missingImages: await missingImages(backup, supabaseUrl),
  };
  for (const [label, result] of [["Posts", report.blogs], ["Projects", report.projects], ["Inquiries", report.inquiries]] as const) {
    log(`${label}: ${result.inserted.length} inserted, ${result.skipped.length} skipped (already there).`);
  }
  if (report.missingImages.length) {
    log(`The backup holds no images. ${report.missingImages.length} listed in it are not in the ${SITE_IMAGES_BUCKET} bucket; upload them again at the same paths (or run npm run content:seed for the ones from public/):`);
    for (const objectPath of report.missingImages) log(`  ${SITE_IMAGES_BUCKET}/${objectPath}`);
  } else {
    log(`Every bucket image the backup lists is in ${SITE_IMAGES_BUCKET}.`);
  }
  if (report.blogs.inserted.length + report.projects.inserted.length > 0) log(REVALIDATE_HINT);
  return report;
}
