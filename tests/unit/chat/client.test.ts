import { afterEach, describe, expect, it, vi } from "vitest";
import { sendChatMessage } from "@/lib/chat/client-reply";
import { parseMessage } from "@/lib/chat/message-format";
import { parseChatRequest } from "@/lib/chat/schema";
import { CHAT_ERROR_TEXTS } from "@/lib/chat/texts";

const jsonResponse = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("the bot line for an answer of /api/chat/ (the error catalogue)", () => {
  it.each([
    ["a reply", jsonResponse(200, { message: "Hello!" }), "Hello!"],
    ["the server's own error text", jsonResponse(504, { message: CHAT_ERROR_TEXTS.exception, error: "upstream_unreachable" }), CHAT_ERROR_TEXTS.exception],
    ["an error without a message", jsonResponse(500, { error: "boom" }), CHAT_ERROR_TEXTS.failed],
    ["an error field on a 200", jsonResponse(200, { error: "boom" }), CHAT_ERROR_TEXTS.failed],
    ["an error page that is not JSON", new Response("<h1>502</h1>", { status: 502 }), CHAT_ERROR_TEXTS.failed],
    ["a success without a message", jsonResponse(200, {}), CHAT_ERROR_TEXTS.empty],
    ["a success with a blank message", jsonResponse(200, { message: "   " }), CHAT_ERROR_TEXTS.empty],
    ["a success that is not JSON", new Response("ok", { status: 200 }), CHAT_ERROR_TEXTS.empty],
  ])("%s", async (_label, response, expected) => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(response);
    expect(await sendChatMessage("Hi", [])).toBe(expected);
  });

  afterEach(() => vi.restoreAllMocks());
});

/** The one line of a message as its parts. */
const lineOf = (text: string) => {
  const [block] = parseMessage(text);
  return block.type === "paragraph" ? block.lines[0] : [];
};
/** Where a link to `target` leads once rendered, or null when it is shown as plain text. */
const hrefOf = (target: string) => lineOf(`[x](${target})`).find((part) => part.type === "link")?.href ?? null;

describe("bot text rendering: a safe markdown subset, never HTML", () => {
  it("keeps site links and drops any other target to plain text", () => {
    expect(lineOf("See [Services](/services/) or [evil](javascript:alert(1)) and [x](https://evil.example/) or [mail](mailto:hello@northtide.studio)")).toEqual([
      { type: "text", text: "See " },
      { type: "link", text: "Services", href: "/services/" },
      { type: "text", text: " or " },
      { type: "text", text: "evil" },
      { type: "text", text: ") and " },
      { type: "text", text: "x" },
      { type: "text", text: " or " },
      { type: "link", text: "mail", href: "mailto:hello@northtide.studio" },
    ]);
  });

  it("accepts the site's own absolute URLs as paths, and refuses protocol-relative ones", () => {
    expect(hrefOf("https://northtide.studio/blog/x/")).toBe("/blog/x/");
    expect(hrefOf("//evil.example/")).toBeNull();
    expect(hrefOf("http://northtide.studio/")).toBeNull();
    expect(hrefOf("/\\evil.example")).toBeNull();
    expect(hrefOf("data:text/html,hi")).toBeNull();
  });

  it("leaves HTML as text, and makes **bold**, paragraphs, lines and bullet lists", () => {
    expect(parseMessage("<img src=x onerror=alert(1)> **Note**\nsecond line\n\n- one\n- [two](/contact/)")).toEqual([
      {
        type: "paragraph",
        lines: [
          [
            { type: "text", text: "<img src=x onerror=alert(1)> " },
            { type: "strong", text: "Note" },
          ],
          [{ type: "text", text: "second line" }],
        ],
      },
      {
        type: "list",
        items: [[{ type: "text", text: "one" }], [{ type: "link", text: "two", href: "/contact/" }]],
      },
    ]);
  });
});

describe("chat request parsing", () => {
  it("trims the message and the history, dropping blank earlier lines", () => {
    expect(parseChatRequest({ message: "  hi  ", history: [{ role: "bot", text: " hello " }, { role: "user", text: "  " }] })).toEqual({
      ok: true,
      request: { message: "hi", history: [{ role: "bot", text: "hello" }] },
    });
  });
});
