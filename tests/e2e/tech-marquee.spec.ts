import { expect, test } from "@playwright/test";
import { HEADINGS } from "../../lib/shell/headings";
import { asReturningVisitor } from "../support/axe";

// A trace's snapshots read every element's style, which would draw the marquee and fetch its sprite at once: this file
// records none.
test.use({ trace: "off" });

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
  await page.route(/ipapi\.co/, (route) => route.abort());
});

test("the tech marquee lists 26 tools in two rows, with icons shipped by the site, fetched only when it nears the screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  let spriteRequests = 0;
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/tech-stack.svg") spriteRequests += 1;
  });
  await page.goto("/", { waitUntil: "load" });
  // Checked first: reading a style inside the marquee would draw it, and fetch the sprite.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(spriteRequests, "the sprite waits for the marquee").toBe(0);
  const section = page.locator("section", { has: page.getByRole("heading", { name: HEADINGS.stack }) });
  // Each tool is read once: the rows' second copies, which the script adds for the loop, are hidden from screen readers.
  await expect(section.locator(".marquee__set")).toHaveCount(4);
  await expect(section.getByRole("listitem")).toHaveCount(26);
  await expect(section.locator(".marquee__track")).toHaveCount(2);
  expect(await section.locator(".marquee__track").first().evaluate((track) => getComputedStyle(track).animationDuration)).toBe("40s");

  // Every icon is a view of the site's own sprite, which frames each of them; the dark brand colours take the text's.
  const icons = await section.locator(".marquee__set span").evaluateAll((spans) => spans.map((span) => ({ url: (span as HTMLElement).style.getPropertyValue("--icon"), mono: span.classList.contains("mono") })));
  expect(icons).toHaveLength(52);
  expect(icons.every(({ url }) => /^url\(\/tech-stack\.svg#[a-z0-9]+\)$/.test(url))).toBe(true);
  expect(icons.filter(({ mono }) => mono).length).toBeGreaterThan(0);
  const sprite = await page.request.get("/tech-stack.svg");
  expect(sprite.headers()["content-type"]).toContain("image/svg+xml");
  // Its name carries no hash, so a day's cache: not a request on every visit.
  expect(sprite.headers()["cache-control"]).toBe("public, max-age=86400, stale-while-revalidate=604800");
  const spriteText = await sprite.text();
  for (const { url } of icons) expect(spriteText, url).toContain(`<view id="${url.slice(url.indexOf("#") + 1, -1)}"`);

  await section.scrollIntoViewIfNeeded();
  await expect.poll(() => spriteRequests).toBe(1);
  // A brand colour is the icon's own; a colour too dark for the dark theme is a mask over the text colour. The box is
  // rounded: the track moves, and a box read mid-move can be a fraction of a pixel off (21.99999 in one CI run).
  const drawn = (selector: string) => section.locator(selector).first().evaluate((span) => {
    const style = getComputedStyle(span);
    return { width: Math.round(span.getBoundingClientRect().width), image: style.backgroundImage, mask: style.maskImage, fill: style.backgroundColor };
  });
  const brand = await drawn(".marquee__set span:not(.mono)");
  expect(brand.width).toBe(22);
  expect(brand.image).toMatch(/\/tech-stack\.svg#[a-z0-9]+"?\)$/);
  const mono = await drawn(".marquee__set span.mono");
  expect(mono.width).toBe(22);
  expect(mono.mask).toMatch(/\/tech-stack\.svg#[a-z0-9]+"?\)$/);
  expect(mono.fill).toBe(await page.evaluate(() => getComputedStyle(document.body).color));
});

test("under reduced motion the marquee stands still and shows each of the 26 tools once", async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: "reduce" });
  const page = await context.newPage();
  await page.goto("/");
  const tracks = page.locator(".marquee__track");
  expect(await tracks.first().evaluate((track) => getComputedStyle(track).animationName)).toBe("none");
  await expect(tracks.locator("li:visible")).toHaveCount(26);
  await context.close();
});

test("the server's HTML carries each tool once; the loop's second copy of each row comes with the script", async ({ page, request }) => {
  const html = await (await request.get("/")).text();
  expect(html.match(/class="marquee__set"/g)).toHaveLength(2);
  expect(html.match(/tech-stack\.svg#/g)).toHaveLength(26);
  await page.goto("/");
  const tracks = page.locator(".marquee__track");
  await expect(tracks.first().locator(".marquee__set")).toHaveCount(2);
  await expect(tracks.first().locator('.marquee__set[aria-hidden="true"]')).toHaveCount(1);
  expect(await tracks.first().evaluate((track) => getComputedStyle(track).animationName)).toBe("marquee");
  // Without the copy (the server's HTML, before the script runs) a row stands still: the loop moves by half the track,
  // which one copy would leave gaping.
  expect(await tracks.last().evaluate((track) => {
    track.lastElementChild?.remove();
    return getComputedStyle(track).animationName;
  })).toBe("none");
});
