import "server-only";
import { createHash } from "node:crypto";
import type { Inquiry } from "./schema";

/**
 * The same message sent twice is one lead: a visitor whose request timed out, who pressed send twice or came back with
 * Back sends the same address and message again. Two inquiries are the same when their e-mail addresses and messages
 * are equal after normalising what a visitor does not mean to change: letter case, Unicode compatibility forms (a
 * full-width letter, a ligature) and runs of white space (a line break where a space was). A different word, a
 * number or a punctuation mark makes a different message.
 */
export const DUPLICATE_WINDOW_MS = 24 * 60 * 60 * 1000;

const normalised = (text: string) => text.normalize("NFKC").toLowerCase().replace(/\s+/gu, " ").trim();

/** The key two submissions of the same message share: sha256 of the normalised address and message, in hex. */
export function duplicateKey(inquiry: Pick<Inquiry, "email" | "message">): string {
  return createHash("sha256").update(`${normalised(inquiry.email)}\n${normalised(inquiry.message)}`).digest("hex");
}
