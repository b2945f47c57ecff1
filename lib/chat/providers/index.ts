import "server-only";
import { geminiProvider } from "./gemini";
import { localProvider } from "./local";
import { supabaseFunctionProvider } from "./supabase-function";
import type { ChatProvider } from "./types";

/** CHAT_PROVIDER picks the assistant: local (default), gemini or supabase. */
export function chatProvider(env: Record<string, string | undefined> = process.env): ChatProvider {
  const choice = env.CHAT_PROVIDER?.trim().toLowerCase() || "local";
  if (choice === "gemini") return geminiProvider;
  if (choice === "supabase") return supabaseFunctionProvider;
  if (choice !== "local") console.warn(`[chat] unknown CHAT_PROVIDER "${choice}", using the local assistant`);
  return localProvider;
}
