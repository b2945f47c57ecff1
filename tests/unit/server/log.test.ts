import { afterEach, describe, expect, it, vi } from "vitest";
import { CLIENT_WARNING_INTERVAL_MS, warnAboutClients } from "@/lib/server/log";
import { endProcess } from "../../support/process";

afterEach(async () => {
  vi.restoreAllMocks();
  await endProcess();
});

describe("warnings about what clients do", () => {
  it("are one line of each kind a minute, at most, saying how many were held back", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const now = 1_000_000;
    for (let i = 0; i < 500; i += 1) warnAboutClients("test.refused", `[test] refused ${i}`, now + i);
    warnAboutClients("test.other", "[test] another kind", now);
    warnAboutClients("test.refused", "[test] refused again", now + CLIENT_WARNING_INTERVAL_MS);
    expect(warn.mock.calls).toEqual([["[test] refused 0"], ["[test] another kind"], ["[test] refused again (499 more like it since the last such line)"]]);
  });

  it("keep a bounded number of kinds: a flood of new kinds is held back too", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    for (let i = 0; i < 1000; i += 1) warnAboutClients(`test.kind-${i}`, `[test] kind ${i}`, 1_000_000);
    expect(warn).toHaveBeenCalledTimes(100);
  });
});
