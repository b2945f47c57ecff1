import "server-only";
import type { ChatDecision } from "@/config/env";
import { serverEnvironment } from "@/config/server-env";
import { geminiProvider } from "./gemini";
import { localProvider } from "./local";
import { supabaseFunctionProvider } from "./supabase-function";
import type { ChatProvider } from "./types";

/** CHAT_PROVIDER picks the assistant: local (default), gemini or supabase (config/env.ts decides; an unknown value fails the build and the start). */
export function chatProvider(decision: ChatDecision = serverEnvironment().chat): ChatProvider {
  const { provider } = decision;
  if (provider === "gemini") return geminiProvider;
  if (provider === "supabase") return supabaseFunctionProvider;
  return localProvider;
}
