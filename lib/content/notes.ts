import { ARTICLE_TAGS } from "@/lib/data/known-articles";
import { ARTICLE_DESCRIPTION } from "@/lib/seo/description";

/**
 * Matters of taste in an article or a project's case study: what the editor may want to know, never a reason to refuse
 * the text. `npm run content:check` prints them for the files of content/ (lib/content/lint.ts), and the admin's
 * editors show them beside the form as it is typed. Plain functions of the fields, with no file access, so the
 * browser can run them.
 */

export const ARTICLE_TAG_COUNT = { min: 2, max: 5 } as const;
/** The first line of the body of a concept's case study: a fictional client is never presented as a real one. */
export const CONCEPT_STUDY_OPENING = "*This is a concept study.";
const CONCEPT_OUTCOME = /target|as designed|illustrative/i;
// What a writer leaves in a draft to fill in later (filler Latin, the to-do and to-be-decided markers, a note that the
// text stands in for another); the check finds it, the site never carries it. Each word is spelled with one letter in
// brackets, so that a search of the source for such leftovers finds the pages' text, not this rule.
const DRAFT_LEFTOVERS = /lor[e]m ipsum|\bTOD[O]\b|\bTB[D]\b|placeholde[r] text/i;

const withoutCode = (markdown: string) => markdown.replace(/```[\s\S]*?```/g, "");

/** A level-1 heading in a body: the page has its own title. */
export function headingNote(body: string): string | null {
  return /^#\s/m.test(withoutCode(body)) ? "a level-1 heading in the body: the page already has one, its title" : null;
}

/** A draft's leftovers in a content file (DRAFT_LEFTOVERS). */
export function draftLeftoverNote(text: string): string | null {
  const match = DRAFT_LEFTOVERS.exec(text);
  return match ? `left from the draft: "${match[0]}"` : null;
}

/** The notes on an article's excerpt, tags and body. */
export function articleNotes(article: { excerpt: string | null; tags: readonly string[]; content: string | null }): string[] {
  const notes: string[] = [];
  const excerpt = (article.excerpt ?? "").trim();
  const { min, max } = ARTICLE_DESCRIPTION;
  if (!excerpt) notes.push(`no excerpt: the page's meta description is made from the title (search engines show about ${min} to ${max} characters)`);
  else if (excerpt.length < min || excerpt.length > max) {
    notes.push(`an excerpt of ${excerpt.length} characters: the page's meta description is the excerpt only at ${min} to ${max} characters, so it is made from the title and the excerpt instead${excerpt.length > max ? `, cut to ${max}` : ""}`);
  }
  if (article.tags.length < ARTICLE_TAG_COUNT.min || article.tags.length > ARTICLE_TAG_COUNT.max) {
    notes.push(`${article.tags.length} tag${article.tags.length === 1 ? "" : "s"}: cards show the first 2, and ${ARTICLE_TAG_COUNT.min} to ${ARTICLE_TAG_COUNT.max} describe an article best`);
  }
  const own = article.tags.filter((tag) => !(ARTICLE_TAGS as readonly string[]).includes(tag));
  if (own.length) notes.push(`tags of its own (${own.join(", ")}): fine; the ones other articles use are listed in lib/data/known-articles.ts (ARTICLE_TAGS)`);
  const heading = headingNote(article.content ?? "");
  if (heading) notes.push(heading);
  return notes;
}

/** The notes on a project's case study: its headings and, for a fictional client, that it says it is a concept. */
export function projectNotes(project: { body: string | null; facts: { client_type?: string | null; outcomes?: readonly { label: string }[] } | null }): string[] {
  if (!project.body) return [];
  const notes: string[] = [];
  const heading = headingNote(project.body);
  if (heading) notes.push(heading);
  if (/^fictional\b/i.test(project.facts?.client_type ?? "")) {
    if (!project.body.startsWith(CONCEPT_STUDY_OPENING)) notes.push(`a fictional client's case study should open with "${CONCEPT_STUDY_OPENING}", so nobody takes it for a real client`);
    for (const outcome of project.facts?.outcomes ?? []) {
      if (!CONCEPT_OUTCOME.test(outcome.label)) notes.push(`the outcome "${outcome.label}" of a concept should say it is a target, a design figure or illustrative`);
    }
  }
  return notes;
}
