import { describe, expect, it } from "vitest";
import { bearerToken, matchesAnySecret } from "@/lib/http/bearer";
import { jsonResponse } from "@/lib/http/responses";

describe("lib/http", () => {
  it("reads the token of a Bearer header, in any case, and nothing else", () => {
    expect(bearerToken("Bearer abc")).toBe("abc");
    expect(bearerToken("bearer   abc ")).toBe("abc");
    expect(bearerToken("Basic abc")).toBeNull();
    expect(bearerToken("abc")).toBeNull();
    expect(bearerToken(null)).toBeNull();
  });

  it("matches a secret only whole, never without one", () => {
    expect(matchesAnySecret("s3cret", ["other", "s3cret"])).toBe(true);
    expect(matchesAnySecret("s3cre", ["s3cret"])).toBe(false);
    expect(matchesAnySecret("s3cret2", ["s3cret"])).toBe(false);
    expect(matchesAnySecret("", [])).toBe(false);
    expect(matchesAnySecret(null, ["s3cret"])).toBe(false);
  });

  it("answers JSON that no cache keeps, with the headers given", async () => {
    const response = jsonResponse(429, { message: "Slow down." }, { "Retry-After": "60" });
    expect(response.status).toBe(429);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("retry-after")).toBe("60");
    expect(await response.json()).toEqual({ message: "Slow down." });
  });
});
