import { describe, expect, it } from "vitest";
import { pagePostRefusal } from "@/lib/security/page-posts";
import { sameOriginVerdict } from "@/lib/security/same-origin";

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

describe("POSTs to pages (server actions), before Next handles them", () => {
  const post = (headers: Record<string, string>, body?: string) => new Request("http://127.0.0.1:3000/admin/sign-in/", { method: "POST", headers: { host: "127.0.0.1:3000", ...headers }, body });

  it("refuses another site's with 403", async () => {
    const refused = await pagePostRefusal(post({ "next-action": "6004b1ab", origin: "https://evil.example", "content-type": "text/plain;charset=UTF-8" }, "[]"));
    expect(refused?.status).toBe(403);
    expect((await pagePostRefusal(post({ origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" }, "a=b")))?.status).toBe(403);
  });

  it("refuses an action body that cannot be decoded with 400", async () => {
    const same = { origin: "http://127.0.0.1:3000" };
    expect((await pagePostRefusal(post({ ...same, "next-action": "6004b1ab", "content-type": "text/plain;charset=UTF-8" }, "{{{garbage")))?.status).toBe(400);
    expect((await pagePostRefusal(post({ ...same, "next-action": "6004b1ab", "content-type": "text/plain;charset=UTF-8" }, '{"a":1}')))?.status).toBe(400);
    expect((await pagePostRefusal(post({ ...same, "next-action": "6004b1ab", "content-type": "multipart/form-data; boundary=x" }, "garbage")))?.status).toBe(400);
    expect((await pagePostRefusal(post({ ...same, "content-type": "multipart/form-data; boundary=x" }, "garbage")))?.status).toBe(400);
  });

  it("refuses with 405 an action posted to a page that has none (every public page but the contact form's answer)", async () => {
    const same = { origin: "http://127.0.0.1:3000" };
    for (const path of ["/", "/about/", "/blog/a-post/"]) {
      const form = new FormData();
      form.set("$ACTION_ID_6004b1ab", "");
      const refused = await pagePostRefusal(new Request(`http://127.0.0.1:3000${path}`, { method: "POST", headers: { host: "127.0.0.1:3000", ...same }, body: form }));
      expect(refused?.status, path).toBe(405);
      expect(refused?.headers.get("allow")).toBe("GET, HEAD");
      const scripted = await pagePostRefusal(new Request(`http://127.0.0.1:3000${path}`, { method: "POST", headers: { host: "127.0.0.1:3000", ...same, "next-action": "6004b1ab", "content-type": "text/plain;charset=UTF-8" }, body: "[]" }));
      expect(scripted?.status, path).toBe(405);
    }
  });

  it("refuses with 400 a form post that names no action (Next would log an error for it)", async () => {
    const form = new FormData();
    form.set("password", "x");
    const refused = await pagePostRefusal(new Request("http://127.0.0.1:3000/admin/sign-in/", { method: "POST", headers: { host: "127.0.0.1:3000", origin: "http://127.0.0.1:3000" }, body: form }));
    expect(refused?.status).toBe(400);
  });

  it("passes a well-formed action, and anything that is not a POST", async () => {
    const same = { origin: "http://127.0.0.1:3000" };
    expect(await pagePostRefusal(post({ ...same, "next-action": "6004b1ab", "content-type": "text/plain;charset=UTF-8" }, '["$K1",{}]'))).toBeNull();
    const form = new FormData();
    form.set("$ACTION_ID_6004b1ab", "");
    form.set("password", "x");
    expect(await pagePostRefusal(new Request("http://127.0.0.1:3000/admin/sign-in/", { method: "POST", headers: { host: "127.0.0.1:3000", ...same }, body: form }))).toBeNull();
    expect(await pagePostRefusal(new Request("http://127.0.0.1:3000/", { headers: { origin: "https://evil.example" } }))).toBeNull();
  });
});
