import { expect, test } from "@playwright/test";

const SCRIPT = `<script>alert("x")</script>`;
const HOSTILE = `"><img src=x onerror=alert(1)>${SCRIPT}`;

/** Hostile, malformed and oversized input to every endpoint and dynamic route: a clear 4xx or the right page, never a 500, never reflected script. */
test.describe("bad input", () => {
  test("the contact endpoint refuses malformed, oversized and wrong-type bodies with a clear 4xx", async ({ request }) => {
    const cases: { name: string; options: Parameters<typeof request.post>[1] }[] = [
      { name: "invalid JSON", options: { headers: { "content-type": "application/json" }, data: "{not json" } },
      { name: "wrong content type", options: { headers: { "content-type": "text/plain" }, data: "name=a" } },
      { name: "array body", options: { data: [1, 2, 3] } },
      { name: "wrong types", options: { data: { name: 42, email: ["a"], message: { a: 1 } } } },
      { name: "missing fields", options: { data: {} } },
      { name: "bad e-mail", options: { data: { name: "Ana", email: "not-an-email", message: "Hello" } } },
      { name: "unknown service", options: { data: { name: "Ana", email: "ana@example.com", message: "Hi", service: "../../etc/passwd" } } },
      { name: "very long strings", options: { data: { name: "a".repeat(100_000), email: "ana@example.com", message: "b".repeat(200_000) } } },
    ];
    for (const { name, options } of cases) {
      const response = await request.post("/api/contact/", { ...options, headers: { ...(options?.headers ?? {}), "x-forwarded-for": `10.9.0.${cases.indexOf(cases.find((c) => c.name === name)!)}` } });
      expect(response.status(), name).toBeGreaterThanOrEqual(400);
      expect(response.status(), name).toBeLessThan(500);
      const body = await response.json();
      expect(typeof body.message, name).toBe("string");
      expect(body.message, name).not.toContain("<script");
    }
  });

  test("HTML and script in every contact field is stored as text and never reflected", async ({ request }) => {
    const response = await request.post("/api/contact/", {
      data: { name: HOSTILE.slice(0, 100), email: "ana@example.com", phone: HOSTILE.slice(0, 30), service: "other", message: HOSTILE, extra: HOSTILE },
      headers: { "x-forwarded-for": "10.9.1.1" },
    });
    expect(response.status()).toBeLessThan(500);
    expect(await response.text()).not.toContain("<script");
  });

  test("the chat endpoint refuses malformed and oversized input", async ({ request }) => {
    const cases = [
      { headers: { "content-type": "application/json" }, data: "{" },
      { data: { message: "" } },
      { data: { message: "   " } },
      { data: { message: 12 } },
      { data: { message: "x".repeat(50_000) } },
      { data: { message: "hi", history: "nope" } },
      { data: { message: "hi", history: Array.from({ length: 500 }, () => ({ role: "user", text: "x" })) } },
    ];
    for (const [index, options] of cases.entries()) {
      const response = await request.post("/api/chat/", { ...options, headers: { ...(options.headers ?? {}), "x-forwarded-for": `10.9.2.${index}` } });
      expect(response.status(), JSON.stringify(options).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(response.status()).toBeLessThan(500);
    }
    const hostile = await request.post("/api/chat/", { data: { message: HOSTILE }, headers: { "x-forwarded-for": "10.9.3.1" } });
    expect(hostile.status()).toBeLessThan(500);
    expect(await hostile.text()).not.toContain("<script");
  });

  test("secret-protected endpoints refuse a missing or wrong secret", async ({ request }) => {
    for (const path of ["/api/revalidate/", "/api/inquiries/retry/"]) {
      expect((await request.post(path)).status(), path).toBe(401);
      expect((await request.post(path, { headers: { authorization: "Bearer wrong" } })).status(), path).toBe(401);
    }
  });

  test("dynamic routes answer a 4xx (404 where the URL is well-formed) for traversal, junk and hostile slugs", async ({ request }) => {
    for (const path of ["/blog/..%2F..%2Fetc%2Fpasswd/", "/portfolio/..%2F..%2Fpackage.json/"]) {
      // Encoded traversal is normalised before routing: the answer is an ordinary page or a 404, never a file.
      const response = await request.get(path);
      expect(response.status(), path).toBeLessThan(500);
      const body = await response.text();
      expect(body, path).not.toContain("root:x:");
      expect(body, path).not.toContain('"dependencies"');
    }
    for (const path of [
      "/blog/%3Cscript%3Ealert(1)%3C%2Fscript%3E/",
      `/portfolio/${"a".repeat(3000)}/`,
      "/web-design-atlantis/",
      "/web-design-..%2F..%2F/",
      "/covers/..%2F..%2Fpackage.json",
      "/og/article/%3Cscript%3E.png",
    ]) {
      const response = await request.get(path);
      expect([400, 404, 414], path).toContain(response.status());
      expect(await response.text(), path).not.toContain("<script>alert");
    }
  });

  test("query parameters are handled, not reflected as markup", async ({ request }) => {
    for (const path of ["/blog/?page=999999999999", "/blog/?page=-1", "/blog/?page=abc", "/blog/?page=1e9", `/search/?query=${encodeURIComponent(SCRIPT)}`, `/contact/?service=${encodeURIComponent(HOSTILE)}`, `/demo/?demo=${encodeURIComponent(HOSTILE)}`]) {
      const response = await request.get(path);
      expect(response.status(), path).toBeLessThan(500);
      expect(await response.text(), path).not.toContain('<script>alert("x")');
    }
  });
});
