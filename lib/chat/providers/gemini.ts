import "server-only";
import { ApiError, GoogleGenAI, type GenerateContentConfig } from "@google/genai";
import { serverEnvironment } from "@/config/server-env";
import { askGemini, GEMINI_TIMED_OUT, geminiGenerationFor, lostToThinking, type GeminiAnswer } from "../gemini-generation";
import { groundingFor, systemInstruction, toContents } from "../gemini-request";
import { causeOfGeminiAnswer } from "../failure-cause";
import { ASSISTANT_IDENTITY, CHAT_LIMITS } from "../texts";
import { isTimeout, type ChatProvider } from "./types";

/** Gemini through @google/genai, with the key and model from the server's environment (GEMINI_BASE_URL points it elsewhere, e.g. at a test server). */
export const geminiProvider: ChatProvider = {
  name: "gemini",
  async reply(request, context) {
    const chat = serverEnvironment().chat;
    const apiKey = chat.provider === "gemini" ? chat.apiKey : null;
    if (!apiKey || chat.provider !== "gemini") return { kind: "failed", cause: "not-configured", detail: "CHAT_PROVIDER=gemini needs GEMINI_API_KEY" };
    const baseUrl = chat.baseUrl;
    const ai = new GoogleGenAI({ apiKey, httpOptions: { timeout: chat.timeoutMs, ...(baseUrl ? { baseUrl } : {}) } });
    const contents = toContents(request, CHAT_LIMITS.historySent);
    const instruction = systemInstruction(groundingFor(context.index, request), ASSISTANT_IDENTITY);
    // CHAT_TIMEOUT_MS bounds the whole reply, a retry included.
    const deadline = AbortSignal.timeout(chat.timeoutMs);
    const abortSignal = context.signal ? AbortSignal.any([context.signal, deadline]) : deadline;

    const redact = (text: string) => text.split(apiKey).join("[key]");
    const answer = await askGemini(
      geminiGenerationFor(chat.model),
      async (generation): Promise<GeminiAnswer> => {
        try {
          const response = await ai.models.generateContent({
            model: chat.model,
            contents,
            // The thinking level is one of the SDK's ThinkingLevel values, spelt as the API spells them.
            config: { systemInstruction: instruction, ...(generation as GenerateContentConfig), abortSignal },
          });
          const text = response.text?.trim();
          if (text) return { kind: "reply", text };
          const candidate = response.candidates?.[0];
          return { kind: "empty", detail: `no text (finish reason ${candidate?.finishReason ?? "none"})`, lostToThinking: lostToThinking(candidate) };
        } catch (error) {
          if (error instanceof ApiError) return { kind: "failed", status: error.status, detail: `Gemini answered HTTP ${error.status}: ${redact(error.message).slice(0, 200)}` };
          if (isTimeout(error)) return { kind: "unreachable", timedOut: true, detail: GEMINI_TIMED_OUT };
          return { kind: "unreachable", detail: redact(error instanceof Error ? error.message : String(error)) };
        }
      },
      (message) => console.warn(`[chat] ${message}`),
    );
    return answer.kind === "reply" ? answer : { kind: answer.kind, cause: causeOfGeminiAnswer(answer), detail: answer.detail };
  },
};
