import { expect, test } from "@playwright/test";

test("home renders server-side with the brand and a Start Your Project link", async ({ request }) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain("Start Your Project");
  expect(response.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-/);
});

test("a path without its trailing slash redirects permanently, keeping the query", async ({ request }) => {
  const response = await request.get("/about?x=1", { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers()["location"]).toBe("/about/?x=1");
});

test("an unknown route answers 404 with the not-found page", async ({ page }) => {
  const response = await page.goto("/no-such-page/");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Homepage" })).toHaveAttribute("href", "/");
});
