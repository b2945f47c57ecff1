"use client";

import Link from "@/components/ui/intent-link";
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { sendChatMessage } from "@/lib/chat/client-reply";
import { CHAT_GREETING, CHAT_LIMITS, CHAT_SUGGESTIONS, CHAT_TYPING_TEXT, type ChatRole } from "@/lib/chat/texts";
import { siteContact } from "@/config/site-contact";
import { BotMessageText } from "./chat-message";
import { ArrowUpIcon, SparkleIcon } from "@/components/ui/icons/assistant";
import { CloseIcon } from "@/components/ui/icons/chrome";
import { buttonClasses } from "@/components/ui/button-classes";
import { browserRoutes } from "@/config/browser-routes";

export type ChatPanelProps = {
  /** "floating" in the FAB panel, "embedded" on /assistant/, "demo" in the demo browser's frame (the ai-chatbot demo). */
  mode: "floating" | "embedded" | "demo";
  onClose?: () => void;
};

/** A chat message (docs/product.md, "The chat assistant"): time-based id, role, text. Kept in the browser only. */
export type ChatMessage = { id: number; role: ChatRole; text: string };

let lastId = 0;
/** Time-based ids that stay unique when two messages share a millisecond. */
function nextMessageId(): number {
  lastId = Math.max(Date.now(), lastId + 1);
  return lastId;
}

const MAX_INPUT_HEIGHT_PX = 140;

function AssistantMark({ className = "size-10" }: { className?: string }) {
  return (
    <span aria-hidden="true" className={`grid shrink-0 place-items-center rounded-full bg-accent text-accent-fg shadow-card ${className}`}>
      <SparkleIcon className="size-[55%]" />
    </span>
  );
}

/**
 * The conversation with the site's AI assistant (docs/product.md, "The chat assistant"): the visitor's message is appended and
 * the input cleared; while the reply is pending, "AI is typing…" shows and the input and send button are
 * disabled; the reply (or the error catalogue's text) is appended as a bot message and the view scrolls to the bottom.
 * Enter sends, Shift+Enter starts a new line. The same panel serves the floating button and the embedded demo.
 */
export function ChatPanel({ mode, onClose }: ChatPanelProps) {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [{ id: 0, role: "bot", text: CHAT_GREETING }]);
  const [input, setInput] = useState("");
  const [pending, setPending] = useState(false);
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const refocus = useRef(false);
  const inFlight = useRef<AbortController | null>(null);
  const titleId = useId();
  const hintId = useId();
  const inputId = useId();
  const trimmed = input.trim();
  const canSend = trimmed.length > 0 && !pending;

  useEffect(() => () => inFlight.current?.abort(), []);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, pending]);

  useEffect(() => {
    if (!pending && refocus.current) {
      refocus.current = false;
      inputRef.current?.focus();
    }
  }, [pending]);

  const resizeInput = () => {
    const element = inputRef.current;
    if (!element) return;
    element.style.height = "auto";
    element.style.height = `${Math.min(element.scrollHeight, MAX_INPUT_HEIGHT_PX)}px`;
  };

  const send = useCallback(
    async (raw: string) => {
      const text = raw.trim();
      if (!text || pending) return;
      const history = messages.slice(-CHAT_LIMITS.historySent).map((message) => ({ role: message.role, text: message.text }));
      setMessages((current) => [...current, { id: nextMessageId(), role: "user", text }]);
      setInput("");
      requestAnimationFrame(resizeInput);
      refocus.current = document.activeElement === inputRef.current || refocus.current;
      setPending(true);
      const controller = new AbortController();
      inFlight.current = controller;
      const reply = await sendChatMessage(text, history, controller.signal);
      if (controller.signal.aborted) return;
      inFlight.current = null;
      setMessages((current) => [...current, { id: nextMessageId(), role: "bot", text: reply }]);
      setPending(false);
    },
    [messages, pending],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend) void send(input);
  };

  const showSuggestions = messages.length === 1 && !pending;
  const frame = {
    floating: "h-[min(36rem,calc(100dvh-7rem))] w-full rounded-card border border-border bg-surface shadow-raised",
    embedded: "h-[min(42rem,80dvh)] w-full rounded-card border border-border bg-surface shadow-card",
    // The height of the other demos' frames and of the placeholder shown while the chat loads.
    demo: "h-[36rem] w-full rounded-card border border-border bg-surface",
  }[mode];

  return (
    <section aria-labelledby={titleId} data-mode={mode} className={`flex min-h-0 flex-col overflow-hidden ${frame}`}>
      <header className="flex items-center gap-3 border-b border-border px-4 py-3 sm:px-5">
        <AssistantMark />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-base leading-tight font-semibold text-fg">
            {siteContact.assistantName}
          </h2>
          <p className="flex items-center gap-1.5 text-[0.8125rem] text-muted">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-accent" />
            AI assistant<span className="hidden sm:inline"> · answers from this site</span>
          </p>
        </div>
        {onClose ? (
          <button
            type="button"
            onClick={onClose}
            aria-label="Close chat"
            className={buttonClasses("quiet", "icon", "size-10")}
          >
            <CloseIcon className="size-4" strokeWidth={2.7} />
          </button>
        ) : null}
      </header>

      {/* Positioned, so that the visually hidden speaker labels stay inside the scroll box rather than reaching past it. */}
      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-relevant="additions"
        aria-label={`Conversation with ${siteContact.assistantName}`}
        tabIndex={0}
        className="relative flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto overscroll-contain bg-bg/60 px-4 py-5 focus-visible:outline-offset-[-2px] sm:px-5"
      >
        {messages.map((message) =>
          message.role === "user" ? (
            <div key={message.id} data-role="user" className="flex justify-end">
              <p className="max-w-[85%] rounded-2xl rounded-br-md bg-accent px-4 py-2.5 text-[0.9375rem] leading-relaxed break-words whitespace-pre-wrap text-accent-fg">
                <span className="sr-only">You: </span>
                {message.text}
              </p>
            </div>
          ) : (
            <div key={message.id} data-role="bot" className="flex items-end gap-2.5">
              <AssistantMark className="size-7" />
              <div className="max-w-[85%] rounded-2xl rounded-bl-md border border-border bg-surface px-4 py-2.5 text-[0.9375rem] leading-relaxed break-words text-fg">
                <span className="sr-only">{siteContact.assistantName}: </span>
                <BotMessageText text={message.text} />
              </div>
            </div>
          ),
        )}
        {pending ? (
          <div className="flex items-end gap-2.5" role="status">
            <AssistantMark className="size-7" />
            <p className="flex items-center gap-2 rounded-2xl rounded-bl-md border border-border bg-surface px-4 py-2.5 text-small text-muted">
              <span aria-hidden="true" className="flex gap-1">
                {[0, 150, 300].map((delay) => (
                  <span key={delay} className="size-1.5 animate-bounce rounded-full bg-muted motion-reduce:animate-none" style={{ animationDelay: `${delay}ms` }} />
                ))}
              </span>
              {CHAT_TYPING_TEXT}
            </p>
          </div>
        ) : null}
        {showSuggestions ? (
          <div className="mt-auto flex flex-wrap gap-2 pt-2" aria-label="Suggested questions" role="group">
            {CHAT_SUGGESTIONS.map((suggestion) => (
              <button
                key={suggestion}
                type="button"
                onClick={() => void send(suggestion)}
                className="rounded-full border border-border-strong bg-surface px-3.5 py-1.5 text-small text-fg transition-colors hover:border-accent hover:text-accent"
              >
                {suggestion}
              </button>
            ))}
          </div>
        ) : null}
      </div>

      <form
        className="border-t border-border bg-surface px-3 pt-3 pb-2 sm:px-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (canSend) void send(input);
        }}
      >
        <div className="flex items-end gap-2 rounded-[1.25rem] border border-border-strong bg-bg px-2 py-1.5 transition-[border-color,box-shadow] focus-within:border-accent focus-within:shadow-[0_0_0_3px_var(--accent-soft)]">
          <label htmlFor={inputId} className="sr-only">
            Message {siteContact.assistantName}
          </label>
          <textarea
            ref={inputRef}
            id={inputId}
            rows={1}
            value={input}
            maxLength={CHAT_LIMITS.message}
            disabled={pending}
            onChange={(event) => {
              setInput(event.target.value);
              resizeInput();
            }}
            onKeyDown={onKeyDown}
            aria-describedby={hintId}
            placeholder={`Ask ${siteContact.assistantName} a question…`}
            className="max-h-[140px] min-h-10 flex-1 resize-none bg-transparent px-2 py-2 text-[0.9375rem] leading-6 text-fg outline-none placeholder:text-muted disabled:cursor-not-allowed disabled:opacity-60"
          />
          <button
            type="submit"
            disabled={!canSend}
            aria-label={`Send to ${siteContact.assistantName}`}
            className={buttonClasses("primary", "icon", "mb-0.5 size-9 shrink-0 disabled:opacity-40")}
          >
            <ArrowUpIcon className="size-4" strokeWidth={1.9} />
          </button>
        </div>
        <p id={hintId} className="px-2 pt-2 text-[0.75rem] leading-snug text-muted">
          {siteContact.assistantName} is an AI assistant and can be wrong. Enter sends, Shift+Enter adds a line. For a quote, use the{" "}
          <Link href={browserRoutes.contact} className="font-medium text-fg underline decoration-border-strong underline-offset-2 hover:text-accent">
            contact form
          </Link>
          .
        </p>
      </form>
    </section>
  );
}
