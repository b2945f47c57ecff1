import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { MIN_SESSION_SECRET_LENGTH } from "@/config/value-formats";
import { verifyPassword } from "@/lib/admin/password";

/** npm run admin:hash (scripts/ops/admin-password-hash.mjs): what it prints is what the sign-in accepts. */

const run = (...args: string[]) => promisify(execFile)(process.execPath, ["scripts/ops/admin-password-hash.mjs", ...args]);

describe("npm run admin:hash", () => {
  it("prints a hash of the password that the sign-in accepts, and a fresh session secret", async () => {
    const password = "a long café password";
    const { stdout } = await run(password);
    const settings = Object.fromEntries(stdout.trim().split("\n").map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]));
    expect(Object.keys(settings)).toEqual(["ADMIN_PASSWORD_HASH", "ADMIN_SESSION_SECRET"]);
    expect(settings.ADMIN_PASSWORD_HASH).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(verifyPassword(password, settings.ADMIN_PASSWORD_HASH)).toBe(true);
    expect(verifyPassword(password.normalize("NFD"), settings.ADMIN_PASSWORD_HASH)).toBe(true);
    expect(verifyPassword("another long password", settings.ADMIN_PASSWORD_HASH)).toBe(false);
    expect(settings.ADMIN_SESSION_SECRET.length).toBeGreaterThanOrEqual(MIN_SESSION_SECRET_LENGTH);
  });

  it("refuses a password shorter than 12 characters", async () => {
    await expect(run("too short")).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining("at least 12 characters") });
  });
});
