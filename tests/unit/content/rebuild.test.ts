import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { callDeployHook, requestRebuild } from "@/lib/content/rebuild";

let server: Server | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

/** A stand-in for the platform's deploy hook: records each call and answers with `status`. */
async function deployHook(status: number) {
  const calls: string[] = [];
  server = createServer((request, response) => {
    calls.push(request.method ?? "");
    response.writeHead(status).end("{}");
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, calls };
}

describe("the deploy hook after a content edit", () => {
  it("is POSTed once and reports a requested build", async () => {
    vi.spyOn(console, "info").mockImplementation(() => undefined);
    const hook = await deployHook(201);
    await expect(callDeployHook(hook.url, "a test")).resolves.toBe("requested");
    expect(hook.calls).toEqual(["POST"]);
  });

  it("reports a failure, without throwing, when the hook refuses or cannot be reached", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const hook = await deployHook(500);
    await expect(callDeployHook(hook.url, "a test")).resolves.toBe("failed");
    await expect(callDeployHook("http://127.0.0.1:9/hook", "a test")).resolves.toBe("failed");
    expect(logged).toHaveBeenCalledTimes(2);
  });

  it("is asked for only when a hook is configured", async () => {
    vi.spyOn(console, "info").mockImplementation(() => undefined);
    expect(requestRebuild("a test", undefined)).toBe(false);
    const hook = await deployHook(200);
    expect(requestRebuild("a test", hook.url)).toBe(true);
    await vi.waitFor(() => expect(hook.calls).toEqual(["POST"]));
  });
});
