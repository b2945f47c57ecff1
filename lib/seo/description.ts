import { site } from "@/config/site";

/** Meta description rules (docs/product.md, "Search metadata"). */
export const REGIONAL_DESCRIPTION = { min: 120, max: 160, generatedCap: 155, cutTo: 152 } as const;
export const ARTICLE_DESCRIPTION = { min: 120, max: 155 } as const;
const CONSULTATION = " Contact us for a free consultation today!";

/** Regional pages: the stored description at 120–160 characters; otherwise a generated one, lengthened or cut into bounds. */
export function regionalDescription(stored: string, fallback: string): string {
  const text = stored.trim();
  if (text.length >= REGIONAL_DESCRIPTION.min && text.length <= REGIONAL_DESCRIPTION.max) return text;
  let generated = (text || fallback).trim();
  if (generated.length < REGIONAL_DESCRIPTION.min) generated += CONSULTATION;
  if (generated.length > REGIONAL_DESCRIPTION.generatedCap) generated = `${generated.slice(0, REGIONAL_DESCRIPTION.cutTo).trimEnd()}...`;
  return generated;
}

/** Articles: the excerpt at 120–155 characters inclusive; otherwise one generated from the title and the excerpt. */
export function articleDescription(title: string, excerpt: string | null | undefined): string {
  const text = (excerpt ?? "").trim();
  if (text.length >= ARTICLE_DESCRIPTION.min && text.length <= ARTICLE_DESCRIPTION.max) return text;
  let generated = text ? `${title}: ${text}` : `${title}. Practical guidance from ${site.brand} on web design, AI automation and digital growth.`;
  if (generated.length > ARTICLE_DESCRIPTION.max) generated = `${generated.slice(0, ARTICLE_DESCRIPTION.max - 3).trimEnd()}...`;
  if (generated.length < ARTICLE_DESCRIPTION.min) generated = `${generated} Read the full guide on the ${site.brand} journal.`.slice(0, ARTICLE_DESCRIPTION.max);
  return generated;
}
