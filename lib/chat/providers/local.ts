import { site } from "@/config/site";
import { normalise, search, tokenize, type RankedDocument, type SiteIndex, type SiteLink } from "../retrieval";
import { assistantIntroduction } from "../texts";
import type { ChatProvider } from "./types";
import { routes } from "@/config/routes";

/**
 * The default assistant: no model, no key. It recognises greetings, questions about itself, thanks and
 * goodbyes, and otherwise answers with the best-matching piece of the site's own content and links to the
 * pages it drew on. When nothing matches well enough it says so and offers the contact form.
 */

const GREETING = /^(hi+|hello+|hey+|hiya|howdy|yo|good (morning|afternoon|evening|day)|greetings|kumusta|kamusta|maayong (buntag|hapon|gabii))\b/;
const IDENTITY = [
  /\bwho (are|r) (you|u)\b/,
  /\bwhat (are|r) (you|u)\b/,
  /\b(your|ur) name\b/,
  /\bare (you|u) (a |an )?(real|human|person|bot|robot|ai|machine|chatbot)\b/,
  /\b(am i|i am|im) (talking|speaking|chatting) (to|with)\b/,
  /\bintroduce yourself\b/,
];
const ABOUT_INSTRUCTIONS = /\b(system prompt|your (instructions|prompt|rules|configuration|api key|key)|ignore (all |any |the )?(previous|prior|above)|jailbreak|developer mode)\b/;
const THANKS = /^(thanks|thank you|thank u|ty|cheers|salamat|much appreciated)\b/;
const GOODBYE = /^(bye|goodbye|see you|see ya|that'?s all|thats all|no thanks)\b/;

/** Below this score a match is too weak to answer from. */
const MIN_SCORE = 2.5;
/** Other documents are linked as "related" when they score at least this share of the best one. */
const RELATED_SHARE = 0.6;

const contactLink = `[send a message through the contact form](/contact/)`;

export const LOCAL_TEXTS = {
  introduction: `${assistantIntroduction} I answer questions from this site's own pages, so I'm not a person. For a quote or anything specific to your project, ${contactLink} and ${site.founder.name.split(" ")[0]} will reply himself ${site.responseTime}.`,
  greeting: `Hi! ${assistantIntroduction} I can tell you about our services, how a project runs, pricing and timelines, and the places we work. What would you like to know?`,
  thanks: `You're welcome! If you'd like to talk it through with a person, ${contactLink} and you'll hear back ${site.responseTime}.`,
  goodbye: `Thanks for stopping by. Whenever you're ready, ${contactLink}; replies come ${site.responseTime}.`,
  instructions: `I can't share how I'm set up, but I'm happy to help with questions about our services, process, pricing approach or the places we work. For anything else, ${contactLink}.`,
  noMatch: `I'm not sure about that one. I'm an AI assistant and only know what's on this site: our services, process, pricing approach, regions and articles. For anything else, ${contactLink} and ${site.founder.name.split(" ")[0]} will reply ${site.responseTime}.`,
} as const;

function formatLinks(links: SiteLink[]): string {
  return links.map((link) => `[${link.label}](${link.href})`).join(" · ");
}

/** The link of a related document that fits the question best: one whose words the question uses, else its first. */
function relatedLink(links: SiteLink[], question: string): SiteLink | undefined {
  const words = new Set(tokenize(question));
  return links.find((link) => tokenize(`${link.label} ${link.href.replace(/[/#?=-]+/g, " ")}`).some((word) => words.has(word))) ?? links[0];
}

function answerFrom(ranked: RankedDocument[], question: string): string {
  const [best, ...others] = ranked;
  const links: SiteLink[] = [...best.document.links];
  for (const other of others) {
    if (other.score < best.score * RELATED_SHARE || links.length >= 4) break;
    const link = relatedLink(other.document.links, question);
    if (link && !links.some((existing) => existing.href === link.href)) links.push(link);
  }
  if (!links.some((link) => link.href.startsWith(routes.contact))) links.push({ href: routes.contact, label: "Contact form" });
  return `${best.document.answer}\n\n${formatLinks(links)}`;
}

export function localReply(index: SiteIndex, message: string): string {
  const text = normalise(message).trim();
  if (ABOUT_INSTRUCTIONS.test(text)) return LOCAL_TEXTS.instructions;
  if (IDENTITY.some((pattern) => pattern.test(text))) return LOCAL_TEXTS.introduction;

  const withoutGreeting = text.replace(GREETING, "").replace(/^[\s,.!?-]+/, "");
  const greeted = withoutGreeting !== text;
  if (THANKS.test(text) && text.split(/\s+/).length <= 6) return LOCAL_TEXTS.thanks;
  if (GOODBYE.test(text) && text.split(/\s+/).length <= 6) return LOCAL_TEXTS.goodbye;
  if (greeted && !/[a-z0-9]{3,}/.test(withoutGreeting.replace(/\b(there|tala|all|everyone|again)\b/g, ""))) return LOCAL_TEXTS.greeting;

  const ranked = search(index, withoutGreeting || text);
  if (ranked.length === 0 || ranked[0].score < MIN_SCORE) return greeted ? `Hi! ${LOCAL_TEXTS.noMatch}` : LOCAL_TEXTS.noMatch;
  const answer = answerFrom(ranked, withoutGreeting || text);
  return greeted ? `Hi! ${assistantIntroduction} ${answer}` : answer;
}

export const localProvider: ChatProvider = {
  name: "local",
  async reply(request, context) {
    return { kind: "reply", text: localReply(context.index, request.message) };
  },
};
