import { describe, expect, it } from "vitest";
import { DEFAULT_GEMINI_MODEL } from "@/config/gemini";
import { askGemini, GEMINI_TIMED_OUT, geminiGenerationFor, lostToThinking, type GeminiAnswer, type GeminiGeneration } from "@/lib/chat/gemini-generation";

/** [thinking setting, maxOutputTokens, temperature]: a budget in tokens, a level, or null for no thinkingConfig at all. */
type Settings = [thinking: number | string | null, maxOutputTokens: number, temperature: number | undefined];
function settings(generation: GeminiGeneration | null): Settings | null {
  if (!generation) return null;
  const thinking = generation.thinkingConfig;
  return [thinking ? ("thinkingLevel" in thinking ? thinking.thinkingLevel : thinking.thinkingBudget) : null, generation.maxOutputTokens, generation.temperature];
}

describe("the generation settings per Gemini model family", () => {
  it.each<[string, Settings, Settings | null]>([
    // Gemini 3 and later think by level, with no temperature: Flash-Lite at its lowest (MINIMAL), Flash and Pro at LOW,
    // the lowest every one of them takes; the cap leaves 1,024 tokens for thinking above the answer's 600, the retry
    // (same level) 4,096.
    ["gemini-3.5-flash-lite", ["MINIMAL", 1624, undefined], ["MINIMAL", 4696, undefined]],
    ["gemini-3.1-flash-lite", ["MINIMAL", 1624, undefined], ["MINIMAL", 4696, undefined]],
    ["gemini-3.1-flash-lite-preview", ["MINIMAL", 1624, undefined], ["MINIMAL", 4696, undefined]],
    ["gemini-3.8-flash", ["LOW", 1624, undefined], ["LOW", 4696, undefined]],
    ["gemini-3.6-flash", ["LOW", 1624, undefined], ["LOW", 4696, undefined]],
    ["gemini-3-flash-preview", ["LOW", 1624, undefined], ["LOW", 4696, undefined]],
    ["gemini-3.1-pro-preview", ["LOW", 1624, undefined], ["LOW", 4696, undefined]],
    ["models/gemini-3.5-flash-lite", ["MINIMAL", 1624, undefined], ["MINIMAL", 4696, undefined]],
    [" Gemini-3.8-Flash ", ["LOW", 1624, undefined], ["LOW", 4696, undefined]],
    // Unknown models by the family they name: the aliases (today Gemini 3), and a generation this rule has not seen.
    ["gemini-flash-lite-latest", ["MINIMAL", 1624, undefined], ["MINIMAL", 4696, undefined]],
    ["gemini-flash-latest", ["LOW", 1624, undefined], ["LOW", 4696, undefined]],
    ["gemini-pro-latest", ["LOW", 1624, undefined], ["LOW", 4696, undefined]],
    ["gemini-4-flash", ["LOW", 1624, undefined], ["LOW", 4696, undefined]],
    ["gemini-4.2-flash-lite-preview-03-2027", ["MINIMAL", 1624, undefined], ["MINIMAL", 4696, undefined]],
    // Gemini 2.5 thinks by budget. Flash can switch it off: a small budget first, then off.
    ["gemini-2.5-flash", [512, 1112, 0.3], [0, 600, 0.3]],
    ["gemini-2.5-flash-preview-09-2025", [512, 1112, 0.3], [0, 600, 0.3]],
    ["gemini-2.5-flash-preview-05-20", [512, 1112, 0.3], [0, 600, 0.3]],
    ["models/gemini-2.5-flash", [512, 1112, 0.3], [0, 600, 0.3]],
    // Flash-Lite: off by default, and any budget it takes is at least 512: kept off, so there is nothing lower to retry with.
    ["gemini-2.5-flash-lite", [0, 600, 0.3], null],
    ["gemini-2.5-flash-lite-preview-06-17", [0, 600, 0.3], null],
    // Pro cannot switch it off (at least 128): capped, the cap holding the budget and the answer; the retry at the minimum.
    ["gemini-2.5-pro", [512, 1112, 0.3], [128, 728, 0.3]],
    ["gemini-2.5-pro-exp-03-25", [512, 1112, 0.3], [128, 728, 0.3]],
    // Models that take no thinking setting, or name no text family: none is sent.
    ["gemini-2.0-flash", [null, 600, 0.3], null],
    ["gemini-2.0-flash-001", [null, 600, 0.3], null],
    ["gemini-1.5-pro", [null, 600, 0.3], null],
    ["gemini-2.5-flash-image", [null, 600, 0.3], null],
    ["gemini-2.5-flash-preview-tts", [null, 600, 0.3], null],
    ["gemini-3.1-flash-image", [null, 600, 0.3], null],
    ["gemini-3.1-flash-live-preview", [null, 600, 0.3], null],
    ["gemini-test-model", [null, 600, 0.3], null],
  ])("%s: first %j, retry %j", (model, first, retry) => {
    const plan = geminiGenerationFor(model);
    expect(settings(plan.first)).toEqual(first);
    expect(settings(plan.retry)).toEqual(retry);
  });

  it("always leaves the answer its 600 tokens above the thinking's room, and never sends a budget beside a level", () => {
    for (const model of ["gemini-3.5-flash-lite", "gemini-3.8-flash", "gemini-flash-latest", "gemini-2.5-flash", "gemini-2.5-flash-lite", "gemini-2.5-pro"]) {
      for (const generation of Object.values(geminiGenerationFor(model))) {
        if (!generation?.thinkingConfig) continue;
        const thinking = generation.thinkingConfig;
        expect(Object.keys(thinking)).toHaveLength(1);
        const room = "thinkingBudget" in thinking ? thinking.thinkingBudget : generation.maxOutputTokens - 600;
        expect(generation.maxOutputTokens - room).toBe(600);
        expect(room).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it("has a current default model: Gemini 3 or later, asked by level", () => {
    expect(DEFAULT_GEMINI_MODEL).toMatch(/^gemini-([3-9]|\d{2,})(\.\d+)?-/);
    expect(geminiGenerationFor(DEFAULT_GEMINI_MODEL).first.thinkingConfig).toEqual({ thinkingLevel: "MINIMAL" });
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
    ["no answer", { kind: "unreachable", detail: GEMINI_TIMED_OUT }],
  ])("asks once for %s", async (_label, first) => {
    const gemini = answering(first);
    expect(await gemini.run()).toEqual(first);
    expect(gemini.asked).toHaveLength(1);
  });

  it("retries a Gemini 3 model at the same level with more room, and says so", async () => {
    const gemini = answering(lost, { kind: "reply", text: "An answer." });
    await gemini.run(geminiGenerationFor("gemini-3.5-flash-lite"));
    expect(gemini.asked).toEqual([
      { maxOutputTokens: 1624, thinkingConfig: { thinkingLevel: "MINIMAL" } },
      { maxOutputTokens: 4696, thinkingConfig: { thinkingLevel: "MINIMAL" } },
    ]);
    expect(gemini.logged).toEqual(["Gemini answered only on the retry with thinking level MINIMAL and room for 4096 thinking tokens; the first answer: no text (finish reason MAX_TOKENS)"]);
  });

  it("asks once when the model has nothing lower to retry with", async () => {
    const gemini = answering(lost);
    expect(await gemini.run(geminiGenerationFor("gemini-2.5-flash-lite"))).toEqual(lost);
    expect(gemini.asked).toHaveLength(1);
  });
});
