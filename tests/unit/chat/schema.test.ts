import { describe, expect, it } from "vitest";
import { parseChatRequest } from "@/lib/chat/schema";
import { CHAT_INPUT_MESSAGES } from "@/lib/chat/texts";

const refused = (message: string) => ({ ok: false, message });
const accepted = (message: string, history: { role: "user" | "bot"; text: string }[] = []) => ({ ok: true, request: { message, history } });

describe("the chat's request check (the site's endpoint and the Edge Function alike)", () => {
  it("needs an object with a message of text", () => {
    for (const body of [null, [], "hi", {}, { message: 5 }, { message: "" }, { message: " \n\t " }]) {
      expect(parseChatRequest(body), JSON.stringify(body)).toEqual(refused(CHAT_INPUT_MESSAGES.empty));
    }
    // An inherited message is not the body's own field.
    expect(parseChatRequest(JSON.parse('{"__proto__": {"message": "hi"}}'))).toEqual(refused(CHAT_INPUT_MESSAGES.empty));
  });

  it("cleans the message, then holds it to 1,000 characters", () => {
    expect(parseChatRequest({ message: "  hi\r\nthere\u0000  " })).toEqual(accepted("hi\nthere"));
    expect(parseChatRequest({ message: "a".repeat(1000) })).toEqual(accepted("a".repeat(1000)));
    expect(parseChatRequest({ message: ` ${"a".repeat(1000)}\n` })).toEqual(accepted("a".repeat(1000)));
    expect(parseChatRequest({ message: "a".repeat(1001) })).toEqual(refused(CHAT_INPUT_MESSAGES.tooLong));
  });

  it("takes a history of at most 20 turns of a known role and at most 2,000 characters, cleaned, blank turns dropped", () => {
    expect(parseChatRequest({ message: "hi", history: [{ role: "user", text: "   " }, { role: "bot", text: " ok ", extra: 1 }] })).toEqual(
      accepted("hi", [{ role: "bot", text: "ok" }]),
    );
    expect(parseChatRequest({ message: "hi", history: [{ role: "user", text: "x".repeat(2000) }] })).toEqual(accepted("hi", [{ role: "user", text: "x".repeat(2000) }]));
    const twenty = Array.from({ length: 20 }, () => ({ role: "bot" as const, text: "x" }));
    expect(parseChatRequest({ message: "hi", history: twenty })).toEqual(accepted("hi", twenty));
    const unreadable = [
      null,
      {},
      [null],
      [["user", "x"]],
      [{ role: "model", text: "x" }],
      [{ role: "user", text: 5 }],
      [{ role: "user", text: "x".repeat(2001) }],
      [...twenty, { role: "bot", text: "x" }],
    ];
    for (const history of unreadable) expect(parseChatRequest({ message: "hi", history }), JSON.stringify(history).slice(0, 60)).toEqual(refused(CHAT_INPUT_MESSAGES.badHistory));
  });

  it("judges the message before the history", () => {
    expect(parseChatRequest({ message: "", history: [{ role: "model", text: "x" }] })).toEqual(refused(CHAT_INPUT_MESSAGES.empty));
  });
});
