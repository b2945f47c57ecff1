import { expect, test, type Page } from "@playwright/test";
import { asReturningVisitor, expectHydrated } from "../support/axe";
import { jsonLdBlocks } from "../support/html";
import { ARTICLE_ERROR_HEADING, ARTICLE_NOT_FOUND_TEXT, NOT_FOUND_TITLES, PROJECT_NOT_FOUND_TEXT } from "../../lib/shell/not-found";
import { HEADINGS, regionHeadings } from "../../lib/shell/headings";
import { PROJECT_SECTIONS } from "../../lib/content/portfolio";
import { pages } from "../../config/pages";
import { findRegion } from "../../lib/regions";
import { SHELL_LABELS } from "../../lib/shell/labels";
import { CONTENT_MESSAGES } from "../../lib/content/source";

const base = Number(process.env.E2E_PORT_BASE || 3100);
const EMPTY = `http://127.0.0.1:${base + 1}`;
const FAILING = `http://127.0.0.1:${base + 2}`;
const SLOW = `http://127.0.0.1:${base + 3}`;
/** The site on the Supabase stand-in, whose seeded projects have no case study (tests/support/supabase-standin.mjs). */
const SUPABASE = `http://127.0.0.1:${base + 5}`;

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
  await page.route(/ipapi\.co/, (route) => route.abort());
});

test.describe("home", () => {
  test("has its sections in order, with their links", async ({ page }) => {
    await page.goto("/");
    const headings = await page.locator("main h2").allTextContents();
    const order = ["One specialist", "Three things", "How a project runs", HEADINGS.stack, HEADINGS.portfolioTeaser, "Live demos", HEADINGS.journalTeaser, "Resources", SHELL_LABELS.contactHeading];
    const positions = order.map((text) => headings.findIndex((heading) => heading.startsWith(text)));
    expect(positions.every((position) => position >= 0), JSON.stringify(headings)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    await expect(page.getByRole("link", { name: "Start Your Project" }).first()).toHaveAttribute("href", "/contact/");
    await expect(page.getByRole("link", { name: /Scroll to meet the studio/ })).toHaveAttribute("href", "/about/");
    await expect(page.getByRole("link", { name: /^Learn more/ })).toHaveAttribute("href", "/about/");
    await expect(page.getByRole("link", { name: "Explore Services" })).toHaveAttribute("href", "/services/");
    await expect(page.getByRole("link", { name: "Let's Discuss Your Project" })).toHaveAttribute("href", "#contact");
    await expect(page.getByRole("link", { name: "View Full Portfolio" })).toHaveAttribute("href", "/portfolio/");
    await expect(page.getByRole("link", { name: "All Demos" })).toHaveAttribute("href", "/demo/");
    await expect(page.getByRole("link", { name: "View All Articles" })).toHaveAttribute("href", "/blog/");
    await expect(page.locator("#contact form")).toBeVisible();
    const types = jsonLdBlocks(await page.content()).flatMap((block) => (Array.isArray(block) ? block : [block])).map((block) => (block as { "@type": string })["@type"]);
    expect(types).toEqual(expect.arrayContaining(["Organization", "WebSite"]));
  });

  test("the sections below the fold are drawn as they come near, and Let's Discuss Your Project still reaches the form", async ({ page }) => {
    await asReturningVisitor(page);
    await page.goto("/");
    const deferred = page.locator("main .render-when-near");
    await expect(deferred).toHaveCount(7);
    expect(await deferred.first().evaluate((element) => getComputedStyle(element).contentVisibility)).toBe("auto");
    expect(await page.locator("footer").evaluate((footer) => getComputedStyle(footer.parentElement as Element).contentVisibility)).toBe("auto");
    await page.getByRole("link", { name: "Let's Discuss Your Project" }).click();
    await expect(page.locator("#contact form")).toBeInViewport();
    await expect(page.getByRole("heading", { name: SHELL_LABELS.contactHeading })).toBeInViewport();
  });

  test("the hero word rotates every 2000 ms through design., automate., elevate.", async ({ page }) => {
    await page.clock.install({ time: new Date("2026-01-05T08:00:00Z") });
    await page.clock.pauseAt(new Date("2026-01-05T08:00:01Z"));
    await page.goto("/");
    const active = page.locator('[data-testid="rotating-word"] [data-active="true"]');
    await expect(active).toHaveText("design.");
    await page.clock.runFor(1999);
    await expect(active).toHaveText("design.");
    await page.clock.runFor(1);
    await expect(active).toHaveText("automate.");
    await page.clock.runFor(2000);
    await expect(active).toHaveText("elevate.");
    await page.clock.runFor(2000);
    await expect(active).toHaveText("design.");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("We design, automate and elevate.");
  });

  test("the portfolio teaser shows at most 3 projects", async ({ page }) => {
    await page.goto("/");
    const teaser = page.locator("section", { has: page.getByRole("heading", { name: HEADINGS.portfolioTeaser }) });
    await expect(teaser.getByRole("group")).toHaveCount(3);
  });

  test("the demos carousel wraps both ways, moves on a swipe beyond 40 px only, and links to each demo", async ({ page }) => {
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "Live demos", exact: true });
    const active = carousel.locator('[data-active="true"]');
    await expect(active).toHaveAttribute("aria-label", /1 of 3/);
    await carousel.getByRole("button", { name: "Previous demo" }).click();
    await expect(active).toHaveAttribute("aria-label", /3 of 3/);
    await carousel.getByRole("button", { name: "Next demo" }).click();
    await carousel.getByRole("button", { name: "Next demo" }).click();
    await expect(active).toHaveAttribute("aria-label", /2 of 3/);
    await expect(active.getByRole("link", { name: /Live Demo/ })).toHaveAttribute("href", "/demo/?demo=ai-chatbot");
    await carousel.scrollIntoViewIfNeeded();
    // Sections above it are drawn as they come near and may settle the scroll by a fraction of a pixel.
    await expect(carousel).toBeInViewport({ ratio: 0.99 });
    const box = (await active.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width / 2, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 30, y, { steps: 4 });
    await page.mouse.up();
    await expect(active).toHaveAttribute("aria-label", /2 of 3/);
    await page.mouse.move(box.x + box.width / 2, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 80, y, { steps: 4 });
    await page.mouse.up();
    await expect(active).toHaveAttribute("aria-label", /3 of 3/);
    await carousel.focus();
    await page.keyboard.press("ArrowRight");
    await expect(active).toHaveAttribute("aria-label", /1 of 3/);
  });

  test("the blog teaser shows the 3 latest published posts", async ({ page }) => {
    await page.goto("/");
    const teaser = page.locator("section", { has: page.getByRole("heading", { name: HEADINGS.journalTeaser }) });
    await expect(teaser.locator("article")).toHaveCount(3);
  });
});

test.describe("about, services, contact", () => {
  test("about", async ({ page }) => {
    await page.goto("/about/");
    await expect(page.getByRole("heading", { level: 1, name: HEADINGS.about })).toBeVisible();
    await expect(page.getByRole("link", { name: "Discuss Your Project" })).toHaveAttribute("href", "/contact/");
    await expect(page.getByRole("link", { name: "Ready to boost your online presence" })).toHaveAttribute("href", "/contact/");
    await expect(page.getByRole("heading", { name: HEADINGS.whyPartner })).toBeVisible();
    await expect(page.locator("section", { has: page.getByRole("heading", { name: HEADINGS.whyPartner }) }).locator("li")).toHaveCount(3);
    expect(JSON.stringify(jsonLdBlocks(await page.content()))).toContain('"@type":"Person"');
  });

  test("services: three services with anchors and Get Started links", async ({ page }) => {
    await page.goto("/services/");
    await expect(page.getByRole("heading", { level: 1, name: HEADINGS.services })).toBeVisible();
    for (const [anchor, id] of [["web-design", "web-design"], ["ai-automation", "ai-integration"], ["digital-transformation", "digital-marketing"]]) {
      await expect(page.locator(`#${anchor}`)).toBeVisible();
      await expect(page.locator(`#${anchor}`).getByRole("link", { name: /Get Started/ })).toHaveAttribute("href", `/contact/?service=${id}`);
    }
  });

  test("a link to a service's anchor lands on it, though the parts below the fold are drawn only as they come near", async ({ page }) => {
    await asReturningVisitor(page);
    for (const anchor of ["ai-automation", "digital-transformation"]) {
      await page.goto(`/services/#${anchor}`);
      await expect(page.locator(`#${anchor} h2`)).toBeInViewport();
    }
  });

  test("a service's id is an anchor too: /services/#ai-integration and #digital-marketing land on their service", async ({ page }) => {
    for (const [id, title] of [["ai-integration", "AI-Powered Solutions"], ["digital-marketing", "Digital Transformation"]]) {
      await page.goto(`/services/#${id}`);
      await expect(page.locator(`#${id}`)).toHaveCount(1);
      const heading = page.getByRole("heading", { level: 2, name: title, exact: true });
      await expect(heading).toBeInViewport();
      // Just under the fixed header, as the section's own anchor lands.
      const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
      expect(top).toBeGreaterThan(60);
      expect(top).toBeLessThan(400);
    }
  });

  test("contact: heading, the 24-hour promise and the service preselection", async ({ page }) => {
    await page.goto("/contact/");
    await expect(page.getByRole("heading", { level: 1, name: HEADINGS.contact })).toBeVisible();
    await expect(page.getByText(/within 24 business hours/).first()).toBeVisible();
    for (const [query, value] of [["web-design", "web-design"], ["ai-integration", "ai-integration"], ["digital-marketing", "digital-transformation"]]) {
      await page.goto(`/contact/?service=${query}`);
      await expect(page.locator("main select")).toHaveValue(value);
    }
  });
});

test.describe("regional pages", () => {
  const generic = ["philippines", "manila-philippines", "canada", "british-columbia-canada", "ontario-canada", "toronto-ontario", "montreal-quebec", "calgary-alberta", "edmonton-alberta", "waterloo-ontario", "halifax-nova-scotia", "winnipeg-manitoba", "davao-philippines", "iloilo-philippines", "cagayan-de-oro-philippines", "baguio-philippines", "makati-philippines"];

  test("all 19 answer with their own hero, services and call to action", async ({ request }) => {
    const heroes = new Set<string>();
    for (const path of ["/web-design-cebu-philippines/", "/web-design-vancouver-canada/", ...generic.map((slug) => `/web-design-${slug}/`)]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      const hero = /<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1] ?? "";
      expect(hero, path).not.toBe("");
      heroes.add(hero);
      const { services, callToAction } = regionHeadings(findRegion(path.slice(1, -1))!.place);
      expect(html, path).toContain(`${services}</h2>`);
      expect(html, path).toContain(`${callToAction}</h2>`);
      expect(html, path).toContain('href="/contact/"');
    }
    expect(heroes.size).toBe(19);
  });

  test("names the place in the services heading and the call to action", async ({ page }) => {
    await page.goto("/web-design-toronto-ontario/");
    await expect(page.getByRole("heading", { name: regionHeadings("Toronto").services })).toBeVisible();
    await expect(page.getByRole("heading", { name: regionHeadings("Toronto").callToAction })).toBeVisible();
    await page.goto("/web-design-canada/");
    await expect(page.getByRole("heading", { name: regionHeadings("Canada").services })).toBeVisible();
  });

  test("an unknown location is a 404", async ({ page }) => {
    const response = await page.goto("/web-design-atlantis/");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: NOT_FOUND_TITLES.page })).toBeVisible();
  });
});

test.describe("journal", () => {
  test("lists 6 posts per page with page controls, cards within the product's limits", async ({ page }) => {
    await page.goto("/blog/");
    const cards = page.locator("main article");
    await expect(cards).toHaveCount(6);
    const pages = page.getByRole("navigation", { name: "Blog pages" });
    await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await expect(pages.getByRole("link", { name: "Previous" })).toHaveCount(0);
    for (const card of await cards.all()) {
      expect(await card.locator("span.rounded-full").count()).toBeLessThanOrEqual(2);
      const link = (await card.getByRole("link").textContent())!.replace(" (read the article)", "");
      expect(link.length).toBeLessThanOrEqual(53);
    }
    await pages.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/blog\/\?page=2#articles$/);
    await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(pages.getByRole("link", { name: "Previous" })).toBeVisible();
  });

  test("changing page scrolls to the top of the list and focuses its heading; Back and Forward restore the position", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/blog/");
    const pages = page.getByRole("navigation", { name: "Blog pages" });
    await expectHydrated(pages.getByRole("link", { name: "Page 2" }));
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
    const bottom = await page.evaluate(() => window.scrollY);
    expect(bottom).toBeGreaterThan(900);

    const listTop = (name: RegExp) => page.getByRole("heading", { name }).evaluate((element) => Math.round(element.getBoundingClientRect().top));
    await pages.getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/\/blog\/\?page=2#articles$/);
    await expect(page.getByRole("heading", { name: /^Articles, page 2 of \d+$/ })).toBeFocused();
    // At the list's top, just under the fixed header (scroll-margin): the first cards are in view.
    // The scroll has come to rest (no change over 150 ms) with the list heading just under the header.
    const atListTop = (name: RegExp) =>
      expect
        .poll(async () => {
          const before = await page.evaluate(() => window.scrollY);
          await page.waitForTimeout(150);
          const top = await listTop(name);
          return before === (await page.evaluate(() => window.scrollY)) && top > 40 && top < 160;
        }, { timeout: 5_000 })
        .toBe(true);
    await atListTop(/^Articles, page 2 of/);
    const onTwo = await page.evaluate(() => window.scrollY);
    expect(onTwo).toBeLessThan(bottom - 300);

    // Back: page 1 where the visitor left it, not scrolled by the page change.
    await page.goBack();
    await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(bottom - 5);
    // Forward: page 2 at the list's top again.
    await page.goForward();
    await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(onTwo + 5);

    // From the keyboard: Enter on "Next" at the bottom moves to page 3 with the focus on its list heading.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
    const next = pages.getByRole("link", { name: "Next" });
    await expectHydrated(next);
    await next.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/blog\/\?page=3#articles$/);
    await expect(page.getByRole("heading", { name: /^Articles, page 3 of \d+$/ })).toBeFocused();
    await atListTop(/^Articles, page 3 of/);
    await page.keyboard.press("Tab");
    await expect(page.locator("main article").first().getByRole("link")).toBeFocused();
  });

  test("junk and out-of-range page numbers are handled", async ({ page }) => {
    await page.goto("/blog/?page=abc");
    await expect(page.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await page.goto("/blog/?page=9999");
    const last = page.getByRole("navigation", { name: "Blog pages" }).locator("[aria-current=page]");
    await expect(last).toBeVisible();
    await expect(page.getByRole("link", { name: "Next" })).toHaveCount(0);
  });

  test("an article renders every markdown feature, the CTA, related links and its metadata", async ({ page }) => {
    await page.goto("/blog/scaling-startup-vancouver-web-ai-2025/");
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link")).toHaveText(["Home", "Blog"]);
    await expect(page.getByText(/^Published January 14, 2025/)).toBeVisible();
    const prose = page.locator(".prose-article");
    await expect(prose.locator("table")).toBeVisible();
    await expect(prose.locator('input[type="checkbox"]').first()).toBeVisible();
    await expect(prose.locator("del").first()).toBeVisible();
    await expect(prose.locator("section.footnotes, [data-footnotes]")).toBeVisible();
    await expect(prose.locator('a[href="https://web.dev/articles/vitals"]')).toBeVisible();
    await expect(prose.locator(`h2 > a[aria-hidden="true"]`).first()).toHaveAttribute("href", /^#/);
    await expect(page.getByRole("heading", { name: HEADINGS.articleCallToAction })).toBeVisible();
    await expect(page.getByRole("link", { name: "View Services" })).toHaveAttribute("href", "/services/");
    await expect(page.getByRole("heading", { name: HEADINGS.articleRelated })).toBeVisible();
    await expect(page.getByRole("link", { name: /Back to All Articles/ })).toHaveAttribute("href", "/blog/");
    await expect(page).toHaveTitle("Scaling a Vancouver Startup in 2025: A Web and AI Stack That Grows With You | Blog - Northtide Studio");
    const cover = page.locator('img[alt^="Cover illustration"]');
    await expect(cover).toHaveAttribute("loading", "lazy");
    await expect(cover).toHaveAttribute("width", "1200");
  });

  test("a missing post is a 404 with the product's text; drafts and scheduled posts are not public", async ({ page }) => {
    for (const slug of ["no-such-post", "website-maintenance-retainers-what-to-expect", "ai-receptionist-small-clinics-2027"]) {
      const response = await page.goto(`/blog/${slug}/`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: ARTICLE_ERROR_HEADING })).toBeVisible();
      await expect(page.getByText(ARTICLE_NOT_FOUND_TEXT)).toBeVisible();
      await expect(page.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog/");
    }
  });

  test("the first card's cover is drawn with the page; the others load from /covers/ as the visitor reaches them", async ({ page }) => {
    const coverRequests: string[] = [];
    page.on("request", (request) => {
      if (/\/covers\//.test(request.url())) coverRequests.push(new URL(request.url()).pathname);
    });
    await page.goto("/blog/");
    const firstCard = page.locator("main article").first();
    await expect(firstCard.locator(".post-card__cover > svg")).toBeVisible();
    await expect(firstCard.locator("img")).toHaveCount(0);
    const firstSlug = (await firstCard.locator("a[href^='/blog/']").first().getAttribute("href"))?.split("/")[2];
    await expect(page.locator("main article").nth(1).locator("img")).toHaveAttribute("src", /^\/covers\/.+\.svg$/);
    await expect.poll(() => coverRequests.length).toBeGreaterThan(0);
    expect(coverRequests).not.toContain(`/covers/${firstSlug}.svg`);
  });

  test("a cover that fails to load is replaced by the placeholder", async ({ page }) => {
    await page.route(/\/covers\/.*\.svg$/, (route) => route.fulfill({ status: 500, body: "" }));
    await page.goto("/blog/");
    await expect(page.locator('main article img[data-placeholder="true"]').first()).toBeVisible();
  });
});

test.describe("portfolio", () => {
  test("the carousel moves with the arrow keys and wraps both ways", async ({ page }) => {
    await page.goto("/portfolio/");
    const carousel = page.getByRole("region", { name: "Projects" });
    const count = await carousel.getByRole("group").count();
    const position = carousel.locator("p[aria-live]");
    await carousel.focus();
    await expect(position).toHaveText(`1 / ${count}`);
    await page.keyboard.press("ArrowRight");
    await expect(position).toHaveText(`2 / ${count}`);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(position).toHaveText(`${count} / ${count}`);
    await page.keyboard.press("ArrowRight");
    await expect(position).toHaveText(`1 / ${count}`);
  });

  test("the list is a carousel of every project, with the illustrative statement", async ({ page }) => {
    await page.goto("/portfolio/");
    await expect(page.getByRole("heading", { level: 1, name: HEADINGS.portfolio })).toBeVisible();
    await expect(page.getByText(/in development and illustrative/)).toBeVisible();
    await expect(page.getByRole("region", { name: "Projects" }).getByRole("group")).toHaveCount(7);
    await expect(page.getByText("No Preview").first()).toBeVisible();
    await expect(page.getByText("No description available.")).toBeVisible();
  });

  test("on a phone, \"Swipe for more projects\" shows above the carousel of more than 3 projects (not on a wide screen)", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/portfolio/");
    await expect(page.getByText("Swipe for more projects")).toBeVisible();
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(page.getByText("Swipe for more projects")).toBeHidden();
  });

  test("only a page's largest picture is asked for in its head and loaded at once: the portfolio's first card and a project's screenshot, not the founder's portrait", async ({ page }) => {
    await page.goto("/portfolio/");
    const shots = page.locator("img.project-card__shot");
    await expect(shots.first()).toHaveAttribute("loading", "eager");
    await expect(shots.first()).toHaveAttribute("fetchpriority", "high");
    await expect(shots.nth(1)).toHaveAttribute("loading", "lazy");
    const preloaded = page.locator('link[rel="preload"][as="image"]');
    await expect(preloaded).toHaveCount(1);
    expect(await preloaded.getAttribute("imagesrcset")).toBe(await shots.first().getAttribute("srcset"));
    await page.goto("/portfolio/harbourview-lead-assistant/");
    const screenshot = page.getByRole("img", { name: "Harbourview Lead Assistant home screen mock-up" }).first();
    await expect(screenshot).toHaveAttribute("loading", "eager");
    await expect(screenshot).toHaveAttribute("fetchpriority", "high");
    expect(await page.locator('link[rel="preload"][as="image"]').getAttribute("imagesrcset")).toBe(await screenshot.getAttribute("srcset"));
    // The founder's portrait is below the fold on a phone and at its edge on a desktop: it waits, and takes nothing from the first paint.
    for (const path of ["/about/", "/"]) {
      await page.goto(path);
      await expect(page.getByRole("img", { name: /^Illustrated portrait of/ })).toHaveAttribute("loading", "lazy");
      await expect(page.locator('link[rel="preload"][as="image"]')).toHaveCount(0);
    }
  });

  test("a project page has its parts in order; Visit Live Site only with a URL", async ({ page }) => {
    await page.goto("/portfolio/harbourview-lead-assistant/");
    await expect(page.getByRole("heading", { level: 1, name: "Harbourview Lead Assistant" })).toBeVisible();
    await expect(page.getByText("December 9, 2025")).toBeVisible();
    await expect(page.getByText("Portfolio Project")).toBeVisible();
    await expect(page.getByRole("link", { name: /Visit Live Site/ })).toHaveAttribute("target", "_blank");
    await expect(page.getByRole("heading", { name: HEADINGS.moreProjects })).toBeVisible();
    await expect(page.locator("section", { has: page.getByRole("heading", { name: HEADINGS.moreProjects }) }).locator("article")).toHaveCount(3);
    await expect(page.getByRole("link", { name: "View All Projects" })).toHaveAttribute("href", "/portfolio/");
    await page.goto("/portfolio/kitsilano-physio-clinic/");
    await expect(page.getByRole("link", { name: /Visit Live Site/ })).toHaveCount(0);
    await page.goto("/portfolio/tinubdan-learning-portal/");
    await expect(page.getByText(/is a concept project by Northtide Studio/)).toBeVisible();
  });

  test("a project with a case study shows its headline, outcome targets, body, facts and gallery, under its own title", async ({ page }) => {
    await page.goto("/portfolio/reefline-dive-resort-booking/");
    await expect(page).toHaveTitle("Reefline Dive Resort: boat dives and rooms booked in one flow (Concept) | Northtide Studio");
    await expect(page.getByText("Concept case study", { exact: true })).toBeVisible();
    await expect(page.getByText("Reefline Dive Resort: boat dives and rooms booked in one flow", { exact: true })).toBeVisible();
    const outcomes = page.locator("section", { has: page.getByRole("heading", { name: HEADINGS.outcomeTargets }) });
    await expect(outcomes.getByRole("definition").first()).toHaveText("60%");
    await expect(outcomes.getByRole("term").first()).toHaveText("Target share of bookings made without a back-and-forth chat");
    const body = page.getByRole("region", { name: "Case study" });
    await expect(body.getByText(/^This is a concept study\./)).toBeVisible();
    for (const heading of ["The brief", "What we designed", "How we would build it", "Expected outcome"]) await expect(body.getByRole("heading", { level: 2, name: heading })).toBeAttached();
    await expect(body.locator("ul li").first()).toContainText("Availability as data.");
    const facts = page.getByRole("complementary", { name: "At a glance" });
    await expect(facts.getByRole("term")).toHaveText(["Client", "Location", "Services", "Stack", "Timeline"]);
    await expect(facts).toContainText("Mactan, Cebu");
    await expect(facts.getByRole("listitem").filter({ hasText: "Supabase" })).toBeVisible();
    await expect(facts).toContainText("the client is fictional");
    const gallery = page.locator("section", { has: page.getByRole("heading", { level: 2, name: "Gallery" }) });
    await gallery.scrollIntoViewIfNeeded();
    await expect(gallery.getByRole("img")).toHaveCount(2);
    await expect(gallery.getByRole("img").first()).toHaveAttribute("alt", /^Reefline home page mock-up: /);
    await expect.poll(() => gallery.getByRole("img").last().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    for (const { title: heading } of PROJECT_SECTIONS) await expect(page.getByRole("heading", { name: heading })).toHaveCount(0);
  });

  test("a project without a case study shows the fixed texts and the concept title", async ({ page }) => {
    await page.goto(`${SUPABASE}/portfolio/sugbo-bakehouse-online-orders/`);
    await expect(page.getByRole("heading", { level: 1, name: "Sugbo Bakehouse Online Orders" })).toBeVisible();
    await expect(page).toHaveTitle("Sugbo Bakehouse Online Orders: Portfolio Concept | Northtide Studio");
    for (const { title: heading } of PROJECT_SECTIONS) await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    await expect(page.getByText("Concept case study", { exact: true })).toHaveCount(0);
    await expect(page.getByRole("complementary", { name: "At a glance" })).toHaveCount(0);
  });

  test("a missing project is a 404 with the product's text", async ({ page }) => {
    const response = await page.goto("/portfolio/no-such-project/");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: NOT_FOUND_TITLES.project })).toBeVisible();
    await expect(page.getByText(PROJECT_NOT_FOUND_TEXT)).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Portfolio" })).toHaveAttribute("href", "/portfolio/");
    await expect(page.getByRole("link", { name: "Try Again" })).toBeVisible();
  });
});

test.describe("empty and failing content", () => {
  test("empty: the product's texts on the journal, the teaser and the portfolio", async ({ page }) => {
    await page.goto(`${EMPTY}/blog/`);
    await expect(page.getByRole("heading", { name: HEADINGS.noPosts })).toBeVisible();
    await expect(page.getByText("No blog posts available yet. Please check back later!")).toBeVisible();
    await page.goto(`${EMPTY}/`);
    await expect(page.getByText("No blog posts available yet. Stay tuned!")).toBeVisible();
    await page.goto(`${EMPTY}/portfolio/`);
    await expect(page.getByRole("heading", { name: HEADINGS.noProjects })).toBeVisible();
    await expect(page.getByText("Projects will be showcased here soon.")).toBeVisible();
  });

  test("failing: the product's error texts", async ({ page }) => {
    await page.goto(`${FAILING}/blog/`);
    await expect(page.getByRole("heading", { name: CONTENT_MESSAGES.postsFailedTitle })).toBeVisible();
    await expect(page.getByText("connection to the content database was refused")).toBeVisible();
    await page.goto(`${FAILING}/`);
    await expect(page.getByText("Error: connection to the content database was refused")).toBeVisible();
    await page.goto(`${FAILING}/portfolio/`);
    await expect(page.getByRole("heading", { name: CONTENT_MESSAGES.projectsFailedTitle })).toBeVisible();
    await expect(page.getByText("Failed to load projects: connection to the content database was refused. Please try again later.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Reload Page" })).toBeVisible();
    await page.goto(`${FAILING}/portfolio/reefline-dive-resort-booking/`);
    await expect(page.getByText(CONTENT_MESSAGES.projectPageFailed)).toBeVisible();
    await page.goto(`${FAILING}/blog/local-seo-cebu-businesses-2025/`);
    await expect(page.getByRole("heading", { name: ARTICLE_ERROR_HEADING })).toBeVisible();
    await expect(page).toHaveTitle(`${ARTICLE_ERROR_HEADING} | Northtide Studio`);
    await expect(page.getByText("connection to the content database was refused")).toBeVisible();
  });
});

test("content at hand is sent whole: the journal and the portfolio carry no loading state and swap nothing in after the first paint", async ({ request }) => {
  for (const [path, loadingText, contentText] of [
    ["/portfolio/", "Loading projects", HEADINGS.portfolioAll],
    ["/blog/", "Loading articles", "Articles, page 1 of"],
  ]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(contentText);
    expect(html, path).not.toContain(loadingText);
    expect(html, path).not.toContain('data-testid="project-skeleton"');
    expect(html, path).not.toContain("$RC(");
  }
});

test.describe("loading states (a content source that answers after 2.5 s)", () => {
  // Pages are served from the cache once rendered, so each test first expires the slow server's content: the page it
  // then follows is rendered again, 2.5 s per read, while the test watches its loading state.
  test.describe.configure({ timeout: 60_000, mode: "serial" });
  test.beforeEach(async ({ request }) => {
    const response = await request.post(`${SLOW}/api/revalidate/`, { headers: { authorization: "Bearer e2e-revalidate-secret" } });
    expect(response.status()).toBe(200);
  });

  test("following the journal's link shows a spinner, then the posts", async ({ page }) => {
    await page.goto(`${SLOW}/terms/`);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" }).click();
    const loading = page.getByRole("status").filter({ hasText: "Loading articles" });
    await expect(loading).toBeVisible();
    await expect(loading.locator(".animate-spin")).toBeVisible();
    await expect(page.getByRole("heading", { name: HEADINGS.journal })).toBeVisible({ timeout: 15_000 });
    await expect(loading).toHaveCount(0);
  });

  test("following the portfolio's link shows 3 skeleton cards, then the projects", async ({ page }) => {
    await page.goto(`${SLOW}/terms/`);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Portfolio" }).click();
    await expect(page.getByTestId("project-skeleton")).toHaveCount(3);
    await expect(page.getByRole("status").filter({ hasText: "Loading projects" })).toBeAttached();
    await expect(page.getByRole("heading", { name: HEADINGS.portfolio })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId("project-skeleton")).toHaveCount(0);
  });

  test("following a project card shows \"Loading Project\" until the project arrives", async ({ page }) => {
    await page.goto(`${SLOW}/portfolio/`);
    await page.getByRole("link", { name: /^View project\s*: Kitsilano Physio Clinic$/ }).click();
    const loading = page.getByRole("status").filter({ hasText: "Loading Project" });
    await expect(loading).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Kitsilano Physio Clinic" })).toBeVisible({ timeout: 15_000 });
    await expect(loading).toHaveCount(0);
  });

  test("following an article card shows a spinner until the article arrives", async ({ page }) => {
    await page.goto(`${SLOW}/blog/`);
    const card = page.getByRole("article").first();
    const title = (await card.getByRole("heading").textContent()) ?? "";
    await card.getByRole("link").click();
    const loading = page.getByRole("status").filter({ hasText: "Loading article" });
    await expect(loading).toBeAttached();
    await expect(loading.locator(".animate-spin")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible({ timeout: 15_000 });
    await expect(loading).toHaveCount(0);
  });
});

test.describe("demos", () => {
  test("the initial demo comes from ?demo=, else the hash, else the first item", async ({ page }) => {
    await page.goto("/demo/?demo=dt-dashboard");
    await expect(page.locator("[data-demo]")).toHaveAttribute("data-demo", "dt-dashboard");
    await page.goto("/demo/#ai-chatbot");
    await expect(page.locator("[data-demo]")).toHaveAttribute("data-demo", "ai-chatbot");
    await page.goto("/demo/");
    await expect(page.locator("[data-demo]")).toHaveAttribute("data-demo", "basic-template");
    await expect(page.getByRole("heading", { level: 1, name: HEADINGS.demos })).toBeVisible();
  });

  test("only live items are enabled; selecting one updates the URL and Back restores it", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/demo/");
    const menu = page.getByRole("navigation", { name: "Demos" });
    const enabled = await menu.locator("button:not([disabled])").allTextContents();
    expect(enabled).toEqual(["Basic Website Template", "AI Chatbot", "Analytics Dashboard"]);
    await expect(menu.locator("button[disabled]")).toHaveCount(14);
    await menu.getByRole("button", { name: "Analytics Dashboard" }).click();
    await expect(page).toHaveURL(/\/demo\/\?demo=dt-dashboard$/);
    await expect(page.getByTestId("kpi-delta")).toHaveText(["+12.4% this month", "+5.1% this month", "\u22123.2% this month"]);
    await page.goBack();
    await expect(page.locator("[data-demo]")).toHaveAttribute("data-demo", "basic-template");
  });

  test("on a phone the menu is a drawer titled Demo Menu that closes on Escape", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/demo/");
    const opener = page.getByRole("button", { name: "Browse demos" });
    await opener.click();
    const drawer = page.getByRole("dialog", { name: "Demo Menu" });
    await expect(drawer).toBeVisible();
    // Focus stays inside the drawer while it is open.
    for (let step = 0; step < 12; step++) {
      await page.keyboard.press("Tab");
      expect(await drawer.evaluate((element) => element.contains(document.activeElement) || document.activeElement === document.body)).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();
  });

  /**
   * Loads /demo/, stops the page's animation timeline (as DevTools' animation panel does) and opens the phone drawer;
   * then steps the panel's slide from its start to its end, returning its duration and the panel's left edge, top and
   * opacity at 15 evenly spaced points (at rest, one point): the slide as the page defines it, however slowly the
   * machine paints its frames.
   */
  async function drawerSteps(page: Page) {
    await page.goto("/demo/");
    const opener = page.getByRole("button", { name: "Browse demos" });
    await expectHydrated(opener);
    const devtools = await page.context().newCDPSession(page);
    await devtools.send("Animation.enable");
    await devtools.send("Animation.setPlaybackRate", { playbackRate: 0 });
    await opener.click();
    const panel = page.locator("dialog[open] [data-drawer-panel]");
    await expect(panel).toHaveCount(1);
    const slide = await panel.evaluate((element) => {
      const at = () => {
        const box = element.getBoundingClientRect();
        return { left: Math.round(box.left), top: Math.round(box.top), opacity: getComputedStyle(element).opacity };
      };
      const [animation] = element.getAnimations();
      if (!animation) return { duration: 0, steps: [at()] };
      const duration = Number(animation.effect?.getComputedTiming().endTime ?? 0);
      const steps = [];
      for (let step = 0; step <= 14; step++) {
        animation.currentTime = (duration * step) / 14;
        steps.push(at());
      }
      return { duration, steps };
    });
    await devtools.send("Animation.setPlaybackRate", { playbackRate: 1 });
    return slide;
  }

  test("on a phone the drawer slides in from the left edge (no fade, no rise), and back out when an item is chosen", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { duration, steps: frames } = await drawerSteps(page);
    expect(duration).toBeCloseTo(280, 0);
    expect(frames[0].left).toBeLessThan(-100);
    expect(frames.at(-1)!.left).toBe(0);
    expect(frames.some((frame) => frame.left > -300 && frame.left < -10)).toBe(true);
    for (const frame of frames) {
      expect(frame.top).toBe(0);
      expect(frame.opacity).toBe("1");
    }
    for (let i = 1; i < frames.length; i++) expect(frames[i].left).toBeGreaterThanOrEqual(frames[i - 1].left);
    await page.getByRole("dialog", { name: "Demo Menu" }).getByRole("button", { name: "AI Chatbot" }).click();
    await expect(page.getByRole("dialog", { name: "Demo Menu" })).toBeHidden();
    await expect(page).toHaveURL(/\/demo\/\?demo=ai-chatbot$/);
    await expect(page.getByRole("button", { name: "Browse demos" })).toBeFocused();
  });

  test("under reduced motion the drawer is simply there", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce", viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await asReturningVisitor(page);
    const { steps: frames } = await drawerSteps(page);
    expect(frames.every((frame) => frame.left === 0 && frame.top === 0), JSON.stringify(frames.slice(0, 5))).toBe(true);
    await context.close();
  });

  test("Preview Full Page opens the standalone templates in a new tab", async ({ page }) => {
    await page.goto("/demo/?demo=basic-template");
    await expect(page.getByRole("link", { name: /Preview Full Page/ })).toHaveAttribute("href", "/template/basic/");
    await expect(page.getByRole("link", { name: /Preview Full Page/ })).toHaveAttribute("target", "_blank");
    await expect(page.getByRole("link", { name: "Book Live Demo" })).toHaveAttribute("href", "/contact/");
    await page.goto("/demo/?demo=dt-dashboard");
    await expect(page.getByRole("link", { name: /Preview Full Page/ })).toHaveAttribute("href", "/template/analytics/");
    await page.goto("/demo/?demo=ai-chatbot");
    await expect(page.getByRole("link", { name: /Preview Full Page/ })).toHaveCount(0);
  });

  test("the sample template's navigation follows the scroll position", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/template/basic/");
    const nav = page.getByRole("navigation", { name: "Sample site" });
    await expect(nav.locator('[aria-current="true"]')).toHaveText("Home");
    await nav.getByRole("button", { name: "Reviews" }).click();
    await expect(nav.locator('[aria-current="true"]')).toHaveText("Reviews");
  });

  test("standalone pages are noindex and titled; opened in a new tab (no history), Back goes to /demo/", async ({ page }) => {
    for (const [path, title] of [["/template/basic/", "Basic Website Template Preview"], ["/template/analytics/", "Analytics Dashboard Template Preview"]]) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex, nofollow/);
    }
    await page.goto("/demo/?demo=dt-dashboard");
    const [tab] = await Promise.all([page.waitForEvent("popup"), page.getByRole("link", { name: /Preview Full Page/ }).click()]);
    await expect(tab).toHaveURL(/\/template\/analytics\/$/);
    expect(await tab.evaluate(() => window.history.length)).toBe(1);
    await expect(tab.getByRole("link", { name: /Back/ })).toHaveAttribute("data-interactive", "true");
    await tab.getByRole("link", { name: /Back/ }).click();
    await expect(tab).toHaveURL(/\/demo\/$/);
  });

  test("Back returns to the previous page when there is history, from this site or not", async ({ page }) => {
    await page.goto("/demo/?demo=dt-dashboard");
    await page.evaluate(() => window.location.assign("/template/analytics/"));
    await expect(page).toHaveURL(/\/template\/analytics\/$/);
    await expect(page.getByRole("link", { name: /Back/ })).toHaveAttribute("data-interactive", "true");
    await page.getByRole("link", { name: /Back/ }).click();
    await expect(page).toHaveURL(/\/demo\/\?demo=dt-dashboard$/);

    // No same-site referrer (a link with rel=noreferrer, a bookmark, another site's page): history still decides.
    await page.goto("/about/");
    await page.goto("/template/basic/");
    expect(await page.evaluate(() => document.referrer)).toBe("");
    await expect(page.getByRole("link", { name: /Back/ })).toHaveAttribute("data-interactive", "true");
    await page.getByRole("link", { name: /Back/ }).click();
    await expect(page).toHaveURL(/\/about\/$/);
  });

  test("the standalone dashboard regenerates its data every 10 s", async ({ page }) => {
    // The clock is paused only once the dashboard's code has loaded (chunk loading needs running timers); from
    // then on, every 10 s window holds exactly one refresh. The pause lies a second ahead of the page's clock, which
    // keeps running while the command travels (a pause in its past is refused), and well before the first refresh.
    await page.clock.install();
    await page.goto("/template/analytics/");
    const dashboard = page.getByTestId("dashboard");
    await expect(dashboard).toHaveAttribute("data-generation", "1");
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    const generation = async () => Number(await dashboard.getAttribute("data-generation"));
    const before = await generation();
    await page.clock.runFor(10_000);
    await expect(dashboard).toHaveAttribute("data-generation", String(before + 1));
    await page.clock.runFor(10_000);
    await expect(dashboard).toHaveAttribute("data-generation", String(before + 2));
    await page.clock.runFor(30_000);
    await expect(dashboard).toHaveAttribute("data-generation", String(before + 5));
  });
});

test.describe("search, privacy, terms, sitemap", () => {
  test("search has empty, results and no-results states", async ({ page }) => {
    await page.goto("/search/");
    await expect(page.getByRole("heading", { name: HEADINGS.searchPrompt })).toBeVisible();
    await page.getByLabel(/Search articles/).fill("local seo cebu");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/search\/\?query=local\+seo\+cebu/);
    await expect(page.getByRole("link", { name: /Local SEO for Cebu Businesses/ })).toBeVisible();
    await page.goto("/search/?query=zzzqqq");
    await expect(page.getByRole("heading", { name: HEADINGS.searchNoResults })).toBeVisible();
  });

  test("privacy says what is stored, and the HTML sitemap lists every article and region", async ({ page }) => {
    await page.goto("/privacy/");
    for (const key of ["theme", "cookieConsent", "loadingScreenShown", "country"]) await expect(page.locator("main")).toContainText(key);
    await page.goto("/terms/");
    await expect(page.getByRole("heading", { level: 1, name: pages.terms.title })).toBeVisible();
    await page.goto("/sitemap/");
    await expect(page.locator("main a[href^='/web-design-']")).toHaveCount(19);
    expect(await page.locator("main a[href^='/blog/']").count()).toBeGreaterThanOrEqual(38);
  });
});
