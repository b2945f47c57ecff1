import { afterEach, describe, expect, it, vi } from "vitest";
import { HOOK_PROBLEMS, hooksRequired, markStartChecked, probeProblems, requestProblems, START_GRACE_MS, startChecked } from "@/lib/next-internals/hook-checks";

// The site as a production `next start` sees it (config/framework.ts), so that the checks apply.
vi.mock("@/config/framework", () => ({ isDevelopment: false, isProduction: true, insideNextServer: () => true }));

const { withConnectionAddress } = await import("@/lib/client-address/connection");
const { requestClientKey } = await import("@/lib/client-address");
const { missingServerHooks } = await import("@/lib/next-internals/server-hooks");

const seen = (requestsWrapped: number, cacheHandlersBuilt: number, pagesThroughCacheHandler: number) => ({ requestsWrapped, cacheHandlersBuilt, pagesThroughCacheHandler });
const selfHosted = { platform: { name: "self-hosted", persistentDisk: true } } as const;

describe("where the hooks are required", () => {
  it("in a production next start only: not on a serverless platform, under next dev or outside a server", () => {
    expect(hooksRequired(selfHosted, true, true)).toBe(true);
    for (const name of ["vercel", "netlify", "aws-lambda"] as const) expect(hooksRequired({ platform: { name, persistentDisk: false } }, true, true), name).toBe(false);
    expect(hooksRequired(selfHosted, true, false)).toBe(false);
    expect(hooksRequired(selfHosted, false, true)).toBe(false);
  });
});

describe("the start-up check", () => {
  it("passes when its own request was wrapped and its page read through the cache handler", () => {
    expect(probeProblems(seen(3, 3, 1), seen(4, 4, 2))).toEqual([]);
  });

  it("names the request wrapper when no request was wrapped, the cache handler when no page went through it", () => {
    expect(probeProblems(seen(0, 3, 1), seen(0, 4, 2))).toEqual([{ hook: "request-wrapper", problem: HOOK_PROBLEMS["request-wrapper"] }]);
    expect(probeProblems(seen(3, 0, 0), seen(4, 0, 0))).toEqual([{ hook: "cache-handler", problem: HOOK_PROBLEMS["cache-handler"] }]);
    expect(probeProblems(seen(3, 3, 1), seen(3, 3, 1)).map(({ hook }) => hook)).toEqual(["request-wrapper", "cache-handler"]);
  });

  it("says what breaks and where to read more", () => {
    expect(HOOK_PROBLEMS["request-wrapper"]).toMatch(/cannot tell its visitors apart.*UPGRADING\.md/);
    expect(HOOK_PROBLEMS["cache-handler"]).toMatch(/without their Content-Security-Policy.*UPGRADING\.md/);
  });
});

describe("the check of a request being answered", () => {
  it("needs the request wrapped and a cache handler built by Next", () => {
    expect(requestProblems(true, seen(1, 1, 0))).toEqual([]);
    expect(requestProblems(false, seen(0, 1, 0)).map(({ hook }) => hook)).toEqual(["request-wrapper"]);
    expect(requestProblems(true, seen(1, 0, 0)).map(({ hook }) => hook)).toEqual(["cache-handler"]);
  });
});

describe("a request that did not come through the request wrapper", () => {
  afterEach(() => vi.restoreAllMocks());

  it("may have arrived before the hooks were installed until a while after the start-up check", () => {
    const checkedAt = Date.now() - 60_000;
    expect(startChecked(checkedAt)).toBe(false);
    markStartChecked(checkedAt);
    expect(startChecked(checkedAt + START_GRACE_MS - 1)).toBe(false);
    expect(startChecked(checkedAt + START_GRACE_MS)).toBe(true);
    markStartChecked(Date.now());
  });

  it("before then, is not counted as a missing hook", () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(requestClientKey(new Headers())).toBe("unknown");
    expect(missingServerHooks().map(({ hook }) => hook)).toEqual(["cache-handler"]);
    expect(errors.mock.calls.map(([message]) => String(message))).toEqual([`[hooks] ${HOOK_PROBLEMS["cache-handler"]}`]);
  });

  it("after it, is never keyed in silence: the missing wrapper is logged once and named by the health check from then on", () => {
    markStartChecked(Date.now() - START_GRACE_MS);
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    // A wrapped request: nothing more to report (the cache handler, never built in this process, was reported above).
    expect(withConnectionAddress("192.0.2.8", () => requestClientKey(new Headers()))).toBe("192.0.2.8");
    expect(withConnectionAddress("192.0.2.8", () => missingServerHooks().map(({ hook }) => hook))).toEqual(["cache-handler"]);
    expect(errors).not.toHaveBeenCalled();

    expect(requestClientKey(new Headers())).toBe("unknown");
    expect(requestClientKey(new Headers())).toBe("unknown");
    expect(errors.mock.calls.map(([message]) => String(message))).toEqual([`[hooks] ${HOOK_PROBLEMS["request-wrapper"]}`]);
    expect(withConnectionAddress("192.0.2.8", () => missingServerHooks().map(({ hook }) => hook)).sort()).toEqual(["cache-handler", "request-wrapper"]);
  });
});
