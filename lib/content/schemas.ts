import { z } from "zod";

/** A post's or project's slug: lower-case words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const timestamp = z.string().refine((value) => !Number.isNaN(Date.parse(value)), "must be an ISO date-time");
const optionalText = z
  .string()
  .nullish()
  .transform((value) => (value && value.trim() ? value : null));

export const GALLERY_SRC_REQUIRED = "Each gallery image needs a src.";
export const GALLERY_ALT_REQUIRED = "Each gallery image needs alt text describing it.";

/** One picture of a case study's gallery: an image the site can show, and the text a screen reader says for it. */
export const galleryItemSchema = z.object({
  src: z.string({ error: GALLERY_SRC_REQUIRED }).trim().min(1, GALLERY_SRC_REQUIRED),
  alt: z.string({ error: GALLERY_ALT_REQUIRED }).trim().min(1, GALLERY_ALT_REQUIRED),
});
export type GalleryItem = z.infer<typeof galleryItemSchema>;

/** A list of short texts, trimmed, blank items dropped. */
const textList = z
  .array(z.string())
  .nullish()
  .transform((value) => (value ?? []).map((item) => item.trim()).filter(Boolean));

/** The facts beside a case study. Outcomes of a concept are targets or projections, and their labels say so. */
export const projectFactsSchema = z.object({
  client_type: optionalText,
  location: optionalText,
  services: textList,
  stack: textList,
  timeline: optionalText,
  outcomes: z
    .array(z.object({ label: z.string().trim().min(1), value: z.string().trim().min(1) }))
    .nullish()
    .transform((value) => value ?? []),
});
export type ProjectFacts = z.infer<typeof projectFactsSchema>;

export const projectSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  slug: z.string().regex(SLUG_PATTERN),
  description: optionalText,
  screenshot_url: optionalText,
  /** What the screenshot shows, for screen readers; without it the site says "{name} home screen mock-up". */
  screenshot_alt: optionalText,
  project_url: z
    .string()
    .url()
    .nullish()
    .transform((value) => value ?? null),
  created_at: timestamp.nullish().transform((value) => value ?? null),
  /** As a post's: null is unpublished, a future time is scheduled (lib/content/visibility.ts). */
  published_at: timestamp.nullish().transform((value) => value ?? null),
  /** The case study's own title; with a body, the page's title. */
  headline: optionalText,
  /** The case study in markdown, rendered like an article; without it the page shows the fixed texts (docs/product.md). */
  body: optionalText,
  facts: projectFactsSchema.nullish().transform((value) => value ?? null),
  gallery: z
    .array(galleryItemSchema)
    .nullish()
    .transform((value) => value ?? []),
});
export type Project = z.infer<typeof projectSchema>;

export const postSummarySchema = z.object({
  id: z.string().min(1),
  slug: z.string().regex(SLUG_PATTERN),
  title: z.string().min(1),
  excerpt: optionalText,
  cover_image_url: optionalText,
  tags: z
    .array(z.string())
    .nullish()
    .transform((value) => value ?? []),
  published_at: timestamp.nullish().transform((value) => value ?? null),
});
export type PostSummary = z.infer<typeof postSummarySchema>;

export const postSchema = postSummarySchema.extend({
  /** What the cover shows, for screen readers; without it the site says "Cover illustration for “{title}”". */
  cover_image_alt: optionalText,
  content: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  created_at: timestamp,
  updated_at: timestamp.nullish().transform((value) => value ?? null),
});
export type Post = z.infer<typeof postSchema>;

/** Frontmatter of a file in content/blog/ (the slug is the file name). */
export const postFrontmatterSchema = z.object({
  title: z.string().min(1),
  excerpt: z.string().optional(),
  cover_image_url: z.string().optional(),
  cover_image_alt: z.string().optional(),
  tags: z.array(z.string()).default([]),
  published_at: z.union([z.string(), z.date()]).optional().nullable(),
  created_at: z.union([z.string(), z.date()]),
  updated_at: z.union([z.string(), z.date()]).optional().nullable(),
});

/**
 * Front matter of a case study file, content/projects/{name}.md beside {name}.json (the markdown below it is the body).
 * Unknown keys are refused, so a misspelt fact is an error rather than a silent omission.
 */
export const caseStudyFrontmatterSchema = z
  .object({
    headline: z.string().optional(),
    facts: projectFactsSchema.optional(),
    gallery: z.array(galleryItemSchema).optional(),
  })
  .strict();
