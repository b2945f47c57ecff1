import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { SupabaseClient } from "@supabase/supabase-js";
import { routes } from "@/config/routes";
import { publicImageUrl, SITE_IMAGES_BUCKET, UPLOADS_FOLDER } from "./site-images.mjs";
import { UPLOAD_TYPES, uploadedImageName, uploadedNameType, type UploadType } from "./upload-rules";

/**
 * Where an admin's upload is kept, under its content-addressed name (lib/images/upload-rules.ts): the bucket
 * site-images, written with the signed-in admin's own token so that the bucket's policies decide
 * (supabase/migrations/20260106100000_site_images_bucket.sql); or, in the embedded mode, DATA_DIR/uploads/, served
 * by app/uploads/[file]/route.ts. Keeping the same bytes again is a no-op.
 */

export type UploadTarget = { kind: "data-dir"; dataDir: string } | { kind: "bucket"; client: SupabaseClient; supabaseUrl: string };
export type StoredImage = { name: string; src: string };

export const uploadsDirectory = (dataDir: string) => path.join(dataDir, UPLOADS_FOLDER);

export function nameOf(bytes: Uint8Array, type: UploadType): string {
  return uploadedImageName(createHash("sha256").update(bytes).digest("hex"), type);
}

const exists = (file: string) =>
  stat(file).then(
    (found) => found.isFile(),
    () => false,
  );

async function keepInDataDir(dataDir: string, name: string, bytes: Uint8Array): Promise<void> {
  const folder = uploadsDirectory(dataDir);
  const file = path.join(folder, name);
  if (await exists(file)) return;
  await mkdir(folder, { recursive: true });
  // Written aside and renamed, so that the route never serves half a file under the final name.
  const partial = path.join(folder, `.${name}.${randomBytes(6).toString("hex")}.partial`);
  try {
    await writeFile(partial, bytes, { flag: "wx" });
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
}

type StorageFailure = { status?: number; statusCode?: string; message?: string };

/** Storage answers an existing object with 409 (a hosted project says so in statusCode with HTTP 400). */
const isDuplicate = (error: StorageFailure) => error.status === 409 || error.statusCode === "409" || /already exists/i.test(error.message ?? "");

async function keepInBucket(client: SupabaseClient, name: string, bytes: Uint8Array, type: UploadType): Promise<void> {
  const { error } = await client.storage.from(SITE_IMAGES_BUCKET).upload(`${UPLOADS_FOLDER}/${name}`, bytes, {
    contentType: UPLOAD_TYPES[type].mime,
    cacheControl: "31536000",
    upsert: false,
  });
  if (error && !isDuplicate(error as StorageFailure)) throw new UploadStoreError(error as StorageFailure);
}

export class UploadStoreError extends Error {
  readonly status: number | null;

  constructor(cause: StorageFailure) {
    const status = Number(cause.statusCode ?? cause.status);
    const refused = status === 401 || status === 403;
    super(refused ? "Storage refused the upload: your account may not add images to the bucket." : `Storage could not keep the image: ${cause.message || "unknown error"}.`);
    this.name = "UploadStoreError";
    this.status = Number.isFinite(status) ? status : null;
  }
}

/** Keeps the image and returns its name and the address the site shows it from. */
export async function storeUploadedImage(target: UploadTarget, bytes: Uint8Array, type: UploadType): Promise<StoredImage> {
  const name = nameOf(bytes, type);
  if (target.kind === "data-dir") {
    await keepInDataDir(target.dataDir, name, bytes);
    return { name, src: routes.upload(name) };
  }
  await keepInBucket(target.client, name, bytes, type);
  return { name, src: publicImageUrl(target.supabaseUrl, `${UPLOADS_FOLDER}/${name}`) };
}

/** An upload of DATA_DIR by its name, or null for a name that is not one or a file that is not there. */
export async function readUploadedImage(dataDir: string, name: string): Promise<{ name: string; bytes: Buffer; type: UploadType } | null> {
  const type = uploadedNameType(name);
  if (!type) return null;
  try {
    return { name, bytes: await readFile(path.join(uploadsDirectory(dataDir), name)), type };
  } catch {
    return null;
  }
}
