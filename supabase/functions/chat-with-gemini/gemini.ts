/**
 * Gemini's REST generateContent over plain fetch (no SDK in the function). Outcomes follow the site's `gemini` provider
 * (lib/chat/providers/gemini.ts): an HTTP error is `failed`, an answer without text is `empty`, no answer in time or
 * no connection is `unreachable`.
 */
import { GEMINI_TIMED_OUT, lostToThinking, type GeminiAnswer, type GeminiGeneration } from "../../../lib/chat/gemini-generation.ts";
import type { GeminiContent } from "../../../lib/chat/gemini-request.ts";

export const GEMINI_API_BASE_URL = "https://generativelanguage.googleapis.com";

export type GeminiCall = {
  fetch: typeof fetch;
  apiKey: string;
  model: string;
  /** GEMINI_BASE_URL, else Google's API. */
  baseUrl?: string;
  systemInstruction: string;
  contents: GeminiContent[];
  generationConfig: GeminiGeneration;
  /** Aborts the call when the time-out passes. */
  signal: AbortSignal;
};

type GenerateContentAnswer = {
  candidates?: { content?: { parts?: { text?: unknown; thought?: unknown }[] }; finishReason?: unknown }[];
  promptFeedback?: { blockReason?: unknown };
};

function isAbort(error: unknown, signal: AbortSignal): boolean {
  return signal.aborted || (error instanceof Error && (error.name === "AbortError" || error.name === "TimeoutError"));
}

/** The reply's text as the SDK's `response.text` reads it: the first candidate's text parts, thoughts left out. */
function replyText(answer: GenerateContentAnswer): string {
  const parts = answer.candidates?.[0]?.content?.parts ?? [];
  return parts
    .filter((part) => typeof part.text === "string" && part.thought !== true)
    .map((part) => part.text as string)
    .join("")
    .trim();
}

export async function generateContent(call: GeminiCall): Promise<GeminiAnswer> {
  const base = (call.baseUrl?.trim() || GEMINI_API_BASE_URL).replace(/\/+$/, "");
  const redact = (text: string) => (call.apiKey ? text.split(call.apiKey).join("[key]") : text).slice(0, 200);
  let response: Response;
  let raw: string;
  try {
    response = await call.fetch(`${base}/v1beta/models/${encodeURIComponent(call.model)}:generateContent`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "x-goog-api-key": call.apiKey },
      body: JSON.stringify({
        contents: call.contents,
        systemInstruction: { role: "user", parts: [{ text: call.systemInstruction }] },
        generationConfig: call.generationConfig,
      }),
      signal: call.signal,
    });
    raw = await response.text();
  } catch (error) {
    if (isAbort(error, call.signal)) return { kind: "unreachable", timedOut: true, detail: GEMINI_TIMED_OUT };
    return { kind: "unreachable", detail: redact(error instanceof Error ? error.message : String(error)) };
  }
  if (!response.ok) {
    let message = raw;
    try {
      message = String((JSON.parse(raw) as { error?: { message?: unknown } }).error?.message ?? raw);
    } catch {
      // Not JSON: the raw text, shortened, is the detail.
    }
    return { kind: "failed", status: response.status, detail: `Gemini answered HTTP ${response.status}: ${redact(message)}` };
  }
  let answer: GenerateContentAnswer;
  try {
    answer = JSON.parse(raw) as GenerateContentAnswer;
  } catch {
    return { kind: "failed", detail: "Gemini's answer was not JSON" };
  }
  const text = answer && typeof answer === "object" ? replyText(answer) : "";
  if (text) return { kind: "reply", text };
  const candidate = answer?.candidates?.[0];
  const reason = answer?.promptFeedback?.blockReason ?? candidate?.finishReason ?? "none";
  return { kind: "empty", detail: `no text (finish reason ${String(reason)})`, lostToThinking: lostToThinking(candidate) };
}
