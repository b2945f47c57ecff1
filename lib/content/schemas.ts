import { z } from "zod";

/** A post's or project's slug: lower-case words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const timestamp = z.string().refine((value) => !Number.isNaN(Date.parse(value)), "must be an ISO date-time");
const optionalText = z
  .string()
  .nullish()
  .transform((value) => (value && value.trim() ? value : null));

export const projectSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  slug: z.string().regex(SLUG_PATTERN),
  description: optionalText,
  screenshot_url: optionalText,
  project_url: z
    .string()
    .url()
    .nullish()
    .transform((value) => value ?? null),
  created_at: timestamp.nullish().transform((value) => value ?? null),
  /** As a post's: null is unpublished, a future time is scheduled (lib/content/visibility.ts). */
  published_at: timestamp.nullish().transform((value) => value ?? null),
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
  tags: z.array(z.string()).default([]),
  published_at: z.union([z.string(), z.date()]).optional().nullable(),
  created_at: z.union([z.string(), z.date()]),
  updated_at: z.union([z.string(), z.date()]).optional().nullable(),
});
