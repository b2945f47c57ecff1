import { publicSupabaseUrl } from "@/config/public-env.mjs";
import { z } from "zod";
import { GALLERY_SRC_REQUIRED, galleryItemSchema, postSchema, projectFactsSchema, projectSchema } from "@/lib/content/schemas";
import { checkImageUrl, isUploadedImage } from "@/lib/images/site-images.mjs";
import { EDITOR_TEXTS } from "./texts";

/**
 * The rules of content editing in the admin area, shared by the editors in the browser and the server's store
 * (lib/admin/content-store.ts). Input is validated by the site's own schemas (the fields of Post and Project), with
 * the database's bounds on top.
 */

export const TITLE_MAX = 300;
export const NAME_MAX = 200;
export const EXCERPT_MAX = 500;
export const CONTENT_MAX = 100_000;
export const TAGS_MAX = 8;
export const TAG_MAX = 40;
export const URL_MAX = 2048;
export const HEADLINE_MAX = 200;
export const FACT_MAX = 200;
export const FACT_ITEMS_MAX = 12;
export const GALLERY_MAX = 12;
export const ALT_MAX = 300;

export type Publication = "draft" | "published" | "scheduled";

/** Where a post or project stands: no date is a draft, a future date is scheduled. */
export function publicationOf(publishedAt: string | null, now = Date.now()): Publication {
  if (!publishedAt) return "draft";
  return Date.parse(publishedAt) > now ? "scheduled" : "published";
}

/**
 * A cover or screenshot: only an address the public pages can show (lib/images/site-images.mjs), a path on this site
 * or an image in the Supabase bucket site-images; any other host is refused by the Content-Security-Policy and
 * next/image. Empty means none.
 */
const imageUrl = z
  .string()
  .trim()
  .max(URL_MAX)
  .superRefine((value, context) => {
    if (!value) return;
    const verdict = checkImageUrl(value, publicSupabaseUrl());
    if (!verdict.ok) context.addIssue({ code: "custom", message: verdict.message });
  });

/** The alt text of a cover or screenshot: white space collapsed; empty is none. */
const imageAlt = z
  .string()
  .nullish()
  .transform((value) => (value ?? "").replace(/\s+/g, " ").trim())
  .refine((value) => value.length <= ALT_MAX, `Keep alt text within ${ALT_MAX} characters.`)
  .transform((value) => value || null);

/**
 * An uploaded image always says what it shows: a cover or screenshot the admin uploaded (lib/images/upload-rules.ts)
 * needs its alt text. Other addresses (the drawn covers, the mock-ups in public/) may go without; the page then says
 * what they are.
 */
function requireAltForUpload(image: string | null, alt: string | null, altField: string, what: string, context: z.RefinementCtx) {
  if (image && !alt && isUploadedImage(image, publicSupabaseUrl())) {
    context.addIssue({ code: "custom", path: [altField], message: `Describe the uploaded ${what} in its alt text.` });
  }
}

export const postInputSchema = postSchema
  .pick({ slug: true, title: true, excerpt: true, cover_image_url: true, cover_image_alt: true, tags: true, content: true })
  .extend({
    slug: postSchema.shape.slug.max(120),
    title: z.string().trim().min(1, EDITOR_TEXTS.titleRequired).max(TITLE_MAX),
    excerpt: postSchema.shape.excerpt.refine((value) => (value ?? "").length <= EXCERPT_MAX, `Keep the excerpt within ${EXCERPT_MAX} characters.`),
    cover_image_url: imageUrl.nullish().transform((value) => (value && value.trim() ? value.trim() : null)),
    cover_image_alt: imageAlt,
    tags: z.array(z.string().trim().min(1).max(TAG_MAX)).max(TAGS_MAX, `At most ${TAGS_MAX} tags.`).transform((tags) => [...new Set(tags)]),
    content: postSchema.shape.content.refine((value) => (value ?? "").length <= CONTENT_MAX, `Keep the article within ${CONTENT_MAX} characters.`),
    publication: z.enum(["draft", "published", "scheduled"]),
    published_at: z.string().nullish(),
  })
  .superRefine((post, context) => requireAltForUpload(post.cover_image_url, post.cover_image_alt, "cover_image_alt", "cover", context));

const fact = z.string().trim().max(FACT_MAX, `Keep each fact within ${FACT_MAX} characters.`);
const factInputSchema = projectFactsSchema.extend({
  client_type: fact.nullish().transform((value) => value || null),
  location: fact.nullish().transform((value) => value || null),
  timeline: fact.nullish().transform((value) => value || null),
  services: z.array(fact.min(1)).max(FACT_ITEMS_MAX, `At most ${FACT_ITEMS_MAX} services.`),
  stack: z.array(fact.min(1)).max(FACT_ITEMS_MAX, `At most ${FACT_ITEMS_MAX} stack items.`),
  outcomes: z.array(z.object({ value: fact.min(1, "Give each outcome a figure."), label: fact.min(1, "Give each outcome a label, saying it is a target where it is one.") })).max(6, "At most 6 outcomes."),
});

/** A case study's facts; none filled in is no facts at all. */
const factsInput = factInputSchema.nullish().transform((facts) => {
  if (!facts) return null;
  const empty = !facts.client_type && !facts.location && !facts.timeline && !facts.services.length && !facts.stack.length && !facts.outcomes.length;
  return empty ? null : facts;
});

/** A project's fields as the editor sends them, each checked on its own (the preview checks a few of them). */
export const projectInputFields = projectSchema
  .pick({ slug: true, name: true, description: true, screenshot_url: true, screenshot_alt: true, project_url: true, headline: true })
  .extend({
    slug: projectSchema.shape.slug.max(120),
    name: z.string().trim().min(1, EDITOR_TEXTS.nameRequired).max(NAME_MAX),
    screenshot_url: imageUrl.nullish().transform((value) => (value && value.trim() ? value.trim() : null)),
    screenshot_alt: imageAlt,
    project_url: z
      .string()
      .trim()
      .max(URL_MAX)
      .refine((value) => !value || (/^https?:\/\//.test(value) && projectSchema.shape.project_url.safeParse(value).success), EDITOR_TEXTS.webAddress)
      .transform((value) => value || null),
    publication: z.enum(["draft", "published", "scheduled"]),
    published_at: z.string().nullish(),
    headline: z.string().trim().max(HEADLINE_MAX, `Keep the headline within ${HEADLINE_MAX} characters.`).nullish().transform((value) => value || null),
    body: z.string().max(CONTENT_MAX, `Keep the case study within ${CONTENT_MAX} characters.`).nullish().transform((value) => (value && value.trim() ? value : null)),
    facts: factsInput,
    gallery: z.array(galleryItemSchema.extend({ src: imageUrl.pipe(z.string().min(1, GALLERY_SRC_REQUIRED)), alt: galleryItemSchema.shape.alt.max(ALT_MAX, `Keep alt text within ${ALT_MAX} characters.`) })).max(GALLERY_MAX, `At most ${GALLERY_MAX} gallery images.`).nullish().transform((value) => value ?? []),
  });

export const projectInputSchema = projectInputFields.superRefine((project, context) => requireAltForUpload(project.screenshot_url, project.screenshot_alt, "screenshot_alt", "screenshot", context));

export type PostDraft = z.input<typeof postInputSchema>;
export type ProjectDraft = z.input<typeof projectInputSchema>;
export type FieldErrors = Record<string, string>;
export type SaveResult = { ok: true; id: string; slug: string; previousSlug?: string | null } | { ok: false; message: string; fieldErrors?: FieldErrors };

function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const [first, second, third] = issue.path;
    // Facts are edited as fields of their own; a gallery image and an outcome are each one line of their field.
    const field = first === "facts" && second !== undefined ? String(second) : String(first ?? "form");
    const index = first === "gallery" ? second : first === "facts" && second === "outcomes" ? third : undefined;
    if (errors[field]) continue;
    errors[field] = field === "slug" ? EDITOR_TEXTS.slugHint : `${typeof index === "number" ? `Line ${index + 1}: ` : ""}${issue.message}`;
  }
  return errors;
}

type RowResult = { ok: true; row: Record<string, unknown> } | { ok: false; fieldErrors: FieldErrors };

/**
 * published_at for a publication choice, the same for posts and projects: a draft has none, a published item keeps a
 * past date (or gets now), a scheduled one the future time asked for.
 */
export function publishedAtFor(publication: Publication, requested: string | null | undefined, existingPublishedAt: string | null, now = Date.now()): { ok: true; publishedAt: string | null } | { ok: false; fieldErrors: FieldErrors } {
  if (publication === "draft") return { ok: true, publishedAt: null };
  if (publication === "published") {
    return { ok: true, publishedAt: existingPublishedAt && Date.parse(existingPublishedAt) <= now ? existingPublishedAt : new Date(now).toISOString() };
  }
  const when = Date.parse(requested ?? "");
  if (Number.isNaN(when)) return { ok: false, fieldErrors: { published_at: EDITOR_TEXTS.publishAtMissing } };
  if (when <= now) return { ok: false, fieldErrors: { published_at: EDITOR_TEXTS.publishAtPast } };
  return { ok: true, publishedAt: new Date(when).toISOString() };
}

/** The row to write for a post or project: the publication choice decides published_at (a published item keeps its date). */
function rowFromDraft<Fields extends { publication: Publication; published_at?: string | null }>(schema: z.ZodType<Fields>, draft: unknown, existingPublishedAt: string | null, now: number, extraColumns: Record<string, string> = {}): RowResult {
  const parsed = schema.safeParse(draft);
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
  const { publication, published_at: requested, ...fields } = parsed.data;
  const published = publishedAtFor(publication, requested, existingPublishedAt, now);
  if (!published.ok) return published;
  return { ok: true, row: { ...fields, published_at: published.publishedAt, ...extraColumns } };
}

/** A post's row also says when it was last updated. */
export const postRowFromDraft = (draft: unknown, existingPublishedAt: string | null, now = Date.now()) => rowFromDraft(postInputSchema, draft, existingPublishedAt, now, { updated_at: new Date(now).toISOString() });

export const projectRowFromDraft = (draft: unknown, existingPublishedAt: string | null, now = Date.now()) => rowFromDraft(projectInputSchema, draft, existingPublishedAt, now);

/** Tags typed as "a, b, c": trimmed, blanks dropped. */
export const parseTags = (raw: string) =>
  raw
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);

/** A slug from a title: "Hello, Cebu & Vancouver!" becomes "hello-cebu-vancouver". */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 120)
    .replace(/-+$/, "");
}

/** The value of a datetime-local input for an ISO time, in the browser's zone. */
export function toDateTimeLocal(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
