import "server-only";
import { revalidatePath } from "next/cache";
import { resetContentSource } from "./index";

/**
 * After a content edit: the in-process content is dropped and every page under the root layout is revalidated
 * (posts and projects appear on lists, teasers, the footer, the sitemap and the feed, not only on their own page).
 */
export function revalidateContent(): void {
  resetContentSource();
  revalidatePath("/", "layout");
}
