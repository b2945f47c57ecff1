import { ALT_MAX } from "@/lib/admin/content-rules";
import { type AltRefusal, type FileRefusal, FORM_REFUSAL_MESSAGES, type FormRefusal, normalizeAlt, refusalMessage, uploadedNameType } from "./upload-rules";

/**
 * What the admin's Images page shows after its form was posted without JavaScript: the upload route sends it back
 * with the outcome in the query (lib/images/upload-http.ts). Only known codes and a content-addressed name are read,
 * so no one can make the page say something of their own choosing.
 */
export type UploadPageState = {
  /** The name of the image just uploaded. */
  uploaded: string | null;
  /** The alt text typed (kept after a refusal) or kept with the upload. */
  alt: string;
  fileError: string | null;
  altError: string | null;
  formError: string | null;
};

const FILE_REFUSALS: FileRefusal[] = ["noFile", "empty", "tooLarge", "svg", "gif", "heic", "unknown"];
const ALT_REFUSALS: AltRefusal[] = ["altMissing", "altTooLong"];

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";
const known = <T extends string>(codes: readonly T[], value: string): T | null => (codes.includes(value as T) ? (value as T) : null);

export function readUploadPageQuery(query: Record<string, string | string[] | undefined>): UploadPageState {
  const name = one(query.uploaded);
  const file = known(FILE_REFUSALS, one(query.file));
  const alt = known(ALT_REFUSALS, one(query.alt_error));
  const form = known(Object.keys(FORM_REFUSAL_MESSAGES) as FormRefusal[], one(query.error));
  return {
    uploaded: uploadedNameType(name) ? name : null,
    alt: normalizeAlt(one(query.alt)).slice(0, ALT_MAX * 2),
    fileError: file ? refusalMessage(file) : null,
    altError: alt ? refusalMessage(alt) : null,
    formError: form ? FORM_REFUSAL_MESSAGES[form] : null,
  };
}
