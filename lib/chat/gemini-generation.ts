/**
 * The generation settings a question is sent to Gemini with, per model, and the one retry when thinking used up the
 * answer. Gemini 2.5 models think before they answer, by default as much as they like, and the thinking tokens count
 * against `maxOutputTokens`: a reply can stop at the cap (finishReason MAX_TOKENS) holding thoughts and no text. So each
 * call names a thinking budget, and the cap is the budget plus the answer's own room.
 *
 * Budgets the Gemini API takes (ai.google.dev/gemini-api/docs/thinking): 2.5 Flash 0 (off) to 24,576; 2.5 Flash-Lite
 * 0 or 512 to 24,576, off by default; 2.5 Pro 128 to 32,768, never off. A model not listed here is sent no thinking
 * setting (a budget it does not take would be refused).
 *
 * Used by the `gemini` provider and by the `chat-with-gemini` Edge Function; self-contained, as `./gemini-request.ts`.
 */

export const ANSWER_TEMPERATURE = 0.3;
/** Room for the answer itself: the instruction asks for at most about 120 words. */
export const ANSWER_TOKENS = 600;
/** What a thinking model may spend before it answers: a little, for a short answer from given content. */
export const THINKING_BUDGET = 512;
export const PRO_MINIMUM_THINKING_BUDGET = 128;

/** `generationConfig` of a generateContent request (the REST names, which @google/genai's config takes as they are). */
export type GeminiGeneration = { temperature: number; maxOutputTokens: number; thinkingConfig?: { thinkingBudget: number } };
/** The first call's settings, and the retry's when the first answer's text was lost to thinking (none when the first already thinks the least the model allows). */
export type GeminiGenerationPlan = { first: GeminiGeneration; retry: GeminiGeneration | null };

const withBudget = (thinkingBudget: number): GeminiGeneration => ({
  temperature: ANSWER_TEMPERATURE,
  maxOutputTokens: thinkingBudget + ANSWER_TOKENS,
  thinkingConfig: { thinkingBudget },
});

/** The Gemini 2.5 text models by family, with their dated previews (gemini-2.5-flash-preview-09-2025, ...). */
const GEMINI_25_MODEL = /^gemini-2\.5-(pro|flash|flash-lite)(?:-(?:preview|exp)-[0-9-]+)?$/;

export function geminiGenerationFor(model: string): GeminiGenerationPlan {
  const family = GEMINI_25_MODEL.exec(model.trim().toLowerCase().replace(/^models\//, ""))?.[1];
  switch (family) {
    case "flash":
      return { first: withBudget(THINKING_BUDGET), retry: withBudget(0) };
    case "flash-lite":
      return { first: withBudget(0), retry: null };
    case "pro":
      return { first: withBudget(THINKING_BUDGET), retry: withBudget(PRO_MINIMUM_THINKING_BUDGET) };
    default:
      return { first: { temperature: ANSWER_TEMPERATURE, maxOutputTokens: ANSWER_TOKENS }, retry: null };
  }
}

/** What one generateContent call came to, as both callers read it. `lostToThinking`: no text, and thinking may be why. */
export type GeminiAnswer =
  | { kind: "reply"; text: string }
  | { kind: "empty"; detail: string; lostToThinking: boolean }
  | { kind: "failed"; detail: string }
  | { kind: "unreachable"; detail: string };

type AnswerCandidate = { finishReason?: unknown; content?: { role?: unknown; parts?: { thought?: unknown }[] } };

/** An answer without text that stopped at the token cap, or that holds thoughts only, may have spent its room thinking. */
export function lostToThinking(candidate: AnswerCandidate | undefined): boolean {
  return candidate?.finishReason === "MAX_TOKENS" || (candidate?.content?.parts ?? []).some((part) => part.thought === true);
}

const thinkingDescription = (generation: GeminiGeneration) =>
  generation.thinkingConfig?.thinkingBudget === 0 ? "thinking off" : `a thinking budget of ${generation.thinkingConfig?.thinkingBudget ?? "the model's default"}`;

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
