import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { EnvironmentError, readEnvironment } from "@/config/env";
import { register } from "@/instrumentation";
import { checkServerStart, checkServerStartOrExit } from "@/lib/server/server-start";

/** What a server checks before serving (instrumentation.ts): the configuration, and a writable DATA_DIR for the embedded store. */

let root: string;
let blocker: string;
const savedEnv = { ...process.env };
const SUPABASE = { NEXT_PUBLIC_SUPABASE_URL: "https://abc.supabase.co", NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: "pk", SUPABASE_SERVICE_ROLE_KEY: "srk" };

function thrownBy(run: () => unknown): EnvironmentError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(EnvironmentError);
    return error as EnvironmentError;
  }
  throw new Error("expected an EnvironmentError");
}

beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), "northtide-start-"));
  // A file where a folder should be: no one, root included, can create DATA_DIR under it.
  blocker = path.join(root, "a-file");
  writeFileSync(blocker, "");
});

afterEach(() => {
  process.env = { ...savedEnv };
  vi.restoreAllMocks();
});

afterAll(() => {
  process.env = savedEnv;
  rmSync(root, { recursive: true, force: true });
});

describe("checkServerStart", () => {
  it("creates a missing DATA_DIR, proves it writable and leaves nothing behind", () => {
    const dataDir = path.join(root, "fresh", "data");
    expect(checkServerStart(readEnvironment({ DATA_DIR: dataDir })).inquiries).toEqual({ store: "embedded", dataDir });
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it("refuses a DATA_DIR that cannot be written, naming DATA_DIR and the Supabase variables", () => {
    const dataDir = path.join(blocker, "data");
    const error = thrownBy(() => checkServerStart(readEnvironment({ DATA_DIR: dataDir })));
    expect(error.problems).toHaveLength(1);
    for (const name of [`DATA_DIR (${dataDir})`, "ENOTDIR", "NEXT_PUBLIC_SUPABASE_URL", "NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY", "SUPABASE_SERVICE_ROLE_KEY"]) expect(error.message).toContain(name);
  });

  it("does not need DATA_DIR when inquiries are kept in Supabase", () => {
    expect(checkServerStart(readEnvironment({ ...SUPABASE, DATA_DIR: path.join(blocker, "data") })).inquiries.store).toBe("supabase");
  });

  it("refuses an incomplete configuration before touching DATA_DIR", () => {
    const dataDir = path.join(root, "untouched");
    const error = thrownBy(() => checkServerStart(readEnvironment({ NEXT_PUBLIC_SUPABASE_URL: "https://abc.supabase.co", DATA_DIR: dataDir })));
    expect(error.message).toContain("NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY");
    expect(readdirSync(root)).not.toContain("untouched");
  });
});

describe("checkServerStartOrExit: the deployment settings", () => {
  it("starts without NEXT_PUBLIC_SITE_URL or CONTACT_FORWARD_EMAIL, and says so: one warning line each", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const exit = vi.spyOn(process, "exit");
    checkServerStartOrExit(readEnvironment({ DATA_DIR: path.join(root, "warned") }));
    expect(exit).not.toHaveBeenCalled();
    expect(warn.mock.calls).toEqual([[expect.stringMatching(/^\[env\] NEXT_PUBLIC_SITE_URL is not set: .*https:\/\/northtide\.studio/)], [expect.stringMatching(/^\[env\] CONTACT_FORWARD_EMAIL is not set: .*e-mailed to no one/)]]);
  });

  it("is silent when both are set, \"off\" included", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    checkServerStartOrExit(readEnvironment({ DATA_DIR: path.join(root, "quiet"), NEXT_PUBLIC_SITE_URL: "https://www.example-agency.com", CONTACT_FORWARD_EMAIL: "off" }));
    expect(warn).not.toHaveBeenCalled();
  });
});

describe("instrumentation.ts register (the server's start)", () => {
  it("self-hosted: prints the message and exits with 1 (next start would only log a thrown error and keep serving)", async () => {
    process.env = { ...savedEnv, NEXT_RUNTIME: "nodejs", DATA_DIR: path.join(blocker, "data") };
    for (const name of [...Object.keys(SUPABASE), "VERCEL", "NETLIFY", "AWS_LAMBDA_FUNCTION_NAME"]) delete process.env[name];
    const exit = vi.spyOn(process, "exit").mockImplementation(() => {
      throw new Error("exited");
    });
    const printed = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await expect(register()).rejects.toThrow("exited");
    expect(exit).toHaveBeenCalledWith(1);
    expect(printed).toHaveBeenCalledOnce();
    expect(printed.mock.calls[0][0]).toMatch(/^\[env\] The server cannot start\.[\s\S]*DATA_DIR \(.*\) cannot be written[\s\S]*SUPABASE_SERVICE_ROLE_KEY/);
  });

  it("serverless: throws the message for the platform to report", async () => {
    process.env = { ...savedEnv, NEXT_RUNTIME: "nodejs", VERCEL: "1", NEXT_PUBLIC_SITE_URL: "https://www.example-agency.com", CONTACT_FORWARD_EMAIL: "leads@example-agency.com" };
    for (const name of Object.keys(SUPABASE)) delete process.env[name];
    const exit = vi.spyOn(process, "exit");
    await expect(register()).rejects.toThrow(/On Vercel \(VERCEL=1\)[\s\S]*SUPABASE_SERVICE_ROLE_KEY/);
    expect(exit).not.toHaveBeenCalled();
  });
});
