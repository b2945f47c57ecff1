import { describe, expect, it } from "vitest";
import { pagePostRefusal } from "@/lib/security/page-posts";
import { sameOriginVerdict } from "@/lib/security/same-origin";
import { SIGN_IN_TEXTS } from "@/lib/admin/texts";

const SITE = "https://northtide.studio";
const verdict = (headers: Record<string, string>) => sameOriginVerdict(new Headers(headers), SITE).ok;

describe("same-origin requests", () => {
  it("trusts Sec-Fetch-Site when a browser sends it", () => {
    expect(verdict({ "sec-fetch-site": "same-origin", origin: "https://evil.example" })).toBe(true);
    expect(verdict({ "sec-fetch-site": "none" })).toBe(true);
    expect(verdict({ "sec-fetch-site": "cross-site", origin: "https://evil.example", host: "evil.example" })).toBe(false);
    expect(verdict({ "sec-fetch-site": "same-site", origin: "https://blog.northtide.studio" })).toBe(false);
    // The site's public URL, when a proxy hands the server another address.
    expect(verdict({ "sec-fetch-site": "same-site", origin: SITE })).toBe(true);
  });

  it("else compares Origin with the Host the request was sent to and with the site's URL", () => {
    expect(verdict({ origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000" })).toBe(true);
    expect(verdict({ origin: "https://northtide.studio", host: "127.0.0.1:3000" })).toBe(true);
    expect(verdict({ origin: "https://www.example.com", host: "127.0.0.1:3000", "x-forwarded-host": "www.example.com" })).toBe(true);
    expect(verdict({ origin: "http://northtide.studio", host: "127.0.0.1:3000" })).toBe(false);
    expect(verdict({ origin: "https://evil.example", host: "127.0.0.1:3000" })).toBe(false);
    expect(verdict({ origin: "null", host: "127.0.0.1:3000" })).toBe(false);
    expect(verdict({ origin: "javascript:alert(1)", host: "127.0.0.1:3000" })).toBe(false);
    expect(verdict({ origin: "not a url", host: "127.0.0.1:3000" })).toBe(false);
  });

  it("lets a client that is no browser (no Origin, no Sec-Fetch-Site) through to the other checks", () => {
    expect(verdict({})).toBe(true);
  });
});

describe("POSTs to pages, before Next reads them (lib/security/page-posts.ts)", () => {
  const same = { origin: "http://127.0.0.1:3000" };
  const post = (path: string, headers: Record<string, string>, body = '["$1"]') =>
    new Request(`http://127.0.0.1:3000${path}`, { method: "POST", headers: { host: "127.0.0.1:3000", "content-type": "text/plain;charset=UTF-8", ...headers }, body });
  const signedIn = async () => true;
  const signedOut = async () => false;

  it("refuses another site's with 403, wherever it posts", async () => {
    for (const path of ["/", "/admin/posts/new/", "/api/contact/", "/admin/images/upload/"]) {
      expect((await pagePostRefusal(post(path, { "next-action": "6004b1ab", origin: "https://evil.example" }), signedIn))?.status, path).toBe(403);
    }
  });

  it("answers 405 to a post to a public page, a server action's included, without reading its body", async () => {
    for (const path of ["/", "/about/", "/blog/", "/contact/", "/contact/check/", "/contact/sent/", "/search/"]) {
      const request = post(path, { ...same, "next-action": "6004b1ab" });
      const refused = await pagePostRefusal(request, signedIn);
      expect(refused?.status, path).toBe(405);
      expect(refused?.headers.get("allow"), path).toBe("GET, HEAD");
      expect(request.bodyUsed, path).toBe(false);
    }
  });

  it("lets an admin's server action through only with a session", async () => {
    for (const path of ["/admin/posts/new/", "/admin/sign-in/"]) {
      // Its script gets the text Next's client throws, which the admin area's error boundary recognises.
      const refused = await pagePostRefusal(post(path, { ...same, "next-action": "6004b1ab" }), signedOut);
      expect(refused?.status, path).toBe(403);
      expect(refused?.headers.get("content-type"), path).toBe("text/plain");
      expect(await refused?.text(), path).toBe(SIGN_IN_TEXTS.sessionEnded);
    }
    // Its form posted without JavaScript is sent to sign in.
    const form = await pagePostRefusal(post("/admin/", { ...same, "content-type": "multipart/form-data; boundary=x" }, "--x--"), signedOut);
    expect(form?.status).toBe(303);
    expect(form?.headers.get("location")).toBe("http://127.0.0.1:3000/admin/sign-in/");
    expect(await pagePostRefusal(post("/admin/posts/new/", { ...same, "next-action": "6004b1ab" }), signedIn)).toBeNull();
  });

  it("leaves route handlers, which bound their own bodies, and anything that is not a POST alone", async () => {
    for (const path of ["/api/contact/", "/api/chat/", "/admin/session/", "/admin/images/upload/"]) expect(await pagePostRefusal(post(path, same), signedOut), path).toBeNull();
    expect(await pagePostRefusal(new Request("http://127.0.0.1:3000/", { headers: { origin: "https://evil.example" } }), signedOut)).toBeNull();
  });
});
