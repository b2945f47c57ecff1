// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ToastProvider, useToast, type ToastInput } from "@/components/ui/toast";

function Trigger({ input }: { input: ToastInput }) {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast(input)}>
      show
    </button>
  );
}

const renderWith = (input: ToastInput) =>
  render(
    <ToastProvider>
      <Trigger input={input} />
    </ToastProvider>,
  );

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("toasts", () => {
  it("announce success politely and errors assertively, through live regions present from the start", () => {
    renderWith({ variant: "success", title: "Saved", description: "All good." });
    const polite = screen.getByRole("status");
    const assertive = screen.getByRole("alert");
    expect(polite).toHaveProperty("textContent", "");
    fireEvent.click(screen.getByText("show"));
    expect(polite.textContent).toContain("Saved");
    expect(polite.textContent).toContain("All good.");
    expect(assertive.textContent).toBe("");
    cleanup();

    renderWith({ variant: "destructive", title: "Failed" });
    fireEvent.click(screen.getByText("show"));
    expect(screen.getByRole("alert").textContent).toContain("Failed");
  });

  it("dismiss themselves after their time (5 s, or 8 s for destructive ones)", () => {
    renderWith({ variant: "success", title: "Saved" });
    fireEvent.click(screen.getByText("show"));
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.queryByText("Saved")).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText("Saved")).toBeNull();
    cleanup();

    renderWith({ variant: "destructive", title: "Failed" });
    fireEvent.click(screen.getByText("show"));
    act(() => vi.advanceTimersByTime(7900));
    expect(screen.queryByText("Failed")).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText("Failed")).toBeNull();
  });

  it("pause while hovered or focused, and resume with the time they had left", () => {
    renderWith({ variant: "success", title: "Saved" });
    fireEvent.click(screen.getByText("show"));
    const card = screen.getByText("Saved").closest("[data-variant]")!;
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.mouseEnter(card);
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.queryByText("Saved")).not.toBeNull();
    fireEvent.mouseLeave(card);
    act(() => vi.advanceTimersByTime(1900));
    expect(screen.queryByText("Saved")).not.toBeNull();

    const close = screen.getByRole("button", { name: "Dismiss notification" });
    fireEvent.focus(close);
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.queryByText("Saved")).not.toBeNull();
    fireEvent.blur(close);
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText("Saved")).toBeNull();
  });

  it("close on their button and on Escape", () => {
    renderWith({ title: "Hello" });
    fireEvent.click(screen.getByText("show"));
    fireEvent.click(screen.getByRole("button", { name: "Dismiss notification" }));
    expect(screen.queryByText("Hello")).toBeNull();
    fireEvent.click(screen.getByText("show"));
    fireEvent.keyDown(screen.getByText("Hello"), { key: "Escape" });
    expect(screen.queryByText("Hello")).toBeNull();
  });

  it("show at most three at once, newest last", () => {
    let count = 0;
    function Many() {
      const { toast } = useToast();
      return (
        <button type="button" onClick={() => toast({ title: `Toast ${++count}` })}>
          more
        </button>
      );
    }
    render(
      <ToastProvider>
        <Many />
      </ToastProvider>,
    );
    for (let i = 0; i < 5; i += 1) fireEvent.click(screen.getByText("more"));
    expect(screen.getByRole("status").textContent).toBe("Toast 3Toast 4Toast 5");
  });

  it("need a provider", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => render(<Trigger input={{ title: "x" }} />)).toThrow(/ToastProvider/);
  });
});
