import { afterEach, describe, expect, it, vi } from "vitest";
import { disposeProcessSingletons, processSingleton } from "@/lib/server/process-singleton.mjs";

/** One of each thing a process keeps, however many copies of a module ask for it, and its disposal in order. */

afterEach(async () => {
  await disposeProcessSingletons();
  vi.restoreAllMocks();
});

describe("process singletons", () => {
  it("are made once, on first use, and shared by every caller of the name", () => {
    const create = vi.fn(() => ({ made: true }));
    const first = processSingleton("test.shared", create);
    expect(processSingleton("test.shared", () => ({ made: false }))).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it("are stopped, all of them, before any is closed, the latest made first; then made anew", async () => {
    const steps: string[] = [];
    const track = (name: string) => processSingleton(name, () => ({ name }), { stop: () => void steps.push(`stop ${name}`), close: () => void steps.push(`close ${name}`) });
    const database = track("test.database");
    track("test.timer");
    processSingleton("test.cache", () => new Map());
    await disposeProcessSingletons();
    expect(steps).toEqual(["stop test.timer", "stop test.database", "close test.timer", "close test.database"]);
    expect(track("test.database")).not.toBe(database);
  });

  it("waits for each step, and a step that fails is logged while the others still run", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    let closed = false;
    processSingleton("test.slow", () => 1, { close: () => new Promise<void>((resolve) => setTimeout(() => ((closed = true), resolve()), 20)) });
    processSingleton("test.broken", () => 2, { close: () => Promise.reject(new Error("already gone")) });
    await disposeProcessSingletons();
    expect(closed).toBe(true);
    expect(error).toHaveBeenCalledWith("[process] test.broken could not close:", "already gone");
  });
});
