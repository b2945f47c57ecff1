export type SearchDocument = { kind: "Article" | "Service" | "Region" | "Project"; title: string; text: string; href: string; keywords?: string[] };
export type SearchResult = SearchDocument & { score: number };

export const MAX_QUERY_LENGTH = 100;

const normalise = (text: string) => text.toLowerCase().normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
const queryTerms = (query: string) =>
  [...new Set(normalise(query.slice(0, MAX_QUERY_LENGTH)).split(/[^a-z0-9]+/).filter((term) => term.length > 1))].slice(0, 12);

/** Ranks documents for a query: every term must appear; title matches count most, then keywords, then text. */
export function searchDocuments(documents: SearchDocument[], query: string, limit = 30): SearchResult[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const results: SearchResult[] = [];
  for (const document of documents) {
    const title = normalise(document.title);
    const keywords = normalise((document.keywords ?? []).join(" "));
    const text = normalise(document.text);
    let score = 0;
    let matchedAll = true;
    for (const term of terms) {
      const inTitle = title.includes(term) ? 5 : 0;
      const inKeywords = keywords.includes(term) ? 3 : 0;
      const inText = text.includes(term) ? 1 : 0;
      if (!inTitle && !inKeywords && !inText) {
        matchedAll = false;
        break;
      }
      score += inTitle + inKeywords + inText;
    }
    if (matchedAll) results.push({ ...document, score });
  }
  return results.sort((a, b) => b.score - a.score || a.title.localeCompare(b.title)).slice(0, limit);
}
