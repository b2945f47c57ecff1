import "server-only";
import { serverEnvironment } from "@/config/server-env";
import { FilesContentSource } from "@/lib/content/files-source";
import type { Post, Project } from "@/lib/content/schemas";
import type { AdminSession } from "./auth";
import { listPostsForAdmin, listProjectsForAdmin, type PostListItem } from "./content-store";

/** What the admin's content pages list: editable rows from Supabase, or the files in content/ read-only. */
export type ContentListing<T> = { editable: boolean; items: T[] } | { editable: boolean; error: string };

function filesSource(): FilesContentSource {
  const decision = serverEnvironment().content;
  return new FilesContentSource(decision.source === "files" && decision.dir ? decision.dir : undefined);
}

const failure = (error: unknown) => (error instanceof Error ? error.message : "The content could not be read.");

export async function adminPostListing(session: AdminSession): Promise<ContentListing<PostListItem>> {
  const editable = session.mode === "supabase";
  try {
    const items: PostListItem[] = session.mode === "supabase" ? await listPostsForAdmin(session.client) : ((await filesSource().allPosts()) as Post[]);
    return { editable, items };
  } catch (error) {
    return { editable, error: failure(error) };
  }
}

export async function adminProjectListing(session: AdminSession): Promise<ContentListing<Project>> {
  const editable = session.mode === "supabase";
  try {
    const items = session.mode === "supabase" ? await listProjectsForAdmin(session.client) : await filesSource().allProjects();
    return { editable, items };
  } catch (error) {
    return { editable, error: failure(error) };
  }
}
