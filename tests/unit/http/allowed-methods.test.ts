import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { allowedMethods, isForbiddenMethod, isPerRequestPage, methodNotAllowed } from "@/lib/http/allowed-methods";

/**
 * Every route handler under app/: the URL pattern of its folder (route groups left out), the methods it exports, and
 * whether it is built once and served as a file (force-static), which Next answers only for GET and HEAD.
 */
function routeHandlers(): { url: string; methods: string[]; isStatic: boolean }[] {
  const files = readdirSync("app", { recursive: true, encoding: "utf8" }).filter((file) => /(^|\/)route\.tsx?$/.test(file));
  return files.map((file) => {
    const source = readFileSync(path.join("app", file), "utf8");
    const methods = [...source.matchAll(/export (?:async function|const) (GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)\b/g)].map((match) => match[1]);
    const url = `/${path.dirname(file).split(path.sep).filter((part) => !part.startsWith("(")).join("/")}`;
    return { url, methods, isStatic: /export const dynamic = "force-static"/.test(source) };
  });
}

describe("the methods each URL serves", () => {
  it("for every route handler: what its module exports, HEAD with GET, and OPTIONS unless it is static", () => {
    const handlers = routeHandlers();
    expect(handlers.length).toBeGreaterThanOrEqual(9);
    expect(handlers.filter((handler) => handler.isStatic).map((handler) => handler.url)).toEqual(["/feed.xml"]);
    for (const { url, methods, isStatic } of handlers) {
      const expected = new Set([...methods, ...(isStatic ? [] : ["OPTIONS"]), ...(methods.includes("GET") ? ["HEAD"] : [])]);
      const sample = url.replace(/\[[^\]]+\]/g, "x");
      expect([...allowedMethods(sample)].sort(), url).toEqual([...expected].sort());
      expect([...allowedMethods(`${sample}/`)].sort(), `${url}/`).toEqual([...expected].sort());
    }
  });

  it("for pages: GET and HEAD, and POST (server actions) for the admin's only", () => {
    expect(allowedMethods("/")).toEqual(["GET", "HEAD"]);
    expect(allowedMethods("/blog/a-post/")).toEqual(["GET", "HEAD"]);
    expect(allowedMethods("/covers/")).toEqual(["GET", "HEAD"]);
    expect(allowedMethods("/api/contact/extra/")).toEqual(["GET", "HEAD"]);
    for (const page of ["/search/", "/contact/check/"]) {
      expect(isPerRequestPage(page), page).toBe(true);
      expect(allowedMethods(page), page).toEqual(["GET", "HEAD"]);
    }
    for (const page of ["/admin/", "/admin/sign-in/", "/admin/posts/12/"]) {
      expect(isPerRequestPage(page), page).toBe(true);
      expect(allowedMethods(page), page).toEqual(["GET", "HEAD", "POST"]);
    }
    expect(isPerRequestPage("/administrator/")).toBe(false);
  });

  it("knows the methods no Request can carry", () => {
    for (const method of ["TRACE", "TRACK", "CONNECT", "trace"]) expect(isForbiddenMethod(method), method).toBe(true);
    for (const method of ["GET", "POST", "PUT", "OPTIONS", "PROPFIND", undefined]) expect(isForbiddenMethod(method), String(method)).toBe(false);
  });

  it("answers 405 naming them", async () => {
    const response = methodNotAllowed("/api/inquiries/retry/");
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD, OPTIONS, POST");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toBe("Method not allowed.");
  });
});
