import "server-only";
import { ApiError, GoogleGenAI } from "@google/genai";
import { serverEnvironment } from "@/config/server-env";
import { GEMINI_GENERATION, groundingFor, systemInstruction, toContents } from "../gemini-request";
import { ASSISTANT_IDENTITY, CHAT_LIMITS } from "../texts";
import { isTimeout, type ChatProvider } from "./types";

/** Gemini through @google/genai, with the key and model from the server's environment (GEMINI_BASE_URL points it elsewhere, e.g. at a test server). */
export const geminiProvider: ChatProvider = {
  name: "gemini",
  async reply(request, context) {
    const chat = serverEnvironment().chat;
    const apiKey = chat.provider === "gemini" ? chat.apiKey : null;
    if (!apiKey || chat.provider !== "gemini") return { kind: "failed", detail: "CHAT_PROVIDER=gemini needs GEMINI_API_KEY" };
    const baseUrl = chat.baseUrl;
    const ai = new GoogleGenAI({ apiKey, httpOptions: { timeout: chat.timeoutMs, ...(baseUrl ? { baseUrl } : {}) } });
    try {
      const response = await ai.models.generateContent({
        model: chat.model,
        contents: toContents(request, CHAT_LIMITS.historySent),
        config: {
          systemInstruction: systemInstruction(groundingFor(context.index, request), ASSISTANT_IDENTITY),
          ...GEMINI_GENERATION,
          abortSignal: context.signal,
        },
      });
      const text = response.text?.trim();
      return text ? { kind: "reply", text } : { kind: "empty", detail: `no text (finish reason ${response.candidates?.[0]?.finishReason ?? "none"})` };
    } catch (error) {
      if (error instanceof ApiError) return { kind: "failed", detail: `Gemini answered HTTP ${error.status}: ${error.message.slice(0, 200)}` };
      if (isTimeout(error)) return { kind: "unreachable", detail: "Gemini did not answer in time" };
      return { kind: "unreachable", detail: error instanceof Error ? error.message : String(error) };
    }
  },
};
