import { founder } from "../../config/founder.ts";
import { siteContact } from "../../config/site-contact.ts";
import { groupThousands } from "../text/numbers.ts";

/** What the chat shows, shared by the panel (browser) and the API (server). The error catalogue's texts (docs/product.md), to the letter. */
export const CHAT_ERROR_TEXTS = {
  /** The assistant's backend answered with an error. */
  failed: "Sorry, something went wrong.",
  /** The answer held no message. */
  empty: "Sorry, I did not understand that.",
  /** The message could not be sent or answered at all (network, time-out). */
  exception: "Sorry, I couldn't send that message.",
} as const;

export const CHAT_TYPING_TEXT = "AI is typing…";

export const CHAT_LIMITS = {
  /** Characters in one message, after trimming. */
  message: 1000,
  /** Earlier messages a request may carry. */
  historyEntries: 20,
  /** Characters in one earlier message. */
  historyText: 2000,
  /** Earlier messages the panel sends (the most recent ones). */
  historySent: 12,
  /** Request body, in bytes. */
  bodyBytes: 64 * 1024,
} as const;

export const CHAT_INPUT_MESSAGES = {
  empty: "Please type a message first.",
  tooLong: `Please keep your message under ${groupThousands(CHAT_LIMITS.message)} characters.`,
  badHistory: "The conversation could not be read. Please reload the page and start a new chat.",
  rateLimited: "You're sending messages faster than I can answer. Please wait a moment and try again.",
} as const;

/** Who the assistant is and for whom, as the Gemini instruction names them (lib/chat/gemini-request.ts). */
export const ASSISTANT_IDENTITY = { assistantName: siteContact.assistantName, brand: siteContact.brand, founderName: founder.name } as const;

/** Who the assistant says it is: always by name, always as an AI assistant. */
export const assistantIntroduction = `I'm ${siteContact.assistantName}, an AI assistant for ${siteContact.brand}.`;

export const CHAT_GREETING = `Hi! ${assistantIntroduction} Ask me about our services, how a project runs, pricing and timelines, or the places we work.`;

export const CHAT_SUGGESTIONS = ["What services do you offer?", "How much does a website cost?", "How does a project run?"] as const;

export type ChatRole = "user" | "bot";
export type ChatHistoryEntry = { role: ChatRole; text: string };
