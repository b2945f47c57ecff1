/**
 * Retrieval over the site's own content: a small BM25 index with field weights, light stemming and a few
 * synonyms. Pure and deterministic: the same question over the same documents always ranks the same way.
 */

export type SiteLink = { href: string; label: string };

export type SiteDocument = {
  id: string;
  kind: "faq" | "service" | "overview" | "process" | "about" | "region" | "article" | "project";
  title: string;
  /** What the assistant says when this document is the best match (plain text with markdown links). */
  answer: string;
  /** Text searched besides the title and the answer. */
  body?: string;
  /** Phrases that mark the document as the answer when the question contains them. */
  keywords?: string[];
  /** Proper names (a city, a region) that make this the document when the question names them. */
  names?: string[];
  links: SiteLink[];
};

export type RankedDocument = { document: SiteDocument; score: number };

const STOPWORDS = new Set(
  (
    "a an and are as at be but by can could do does did for from had has have how i if in into is it its me my of on or our " +
    "should so than that the their them then there these they this to us was we were what when where which who whom why will " +
    "with would you your yours about any some tell please want need like just also get know more much very really thing things " +
    "hi hello hey there let lets im i'm id ive"
  ).split(" "),
);

/** Query words mapped to the words the content uses. */
const SYNONYMS: Record<string, string[]> = {
  website: ["web", "site"],
  websites: ["web", "site"],
  webpage: ["web", "page"],
  ecommerce: ["commerce", "shop", "store"],
  shop: ["store", "commerce"],
  store: ["shop", "commerce"],
  chatbot: ["chat", "assistant", "bot"],
  bot: ["chatbot", "assistant"],
  cost: ["price", "pricing", "quote"],
  price: ["cost", "pricing", "quote"],
  pricing: ["price", "cost", "quote"],
  fee: ["price", "cost"],
  charge: ["price", "cost"],
  expensive: ["price", "cost"],
  long: ["timeline", "week"],
  ai: ["automation", "assistant"],
  automate: ["automation"],
  seo: ["search"],
  google: ["search", "seo"],
  redesign: ["design", "web"],
  app: ["application", "development"],
  hire: ["contact", "consultation"],
  book: ["consultation", "contact"],
  call: ["consultation", "contact"],
};

export function normalise(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/e-commerce/g, "ecommerce")
    .replace(/[’']/g, "");
}

export function stem(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(sses|shes|ches|xes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("s") && !word.endsWith("ss") && !word.endsWith("us")) return word.slice(0, -1);
  if (word.endsWith("ing") && word.length > 5) return word.slice(0, -3);
  if (word.endsWith("ed") && word.length > 4) return word.slice(0, -2);
  return word;
}

export function tokenize(text: string): string[] {
  return normalise(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word && !STOPWORDS.has(word))
    .map(stem);
}

function queryTerms(text: string): string[] {
  const words = normalise(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word && !STOPWORDS.has(word));
  const terms = new Set<string>();
  for (const word of words) {
    terms.add(stem(word));
    for (const synonym of SYNONYMS[word] ?? []) terms.add(stem(synonym));
  }
  return [...terms];
}

type IndexedDocument = { document: SiteDocument; frequencies: Map<string, number>; length: number; phrases: string[]; names: string[] };

export type SiteIndex = { documents: IndexedDocument[]; documentFrequency: Map<string, number>; averageLength: number };

const TITLE_WEIGHT = 3;
const KEYWORD_WEIGHT = 3;
const PHRASE_BONUS = 4;
const NAME_BONUS = 8;
const K1 = 1.2;
const B = 0.75;

export function buildIndex(documents: SiteDocument[]): SiteIndex {
  const indexed = documents.map((document) => {
    const tokens = [
      ...Array(TITLE_WEIGHT).fill(tokenize(document.title)).flat(),
      ...Array(KEYWORD_WEIGHT).fill(tokenize((document.keywords ?? []).join(" "))).flat(),
      ...tokenize(document.answer.replace(/\]\([^)]*\)/g, "]")),
      ...tokenize(document.body ?? ""),
    ];
    const frequencies = new Map<string, number>();
    for (const token of tokens) frequencies.set(token, (frequencies.get(token) ?? 0) + 1);
    const phrases = (document.keywords ?? []).map((keyword) => normalise(keyword).trim()).filter((keyword) => keyword.length > 2);
    const names = (document.names ?? []).map((name) => normalise(name).trim()).filter(Boolean);
    return { document, frequencies, length: tokens.length, phrases, names };
  });
  const documentFrequency = new Map<string, number>();
  for (const entry of indexed) for (const token of entry.frequencies.keys()) documentFrequency.set(token, (documentFrequency.get(token) ?? 0) + 1);
  const averageLength = indexed.reduce((sum, entry) => sum + entry.length, 0) / Math.max(1, indexed.length);
  return { documents: indexed, documentFrequency, averageLength };
}

const containsPhrase = (text: string, phrase: string) => new RegExp(`(^|[^a-z0-9])${phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}([^a-z0-9]|$)`).test(text);

/** Documents ranked by relevance to the question, best first; ties keep the index's order. */
export function search(index: SiteIndex, question: string, limit = 5): RankedDocument[] {
  const terms = queryTerms(question);
  const text = normalise(question);
  if (terms.length === 0) return [];
  const total = index.documents.length;
  const ranked: RankedDocument[] = [];
  for (const entry of index.documents) {
    let score = 0;
    for (const term of terms) {
      const frequency = entry.frequencies.get(term);
      if (!frequency) continue;
      const df = index.documentFrequency.get(term) ?? 0;
      const idf = Math.log(1 + (total - df + 0.5) / (df + 0.5));
      score += (idf * frequency * (K1 + 1)) / (frequency + K1 * (1 - B + (B * entry.length) / index.averageLength));
    }
    for (const phrase of entry.phrases) if (containsPhrase(text, phrase)) score += PHRASE_BONUS;
    for (const name of entry.names) if (containsPhrase(text, name)) score += NAME_BONUS;
    if (score > 0) ranked.push({ document: entry.document, score });
  }
  return ranked.sort((a, b) => b.score - a.score).slice(0, limit);
}
