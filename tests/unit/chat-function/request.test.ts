import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseChatRequest } from "@/lib/chat/schema";
import { parseChatBody } from "@/supabase/functions/chat-with-gemini/request";

/**
 * The function cannot load zod, so it checks `{message, history?}` by hand; it must come to the site's verdict
 * (lib/chat/schema.ts) on every input: the same request, or the same message for the visitor.
 */

const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));
const text = (maxLength: number) =>
  fc.oneof(
    fc.string({ unit: codeUnit, maxLength }),
    fc.string({ unit: fc.constantFrom(" ", "\n", "\r", "\t", "\u0000", "\u2028", "\ufeff", "a", "é", "\ud83d", "\ude00"), maxLength }),
    fc.constantFrom("", " ", "a".repeat(1000), ` ${"a".repeat(1000)} `, "a".repeat(1001), "\u0000".repeat(5) + "x", "e\u0301"),
  );
const anyValue: fc.Arbitrary<unknown> = fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 2 }), fc.object({ maxDepth: 1 }));
const mostly = <T,>(likely: fc.Arbitrary<T>) => fc.oneof({ weight: 4, arbitrary: likely }, { weight: 1, arbitrary: anyValue });
const turn = mostly(fc.record({ role: mostly(fc.constantFrom("user", "bot")), text: mostly(text(2100)) }, { requiredKeys: [] }));
const body = fc.oneof(
  { weight: 8, arbitrary: fc.record({ message: mostly(text(1100)), history: mostly(fc.array(turn, { maxLength: 22 })), extra: anyValue }, { requiredKeys: [] }) },
  { weight: 1, arbitrary: anyValue },
);

const verdictOf = (parsed: ReturnType<typeof parseChatRequest> | ReturnType<typeof parseChatBody>) =>
  parsed.ok ? { ok: true, request: parsed.request } : { ok: false, message: parsed.message };

describe("the function's request check", () => {
  it("agrees with the site's schema on 3,000 generated bodies (seed 21)", () => {
    fc.assert(
      fc.property(body, (value) => {
        expect(verdictOf(parseChatBody(value))).toEqual(verdictOf(parseChatRequest(value)));
      }),
      { seed: 21, numRuns: 3000 },
    );
  });

  it("agrees on the edges: the limits, cleaning, roles and shapes", () => {
    const edges: unknown[] = [
      null,
      [],
      "hi",
      {},
      { message: 5 },
      { message: "  hi  " },
      { message: "a".repeat(1000) },
      { message: "a".repeat(1001) },
      { message: ` ${"a".repeat(1000)}\n` },
      { message: "hi", history: null },
      { message: "hi", history: {} },
      { message: "hi", history: [null] },
      { message: "hi", history: [["user", "x"]] },
      { message: "hi", history: [{ role: "user", text: "x".repeat(2000) }] },
      { message: "hi", history: [{ role: "user", text: "x".repeat(2001) }] },
      { message: "hi", history: [{ role: "user", text: "   " }, { role: "bot", text: " ok ", extra: 1 }] },
      { message: "hi", history: Array.from({ length: 20 }, () => ({ role: "bot", text: "x" })) },
      { message: "hi", history: Array.from({ length: 21 }, () => ({ role: "bot", text: "x" })) },
      { message: "", history: [{ role: "model", text: "x" }] },
      { message: "hi", history: [{ role: "model", text: "x" }] },
      JSON.parse('{"__proto__": {"message": "hi"}}'),
    ];
    for (const value of edges) expect(verdictOf(parseChatBody(value)), JSON.stringify(value)?.slice(0, 80)).toEqual(verdictOf(parseChatRequest(value)));
  });
});
