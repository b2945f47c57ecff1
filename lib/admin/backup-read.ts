import "server-only";
import type { SupabaseClient } from "@supabase/supabase-js";
import { serverEnvironment } from "@/config/server-env";
import { FilesContentSource } from "@/lib/content/files-source";
import { createSessionlessClient } from "@/lib/supabase/sessionless-client";
import { supabaseStoreConfig } from "@/lib/inquiries/config";
import { getInquiryStore } from "@/lib/inquiries/store";
import type { AdminSession } from "./auth";
import { SITE_IMAGES_BUCKET } from "@/lib/images/site-images.mjs";
import { type Backup, type BucketObject, buildBackup } from "./backup";
import { EXPORT_MAX_ROWS } from "./inbox";

/** Reads everything the backup holds from the content source and the inquiry store in use. */
export async function readBackup(session: AdminSession, now = new Date()): Promise<Backup> {
  const content = serverEnvironment().content;
  const inquiries = await allInquiries();
  if (content.source === "files") {
    const files = new FilesContentSource(content.dir ?? undefined);
    const [posts, projects] = await Promise.all([files.allPosts(), files.allProjects()]);
    return buildBackup({ source: "files", posts, projects, inquiries, now });
  }
  const client = contentClient(content.url, session);
  const [posts, projects, bucket] = await Promise.all([allRows(client, "blogs"), allRows(client, "projects"), bucketObjects(client)]);
  return buildBackup({ source: "supabase", posts, projects, inquiries, bucket, supabaseUrl: content.url, now });
}

/** The service-role client when the server has its key (it reads past row-level security), else the admin's own. */
function contentClient(url: string, session: AdminSession): SupabaseClient {
  const service = supabaseStoreConfig();
  if (service) return createSessionlessClient(service.url, service.serviceRoleKey);
  if (session.mode === "supabase") return session.client;
  throw new Error(`Reading every row of ${url} needs SUPABASE_SERVICE_ROLE_KEY or a Supabase admin sign-in.`);
}

const PAGE = 1000;

async function allInquiries(): Promise<Record<string, unknown>[]> {
  const store = getInquiryStore();
  const found: Record<string, unknown>[] = [];
  for (let offset = 0; ; offset += EXPORT_MAX_ROWS) {
    const { inquiries, total } = await store.list({ limit: EXPORT_MAX_ROWS, offset, view: "all" });
    found.push(...inquiries);
    if (!inquiries.length || found.length >= total) return found;
  }
}

async function allRows(client: SupabaseClient, table: "blogs" | "projects"): Promise<Record<string, unknown>[]> {
  const rows: Record<string, unknown>[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const { data, error } = await client.from(table).select("*").order("id").range(offset, offset + PAGE - 1);
    if (error) throw new Error(`Could not read ${table}: ${error.message}`);
    rows.push(...(data ?? []));
    if (!data || data.length < PAGE) return rows;
  }
}

/** Every object of the images bucket, folders walked; a bucket that cannot be listed gives an empty list. */
async function bucketObjects(client: SupabaseClient, folder = ""): Promise<BucketObject[]> {
  const { data, error } = await client.storage.from(SITE_IMAGES_BUCKET).list(folder, { limit: PAGE });
  if (error || !data) return [];
  const found: BucketObject[] = [];
  for (const entry of data) {
    const path = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.id === null) found.push(...(await bucketObjects(client, path)));
    else found.push({ path, size: (entry.metadata?.size as number | undefined) ?? null, contentType: (entry.metadata?.mimetype as string | undefined) ?? null });
  }
  return found;
}
