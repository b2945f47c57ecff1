import type { Page } from "@playwright/test";

/** One thing wrong with a page's layout, as found in the browser: which rule, which element, and what was measured. */
export interface LayoutDefect {
  rule: string;
  element: string;
  detail: string;
}

/**
 * Scrolls the page down to its end a viewport at a time and back to the top, as a visitor reading it would, so that lazy
 * images start loading and the parts drawn only when near (content-visibility: auto) are drawn and remember their size.
 */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    // Until the frame after the scroll has been rendered: lazy images and parts drawn when near are decided in it.
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    await frame();
  });
}

/**
 * Waits for every image the page shows to finish loading. A lazy image still waiting after the scroll (one in a carousel
 * off to the side, say) is asked to load now: this check is about images that fail, not about when they start.
 */
export async function settleImages(page: Page, timeoutMs = 8_000) {
  await page.evaluate(async (timeout) => {
    const shown = [...document.images].filter((image) => image.checkVisibility());
    for (const image of shown) if (!image.complete && image.loading === "lazy") image.loading = "eager";
    const settled = (image: HTMLImageElement) =>
      image.complete ? Promise.resolve() : new Promise<void>((resolve) => {
        image.addEventListener("load", () => resolve(), { once: true });
        image.addEventListener("error", () => resolve(), { once: true });
      });
    await Promise.race([Promise.all(shown.map(settled)), new Promise((resolve) => setTimeout(resolve, timeout))]);
  }, timeoutMs);
}

/**
 * Runs in the page. Measures the page as it stands (scrolled through, images settled) and returns what breaks the layout
 * rules: the document ends with the footer (or, on a page without the site footer, with the page's frame); nothing is
 * wider than the viewport unless a box that clips or scrolls holds it; no text is cut off by a box that clips it; every
 * image and background image loaded. Self-contained, as page.evaluate needs.
 */
export async function findLayoutDefects(): Promise<LayoutDefect[]> {
  const defects: LayoutDefect[] = [];
  const viewportWidth = document.documentElement.clientWidth;

  /** A short CSS path to the element, for a failure message: up to three ancestors, stopping at an id. */
  const describe = (element: Element): string => {
    const parts: string[] = [];
    for (let node: Element | null = element; node && node !== document.body && parts.length < 4; node = node.parentElement) {
      let part = node.tagName.toLowerCase();
      if (node.id) {
        parts.unshift(`${part}#${node.id}`);
        break;
      }
      const testId = node.getAttribute("data-testid") ?? node.getAttribute("data-section");
      if (testId) part += `[${node.hasAttribute("data-testid") ? "data-testid" : "data-section"}=${testId}]`;
      else {
        const classes = [...node.classList].slice(0, 2);
        if (classes.length) part += `.${classes.join(".")}`;
      }
      parts.unshift(part);
    }
    const label = element.getAttribute("aria-label") ?? element.getAttribute("alt") ?? element.textContent ?? "";
    const text = label.replace(/\s+/g, " ").trim().slice(0, 50);
    return text ? `${parts.join(" > ")} "${text}"` : parts.join(" > ");
  };

  const isVisuallyHidden = (element: Element) => {
    const style = getComputedStyle(element);
    const rect = element.getBoundingClientRect();
    return (style.position === "absolute" && rect.width <= 1 && rect.height <= 1) || style.clip === "rect(0px, 0px, 0px, 0px)";
  };
  const insideHidden = (element: Element) => element.closest("[aria-hidden='true'], [inert]") !== null;
  const clips = (value: string) => value === "hidden" || value === "clip";
  const contains = (value: string) => value !== "visible";
  const all = [...document.body.querySelectorAll("*")];

  // 1. The page ends with its footer: nothing below it makes the document taller.
  const footer = document.querySelector("body footer:not(main footer)");
  const frame = footer ?? document.querySelector("main")?.parentElement;
  if (frame) {
    const pageBottom = (element: Element) => element.getBoundingClientRect().bottom + window.scrollY;
    const end = Math.max(pageBottom(frame), document.documentElement.clientHeight);
    const height = document.documentElement.scrollHeight;
    if (Math.abs(height - end) > 1) {
      // What reaches the document's end: the deepest elements ending there, outside the footer, leaving out layers that
      // span the whole document.
      const reachingEnd = all.filter(
        (element) => !frame.contains(element) && Math.abs(pageBottom(element) - height) <= 1 && element.getBoundingClientRect().top + window.scrollY > 1,
      );
      const lowest = reachingEnd
        .filter((element) => !reachingEnd.some((other) => other !== element && element.contains(other)))
        .slice(0, 3)
        .map((element) => describe(element));
      defects.push({
        rule: "scrolls past its end",
        element: footer ? "footer" : "the page's frame",
        detail: `the document is ${height} px tall but ${footer ? "the footer" : "the page"} ends at ${Math.round(end)} px${lowest.length ? `; reaching the end: ${lowest.join("; ")}` : ""}`,
      });
    }
  }

  // 2. Nothing wider than the viewport, except inside a box that clips or scrolls it.
  if (document.documentElement.scrollWidth > viewportWidth) {
    defects.push({ rule: "horizontal scroll", element: "document", detail: `the page is ${document.documentElement.scrollWidth} px wide in a ${viewportWidth} px viewport` });
  }
  const heldByClippingAncestor = (element: Element) => {
    for (let node = element.parentElement; node && node !== document.documentElement; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (contains(style.overflowX)) return true;
      if (style.position === "fixed") return false;
    }
    return false;
  };
  const tooWide = new Set<Element>();
  for (const element of all) {
    const rect = element.getBoundingClientRect();
    if (rect.width <= 1 || rect.height <= 0) continue;
    if (rect.right <= viewportWidth + 1 && rect.left >= -1) continue;
    if (!element.checkVisibility({ visibilityProperty: true }) || isVisuallyHidden(element) || heldByClippingAncestor(element)) continue;
    tooWide.add(element);
  }
  for (const element of tooWide) {
    if (element.parentElement && tooWide.has(element.parentElement)) continue;
    const rect = element.getBoundingClientRect();
    defects.push({ rule: "wider than the viewport", element: describe(element), detail: `spans ${Math.round(rect.left)} to ${Math.round(rect.right)} px in a ${viewportWidth} px viewport` });
  }

  // 3. No text cut off by a box that clips it (intended truncation with an ellipsis or a line clamp aside).
  for (const box of all) {
    const style = getComputedStyle(box);
    const clipsX = clips(style.overflowX);
    const clipsY = clips(style.overflowY);
    if (!clipsX && !clipsY) continue;
    const overflowsX = clipsX && box.scrollWidth > box.clientWidth + 1;
    const overflowsY = clipsY && box.scrollHeight > box.clientHeight + 1;
    if (!overflowsX && !overflowsY) continue;
    if (style.textOverflow === "ellipsis" || style.webkitLineClamp !== "none" || isVisuallyHidden(box) || insideHidden(box) || !box.checkVisibility()) continue;
    const rect = box.getBoundingClientRect();
    const inner = { left: rect.left + box.clientLeft, top: rect.top + box.clientTop, right: rect.left + box.clientLeft + box.clientWidth, bottom: rect.top + box.clientTop + box.clientHeight };
    const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim()) continue;
      if (insideHidden(parent) || !parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      if (parent !== box && [...ancestorsBetween(parent, box)].some((element) => isVisuallyHidden(element) || getComputedStyle(element).textOverflow === "ellipsis")) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const cut = [...range.getClientRects()].find(
        (line) => line.width > 0 && ((overflowsX && (line.left < inner.left - 1 || line.right > inner.right + 1)) || (overflowsY && (line.top < inner.top - 1 || line.bottom > inner.bottom + 1))),
      );
      if (cut) {
        defects.push({ rule: "text clipped", element: describe(box), detail: `"${node.textContent.trim().slice(0, 40)}" runs out of its ${Math.round(box.clientWidth)}×${Math.round(box.clientHeight)} px box` });
        break;
      }
    }
  }

  // 4. Every image the page shows, and every background image, loaded.
  for (const image of document.images) {
    if (!image.checkVisibility()) continue;
    if (!image.complete) defects.push({ rule: "image not loaded", element: describe(image), detail: `${image.currentSrc || image.src} had not loaded after the page was scrolled through` });
    else if (image.naturalWidth === 0) defects.push({ rule: "broken image", element: describe(image), detail: `${image.currentSrc || image.src} did not load` });
  }
  const backgrounds = new Map<string, Element>();
  for (const element of all) {
    for (const pseudo of [null, "::before", "::after"]) {
      for (const match of getComputedStyle(element, pseudo).backgroundImage.matchAll(/url\("?([^")]+)"?\)/g)) {
        if (!backgrounds.has(match[1])) backgrounds.set(match[1], element);
      }
    }
  }
  await Promise.all(
    [...backgrounds].map(([url, element]) =>
      new Promise<void>((resolve) => {
        const probe = new Image();
        probe.onload = () => {
          if (probe.naturalWidth === 0 && !/\.svg([?#]|$)|^data:image\/svg/.test(url)) defects.push({ rule: "broken background image", element: describe(element), detail: `${url} has no size` });
          resolve();
        };
        probe.onerror = () => {
          defects.push({ rule: "broken background image", element: describe(element), detail: `${url} did not load` });
          resolve();
        };
        probe.src = url;
      }),
    ),
  );
  return defects;

  function* ancestorsBetween(element: Element, box: Element) {
    for (let node: Element | null = element; node && node !== box; node = node.parentElement) yield node;
  }
}

/**
 * Runs in the page, scrolled to its end. The footer's last links (those in the lower half of the viewport, where a
 * fixed element at the bottom can hide them and no further scroll uncovers them) must each be what a tap at its centre
 * lands on. Returns the links that something else covers, and what covers them.
 */
export function findCoveredFooterLinks(): LayoutDefect[] {
  const footer = document.querySelector("body footer:not(main footer)");
  if (!footer) return [];
  const defects: LayoutDefect[] = [];
  for (const link of footer.querySelectorAll("a, button")) {
    const rect = link.getBoundingClientRect();
    const x = rect.left + rect.width / 2;
    const y = rect.top + rect.height / 2;
    if (rect.width === 0 || y < window.innerHeight / 2 || y > window.innerHeight) continue;
    const hit = document.elementFromPoint(x, y);
    if (hit && link.contains(hit)) continue;
    const coveredBy = hit?.closest("header, section, [data-state], dialog") ?? hit;
    defects.push({
      rule: "footer link covered",
      element: `footer a "${(link.textContent || link.getAttribute("aria-label") || "").trim().slice(0, 40)}"`,
      detail: `a tap at its centre lands on ${coveredBy ? `${coveredBy.tagName.toLowerCase()}${coveredBy.getAttribute("aria-label") ? `[aria-label="${coveredBy.getAttribute("aria-label")}"]` : `.${[...coveredBy.classList].slice(0, 3).join(".")}`}` : "nothing"}`,
    });
  }
  return defects;
}

/**
 * Runs in the page. Scrolls through `[from, to]` (document offsets), a frame or two after each scroll, and returns every
 * position at which the element `selector` is shown (not hidden, not fully transparent) with any part of it under the
 * fixed header (the bottom of the header's bar): what a reader sees when a pinned panel slides under the header. It
 * looks every `step` px wherever the element moves near the header, and every four steps elsewhere: where the element
 * stood still (pinned) at two looks, or stayed far below the header or above the screen, it did so in between, and what
 * a scroll-driven fade shows follows where the element stands. Self-contained, as page.evaluate needs.
 */
export async function findShownUnderHeader({ selector, from, to, step }: { selector: string; from: number; to: number; step: number }): Promise<LayoutDefect[]> {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const element = document.querySelector(selector);
  const bar = document.querySelector("body > header, header")?.firstElementChild ?? document.querySelector("header");
  if (!element || !bar) return [{ rule: "no such element", element: selector, detail: `${element ? "" : "the element is missing"}${bar ? "" : " the header is missing"}` }];
  const defects: LayoutDefect[] = [];
  const look = async (y: number) => {
    window.scrollTo(0, y);
    await frame();
    const shown = element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    const box = element.getBoundingClientRect();
    const headerBottom = bar.getBoundingClientRect().bottom;
    if (shown && box.bottom > 0 && box.top < headerBottom - 0.5) {
      defects.push({ rule: "under the header", element: selector, detail: `scrolled to ${Math.round(window.scrollY)}: its top at ${box.top.toFixed(1)} px, the header's bottom at ${headerBottom.toFixed(1)} px, opacity ${getComputedStyle(element.closest("[class]") ?? element).opacity}` });
    }
    return { y, top: box.top, bottom: box.bottom, near: box.top < headerBottom + 4 * step && box.bottom > -4 * step };
  };
  let previous = await look(Math.max(0, from));
  while (previous.y < to) {
    const next = await look(Math.min(previous.y + 4 * step, to));
    if ((previous.near || next.near) && (next.top !== previous.top || next.bottom !== previous.bottom)) {
      for (let y = previous.y + step; y < next.y; y += step) await look(y);
    }
    previous = next;
  }
  return defects;
}
