import "server-only";
import { revalidateTag, updateTag } from "next/cache";
import { resetContentSource } from "./index";
import { requestRebuild } from "./rebuild";

/**
 * After an edit in the admin area (a server action): the saved item's tags expire at once, so the editor's next
 * page view, and every visitor's, reads the new content. On Vercel a rebuild follows (lib/content/rebuild.ts).
 */
export function expireContentTags(tags: string[]): void {
  resetContentSource();
  for (const tag of tags) updateTag(tag);
  requestRebuild("an admin save");
}

/**
 * After an edit made elsewhere (a database webhook or an editor calling POST /api/revalidate/): the pages showing what
 * changed expire at once, and are rendered again on their next request.
 */
export function revalidateContent(tags: string[]): void {
  resetContentSource();
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  requestRebuild("POST /api/revalidate/");
}
