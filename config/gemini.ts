/**
 * The Gemini model the assistant asks when GEMINI_MODEL names none: Gemini 3.5 Flash-Lite, a stable (GA) model with no
 * shutdown date announced, the cheapest of the current 3.5 generation, which Google names as the replacement for
 * gemini-2.5-flash, and which thinks minimally by default: right for a short answer from given content. A fixed name
 * rather than the `gemini-flash-lite-latest` alias, so that the model (its price, its answers, the thinking levels it
 * takes) changes only when the site says so; docs/deploy.md, "The chat assistant", gives the trade-off.
 */
export const DEFAULT_GEMINI_MODEL = "gemini-3.5-flash-lite";
