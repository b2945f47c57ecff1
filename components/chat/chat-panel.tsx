"use client";
// Interface stub: the leads work (issue 6) replaces this with the real chat (messages, typing state, errors).
export type ChatPanelProps = {
  /** "floating" in the FAB panel, "embedded" in the ai-chatbot demo. */
  mode: "floating" | "embedded";
  onClose?: () => void;
};

export function ChatPanel({ mode }: ChatPanelProps) {
  return <div data-mode={mode} role="log" aria-label="Chat" />;
}
