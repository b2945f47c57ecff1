import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ALERT_INTERVAL_MS, startLeadAlertTimer } from "@/lib/alerts/triggers";
import { endProcess } from "../../support/process";

/** The self-hosted timer that sweeps lead alerts every minute (started by instrumentation.ts). */

const savedEnv = { ...process.env };

beforeEach(() => {
  process.env = { ...savedEnv, ALERT_WEBHOOK_URL: "http://127.0.0.1:9/hook" };
  for (const name of ["VERCEL", "NETLIFY", "AWS_LAMBDA_FUNCTION_NAME", "RESEND_API_KEY", "ALERT_EMAIL_TO"]) delete process.env[name];
});

afterEach(async () => {
  await endProcess();
  process.env = savedEnv;
  vi.restoreAllMocks();
});

describe("the lead alert timer", () => {
  it("self-hosted with a channel: one unref'd timer a minute, however often it is asked to start", () => {
    const setInterval = vi.spyOn(globalThis, "setInterval");
    startLeadAlertTimer();
    startLeadAlertTimer();
    expect(setInterval).toHaveBeenCalledTimes(1);
    expect(setInterval.mock.calls[0][1]).toBe(ALERT_INTERVAL_MS);
    const timer = setInterval.mock.results[0].value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
  });

  it("none without a channel, and none on a serverless platform (no process outlives the request there)", () => {
    const setInterval = vi.spyOn(globalThis, "setInterval");
    delete process.env.ALERT_WEBHOOK_URL;
    startLeadAlertTimer();
    process.env.ALERT_WEBHOOK_URL = "http://127.0.0.1:9/hook";
    process.env.VERCEL = "1";
    startLeadAlertTimer();
    expect(setInterval).not.toHaveBeenCalled();
  });

  it("stops when the process ends, and a new process starts its own", async () => {
    const setInterval = vi.spyOn(globalThis, "setInterval");
    const clearInterval = vi.spyOn(globalThis, "clearInterval");
    startLeadAlertTimer();
    const timer = setInterval.mock.results[0].value as NodeJS.Timeout;
    await endProcess();
    expect(clearInterval).toHaveBeenCalledWith(timer);
    startLeadAlertTimer();
    expect(setInterval).toHaveBeenCalledTimes(2);
  });
});
