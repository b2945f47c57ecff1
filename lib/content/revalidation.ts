import "server-only";
import { revalidatePath, revalidateTag, updateTag } from "next/cache";
import { CONTENT_TAGS } from "./cache-tags";
import { resetContentSource } from "./index";

/**
 * After an edit in the admin area (a server action): the saved item's tags expire at once, so the editor's next
 * page view, and every visitor's, reads the new content.
 */
export function expireContentTags(tags: string[]): void {
  resetContentSource();
  for (const tag of tags) updateTag(tag);
}

/**
 * After an edit made elsewhere (a database webhook or an editor calling POST /api/revalidate): every content tag
 * expires, and every page under the root layout is revalidated.
 */
export function revalidateAllContent(): void {
  resetContentSource();
  revalidateTag(CONTENT_TAGS.all, { expire: 0 });
  revalidatePath("/", "layout");
}
