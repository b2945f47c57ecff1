/**
 * The generation settings a question is sent to Gemini with, per model family, and the one retry when thinking used up
 * the answer. Gemini's text models think before they answer, and the thinking tokens count against `maxOutputTokens`: a
 * reply can stop at the cap (finishReason MAX_TOKENS) holding thoughts and no text. So each call bounds the thinking
 * and makes the cap the thinking's room plus the answer's own.
 *
 * One rule, by the family a model's name gives (ai.google.dev/gemini-api/docs/thinking):
 * - Gemini 2.5 takes a thinking budget in tokens: Flash 0 (off) to 24,576; Flash-Lite 0 or 512 to 24,576, off by
 *   default; Pro 128 to 32,768, never off. The cap is the budget plus the answer's room; the retry thinks less.
 * - Gemini 3 and later take a thinking level instead (a budget is refused beside it), and ignore or refuse a custom
 *   temperature, so neither is sent. Each family gets the lowest level all its models take: `MINIMAL` for Flash-Lite,
 *   `LOW` for Flash and Pro (3.8 Flash and the Pro models take no `MINIMAL`). A level bounds no number of tokens, so the
 *   cap leaves a room for thinking, and the retry, at the same level, a larger one.
 * - The `-latest` aliases (`gemini-flash-lite-latest`, `gemini-flash-latest`, `gemini-pro-latest`) name a family and no
 *   generation: Google points them at its newest stable models, today Gemini 3, so they are asked as Gemini 3. So is a
 *   newer generation this rule has not seen (`gemini-4-flash`).
 * - Anything else (Gemini 2.0 and older, image, speech and live models, other names) is sent no thinking setting, as a
 *   setting it does not take would be refused.
 *
 * Used by the `gemini` provider and by the `chat-with-gemini` Edge Function; self-contained, as `./gemini-request.ts`.
 */

/** The detail logged, and kept as the incident's cause, when Gemini gives no answer in time. */
export const GEMINI_TIMED_OUT = "Gemini did not answer in time";

export const ANSWER_TEMPERATURE = 0.3;
/** Room for the answer itself: the instruction asks for at most about 120 words. */
export const ANSWER_TOKENS = 600;
/** What a Gemini 2.5 model may spend before it answers: a little, for a short answer from given content. */
export const THINKING_BUDGET = 512;
export const PRO_MINIMUM_THINKING_BUDGET = 128;
/** The room a Gemini 3 model's thinking gets above the answer's at its level, and on the retry. */
export const THINKING_ROOM = 1024;
export const RETRY_THINKING_ROOM = 4096;

/** Gemini 3's levels, as the API spells them; only the lowest ones are used here. */
export type ThinkingLevel = "MINIMAL" | "LOW";
/** `generationConfig` of a generateContent request (the REST names, which @google/genai's config takes as they are). */
export type GeminiGeneration = {
  temperature?: number;
  maxOutputTokens: number;
  thinkingConfig?: { thinkingBudget: number } | { thinkingLevel: ThinkingLevel };
};
/** The first call's settings, and the retry's when the first answer's text was lost to thinking (none when the first already thinks the least the model allows). */
export type GeminiGenerationPlan = { first: GeminiGeneration; retry: GeminiGeneration | null };

type Tier = "pro" | "flash" | "flash-lite";
/** How a model is asked to think: by budget (2.5), by level (3 and later, and the aliases), or not at all. */
type ModelFamily = { thinking: "budget" | "level"; tier: Tier } | { thinking: "none" };

/**
 * gemini-<version>-<tier> with an optional release suffix (-preview, -preview-09-2025, -exp-03-25, -001, -latest), or
 * gemini-<tier>-latest. Image, speech, live and other variants end otherwise and match nothing.
 */
const VERSIONED_MODEL = /^gemini-(\d+)(?:\.(\d+))?-(pro|flash-lite|flash)(?:-(?:preview|exp|latest)(?:-[0-9-]+)?|-\d{3})?$/;
const ALIAS = /^gemini-(pro|flash-lite|flash)-latest$/;

function modelFamily(model: string): ModelFamily {
  const name = model.trim().toLowerCase().replace(/^models\//, "");
  const alias = ALIAS.exec(name);
  if (alias) return { thinking: "level", tier: alias[1] as Tier };
  const versioned = VERSIONED_MODEL.exec(name);
  if (!versioned) return { thinking: "none" };
  const [major, minor] = [Number(versioned[1]), Number(versioned[2] ?? 0)];
  const tier = versioned[3] as Tier;
  if (major >= 3) return { thinking: "level", tier };
  if (major === 2 && minor === 5) return { thinking: "budget", tier };
  return { thinking: "none" };
}

const withBudget = (thinkingBudget: number): GeminiGeneration => ({
  temperature: ANSWER_TEMPERATURE,
  maxOutputTokens: thinkingBudget + ANSWER_TOKENS,
  thinkingConfig: { thinkingBudget },
});

const atLevel = (thinkingLevel: ThinkingLevel, room: number): GeminiGeneration => ({
  maxOutputTokens: room + ANSWER_TOKENS,
  thinkingConfig: { thinkingLevel },
});

export function geminiGenerationFor(model: string): GeminiGenerationPlan {
  const family = modelFamily(model);
  if (family.thinking === "level") {
    const level: ThinkingLevel = family.tier === "flash-lite" ? "MINIMAL" : "LOW";
    return { first: atLevel(level, THINKING_ROOM), retry: atLevel(level, RETRY_THINKING_ROOM) };
  }
  if (family.thinking === "budget") {
    switch (family.tier) {
      case "flash":
        return { first: withBudget(THINKING_BUDGET), retry: withBudget(0) };
      case "flash-lite":
        return { first: withBudget(0), retry: null };
      case "pro":
        return { first: withBudget(THINKING_BUDGET), retry: withBudget(PRO_MINIMUM_THINKING_BUDGET) };
    }
  }
  return { first: { temperature: ANSWER_TEMPERATURE, maxOutputTokens: ANSWER_TOKENS }, retry: null };
}

/** What one generateContent call came to, as both callers read it. `lostToThinking`: no text, and thinking may be why. */
export type GeminiAnswer =
  | { kind: "reply"; text: string }
  | { kind: "empty"; detail: string; lostToThinking: boolean }
  /** `status`: Gemini's HTTP status, when it answered with one. */
  | { kind: "failed"; detail: string; status?: number }
  | { kind: "unreachable"; detail: string; timedOut?: boolean };

type AnswerCandidate = { finishReason?: unknown; content?: { role?: unknown; parts?: { thought?: unknown }[] } };

/** An answer without text that stopped at the token cap, or that holds thoughts only, may have spent its room thinking. */
export function lostToThinking(candidate: AnswerCandidate | undefined): boolean {
  return candidate?.finishReason === "MAX_TOKENS" || (candidate?.content?.parts ?? []).some((part) => part.thought === true);
}

function thinkingDescription(generation: GeminiGeneration): string {
  const thinking = generation.thinkingConfig;
  if (thinking && "thinkingLevel" in thinking) return `thinking level ${thinking.thinkingLevel} and room for ${generation.maxOutputTokens - ANSWER_TOKENS} thinking tokens`;
  if (thinking?.thinkingBudget === 0) return "thinking off";
  return `a thinking budget of ${thinking?.thinkingBudget ?? "the model's default"}`;
}

/**
 * Asks with the plan's first settings and, when that answer's text was lost to thinking, once more with the retry's.
 * `log` hears once why a retry that answered was needed; a retry that did not answer says so in its own detail.
 */
export async function askGemini(plan: GeminiGenerationPlan, ask: (generation: GeminiGeneration) => Promise<GeminiAnswer>, log: (message: string) => void): Promise<GeminiAnswer> {
  const first = await ask(plan.first);
  if (first.kind !== "empty" || !first.lostToThinking || !plan.retry) return first;
  const retry = `the retry with ${thinkingDescription(plan.retry)}; the first answer: ${first.detail}`;
  const second = await ask(plan.retry);
  if (second.kind === "reply") log(`Gemini answered only on ${retry}`);
  return second.kind === "reply" ? second : { ...second, detail: `${second.detail} (on ${retry})` };
}
