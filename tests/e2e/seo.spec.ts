import { expect, test, type APIRequestContext } from "@playwright/test";
import { regionViews } from "../../lib/regions";
import { anchorHrefs, jsonLdBlocks, linkHrefs, metaContents, titles } from "../support/html";
import { missingRequiredProperties } from "../support/structured-data";

const HOST = "https://northtide.studio";
const BRAND = "Northtide Studio";
/** The standalone templates: outside the sitemap (noindex), yet every page sets its search metadata. */
const TEMPLATES = ["/template/basic/", "/template/analytics/"];

/** What every page's head must carry (docs/product.md, "Search metadata"): each tag once, non-empty, canonical and og:url its own URL. */
function headProblems(path: string, html: string): string[] {
  const problems: string[] = [];
  const once = (key: string, values: string[]) => {
    if (values.length !== 1) problems.push(`${path}: ${values.length} ${key}`);
    else if (!values[0].trim()) problems.push(`${path}: empty ${key}`);
    return values[0] ?? "";
  };
  once("title", titles(html));
  once("description", metaContents(html, "description"));
  once("keywords", metaContents(html, "keywords"));
  const canonical = once("canonical", linkHrefs(html, "canonical"));
  if (canonical && canonical !== `${HOST}${path}`) problems.push(`${path}: canonical ${canonical}`);
  for (const key of ["og:title", "og:description", "og:url", "og:type", "og:image", "twitter:card", "twitter:title", "twitter:description", "twitter:image"]) once(key, metaContents(html, key));
  const ogUrl = metaContents(html, "og:url")[0];
  if (ogUrl && ogUrl !== `${HOST}${path}`) problems.push(`${path}: og:url ${ogUrl}`);
  for (const key of ["og:image", "twitter:image"]) {
    const image = metaContents(html, key)[0];
    if (image && !image.startsWith(`${HOST}/`)) problems.push(`${path}: ${key} is not an absolute URL on the site: ${image}`);
  }
  const card = metaContents(html, "twitter:card")[0];
  if (card && card !== "summary_large_image") problems.push(`${path}: twitter:card ${card}`);
  return problems;
}

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
      problems.push(...headProblems(path, html));
      const description = metaContents(html, "description")[0] ?? "";
      const max = path.startsWith("/blog/") && path !== "/blog/" ? 155 : 160;
      if (description.length < 50 || description.length > max) problems.push(`${path}: description of ${description.length} characters`);
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

  test("both standalone templates carry the same search metadata as every other page, and are noindex", async ({ request }) => {
    const problems: string[] = [];
    for (const path of TEMPLATES) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      problems.push(...headProblems(path, html));
      if (!/noindex/.test(metaContents(html, "robots")[0] ?? "")) problems.push(`${path}: not noindex`);
      const description = metaContents(html, "description")[0] ?? "";
      if (description.length < 50 || description.length > 160) problems.push(`${path}: description of ${description.length} characters`);
    }
    expect(problems, problems.join("\n")).toEqual([]);
  });

  test("the business's structured data names it and gives its studio's address, telephone and area on all 19 regional pages and home", async ({ request }) => {
    expect(regionViews).toHaveLength(19);
    const studio = { Philippines: { addressLocality: "Cebu City", addressRegion: "Cebu", addressCountry: "PH" }, Canada: { addressLocality: "Vancouver", addressRegion: "British Columbia", addressCountry: "CA" } };
    const problems: string[] = [];
    await inBatches(regionViews, 4, async (region) => {
      const html = await (await request.get(region.path)).text();
      const businesses = jsonLdBlocks(html).flat().filter((block) => (block as { "@type"?: string })["@type"] === "ProfessionalService") as Record<string, unknown>[];
      if (businesses.length !== 1) return problems.push(`${region.path}: ${businesses.length} ProfessionalService blocks`);
      const business = businesses[0];
      if (business.name !== BRAND) problems.push(`${region.path}: name ${JSON.stringify(business.name)}`);
      const expected = { "@type": "PostalAddress", ...studio[region.country as keyof typeof studio] };
      if (JSON.stringify(business.address) !== JSON.stringify(expected)) problems.push(`${region.path}: address ${JSON.stringify(business.address)}`);
      if (typeof business.telephone !== "string" || !/^\+\d{8,15}$/.test(business.telephone)) problems.push(`${region.path}: telephone ${JSON.stringify(business.telephone)}`);
      const area = (business.areaServed as { name?: string }[] | undefined) ?? [];
      if (area.length === 0 || !area.every((place) => place.name)) problems.push(`${region.path}: areaServed ${JSON.stringify(business.areaServed)}`);
      if (!JSON.stringify(area).includes(region.region ?? region.country)) problems.push(`${region.path}: areaServed does not name ${region.region ?? region.country}`);
    });
    const home = jsonLdBlocks(await (await request.get("/")).text()).flat() as Record<string, unknown>[];
    const organization = home.find((block) => block["@type"] === "Organization");
    expect(organization?.name).toBe(BRAND);
    expect(organization?.address).toEqual([{ "@type": "PostalAddress", ...studio.Philippines }, { "@type": "PostalAddress", ...studio.Canada }]);
    expect(organization?.telephone).toMatch(/^\+\d{8,15}$/);
    expect(problems, problems.join("\n")).toEqual([]);
  });

  test("robots.txt is standard: one group for every crawler, Allow and Disallow lines, an absolute Sitemap, nothing else", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.headers()["content-type"]).toContain("text/plain");
    const lines = (await response.text()).split(/\r?\n/).map((line) => line.trim()).filter((line) => line && !line.startsWith("#"));
    const fields = lines.map((line) => /^([A-Za-z-]+):\s*(.*)$/.exec(line));
    expect(fields.every(Boolean), lines.join("\n")).toBe(true);
    const entries = fields.map((match) => [match![1].toLowerCase(), match![2]] as const);
    expect(entries.every(([field]) => ["user-agent", "allow", "disallow", "sitemap"].includes(field)), lines.join("\n")).toBe(true);
    expect(entries[0]).toEqual(["user-agent", "*"]);
    expect(entries.filter(([field]) => field === "user-agent")).toHaveLength(1);
    expect(entries.filter(([field]) => field === "disallow").map(([, value]) => value)).toEqual(["/admin", "/api/", "/template/", "/search/"]);
    expect(entries.filter(([field]) => field === "allow").map(([, value]) => value)).toEqual(["/"]);
    expect(entries.filter(([field]) => field === "sitemap").map(([, value]) => value)).toEqual([`${HOST}/sitemap.xml`]);
    for (const [field, value] of entries) if (field === "allow" || field === "disallow") expect(value.startsWith("/"), value).toBe(true);
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
