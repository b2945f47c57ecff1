/** The Gemini model the assistant asks when GEMINI_MODEL names none. */
export const DEFAULT_GEMINI_MODEL = "gemini-2.5-flash";
