// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ChatPanel } from "@/components/chat/chat-panel";
import { assistantIntroduction, CHAT_ERROR_TEXTS, CHAT_SUGGESTIONS, CHAT_TYPING_TEXT } from "@/lib/chat/texts";

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const input = () => screen.getByLabelText("Message Tala") as HTMLTextAreaElement;
const sendButton = () => screen.getByRole("button", { name: "Send to Tala" }) as HTMLButtonElement;
const log = () => screen.getByRole("log");
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });

describe("the chat panel", () => {
  it("greets as the site's AI assistant", () => {
    render(<ChatPanel mode="embedded" />);
    expect(log().textContent).toContain(assistantIntroduction);
    expect(screen.getByRole("heading", { name: "Tala" })).toBeTruthy();
  });

  it("keeps send disabled while the trimmed input is empty", () => {
    render(<ChatPanel mode="embedded" />);
    expect(sendButton().disabled).toBe(true);
    type("   \n ");
    expect(sendButton().disabled).toBe(true);
    type("Hi");
    expect(sendButton().disabled).toBe(false);
  });

  it("sends on Enter: appends the message, clears the input, shows AI is typing… with input and send disabled, then the reply", async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render(<ChatPanel mode="embedded" />);
    type("  What do you offer?  ");
    fireEvent.keyDown(input(), { key: "Enter" });

    expect(input().value).toBe("");
    expect(input().disabled).toBe(true);
    expect(sendButton().disabled).toBe(true);
    expect(screen.getByText(CHAT_TYPING_TEXT)).toBeTruthy();
    const userLines = [...log().querySelectorAll('[data-role="user"]')].map((node) => node.textContent);
    expect(userLines).toEqual(["You: What do you offer?"]);

    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/chat/");
    const body = JSON.parse(String(init?.body));
    expect(body.message).toBe("What do you offer?");
    expect(body.history).toEqual([{ role: "bot", text: expect.stringContaining("an AI assistant") }]);

    type("queued");
    fireEvent.keyDown(input(), { key: "Enter" });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await act(async () => answer(json(200, { message: "Three services. See [Services](/services/)." })));
    expect(screen.queryByText(CHAT_TYPING_TEXT)).toBeNull();
    expect(input().disabled).toBe(false);
    const bot = [...log().querySelectorAll('[data-role="bot"]')].at(-1)!;
    expect(bot.textContent).toBe("Tala: Three services. See Services.");
    // next/link adds the trailing slash from next.config in a build; the e2e suite checks the real href.
    expect(bot.querySelector("a")?.getAttribute("href")).toMatch(/^\/services\/?$/);
  });

  it("does not send on Shift+Enter", () => {
    render(<ChatPanel mode="embedded" />);
    type("line one");
    fireEvent.keyDown(input(), { key: "Enter", shiftKey: true });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(input().value).toBe("line one");
  });

  it("sends a suggested question with one click", async () => {
    fetchMock.mockResolvedValue(json(200, { message: "Every project is quoted individually." }));
    render(<ChatPanel mode="embedded" />);
    fireEvent.click(screen.getByRole("button", { name: CHAT_SUGGESTIONS[1] }));
    await waitFor(() => expect(log().textContent).toContain("Every project is quoted individually."));
    expect(screen.queryByRole("group", { name: "Suggested questions" })).toBeNull();
  });

  it.each([
    ["the assistant returns an error", () => json(500, { error: "boom" }), CHAT_ERROR_TEXTS.failed],
    ["the reply has no message", () => json(200, {}), CHAT_ERROR_TEXTS.empty],
    ["the request throws", () => Promise.reject(new TypeError("Failed to fetch")), CHAT_ERROR_TEXTS.exception],
  ])("shows the catalogue's text as a bot message when %s", async (_label, respond, text) => {
    fetchMock.mockImplementation(async () => respond());
    render(<ChatPanel mode="floating" />);
    type("hello");
    fireEvent.click(sendButton());
    await waitFor(() => expect([...log().querySelectorAll('[data-role="bot"]')].at(-1)?.textContent).toBe(`Tala: ${text}`));
    expect(input().disabled).toBe(false);
  });

  it("renders whatever the model says as text, never as HTML", async () => {
    fetchMock.mockResolvedValue(json(200, { message: '<img src=x onerror="alert(1)"> [click](javascript:alert(1)) <script>alert(2)</script>' }));
    render(<ChatPanel mode="embedded" />);
    type("hi");
    fireEvent.click(sendButton());
    await waitFor(() => expect(log().textContent).toContain("<img src=x"));
    expect(log().querySelector("img, script")).toBeNull();
    expect([...log().querySelectorAll("a")].map((link) => link.getAttribute("href"))).toEqual([]);
  });

  it("has a close button calling onClose in the floating panel", () => {
    const onClose = vi.fn();
    render(<ChatPanel mode="floating" onClose={onClose} />);
    fireEvent.click(screen.getByRole("button", { name: "Close chat" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    cleanup();
    render(<ChatPanel mode="embedded" />);
    expect(screen.queryByRole("button", { name: "Close chat" })).toBeNull();
  });
});
