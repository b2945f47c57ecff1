"use server";

import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { z } from "zod";
import { expiredPasswordSessionCookie, getAdminSession, requireAdmin } from "@/lib/admin/auth";
import { CONTENT_MAX, projectInputFields, type SaveResult } from "@/lib/admin/content-rules";
import { type ContentKind, saveAsAdmin } from "@/lib/admin/content-store";
import { inboxHref, parseInboxQuery, retryAllUndelivered, retryInquiry } from "@/lib/admin/inbox";
import { createAdminSupabaseClient } from "@/lib/admin/supabase-client";
import { tagsForSave } from "@/lib/content/cache-tags";
import { expireContentTags } from "@/lib/content/revalidation";
import { getInquiryStore } from "@/lib/inquiries/store";
import { Markdown } from "@/lib/markdown/render";
import { CaseStudy } from "@/components/portfolio/case-study";
import { routes } from "@/config/routes";
import { serverEnvironment } from "@/config/server-env";

/** A text field of an action's form; empty when the action was called with something other than a form. */
const text = (form: FormData, name: string, max: number) => {
  const value = form instanceof FormData ? form.get(name) : null;
  return typeof value === "string" ? value.slice(0, max) : "";
};

export async function signOutAction(): Promise<void> {
  const config = serverEnvironment().adminAuth;
  const jar = await cookies();
  if (config.mode === "supabase") {
    await createAdminSupabaseClient(config.url, config.key, jar)
      .auth.signOut({ scope: "local" })
      .catch(() => undefined);
  }
  jar.set(expiredPasswordSessionCookie());
  redirect(routes.admin.signIn);
}

const inquiryId = z.uuid();

function backTo(form: FormData, notice: string, counts?: { sent: number; failed: number }): string {
  const query = parseInboxQuery({ page: text(form, "page", 8), view: text(form, "view", 8) });
  return inboxHref({ ...query, notice, counts });
}

export async function setHandledAction(form: FormData): Promise<void> {
  await requireAdmin();
  const id = inquiryId.safeParse(text(form, "id", 64));
  const handled = text(form, "handled", 1) === "1";
  if (!id.success) redirect(backTo(form, "unknown"));
  const changed = await getInquiryStore().setHandled(id.data, handled);
  redirect(backTo(form, changed ? (handled ? "handled" : "reopened") : "unknown"));
}

export async function retryAction(form: FormData): Promise<void> {
  await requireAdmin();
  const id = inquiryId.safeParse(text(form, "id", 64));
  if (!id.success) redirect(backTo(form, "unknown"));
  const outcome = await retryInquiry(getInquiryStore(), id.data);
  redirect(backTo(form, outcome));
}

/** The banner's "Retry now": every undelivered lead forwarded again; the inbox then says how many went through. */
export async function retryAllAction(form: FormData): Promise<void> {
  await requireAdmin();
  const report = await retryAllUndelivered(getInquiryStore());
  redirect(report.forwarding === "off" ? backTo(form, "forwarding_off") : backTo(form, "retried_all", { sent: report.sent, failed: report.failed }));
}

const recordId = z.uuid().nullable();

const READ_ONLY: SaveResult = { ok: false, message: "Content is read from the files in content/ and edited there, not here." };

async function saveAs(kind: ContentKind, id: string | null, draft: unknown): Promise<SaveResult> {
  const session = await requireAdmin();
  if (session.mode !== "supabase") return READ_ONLY;
  const parsedId = recordId.safeParse(id);
  if (!parsedId.success) return { ok: false, message: `That ${kind} does not exist.` };
  const result = await saveAsAdmin(session.client, kind, parsedId.data, draft);
  if (result.ok) expireContentTags(tagsForSave(kind, [result.slug, result.previousSlug]));
  return result;
}

export async function savePostAction(id: string | null, draft: unknown): Promise<SaveResult> {
  return saveAs("post", id, draft);
}

export async function saveProjectAction(id: string | null, draft: unknown): Promise<SaveResult> {
  return saveAs("project", id, draft);
}

/** What a preview shows for markdown the pipeline cannot render. */
const markdownFailure = (error: unknown) => <p role="alert">This markdown cannot be rendered yet: {error instanceof Error ? error.message : "unknown error"}</p>;

/** The article body exactly as the article page renders it (same pipeline, JavaScript blocked). */
export async function previewAction(content: string): Promise<ReactNode> {
  if (!(await getAdminSession())) return <p>Your session has ended. Sign in again to see the preview.</p>;
  if (typeof content !== "string" || content.length > CONTENT_MAX) return <p>The article is too long to preview.</p>;
  if (!content.trim()) return <p>Content not available.</p>;
  return Markdown({ source: content }).catch(markdownFailure);
}

const caseStudyInput = projectInputFields.pick({ headline: true, body: true, facts: true, gallery: true });

/** A project's case study exactly as its page renders it (the same component and markdown pipeline). */
export async function previewCaseStudyAction(draft: unknown): Promise<ReactNode> {
  if (!(await getAdminSession())) return <p>Your session has ended. Sign in again to see the preview.</p>;
  const parsed = caseStudyInput.safeParse(draft);
  if (!parsed.success) return <p role="alert">The preview shows once the case study fields are valid: {parsed.error.issues[0]?.message}</p>;
  const { body, ...study } = parsed.data;
  if (!body) return <p>Without a case study, the page shows the fixed Project Overview, Our Approach and Key Features texts.</p>;
  // Compiled here first so that a markdown error is reported rather than thrown while rendering.
  const failure = await Markdown({ source: body }).then(() => null, markdownFailure);
  if (failure) return failure;
  return <CaseStudy project={{ id: "preview", name: "", slug: "preview", description: null, screenshot_url: null, screenshot_alt: null, project_url: null, created_at: null, published_at: null, body, ...study }} body={body} />;
}
