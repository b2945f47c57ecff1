import { describe, expect, it } from "vitest";
import { askGemini, geminiGenerationFor, lostToThinking, type GeminiAnswer, type GeminiGeneration } from "@/lib/chat/gemini-generation";

/** [thinking budget, maxOutputTokens]; no budget: no thinkingConfig at all. */
type Settings = [budget: number | null, maxOutputTokens: number];
const settings = (generation: GeminiGeneration | null): Settings | null =>
  generation && [generation.thinkingConfig ? generation.thinkingConfig.thinkingBudget : null, generation.maxOutputTokens];

describe("the generation settings per Gemini model", () => {
  it.each<[string, Settings, Settings | null]>([
    // Thinking can be switched off: a small budget first, then off.
    ["gemini-2.5-flash", [512, 1112], [0, 600]],
    ["gemini-2.5-flash-preview-09-2025", [512, 1112], [0, 600]],
    ["gemini-2.5-flash-preview-05-20", [512, 1112], [0, 600]],
    ["models/gemini-2.5-flash", [512, 1112], [0, 600]],
    [" Gemini-2.5-Flash ", [512, 1112], [0, 600]],
    // Off by default, and any budget it takes is at least 512: kept off, so there is nothing lower to retry with.
    ["gemini-2.5-flash-lite", [0, 600], null],
    ["gemini-2.5-flash-lite-preview-06-17", [0, 600], null],
    // Cannot be switched off (at least 128): capped, the cap holding the budget and the answer; the retry at the minimum.
    ["gemini-2.5-pro", [512, 1112], [128, 728]],
    ["gemini-2.5-pro-preview-06-05", [512, 1112], [128, 728]],
    ["gemini-2.5-pro-exp-03-25", [512, 1112], [128, 728]],
    // Models that do not take a thinking budget, or that this rule does not know: as before.
    ["gemini-2.0-flash", [null, 600], null],
    ["gemini-1.5-pro", [null, 600], null],
    ["gemini-2.5-flash-image", [null, 600], null],
    ["gemini-2.5-flash-preview-tts", [null, 600], null],
    ["gemini-flash-latest", [null, 600], null],
    ["gemini-3-pro-preview", [null, 600], null],
    ["gemini-test-model", [null, 600], null],
  ])("%s: first %j, retry %j", (model, first, retry) => {
    const plan = geminiGenerationFor(model);
    expect(settings(plan.first)).toEqual(first);
    expect(settings(plan.retry)).toEqual(retry);
    expect(plan.first.temperature).toBe(0.3);
  });

  it("always leaves the answer its 600 tokens above the thinking budget", () => {
    for (const model of ["gemini-2.5-flash", "gemini-2.5-flash-lite", "gemini-2.5-pro"]) {
      for (const generation of Object.values(geminiGenerationFor(model))) {
        if (generation) expect(generation.maxOutputTokens - (generation.thinkingConfig?.thinkingBudget ?? 0)).toBe(600);
      }
    }
  });
});

describe("an answer without text lost to thinking", () => {
  it.each([
    ["stopped at the cap with no parts", { finishReason: "MAX_TOKENS", content: { role: "model" } }, true],
    ["stopped at the cap with thoughts", { finishReason: "MAX_TOKENS", content: { parts: [{ text: "hm", thought: true }] } }, true],
    ["finished with thoughts only", { finishReason: "STOP", content: { parts: [{ text: "hm", thought: true }] } }, true],
    ["blocked for safety", { finishReason: "SAFETY", content: { parts: [] } }, false],
    ["stopped with nothing", { finishReason: "STOP" }, false],
    ["no candidate", undefined, false],
  ])("%s: %s", (_label, candidate, expected) => {
    expect(lostToThinking(candidate)).toBe(expected);
  });
});

describe("asking Gemini with one retry", () => {
  const lost: GeminiAnswer = { kind: "empty", detail: "no text (finish reason MAX_TOKENS)", lostToThinking: true };
  const plan = geminiGenerationFor("gemini-2.5-flash");

  function answering(...answers: GeminiAnswer[]) {
    const asked: GeminiGeneration[] = [];
    const logged: string[] = [];
    const ask = async (generation: GeminiGeneration) => {
      asked.push(generation);
      return answers[asked.length - 1] ?? { kind: "reply" as const, text: "too many calls" };
    };
    return { asked, logged, run: (usedPlan = plan) => askGemini(usedPlan, ask, (message) => void logged.push(message)) };
  }

  it("relays the retry's text and logs once why it was needed", async () => {
    const gemini = answering(lost, { kind: "reply", text: "An answer." });
    expect(await gemini.run()).toEqual({ kind: "reply", text: "An answer." });
    expect(gemini.asked).toEqual([plan.first, plan.retry]);
    expect(gemini.logged).toEqual(["Gemini answered only on the retry with thinking off; the first answer: no text (finish reason MAX_TOKENS)"]);
  });

  it("asks twice at most, and says in the detail that it retried", async () => {
    const gemini = answering(lost, lost, lost);
    const answer = await gemini.run();
    expect(answer).toMatchObject({ kind: "empty", detail: "no text (finish reason MAX_TOKENS) (on the retry with thinking off; the first answer: no text (finish reason MAX_TOKENS))" });
    expect(gemini.asked).toHaveLength(2);
    expect(gemini.logged).toEqual([]);
  });

  it("retries gemini-2.5-pro at its minimum budget", async () => {
    const gemini = answering(lost, { kind: "reply", text: "An answer." });
    await gemini.run(geminiGenerationFor("gemini-2.5-pro"));
    expect(gemini.asked.map((generation) => generation.thinkingConfig)).toEqual([{ thinkingBudget: 512 }, { thinkingBudget: 128 }]);
    expect(gemini.logged[0]).toContain("a thinking budget of 128");
  });

  it.each<[string, GeminiAnswer]>([
    ["a reply", { kind: "reply", text: "An answer." }],
    ["an answer without text for another reason", { kind: "empty", detail: "no text (finish reason SAFETY)", lostToThinking: false }],
    ["an error", { kind: "failed", detail: "Gemini answered HTTP 500" }],
    ["no answer", { kind: "unreachable", detail: "Gemini did not answer in time" }],
  ])("asks once for %s", async (_label, first) => {
    const gemini = answering(first);
    expect(await gemini.run()).toEqual(first);
    expect(gemini.asked).toHaveLength(1);
  });

  it("asks once when the model has nothing lower to retry with", async () => {
    const gemini = answering(lost);
    expect(await gemini.run(geminiGenerationFor("gemini-2.5-flash-lite"))).toEqual(lost);
    expect(gemini.asked).toHaveLength(1);
  });
});
