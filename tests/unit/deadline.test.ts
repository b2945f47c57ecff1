import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { valueWithin } from "@/lib/deadline";

describe("valueWithin", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const after = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(resolve, ms, value));

  it("gives the value of a promise that settles before the deadline and leaves no timer behind", async () => {
    const result = valueWithin(after(100, "posts"), 250);
    await vi.advanceTimersByTimeAsync(100);
    await expect(result).resolves.toBe("posts");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("gives undefined once the deadline passes, without waiting for the slow promise", async () => {
    const result = valueWithin(after(2500, "posts"), 250);
    let settled = false;
    void result.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(249);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBeUndefined();
  });

  it("gives undefined for a promise that fails", async () => {
    await expect(valueWithin(Promise.reject(new Error("down")), 250)).resolves.toBeUndefined();
  });
});
