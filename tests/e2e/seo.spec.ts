import { expect, test, type APIRequestContext } from "@playwright/test";
import { missingRequiredProperties } from "../../lib/seo/structured-data";
import { anchorHrefs, jsonLdBlocks, linkHrefs, metaContents, titles } from "./support/html";

const HOST = "https://northtide.studio";

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(HOST, ""));
}

async function inBatches<T, R>(items: T[], size: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(run))));
  return results;
}

test.describe("search metadata", () => {
  test.describe.configure({ timeout: 180_000 });

  test("the sitemap lists every indexable route and nothing that is not", async ({ request }) => {
    const paths = await sitemapPaths(request);
    for (const path of ["/", "/about/", "/services/", "/portfolio/", "/blog/", "/contact/", "/demo/", "/web-design-cebu-philippines/", "/web-design-vancouver-canada/", "/web-design-makati-philippines/"]) {
      expect(paths).toContain(path);
    }
    expect(paths.filter((path) => path.startsWith("/web-design-"))).toHaveLength(19);
    expect(paths.some((path) => /^\/(admin|api|template|search)/.test(path))).toBe(false);
    expect(paths).not.toContain("/blog/website-maintenance-retainers-what-to-expect/");
    expect(paths).not.toContain("/blog/ai-receptionist-small-clinics-2027/");
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${HOST}/sitemap.xml`);
    expect(robots).toMatch(/Disallow: \/admin/);
  });

  test("every page in the sitemap has one title, one description, its own canonical, social tags and valid JSON-LD, none shared", async ({ request }) => {
    const paths = await sitemapPaths(request);
    const seenTitles = new Map<string, string>();
    const seenDescriptions = new Map<string, string>();
    const problems: string[] = [];
    await inBatches(paths, 4, async (path) => {
      const response = await request.get(path);
      if (response.status() !== 200) return problems.push(`${path}: HTTP ${response.status()}`);
      const html = await response.text();
      const pageTitles = titles(html);
      const descriptions = metaContents(html, "description");
      const canonicals = linkHrefs(html, "canonical");
      if (pageTitles.length !== 1) problems.push(`${path}: ${pageTitles.length} titles`);
      if (descriptions.length !== 1) problems.push(`${path}: ${descriptions.length} descriptions`);
      const description = descriptions[0] ?? "";
      const max = path.startsWith("/blog/") && path !== "/blog/" ? 155 : 160;
      if (description.length < 50 || description.length > max) problems.push(`${path}: description of ${description.length} characters`);
      if (canonicals.length !== 1 || canonicals[0] !== `${HOST}${path}`) problems.push(`${path}: canonical ${canonicals.join(", ")}`);
      for (const key of ["og:title", "og:description", "og:url", "og:type", "og:image", "twitter:card"]) {
        if (metaContents(html, key).length === 0) problems.push(`${path}: no ${key}`);
      }
      if (metaContents(html, "og:url")[0] !== `${HOST}${path}`) problems.push(`${path}: og:url ${metaContents(html, "og:url")[0]}`);
      if (/^\/blog\/.+/.test(path) && metaContents(html, "og:type")[0] !== "article") problems.push(`${path}: og:type is not article`);
      try {
        for (const block of jsonLdBlocks(html)) {
          const missing = missingRequiredProperties(block);
          if (missing.length) problems.push(`${path}: JSON-LD missing ${missing.join(", ")}`);
        }
      } catch (error) {
        problems.push(`${path}: JSON-LD does not parse (${(error as Error).message})`);
      }
      const title = pageTitles[0];
      if (title && seenTitles.has(title)) problems.push(`${path}: title shared with ${seenTitles.get(title)}`);
      if (description && seenDescriptions.has(description)) problems.push(`${path}: description shared with ${seenDescriptions.get(description)}`);
      if (title) seenTitles.set(title, path);
      if (description) seenDescriptions.set(description, path);
    });
    expect(problems, problems.join("\n")).toEqual([]);
  });

  test("a crawl from / over every internal link finds no dead link and no link missing its trailing slash", async ({ request }) => {
    const queue = ["/"];
    const seen = new Set(queue);
    const problems: string[] = [];
    while (queue.length) {
      const batch = queue.splice(0, 4);
      await Promise.all(
        batch.map(async (path) => {
          const response = await request.get(path, { maxRedirects: 0 });
          if (response.status() >= 300) return problems.push(`${path}: HTTP ${response.status()}`);
          if (!(response.headers()["content-type"] ?? "").includes("text/html")) return;
          for (const href of anchorHrefs(await response.text())) {
            if (!href.startsWith("/") || href.startsWith("//")) continue;
            const url = new URL(href, "http://site.local");
            const isFile = /\.[a-z0-9]+$/i.test(url.pathname);
            if (!isFile && !url.pathname.endsWith("/")) problems.push(`${path}: link without trailing slash ${href}`);
            const target = url.pathname + url.search;
            if (url.pathname.startsWith("/api/") || seen.has(target) || seen.size > 400) continue;
            seen.add(target);
            queue.push(target);
          }
        }),
      );
    }
    expect(problems, problems.join("\n")).toEqual([]);
    expect(seen.size).toBeGreaterThan(40);
  });

  test("the RSS feed lists published articles only and is linked from the head", async ({ request }) => {
    const feed = await request.get("/feed.xml");
    expect(feed.headers()["content-type"]).toContain("application/rss+xml");
    const xml = await feed.text();
    expect(xml).toContain("<rss version=\"2.0\"");
    expect(xml).not.toContain("website-maintenance-retainers-what-to-expect");
    expect(xml).not.toContain("ai-receptionist-small-clinics-2027");
    const home = await (await request.get("/")).text();
    expect(home).toMatch(/<link[^>]+type="application\/rss\+xml"[^>]+href="[^"]*\/feed.xml"/);
  });

  test("social images are generated locally as 1200x630 PNGs", async ({ request }) => {
    for (const path of ["/og/page/home.png", "/og/region/web-design-cebu-philippines.png", "/og/region/web-design-toronto-ontario.png"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/png");
      const png = await response.body();
      expect(png.readUInt32BE(16)).toBe(1200);
      expect(png.readUInt32BE(20)).toBe(630);
    }
    expect((await request.get("/og/region/web-design-atlantis.png")).status()).toBe(404);
    expect((await request.get("/og/nope/x.png")).status()).toBe(404);
  });
});
