import * as z from "zod";
import { siteImagesPrefix } from "@/lib/images/site-images.mjs";

/**
 * The one-download backup of the site (docs/deploy.md, "Backups"): every post and project whole, drafts and scheduled
 * ones included, every inquiry, and the images they show. Rows are copied as the source returns them, every field,
 * so a column added later is carried without a change here. npm run content:restore (scripts/ops/content-restore.mjs)
 * reads it back.
 */

export const BACKUP_FORMAT = "northtide-backup";
export const BACKUP_VERSION = 1;

const row = z.looseObject({ id: z.string().min(1), slug: z.string().min(1) });
const inquiry = z.looseObject({ id: z.string().min(1) });
const image = z.looseObject({ url: z.string().min(1), objectPath: z.string().nullable(), referencedBy: z.array(z.string()) });

export const backupSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  createdAt: z.iso.datetime(),
  source: z.enum(["supabase", "files"]),
  /** The Supabase project the content came from (its bucket's addresses are in the rows), null for the files. */
  supabaseUrl: z.string().nullable(),
  posts: z.array(row),
  projects: z.array(row),
  inquiries: z.array(inquiry),
  images: z.array(image),
});

/** An inquiry's field as its column is named (createdAt, created_at): the backup keeps inquiries as the inbox lists them. */
export const snakeCase = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

export type Backup = z.infer<typeof backupSchema>;
export type BackupRow = z.infer<typeof row>;
export type BackupImage = z.infer<typeof image>;
export type BucketObject = { path: string; size?: number | null; contentType?: string | null };

const IMAGE_PATH = /\.(webp|avif|png|jpe?g|gif|svg)(\?.*)?$/i;

/** Every string anywhere in a value (nested fields such as a gallery included). */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/** The object path of an address in the site-images bucket, or null. */
export function bucketObjectPath(url: string, supabaseUrl: string | null): string | null {
  const prefix = supabaseUrl ? siteImagesPrefix(supabaseUrl) : null;
  if (!prefix || !url.startsWith(prefix)) return null;
  try {
    return decodeURIComponent(url.slice(prefix.length).split("?")[0]);
  } catch {
    return null;
  }
}

/**
 * The images a backup lists: each address a post or project shows (any field, found by its image extension or by
 * being in the bucket), with who shows it, and every object of the bucket, shown or not.
 */
export function imageList(posts: BackupRow[], projects: BackupRow[], bucket: BucketObject[], supabaseUrl: string | null): BackupImage[] {
  const byUrl = new Map<string, BackupImage>();
  const add = (url: string, objectPath: string | null, by: string | null) => {
    const entry = byUrl.get(url) ?? { url, objectPath, referencedBy: [] };
    if (by && !entry.referencedBy.includes(by)) entry.referencedBy.push(by);
    byUrl.set(url, entry);
  };
  for (const [kind, rows] of [["post", posts], ["project", projects]] as const) {
    for (const item of rows) {
      for (const value of strings(item)) {
        const objectPath = bucketObjectPath(value, supabaseUrl);
        const isImageAddress = (value.startsWith("/") || /^https?:\/\//.test(value)) && !/\s/.test(value) && IMAGE_PATH.test(value);
        if (objectPath !== null || isImageAddress) add(value, objectPath, `${kind}:${item.slug}`);
      }
    }
  }
  const prefix = supabaseUrl ? siteImagesPrefix(supabaseUrl) : null;
  for (const object of bucket) {
    const url = prefix ? encodeURI(`${prefix}${object.path}`) : object.path;
    add(url, object.path, null);
    Object.assign(byUrl.get(url)!, { size: object.size ?? null, contentType: object.contentType ?? null });
  }
  return [...byUrl.values()].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
}

export type BackupParts = {
  source: "supabase" | "files";
  posts: Record<string, unknown>[];
  projects: Record<string, unknown>[];
  inquiries: Record<string, unknown>[];
  bucket?: BucketObject[];
  supabaseUrl?: string | null;
  now?: Date;
};

/** The backup document of what was read; a row without an id or slug is refused, since it could not be restored. */
export function buildBackup(parts: BackupParts): Backup {
  const posts = z.array(row).parse(parts.posts.map((item) => ({ ...item })));
  const projects = z.array(row).parse(parts.projects.map((item) => ({ ...item })));
  return backupSchema.parse({
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: (parts.now ?? new Date()).toISOString(),
    source: parts.source,
    supabaseUrl: parts.supabaseUrl ?? null,
    posts,
    projects,
    inquiries: parts.inquiries.map((item) => ({ ...item })),
    images: imageList(posts, projects, parts.bucket ?? [], parts.supabaseUrl ?? null),
  });
}

export const backupFileName = (now: Date) => `northtide-backup-${now.toISOString().slice(0, 10)}.json`;
