import "server-only";
import { serverEnvironment } from "@/config/server-env";
import { FilesContentSource } from "@/lib/content/files-source";
import type { AdminSession } from "./auth";
import { listPostsForAdmin, listProjectsForAdmin, type PostListItem } from "./content-store";

/** What the admin's content pages list: editable rows from Supabase, or the files in content/ read-only. */
export type ContentListing<T> = { editable: boolean; items: T[] } | { editable: boolean; error: string };

function filesSource(): FilesContentSource {
  const decision = serverEnvironment().content;
  return new FilesContentSource(decision.source === "files" && decision.dir ? decision.dir : undefined);
}

/** A list for the admin's content pages: editable in Supabase mode; a list that could not be read says why. */
async function listing<T>(session: AdminSession, read: () => Promise<T[]>): Promise<ContentListing<T>> {
  const editable = session.mode === "supabase";
  try {
    return { editable, items: await read() };
  } catch (error) {
    return { editable, error: error instanceof Error ? error.message : "The content could not be read." };
  }
}

export const adminPostListing = (session: AdminSession) => listing<PostListItem>(session, () => (session.mode === "supabase" ? listPostsForAdmin(session.client) : filesSource().allPosts()));

export const adminProjectListing = (session: AdminSession) => listing(session, () => (session.mode === "supabase" ? listProjectsForAdmin(session.client) : filesSource().allProjects()));
