import { SITE_IMAGE_MAX_BYTES } from "./site-images.mjs";
import { formatBytes, type UploadFieldErrors } from "./upload-rules";


/** What every upload input says it takes. */
export const UPLOAD_HINT = `JPEG, PNG, WebP or AVIF, at most ${formatBytes(SITE_IMAGE_MAX_BYTES)}. SVG is not accepted.`;

/** What the upload route (lib/images/upload-http.ts) answers the editors' script. */
export type UploadAnswer = { ok: true; src: string; alt: string; name: string } | { ok: false; message: string; fieldErrors?: UploadFieldErrors };

/** A refusal that concerns no one field; its code goes back to the Images page after a post without JavaScript. */
export type FormRefusal = "unreadable" | "rate" | "storage" | "forbidden";

export const FORM_REFUSAL_MESSAGES: Record<FormRefusal, string> = {
  unreadable: "The form could not be read. Choose the image again and upload it.",
  rate: "That is many uploads in a short time. Wait a few minutes, then upload again.",
  storage: "The image could not be kept just now; nothing was saved. Try again in a minute.",
  forbidden: "Storage refused the upload: your account may not add images.",
};

export const NOT_UPLOADED = "The image was not uploaded.";
