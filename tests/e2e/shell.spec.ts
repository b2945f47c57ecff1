import { expect, test, type Page } from "@playwright/test";
import { asReturningVisitor, expectNoAxeViolations, storeTheme } from "../support/axe";
import { expectMenuAnnounced } from "../support/menu";
import { SHELL_LABELS } from "../../lib/shell/labels";
import { HEADINGS } from "../../lib/shell/headings";
import { NOT_FOUND_TITLES } from "../../lib/shell/not-found";

const blockGeoService = (page: Page) => page.route(/ipapi\.co/, (route) => route.abort());

test.describe("header and navigation", () => {
  test.beforeEach(async ({ page }) => {
    await asReturningVisitor(page);
    await blockGeoService(page);
  });

  test("a keyboard walks the header in order: skip link, brand, the seven items, theme, Inquire", async ({ page }) => {
    await page.goto("/about/");
    const names: string[] = [];
    for (let step = 0; step < 11; step++) {
      await page.keyboard.press("Tab");
      names.push(await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        return element?.getAttribute("aria-label") ?? element?.textContent?.trim() ?? "";
      }));
    }
    expect(names.slice(0, 9)).toEqual(["Skip to content", "Northtide Studio, home", "Home", "About", "Services", "Portfolio", "Demo", "Blog", "Contact"]);
    expect(names[9]).toMatch(/Switch to (dark|light) theme/);
    expect(names[10]).toBe("Inquire");
    // The skip link lands on the main content.
    await page.goto("/about/");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
  });

  test("lists the seven items in order, with trailing slashes, and marks the active one", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link")).toHaveText(["Home", "About", "Services", "Portfolio", "Demo", "Blog", "Contact"]);
    const hrefs = await nav.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(["/", "/about/", "/services/", "/portfolio/", "/demo/", "/blog/", "/contact/"]);
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await expect(nav.locator("[aria-current=page]")).toHaveCount(1);
  });

  test("marks a section as active on its nested pages", async ({ page }) => {
    await page.goto("/blog/some-article-that-does-not-exist/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Blog" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
  });

  test("becomes compact after 50 px of scroll and leaves full width past the top 5% of the viewport", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 800 });
    await page.goto("/");
    await page.evaluate(() => {
      document.body.style.minHeight = "4000px";
    });
    const header = page.locator("header[data-compact]");
    await expect(header).toHaveAttribute("data-compact", "false");
    await expect(header).toHaveAttribute("data-full-width", "true");
    await page.evaluate(() => window.scrollTo(0, 39));
    await expect(header).toHaveAttribute("data-full-width", "true");
    await page.evaluate(() => window.scrollTo(0, 45));
    await expect(header).toHaveAttribute("data-full-width", "false");
    await expect(header).toHaveAttribute("data-compact", "false");
    await page.evaluate(() => window.scrollTo(0, 120));
    await expect(header).toHaveAttribute("data-compact", "true");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-compact", "false");
    await expect(header).toHaveAttribute("data-full-width", "true");
  });

  test("the mobile menu opens full-screen, traps focus, closes on Escape and returns focus", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const opener = page.getByRole("button", { name: "Open the menu" });
    await opener.click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expectMenuAnnounced(opener, menu);
    await expect(menu.getByRole("link")).toHaveText([/Northtide Studio/, /Home/, /About/, /Services/, /Portfolio/, /Demo/, /Blog/, /Contact/, /hello@/]);
    // A modal dialog makes the rest of the page inert: Tab moves within it (or out to the browser's own UI), never to the page behind.
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press("Tab");
      expect(await menu.evaluate((element) => element.contains(document.activeElement) || document.activeElement === document.body)).toBe(true);
    }
    expect(await page.locator("main").evaluate((main) => main.closest("body")!.querySelector("dialog[open]") !== null)).toBe(true);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("the mobile menu closes when a link is followed, and when the browser goes back while it is open", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => {
      window.localStorage.setItem("cookieConsent", "rejected");
      window.sessionStorage.setItem("loadingScreenShown", "true");
    });
    await page.goto("/");
    const opener = page.getByRole("button", { name: "Open the menu" });
    const menu = page.getByRole("dialog", { name: "Menu" });
    await opener.click();
    await menu.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about\/$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(HEADINGS.about);

    await opener.click();
    await expect(menu).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(menu).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test.describe("contact dialog", () => {
  test("Inquire opens the short form in a modal that traps focus, closes on Escape and returns focus", async ({ page }) => {
    await asReturningVisitor(page);
    await blockGeoService(page);
    await page.goto("/");
    const inquire = page.getByRole("button", { name: "Inquire", exact: true });
    await inquire.click();
    const dialog = page.getByRole("dialog", { name: SHELL_LABELS.contactHeading });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Full Name")).toBeVisible();
    await expect(dialog.getByLabel("Email Address")).toBeVisible();
    await expect(dialog.getByLabel("Message")).toBeVisible();
    await expect(dialog.getByLabel("Phone")).toHaveCount(0);
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((element) => element.contains(document.activeElement) || document.activeElement === document.body)).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(inquire).toBeFocused();
    await inquire.click();
    await dialog.getByRole("button", { name: SHELL_LABELS.closeContactForm }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe("theme", () => {
  test("follows the system preference when nothing is stored", async ({ browser }) => {
    for (const scheme of ["dark", "light"] as const) {
      const context = await browser.newContext({ colorScheme: scheme });
      const page = await context.newPage();
      await page.goto("/");
      await expect(page.locator("html")).toHaveClass(scheme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      await context.close();
    }
  });

  test("the not-found page, which the browser renders from Next's empty error shell, takes the stored theme and else the system's", async ({ browser }) => {
    for (const [scheme, stored, expected] of [["light", "dark", "dark"], ["dark", "light", "light"], ["dark", null, "dark"], ["light", null, "light"]] as const) {
      const context = await browser.newContext({ colorScheme: scheme });
      await context.addInitScript((value) => {
        if (value) localStorage.setItem("theme", value);
      }, stored);
      const page = await context.newPage();
      await page.goto("/x/y/");
      await expect(page.getByRole("heading", { name: NOT_FOUND_TITLES.page })).toBeVisible();
      await expect(page.locator("html")).toHaveClass(expected === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      await expect(page.getByRole("button", { name: expected === "dark" ? SHELL_LABELS.toLightTheme : SHELL_LABELS.toDarkTheme }).first()).toBeAttached();
      await context.close();
    }
  });

  test("the toggle switches, stores the choice, and the stored theme applies before first paint on reload", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light", reducedMotion: "reduce" });
    await page.addInitScript(() => {
      localStorage.setItem("cookieConsent", "rejected");
      sessionStorage.setItem("loadingScreenShown", "true");
      document.addEventListener("readystatechange", () => {
        if (document.readyState === "interactive") (window as unknown as { themeAtParse: string }).themeAtParse = document.documentElement.className;
      });
    });
    await page.goto("/");
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    await page.getByRole("button", { name: SHELL_LABELS.toDarkTheme }).click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { themeAtParse: string }).themeAtParse)).toMatch(/\bdark\b/);
    await page.getByRole("button", { name: SHELL_LABELS.toLightTheme }).click();
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
  });
});

test.describe("cookie banner", () => {
  const choices = [
    ["Accept All", "accepted_all"],
    ["Essentials Only", "essentials_only"],
    ["Reject All", "rejected"],
    [SHELL_LABELS.closeCookieBanner, "rejected"],
  ] as const;

  for (const [button, stored] of choices) {
    test(`${button} stores ${stored} and hides the banner for good`, async ({ page }) => {
      await page.addInitScript(() => sessionStorage.setItem("loadingScreenShown", "true"));
      await page.goto("/");
      const banner = page.getByRole("region", { name: "Cookie consent" });
      await expect(banner).toBeVisible();
      await banner.getByRole("button", { name: button, exact: true }).click();
      await expect(banner).toBeHidden();
      expect(await page.evaluate(() => localStorage.getItem("cookieConsent"))).toBe(stored);
      await page.reload();
      await expect(page.locator("#main")).toBeVisible();
      await expect(banner).toBeHidden();
    });
  }
});

test.describe("loading screen", () => {
  test("plays once per session, covering home and locking its scroll while it plays", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("cookieConsent", "rejected"));
    await page.clock.install({ time: new Date("2026-01-05T08:00:00Z") });
    await page.clock.pauseAt(new Date("2026-01-05T08:00:01Z"));
    // Hold every CSS animation still, so the screen can be inspected mid-play whatever the machine's speed.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Animation.enable");
    await cdp.send("Animation.setPlaybackRate", { playbackRate: 0 });
    await page.goto("/");
    const screen = page.locator(".loading-screen");
    await expect(screen).toBeVisible();
    // On home it covers the whole viewport (elsewhere it is a badge under the header).
    expect(await screen.evaluate((element) => { const box = element.getBoundingClientRect(); return [box.top, box.height === innerHeight]; })).toEqual([0, true]);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
    expect(await page.evaluate(() => sessionStorage.getItem("loadingScreenShown"))).toBeNull();
    // While it plays, the compositor plays it (transform and opacity only) and the background particles stand still.
    const playing = await page.evaluate(() =>
      document.getAnimations().map((animation) => {
        const effect = animation.effect as KeyframeEffect;
        const target = effect.target as Element;
        const properties = effect.getKeyframes().flatMap((frame) => Object.keys(frame).filter((key) => !["offset", "computedOffset", "easing", "composite"].includes(key)));
        return { inScreen: Boolean(target.closest(".loading-screen")), decoration: target.matches(".particles > span, .after-intro"), state: animation.playState, properties };
      }),
    );
    const screenAnimations = playing.filter((animation) => animation.inScreen);
    expect(screenAnimations.length).toBeGreaterThanOrEqual(3);
    for (const animation of screenAnimations) expect(animation.properties.every((property) => property === "transform" || property === "opacity")).toBe(true);
    // The endless decorations wait: the twelve particles and home's scroll hint.
    const decorationStates = () => page.evaluate(() => document.getAnimations().filter((animation) => ((animation.effect as KeyframeEffect).target as Element).matches(".particles > span, .after-intro")).map((animation) => animation.playState));
    expect(playing.filter((animation) => animation.decoration).map((animation) => animation.state)).toEqual(Array(13).fill("paused"));
    await cdp.send("Animation.setPlaybackRate", { playbackRate: 1 });
    await expect(page.locator("html")).toHaveAttribute("data-loaded", "", { timeout: 10_000 });
    await expect.poll(decorationStates).toEqual(Array(13).fill("running"));
    expect(await page.evaluate(() => sessionStorage.getItem("loadingScreenShown"))).toBe("true");
    await expect(screen).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");
    await page.goto("/about/");
    await expect(page.locator(".loading-screen")).toBeHidden();
  });

  test("the server HTML under the cover holds the page for crawlers", async ({ request }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain('class="loading-screen"');
    expect(html).toContain("Start Your Project");
  });

  test("elsewhere it plays without hiding the content, and reduced motion skips it", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto("/no-such-page/");
    await expect(page.locator("html")).toHaveAttribute("data-loaded", "");
    await expect(page.locator(".loading-screen")).toBeHidden();
    expect(await page.evaluate(() => sessionStorage.getItem("loadingScreenShown"))).toBe("true");
    await context.close();
  });
});

test.describe("page furniture", () => {
  test("the progress bar is 4 px high and grows as the page scrolls; there are 12 particles", async ({ page }) => {
    await asReturningVisitor(page);
    await page.goto("/");
    const bar = page.getByTestId("scroll-progress");
    expect((await bar.boundingBox())?.height).toBe(4);
    await expect(page.locator(".particles > span")).toHaveCount(12);
    await page.evaluate(() => {
      document.body.style.minHeight = "5000px";
      window.scrollTo(0, 2000);
    });
    await expect.poll(async () => (await bar.boundingBox())?.width ?? 0).toBeGreaterThan(200);
  });

  test("smooth scrolling glides a wheel gesture (the wheel multiplier of 0.7) and asks for no frames on a still page", async ({ page }) => {
    await asReturningVisitor(page);
    await page.addInitScript(() => {
      const counted = window.requestAnimationFrame.bind(window);
      (window as unknown as { frameRequests: number }).frameRequests = 0;
      window.requestAnimationFrame = (callback) => {
        (window as unknown as { frameRequests: number }).frameRequests += 1;
        return counted(callback);
      };
    });
    await page.goto("/privacy/");
    // Lenis loads on the visitor's first sign of intent, here the pointer reaching the page; not before.
    await page.waitForLoadState("load");
    await expect(page.locator("html")).not.toHaveClass(/\blenis\b/);
    await page.mouse.move(200, 300);
    await expect(page.locator("html")).toHaveClass(/\blenis\b/, { timeout: 10_000 });
    const framesRequestedOver = (ms: number) =>
      page.evaluate(async (window_ms) => {
        const counter = window as unknown as { frameRequests: number };
        const before = counter.frameRequests;
        await new Promise((resolve) => setTimeout(resolve, window_ms));
        return counter.frameRequests - before;
      }, ms);
    expect(await framesRequestedOver(400)).toBe(0);

    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    // Lenis scrolls by 600 × wheelMultiplier 0.7; a native scroll would move the whole 600 px at once.
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY)), { timeout: 5000 }).toBe(420);
    await expect.poll(() => framesRequestedOver(400)).toBe(0);
  });

  test("the footer has the tagline, links, five groups within the footer limits, and the copyright", async ({ page }) => {
    await asReturningVisitor(page);
    await page.goto("/contact/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "hello@northtide.studio" })).toHaveAttribute("href", "mailto:hello@northtide.studio");
    await expect(footer.getByRole("link", { name: "Northtide Studio on Facebook" })).toBeVisible();
    await expect(footer.getByRole("link", { name: "Northtide Studio on Instagram" })).toBeVisible();
    const groups = footer.getByRole("navigation", { name: "Footer" }).locator("> div");
    await expect(groups).toHaveCount(5);
    const counts = await groups.evaluateAll((divs) => divs.map((div) => div.querySelectorAll("a").length));
    expect(counts).toEqual([2, 3, 2, 2, 2]);
    const footerLinks = await footer.getByRole("navigation", { name: "Footer" }).getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(footerLinks).not.toContain("/contact/");
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Northtide Studio. All rights reserved.`);
    for (const [name, href] of [["Privacy", "/privacy/"], ["Terms", "/terms/"], ["Sitemap", "/sitemap/"]]) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
  });

  test("in forced colours the footer's icons and the brand mark stay drawn, not painted over in the page's colour", async ({ browser }) => {
    for (const colorScheme of ["light", "dark"] as const) {
      const context = await browser.newContext({ forcedColors: "active", colorScheme });
      const page = await context.newPage();
      await asReturningVisitor(page);
      await page.goto("/contact/");
      const footer = page.getByRole("contentinfo");
      await footer.scrollIntoViewIfNeeded();
      const colours = await footer.evaluate((element) => {
        const paint = (selector: string) => getComputedStyle(element.querySelector(selector)!).backgroundColor;
        return { page: getComputedStyle(document.body).backgroundColor, icons: [".icon-mail", ".icon-facebook", ".icon-instagram"].map(paint), mark: paint(".brand-mark") };
      });
      for (const icon of colours.icons) expect(icon, colorScheme).not.toBe(colours.page);
      expect(colours.mark, colorScheme).not.toBe(colours.page);
      await context.close();
    }
  });
});

test.describe("floating action button", () => {
  test("without the PH country: Chat and Email only; the menu, chat and email states", async ({ page }) => {
    await asReturningVisitor(page);
    await blockGeoService(page);
    await page.goto("/");
    const main = page.getByRole("button", { name: "Open quick contact" });
    await main.click();
    const menu = page.getByRole("list", { name: "Quick contact" });
    await expect(menu.getByRole("listitem")).toHaveCount(2);
    await expect(menu.getByRole("button", { name: "Chat" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Messenger" })).toHaveCount(0);
    await page.getByRole("button", { name: "Close quick contact" }).click();
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Open quick contact" }).click();
    await menu.getByRole("button", { name: "Chat" }).click();
    await expect(page.getByRole("dialog", { name: /Chat with Tala/ })).toBeVisible();
    await page.getByRole("button", { name: "Close quick contact" }).click();
    await expect(page.getByRole("dialog", { name: /Chat with Tala/ })).toBeHidden();

    await page.getByRole("button", { name: "Open quick contact" }).click();
    await menu.getByRole("button", { name: "Email" }).click();
    await expect(page.getByRole("dialog", { name: SHELL_LABELS.contactHeading })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Open quick contact" })).toBeFocused();
  });

  test("for visitors in the Philippines: Messenger, Call and SMS too", async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { "x-vercel-ip-country": "PH" } });
    const page = await context.newPage();
    let geoCalls = 0;
    await page.route(/ipapi\.co/, (route) => {
      geoCalls++;
      return route.abort();
    });
    await asReturningVisitor(page);
    await page.goto("/");
    await page.getByRole("button", { name: "Open quick contact" }).click();
    const menu = page.getByRole("list", { name: "Quick contact" });
    await expect(menu.getByRole("link", { name: "Messenger" })).toHaveAttribute("href", "https://m.me/northtidestudio");
    await expect(menu.getByRole("link", { name: "Call" })).toHaveAttribute("href", "tel:+639175550142");
    await expect(menu.getByRole("link", { name: "SMS" })).toHaveAttribute("href", "sms:+639175550142");
    expect(geoCalls).toBe(0);
    await context.close();
  });

  test("without a platform header the client asks the IP service once the visitor reaches for the menu, and PH from it shows the quick-contact items", async ({ page }) => {
    await asReturningVisitor(page);
    let geoCalls = 0;
    await page.route(/ipapi\.co/, (route) => {
      geoCalls++;
      return route.fulfill({ contentType: "application/json", body: JSON.stringify({ country_code: "PH" }) });
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(geoCalls).toBe(0);
    await page.getByRole("button", { name: "Open quick contact" }).click();
    await expect(page.getByRole("link", { name: "Messenger" })).toBeVisible();
    expect(geoCalls).toBe(1);
    // The answer is kept for the session's other pages.
    await page.goto("/about/");
    await page.getByRole("button", { name: "Open quick contact" }).click();
    await expect(page.getByRole("link", { name: "Messenger" })).toBeVisible();
    expect(geoCalls).toBe(1);
  });
});

test.describe("accessibility of the shell", () => {
  test.describe.configure({ timeout: 90_000 });
  for (const theme of ["light", "dark"] as const) {
    for (const width of [1440, 390]) {
      test(`no axe violation on / and the 404 page (${theme}, ${width} px)`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await storeTheme(page, theme);
        await blockGeoService(page);
        for (const path of ["/", "/no-such-page/"]) {
          await page.goto(path);
          // The first page of the session plays the loading screen: check the page once it has faded out.
          await expect(page.locator("html")).toHaveAttribute("data-loaded", "");
          await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
          await expectNoAxeViolations(page);
        }
        await page.getByRole("button", { name: "Open quick contact" }).click();
        // The menu's code loads on the click, and its items rise in: check them once they are all in place.
        const menu = page.getByRole("list", { name: "Quick contact" });
        await expect(menu).toBeVisible();
        await menu.evaluate((list) => Promise.all(list.getAnimations({ subtree: true }).map((animation) => animation.finished)));
        await expectNoAxeViolations(page);
      });
    }
  }
});
